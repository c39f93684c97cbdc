import CurveAnalysis
import Curves
import Sweeps

/// What a recommendation leaves for the house default: its sweep, its constraints, and the values
/// it holds (the press scale, quiet parameters), so any spring can be judged for this button.
package struct ButtonFit: Sendable {
  package var preset: String
  package var rows: SweepRows
  package var bounds: [Bound]
  /// Axis values kept whatever the house spring is (the pick's press scale, held parameters).
  package var kept: [String: SweepValue]
  /// The options' values, as candidates for the house spring.
  package var options: [[String: SweepValue]]
  /// Seconds the button stays pressed after the lift: its times are read from the lift.
  package var hold: Double = 0
}

extension Decision {
  /// What the house default needs of this button (named `preset`): its sweep, bounds, held values
  /// and options.
  package func fit(preset: String) -> ButtonFit {
    var kept = Dictionary(uniqueKeysWithValues: quiet.map { ($0.name, SweepValue.number($0.value)) })
    if let scaleName = rows.parameterNames.first(where: { $0.hasSuffix("scale") }), let s = options.first?.made.scale { kept[scaleName] = .number(s) }
    return ButtonFit(
      preset: preset, rows: rows, bounds: bounds, kept: kept, options: options.map { Refinement.values($0.rows, row: $0.row) }, hold: hold)
  }
}

/// One spring for every recommended button: the option that fits the most buttons, the slowest
/// settle among them as the tie-break.
package struct HouseSpring: Sendable {
  /// Why the spring does not fit a button: the first constraint it breaks, or why it cannot be judged.
  package enum Miss: Error, Sendable {
    case noDefinition
    case notComputed
    case noColumn(String)
    case under(Bound)
    case over(Bound, value: Double)
  }

  package var model: CurveModel
  /// The spring's parameters, in the sweep's order.
  package var values: [(name: String, value: SweepValue)]
  package var fits: [String]
  package var misses: [(preset: String, miss: Miss)]

  /// Judges every button's options on every button; nil when the buttons' sweeps differ in model or
  /// in the parameters they vary (their springs cannot be compared), or fewer than two buttons.
  package static func search(_ buttons: [ButtonFit], threads: Int) -> HouseSpring? {
    guard buttons.count >= 2, let first = buttons.first?.rows.definition else { return nil }
    let names = Set(first.axes.map(\.name).filter { !$0.hasSuffix("scale") })
    guard buttons.allSatisfy({ $0.rows.definition?.model == first.model && Set($0.rows.parameterNames.filter { !$0.hasSuffix("scale") }) == names })
    else { return nil }
    var best: (spring: [String: SweepValue], fits: [String], misses: [(preset: String, miss: Miss)], worst: Double)?
    var seen: Set<[String: SweepValue]> = []
    for candidate in buttons.flatMap(\.options) {
      let spring = candidate.filter { names.contains($0.key) }
      if !seen.insert(spring).inserted { continue }
      var fits: [String] = [], misses: [(preset: String, miss: Miss)] = [], worst = 0.0
      for button in buttons {
        switch judge(spring, on: button, threads: threads) {
        case .success(let settle):
          fits.append(button.preset)
          worst = max(worst, settle)
        case .failure(let why): misses.append((button.preset, why))
        }
      }
      if best == nil || fits.count > best!.fits.count || (fits.count == best!.fits.count && worst < best!.worst) {
        best = (spring, fits, misses, worst)
      }
    }
    guard let best, !best.fits.isEmpty, let template = buttons.first else { return nil }
    let values = template.rows.parameterNames.compactMap { name in best.spring[name].map { (name: name, value: $0) } }
    return HouseSpring(model: first.model, values: values, fits: best.fits, misses: best.misses)
  }

  /// The button's settle time with this spring, or the first constraint it breaks.
  static func judge(_ spring: [String: SweepValue], on button: ButtonFit, threads: Int) -> Result<Double, Miss> {
    guard let definition = button.rows.definition else { return .failure(.noDefinition) }
    var values = button.kept.mapValues { [$0] }
    for (name, v) in spring { values[name] = [v] }
    guard let table = try? Sweep.table(definition.replacingValues(values), threads: threads), let metrics = table.metrics.first else {
      return .failure(.notComputed)
    }
    var row: [String: Double] = [:]
    for (i, name) in table.parameterNames.enumerated() { row[name] = table.parameters[0][i].number }
    for (i, metric) in table.metricColumns.enumerated() { row[metric.name] = metrics[i].map { metric.fromLift($0, hold: button.hold) } }
    for bound in button.bounds {
      guard let v = row[bound.column] else { return .failure(.noColumn(bound.column)) }
      if let lo = bound.min, v < lo - 1e-12 { return .failure(.under(bound)) }
      if let hi = bound.max, v > hi + 1e-12 { return .failure(.over(bound, value: v)) }
    }
    return .success(row[Metric.settleTimePx.name] ?? row[Metric.settleTime.name] ?? 0)
  }
}
