import CurveAnalysis
import Curves
import Sweeps
import Testing

/// Points that differ only in the press scale share one run of the spring kernel, each with its
/// own pixel band. Their rows must be what the general frames reading (`Metrics.measure`, the
/// closed form at every sample) gives each point on its own: the same frame indices, and values
/// read off samples to rounding.
@Suite struct ScaleGroupTests {
  /// Scales from barely pressed (a pixel band wider than the bounce) to deeply pressed, so the
  /// settles in pixels of one spring fall on many different frames.
  static let scales = "[0.5, 0.7, 0.9, 0.97, 0.995, 0.9999]"

  static let definitions: [(name: String, text: String)] = [
    ("spring", """
      model: spring
      fps: 120
      window: 1.5
      parameters:
        bounce: {from: -0.4, to: 0.9, count: 7}
        duration: {from: 0.15, to: 0.8, count: 4}
        velocity: [-3, 0, 6]
        scale: \(scales)
      metrics: [overshoot_pct, overshoot_px, undershoot_pct, peak_time, settle_time, settle_time_px, rise_time]
      """),
    ("uikit-spring removed inside the window", """
      model: uikit-spring
      fps: 60
      window: 1.2
      parameters:
        damping: {from: 0.1, to: 1.0, count: 7}
        duration: {from: 0.2, to: 1.0, count: 5}
        velocity: [0, 4]
        scale: \(scales)
      metrics: [overshoot_pct, overshoot_px, undershoot_pct, settle_time, settle_time_px, end_jump_px, oscillations]
      """),
    ("ca-spring", """
      model: ca-spring
      fps: 90
      window: 1.0
      parameters:
        stiffness: [100, 400, 1500]
        damping: [4, 12, 40, 90]
        duration: [0.4, 2.0]
        scale: \(scales)
      metrics: [overshoot_px, settle_time, settle_time_px, oscillations]
      """),
  ]

  @Test(arguments: definitions.indices)
  func rowsEqualEachPointMeasuredAlone(_ index: Int) throws {
    let definition = try SweepDefinition.parse(text: Self.definitions[index].text, file: "scale-groups.yaml")
    let table = try Sweep.table(definition, threads: 2)
    let names = table.parameterNames
    var checkedPixelSettles = Set<Double?>()
    for (row, values) in table.parameters.enumerated() {
      let scale = try #require(values[names.firstIndex(of: "scale")!].number)
      let parameters = zip(names, values).filter { $0.0 != "scale" }.map { ($0.0, $0.1.parameterText) }
      let fixed = definition.parameters.filter { !$0.isVaried }.map { ($0.name, $0.values.first!.parameterText) }
      let curve = try Curve.make(model: definition.model.rawValue, parameters: fixed + parameters)
      let settings = MetricSettings(
        band: definition.band, travelPoints: definition.buttonWidth * (1 - scale) / 2,
        screenScale: definition.screenScale, fps: definition.fps, window: definition.window)
      let alone = Metrics.measure(curve, reading: .frames, settings: settings)
      for (column, name) in table.metricColumns.map(\.name).enumerated() {
        let metric = try #require(Metric(name: name))
        let got = table.metrics[row][column], expected = metric.value(in: alone)
        let at = "\(Self.definitions[index].name) row \(row) (\(parameters) scale \(scale)) \(name)"
        switch (got, expected) {
        case (nil, nil): break
        case (let g?, let e?):
          #expect(abs(g - e) <= 1e-9 * max(1, abs(e)), "\(at): \(g) vs \(e)")
        default:
          Issue.record("\(at): \(String(describing: got)) vs \(String(describing: expected))")
        }
      }
      if let column = table.metricColumns.firstIndex(of: .settleTimePx) {
        checkedPixelSettles.insert(table.metrics[row][column])
      }
    }
    // The grid is worth its name: pixel settles fall on many different frames.
    #expect(checkedPixelSettles.count >= 10)
  }
}
