import CurveAnalysis
import Drawing
import Execution
import Plotting
import Recommendation
import ReportModel
import Sweeps
import TextFormats

/// A press's depth against its duration, 40 × 40 curves at the pick's other values: the colour is
/// when the button is fully pressed; hatched where the press moves the edge less than the report's
/// visibility threshold (nobody sees it); grey where it overshoots visibly; the line is the contact time.
enum DepthMap {
  static let resolution = 40

  static func figure(_ d: Decision, threads: Int, id: String) -> FigureItem? {
    let rows = d.rows, names = rows.parameterNames, choice = d.choice
    guard let press = d.press, let settle = choice.settle, let x = names.first(where: { $0.hasSuffix("scale") }),
      let y = names.first(where: { $0.hasSuffix("duration") || $0.hasSuffix("response") }),
      Refinement.axisValues(rows, names.firstIndex(of: x)!).count > 1
    else { return nil }
    func span(_ name: String) -> [SweepValue] {
      let values = Refinement.axisValues(rows, names.firstIndex(of: name)!)
      guard let lo = values.first, let hi = values.last, hi > lo else { return values.map { .number($0) } }
      return (0..<resolution).map { .number(lo + (hi - lo) * Double($0) / Double(resolution - 1)) }
    }
    var grid = Refinement.values(d.pick.rows, row: d.pick.row).mapValues { [$0] }
    grid[x] = span(x)
    grid[y] = span(y)
    guard let (fine, usable) = choice.rerun(grid, limit: 4 * resolution * resolution, threads: threads) else { return nil }
    let xi = names.firstIndex(of: x)!, yi = names.firstIndex(of: y)!
    let xs = Refinement.axisValues(fine, xi), ys = Refinement.axisValues(fine, yi)
    var values = [[Double]](repeating: [Double](repeating: .nan, count: xs.count), count: ys.count)
    var hidden = [[Bool]](repeating: [Bool](repeating: false, count: xs.count), count: ys.count)
    // The press's candidates leave out presses nobody sees: their times come from the rows as measured.
    for (r, measured) in fine.rows.enumerated() {
      guard let vx = measured[xi], let vy = measured[yi], let c = xs.firstIndex(of: vx), let k = ys.firstIndex(of: vy) else { continue }
      let row = rows.isVisiblePress(scale: vx) ? usable.rows[r] : measured
      let overshoots = choice.overshoot.flatMap { row[$0] }.map { rows.visibility.isVisible(pixels: $0) } ?? false
      values[k][c] = overshoots ? .nan : (row[settle] ?? .nan)
      hidden[k][c] = !rows.isVisiblePress(scale: vx)
    }
    var marks: [HeatmapMark] = []
    if let nx = d.now?.pressScale, let ny = choice.nowValues[y], nx >= xs.first! - 1e-9, nx <= xs.last! + 1e-9, ny >= ys.first! - 1e-9, ny <= ys.last! + 1e-9 {
      marks.append(HeatmapMark(x: nx, y: ny, shape: .star, label: "now"))
    }
    let pickValues = d.pick.rows.rows[d.pick.row]
    if let px = pickValues[d.pick.rows.parameterNames.firstIndex(of: x)!], let py = pickValues[d.pick.rows.parameterNames.firstIndex(of: y)!] {
      marks.append(HeatmapMark(x: px, y: py, shape: .circle, label: "pick"))
    }
    let contact = NumberText.milliseconds(press.contact)
    var map = Heatmap(
      title: "Where a press shows, and when it is fully pressed",
      xAxis: Axis("press scale (depth)", unit: .none), yAxis: Axis(SweepCharts.label(y, rows.visibility), unit: SweepCharts.unit(y)),
      xValues: xs, yValues: ys, values: values, colormap: .viridis, metricLabel: "fully pressed after", metricUnit: .milliseconds,
      colorLow: 0, colorHigh: 3 * press.contact,
      contours: [Contour(level: press.contact, label: contact, style: StrokeStyle(color: .white, width: 1.6))])
    map.excluded = hidden
    map.excludedLabel = "under \(rows.visibility.words): no visible press"
    map.marks = marks
    let invisible = xs.filter { !rows.isVisiblePress(scale: $0) }.min()
    return FigureItem(
      id: "\(id)-depth",
      caption: "When the button is fully pressed (within \(rows.visibility.words)) over press scale and \(SweepCharts.label(y, rows.visibility)), \(resolution) × \(resolution) curves at the pick's other values. "
        + "Hatched: the edge moves less than \(rows.visibility.words), so the press is not seen"
        + (invisible.map { " (scale \(NumberText.significant($0, digits: 4)) and shallower)" } ?? " (nowhere on this map)")
        + "; grey: it overshoots visibly (\(rows.visibility.words) or more); white line: \(contact), a quick tap's contact time"
        + marks.map { "; \($0.glyph) \($0.label)" }.joined() + ".",
      drawing: ChartFigure(chart: map, aspectRatio: 1.5), widthFraction: 0.85)
  }
}
