import CurveAnalysis
import Curves
import Drawing
import NotebookFormat
import Plotting
import Sweeps
import YAMLValues

/// Heatmaps, curve families and tables of a sweep.
enum SweepCharts {
  struct HeatmapSpec {
    var x: String
    var y: String
    var metric: String
    var contours: [Double]
  }

  /// The value each axis is held at when a chart shows fewer axes than the sweep has: `at:`,
  /// else the axis's middle value.
  static func slice(_ cell: Cell, grid: SweepGrid) throws(CellError) -> [String: Double] {
    var at: [String: Double] = [:]
    for axis in grid.axes { at[axis.name] = axis.values[(axis.values.count - 1) / 2] }
    if let node = cell.options?["at"] {
      guard let pairs = node.pairs else { throw CellError("'at' must map axis names to values", at: cell.location(ofValue: node)) }
      for pair in pairs {
        guard let axis = grid.axes.first(where: { $0.name == pair.key.text }) else {
          throw CellError("'\(pair.key.text)' is not a varied parameter of this sweep", at: cell.location(ofValue: pair.value))
        }
        guard let x = pair.value.number else { throw CellError("'\(pair.key.text)' must be a number", at: cell.location(ofValue: pair.value)) }
        at[axis.name] = axis.values.min { abs($0 - x) < abs($1 - x) }
      }
    }
    return at
  }

  static func heatmapSpecs(_ cell: Cell, grid: SweepGrid) throws(CellError) -> [HeatmapSpec] {
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
        let known = axis ? grid.axes.map(\.name) : grid.rows.metricNames
        guard known.contains(s) else {
          throw CellError("'\(s)' is not \(axis ? "a varied parameter" : "a metric") of this sweep (\(known.joined(separator: ", ")))", at: cell.location(ofValue: v))
        }
        return s
      }
      let contours = (item["contours"]?.items ?? []).compactMap(\.number)
      specs.append(HeatmapSpec(x: try name("x", axis: true), y: try name("y", axis: true), metric: try name("metric", axis: false), contours: contours))
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

  /// What a column shows for "none": "never" for a settle outside the window, "—" otherwise.
  static func noneText(_ name: String) -> String { Metric(name: name)?.noneText ?? "—" }

  static func heatmap(_ spec: HeatmapSpec, grid: SweepGrid, at: [String: Double], cell: Cell) throws(CellError) -> Heatmap {
    let xs = Array(Set(grid.axes.first { $0.name == spec.x }!.values)).sorted()
    let ys = Array(Set(grid.axes.first { $0.name == spec.y }!.values)).sorted()
    var values = [[Double]](repeating: [Double](repeating: .nan, count: xs.count), count: ys.count)
    let xi = grid.column(spec.x)!, yi = grid.column(spec.y)!, mi = grid.column(spec.metric)!
    let held = grid.axes.filter { $0.name != spec.x && $0.name != spec.y }.map { (grid.column($0.name)!, at[$0.name]!) }
    for row in grid.rows.rows where held.allSatisfy({ row[$0.0] == $0.1 }) {
      guard let x = row[xi], let y = row[yi], let c = xs.firstIndex(of: x), let r = ys.firstIndex(of: y) else { continue }
      values[r][c] = row[mi] ?? .nan
    }
    let metricUnit = unit(spec.metric)
    // A few wild cells (UIKit's solver without a valid root grows without bound) must not wash
    // out the rest: above 3× the 90th percentile, the top colour means "that much or more".
    let finite = values.joined().filter(\.isFinite).sorted()
    var colorHigh: Double?
    if let top = finite.last, finite.count >= 10 {
      let p90 = finite[Int(Double(finite.count - 1) * 0.9)]
      let contourTop = spec.contours.max() ?? 0
      if top > 3 * max(p90, contourTop) { colorHigh = 1.5 * max(p90, contourTop) }
    }
    return Heatmap(
      title: label(spec.metric).prefix(1).uppercased() + label(spec.metric).dropFirst(),
      xAxis: Axis(spec.x, unit: unit(spec.x)), yAxis: Axis(spec.y, unit: unit(spec.y)), xValues: xs, yValues: ys,
      values: values, colormap: .viridis, metricLabel: label(spec.metric), metricUnit: metricUnit, colorHigh: colorHigh,
      contours: spec.contours.map { Contour(level: $0, label: valueText($0, of: spec.metric), style: StrokeStyle(color: .white, width: 1.6)) })
  }

  static func caption(_ spec: HeatmapSpec, at: [String: Double], grid: SweepGrid) -> String {
    var text = "\(label(spec.metric).prefix(1).uppercased() + label(spec.metric).dropFirst()) over \(spec.x) and \(spec.y)"
    let held = grid.axes.filter { $0.name != spec.x && $0.name != spec.y }.map { "\($0.name) \(valueText(at[$0.name]!, of: $0.name))" }
    if !held.isEmpty { text += ", with " + held.joined(separator: ", ") }
    if !spec.contours.isEmpty { text += ". White lines: " + spec.contours.map { valueText($0, of: spec.metric) }.joined(separator: ", ") }
    text += ". Grey cells never settle in the window."
    return text
  }

