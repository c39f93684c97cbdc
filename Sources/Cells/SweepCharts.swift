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

/// Heatmaps, curve families and tables of a sweep (heatmaps here; columns, families and tables
/// in the extensions).
enum SweepCharts {
  struct HeatmapSpec {
    var x: String
    var y: String
    var metric: Metric
    var contours: [Double]
    /// The map shows a settle time: a curve that never settles (a visible snap ends it) is grey.
    var showsSettle: Bool { [Metric.settleTime, .settleTimePx, .framesToSettle].contains(metric) }
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
        let known = axis ? columns.axes.map(\.name) : columns.metrics.map(\.name)
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
      let x = try name("x", axis: true), y = try name("y", axis: true), metric = try name("metric", axis: false)
      guard x != y else {
        throw CellError("a heatmap needs two different axes, got '\(x)' for both x and y", at: cell.location(ofValue: item["y"] ?? item))
      }
      // `name` checked it is one of the sweep's metrics: read once into the registry's value.
      specs.append(HeatmapSpec(x: x, y: y, metric: columns.metric(named: metric)!, contours: contours))
    }
    return specs
  }

  /// A heatmap's cells: on a finer grid computed apart (`mapResolution` values per axis), or,
  /// when that cannot be, the sweep's own slice, filled as its rows pass (`HeatmapCells.add`).
  static func heatmapCells(_ spec: HeatmapSpec, columns: SweepColumns, at: [String: SweepValue], cell: Cell, threads: Int = 1)
    throws(CellError) -> HeatmapCells
  {
    guard let xAxis = columns.parameterNames.firstIndex(of: spec.x), let yAxis = columns.parameterNames.firstIndex(of: spec.y),
      let metric = columns.metrics.firstIndex(of: spec.metric)
    else {
      throw CellError("a heatmap names a column this sweep does not have", at: cell.location(of: "heatmap"))
    }
    let xValues = columns.axes[xAxis].values.compactMap(\.number), yValues = columns.axes[yAxis].values.compactMap(\.number)
    let xs = Array(Set(xValues)).sorted(), ys = Array(Set(yValues)).sorted()
    // Axes the map does not show are held where `at:` says, words and numbers alike.
    let held = columns.axes.enumerated().filter { $0.element.name != spec.x && $0.element.name != spec.y }
    let settles = spec.showsSettle
    var cells = HeatmapCells(
      xs: xs, ys: ys, values: [], logX: isLogSpaced(xs), logY: isLogSpaced(ys), visibility: columns.visibility)
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
      xAxis: xAxis, yAxis: yAxis, metric: metric, jump: columns.metrics.firstIndex(of: .endJumpPx), settles: settles,
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
    if let scale = colorScale(limit: spec.contours.max()) {
      (colorLow, colorHigh) = (scale.low, scale.high)
    } else if let top = finite.last, finite.count >= 10 {
      let p90 = finite[Int(Double(finite.count - 1) * 0.9)]
      if top > 3 * p90 { colorHigh = 1.5 * p90 }
    }
    let name = label(spec.metric, cells.visibility)
    var title = name.prefix(1).uppercased() + name.dropFirst()
    if let limit = spec.contours.first, !finite.isEmpty {
      let share = Double(finite.filter { $0 <= limit }.count) / Double(values.joined().count)
      title += " is within \(valueText(limit, of: spec.metric)) on \(NumberText.whole(share * 100)) % of this map"
    }
    return Heatmap(
      title: title,
      xAxis: axis(spec.x, log: logX), yAxis: axis(spec.y, log: logY), xValues: xs, yValues: ys,
      values: values, colormap: .viridis, metricLabel: name, metricUnit: metricUnit, colorLow: colorLow, colorHigh: colorHigh,
      contours: spec.contours.map { Contour(level: $0, label: valueText($0, of: spec.metric), style: StrokeStyle(color: .white, width: 1.6)) })
  }

  /// The colours of every map of a metric with a limit, sweep maps and decision maps alike: 0 to
  /// twice the limit, so the band a decision turns on takes half the colours and one value is
  /// one colour on every page of the report. Nil without a (positive) limit.
  static func colorScale(limit: Double?) -> (low: Double, high: Double)? {
    guard let limit, limit > 0 else { return nil }
    return (0, 2 * limit)
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
      let mi = table.metricColumns.firstIndex(of: spec.metric),
      let xi = table.parameterNames.firstIndex(of: spec.x), let yi = table.parameterNames.firstIndex(of: spec.y)
    else { return nil }
    let jump = table.metricColumns.firstIndex(of: .endJumpPx)
    var out = [[Double]](repeating: [Double](repeating: .nan, count: fx.count), count: fy.count)
    for (row, metrics) in zip(table.parameters, table.metrics) {
      guard let x = row[xi].number, let y = row[yi].number, let c = fx.firstIndex(of: x), let r = fy.firstIndex(of: y) else { continue }
      let snapped = settles && jump.flatMap({ metrics[$0] }).map(definition.visibility.isVisible(pixels:)) == true
      out[r][c] = snapped ? .nan : metrics[mi] ?? .nan
    }
    return (fx, fy, out)
  }

  /// `anyInvalid`: some curve of the sweep cannot be scored.
  /// `hold`: the button the sweep stands for stays pressed after the lift; a moment is read from the lift.
  static func caption(_ spec: HeatmapSpec, at: [String: SweepValue], columns: SweepColumns, anyInvalid: Bool, hold: SweepHold? = nil) -> String {
    let name = label(spec.metric, columns.visibility)
    var text = "\(name.prefix(1).uppercased() + name.dropFirst()) over \(spec.x) and \(spec.y)"
    let held = columns.axes.filter { $0.name != spec.x && $0.name != spec.y }.map { heldText($0.name, at[$0.name]) }
    if !held.isEmpty { text += ", with " + held.joined(separator: ", ") }
    if !spec.contours.isEmpty { text += ". White lines: " + spec.contours.map { valueText($0, of: spec.metric) }.joined(separator: ", ") }
    text += ", \(mapResolution) × \(mapResolution) curves computed for the map"
    if let hold, spec.metric.isMoment { text += "; \(hold.words)" }
    if spec.showsSettle {
      text += ". Grey cells never settle: a visible snap ends them, or the window does"
    }
    if anyInvalid {
      text += ". Curves UIKit cannot set up are grey too"
    }
    return text + "."
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
  /// The sweep's visibility threshold: a visible snap ends a settle.
  var visibility = Visibility.standard
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
      let snapped = slice.settles && slice.jump.flatMap({ block.metric(row, $0) }).map(visibility.isVisible(pixels:)) == true
      values[r][c] = snapped ? .nan : block.metric(row, slice.metric) ?? .nan
    }
  }
}
