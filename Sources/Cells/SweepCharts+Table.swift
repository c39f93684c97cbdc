import CurveAnalysis
import Execution
import NotebookFormat
import ReportModel
import Sweeps
import YAMLValues

extension SweepCharts {
  /// What a `table:` shows: the `limit` rows lowest in `sort`, with these metrics.
  struct TableSpec {
    /// A parameter or a metric: the column's name.
    var sort: String
    var limit: Int
    var shownMetrics: [Metric]

    /// The table shows, or is sorted by, a moment a hold delays.
    func showsMoment(_ columns: SweepColumns) -> Bool {
      shownMetrics.contains(where: \.isMoment) || columns.metric(named: sort)?.isMoment == true
    }
  }

  /// The cell's `table:`, read before the sweep runs; nil when it has none.
  static func tableSpec(_ cell: Cell, columns: SweepColumns) throws(CellError) -> TableSpec? {
    guard let node = cell.options?["table"] else { return nil }
    var sort = (columns.metrics.contains(.settleTime) ? .settleTime : columns.metrics.first)?.name ?? ""
    var limit = 10
    for pair in node.pairs ?? [] where !["sort", "limit", "columns"].contains(pair.key.text) {
      throw CellError("unknown table key '\(pair.key.text)' (keys: sort, limit, columns)", at: cell.location(ofValue: .scalar(pair.key)))
    }
    guard node.pairs != nil else { throw CellError("'table' is {sort:, limit:, columns:}", at: cell.location(ofValue: node)) }
    if let value = node["sort"] {
      guard let s = value.string, columns.column(s) != nil else {
        throw CellError("cannot sort by '\(value.string ?? "")': not a column of this sweep", at: cell.location(ofValue: value))
      }
      sort = s
    }
    if let value = node["limit"] {
      guard let l = value.number, l >= 1, l == l.rounded() else { throw CellError("'limit' must be a whole number from 1", at: cell.location(ofValue: value)) }
      // The rows shown are held while the sweep runs: bounded like a grid held in memory.
      guard min(l, Double(columns.definition.pointCount)) <= Double(SweepDefinition.notebookMaxPoints) else {
        throw CellError("'limit' may be at most \(SweepDefinition.notebookMaxPoints) rows", at: cell.location(ofValue: value))
      }
      limit = Int(l)
    }
    let preferred = tableColumns.filter(columns.metrics.contains)
    var shownMetrics = preferred.isEmpty ? Array(columns.metrics.prefix(4)) : preferred
    if let columnsNode = node["columns"] {
      guard let list = columnsNode.items else { throw CellError("'columns' must list metrics", at: cell.location(ofValue: columnsNode)) }
      shownMetrics = []
      for item in list {
        guard let metric = item.string.flatMap(columns.metric(named:)) else {
          throw CellError("'\(item.string ?? "")' is not a metric of this sweep", at: cell.location(ofValue: item))
        }
        shownMetrics.append(metric)
      }
    }
    if let metric = columns.metric(named: sort), !shownMetrics.contains(metric) { shownMetrics.append(metric) }
    guard columns.column(sort) != nil else { return nil }
    return TableSpec(sort: sort, limit: limit, shownMetrics: shownMetrics)
  }

  /// The table of the lowest rows, out of `total`.
  /// `hold`: moments read from the finger's lift (a constant shift keeps the order).
  static func table(_ spec: TableSpec, lowest: [LowestRows.Row], total: Int, columns: SweepColumns, hold: SweepHold? = nil) -> TableItem {
    let header = columns.parameterNames.map { columnHeader($0, columns.visibility) } + spec.shownMetrics.map { columnHeader($0, columns.visibility) }
    let rows = lowest.map { row in
      row.parameters.enumerated().map { i, value in cellText(value, of: columns.parameterNames[i]) + (i == 0 && row.offRoot ? offRootMark : "") }
        + spec.shownMetrics.map { metric in
          let value = columns.metrics.firstIndex(of: metric).flatMap { row.metrics[$0] }
          return cellText(value.map { hold?.reading($0, of: metric) ?? $0 }, of: metric)
        }
    }
    return TableItem(
      title: "The \(min(spec.limit, total)) lowest \(label(spec.sort, columns.visibility)) of \(total)" + (hold.map { spec.showsMoment(columns) ? " (\($0.words))" : "" } ?? ""),
      header: header, rows: rows,
      alignments: header.map { _ in .right })
  }

  /// The mark of a row scored with a warning (`Sweep.offRoot`), after its first cell.
  static let offRootMark = " †"

  /// What the mark means, under a table that shows one; nil when none of `rows` is marked.
  static func offRootNote(_ marked: Int) -> ReportItem? {
    guard marked > 0 else { return nil }
    return .note("† UIKit sets up \(marked == 1 ? "this row's spring" : "these \(marked) rows' springs") from an inexact solution: "
      + "iOS plays it all the same and it is scored as played, but it is never a candidate.")
  }
}
