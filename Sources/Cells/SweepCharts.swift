import CurveAnalysis
import Curves
import Drawing
import Execution
import NotebookFormat
import Plotting
import Recommendation
import ReportModel
import Sweeps
import TextFormats
import YAMLValues

#if canImport(Glibc)
  import Glibc
#endif

/// Heatmaps, curve families and tables of a sweep.
enum SweepCharts {
  struct HeatmapSpec {
    var x: String
    var y: String
    var metric: String
    var contours: [Double]
    /// The map shows a settle time: a curve that never settles (a visible snap ends it) is grey.
    var showsSettle: Bool { [Metric.settleTime, .settleTimePx, .framesToSettle].map(\.name).contains(metric) }
  }

  /// The value each axis is held at when a chart shows fewer axes than the sweep has: `at:`,
  /// else the axis's middle value.
  static func slice(_ cell: Cell, columns: SweepColumns) throws(CellError) -> [String: SweepValue] {
    var at: [String: SweepValue] = [:]
    for axis in columns.axes where !axis.values.isEmpty { at[axis.name] = axis.values[(axis.values.count - 1) / 2] }
    if let node = cell.options?["at"] {
      guard let pairs = node.pairs else { throw CellError("'at' must map axis names to values", at: cell.location(ofValue: node)) }
      for pair in pairs {
        guard let axis = columns.axes.first(where: { $0.name == pair.key.text }) else {
          throw CellError("'\(pair.key.text)' is not a varied parameter of this sweep", at: cell.location(ofValue: pair.value))
        }
        if columns.isNumeric(axis.name) {
          guard let x = pair.value.number else { throw CellError("'\(pair.key.text)' must be a number", at: cell.location(ofValue: pair.value)) }
          at[axis.name] = axis.values.min { abs($0.number! - x) < abs($1.number! - x) }
        } else {
          let words = axis.values.map(\.parameterText)
          guard let word = pair.value.string, let value = axis.values.first(where: { $0.parameterText == word }) else {
            throw CellError("'\(pair.key.text)' must be one of its values: \(words.joined(separator: ", "))", at: cell.location(ofValue: pair.value))
          }
          at[axis.name] = value
        }
      }
    }
    return at
  }

  /// "duration 300 ms", "curve easeIn": where an axis is held, for captions.
  static func heldText(_ name: String, _ value: SweepValue?) -> String {
    switch value {
    case .number(let x)?: return "\(name) \(valueText(x, of: name))"
    case .text(let t)?: return "\(name) \(t)"
    case nil: return name
    }
  }

  static func heatmapSpecs(_ cell: Cell, columns: SweepColumns) throws(CellError) -> [HeatmapSpec] {
    guard let node = cell.options?["heatmap"] else { return [] }
    let list = node.items ?? [node]
    var specs: [HeatmapSpec] = []
    for item in list {
      guard let pairs = item.pairs else { throw CellError("a heatmap is {x: axis, y: axis, metric: name, contours: [values]}", at: cell.location(ofValue: item)) }
      for pair in pairs where !["x", "y", "metric", "contours"].contains(pair.key.text) {
        throw CellError("unknown heatmap key '\(pair.key.text)' (keys: x, y, metric, contours)", at: cell.location(ofValue: .scalar(pair.key)))
      }
      func name(_ key: String, axis: Bool) throws(CellError) -> String {
        guard let v = item[key], let s = v.string else { throw CellError("a heatmap needs '\(key)'", at: cell.location(ofValue: item)) }
        let known = axis ? columns.axes.map(\.name) : columns.metricNames
        guard known.contains(s) else {
          throw CellError("'\(s)' is not \(axis ? "a varied parameter" : "a metric") of this sweep (\(known.joined(separator: ", ")))", at: cell.location(ofValue: v))
        }
        if axis, !columns.isNumeric(s) {
          throw CellError("'\(s)' takes words, and a heatmap axis must be numeric: hold it with 'at:' instead", at: cell.location(ofValue: v))
        }
        return s
      }
      var contours: [Double] = []
      if let node = item["contours"] {
        for value in node.items ?? [node] {
          guard let x = value.number else { throw CellError("a contour is a number of the metric", at: cell.location(ofValue: value)) }
          contours.append(x)
        }
      }
      let x = try name("x", axis: true), y = try name("y", axis: true)
      guard x != y else {
        throw CellError("a heatmap needs two different axes, got '\(x)' for both x and y", at: cell.location(ofValue: item["y"] ?? item))
      }
      specs.append(HeatmapSpec(x: x, y: y, metric: try name("metric", axis: false), contours: contours))
    }
    return specs
  }

