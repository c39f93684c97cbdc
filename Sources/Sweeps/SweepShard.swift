/// One of N contiguous blocks of a sweep's grid, for running a large sweep as an array job: shard
/// `index` (0 ≤ index < count) holds the points `⌊index·total/count⌋ ..< ⌊(index+1)·total/count⌋`
/// in grid order, so the shards' rows, concatenated in index order, are the whole table's rows.
public struct SweepShard: Sendable, Hashable, CustomStringConvertible {
  public let index: Int
  public let count: Int

  public init?(index: Int, count: Int) {
    guard count >= 1, index >= 0, index < count else { return nil }
    self.index = index
    self.count = count
  }

  /// Reads `I/N`.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
    self.init(index: index, count: count)
  }

  public var description: String { "\(index)/\(count)" }

  /// This shard's grid points out of `total`; empty when there are more shards than points.
  public func points(of total: Int) -> Range<Int> {
    // Multiplied in 128 bits: total < 2³¹·… and count may both be large.
    func bound(_ i: Int) -> Int { Int((Int128(i) * Int128(total)) / Int128(count)) }
    return bound(index)..<bound(index + 1)
  }
}

extension SweepDefinition {
  /// A fingerprint of everything that decides the table's bytes (model, base curve, parameters and
  /// their values, frames, band, reading, button, metrics), so shards of different definitions
  /// are never merged: 64-bit FNV-1a of a canonical text, as 16 hex digits.
  public var fingerprint: String {
    var text = "model=\(model.rawValue);preset=\(preset ?? "");"
    if let baseSpec { text += "base=" + baseSpec.text.map { "\($0.name):\($0.value)" }.joined(separator: ",") + ";" }
    for parameter in parameters {
      text += "parameter=\(parameter.name)>\(parameter.target)|\(parameter.isVaried)|\(parameter.values.storage);"
    }
    text += "fps=\(fps);window=\(window);band=\(band);reading=\(reading.rawValue);"
    text += "button=\(buttonWidth)x\(screenScale);metrics=\(metrics.map(\.name).joined(separator: ","))"
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
