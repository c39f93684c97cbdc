import CurveAnalysis
import Sweeps
import Testing

@testable import Recommendation

/// The Pareto front on tables a coarse grid gives: many rows equal on an objective, whole rows
/// repeated, three objectives, and a NaN. The front and its order are compared with a pairwise
/// check written here, every row against every row.
@Suite struct ParetoTiesTests {
  static func table(rows count: Int, seed start: UInt64, levels: Double, nan: Bool) -> SweepRows {
    var seed = start
    func next() -> Double {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      // Few distinct values, so ties and repeated points are common.
      return (Double(seed >> 11) / Double(1 << 53) * levels).rounded(.down) / levels
    }
    var rows: [[Double?]] = []
    for r in 0..<count {
      var row: [Double?] = [Double(r % 7) / 10, next(), next() * 2, next() < 0.05 ? nil : next()]
      if nan, r == count / 2 { row[1] = .nan }
      rows.append(row)
    }
    return SweepRows(parameterNames: ["damping"], metrics: [.overshootPx, .settleTime, .endJumpPx], rows: rows, preset: nil, model: "spring")
  }

  /// The front as the definition reads: feasible rows no feasible row beats, best first by the
  /// objectives in turn, then by preference, then grid order; of equal points only the first.
  static func bruteForce(_ table: SweepRows, objectives: [Int], preference: (Int) -> Double) -> [Int] {
    let feasible = table.rows.indices.filter { r in objectives.allSatisfy { table.rows[r][$0] != nil } }
    func v(_ r: Int) -> [Double] { objectives.map { table.rows[r][$0]! } }
    let front = feasible.filter { a in
      !feasible.contains { b in
        zip(v(b), v(a)).allSatisfy { $0 <= $1 } && zip(v(b), v(a)).contains { $0 < $1 }
      }
    }
    let sorted = front.sorted { a, b in
      for (x, y) in zip(v(a), v(b)) where x != y { return x < y }
      return preference(a) != preference(b) ? preference(a) > preference(b) : a < b
    }
    return sorted.indices.filter { $0 == 0 || v(sorted[$0 - 1]) != v(sorted[$0]) }.map { sorted[$0] }
  }

  @Test(arguments: [(2, 4.0, false), (2, 10.0, false), (3, 3.0, false), (3, 8.0, false), (1, 5.0, false), (2, 6.0, true)])
  func frontAndOrderMatchThePairwiseCheck(objectives: Int, levels: Double, nan: Bool) throws {
    for seed in [UInt64(1), 7, 2026] {
      let table = Self.table(rows: 400, seed: seed, levels: levels, nan: nan)
      let names = Array(["settle_time", "overshoot_px", "end_jump_px"].prefix(objectives))
      let preference: (Int) -> Double = { r in table.rows[r][0]! }
      let selection = try ParetoSelection(rows: table, bounds: [], minimize: names, preference: preference)
      let columns = names.map { table.columnNames.firstIndex(of: $0)! }
      #expect(selection.front == Self.bruteForce(table, objectives: columns, preference: preference), "seed \(seed)")
    }
  }
}
