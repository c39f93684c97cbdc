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

  /// An end jump, or "—" when it is too small to see.
  static func endJump(px value: Double, _ visibility: Visibility) -> String { visibility.isVisible(pixels: value) ? px(value) : "—" }

  /// The metrics of a curve table, in column order.
  static let columns: [Metric] = [.overshootPct, .overshootPx, .peakTime, .settleTime, .settleTimePx, .endJumpPx, .oscillations]
  static func header(_ visibility: Visibility) -> [String] { columns.map { visibility.heading($0, among: columns) } }

  static func row(_ m: CurveMetrics, _ visibility: Visibility) -> [String] { columns.map { cell($0, of: m, visibility) } }

  /// One metric of `m` in a report table: its registry text, an end jump only where it is visible.
  static func cell(_ metric: Metric, of m: CurveMetrics, _ visibility: Visibility) -> String {
    metric == .endJumpPx ? endJump(px: m.endJumpPx, visibility) : metric.text(metric.measured(in: m))
  }
}