  /// Sweep parameters that are times (seconds, shown in ms).
  static let timeParameters: Set = ["duration", "delay", "response"]

  /// The metrics a sweep table shows when the cell names no columns (those the sweep has).
  static let tableColumns: [Metric] = [.overshootPx, .overshootPct, .peakTime, .settleTime, .endJumpPx]

  /// A column's unit: the registry's for metrics, ms for time parameters.
  static func unit(_ name: String) -> AxisUnit {
    if let metric = Metric(name: name) { return AxisUnit(metric.unit) }
    return timeParameters.contains(name) ? .milliseconds : .none
  }

  /// A column's label: the registry's for metrics, the parameter name otherwise.
  static func label(_ name: String) -> String { Metric(name: name)?.label ?? name.replacing("_", with: " ") }

  /// A column's value with its unit ("120 ms", "4.599%", "1.234 px").
  static func valueText(_ value: Double, of name: String) -> String {
    if let metric = Metric(name: name) { return metric.text(value, style: .short) }
    return Metric.text(value, unit: timeParameters.contains(name) ? .milliseconds : .value, style: .short)
  }

  /// A table column's header: its label with its unit, so the cells hold numbers alone
  /// ("settle time to ½ px (ms)").
  static func columnHeader(_ name: String) -> String {
    let u: String
    let symbol = unit(name).symbol
    u = symbol.isEmpty ? "" : " (\(symbol))"
    return label(name) + u
  }

  /// A table cell at the precision that matters: times in whole ms, pixels and percentages to a
  /// tenth, parameters at the precision a designer types (damping 0.01), other numbers to 3 digits.
  static func cellText(_ value: Double, of name: String) -> String {
    switch unit(name).symbol {
    case "ms": return NumberText.decimal(value * 1000, places: 0)
    case "px", "%": return NumberText.decimal(value, places: 1)
    default:
      if let step = Refinement.step(for: name) { return NumberText.decimal(Refinement.rounded(value, step: step), places: step < 1 ? Int((-log10(step)).rounded()) : 0) }
      return Metric(name: name)?.unit == .count ? NumberText.significant(value, digits: 6) : NumberText.significant(value, digits: 3)
    }
  }

  /// What a column shows for "none": "never" for a settle outside the window, "—" otherwise.
  static func noneText(_ name: String) -> String { Metric(name: name)?.noneText ?? "—" }

  /// A heatmap's cells: on a finer grid computed apart (`mapResolution` values per axis), or,
  /// when that cannot be, the sweep's own slice, filled as its rows pass (`HeatmapCells.add`).
  static func heatmapCells(_ spec: HeatmapSpec, columns: SweepColumns, at: [String: SweepValue], cell: Cell, threads: Int = 1)
    throws(CellError) -> HeatmapCells
  {
    guard let xAxis = columns.parameterNames.firstIndex(of: spec.x), let yAxis = columns.parameterNames.firstIndex(of: spec.y),
      let metric = columns.metricNames.firstIndex(of: spec.metric)
    else {
      throw CellError("a heatmap names a column this sweep does not have", at: cell.location(of: "heatmap"))
    }
    let xValues = columns.axes[xAxis].values.compactMap(\.number), yValues = columns.axes[yAxis].values.compactMap(\.number)
    let xs = Array(Set(xValues)).sorted(), ys = Array(Set(yValues)).sorted()
    // Axes the map does not show are held where `at:` says, words and numbers alike.
    let held = columns.axes.enumerated().filter { $0.element.name != spec.x && $0.element.name != spec.y }
    let settles = spec.showsSettle
    var cells = HeatmapCells(xs: xs, ys: ys, values: [], logX: isLogSpaced(xs), logY: isLogSpaced(ys))
    // Sweeps are cheap: the map's two axes again on a finer grid, so contours are smooth.
    if let fine = finer(
      spec, definition: columns.definition, xs: xs, ys: ys, held: held.map { ($0.element.name, at[$0.element.name]) },
      settles: settles, threads: threads)
    {
      (cells.xs, cells.ys, cells.values) = fine
      return cells
    }
    guard xs.count * ys.count <= SweepDefinition.notebookMaxPoints else {
      throw CellError(
        "a heatmap of \(xs.count) × \(ys.count) cells is more than a chart can show: give '\(spec.x)' and '\(spec.y)' fewer values",
        at: cell.location(of: "heatmap"))
    }
    cells.values = [[Double]](repeating: [Double](repeating: .nan, count: xs.count), count: ys.count)
    cells.slice = HeatmapCells.Slice(
      xAxis: xAxis, yAxis: yAxis, metric: metric, jump: columns.metricNames.firstIndex(of: Metric.endJumpPx.name), settles: settles,
      column: columns.axes[xAxis].values.map { xs.firstIndex(of: $0.number!)! },
      row: columns.axes[yAxis].values.map { ys.firstIndex(of: $0.number!)! },
      held: held.map { axis in (axis.offset, axis.element.values.map { $0 == at[axis.element.name] }) })
    return cells
  }

