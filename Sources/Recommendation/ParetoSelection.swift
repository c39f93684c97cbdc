import NotebookFormat
import Sweeps
import TextFormats

/// A designer's bound on one column of a sweep (a parameter or a metric): `min ≤ value ≤ max`.
public struct Bound: Sendable, Hashable {
  public var column: String
  public var min: Double?
  public var max: Double?
  public var location: SourceLocation?
  public init(column: String, min: Double? = nil, max: Double? = nil, location: SourceLocation? = nil) {
    self.column = column
    self.min = min
    self.max = max
    self.location = location
  }

  /// "overshoot_px ≤ 1", "0.1 ≤ duration ≤ 0.3".
  public var text: String {
    switch (min, max) {
    case let (lo?, hi?): return "\(Self.number(lo)) ≤ \(column) ≤ \(Self.number(hi))"
    case let (lo?, nil): return "\(column) ≥ \(Self.number(lo))"
    case let (nil, hi?): return "\(column) ≤ \(Self.number(hi))"
    default: return column
    }
  }

  static func number(_ x: Double) -> String {
    NumberText.parameter(x)
  }
}

/// The rows of a sweep that meet every bound, and among them the Pareto front of the objectives
/// (all minimised): rows no other feasible row beats on every objective.
public struct ParetoSelection: Sendable {
  public var feasible: [Int]
  /// Front rows, best first by the first objective, then the next.
  public var front: [Int]
  public var winner: Int? { front.first }

  /// Among rows equal on every objective the one with the largest `preference` is kept (more
  /// damping, by `PickRule.preference`), then the first in grid order.
  public init(rows: SweepRows, bounds: [Bound], minimize: [String], preference: (Int) -> Double = { _ in 0 }) throws(RecommendationError) {
    let columns = rows.columnNames
    func index(_ name: String, at location: SourceLocation?, key: String) throws(RecommendationError) -> Int {
      guard let i = columns.firstIndex(of: name) else {
        throw RecommendationError("the sweep has no column '\(name)' (it has: \(columns.joined(separator: ", ")))", at: location, key: key)
      }
      return i
    }
    var checks: [(Int, Bound)] = []
    for bound in bounds { checks.append((try index(bound.column, at: bound.location, key: "constraints"), bound)) }
    var objectives: [Int] = []
    for name in minimize { objectives.append(try index(name, at: nil, key: "minimize")) }

    let feasible = rows.rows.indices.filter { r in
      let row = rows.rows[r]
      for (c, bound) in checks {
        guard let v = row[c] else { return false }
        if let lo = bound.min, v < lo - 1e-12 { return false }
        if let hi = bound.max, v > hi + 1e-12 { return false }
      }
      return objectives.allSatisfy { row[$0] != nil }
    }
    let values = feasible.map { r in objectives.map { rows.rows[r][$0]! } }
    var front = Self.undominated(values)
    front.sort { i, j in
      for k in values[i].indices where values[i][k] != values[j][k] { return values[i][k] < values[j][k] }
      let pi = preference(feasible[i]), pj = preference(feasible[j])
      return pi != pj ? pi > pj : feasible[i] < feasible[j]
    }
    // Equal points: keep the preferred one, so the choice does not depend on anything else.
    let sorted = front
    front = sorted.indices.filter { n in n == 0 || values[sorted[n - 1]] != values[sorted[n]] }.map { sorted[$0] }
    self.feasible = feasible
    self.front = front.map { feasible[$0] }
  }

  /// The indices of `values` no other point beats: at least as low on every objective and lower
  /// on one. Only a point earlier in lexicographic order can beat another, and whatever beats it
  /// is beaten by (or is) a point already kept, so each point is checked against the front so far:
  /// n log n + n × front rather than n², the same set.
  static func undominated(_ values: [[Double]]) -> [Int] {
    func beats(_ b: [Double], _ a: [Double]) -> Bool {
      var strictly = false
      for k in a.indices {
        if b[k] > a[k] { return false }
        if b[k] < a[k] { strictly = true }
      }
      return strictly
    }
    // NaN compares false both ways and has no order: such a table takes the plain pairwise check.
    guard values.allSatisfy({ $0.allSatisfy { !$0.isNaN } }) else {
      return values.indices.filter { i in
        !values.indices.contains { j in j != i && zip(values[j], values[i]).allSatisfy { $0 <= $1 } && zip(values[j], values[i]).contains { $0 < $1 } }
      }
    }
    let order = values.indices.sorted { i, j in values[i].lexicographicallyPrecedes(values[j]) || (values[i] == values[j] && i < j) }
    var kept: [Int] = []
    for i in order where !kept.contains(where: { beats(values[$0], values[i]) }) { kept.append(i) }
    return kept.sorted()
  }
}
