import Curves
import Execution
import Exports
import NotebookFormat
import Recommendation
import ReportModel
import TextFormats
import YAMLValues

/// A recommend cell's `export:`: the pick as other platforms draw it, one file per target under
/// `export/`, listed in the report's appendix. A target PressLab does not know, or one that cannot
/// draw the pick, fails the cell with a message naming the cell and the target; every other
/// target is still exported and the rest of the report is written.
public enum RecommendExports {
  static let key = CellSchema.Key(
    "export", "platforms to export the pick to, one file each in export/ (\(ExportTarget.names)): a name or a list")

  /// The targets a cell names, each with its place; nil when the cell has no `export:`.
  static func requested(_ cell: Cell) throws(CellError) -> [(word: String, location: SourceLocation)]? {
    guard let node = cell.options?["export"] else { return nil }
    let items = node.string != nil ? [node] : node.items ?? []
    guard node.string != nil || node.items != nil else {
      throw CellError("'export' must be a target or a list of targets (\(ExportTarget.names))", at: cell.location(ofValue: node))
    }
    var found: [(word: String, location: SourceLocation)] = []
    for item in items {
      guard let word = item.string else {
        throw CellError("'export' lists targets by name (\(ExportTarget.names))", at: cell.location(ofValue: item))
      }
      found.append((word, cell.location(ofValue: item)))
    }
    return found
  }

  /// The pick's exports added to `output`: its files, a failure for each target that cannot be
  /// exported, and the list in the cell's `results.json` metrics.
  static func add(_ d: Decision, name: String?, cell: Cell, to output: inout CellOutput) throws(CellError) {
    guard let requested = try requested(cell) else { return }
    var exports: [CellExport] = []
    let label = "the \(d.rule.title) pick of cell '\(cell.id)'" + (name.map { " for \($0)" } ?? "")
    let screen = d.pickScreen
    let settings = ExportSettings(travelPoints: screen.travelPoints, screenScale: screen.screenScale)
    let exportName = (name.map { $0 + "-release" } ?? cell.id).filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    for (word, location) in requested {
      var entry = CellExport(cellID: cell.id, target: word)
      do throws(ExportError) {
        let target = try ExportTarget.named(word)
        guard !d.options.isEmpty else {
          entry.problem = "no curve meets the constraints, so there is no pick to export"
          exports.append(entry)
          continue
        }
        let made = try CurveExport.make(
          d.pick.curve, to: target, name: CurveExport.isValidName(exportName) ? exportName : "release", label: label, settings: settings)
        entry.path = "export/\(cell.id).\(target.fileExtension)"
        entry.text = made.text
        entry.notes = made.notes
      } catch {
        entry.problem = error.description
        output.items.append(.failure(CellFailure(cellID: cell.id, kind: cell.kindName, location: location, message: error.description)))
      }
      exports.append(entry)
    }
    output.exports += exports
    if case .object(var members) = output.metrics {
      members.append(("exports", .array(exports.map { e in .object([("target", .string(e.target)), ("file", e.path.map(JSONValue.string) ?? .null), ("problem", e.problem.map(JSONValue.string) ?? .null)]) })))
      output.metrics = .object(members)
    }
  }

  /// `report` with an entry for each export a failed recommend cell asked for: nothing was
  /// exported, and the appendix and standard error say so, naming the cell and the target.
  public static func failedCells(_ report: ExecutedReport) -> (report: ExecutedReport, messages: [String]) {
    var messages: [String] = []
    let cells = Dictionary(report.notebook.cells.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let updated = report.mappingRecords { record in
      guard record.status == .failed, record.exports.isEmpty, let cell = cells[record.id], cell.kind == .recommend,
        let words = try? requested(cell), !words.isEmpty
      else { return record }
      var record = record
      for (word, location) in words {
        let problem = "cell '\(cell.id)' failed, so nothing was exported to \(word)"
        record.exports.append(CellExport(cellID: cell.id, target: word, problem: problem))
        messages.append("\(location): \(problem)")
      }
      return record
    }
    return (updated, messages)
  }
}