  static func heatmap(_ spec: HeatmapSpec, cells: HeatmapCells) -> Heatmap {
    let (xs, ys, values) = (cells.xs, cells.ys, cells.values)
    let (logX, logY) = (cells.logX, cells.logY)
    let metricUnit = unit(spec.metric)
    // A few wild cells (UIKit's solver without a valid root grows without bound) must not wash
    // out the rest: above 3× the 90th percentile, the top colour means "that much or more".
    let finite = values.joined().filter(\.isFinite).sorted()
    var colorLow: Double?
    var colorHigh: Double?
    if let limit = spec.contours.max(), limit > 0 {
      // One scale for every map of this metric and threshold: 0 to twice the threshold, so the
      // band a decision turns on takes half the colours.
      colorLow = 0
      colorHigh = 2 * limit
    } else if let top = finite.last, finite.count >= 10 {
      let p90 = finite[Int(Double(finite.count - 1) * 0.9)]
      if top > 3 * p90 { colorHigh = 1.5 * p90 }
    }
    var title = label(spec.metric).prefix(1).uppercased() + label(spec.metric).dropFirst()
    if let limit = spec.contours.first, !finite.isEmpty {
      let share = Double(finite.filter { $0 <= limit }.count) / Double(values.joined().count)
      title += " is within \(valueText(limit, of: spec.metric)) on \(Int((share * 100).rounded())) % of this map"
    }
    return Heatmap(
      title: title,
      xAxis: axis(spec.x, log: logX), yAxis: axis(spec.y, log: logY), xValues: xs, yValues: ys,
      values: values, colormap: .viridis, metricLabel: label(spec.metric), metricUnit: metricUnit, colorLow: colorLow, colorHigh: colorHigh,
      contours: spec.contours.map { Contour(level: $0, label: valueText($0, of: spec.metric), style: StrokeStyle(color: .white, width: 1.6)) })
  }

  /// True when `v` (ascending) steps in equal ratios rather than equal differences, as a sweep's
  /// `{from, to, count, log: true}` does: such an axis is drawn logarithmic.
  static func isLogSpaced(_ v: [Double]) -> Bool {
    guard v.count >= 3, v[0] > 0 else { return false }
    return abs(v[1] / v[0] - v[2] / v[1]) < 1e-9 * (v[1] / v[0]) && abs((v[1] - v[0]) - (v[2] - v[1])) > 1e-9 * abs(v[2] - v[0])
  }

  /// A chart axis for a sweep parameter, logarithmic when the sweep spaced it so.
  static func axis(_ name: String, log: Bool) -> Axis {
    var a = Axis(name, unit: unit(name))
    a.log = log
    return a
  }

  /// Cells per axis of a map computed again on a finer grid.
  static let mapResolution = 40

