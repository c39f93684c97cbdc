import TextFormats

/// What a grid would cost to run whole, measured on its first points: said when a grid above a
/// limit is refused, so the limit can be raised knowingly.
public enum GridEstimate {
  private struct Measured: Error {}

  /// Curves the rate is measured on.
  public static let sample = 4096

  /// "at this machine's rate (4096 curves in 0.05 s) it would take about 3.2 h and write about
  /// 61.0 GB of CSV"; nil when the first points cannot be computed. `clock` reads monotonic seconds.
  public static func cost(_ definition: SweepDefinition, threads: Int, clock: () -> Double) -> String? {
    let total = Double(definition.pointCount)
    let start = clock()
    var bytes = 0
    do {
      try Sweep.run(definition, threads: threads, blockSize: sample) { block in
        bytes = SweepCSV.rows(block, threads: threads).count
        throw Measured()
      }
    } catch {}
    let seconds = clock() - start
    guard bytes > 0 else { return nil }
    let measured = min(sample, definition.pointCount)
    return "at this machine's rate (\(measured) curves in \(NumberText.rounded(seconds, digits: 2)) s) it would take about "
      + duration(seconds / Double(measured) * total) + " and write about " + size(Double(bytes) / Double(measured) * total)
      + " of CSV"
  }

  /// "40 s", "12 min", "3.2 h".
  public static func duration(_ seconds: Double) -> String {
    if seconds < 120 { return "\(Int(seconds.rounded())) s" }
    if seconds < 7200 { return "\(Int((seconds / 60).rounded())) min" }
    return "\(NumberText.rounded(seconds / 3600, digits: 1)) h"
  }

  /// "820 bytes", "1.3 MB", "61.0 GB".
  public static func size(_ bytes: Double) -> String {
    for (unit, scale) in [("GB", 1e9), ("MB", 1e6), ("kB", 1e3)] where bytes >= scale {
      return "\(NumberText.rounded(bytes / scale, digits: 1)) \(unit)"
    }
    return "\(Int(bytes)) bytes"
  }
}
