import Sweeps

/// A finer look around a picked row of a sweep: the sweep again on a finer grid (damping to 0.01,
/// times to whole milliseconds), one step of the original grid either side, so a pick is not an
/// artefact of the grid's step. `TypedGrid` then moves it to the values a designer types.
package enum Refinement {
  /// The precision each parameter is read at, by its curve name (`release.damping` is `damping`).
  /// The initial velocity is not refined: the grid's values are the ones a designer would try.
  static let precision: [String: Double] = [
    "damping": 0.01, "dampingFraction": 0.01, "dampingRatio": 0.01, "bounce": 0.01,
    "duration": 0.001, "response": 0.001, "stiffness": 1, "mass": 0.01,
  ]
  /// At most this many values per axis, so a refinement costs at most about a thousand curves.
  static let maxValuesPerAxis = 31

  package static func step(for name: String) -> Double? { precision[String(name.split(separator: ".").last ?? "")] }

  /// `x` at a precision of `step`, as the decimal a designer would type (0.65, not 0.6500000001).
  package static func rounded(_ x: Double, step: Double) -> Double {
    let perUnit = (1 / step).rounded()
    return perUnit >= 1 ? (x * perUnit).rounded() / perUnit : (x / step).rounded() * step
  }

  /// The distinct numbers of axis `i`, ascending.
  package static func axisValues(_ rows: SweepRows, _ i: Int) -> [Double] {
    Array(Set(rows.rows.compactMap { $0[i] })).sorted()
  }

  /// The grid's step around `v` on axis `i`: the larger gap to its neighbours.
  package static func gridStep(_ rows: SweepRows, axis i: Int, at v: Double) -> Double? {
    let values = axisValues(rows, i)
    guard values.count > 1, let k = values.firstIndex(where: { abs($0 - v) <= 1e-12 * max(1, abs(v)) }) else { return nil }
    let left = k > 0 ? v - values[k - 1] : 0, right = k + 1 < values.count ? values[k + 1] - v : 0
    return max(left, right)
  }

  /// Axis values of row `r` as the sweep takes them (numbers, or words for a word axis).
  package static func values(_ rows: SweepRows, row r: Int) -> [String: SweepValue] {
    var out: [String: SweepValue] = [:]
    for (i, name) in rows.parameterNames.enumerated() { out[name] = rows.parameterValue(r, i) }
    return out
  }

  /// The finer grid around row `r` of `original`: each axis with a known precision (and not in
  /// `held`) takes every value at that precision within one original grid step of the row's value,
  /// inside the original range; every other axis keeps the row's value.
  package static func neighbourhood(of r: Int, in rows: SweepRows, original: SweepRows, held: Set<String>) -> [String: [SweepValue]] {
    var grid: [String: [SweepValue]] = [:]
    for (i, name) in rows.parameterNames.enumerated() {
      guard let v = rows.rows[r][i] else {
        if let word = rows.parameterValue(r, i) { grid[name] = [word] }
        continue
      }
      let range = axisValues(original, i)
      guard !held.contains(name), let precision = step(for: name), let lo = range.first, let hi = range.last,
        let gridStep = gridStep(original, axis: i, at: nearest(v, in: range))
      else {
        grid[name] = [.number(v)]
        continue
      }
      let from = rounded(max(lo, v - gridStep), step: precision), to = rounded(min(hi, v + gridStep), step: precision)
      let count = Int(((to - from) / precision).rounded()) + 1
      let stride = max(1, Int((Double(count) / Double(maxValuesPerAxis)).rounded(.up)))
      var list = Swift.stride(from: 0, to: count, by: stride).map { rounded(from + Double($0) * precision, step: precision) }
      let centre = rounded(v, step: precision)
      if !list.contains(centre), centre >= from, centre <= to { list.append(centre) }
      grid[name] = list.filter { $0 >= lo - 1e-12 && $0 <= hi + 1e-12 }.sorted().map { .number($0) }
    }
    return grid
  }

  package static func nearest(_ v: Double, in values: [Double]) -> Double {
    values.min { abs($0 - v) < abs($1 - v) } ?? v
  }
}