  /// The map's two axes on `mapResolution` values each between their ends (evenly, or evenly in
  /// the logarithm when the sweep spaced them so), the other axes held; nil when the sweep cannot
  /// be run again (no definition, an axis held at no value).
  static func finer(
    _ spec: HeatmapSpec, definition: SweepDefinition, xs: [Double], ys: [Double], held: [(String, SweepValue?)], settles: Bool,
    threads: Int
  ) -> (xs: [Double], ys: [Double], values: [[Double]])? {
    guard xs.count >= 3, ys.count >= 3 else { return nil }
    func spaced(_ v: [Double]) -> [Double] {
      let lo = v.first!, hi = v.last!, n = mapResolution
      let logSpaced = isLogSpaced(v)
      return (0..<n).map { i in
        let f = Double(i) / Double(n - 1)
        return logSpaced ? exp(log(lo) + f * (log(hi) - log(lo))) : lo + f * (hi - lo)
      }
    }
    var values: [String: [SweepValue]] = [:]
    for (name, value) in held {
      guard let value else { return nil }
      values[name] = [value]
    }
    let fx = spaced(xs), fy = spaced(ys)
    values[spec.x] = fx.map { .number($0) }
    values[spec.y] = fy.map { .number($0) }
    guard let table = try? Sweep.table(definition.replacingValues(values), threads: threads),
      let mi = table.metricNames.firstIndex(of: spec.metric),
      let xi = table.parameterNames.firstIndex(of: spec.x), let yi = table.parameterNames.firstIndex(of: spec.y)
    else { return nil }
    let jump = table.metricNames.firstIndex(of: Metric.endJumpPx.name)
    var out = [[Double]](repeating: [Double](repeating: .nan, count: fx.count), count: fy.count)
    for (row, metrics) in zip(table.parameters, table.metrics) {
      guard let x = row[xi].number, let y = row[yi].number, let c = fx.firstIndex(of: x), let r = fy.firstIndex(of: y) else { continue }
      let snapped = settles && jump.flatMap({ metrics[$0] }).map(Visibility.isVisible(pixels:)) == true
      out[r][c] = snapped ? .nan : metrics[mi] ?? .nan
    }
    return (fx, fy, out)
  }

  /// `anyInvalid`: some curve of the sweep cannot be scored.
  static func caption(_ spec: HeatmapSpec, at: [String: SweepValue], columns: SweepColumns, anyInvalid: Bool) -> String {
    var text = "\(label(spec.metric).prefix(1).uppercased() + label(spec.metric).dropFirst()) over \(spec.x) and \(spec.y)"
    let held = columns.axes.filter { $0.name != spec.x && $0.name != spec.y }.map { heldText($0.name, at[$0.name]) }
    if !held.isEmpty { text += ", with " + held.joined(separator: ", ") }
    if !spec.contours.isEmpty { text += ". White lines: " + spec.contours.map { valueText($0, of: spec.metric) }.joined(separator: ", ") }
    text += ", \(mapResolution) × \(mapResolution) curves computed for the map"
    if spec.showsSettle {
      text += ". Grey cells never settle: a visible snap ends them, or the window does"
    }
    if anyInvalid {
      text += ". Curves that cannot be scored (UIKit's solver finds no valid root) are grey too"
    }
    return text + "."
  }

  /// One curve per value of a numeric axis, the other axes held at `at`. Values whose curve
  /// cannot be made are left out and named in `dropped`, with why.
  static func family(_ cell: Cell, columns: SweepColumns, definition: SweepDefinition, at: [String: SweepValue]) throws(CellError)
    -> (chart: LineChart, caption: String, caveat: String?, dropped: [String])?
  {
    guard let node = cell.options?["family"] else { return nil }
    guard let name = node.string, let axis = columns.axes.first(where: { $0.name == name }) else {
      throw CellError("'family' must name a varied parameter (\(columns.axes.map(\.name).joined(separator: ", ")))", at: cell.location(ofValue: node))
    }
    guard columns.isNumeric(name) else {
      throw CellError("'family' needs a numeric axis; '\(name)' takes words (\(axis.values.map(\.parameterText).joined(separator: ", ")))", at: cell.location(ofValue: node))
    }
    guard name != "scale" else {
      throw CellError("'family' cannot vary scale: the press scale changes the travel, not the curve", at: cell.location(ofValue: node))
    }
    // The grid's values of the axis (what the table holds), under the definition's parameter.
    var parameter = definition.axes.first { $0.name == name }!
    parameter.values = SweepValueList(axis.values)
    let drawn = family(of: parameter, definition: definition, at: at)
    guard let chart = drawn.chart else {
      throw CellError("no curve of the family could be made: " + drawn.dropped.joined(separator: "; "), at: cell.location(ofValue: node))
    }
    return (chart, drawn.caption, drawn.caveat, drawn.dropped)
  }

