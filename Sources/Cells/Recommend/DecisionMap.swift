import CurveAnalysis
import Drawing
import Execution
import NotebookFormat
import Plotting
import Recommendation
import ReportModel
import Sweeps
import TextFormats

/// Where the pick sits among its neighbours: settle time over damping and duration on a 40 × 40
/// grid (the other parameters at the pick's values), the curves outside the constraints hatched,
/// ☆ now and ○ the pick. Its colours are those of every settle-time map (`SweepCharts.colorScale`).
enum DecisionMap {
  static let resolution = 40

  static func figure(
    _ choice: Choice, pick: (rows: SweepRows, row: Int), pickReading: ButtonDecision.Reading, threads: Int, cell: Cell
  ) -> FigureItem? {
    let rows = choice.rows
    guard rows.definition != nil, let settleColumn = choice.settle else { return nil }
    let names = rows.parameterNames
    guard let x = names.first(where: { $0.hasSuffix("damping") || $0.hasSuffix("dampingFraction") || $0.hasSuffix("bounce") }),
      let y = names.first(where: { $0.hasSuffix("duration") || $0.hasSuffix("response") })
    else { return nil }
    func span(_ name: String) -> [SweepValue] {
      let values = Refinement.axisValues(rows, names.firstIndex(of: name)!)
      guard let lo = values.first, let hi = values.last, hi > lo else { return values.map { .number($0) } }
      return (0..<resolution).map { .number(lo + (hi - lo) * Double($0) / Double(resolution - 1)) }
    }
    var grid = Refinement.values(pick.rows, row: pick.row).mapValues { [$0] }
    grid[x] = span(x)
    grid[y] = span(y)
    guard let (fine, usable) = choice.rerun(grid, limit: 4 * resolution * resolution, threads: threads),
      let selection = try? ParetoSelection(rows: usable, bounds: choice.bounds, minimize: choice.minimize) else { return nil }
    let feasible = Set(selection.feasible)
    let xi = names.firstIndex(of: x)!, yi = names.firstIndex(of: y)!
    let xs = Refinement.axisValues(fine, xi), ys = Refinement.axisValues(fine, yi)
    var values = [[Double]](repeating: [Double](repeating: .nan, count: xs.count), count: ys.count)
    var excluded = [[Bool]](repeating: [Bool](repeating: false, count: xs.count), count: ys.count)
    let snap = choice.endJump
    for (r, row) in fine.rows.enumerated() {
      guard let vx = row[xi], let vy = row[yi], let c = xs.firstIndex(of: vx), let k = ys.firstIndex(of: vy) else { continue }
      // A visible snap means the curve never settles: such cells stay grey.
      let snapped = snap.flatMap { row[$0] }.map(rows.visibility.isVisible(pixels:)) ?? false
      values[k][c] = snapped ? .nan : (row[settleColumn] ?? .nan)
      excluded[k][c] = !feasible.contains(r)
    }
    let settleLimit = choice.bounds.first { $0.column == choice.columns[settleColumn] }?.max
    var marks: [HeatmapMark] = []
    let now = choice.nowValues
    if let nx = now[x], let ny = now[y], nx >= xs.first! - 1e-9, nx <= xs.last! + 1e-9, ny >= ys.first! - 1e-9, ny <= ys.last! + 1e-9 {
      marks.append(HeatmapMark(x: nx, y: ny, shape: .star, label: "now"))
    }
    if let px = pick.rows.rows[pick.row][pick.rows.parameterNames.firstIndex(of: x)!],
      let py = pick.rows.rows[pick.row][pick.rows.parameterNames.firstIndex(of: y)!]
    {
      marks.append(HeatmapMark(x: px, y: py, shape: .circle, label: "pick"))
    }
    let settleName = choice.columns[settleColumn]
    let scale = SweepCharts.colorScale(limit: settleLimit ?? 0.3)!
    var map = Heatmap(
      title: "The pick settles in \(pickReading.settle.map(NumberText.milliseconds) ?? "—"), inside every constraint",
      xAxis: Axis(SweepCharts.label(x, pick.rows.visibility), unit: SweepCharts.unit(x)), yAxis: Axis(SweepCharts.label(y, pick.rows.visibility), unit: SweepCharts.unit(y)),
      xValues: xs, yValues: ys, values: values, colormap: .viridis, metricLabel: SweepCharts.label(settleName, pick.rows.visibility),
      metricUnit: SweepCharts.unit(settleName), colorLow: scale.low, colorHigh: scale.high,
      contours: settleLimit.map { [Contour(level: $0, label: SweepCharts.valueText($0, of: settleName), style: StrokeStyle(color: .white, width: 1.6))] } ?? [])
    map.excluded = excluded
    map.marks = marks
    let held = names.filter { $0 != x && $0 != y }.compactMap { name in
      Refinement.values(pick.rows, row: pick.row)[name].map { SweepCharts.heldText(name, $0) }
    }
    // The caption says what the map shows: no ☆ promised where now is off the map.
    var keys: [String] = []
    if excluded.joined().contains(true) { keys.append("hatched: outside the constraints") }
    if values.joined().contains(where: { !$0.isFinite }) { keys.append("grey: never settles (a visible snap ends it)") }
    keys += marks.map { "\($0.glyph) \($0.label)" }
    let keyText = keys.joined(separator: "; ")
    return FigureItem(
      id: "\(cell.id)-map",
      caption: "Settle time over \(SweepCharts.label(x, pick.rows.visibility)) and \(SweepCharts.label(y, pick.rows.visibility))"
        + (held.isEmpty ? "" : ", with " + held.joined(separator: ", "))
        + ", \(resolution) × \(resolution) curves" + (keyText.isEmpty ? "" : ". " + keyText.prefix(1).uppercased() + String(keyText.dropFirst()))
        + ". Colours run from 0 to twice the settle limit, as on every settle-time map of the report.",
      drawing: ChartFigure(chart: map, aspectRatio: 1.5), widthFraction: 0.85)
  }
}
