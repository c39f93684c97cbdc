import TextFormats

extension Metric {
  /// How a metric value reads for people.
  public enum TextStyle: Sendable {
    /// Report tables: times in whole ms, percentages and pixels to one decimal ("4.6%", "1.5 px").
    case table
    /// Labels and sweep tables: times in whole ms, up to four significant digits otherwise
    /// ("4.599%", "1.234 px").
    case short
  }

  /// What a table shows when there is no value: "never" for a settle that does not happen in the
  /// window, "—" otherwise (no peak, not applicable).
  public var noneText: String {
    switch self {
    case .settleTime, .settleTimePx, .framesToSettle: return "never"
    default: return "—"
    }
  }

  /// A value of this metric with its unit: "120 ms", "4.6%", "1.5 px", "3"; `noneText` for nil or
  /// a value that is not finite.
  public func text(_ value: Double?, style: TextStyle = .table) -> String {
    guard let value, value.isFinite else { return noneText }
    return Metric.text(value, unit: unit, style: style)
  }

  /// Any number in a metric unit, the way metric values read ("300 ms" for a duration parameter).
  public static func text(_ value: Double, unit: Unit, style: TextStyle = .table) -> String {
    switch (unit, style) {
    case (.milliseconds, _): return NumberText.milliseconds(value)
    case (.count, _): return NumberText.significant(value, digits: 4)
    case (.percent, .table): return NumberText.fixed(value, places: 1) + "%"
    case (.pixels, .table): return NumberText.fixed(value, places: 1) + " px"
    case (.percent, .short): return NumberText.significant(value, digits: 4) + "%"
    case (.pixels, .short): return NumberText.significant(value, digits: 4) + " px"
    case (.value, _): return NumberText.significant(value, digits: 4)
    }
  }
}
