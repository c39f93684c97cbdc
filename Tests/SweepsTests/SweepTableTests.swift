import CurveAnalysis
import Curves
import Sweeps
import Testing
import TextFormats

/// The sweep's table against the curve engine, point by point: what `presslab curve MODEL … --sampled`
/// (frames) and `presslab curve MODEL …` (continuous) print for the same parameters.
@Suite struct SweepTableTests {
  func engineMetrics(_ model: String, _ parameters: [(name: String, value: String)], scale: Double,
                     reading: Reading, fps: Double = 120, window: Double = 2) throws -> CurveMetrics {
    let curve = try Curve.make(model: model, parameters: parameters)
    let settings = MetricSettings(band: 0.02, travelPoints: 200 * (1 - scale) / 2, screenScale: 3, fps: fps,
                                  window: window)
    return Metrics.measure(curve, reading: reading, settings: settings)
  }

  func matches(_ got: Double?, _ expected: Double?, _ name: String) -> Bool {
    switch (got, expected) {
    case (nil, nil): return true
    case (let a?, let b?):
      // Frame indices and times from them are exact; interpolated values agree to rounding.
      let exact = ["peak_time", "settle_time", "settle_time_px", "frames_to_settle", "oscillations"].contains(name)
      return exact ? a == b : abs(a - b) <= 1e-9 * max(1, abs(b))
    default: return false
    }
  }

  func check(_ text: String, model: String, reading: Reading, fps: Double = 120, window: Double = 2) throws {
    let definition = try SweepDefinition.parse(text: text, file: "t.yaml")
    let table = try Sweep.table(definition, threads: 2)
    #expect(table.metrics.count == definition.pointCount)
    for (row, values) in table.parameters.enumerated() {
      var parameters: [(name: String, value: String)] = []
      var scale = SweepDefinition.defaultScale
      for (name, value) in zip(table.parameterNames, values) {
        if name == "scale" { scale = value.number! } else { parameters.append((name, value.parameterText)) }
      }
      for parameter in definition.parameters where !parameter.isVaried {
        parameters.append((parameter.name, parameter.values[0].parameterText))
      }
      let expected = try engineMetrics(model, parameters, scale: scale, reading: reading, fps: fps, window: window)
      let curve = try Curve.make(model: model, parameters: parameters)
      for (column, name) in table.metricColumns.map(\.name).enumerated() {
        let got = table.metrics[row][column]
        if name == "peak_time", let a = got, let b = expected.peakTime, a != b {
          // Equal peaks (an undamped spring): the first maximal sample is decided by rounding.
          #expect(abs(curve.value(at: a) - curve.value(at: b)) <= 1e-12, "peak at \(parameters)")
          continue
        }
        #expect(matches(got, expected.value(named: name), name), "\(name) at \(parameters) scale \(scale)")
      }
    }
  }

  @Test func springFramesEqualCurveSampled() throws {
    // The fast kernel: underdamped, critical (bounce 0), overdamped (bounce < 0), undamped (1).
    try check("""
      model: spring
      parameters:
        bounce: [-0.4, 0, 0.15, 0.5, 0.9, 1]
        velocity: {from: -2, to: 12, count: 4}
        duration: {from: 0.15, to: 0.9, count: 3}
        scale: [0.9, 0.97]
      metrics: [overshoot_pct, undershoot_pct, peak_time, rise_time, settle_time, settle_time_px,
                end_jump_pct, end_jump_px, overshoot_px, frames_to_settle]
      """, model: "spring", reading: .frames)
  }

  @Test func springFramesAtAnotherRateAndWindow() throws {
    try check("""
      model: spring
      fps: 60
      window: 3.5
      parameters:
        response: [0.3, 0.7]
        dampingRatio: {from: 0.2, to: 1.4, count: 4}
        velocity: 3
      metrics: [overshoot_pct, undershoot_pct, peak_time, rise_time, settle_time, settle_time_px, frames_to_settle]
      """, model: "spring", reading: .frames, fps: 60, window: 3.5)
  }

  @Test func uikitAndCoreAnimationSpringsInTheKernelEqualCurveSampled() throws {
    // Removed after the window's last frame, so no snap is seen: the kernel draws them.
    try check("""
      model: uikit-spring
      window: 0.25
      parameters:
        duration: [0.3, 0.6]
        damping: {from: 0.2, to: 1, count: 5}
        velocity: [0, 3]
      metrics: [overshoot_pct, undershoot_pct, peak_time, rise_time, settle_time, settle_time_px, end_jump_px]
      """, model: "uikit-spring", reading: .frames, window: 0.25)
    try check("""
      model: ca-spring
      parameters:
        stiffness: [100, 300]
        damping: [5, 10, 40]
        velocity: [0, 5]
        allowsOverdamping: [true, false]
      metrics: [overshoot_pct, peak_time, rise_time, settle_time, settle_time_px, end_jump_pct]
      """, model: "ca-spring", reading: .frames)
  }

