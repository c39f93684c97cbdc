/// One export a notebook asked for: the cell, the target as named, the file written and its text,
/// or why nothing was written (the target is unknown or cannot draw the pick, no curve met the
/// constraints, the cell failed).
public struct CellExport: Sendable, Hashable {
  public var cellID: String
  public var target: String
  /// The file inside the report's folder ("export/recommend-000.css"); nil when none was written.
  public var path: String?
  public var text: String?
  /// What the export cannot reproduce or had to adjust, as its text says it.
  public var notes: [String] = []
  public var problem: String?

  public init(cellID: String, target: String, path: String? = nil, text: String? = nil, notes: [String] = [], problem: String? = nil) {
    self.cellID = cellID
    self.target = target
    self.path = path
    self.text = text
    self.notes = notes
    self.problem = problem
  }
}

extension ExecutedReport {
  /// Every export the cells asked for, in cell order.
  public var exports: [CellExport] { records.flatMap(\.exports) }

  /// The report with each cell's record passed through `change`, wherever the cell sits.
  public func mappingRecords(_ change: (CellRecord) -> CellRecord) -> ExecutedReport {
    func walk(_ nodes: [ReportNode]) -> [ReportNode] {
      nodes.map { node in
        switch node {
        case .cell(let record): .cell(change(record))
        case .list(let start, let tight, let items): .list(start: start, tight: tight, items: items.map(walk))
        case .quote(let inner): .quote(walk(inner))
        case .block: node
        }
      }
    }
    var report = self
    report.body = walk(body)
    return report
  }
}
