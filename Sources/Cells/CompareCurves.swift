import CurveAnalysis
import Curves
import Drawing
import Plotting
import Presets

/// A compare cell's curves: each button's main movement as its table row reads it, from the phase's
/// event (the finger's lift for a release, a wait before the release included), as progress from
/// where it was to where it ends. A preset's release curve drawn from its own start would leave out
/// such a wait and disagree with the table beside it.
enum CompareCurves {
  struct Response {
    var label: String
    var t: [Double]
    var x: [Double]
  }

  /// The phase's movement of the property `reading` names over `window` seconds from its event;
  /// nil when the phase does not move it.
  static func response(_ preset: Preset, reading: ButtonReading, role: Preset.Role, window: Double, count: Int = 480) -> Response? {
    let property = reading.property
    let timeline = role == .press
      ? PressTimeline(preset: preset, release: nil) : PressTimeline(preset: preset, release: PressTimeline.defaultRelease(for: preset))
    let start = role == .press ? 0 : timeline.release
    guard let start else { return nil }
    let from = start > 0 ? timeline.leftLimit(of: property, at: start) : timeline.value(of: property, at: 0)
    let to = timeline.value(of: property, at: start + max(window, timeline.defaultWindow))
    guard abs(to - from) > 1e-12 else { return nil }
    // Dense samples, and both sides of every jump so a snap draws as a vertical step.
    var times = (0...count).map { window * Double($0) / Double(count) }
    for jump in timeline.jumps(until: start + window) where jump.property == property && jump.time > start && jump.time < start + window {
      times += [jump.time - start - 1e-9, jump.time - start]
    }
    times.sort()
    // Property values minus `from` leave float noise about 0 (−1e-17 would widen the axis to −0.5).
    let progress = { (t: Double) -> Double in
      let x = (timeline.value(of: property, at: start + t) - from) / (to - from)
      return abs(x) < 1e-9 ? 0 : x
    }
    return Response(label: reading.label(preset.buttonName), t: times, x: times.map(progress))
  }

  /// The window a phase's responses need: each curve's own, and 1.5 × its settle time from the event.
  static func window(_ presets: [(Preset, ButtonReading?)], role: Preset.Role, display: DisplaySettings) -> Double {
    presets.compactMap { preset, reading -> Double? in
      guard let reading else { return nil }
      let curve = reading.group.curve
      let settle = CompareRunner.mainMetrics(preset, role: role, display: display, property: reading.property)?.settleTime ?? 0
      return min(10, max(CurvePlot.window(for: curve), 1.5 * settle))
    }.max() ?? 1
  }

  static func chart(_ responses: [Response], window: Double, band: Double, title: String, colors: [Color]) -> LineChart {
    let series = responses.enumerated().map { i, r in
      LineSeries(x: r.t, y: r.x, style: StrokeStyle(color: i < colors.count ? colors[i] : OkabeIto.color(i), width: 1.6), label: r.label)
    }
    // A press still settling at the lift moves a hair the other way first (under the rest band):
    // the axis starts at 0 as a curve's does, unless a curve goes visibly below it.
    let lowest = responses.flatMap(\.x).min() ?? 0
    return LineChart(
      title: title, xAxis: Axis("time", unit: .milliseconds, low: 0, high: window),
      yAxis: Axis("progress", low: lowest < -band ? nil : 0), series: series,
      bands: [Band(low: 1 - band, high: 1 + band, color: Color(hex: 0x999999, alpha: 0.18), label: "rest band ±\(Int(band * 100))%")])
  }
}