  /// One curve per value of `axis`, the other axes held at `at`; nil chart when none can be made.
  static func family(of axis: SweepParameter, definition: SweepDefinition, at: [String: SweepValue])
    -> (chart: LineChart?, caption: String, caveat: String?, dropped: [String])
  {
    let name = axis.name
    var heldText: [String] = definition.parameters.filter { !$0.isVaried && $0.target != "scale" }
      .map { "\($0.name) \($0.values.first?.parameterText ?? "")" }
    for other in definition.parameters where other.isVaried && other.name != name && other.target != "scale" {
      guard let value = at[other.name] else { continue }
      heldText.append("\(other.name) \(value.parameterText)")
    }
    var curves: [[Double]] = []
    var values: [Double] = []
    var made: [(Curve, CurveMetrics)] = []
    var dropped: [String] = []
    let settings = MetricSettings(band: definition.band, fps: definition.fps, window: definition.window)
    for value in axis.values {
      guard let v = value.number else { continue }
      do {
        // The sweep's own typed curve at this value, the other axes held at `at`.
        let row = definition.axes.map { $0.name == name ? value : at[$0.name] }
        let curve = try Curve(try definition.curveSpec(axisValues: row).spec)
        values.append(v)
        made.append((curve, Metrics.measure(curve, reading: .continuous, settings: settings)))
      } catch {
        dropped.append("\(name) \(value.parameterText): \((error as? SweepError)?.message ?? "\(error)")")
      }
    }
    guard !made.isEmpty else { return (nil, "", nil, dropped) }
    // Show until the slowest curve has ended and settled, not the whole scoring window.
    // (A curve removed before it settles ends at its removal.) The action and 50 ms after it.
    let last = made.map { max($0.0.endTime ?? 0, $0.1.settleTime ?? $0.0.endTime ?? definition.window) }.max() ?? definition.window
    let shown = min(definition.window, last + 0.05)
    let count = 300
    let times = (0...count).map { shown * Double($0) / Double(count) }
    curves = made.map { c in times.map { c.0.value(at: $0) } }
    let held = heldText.joined(separator: ", ")
    let family = CurveFamily(
      title: "Progress as \(name) varies", times: times, curves: curves, values: values, valueLabel: name, valueUnit: unit(name),
      peakTimes: made.map { $0.1.peakTime }, settleTimes: made.map { $0.1.settleTime }, restBand: (1, definition.band))
    return (family.chart, "\(definition.model.rawValue) curves, one per \(name) value\(held.isEmpty ? "" : ", with \(held)"); dots mark the peak and the settle time.", CurveCells.caveat(made), dropped)
  }

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

extension SweepCharts {
  /// "overshoot ≤ 1 px", "100 ms ≤ duration ≤ 300 ms".
  static func boundText(_ b: Bound) -> String {
    let name = label(b.column)
    switch (b.min, b.max) {
    case let (lo?, hi?): return "\(valueText(lo, of: b.column)) ≤ \(name) ≤ \(valueText(hi, of: b.column))"
    case let (lo?, nil): return "\(name) ≥ \(valueText(lo, of: b.column))"
    case let (nil, hi?): return "\(name) ≤ \(valueText(hi, of: b.column))"
    default: return name
    }
  }
}

/// A heatmap's cells, columns `xs` and rows `ys`. A map the finer grid cannot draw is the sweep's
/// own slice (other axes held), filled as the sweep's rows pass: only the slice is kept.
struct HeatmapCells {
  var xs: [Double]
  var ys: [Double]
  /// `values[row][column]`, NaN for none.
  var values: [[Double]]
  var logX: Bool
  var logY: Bool
  /// Where the sweep's rows go; nil when the finer grid drew the map.
  var slice: Slice?

  struct Slice {
    var xAxis: Int
    var yAxis: Int
    var metric: Int
    var jump: Int?
    /// A settle time is none where the curve ends in a visible snap.
    var settles: Bool
    /// The column of each value of the x axis, the row of each value of the y axis.
    var column: [Int]
    var row: [Int]
    /// Per held axis: which of its values the map holds it at.
    var held: [(axis: Int, matches: [Bool])]
  }

  mutating func add(_ block: SweepBlock) {
    guard let slice else { return }
    for row in 0..<block.count where slice.held.allSatisfy({ $0.matches[block.valueIndex(row, axis: $0.axis)] }) {
      let c = slice.column[block.valueIndex(row, axis: slice.xAxis)], r = slice.row[block.valueIndex(row, axis: slice.yAxis)]
      let snapped = slice.settles && slice.jump.flatMap({ block.metric(row, $0) }).map(Visibility.isVisible(pixels:)) == true
      values[r][c] = snapped ? .nan : block.metric(row, slice.metric) ?? .nan
    }
  }
}
