import CurveAnalysis
import Execution
import Recommendation
import ReportModel
import TextFormats

/// How metrics read in the report's tables: units a designer uses, "—" for none. The text itself
/// comes from the metric registry's formatter (`Metric.text`), shared with every other output.
enum MetricText {
  static func ms(_ seconds: Double?) -> String { Metric.settleTime.text(seconds) }
  static func px(_ value: Double) -> String { Metric.overshootPx.text(value) }
  static func pct(_ value: Double) -> String { Metric.overshootPct.text(value) }

  /// A short number: up to 4 significant digits.
  static func short(_ x: Double) -> String { NumberText.significant(x, digits: 4) }

  /// An end jump, or "—" when it is too small to see (`Visibility.threshold`).
  static func endJump(px value: Double) -> String { Visibility.isVisible(pixels: value) ? px(value) : "—" }

  static let header = ["Overshoot", "Overshoot px", "Peak", "Settles (2%)", "Settles (½ px)", "End jump", "Swings"]

  static func row(_ m: CurveMetrics) -> [String] {
    [
      pct(m.overshootPct), px(m.overshootPx), Metric.peakTime.text(m.peakTime), ms(m.settleTime), ms(m.settleTimePx),
      endJump(px: m.endJumpPx), Metric.oscillations.text(Double(m.oscillations)),
    ]
  }
}
