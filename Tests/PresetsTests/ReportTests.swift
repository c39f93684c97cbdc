import Curves
import Testing
import TextFormats
import _TestSupport

@testable import Presets

@Suite struct ReportTests {
  /// Seed 000's release, scored: the spring is removed mid-swing, so the end jump is |x(d⁻) − 1|
  /// of the release curve (≈ 67 %, FACTS.md §1), in device pixels on the 200-pt-wide button.
  @Test func seed000ReleaseScores() throws {
    let preset = try Datasets.preset("shrink-shadow")
    let report = PressTimeline(preset: preset, release: 0.3).report()
    #expect(report.window == 2 && report.fps == 120 && report.scoredFrom == 0.3)
    let scale = try #require(report.properties.first { $0.property == .scaleX })
    #expect(scale.samples.count == 241)
    #expect(abs(scale.from - 0.95) < 1e-9 && scale.to == 1)
    let spring = try Curve.make(
      model: "uikit-spring", parameters: [("duration", "0.3"), ("damping", "0.05"), ("velocity", "1")])
    let xEnd = try #require(spring.valueBeforeEnd)
    #expect(abs(scale.metrics.endJumpPct - 100 * abs(xEnd - 1)) < 1e-6)
    #expect(abs(scale.metrics.endJumpPx - abs(xEnd - 1) * 0.05 * 100 * 3) < 1e-6)
    #expect(scale.metrics.overshootPct > 50)
    // The shadow eases back on the implicit 0.25 s curve and never overshoots.
    let radius = try #require(report.properties.first { $0.property == .shadowRadius })
    #expect(abs(radius.from - 4) < 1e-9 && radius.to == 20 && radius.metrics.overshootPct == 0)
    let settle = try #require(radius.metrics.settleTime)
    #expect(settle > 0.15 && settle < 0.25)
  }

  @Test func jsonHasTheDocumentedShape() throws {
    let report = PressTimeline(preset: try Datasets.preset("pressable-material"), release: 0.05).report(
      fps: 60, window: 1)
    guard case .object(let members) = report.json() else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.0) == ["preset", "events", "fps", "window", "metrics_from", "notes", "properties", "jumps"])
    let text = report.json().serialized()
    let expected = [
      #""events": {"touch_down": 0, "release": 0.05, "repress": null}"#, #""shadow_offset_y": {"unit": "pt""#,
      #""jumps": [{"property": "shadow_offset_y", "t": 0.05"#,
    ]
    let missing = expected.filter { !text.contains($0) }
    #expect(missing == [])
    #expect(report.properties[0].samples.count == 61)
  }

  @Test func opacitiesHaveNoPixelMetrics() throws {
    let report = PressTimeline(preset: try Datasets.preset("pebutton"), release: 0.1).report()
    guard case .object(let members) = report.json(),
      case .object(let props)? = members.first(where: { $0.0 == "properties" })?.1,
      case .object(let alpha)? = props.first(where: { $0.0 == "alpha" })?.1,
      case .object(let metrics)? = alpha.first(where: { $0.0 == "metrics" })?.1
    else {
      Issue.record("shape")
      return
    }
    #expect(metrics.first { $0.0 == "settle_time_px" }?.1 == .null)
    #expect(metrics.first { $0.0 == "settle_time" }?.1 != .null)
  }

  @Test func loopsAreScoredByTheirExtent() throws {
    let report = PressTimeline(preset: try Datasets.preset("pin-shake")).report()
    let shake = try #require(report.properties.first)
    #expect(!shake.metrics.hasStepMetrics)
    let high = try #require(shake.metrics.max)
    let low = try #require(shake.metrics.min)
    let amplitude = try #require(shake.metrics.amplitude)
    #expect(abs(high - 20) < 1e-9 && abs(low + 20) < 1e-9 && abs(amplitude - 20) < 1e-9)
  }
}
