import CurveAnalysis
import Curves
import Foundation
import Presets
import Sweeps
import Testing
import _TestSupport

/// Preset sweeps score the preset's release curve: checked against the seed's numbers written out
/// by hand (seed 000: UIKit spring 0.3 s, damping 0.05, velocity 1, press to 0.95, 200-pt button).
@Suite struct PresetSweepTests {
  func parse(_ text: String) throws(SweepError) -> SweepDefinition {
    try SweepDefinition.parse(text: text, file: "p.yaml") { name in Datasets.presets.first { $0.name == name } }
  }

  @Test func releaseDampingAndPressScaleOfShrinkShadow() throws {
    let definition = try parse("""
      preset: shrink-shadow
      parameters:
        release.damping: [0.05, 0.3]
        press.scale: [0.9, 0.95]
      metrics: [overshoot_pct, overshoot_px, settle_time, end_jump_px]
      """)
    #expect(definition.model == .uikitSpring && definition.buttonWidth == 200)
    let table = try Sweep.table(definition)
    #expect(table.parameterNames == ["release.damping", "press.scale"])
    var row = 0
    for damping in [0.05, 0.3] {
      for scale in [0.9, 0.95] {
        let curve = try Curve.make(model: "uikit-spring", parameters: [
          ("duration", "0.3"), ("damping", String(damping)), ("velocity", "1"), ("delay", "0")])
        let settings = MetricSettings(travelPoints: 200 * (1 - scale) / 2, screenScale: 3)
        let expected = Metrics.measure(curve, reading: .frames, settings: settings)
        for (column, name) in table.metricColumns.map(\.name).enumerated() {
          #expect(table.metrics[row][column] == expected.value(named: name), "\(name) at \(damping), \(scale)")
        }
        row += 1
      }
    }
  }

  @Test func thePresetsOwnPressScaleSetsTheTravel() throws {
    let table = try Sweep.table(try parse("preset: shrink-shadow\nmetrics: [overshoot_px]\n"))
    let curve = try Curve.make(model: "uikit-spring", parameters: [("duration", "0.3"), ("damping", "0.05"), ("velocity", "1")])
    let expected = Metrics.measure(curve, reading: .frames, settings: MetricSettings(travelPoints: 200 * (1 - 0.95) / 2, screenScale: 3))
    #expect(table.metrics == [[expected.overshootPx]])
  }

  @Test func badPresetInputNamesTheLine() {
    func failure(_ text: String) -> SweepError? {
      do { _ = try parse(text); return nil } catch { return error }
    }
    #expect(failure("preset: no-such-preset\n")?.line == 1)
    #expect(failure("preset: shrink-shadow\nparameters:\n  press.duration: [0.1, 0.2]\n")?.field == "parameters.press.duration")
    #expect(failure("preset: shrink-shadow\nmodel: spring\n")?.field == "model")
  }
}

/// A preset sweep's fixed values change the preset's release curve at every point.
@Suite struct PresetSweepFixedValueTests {
  @Test func aFixedReleaseValueReachesEveryPoint() throws {
    let presets = Datasets.presets
    let text = "preset: shrink-shadow\nparameters:\n  release.damping: [0.5, 1.0]\n  release.duration: 0.2\nmetrics: [settle_time]\n"
    let definition = try SweepDefinition.parse(text: text, file: "f.yaml") { name in presets.first { $0.name == name } }
    for (values, expectedDamping) in [([SweepValue.number(0.5)], 0.5), ([.number(1.0)], 1.0)] {
      let spec = try definition.curveSpec(axisValues: values).spec
      guard case .uikitSpring(let p) = spec.model else {
        Issue.record("shrink-shadow's release is a UIKit spring")
        return
      }
      #expect(p.duration == 0.2)
      #expect(p.damping == expectedDamping)
    }
  }
}
