import NotebookFormat
import ReportModel

/// `<stem>.ipynb`: the executed notebook, figures inline.
package struct JupyterWriter: ReportWriter {
  /// Each cell's duration in its metadata; a reproducible run leaves them to results.json, as
  /// they change from run to run.
  package var durations: Bool
  package init(durations: Bool) { self.durations = durations }
  package func fileName(stem: String) -> String { "\(stem).ipynb" }
  package func bytes(_ report: ExecutedReport, images: [String: [UInt8]]) -> [UInt8] {
    JupyterFile.encode(report.jupyterNotebook(pngs: images, durations: durations))
  }
}
