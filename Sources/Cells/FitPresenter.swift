import Curves
import Drawing
import Execution
import Fitting
import NotebookFormat
import Plotting
import ReportModel
import TextFormats

/// A fit cell's part of the report: the verdict, the recording's frames over the best curves with
/// the best model's residual per frame below, and the ranking with intervals.
enum FitPresenter {
  /// Curves drawn: the best and at most this many the recording cannot tell from it.
  static let drawnTies = 2

  static func present(_ result: FitResult, cell: Cell, source: String, pixelsPerUnit: Double) -> CellOutput {
    var output = CellOutput()
    output.items.append(.block(.paragraph([.text(FitWords.verdict(result))])))
    let title = cell.string("title") ?? "\(source): \(result.property) fitted"
    let caption = "\(result.times.count) recorded frames (dots) and the best fitted "
      + (result.tiedWithBest.isEmpty ? "curve" : "curves, with those the recording cannot tell from it")
      + "; below, the best model's residual (drawn − recorded) per frame in device pixels."
    var figure = FigureItem(id: "\(cell.id)-fit", caption: caption, drawing: ChartFigure(chart: chart(result, title: title, pixelsPerUnit: pixelsPerUnit), aspectRatio: 1.5))
    figure.fit = playback(result)
    output.items.append(.figure(figure))
    output.items.append(
      .table(TableItem(
        title: "Models ranked by BIC (parameters ± their 95 % intervals)", header: FitWords.tableHeader,
        rows: FitWords.tableRows(result), alignments: [.right, .left, .right, .right, .right, .right, .right, .left],
        highlighted: [0])))
    output.metrics = result.json
    return output
  }

  /// The recording over the curves above, the best model's residual per frame below, on one time axis.
  static func chart(_ result: FitResult, title: String, pixelsPerUnit: Double) -> SmallMultiples {
    let times = result.times
    let (lo, hi) = (times.first!, times.last!)
    let shown = [result.best] + result.tiedWithBest.prefix(drawnTies)
    var series: [LineSeries] = shown.enumerated().compactMap { i, fit in
      guard let (xs, ys) = samples(fit, from: lo, to: hi) else { return nil }
      return LineSeries(
        x: xs, y: ys,
        style: StrokeStyle(color: RolePalette.button(i), width: i == 0 ? 1.6 : 1, dash: i == 0 ? [] : [4, 2]),
        label: (i == 0 ? "best: " : "") + fit.model.id)
    }
    series.append(points(times, result.values, label: "recording", color: .ink))
    let fitted = LineChart(
      title: "", xAxis: Axis("time", unit: .milliseconds, low: lo, high: hi), yAxis: Axis(result.property), series: series)
    let residual = LineChart(
      title: "", xAxis: Axis("time", unit: .milliseconds, low: lo, high: hi), yAxis: Axis("residual", unit: .px),
      series: [points(times, result.best.residuals.map { $0 * pixelsPerUnit }, label: "residual, \(result.best.model.id)", color: RolePalette.button(0))],
      referenceLines: [ReferenceLine(.horizontal, at: 0, style: StrokeStyle(color: .gray, width: 0.6))])
    return SmallMultiples(title: title, columns: 1, panels: [fitted, residual], shareX: true, shareY: false)
  }

  /// A fitted curve over [lo, hi]: 241 even times and both sides of each jump.
  static func samples(_ fit: ModelFit, from lo: Double, to hi: Double) -> (times: [Double], values: [Double])? {
    guard let curve = fit.curve else { return nil }
    let xs = (0...240).map { lo + (hi - lo) * Double($0) / 240 } + curve.jumpTimes.flatMap { j in
      let t = j + fit.parameter("start")!.value
      return t > lo && t < hi ? [t - 1e-9, t] : []
    }
    let sorted = xs.sorted()
    return (sorted, sorted.map { fit.value(at: $0, curve: curve) })
  }

  /// What the HTML twin plays: the recording's frames and the best curve.
  static func playback(_ result: FitResult) -> FitPlayback? {
    guard let curve = samples(result.best, from: result.times.first!, to: result.times.last!) else { return nil }
    return FitPlayback(property: result.property, model: result.best.model.id, frames: (result.times, result.values), curve: curve)
  }

  /// Dots only: a point between two NaNs draws no line, only its marker.
  static func points(_ xs: [Double], _ ys: [Double], label: String, color: Color) -> LineSeries {
    LineSeries(
      x: xs.flatMap { [$0, .nan] }, y: ys.flatMap { [$0, .nan] }, style: StrokeStyle(color: color, width: 1), label: label,
      pointMarker: .circle)
  }

}
