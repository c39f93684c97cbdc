import CurveAnalysis
import Curves
import Testing

@testable import Sweeps

/// Spring sweeps make each point's spring from its numbers (`SpringPoints`) instead of building a
/// `Curve`: every value of every row must be the same bits as with a `Curve` at every point,
/// clamped, invalid and unconverged points included, whatever the thread count.
@Suite struct SpringPointsTests {
  static let metrics = "[overshoot_pct, overshoot_px, undershoot_pct, peak_time, settle_time, settle_time_px, rise_time, end_jump_px, oscillations]"

  static let definitions: [String] = [
    // UIKit's clamps (duration below 0.01 s, damping outside [FLT_EPSILON, 1]), removal inside and
    // after the window, unconverged and invalid solves.
    """
    model: uikit-spring
    fps: 120
    window: 1.5
    parameters:
      duration: [0, 0.005, 0.12, 0.37, 0.9, 3]
      damping: {from: -0.2, to: 1.3, count: 11}
      velocity: [-4, 0, 2.5, 9]
      scale: [0.9, 0.97]
    metrics: \(metrics)
    """,
    """
    model: uikit-spring
    fps: 60
    window: 1.0
    parameters:
      damping: {from: 0.05, to: 1.0, count: 40}
      velocity: {from: 0, to: 12, count: 13}
      duration: {from: 0.12, to: 0.9, count: 9}
    metrics: [overshoot_pct, overshoot_px, peak_time, settle_time, settle_time_px, end_jump_px, oscillations]
    """,
    // SwiftUI's three forms, ζ = 0 (never settles), overdamped, a velocity axis (shared springs).
    """
    model: spring
    fps: 120
    window: 2
    parameters:
      bounce: {from: -0.9, to: 1.0, count: 8}
      duration: [0.05, 0.3, 1.0]
      velocity: [-3, 0, 6]
    metrics: \(metrics)
    """,
    """
    model: spring
    parameters:
      response: [0.2, 0.55]
      dampingRatio: [0, 0.3, 1, 1.6]
      velocity: [0, 4]
    metrics: \(metrics)
    """,
    """
    model: spring
    parameters:
      mass: [0.5, 1]
      stiffness: [50, 300, 1200]
      damping: [0, 5, 40]
    metrics: \(metrics)
    """,
    // Core Animation's replacements (mass ≤ 0, stiffness ≤ 0, damping < 0), its settling duration
    // walk (removal inside the window), a given duration, the decompiled overdamped form.
    """
    model: ca-spring
    fps: 120
    window: 2
    parameters:
      mass: [-1, 0.5, 2]
      stiffness: [-5, 60, 900]
      damping: [-1, 0, 3, 30, 80]
      velocity: [0, 5]
    metrics: \(metrics)
    """,
    """
    model: ca-spring
    parameters:
      stiffness: {from: 50, to: 1000, count: 12}
      damping: {from: 5, to: 60, count: 12}
      duration: [0.3, 5]
      allowsOverdamping: true
    metrics: \(metrics)
    """,
    """
    model: ca-spring
    parameters:
      stiffness: [80, 700]
      damping: [2, 50, 120]
      allowsOverdamping: true
      overdampedForm: decompiled
    metrics: [overshoot_px, settle_time]
    """,
  ]

  /// Every block's values as bits, the invalid flags and the solver tally.
  static func run(_ plan: SweepPlan, threads: Int) throws -> (bits: [UInt64], tally: SolverTally) {
    var bits: [UInt64] = []
    var tally = SolverTally()
    try Sweep.run(plan, threads: threads, blockSize: 500) { block in
      bits += block.values.map(\.bitPattern)
      tally.add(block.notConverged)
    }
    return (bits, tally)
  }

  @Test(arguments: definitions.indices)
  func springsFromNumbersAreTheCurvesBits(_ index: Int) throws {
    let definition = try SweepDefinition.parse(text: Self.definitions[index], file: "springs.yaml")
    let fast = SweepPlan(definition)
    #expect(fast.springPoints != nil, "the sweep makes its springs from numbers")
    let curves = SweepPlan(definition, springsFromNumbers: false)
    #expect(curves.springPoints == nil)
    let (fastBits, fastTally) = try Self.run(fast, threads: 3)
    let (curveBits, curveTally) = try Self.run(curves, threads: 1)
    #expect(fastBits.count == definition.pointCount * fast.rowWidth)
    let first = fastBits.indices.first { $0 >= curveBits.count || fastBits[$0] != curveBits[$0] }
    #expect(first == nil, "row \((first ?? 0) / fast.rowWidth), column \((first ?? 0) % fast.rowWidth)")
    #expect(fastBits == curveBits)
    #expect(fastTally == curveTally)
    // The CSV too, and with one thread.
    var one: [UInt8] = [], three: [UInt8] = []
    try Sweep.run(definition, threads: 1) { one += SweepCSV.rows($0, threads: 1) }
    try Sweep.run(definition, threads: 3) { three += SweepCSV.rows($0, threads: 3) }
    #expect(one == three && !one.isEmpty)
  }

  /// Without `peak_time` the kernel does not look for the first of equal maxima (no sample is read
  /// again): every other column is the same bits as with it, undamped springs (equal peaks) included.
  @Test func leavingOutPeakTimeChangesNoOtherColumn() throws {
    func bits(_ metrics: String) throws -> [[UInt64]] {
      let definition = try SweepDefinition.parse(text: """
        model: spring
        parameters:
          bounce: {from: -0.5, to: 1.0, count: 16}
          duration: {from: 0.05, to: 1.0, count: 9}
          velocity: [0, 7]
        metrics: \(metrics)
        """, file: "peaks.yaml")
      let table = try Sweep.table(definition, threads: 2)
      let columns = definition.metrics.indices.filter { definition.metrics[$0] != .peakTime }
      return table.metrics.map { row in columns.map { (row[$0] ?? .nan).bitPattern } }
    }
    let with = try bits("[overshoot_px, peak_time, settle_time, oscillations]")
    let without = try bits("[overshoot_px, settle_time, oscillations]")
    #expect(with.count == 16 * 9 * 2 && with == without)
  }

  /// A point outside what the numbers decide (a throwing value) still fails as the curve engine says.
  @Test func aBadValueFailsAsWithCurves() throws {
    let text = """
      model: uikit-spring
      parameters:
        duration: [0.3, -1]
        damping: 0.5
      metrics: [overshoot_px]
      """
    #expect(throws: SweepError.self) {
      try Sweep.run(try SweepDefinition.parse(text: text, file: "bad.yaml"), threads: 1) { _ in }
    }
  }
}
