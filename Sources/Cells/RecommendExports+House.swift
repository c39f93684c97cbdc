import Curves
import Exports
import Recommendation
import ReportModel

extension RecommendExports {
  /// The house spring as a design token (`export/house-default.tokens.json`), beside the picks'
  /// tokens when a recommend cell asks for tokens; listed with the first such cell. Judged on the
  /// standard button (a 5-point travel at 3x): the house spring serves every button.
  static func addHouseTokens(_ house: HouseSpring?, to report: inout ExecutedReport) {
    guard let house, let first = report.exports.first(where: { $0.target == ExportTarget.tokens.rawValue && $0.path != nil }) else { return }
    var entry = CellExport(cellID: first.cellID, target: ExportTarget.tokens.rawValue)
    // A preset sweep names its axes `release.damping`; the curve takes `damping`.
    let parameters = house.values.map { (name: String($0.name.split(separator: ".").last ?? ""), value: $0.value.parameterText) }
      .filter { house.model.parameterNames.contains($0.name) }
    do {
      let curve = try Curve(CurveSpec.parse(model: house.model.rawValue, parameters: parameters))
      let made = try CurveExport.make(curve, to: .tokens, name: "house-default", label: "the house default: one spring for every button")
      entry.path = "export/house-default.tokens.json"
      entry.text = made.text
      entry.notes = made.notes
    } catch let error as ExportError {
      entry.problem = error.description
    } catch {
      entry.problem = "the house spring is no curve: \(error)"
    }
    report = report.mappingRecords { record in
      guard record.id == first.cellID else { return record }
      var record = record
      record.exports.append(entry)
      return record
    }
  }
}
