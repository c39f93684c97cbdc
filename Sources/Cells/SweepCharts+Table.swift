import CurveAnalysis
import Execution
import NotebookFormat
import ReportModel
import Sweeps
import YAMLValues

extension SweepCharts {
  /// What a `table:` shows: the `limit` rows lowest in `sort`, with these metrics.
  struct TableSpec {
    var sort: String
    var limit: Int
    var shownMetrics: [String]
  }

  /// The cell's `table:`, read before the sweep runs; nil when it has none.
  static func tableSpec(_ cell: Cell, columns: SweepColumns) throws(CellError) -> TableSpec? {
    guard let node = cell.options?["table"] else { return nil }
    var sort = columns.metricNames.contains(Metric.settleTime.name) ? Metric.settleTime.name : columns.metricNames.first ?? ""
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
    let preferred = tableColumns.map(\.name).filter { columns.metricNames.contains($0) }
    var shownMetrics = preferred.isEmpty ? Array(columns.metricNames.prefix(4)) : preferred
    if let columnsNode = node["columns"] {
      guard let list = columnsNode.items else { throw CellError("'columns' must list metrics", at: cell.location(ofValue: columnsNode)) }
      shownMetrics = []
      for item in list {
        guard let name = item.string, columns.metricNames.contains(name) else {
          throw CellError("'\(item.string ?? "")' is not a metric of this sweep", at: cell.location(ofValue: item))
        }
        shownMetrics.append(name)
      }
    }
    if !shownMetrics.contains(sort), columns.metricNames.contains(sort) { shownMetrics.append(sort) }
    guard columns.column(sort) != nil else { return nil }
    return TableSpec(sort: sort, limit: limit, shownMetrics: shownMetrics)
  }

  /// The table of the lowest rows, out of `total`.
  static func table(_ spec: TableSpec, lowest: [LowestRows.Row], total: Int, columns: SweepColumns) -> TableItem {
    let names = columns.parameterNames + spec.shownMetrics
    let rows = lowest.map { row in
      row.parameters.enumerated().map { i, value in
        value.number.map { cellText($0, of: columns.parameterNames[i]) } ?? value.parameterText
      }
        + spec.shownMetrics.map { name in
          columns.metricNames.firstIndex(of: name).flatMap { row.metrics[$0] }.map { cellText($0, of: name) } ?? noneText(name)
        }
    }
    return TableItem(
      title: "The \(min(spec.limit, total)) lowest \(label(spec.sort)) of \(total)", header: names.map(columnHeader), rows: rows,
      alignments: names.map { _ in .right })
  }
}
