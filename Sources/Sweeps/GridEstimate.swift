import TextFormats

/// What a grid would cost to run whole, measured on its first points: said when a grid above a
/// limit is refused, so the limit can be raised knowingly.
public enum GridEstimate {
  private struct Measured: Error {}

  /// Curves the rate is measured on.
  public static let sample = 4096

  /// "at this machine's rate (4096 curves in 12 ms) it would take about 3.2 h and write about
  /// 61.0 GB of CSV"; nil when no point can be computed. The curves measured are a coarser grid
  /// spread over every axis's range, as a grid's first curves are often its cheapest and shortest.
  /// `clock` reads seconds.
  public static func cost(_ definition: SweepDefinition, threads: Int, clock: () -> Double) -> String? {
    let coarse = definition.replacingValues(spread(definition, points: sample))
    var measured = 0
    var bytes = 0
    let start = clock()
    try? Sweep.run(definition.pointCount <= sample ? definition : coarse, threads: threads, blockSize: sample) { block in
      bytes += SweepCSV.rows(block, threads: threads).count
      measured += block.count
      throw Measured()
    }
    let seconds = clock() - start
    guard measured > 0, bytes > 0 else { return nil }
    let rate = Double(definition.pointCount) / Double(measured)
    let took = seconds < 1 ? NumberText.milliseconds(seconds) : "\(NumberText.rounded(seconds, digits: 2)) s"
    return "at this machine's rate (\(measured) curves in \(took)) it would take about "
      + duration(seconds * rate) + " and write about " + size(Double(bytes) * rate) + " of CSV"
  }

  /// Values of each axis spread evenly over its own, at most `points` in all: two of each, then
  /// the axis with the most values per value taken gets one more while the grid stays small enough.
  static func spread(_ definition: SweepDefinition, points: Int) -> [String: [SweepValue]] {
    let axes = definition.axes
    // Two values of every axis first (a short axis often matters most), when that fits.
    var taken = axes.map { min($0.values.count, 2) }
    if taken.reduce(1, *) > points { taken = taken.map { _ in 1 } }
    while true {
      let product = taken.reduce(1, *)
      let candidates = axes.indices.filter { taken[$0] < axes[$0].values.count && product / taken[$0] * (taken[$0] + 1) <= points }
      guard let i = candidates.max(by: { axes[$0].values.count * taken[$1] < axes[$1].values.count * taken[$0] }) else { break }
      taken[i] += 1
    }
    var values: [String: [SweepValue]] = [:]
    for (axis, k) in zip(axes, taken) {
      let n = axis.values.count
      // The middle of each of k equal stretches of the axis's values.
      values[axis.name] = (0..<k).map { j in axis.values[min(n - 1, (2 * j + 1) * n / (2 * k))] }
    }
    return values
  }

  /// "40 s", "12 min", "3.2 h".
  public static func duration(_ seconds: Double) -> String {
    if seconds < 120 { return NumberText.whole(seconds) + " s" }
    if seconds < 7200 { return NumberText.whole(seconds / 60) + " min" }
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
