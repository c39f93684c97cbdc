import CurveAnalysis
import Curves
import Drawing
import Plotting

/// A parameter swept over values: `name` as the curve models spell it.
public struct SweptParameter: Sendable {
  public var name: String
  public var values: [Double]
  public init(name: String, values: [Double]) {
    self.name = name
    self.values = values
  }
  /// `count` values from `start` to `stop`, both included.
  public init(name: String, start: Double, stop: Double, count: Int) {
    self.name = name
    self.values = count < 2 ? [start] : (0..<count).map { $0 == count - 1 ? stop : start + Double($0) * (stop - start) / Double(count - 1) }
  }
}

/// Charts of one curve model swept over its parameters, scored with PressLab's metrics
/// (FACTS.md §9). Each builds a chart value; drawing is up to the caller.
public enum CurveFigures {
  /// The axis unit a metric is shown in: times in ms, percentages, device pixels.
  public static func unit(ofMetric metric: Metric) -> AxisUnit { AxisUnit(metric.unit) }
  /// The metric's label: "settle time", "settle time to ½ px".
  public static func label(ofMetric metric: Metric) -> String { metric.label }

  static func curve(_ model: String, _ fixed: [(name: String, value: String)], _ swept: [(String, Double)]) throws(CurveError) -> Curve {
    var parameters = fixed.filter { f in !swept.contains { $0.0 == f.name } }
    for (name, value) in swept { parameters.append((name, String(value))) }
    return try Curve.make(model: model, parameters: parameters)
  }

  static func fixedText(_ fixed: [(name: String, value: String)], except: [String]) -> String {
    fixed.filter { !except.contains($0.name) }.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
  }

  /// One line per value of `vary`, coloured by it, with peak and settle marks and the rest band.
  /// With `fitWindow`, the time axis is cut to 1.25 × the latest settle or end time (at least
  /// 0.25 s, at most `settings.window`).
  public static func family(
    model: String, fixed: [(name: String, value: String)], vary: SweptParameter, settings given: MetricSettings,
    frameGrid: Bool = false, colormap: Colormap = .viridis, fitWindow: Bool = false
  ) throws(CurveError) -> CurveFamily {
    var settings = given
    if fitWindow {
      var latest = 0.0
      for v in vary.values {
        let c = try curve(model, fixed, [(vary.name, v)])
        let m = Metrics.measure(c, reading: .continuous, settings: given)
        latest = max(latest, m.settleTime ?? given.window, c.endTime ?? 0)
      }
      settings.window = min(given.window, max(0.25, 1.25 * latest))
    }
    let n = max(2, Int((settings.window * 480).rounded()) + 1)
    let times = (0..<n).map { settings.window * Double($0) / Double(n - 1) }
    var curves: [[Double]] = [], peaks: [Double?] = [], settles: [Double?] = []
    var keyframes = false
    for v in vary.values {
      let c = try curve(model, fixed, [(vary.name, v)])
      keyframes = c.keyframeValues != nil
      curves.append(times.map(c.value(at:)))
      let m = Metrics.measure(c, reading: .continuous, settings: settings)
      peaks.append(m.hasStepMetrics && m.overshootPct > 0 ? m.peakTime : nil)
      settles.append(m.hasStepMetrics ? m.settleTime : nil)
    }
    let rest = fixedText(fixed, except: [vary.name])
    return CurveFamily(
      title: "\(model): \(vary.name) from \(compactText(vary.values.first ?? 0)) to \(compactText(vary.values.last ?? 0))",
      subtitle: (rest.isEmpty ? "" : rest + "; ") + "◆ peak, ● settled (±\(compactText(settings.band * 100)) %)",
      times: times, curves: curves, values: vary.values, valueLabel: vary.name,
      yAxis: Axis(keyframes ? "value" : "progress"), peakTimes: peaks, settleTimes: settles,
      restBand: keyframes ? nil : (1, settings.band), frameRate: frameGrid ? settings.fps : nil, colormap: colormap)
  }

