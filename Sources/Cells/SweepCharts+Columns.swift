import CurveAnalysis
import Execution
import Plotting
import Recommendation
import Sweeps
import TextFormats

#if canImport(Glibc)
  import Glibc
#endif

/// How a sweep's columns read: labels, units, cell text at the precision that matters.
extension SweepCharts {
  /// Sweep parameters that are times (seconds, shown in ms).
  static let timeParameters: Set = ["duration", "delay", "response"]

  /// The metrics a sweep table shows when the cell names no columns (those the sweep has).
  static let tableColumns: [Metric] = [.overshootPx, .overshootPct, .peakTime, .settleTime, .endJumpPx]

  /// A column's unit: the registry's for metrics, ms for time parameters.
  static func unit(_ metric: Metric) -> AxisUnit { AxisUnit(metric.unit) }
  static func unit(_ name: String) -> AxisUnit {
    if let metric = Metric(name: name) { return unit(metric) }
    return timeParameters.contains(name) ? .milliseconds : .none
  }

  /// A column's label: the metric's as the report's threshold reads it (`Visibility.label`), the
  /// parameter name otherwise.
  static func label(_ metric: Metric, _ visibility: Visibility) -> String { visibility.label(metric) }
  static func label(_ name: String, _ visibility: Visibility) -> String {
    Metric(name: name).map(visibility.label) ?? parameterLabel(name)
  }
  /// A swept parameter's label ("release damping"): no threshold in it.
  static func parameterLabel(_ name: String) -> String { name.replacing("_", with: " ") }

  /// A column's value with its unit ("120 ms", "4.599%", "1.234 px").
  static func valueText(_ value: Double, of metric: Metric) -> String { metric.text(value, style: .short) }
  static func valueText(_ value: Double, of name: String) -> String {
    if let metric = Metric(name: name) { return valueText(value, of: metric) }
    return Metric.text(value, unit: timeParameters.contains(name) ? .milliseconds : .value, style: .short)
  }

  /// A table column's header: its label with its unit, so the cells hold numbers alone
  /// ("settle time to ½ px (ms)").
  static func columnHeader(_ metric: Metric, _ visibility: Visibility) -> String { header(label(metric, visibility), unit(metric)) }
  static func columnHeader(_ name: String, _ visibility: Visibility) -> String { header(label(name, visibility), unit(name)) }
  private static func header(_ label: String, _ unit: AxisUnit) -> String { unit.symbol.isEmpty ? label : "\(label) (\(unit.symbol))" }

  /// A table cell at the precision that matters: times in whole ms, pixels and percentages to a
  /// tenth, parameters at the precision a designer types (damping 0.01), other numbers to 3 digits.
  static func cellText(_ value: Double, of metric: Metric) -> String {
    number(value, unit: unit(metric), step: nil, digits: metric.unit == .count ? 6 : 3)
  }
  static func cellText(_ value: Double, of name: String) -> String {
    if let metric = Metric(name: name) { return cellText(value, of: metric) }
    return number(value, unit: unit(name), step: Refinement.step(for: name), digits: 3)
  }
  /// A metric's cell, `noneText` when it has no value.
  static func cellText(_ value: Double?, of metric: Metric) -> String { value.map { cellText($0, of: metric) } ?? metric.noneText }
  /// A parameter's cell: its number at its precision, or its word (`curve: [easeIn, easeOut]`).
  static func cellText(_ value: SweepValue?, of parameter: String) -> String {
    switch value {
    case .number(let x)?: return cellText(x, of: parameter)
    case .text(let word)?: return word
    case nil: return ""
    }
  }

  private static func number(_ value: Double, unit: AxisUnit, step: Double?, digits: Int) -> String {
    switch unit.symbol {
    case "ms": return NumberText.decimal(value * 1000, places: 0)
    case "px", "%": return NumberText.decimal(value, places: 1)
    default:
      if let step { return NumberText.decimal(Refinement.rounded(value, step: step), places: step < 1 ? Int((-log10(step)).rounded()) : 0) }
      return NumberText.significant(value, digits: digits)
    }
  }

  /// What a column shows for "none": "never" for a settle outside the window, "—" otherwise.
  static func noneText(_ name: String) -> String { Metric(name: name)?.noneText ?? "—" }

  /// "overshoot ≤ 1 px", "100 ms ≤ duration ≤ 300 ms".
  static func boundText(_ b: Bound, _ visibility: Visibility) -> String {
    let name = label(b.column, visibility)
    switch (b.min, b.max) {
    case let (lo?, hi?): return "\(valueText(lo, of: b.column)) ≤ \(name) ≤ \(valueText(hi, of: b.column))"
    case let (lo?, nil): return "\(name) ≥ \(valueText(lo, of: b.column))"
    case let (nil, hi?): return "\(name) ≤ \(valueText(hi, of: b.column))"
    default: return name
    }
  }
}
