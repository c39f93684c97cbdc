import Cells
import Execution
import Foundation
import NotebookFormat
import ReportModel

/// `reports/nightly.md` executed in memory (the shipped presets, clock and date 0, two threads),
/// once per test process: the nightly tests of several targets read the same execution instead
/// of each paying for its own. Use `NightlyReport` for what the built binary writes.
public enum NightlyExecution {
  public static let report: Result<ExecutedReport, any Error> = Result {
    let text = try String(contentsOfFile: PackagePaths.path("reports/nightly.md"), encoding: .utf8)
    let notebook = try NotebookParser().parse(Array(text.utf8), file: "reports/nightly.md")
    let presets = try Datasets.presetFiles().map { (path: "datasets/presets/" + $0.name, text: $0.text) }
    let environment = ReportEnvironment(
      clock: { 0 }, readFile: { _ in nil }, date: 0, versions: [], threads: 2, presetFiles: presets)
    return ReportExecutor(runners: StandardRunners.all).execute(notebook, environment: environment)
  }
}