  static func family(_ cell: Cell, grid: SweepGrid, definition: SweepDefinition, at: [String: Double]) throws(CellError)
    -> (chart: LineChart, caption: String, caveat: String?)?
  {
    guard let node = cell.options?["family"] else { return nil }
    guard let name = node.string, let axis = grid.axes.first(where: { $0.name == name }) else {
      throw CellError("'family' must name a varied parameter (\(grid.axes.map(\.name).joined(separator: ", ")))", at: cell.location(ofValue: node))
    }
    var base: [(name: String, value: String)] = definition.parameters.filter { !$0.isVaried && $0.name != "scale" }
      .map { ($0.name, $0.values.first?.parameterText ?? "") }
    for other in grid.axes where other.name != name && other.name != "scale" {
      base.append((other.name, at[other.name]!.description))
    }
    var curves: [[Double]] = []
    var values: [Double] = []
    var made: [(Curve, CurveMetrics)] = []
    let settings = MetricSettings(band: definition.band, fps: definition.fps, window: definition.window)
    for v in axis.values {
      guard name != "scale", let curve = try? Curve.make(model: definition.model.rawValue, parameters: base + [(name, v.description)]) else { continue }
      values.append(v)
      made.append((curve, Metrics.measure(curve, reading: .continuous, settings: settings)))
    }
    // Show until the slowest curve has ended and settled, not the whole scoring window.
    let last = made.map { max($0.0.endTime ?? 0, $0.1.settleTime ?? definition.window) }.max() ?? definition.window
    let shown = min(definition.window, max(0.3, 1.3 * last))
    let count = 300
    let times = (0...count).map { shown * Double($0) / Double(count) }
    curves = made.map { c in times.map { c.0.value(at: $0) } }
    guard !curves.isEmpty else { throw CellError("no curve of the family could be made", at: cell.location(ofValue: node)) }
    let held = base.map { "\($0.name) \($0.value)" }.joined(separator: ", ")
    let family = CurveFamily(
      title: "Progress as \(name) varies", times: times, curves: curves, values: values, valueLabel: name, valueUnit: unit(name),
      peakTimes: made.map { $0.1.peakTime }, settleTimes: made.map { $0.1.settleTime }, restBand: (1, definition.band))
    return (family.chart, "\(definition.model.rawValue) curves, one per \(name) value\(held.isEmpty ? "" : ", with \(held)"); dots mark the peak and the settle time.", CurveSpec.caveat(made))
  }

  static func table(_ cell: Cell, grid: SweepGrid) throws(CellError) -> TableItem? {
    guard let node = cell.options?["table"] else { return nil }
    var sort = grid.rows.metricNames.contains(Metric.settleTime.name) ? Metric.settleTime.name : grid.rows.metricNames.first ?? ""
    var limit = 10
    for pair in node.pairs ?? [] where !["sort", "limit", "columns"].contains(pair.key.text) {
      throw CellError("unknown table key '\(pair.key.text)' (keys: sort, limit, columns)", at: cell.location(ofValue: .scalar(pair.key)))
    }
    if let s = node["sort"]?.string {
      guard grid.column(s) != nil else { throw CellError("cannot sort by '\(s)': not a column of this sweep", at: cell.location(ofValue: node)) }
      sort = s
    }
    if let l = node["limit"]?.number { limit = max(1, Int(l)) }
    let preferred = tableColumns.map(\.name).filter { grid.rows.metricNames.contains($0) }
    var shownMetrics = preferred.isEmpty ? Array(grid.rows.metricNames.prefix(4)) : preferred
    if let list = node["columns"]?.items {
      shownMetrics = []
      for item in list {
        guard let name = item.string, grid.rows.metricNames.contains(name) else {
          throw CellError("'\(item.string ?? "")' is not a metric of this sweep", at: cell.location(ofValue: item))
        }
        shownMetrics.append(name)
      }
    }
    if !shownMetrics.contains(sort), grid.rows.metricNames.contains(sort) { shownMetrics.append(sort) }
    let columns = grid.rows.parameterNames + shownMetrics
    let indices = columns.map { grid.column($0)! }
    guard let si = grid.column(sort) else { return nil }
    let order = grid.rows.rows.indices.sorted { a, b in
      let x = grid.rows.rows[a][si] ?? .infinity, y = grid.rows.rows[b][si] ?? .infinity
      return x != y ? x < y : a < b
    }
    let rows = order.prefix(limit).map { r in
      zip(columns, indices.map { grid.rows.rows[r][$0] }).map { name, v in v.map { valueText($0, of: name) } ?? noneText(name) }
    }
    return TableItem(title: "The \(min(limit, order.count)) lowest \(label(sort)) of \(order.count)", header: columns.map { label($0) }, rows: rows)
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
