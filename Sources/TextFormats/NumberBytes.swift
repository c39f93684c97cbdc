/// Number text appended straight to a byte buffer, for tables of millions of cells: no `String` is
/// made per number. Floats are the shortest decimal that reads back to the same double, spelled as
/// `description` spells it, always with a decimal point or an exponent so that data tools infer a
/// float column from any row: `0.0`, `1.0`, `0.05`, `1e-10`.
public enum NumberBytes {
  /// The room a cell is written into: the most one takes is 24 (`-1.2345678901234567e-100`, an
  /// integer's 20), and a float is written a word at a time, up to 29 bytes.
  public static let maxCellBytes = 32

  /// Writes a float cell at `out` (room for `maxCellBytes`) and returns its length; nothing for
  /// NaN and infinities ("none"). Zero of either sign is `0.0`.
  @inline(__always)
  public static func writeFloat(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    guard value.isFinite else { return 0 }
    if value == 0 {
      out[0] = UInt8(ascii: "0"); out[1] = UInt8(ascii: "."); out[2] = UInt8(ascii: "0")
      return 3
    }
    if let count = ShortestDecimal.write(value, to: out) { return count }
    var count = 0
    for byte in value.description.utf8 {
      out[count] = byte
      count += 1
    }
    return count
  }

  /// Writes a whole number in decimal ("-12") at `out` and returns its length.
  @inline(__always)
  public static func writeInteger(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    if value >= 0 && value < 10 {
      out[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
      return 1
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
      var start = ShortestDecimal.writeDigits(UInt64(value.magnitude), endingAt: 24, in: buffer.baseAddress!)
      if value < 0 {
        start -= 1
        buffer[start] = UInt8(ascii: "-")
      }
      out.update(from: buffer.baseAddress! + start, count: 24 - start)
      return 24 - start
    }
  }

  /// Appends a float cell (`writeFloat`).
  public static func appendFloat(_ value: Double, to out: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxCellBytes) { buffer in
      let count = writeFloat(value, to: buffer.baseAddress!)
      out.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress!, count: count))
    }
  }

  /// Appends a whole number (`writeInteger`).
  public static func appendInteger(_ value: Int, to out: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxCellBytes) { buffer in
      let count = writeInteger(value, to: buffer.baseAddress!)
      out.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress!, count: count))
    }
  }

  /// A float cell as text (`writeFloat`'s bytes).
  public static func float(_ value: Double) -> String {
    var bytes: [UInt8] = []
    appendFloat(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
