import HTMLTwin
import NotebookWriter
import ReportModel

/// Every file a run writes from its finished report, in one list. The PDF is not here: it is
/// drawn first, as a figure Cairo refuses there fails its cell, which every file below then shows.
enum ReportWriters {
  static var all: [any ReportWriter] {
    // Durations change from run to run; a reproducible run leaves them to results.json.
    [ResultsWriter(), JupyterWriter(durations: !FileAccess.isReproducible), HTMLTwinWriter()]
  }
}
