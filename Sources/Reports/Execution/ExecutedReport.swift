import NotebookFormat
import TextFormats

/// How one cell's run went, for `results.json` (never the PDF: durations change run to run).
public struct CellResult: Sendable {
  public enum Status: String, Sendable { case ok, failed }
  public var id: String
  public var kind: String
  public var status: Status
  /// Seconds of wall-clock time, measured by the caller's clock.
  public var duration: Double
  public var failure: CellFailure?
  /// What the cell computed, as JSON (metrics, the recommendation).
  public var metrics: JSONValue
}

/// A preset's line on the cover page: what it is now, and what a `recommend` cell suggests.
public struct PresetSummary: Sendable, Hashable {
  public var preset: String
  public var current: String
  public var recommended: String?
  /// "12.8 px → 0.98 px": overshoot now and with the recommendation.
  public var overshoot: String?
  /// "300 ms → 167 ms": settle time now and with the recommendation.
  public var settle: String?
  public init(preset: String, current: String, recommended: String?, overshoot: String? = nil, settle: String? = nil) {
    self.preset = preset
    self.current = current
    self.recommended = recommended
    self.overshoot = overshoot
    self.settle = settle
  }
}

/// The notebook after its cells ran: everything the PDF, the CSVs, the PNGs and `results.json`
/// are made from.
public struct ExecutedReport: Sendable {
  public var notebook: Notebook
  public var items: [ReportItem]
  public var results: [CellResult]
  /// `sweeps/<cell-id>.csv` contents, in cell order.
  public var sweepTables: [(cellID: String, csv: String)]
  public var summaries: [PresetSummary]
  /// "YYYY-MM-DD" shown on the cover.
  public var dateText: String
  /// Name and version of PressLab and of the libraries the report was drawn with.
  public var versions: [(name: String, version: String)]

  public var failures: [CellFailure] { results.compactMap(\.failure) }
  public var figures: [FigureItem] {
    items.compactMap { if case .figure(let f) = $0 { return f } else { return nil } }
  }
}
