import TextFormats

/// One file of a run made from the finished report (the figures' PNGs already drawn): its name in
/// the report's folder and its bytes. The command line writes each writer of its one list.
package protocol ReportWriter: Sendable {
  /// The file's name for the notebook's stem: "results.json", "nightly.html".
  func fileName(stem: String) -> String
  /// The file's bytes; `images` are the figures' PNGs by figure id.
  func bytes(_ report: ExecutedReport, images: [String: [UInt8]]) -> [UInt8]
}

/// `results.json`: the run's parameters and each cell's status, duration, error and metrics.
package struct ResultsWriter: ReportWriter {
  package init() {}
  package func fileName(stem: String) -> String { "results.json" }
  package func bytes(_ report: ExecutedReport, images: [String: [UInt8]]) -> [UInt8] {
    Array((report.resultsJSON().pretty() + "\n").utf8)
  }
}
