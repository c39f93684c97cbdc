import CurveAnalysis
import Testing

@testable import Sweeps

/// `presslab bench w2-*` are BENCHMARK.md's W2 grids: a million distinct springs each, made from
/// their numbers (no `Curve` per point).
@Suite struct W2WorkloadTests {
  typealias Axis = (name: String, first: Double, last: Double, count: Int)
  static let expected: [(SweepWorkload, [Axis], Double, String)] = [
    (.w2UIKit, [("duration", 0.12, 0.9, 100), ("damping", 0.08, 1.0, 100), ("velocity", 0, 9, 100)], 1.5,
     "overshoot_pct overshoot_px peak_time settle_time settle_time_px end_jump_px oscillations"),
    (.w2SwiftUI, [("duration", 0.1, 1.0, 1000), ("bounce", -0.5, 0.9, 1000)], 2, "overshoot_px"),
    (.w2CA, [("stiffness", 50, 1000, 1000), ("damping", 5, 60, 1000)], 2, "overshoot_px"),
  ]

  @Test(arguments: expected.indices)
  func definitionsAreBenchmarkW2(_ index: Int) throws {
    let (workload, axes, window, metrics) = Self.expected[index]
    let definition = try workload.definition()
    #expect(definition.pointCount == 1_000_000)
    #expect(definition.fps == 120 && definition.window == window)
    #expect(definition.metrics.map(\.name).joined(separator: " ") == metrics)
    #expect(definition.axes.count == axes.count)
    for (parameter, axis) in zip(definition.axes, axes) {
      #expect(parameter.name == axis.0 && parameter.values.count == axis.3)
      #expect(parameter.values.first?.number == axis.1 && parameter.values.last?.number == axis.2)
    }
    let plan = SweepPlan(definition)
    #expect(plan.usesSpringKernel && plan.springPoints != nil)
  }
}
