import Testing
import TextFormats

@testable import CurveAnalysis

/// The metric registry against FACTS.md §9 as written there, not against itself.
@Suite struct MetricRegistryTests {
  /// FACTS.md §9's table and the keyframe extremes, in the order `presslab curve --json` documents.
  static let documentedNames = [
    "overshoot_pct", "undershoot_pct", "peak_time", "rise_time", "settle_time", "settle_time_px",
    "end_jump_pct", "end_jump_px", "overshoot_px", "oscillations", "frames_to_settle", "min", "max", "amplitude",
  ]

  @Test func namesAreTheDocumentedColumns() {
    #expect(Metric.names == Self.documentedNames)
    for name in Self.documentedNames { #expect(Metric(name: name)?.name == name) }
    #expect(Metric(name: "settle time") == nil && Metric(name: "made_up") == nil)
    #expect(Metric.keyframes.map(\.name) == ["min", "max", "amplitude"])
    #expect(Metric.allCases.filter(\.isCount).map(\.name) == ["oscillations", "frames_to_settle"])
  }

  @Test func unitsFollowTheNames() {
    for metric in Metric.allCases {
      let name = metric.name
      let expected: Metric.Unit
      if name.hasSuffix("_pct") { expected = .percent }
      else if name.hasSuffix("_px") && !name.hasPrefix("settle") { expected = .pixels }
      else if name.contains("time") && name != "frames_to_settle" { expected = .milliseconds }
      else if ["oscillations", "frames_to_settle"].contains(name) { expected = .count }
      else { expected = .value }
      #expect(metric.unit == expected, "\(name)")
    }
    #expect(Metric.settleTimePx.unit == .milliseconds, "a time, whatever its band")
  }

  /// Two metrics may share a label only when their units tell them apart: no two titles alike,
  /// at any threshold; the settle to the visibility threshold names the report's threshold.
  @Test func titlesAreDistinct() {
    for devicePixels in [0.25, 0.5, 1, 2] {
      let words = Visibility(devicePixels: devicePixels)
      let titles = Metric.allCases.map { words.title($0) }
      #expect(Set(titles).count == titles.count, "\(titles)")
      let headings = Metric.allCases.map { words.heading($0) }
      #expect(Set(headings).count == Set(Metric.allCases.map(\.plainHeading)).count, "\(headings)")
    }
    let half = Visibility.standard
    #expect(half.title(.settleTime) == "settle time (ms)")
    #expect(half.title(.settleTimePx) == "settle time to ½ px (ms)" && half.heading(.settleTimePx) == "Settles (½ px)")
    #expect(Visibility(devicePixels: 1).title(.settleTimePx) == "settle time to 1 px (ms)")
    #expect(Visibility(devicePixels: 0.25).heading(.settleTimePx) == "Settles (0.25 px)")
    #expect(half.title(.overshootPct) == "overshoot (%)" && half.title(.overshootPx) == "overshoot (px)")
    #expect(half.heading(.overshootPx, among: [.overshootPct, .overshootPx]) == "Overshoot px")
  }

  @Test func valuesReadTheirFields() {
    var m = CurveMetrics(reading: .frames)
    m.overshootPct = 1; m.undershootPct = 2; m.peakTime = 3; m.riseTime = 4; m.settleTime = 5
    m.settleTimePx = 6; m.endJumpPct = 7; m.endJumpPx = 8; m.overshootPx = 9; m.oscillations = 10
    m.framesToSettle = 11; m.min = 12; m.max = 13; m.amplitude = 14
    #expect(Metric.allCases.map { $0.value(in: m) } == (1...14).map(Double.init))
    // A keyframe wobble: step metrics do not apply, the extremes do.
    m.hasStepMetrics = false
    #expect(Metric.step.allSatisfy { $0.value(in: m) == nil })
    #expect(Metric.keyframes.map { $0.value(in: m) } == [12, 13, 14])
  }

  @Test func jsonKeepsTheDocumentedOrderAndTypes() {
    var m = CurveMetrics(reading: .continuous)
    m.oscillations = 2
    m.framesToSettle = 36
    m.settleTime = 0.3
    #expect(m.json().serialized() == """
      {"overshoot_pct": 0, "undershoot_pct": 0, "peak_time": null, "rise_time": null, "settle_time": 0.3, \
      "settle_time_px": null, "end_jump_pct": 0, "end_jump_px": 0, "overshoot_px": 0, "oscillations": 2, \
      "frames_to_settle": 36}
      """)
  }

  @Test func valueText() {
    #expect(Metric.settleTime.text(0.1666) == "167 ms")
    #expect(Metric.settleTime.text(nil) == "never" && Metric.peakTime.text(nil) == "—")
    #expect(Metric.overshootPx.text(0.9792) == "1.0 px" && Metric.overshootPx.text(0.9792, style: .short) == "0.9792 px")
    #expect(Metric.overshootPct.text(4.59883) == "4.6%" && Metric.overshootPct.text(4.59883, style: .short) == "4.599%")
    #expect(Metric.endJumpPx.text(.nan) == "—")
    #expect(Metric.oscillations.text(3) == "3")
  }

  @Test func numberText() {
    #expect(NumberText.fixed(0.05, places: 1) == "0.1")
    #expect(NumberText.fixed(-0.04, places: 1) == "0.0")
    #expect(NumberText.fixed(-1.25, places: 2) == "-1.25")
    #expect(NumberText.fixed(12, places: 0) == "12")
    #expect(NumberText.significant(0.016638, digits: 4) == "0.01664")
    #expect(NumberText.significant(7980.2, digits: 4) == "7980")
    #expect(NumberText.significant(123456, digits: 4) == "123456")
    #expect(NumberText.significant(-0.5, digits: 4) == "-0.5")
    #expect(NumberText.milliseconds(0.0005) == "1 ms")
  }

  /// Half a device pixel: the settle band in pixels, the smallest visible jump.
  @Test func visibilityIsHalfADevicePixel() {
    #expect(Visibility.standard.devicePixels == 0.5 && DisplaySettings.standard.visibility == .standard)
    let settings = MetricSettings(travelPoints: 5, screenScale: 3)
    #expect(abs(settings.pixelBand * settings.pixelsPerProgress - 0.5) < 1e-15)
    #expect(Visibility.standard.isVisible(pixels: 0.5) && !Visibility.standard.isVisible(pixels: 0.49))
    #expect(Visibility.isVisible(opacityChange: -0.02) && !Visibility.isVisible(opacityChange: 0.019))
  }
}

@Suite struct RoundedTextTests {
  /// Huge values are printed as they are, never scaled into infinity on the way.
  @Test func hugeValuesStayFinite() {
    #expect(NumberText.rounded(1e308) == "1e+308")
    #expect(NumberText.rounded(-1e300) == "-1e+300")
    #expect(NumberText.rounded(0.123456) == "0.1235")
    #expect(NumberText.rounded(12.5, digits: 0) == "13")
  }
}
