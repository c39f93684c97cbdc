/// How metrics read for people on a report: the one place a heading meets the report's threshold.
/// `settle_time_px` is read to the report's `visible_px`, so its label, title and heading say that
/// threshold ("settle time to 1 px", "Settles (1 px)"); every other metric reads the same on any
/// report. Callers hold the report's `Visibility` and ask it, never a fixed "½ px".
extension Visibility {
  /// Lower-case words, distinct for every metric that shares a unit ("settle time" and "settle
  /// time to ½ px").
  public func label(_ metric: Metric) -> String {
    metric == .settleTimePx ? "settle time to \(text)" : metric.plainLabel
  }

  /// "label (unit)", or the label alone for counts and raw values: "settle time to ½ px (ms)".
  public func title(_ metric: Metric) -> String {
    metric.unit.symbol.isEmpty ? label(metric) : "\(label(metric)) (\(metric.unit.symbol))"
  }

  /// A report table's heading: "Overshoot", "Settles (½ px)".
  public func heading(_ metric: Metric) -> String {
    metric == .settleTimePx ? "Settles (\(text))" : metric.plainHeading
  }

  /// The heading in a table of `columns`: " px" added when another column has the same heading
  /// (overshoot in percent and in pixels).
  public func heading(_ metric: Metric, among columns: [Metric]) -> String {
    let shared = columns.contains { $0 != metric && heading($0) == heading(metric) }
    return shared && metric.unit == .pixels ? heading(metric) + " px" : heading(metric)
  }
}
