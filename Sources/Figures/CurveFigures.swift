import CurveAnalysis
import Curves
import Drawing
import Plotting
import Sweeps

/// Charts of one curve model swept over its parameters, scored with PressLab's metrics
/// (FACTS.md §9) by the sweep engine (`Sweep.table`, continuous reading), so a chart's numbers are
/// those `presslab sweep` writes for the same grid. Each builds a chart value; drawing is up to
/// the caller. (A family of curves is the sweep cell's own figure.)
public enum CurveFigures {
  /// The definition's grid scored for `metrics`, continuously, on `threads` threads.
  static func score(_ definition: SweepDefinition, _ metrics: [Metric], threads: Int) throws -> SweepTable {
    var scored = definition
    scored.reading = .continuous
    scored.metrics = metrics
    return try Sweep.table(scored, threads: threads)
  }

  /// The numbers of the varied parameter `name`, in grid order.
  static func values(_ definition: SweepDefinition, _ name: String) -> [Double] {
    definition.axes.first { $0.name == name }.map { $0.values.compactMap(\.number) } ?? []
  }

  /// `name=value` of every fixed parameter but `except`: what the chart holds.
  public static func fixedText(_ definition: SweepDefinition, except: [String]) -> String {
    definition.parameters.filter { !$0.isVaried && !except.contains($0.name) }
      .map { "\($0.name)=\($0.values.first?.readableText ?? "")" }.joined(separator: " ")
  }

  /// `metrics` against the one varied parameter `vary`, one Okabe–Ito series per metric (metrics
  /// should share a unit; the first metric's unit labels the axis).
  public static func metricSeries(_ definition: SweepDefinition, vary: String, metrics: [Metric], threads: Int) throws -> LineChart {
    let table = try score(definition, metrics, threads: threads)
    let xs = values(definition, vary), words = definition.visibility
    let series = metrics.enumerated().map { i, metric in
      LineSeries(x: xs, y: table.metrics.map { $0[i] ?? .nan }, style: StrokeStyle(color: OkabeIto.color(i), width: 1.3, join: .round),
                 label: words.label(metric), pointMarker: [MarkerShape.circle, .square, .diamond, .triangle][i % 4])
    }
    let unit = metrics.first.map { AxisUnit($0.unit) } ?? .none
    let ylabel = metrics.count == 1 ? words.label(metrics[0]) : "metric"
    return LineChart(
      title: "\(definition.model.rawValue): \(metrics.map(words.label).joined(separator: ", ")) against \(vary)",
      subtitle: fixedText(definition, except: [vary]), xAxis: Axis(vary), yAxis: Axis(ylabel, unit: unit), series: series)
  }

  /// One metric over two varied parameters: `y` the slower axis of the grid, `x` the faster.
  public static func heatmap(
    _ definition: SweepDefinition, x: String, y: String, metric: Metric, contours: [Double], colormap: Colormap = .viridis,
    threads: Int
  ) throws -> Heatmap {
    let table = try score(definition, [metric], threads: threads)
    let xs = values(definition, x), ys = values(definition, y)
    let values = (0..<ys.count).map { r in (0..<xs.count).map { c in table.metrics[r * xs.count + c][0] ?? .nan } }
    let unit = AxisUnit(metric.unit), label = definition.visibility.label(metric)
    let styles = [StrokeStyle(color: .black, width: 1, dash: [3, 2]), StrokeStyle(color: .black, width: 1), StrokeStyle(color: .white, width: 1)]
    return Heatmap(
      title: "\(definition.model.rawValue): \(label) over \(x) and \(y)", subtitle: fixedText(definition, except: [x, y]),
      xAxis: Axis(x), yAxis: Axis(y), xValues: xs, yValues: ys, values: values, colormap: colormap,
      metricLabel: label, metricUnit: unit,
      contours: contours.enumerated().map { i, level in
        Contour(level: level / unit.factor, label: "\(compactText(level)) \(unit.symbol)", style: styles[i % styles.count])
      })
  }

  /// Two metrics of every curve of a two-parameter grid against each other, Pareto front
  /// highlighted (lower is better on both), points labelled with their parameters on request.
  public static func scatter(
    _ definition: SweepDefinition, x: String, y: String, metrics: (x: Metric, y: Metric), labels: ScatterChart.LabelMode,
    threads: Int
  ) throws -> ScatterChart {
    let table = try score(definition, [metrics.x, metrics.y], threads: threads)
    let xi = table.parameterNames.firstIndex(of: x)!, yi = table.parameterNames.firstIndex(of: y)!
    let names = table.parameters.map { row in
      "\(x)=\(compactText(row[xi].number ?? .nan)) \(y)=\(compactText(row[yi].number ?? .nan))"
    }
    let fixed = fixedText(definition, except: [x, y]), words = definition.visibility
    return ScatterChart(
      title: "\(definition.model.rawValue): \(words.label(metrics.y)) against \(words.label(metrics.x))",
      subtitle: "\(names.count) curves over \(x) × \(y)" + (fixed.isEmpty ? "" : "; " + fixed),
      xAxis: Axis(words.label(metrics.x), unit: AxisUnit(metrics.x.unit)),
      yAxis: Axis(words.label(metrics.y), unit: AxisUnit(metrics.y.unit)),
      x: table.metrics.map { $0[0] ?? .nan }, y: table.metrics.map { $0[1] ?? .nan }, labels: names, labelMode: labels,
      pointRadius: names.count > 400 ? 1.4 : 2.4)
  }

  /// A table of metrics, one row per value of the varied parameter `vary`.
  public static func table(_ definition: SweepDefinition, vary: String, metrics: [Metric], threads: Int) throws -> TableChart {
    let table = try score(definition, metrics, threads: threads)
    let rows = zip(values(definition, vary), table.metrics).map { v, scores in
      [compactText(v, significant: 4)] + zip(metrics, scores).map { metric, value in
        guard let value, value.isFinite else { return "–" }
        return compactText(value * metric.unit.factor, significant: 4)
      }
    }
    let columns = [TableChart.Column(vary)] + metrics.map { TableChart.Column(definition.visibility.title($0)) }
    return TableChart(title: "\(definition.model.rawValue): metrics against \(vary)", columns: columns, rows: rows)
  }
}
