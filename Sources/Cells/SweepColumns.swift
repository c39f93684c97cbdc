import CurveAnalysis
import Execution
import Recommendation
import ReportModel
import Sweeps

/// A sweep's columns as its charts read them, known before a row is computed: the varied axes
/// with their values (an axis may take words: `curve: [easeIn, easeOut]`), then the metrics.
struct SweepColumns {
  var definition: SweepDefinition
  /// The varied axes' values, in grid order.
  var axes: [(name: String, values: [SweepValue])]
  var metrics: [Metric]

  init(_ definition: SweepDefinition) {
    self.definition = definition
    axes = definition.axes.map { axis in (axis.name, Array(axis.values)) }
    metrics = definition.metrics
  }

  var parameterNames: [String] { axes.map(\.name) }
  /// The report's threshold the sweep reads and labels its metrics by.
  var visibility: Visibility { definition.visibility }

  /// True when every value of the axis is a number (it can be a chart axis).
  func isNumeric(_ name: String) -> Bool {
    axes.first { $0.name == name }?.values.allSatisfy { $0.number != nil } ?? false
  }

  /// A column's place among the parameters, then the metrics.
  func column(_ name: String) -> Int? { (parameterNames + metrics.map(\.name)).firstIndex(of: name) }

  /// The sweep's metric a cell names; nil when it reads no such metric.
  func metric(named name: String) -> Metric? { metrics.first { $0.name == name } }
}

/// The lowest rows of a streamed sweep by one column, lowest first and ties in grid order (a
/// row without a value counts as +∞), kept as the blocks pass: at most twice `limit` rows are
/// held, whatever the grid's size.
struct LowestRows {
  struct Row {
    var key: Double
    var index: Int
    var parameters: [SweepValue]
    var metrics: [Double?]
    /// Scored, but UIKit's solver ends off a valid root (`Sweep.offRoot`).
    var offRoot = false
  }

  let limit: Int
  /// The column sorted by: a varied axis (the key of each of its values) or a metric.
  let axis: (index: Int, keys: [Double])?
  let metric: Int?
  private var kept: [Row] = []
  /// The `limit`-th lowest key once `limit` rows were seen: a later row at or above it (later in
  /// grid order, so after every kept tie) cannot be among the lowest.
  private var cutoff: Double?

  init(sort: String, limit: Int, columns: SweepColumns) {
    self.limit = limit
    axis = columns.parameterNames.firstIndex(of: sort).map { i in (i, columns.axes[i].values.map { $0.number ?? .infinity }) }
    metric = axis == nil ? columns.metric(named: sort).flatMap(columns.metrics.firstIndex) : nil
  }

  mutating func add(_ block: SweepBlock) {
    for row in 0..<block.count {
      let key = self.key(block, row)
      if let cutoff, key >= cutoff { continue }
      kept.append(Row(key: key, index: block.start + row, parameters: block.axisValues(row), metrics: block.metrics(row), offRoot: block.isOffRoot(row)))
      if kept.count >= 2 * limit { trim() }
    }
  }

  /// The lowest rows, lowest first.
  var rows: [Row] {
    var copy = self
    copy.trim()
    return copy.kept
  }

  private func key(_ block: SweepBlock, _ row: Int) -> Double {
    if let axis { return axis.keys[block.valueIndex(row, axis: axis.index)] }
    if let metric { return block.metric(row, metric) ?? .infinity }
    return .infinity
  }

  private mutating func trim() {
    kept.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
    if kept.count >= limit {
      kept.removeLast(kept.count - limit)
      cutoff = kept.last?.key
    }
  }
}
