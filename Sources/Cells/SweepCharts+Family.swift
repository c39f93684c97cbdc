import CurveAnalysis
import Curves
import Execution
import NotebookFormat
import Plotting
import Sweeps

extension SweepCharts {
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
    let drawn = familyFigure(of: axis, definition: definition, at: at)
    return (drawn.family?.chart, drawn.caption, drawn.caveat, drawn.dropped)
  }

  /// The family as a figure, before it is a chart: `presslab chart family` draws the same one
  /// (`SweepFamilyFigure`), so one rule samples a family wherever it is drawn.
  static func familyFigure(of axis: SweepParameter, definition: SweepDefinition, at: [String: SweepValue])
    -> (family: CurveFamily?, caption: String, caveat: String?, dropped: [String])
  {
    let name = axis.name
    var heldText: [String] = definition.parameters.filter { !$0.isVaried && $0.target != "scale" }
      .map { Self.heldText($0.name, $0.values.first) }
    for other in definition.parameters where other.isVaried && other.name != name && other.target != "scale" {
      guard let value = at[other.name] else { continue }
      heldText.append(Self.heldText(other.name, value))
    }
    var curves: [[Double]] = []
    var values: [Double] = []
    var made: [(Curve, CurveMetrics)] = []
    var dropped: [String] = []
    let settings = MetricSettings(band: definition.band, fps: definition.fps, window: definition.window, visiblePixels: definition.visiblePixels)
    for value in axis.values {
      guard let v = value.number else { continue }
      do {
        // The sweep's own typed curve at this value, the other axes held at `at`.
        let row = definition.axes.map { $0.name == name ? value : at[$0.name] }
        let curve = try Curve(try definition.curveSpec(axisValues: row).spec)
        values.append(v)
        made.append((curve, Metrics.measure(curve, reading: .continuous, settings: settings)))
      } catch {
        dropped.append("\(name) \(value.readableText): \((error as? SweepError)?.message ?? "\(error)")")
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
    // Keyframes are raw values, not progress towards 1: no rest band around 1.
    let keyframes = definition.model == .keyframes
    let family = CurveFamily(
      title: "\(keyframes ? "Value" : "Progress") as \(name) varies", times: times, curves: curves, values: values, valueLabel: name,
      valueUnit: unit(name), yAxis: Axis(keyframes ? "value" : "progress"), peakTimes: made.map { $0.1.peakTime },
      settleTimes: made.map { $0.1.settleTime }, restBand: keyframes ? nil : (1, definition.band))
    return (family, "\(CurveWords.plural(definition.model)), one per \(name) value\(held.isEmpty ? "" : ", with \(held)"); dots mark the peak and the settle time.", CurveCells.caveat(made, definition.visibility), dropped)
  }
}
