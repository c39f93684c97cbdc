import CurveAnalysis
import Curves
import Testing

@testable import Sweeps

/// A spring UIKit's solver finds no valid root for (its curve is NaN) is never scored as a
/// perfect spring: its row is marked, its metrics are none, whichever path scores it.
@Suite struct InvalidCurveTests {
  /// No valid root: FACTS.md §1's solver leaves the reals for these inputs.
  static let rootless = [("duration", "0.1556"), ("damping", "0.1"), ("velocity", "1")]

  @Test func aRootlessSpringIsInvalidAndHasNoMetrics() throws {
    let curve = try Curve.make(model: "uikit-spring", parameters: Self.rootless)
    // The independent fact: its samples are not numbers.
    #expect(curve.value(at: 0.05).isNaN)
    #expect(curve.invalidReason?.contains("no valid root") == true)
    for reading in Reading.allCases {
      let metrics = Metrics.measure(curve, reading: reading, settings: MetricSettings())
      #expect(!metrics.isValid)
      #expect(Metric.allCases.allSatisfy { metrics.value($0) == nil }, "\(reading)")
    }
    let valid = try Curve.make(model: "uikit-spring", parameters: [("duration", "0.4"), ("damping", "0.8")])
    #expect(valid.invalidReason == nil)
    #expect(Metrics.measure(valid, reading: .frames, settings: MetricSettings()).isValid)
  }

  @Test func overflowingSamplesMakeTheMetricsInvalid() throws {
    let bezier = try Curve.make(model: "bezier", parameters: [("duration", "0.3"), ("points", "0,1e308,1,-1e308")])
    #expect(!bezier.value(at: 0.1).isFinite)
    let metrics = Metrics.measure(bezier, reading: .continuous, settings: MetricSettings())
    #expect(metrics.invalidReason?.contains("not finite") == true)
    #expect(metrics.value(.overshootPct) == nil)
  }

  /// Every point of a grid across the rootless spring, on the kernel path (frames reading) and the
  /// general one (continuous): the invalid flag is exactly the curve engine's own verdict.
  @Test(arguments: ["frames", "continuous"])
  func sweepRowsAreMarkedWhereTheCurveIsInvalid(reading: String) throws {
    let text = """
      model: uikit-spring
      reading: \(reading)
      parameters:
        duration: [0.1556, 0.3]
        damping: [0.1, 0.5]
        velocity: 1
      metrics: [overshoot_pct, settle_time, peak_time]

      """
    let definition = try SweepDefinition.parse(text: text, file: "s.yaml")
    let table = try Sweep.table(definition, threads: 2)
    #expect(table.invalid.count == 4)
    var expected: [Bool] = []
    for duration in ["0.1556", "0.3"] {
      for damping in ["0.1", "0.5"] {
        let curve = try Curve.make(model: "uikit-spring", parameters: [("duration", duration), ("damping", damping), ("velocity", "1")])
        expected.append(curve.invalidReason != nil)
      }
    }
    #expect(expected.contains(true) && expected.contains(false))
    #expect(table.invalid == expected)
    for (row, invalid) in table.invalid.enumerated() {
      #expect(table.metrics[row].allSatisfy { $0 == nil } == invalid, "row \(row): \(table.metrics[row])")
    }
    #expect(Sweep.columns(definition).last == Sweep.invalidColumn)

    var csv = SweepCSV.header(definition)
    try Sweep.run(definition, threads: 1) { block in csv += String(decoding: SweepCSV.rows(block, threads: 1), as: UTF8.self) }
    let lines = csv.split(separator: "\n")
    #expect(lines[0] == "duration,damping,overshoot_pct,settle_time,peak_time,invalid")
    #expect(lines.dropFirst().map { $0.hasSuffix(",1") } == expected)
    #expect(lines.dropFirst().allSatisfy { $0.hasSuffix(",1") || $0.hasSuffix(",0") })
  }
}
