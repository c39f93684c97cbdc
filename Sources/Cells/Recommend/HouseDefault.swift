import Execution
import Recommendation
import ReportModel
import Sweeps
import TextFormats

/// What a recommendation leaves for the house default: its sweep, its constraints, and the values
/// it holds (the press scale, quiet parameters), so any spring can be judged for this button.
public struct ButtonFit: Sendable {
  public var preset: String
  var rows: SweepRows
  var bounds: [Bound]
  /// Axis values kept whatever the house spring is (the pick's press scale, held parameters).
  var kept: [String: SweepValue]
  /// The pick's values, as candidates for the house spring.
  var options: [[String: SweepValue]]
}

extension HouseDefault {
  /// Judges every button's options on every button; nil when the buttons' sweeps differ in model or
  /// in the parameters they vary (their springs cannot be compared), or fewer than two buttons.
  package static func find(_ buttons: [ButtonFit], threads: Int) -> HouseDefault? {
    guard buttons.count >= 2, let first = buttons.first?.rows.definition else { return nil }
    let names = Set(first.axes.map(\.name).filter { !$0.hasSuffix("scale") })
    guard buttons.allSatisfy({ $0.rows.definition?.model == first.model && Set($0.rows.parameterNames.filter { !$0.hasSuffix("scale") }) == names })
    else { return nil }
    var best: (spring: [String: SweepValue], fits: [String], misses: [String], worst: Double)?
    var seen: [[String: String]] = []
    for candidate in buttons.flatMap(\.options) {
      let spring = candidate.filter { names.contains($0.key) }
      let key = spring.mapValues(\.parameterText)
      if seen.contains(key) { continue }
      seen.append(key)
      var fits: [String] = [], misses: [String] = [], worst = 0.0
      for button in buttons {
        switch judge(spring, on: button, threads: threads) {
        case .success(let settle):
          fits.append(button.preset)
          worst = max(worst, settle)
        case .failure(let why): misses.append("\(button.preset) (\(why.text))")
        }
      }
      if best == nil || fits.count > best!.fits.count || (fits.count == best!.fits.count && worst < best!.worst) {
        best = (spring, fits, misses, worst)
      }
    }
    guard let best, !best.fits.isEmpty, let template = buttons.first else { return nil }
    let values = template.rows.parameterNames.compactMap { name in best.spring[name].map { (name, $0) } }
    let text = values.map { name, v in
      v.number.map { DecisionText.parameterText(name, $0, model: first.model) } ?? "\(name) \(v.parameterText)"
    }
    return HouseDefault(spring: text.joined(separator: ", "), fits: best.fits, misses: best.misses)
  }

  struct Miss: Error { var text: String }

  /// The button's settle time with this spring, or the first constraint it breaks.
  static func judge(_ spring: [String: SweepValue], on button: ButtonFit, threads: Int) -> Result<Double, Miss> {
    guard let definition = button.rows.definition else { return .failure(Miss(text: "no sweep definition")) }
    var values = button.kept.mapValues { [$0] }
    for (name, v) in spring { values[name] = [v] }
    guard let table = try? Sweep.table(definition.replacingValues(values), threads: threads), let metrics = table.metrics.first else {
      return .failure(Miss(text: "cannot be computed"))
    }
    var row: [String: Double] = [:]
    for (i, name) in table.parameterNames.enumerated() { row[name] = table.parameters[0][i].number }
    for (i, name) in table.metricNames.enumerated() { row[name] = metrics[i] }
    for bound in button.bounds {
      guard let v = row[bound.column] else { return .failure(Miss(text: "no \(SweepCharts.label(bound.column))")) }
      if let lo = bound.min, v < lo - 1e-12 { return .failure(Miss(text: SweepCharts.boundText(bound))) }
      if let hi = bound.max, v > hi + 1e-12 { return .failure(Miss(text: "\(SweepCharts.label(bound.column)) \(SweepCharts.valueText(v, of: bound.column)), over \(SweepCharts.valueText(hi, of: bound.column))")) }
    }
    return .success(row["settle_time_px"] ?? row["settle_time"] ?? 0)
  }
}

extension RecommendRunner {
  /// Once every recommendation ran: one spring for all their buttons, when there is one.
  static func conclude(_ findings: [any Sendable], into report: inout ExecutedReport, threads: Int) {
    report.houseDefault = HouseDefault.find(findings.compactMap { $0 as? ButtonFit }, threads: threads)
  }
}
