import Foundation
import NotebookFormat
import Plotting

@testable import Cells
@testable import Execution
@testable import ReportModel

/// Runs a notebook text with the standard runners and the shipped presets.
func runNotebook(
  _ text: String, file: String = "n.md", configure: (inout ReportEnvironment) -> Void = { _ in }
) throws -> ExecutedReport {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let folder = root.appendingPathComponent("datasets/presets")
  let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
  let presets = try names.map { name in
    (path: "datasets/presets/" + name, text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
  }
  let notebook = try NotebookParser().parse(Array(text.utf8), file: file)
  var environment = ReportEnvironment(
    clock: { 0 }, readFile: { _ in nil }, date: 0, versions: [], threads: 2, presetFiles: presets)
  configure(&environment)
  return ReportExecutor(runners: StandardRunners.all).execute(notebook, environment: environment)
}

extension ExecutedReport {
  func record(_ id: String) -> CellRecord? { records.first { $0.id == id } }
}

extension CellRecord {
  var tables: [TableItem] { outputs.compactMap { if case .table(let t) = $0 { return t } else { return nil } } }
  var notes: [String] { outputs.compactMap { if case .note(let n) = $0 { return n } else { return nil } } }
  /// The x-axis end of the record's first line chart.
  var chartWindow: Double? {
    for figure in figures {
      if let chart = figure.drawing as? ChartFigure<LineChart> { return chart.chart.xAxis.high }
    }
    return nil
  }
}
