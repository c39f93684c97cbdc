import CurveAnalysis
import Curves
import Drawing
import Execution
import Plotting
import Presets
import Recommendation
import ReportModel

/// What a preset's press and release look like over time, and their metrics per property.
enum PresetCurves {
  /// Touch-down at 0, release when the press animations end (the default of `presslab press`).
  static func timeline(_ preset: Preset) -> PressTimeline {
    PressTimeline(preset: preset, release: PressTimeline.defaultRelease(for: preset))
  }

  static func propertyName(_ p: PressProperty) -> String { p.words }

  /// Each animated property as "press depth": 0 at rest, 1 where the press takes it, so scale,
  /// shadow and alpha share one axis.
  /// `window` is the last time shown; by default long enough for both phases to settle.
  /// One line style per property on every chart of a report: the role palette's.
  static func style(of property: PressProperty) -> StrokeStyle { RolePalette.style(of: property) }

  static func depthChart(_ preset: Preset, title: String, window: Double? = nil) -> (chart: LineChart, window: Double) {
    let timeline = timeline(preset)
    let window = window ?? min(timeline.defaultWindow, max(0.6, 1.5 * max(timeline.lastAnimationEnd, timeline.release ?? 0)))
    let n = 600
    let times = (0...n).map { window * Double($0) / Double(n) }
    let pressedAt = timeline.release.map { max(0, $0 - 1e-6) } ?? window
    var series: [LineSeries] = []
    for property in preset.animatedProperties {
      let rest = timeline.value(of: property, at: 0)
      let pressed = timeline.value(of: property, at: pressedAt)
      let values = times.map { timeline.value(of: property, at: $0) }
      var span = pressed - rest
      if abs(span) < 1e-9 { span = values.map { abs($0 - rest) }.max() ?? 1 }
      if abs(span) < 1e-12 { continue }
      series.append(
        LineSeries(
          x: times, y: values.map { ($0 - rest) / span }, style: style(of: property),
          label: propertyName(property)))
    }
    var lines: [ReferenceLine] = []
    if let r = timeline.release {
      lines.append(ReferenceLine(.vertical, at: r, style: StrokeStyle(color: Color(hex: 0x777777), width: 0.8, dash: [3, 2]), label: "release"))
    }
    var chart = LineChart(
      title: title, xAxis: Axis("time since touch-down", unit: .milliseconds, low: 0, high: window),
      yAxis: Axis("press depth"), series: series, referenceLines: lines)
    chart.directLabels = true
    return (chart, window)
  }

  /// Press and release metrics of every property that has a size on screen.
  /// `phases` picks the table's rows: press, release or both.
  /// Each property's press and release, read from the frames `display` shows, in its band.
  static func metricRows(_ preset: Preset, phases: [String] = ["press", "release"], display: DisplaySettings) -> (rows: [[String]], json: [(String, CurveMetrics, CurveMetrics?)]) {
    let press = PressTimeline(preset: preset, release: nil).report(fps: display.fps, band: display.band, reading: .frames, visiblePixels: display.visibleDevicePixels)
    let releaseTime = PressTimeline.defaultRelease(for: preset)
    let release = releaseTime.map { PressTimeline(preset: preset, release: $0).report(fps: display.fps, band: display.band, reading: .frames, visiblePixels: display.visibleDevicePixels) }
    var rows: [[String]] = []
    var json: [(String, CurveMetrics, CurveMetrics?)] = []
    for p in press.properties {
      let r = release?.properties.first { $0.property == p.property }
      json.append((p.property.rawValue, p.metrics, r?.metrics))
      for (phase, report) in [("press", Optional(p)), ("release", r)] {
        guard let report, phases.contains(phase) else { continue }
        let m = report.metrics
        guard m.hasStepMetrics else {
          guard (m.amplitude ?? 0) > 1e-9 else { continue }
          rows.append([propertyName(p.property), phase, curveText(preset, phase: phase, property: p.property), "swings \(MetricText.short(m.amplitude ?? 0)) \(p.property.unit)", "—", "—", "—"])
          continue
        }
        rows.append([
          propertyName(p.property), phase, curveText(preset, phase: phase, property: p.property),
          report.hasSize ? MetricText.px(m.overshootPx) : MetricText.pct(m.overshootPct),
          m.peakTime.map { MetricText.ms($0) } ?? "—", MetricText.ms(report.hasSize ? m.settleTimePx : m.settleTime),
          report.hasSize ? MetricText.endJump(px: m.endJumpPx, display.visibility)
            : Visibility.isVisible(opacityChange: m.endJumpPct / 100 * (report.to - report.from)) ? MetricText.pct(m.endJumpPct) : "—",
        ])
      }
    }
    return (rows, json)
  }

  static let metricHeader = ["Property", "Phase", "Curve", "Overshoot", "Peak", "Settles", "End jump"]

  static func curveText(_ preset: Preset, phase: String, property: PressProperty) -> String {
    guard let group = PresetAccess.phaseNamed(preset, phase)?.animations.first(where: { $0.targets.contains { $0.property == property } }) else {
      return "—"
    }
    return PresetAccess.curveText(group)
  }
}
