import CurveAnalysis
import NotebookFormat
import TextFormats

/// One cell's run, as a notebook runner keeps it: which cell, where it is, how it went, how long
/// it took, and what it gave, in order. A renderer (PDF, HTML, .ipynb) walks these.
public struct CellRecord: Sendable {
  public enum Status: String, Sendable { case ok, failed }
  public var id: String
  /// The word after `presslab` in the fence's info string, as written.
  public var kind: String
  /// 1-based position among the notebook's cells.
  public var number: Int
  /// The opening fence.
  public var location: SourceLocation
  public var status: Status
  /// Seconds of wall-clock time, measured by the caller's clock (results.json only, never the PDF).
  public var duration: Double
  /// What the cell gave, in the order it gave it: narrative, headings, figures, tables, snippets,
  /// notes, its metrics (`.metrics`), and for a failed cell the error (`.failure`).
  public var outputs: [ReportItem]
  /// The tables the cell wrote, paths inside the report ("sweeps/<cell-id>.csv"), its own first.
  public var tables: [String] = []
  /// The first table's text, when the run kept its tables in memory (no `ReportEnvironment.tables`).
  public var csv: String?
  /// What the cell exported, or was asked to and could not (`CellExport`).
  public var exports: [CellExport] = []

  package init(
    id: String, kind: String, number: Int, location: SourceLocation, status: Status, duration: Double, outputs: [ReportItem]
  ) {
    self.id = id
    self.kind = kind
    self.number = number
    self.location = location
    self.status = status
    self.duration = duration
    self.outputs = outputs
  }

  /// What failed: the cell's error, or each figure that could not be drawn, in place.
  public var failures: [CellFailure] {
    outputs.compactMap { if case .failure(let f) = $0 { return f } else { return nil } }
  }
  public var failure: CellFailure? { failures.first }

  /// What the cell computed, as JSON (metrics, the recommendation): `{}` for a cell that ran and
  /// computed none, null for a failed cell.
  public var metrics: JSONValue {
    outputs.lazy.compactMap { if case .metrics(let m) = $0 { return m } else { return nil } }.first
      ?? (status == .ok ? .object([]) : .null)
  }

  public var figures: [FigureItem] {
    outputs.compactMap { if case .figure(let f) = $0 { return f } else { return nil } }
  }
}

/// The executed notebook in document order: narrative as written, containers (lists, quotes)
/// with what they hold, and each cell's record where the cell stood.
public indirect enum ReportNode: Sendable {
  /// Narrative with no cell inside.
  case block(Block)
  /// `start` is the first number of an ordered list, nil for a bullet list.
  case list(start: Int?, tight: Bool, items: [[ReportNode]])
  case quote([ReportNode])
  case cell(CellRecord)

  /// A block as nodes, for narrative that holds no cell.
  package init(_ block: Block) {
    switch block {
    case .list(let start, let tight, let items): self = .list(start: start, tight: tight, items: items.map { $0.map(ReportNode.init) })
    case .blockQuote(let inner): self = .quote(inner.map(ReportNode.init))
    default: self = .block(block)
    }
  }
}

/// A preset's line on the cover page: what it is now, and what a `recommend` cell suggests.
public struct PresetSummary: Sendable, Hashable {
  /// The preset's id, where a user types it.
  public var preset: String
  /// The button's name on the page (`Preset.buttonName`).
  public var name: String
  public var current: String
  public var recommended: String?
  /// "12.8 px → 0.98 px": overshoot now and with the recommendation.
  public var overshoot: String?
  /// "300 ms → 167 ms": settle time now and with the recommendation.
  public var settle: String?
  /// The recommendation's decision, when a `recommend` cell made one.
  public var decision: ButtonDecision?
  /// The touch-down's decision, when a `recommend` cell with `phase: press` made one.
  public var press: ButtonDecision?
  public init(preset: String, name: String? = nil, current: String, recommended: String?, overshoot: String? = nil, settle: String? = nil) {
    self.preset = preset
    self.name = name ?? preset
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
  /// The document in order, with each cell's record in its place.
  public var body: [ReportNode]
  public var summaries: [PresetSummary]
  /// "YYYY-MM-DD" shown on the cover.
  public var dateText: String
  /// Name and version of PressLab and of the libraries the report was drawn with.
  public var versions: [(name: String, version: String)]
  /// One spring for every button a recommendation judged, when their sweeps can be compared.
  public var houseDefault: HouseDefault?
  /// The runs before this one, when the command line keeps a history; nil without one.
  public var memory: RunMemory?
  /// The report's one visibility threshold (the notebook's `visible_px`), for the words that state it.
  public var visibility = Visibility.standard
  /// Citations in the narrative that cite nothing, each at its place (`resolveCitations`): they
  /// make the run incomplete as a failed cell does.
  public var textFailures: [CellFailure] = []
  /// Each animation the chapters describe in design words, in the API's terms, once each (the appendix).
  public var curveDetails: [CurveDetail] = []

  package init(
    notebook: Notebook, body: [ReportNode], summaries: [PresetSummary], dateText: String,
    versions: [(name: String, version: String)]
  ) {
    self.notebook = notebook
    self.body = body
    self.summaries = summaries
    self.dateText = dateText
    self.versions = versions
  }

  /// Every cell's record in document order, wherever the cell sits (in a list item, a quote).
  public var records: [CellRecord] {
    var found: [CellRecord] = []
    func walk(_ nodes: [ReportNode]) {
      for node in nodes {
        switch node {
        case .cell(let record): found.append(record)
        case .list(_, _, let items): items.forEach(walk)
        case .quote(let inner): walk(inner)
        case .block: break
        }
      }
    }
    walk(body)
    return found
  }

  /// The records; the name `results.json` uses.
  public var results: [CellRecord] { records }

  /// The tables the cells wrote ("sweeps/<cell-id>.csv"), in cell order.
  public var tables: [String] { records.flatMap(\.tables) }

  /// `sweeps/<cell-id>.csv` contents kept in memory, in cell order.
  public var sweepTables: [(cellID: String, csv: String)] {
    records.compactMap { r in r.csv.map { (r.id, $0) } }
  }

  public var failures: [CellFailure] { records.compactMap(\.failure) }
  public var figures: [FigureItem] { records.flatMap(\.figures) }
}