  /// `metrics` against one swept parameter, one Okabe–Ito series per metric (metrics should share
  /// a unit; the first metric's unit labels the axis).
  public static func metricSeries(
    model: String, fixed: [(name: String, value: String)], vary: SweptParameter, metrics: [Metric], settings: MetricSettings
  ) throws(CurveError) -> LineChart {
    var columns = Array(repeating: [Double](), count: metrics.count)
    for v in vary.values {
      let m = Metrics.measure(try curve(model, fixed, [(vary.name, v)]), reading: .continuous, settings: settings)
      for (i, metric) in metrics.enumerated() { columns[i].append(metric.value(in: m) ?? .nan) }
    }
    let series = metrics.enumerated().map { i, name in
      LineSeries(x: vary.values, y: columns[i], style: StrokeStyle(color: OkabeIto.color(i), width: 1.3, join: .round),
                 label: label(ofMetric: name), pointMarker: [MarkerShape.circle, .square, .diamond, .triangle][i % 4])
    }
    let unit = metrics.first.map(unit(ofMetric:)) ?? .none
    let ylabel = metrics.count == 1 ? label(ofMetric: metrics[0]) : "metric"
    return LineChart(
      title: "\(model): \(metrics.map(label(ofMetric:)).joined(separator: ", ")) against \(vary.name)",
      subtitle: fixedText(fixed, except: [vary.name]), xAxis: Axis(vary.name), yAxis: Axis(ylabel, unit: unit), series: series)
  }

  /// One metric over two swept parameters.
  public static func heatmap(
    model: String, fixed: [(name: String, value: String)], x: SweptParameter, y: SweptParameter, metric: Metric,
    contours: [Double], settings: MetricSettings, colormap: Colormap = .viridis
  ) throws(CurveError) -> Heatmap {
    var values: [[Double]] = []
    for yv in y.values {
      var row: [Double] = []
      for xv in x.values {
        let m = Metrics.measure(try curve(model, fixed, [(x.name, xv), (y.name, yv)]), reading: .continuous, settings: settings)
        row.append(metric.value(in: m) ?? .nan)
      }
      values.append(row)
    }
    let unit = unit(ofMetric: metric)
    let styles = [StrokeStyle(color: .black, width: 1, dash: [3, 2]), StrokeStyle(color: .black, width: 1), StrokeStyle(color: .white, width: 1)]
    return Heatmap(
      title: "\(model): \(label(ofMetric: metric)) over \(x.name) and \(y.name)", subtitle: fixedText(fixed, except: [x.name, y.name]),
      xAxis: Axis(x.name), yAxis: Axis(y.name), xValues: x.values, yValues: y.values, values: values, colormap: colormap,
      metricLabel: label(ofMetric: metric), metricUnit: unit,
      contours: contours.enumerated().map { i, level in
        Contour(level: level / unit.factor, label: "\(compactText(level)) \(unit.symbol)", style: styles[i % styles.count])
      })
  }

  /// Two metrics of every curve of a two-parameter grid against each other, Pareto front
  /// highlighted (lower is better on both), points labelled with their parameters on request.
  public static func scatter(
    model: String, fixed: [(name: String, value: String)], x: SweptParameter, y: SweptParameter,
    metrics: (x: Metric, y: Metric), labels: ScatterChart.LabelMode, settings: MetricSettings
  ) throws(CurveError) -> ScatterChart {
    var xs: [Double] = [], ys: [Double] = [], names: [String] = []
    for yv in y.values {
      for xv in x.values {
        let m = Metrics.measure(try curve(model, fixed, [(x.name, xv), (y.name, yv)]), reading: .continuous, settings: settings)
        xs.append(metrics.x.value(in: m) ?? .nan)
        ys.append(metrics.y.value(in: m) ?? .nan)
        names.append("\(x.name)=\(compactText(xv)) \(y.name)=\(compactText(yv))")
      }
    }
    return ScatterChart(
      title: "\(model): \(label(ofMetric: metrics.y)) against \(label(ofMetric: metrics.x))",
      subtitle: "\(xs.count) curves over \(x.name) × \(y.name)" + { let f = fixedText(fixed, except: [x.name, y.name]); return f.isEmpty ? "" : "; " + f }(),
      xAxis: Axis(label(ofMetric: metrics.x), unit: unit(ofMetric: metrics.x)),
      yAxis: Axis(label(ofMetric: metrics.y), unit: unit(ofMetric: metrics.y)),
      x: xs, y: ys, labels: names, labelMode: labels, pointRadius: xs.count > 400 ? 1.4 : 2.4)
  }

  /// A table of metrics, one row per value of `vary`.
  public static func table(
    model: String, fixed: [(name: String, value: String)], vary: SweptParameter, metrics: [Metric], settings: MetricSettings
  ) throws(CurveError) -> TableChart {
    var rows: [[String]] = []
    for v in vary.values {
      let m = Metrics.measure(try curve(model, fixed, [(vary.name, v)]), reading: .continuous, settings: settings)
      rows.append([compactText(v, significant: 4)] + metrics.map { metric in
        guard let value = metric.value(in: m), value.isFinite else { return "–" }
        return compactText(value * metric.unit.factor, significant: 4)
      })
    }
    let columns = [TableChart.Column(vary.name)] + metrics.map {
      TableChart.Column($0.title)
    }
    return TableChart(title: "\(model): metrics against \(vary.name)", columns: columns, rows: rows)
  }
}