  @Test func springsRemovedInsideTheWindowInTheKernelEqualCurveSampled() throws {
    // The kernel's curve up to the removal, the target after it, the jump as one number; and
    // `oscillations` counted in the kernel.
    try check("""
      model: uikit-spring
      parameters:
        duration: {from: 0.2, to: 1.4, count: 5}
        damping: {from: 0.05, to: 1, count: 6}
        velocity: [0, 1, 5]
        scale: [0.9, 0.98]
      metrics: [overshoot_pct, undershoot_pct, peak_time, rise_time, settle_time, settle_time_px, end_jump_pct,
                end_jump_px, overshoot_px, oscillations, frames_to_settle]
      """, model: "uikit-spring", reading: .frames)
    try check("""
      model: ca-spring
      parameters:
        stiffness: [100, 300]
        damping: [2, 10, 40]
        velocity: [0, 5]
        duration: [0.1, 0.45, 1.5]
        allowsOverdamping: [true]
      metrics: [overshoot_pct, peak_time, rise_time, settle_time, settle_time_px, end_jump_pct, oscillations]
      """, model: "ca-spring", reading: .frames)
    try check("""
      model: spring
      parameters:
        bounce: [-0.3, 0, 0.3, 0.8]
        duration: [0.3, 0.9]
        velocity: [0, 4]
      metrics: [oscillations, settle_time, overshoot_pct]
      """, model: "spring", reading: .frames)
  }

  @Test func generalPathEqualsCurveSampled() throws {
    try check("""
      model: uikit-spring
      parameters:
        duration: [0.3, 0.6]
        damping: {from: 0.3, to: 1, count: 3}
        velocity: [0, 4]
        scale: [0.9]
      """, model: "uikit-spring", reading: .frames)
    try check("""
      model: spring
      parameters:
        bounce: [0.2, 0.6]
        duration: [0.4]
        delay: [0, 0.1]
      metrics: [oscillations, settle_time, peak_time]
      """, model: "spring", reading: .frames)
  }

  @Test func keyframeSweepsGiveRawExtremes() throws {
    try check("""
      model: keyframes
      parameters:
        values: ["0,20,-20,0", "0,1.2,0.9,1"]
        duration: [0.25, 0.5]
      metrics: [min, max, amplitude, overshoot_pct, settle_time]
      """, model: "keyframes", reading: .frames)
  }

  @Test func continuousReadingEqualsCurve() throws {
    try check("""
      model: spring
      reading: continuous
      parameters:
        bounce: [0, 0.3]
        duration: [0.35, 0.8]
      metrics: [overshoot_pct, peak_time, settle_time, rise_time]
      """, model: "spring", reading: .continuous)
  }

  /// The CSV cells written from the rows are the same bytes whatever the thread count.
  @Test func csvBytesDoNotDependOnTheThreadCount() throws {
    let definition = try SweepDefinition.parse(text: """
      model: spring
      parameters:
        bounce: {from: 0.95, to: -0.3, count: 7}
        velocity: {from: 0, to: 10, count: 5}
        duration: {from: 0.1, to: 1.0, count: 33}
        scale: {from: 0.85, to: 0.98, count: 3}
      metrics: [overshoot_pct, undershoot_pct, peak_time, settle_time, settle_time_px, rise_time]
      """, file: "t.yaml")
    func csv(threads: Int) throws -> String {
      var bytes = Array(SweepCSV.header(definition).utf8)
      try Sweep.run(definition, threads: threads, blockSize: 1000) { block in
        bytes += SweepCSV.rows(block, threads: threads)
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    let one = try csv(threads: 1), two = try csv(threads: 2), five = try csv(threads: 5)
    #expect(one.split(separator: "\n").count == 7 * 5 * 33 * 3 + 1)
    #expect(Array(one.utf8) == Array(two.utf8))
    #expect(Array(one.utf8) == Array(five.utf8))
    // Cells read back to the library's numbers; none is an empty cell.
    let table = try Sweep.table(definition)
    let lines = one.split(separator: "\n", omittingEmptySubsequences: false)
    for (row, metrics) in table.metrics.enumerated() where row % 37 == 0 {
      let all = lines[row + 1].split(separator: ",", omittingEmptySubsequences: false)
      #expect(all.last == (table.invalid[row] ? "1" : "0"))
      let cells = all.dropLast().suffix(metrics.count)
      for (cell, value) in zip(cells, metrics) {
        if let value { #expect(Double(String(cell)) == value) } else { #expect(cell.isEmpty) }
      }
    }
  }
}
