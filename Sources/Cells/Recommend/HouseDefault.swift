import CurveAnalysis
import Execution
import Recommendation
import ReportModel

extension HouseDefault {
  /// The house spring in the words of the cover: its parameters at the precision a designer
  /// types, the buttons it fits, and each other button with the first constraint it breaks.
  init(_ found: HouseSpring, visibility: Visibility) {
    let text = found.values.map { name, v in
      v.number.map { DecisionText.parameterText(name, $0, model: found.model) } ?? "\(name) \(v.parameterText)"
    }
    self.init(spring: text.joined(separator: ", "), fits: found.fits, misses: found.misses.map { "\($0.preset) (\(Self.text($0.miss, visibility)))" })
  }

  static func text(_ miss: HouseSpring.Miss, _ visibility: Visibility) -> String {
    switch miss {
    case .noDefinition: return "no sweep definition"
    case .notComputed: return "cannot be computed"
    case .noColumn(let column): return "no \(SweepCharts.label(column, visibility))"
    case .under(let bound): return SweepCharts.boundText(bound, visibility)
    case .over(let bound, let v):
      let hi = bound.max ?? v
      return "\(SweepCharts.label(bound.column, visibility)) \(SweepCharts.valueText(v, of: bound.column)), over \(SweepCharts.valueText(hi, of: bound.column))"
    }
  }
}

extension RecommendRunner {
  /// Once every recommendation ran: one spring for all their buttons, when there is one.
  static func conclude(_ findings: [any Sendable], into report: inout ExecutedReport, threads: Int) {
    let house = HouseSpring.search(findings.compactMap { $0 as? ButtonFit }, threads: threads)
    report.houseDefault = house.map { HouseDefault($0, visibility: report.visibility) }
    RecommendExports.addHouseTokens(house, to: &report)
  }
}
