import Cells
import CurveAnalysis
import Curves
import Figures
import Foundation
import Plotting
import Sweeps

/// A parameter a chart varies, `NAME=START:STOP:COUNT` or `NAME=V1,V2,...` on the command line.
struct ChartRange {
  var name: String
  var values: [Double]

  /// `count` values from `start` to `stop`, both included.
  init(name: String, start: Double, stop: Double, count: Int) {
    self.name = name
    values = count < 2 ? [start] : (0..<count).map { $0 == count - 1 ? stop : start + Double($0) * (stop - start) / Double(count - 1) }
  }

  init(name: String, values: [Double]) {
    self.name = name
    self.values = values
  }

  var sweepValues: [SweepValue] { values.map { .number($0) } }
}

/// What a curve chart (family, metric, table, heatmap, scatter) varies and shows.
struct CurveChartRequest {
  var vary: ChartRange?
  var panels: ChartRange?
  var columns: Int
  var x: ChartRange?
  var y: ChartRange?
  var metrics: [Metric]?
  var contours: [Double]
  var labels: ScatterChart.LabelMode

  /// The grid a chart of `kind` varies, in the sweep's order (first slowest): a heatmap's rows
  /// are `y`, its columns `x`.
  func axes(_ kind: String) throws -> [ChartRange] {
    switch kind {
    case "family", "metric", "table":
      guard let vary else { throw CLIError.usage("\(kind) needs --vary NAME=RANGE") }
      if kind == "family", let panels {
        guard panels.values.count <= 16 else { throw CLIError.usage("at most 16 panels") }
        guard panels.name != vary.name else { throw CLIError.usage("--vary and --panels both vary '\(vary.name)'") }
        return [panels, vary]
      }
      return [vary]
    case "heatmap", "scatter":
      guard let x, let y else { throw CLIError.usage("\(kind) needs --x NAME=RANGE and --y NAME=RANGE") }
      guard x.name != y.name else { throw CLIError.usage("--x and --y both vary '\(x.name)': give two different parameters") }
      guard x.values.count * y.values.count <= 40_000 else { throw CLIError.usage("at most 40000 grid points") }
      return [y, x]
    default:
      throw CLIError.usage("unknown chart '\(kind)'; known: family, metric, table, heatmap, scatter, filmstrip")
    }
  }

  /// The sweep definition of a chart: `words` are MODEL and its `name=value` parameters, held
  /// fixed (a varied name overrides a fixed one), then the chart's axes, varied.
  static func definition(_ words: [String], axes: [ChartRange], settings: ChartSettings) throws -> SweepDefinition {
    guard let name = words.first else { throw CLIError.usage("a chart needs a curve model (see presslab curve --help)") }
    guard let model = CurveModel(rawValue: name) else {
      throw CLIError.usage("unknown model '\(name)' (models: \(CurveModel.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    var parameters: [(name: String, values: [SweepValue], varied: Bool)] = []
    for word in words.dropFirst() {
      guard let eq = word.firstIndex(of: "="), eq != word.startIndex else { throw CLIError.usage("expected name=value, got '\(word)'") }
      let key = String(word[..<eq]), text = String(word[word.index(after: eq)...])
      guard !axes.contains(where: { $0.name == key }) else { continue }
      // A number is written to the curve's typed field; a word (a curve name, a list) is read as `presslab curve` reads it.
      let value: SweepValue = Double(text).map { $0.isFinite ? .number($0) : .text(text) } ?? .text(text)
      parameters.append((key, [value], false))
    }
    parameters += axes.map { ($0.name, $0.sweepValues, true) }
    do {
      var definition = try SweepDefinition(model: model, parameters: parameters, file: "presslab chart")
      definition.fps = settings.fps
      definition.window = settings.window
      definition.band = settings.band
      return definition
    } catch {
      throw usage(error, model: name)
    }
  }

  /// A sweep's error on the command line: the model, the parameter and why.
  static func usage(_ error: SweepError, model: String) -> CLIError {
    let field = error.field.map { ($0.hasPrefix("parameters.") ? String($0.dropFirst("parameters.".count)) : $0) + ": " } ?? ""
    return CLIError.usage("\(model): \(field)\(error.message)")
  }

  /// The chart of `kind` over the definition's grid.
  func chart(_ kind: String, _ definition: SweepDefinition, settings: ChartSettings) throws -> any Chart {
    let threads = max(1, ProcessInfo.processInfo.activeProcessorCount)
    do {
      switch kind {
      case "family": return try family(definition, settings: settings)
      case "metric": return try CurveFigures.metricSeries(definition, vary: vary!.name, metrics: metrics ?? [.overshootPct], threads: threads)
      case "table":
        let shown = metrics ?? [.overshootPct, .overshootPx, .peakTime, .riseTime, .settleTime, .endJumpPx]
        return try CurveFigures.table(definition, vary: vary!.name, metrics: shown, threads: threads)
      case "heatmap":
        guard (metrics?.count ?? 1) == 1 else { throw CLIError.usage("a heatmap shows one metric") }
        return try CurveFigures.heatmap(
          definition, x: x!.name, y: y!.name, metric: metrics?.first ?? .overshootPct, contours: contours, colormap: settings.colormap,
          threads: threads)
      default:
        let pair = metrics ?? [.overshootPx, .settleTime]
        guard pair.count == 2 else { throw CLIError.usage("a scatter takes --metric MX,MY") }
        return try CurveFigures.scatter(definition, x: x!.name, y: y!.name, metrics: (pair[0], pair[1]), labels: labels, threads: threads)
      }
    } catch let error as SweepError {
      throw Self.usage(error, model: definition.model.rawValue)
    }
  }

  /// The sweep cell's family figure, one per panel value with --panels: the same curves, samples
  /// and marks as a notebook's `family:` over the same grid.
  func family(_ definition: SweepDefinition, settings: ChartSettings) throws -> any Chart {
    let vary = vary!
    func figure(at held: [String: SweepValue]) throws -> CurveFamily {
      let drawn = SweepFamilyFigure.family(of: vary.name, definition: definition, at: held)
      guard var family = drawn.family else {
        throw CLIError.usage("no curve of the family could be made: " + drawn.dropped.joined(separator: "; "))
      }
      for value in drawn.dropped { Console.error("presslab chart: warning: left out \(value)\n") }
      family.title = "\(definition.model.rawValue): \(vary.name) from \(compactText(vary.values.first ?? 0)) to \(compactText(vary.values.last ?? 0))"
      family.subtitle = drawn.caption
      family.frameRate = settings.frames ? definition.fps : nil
      family.colormap = settings.colormap
      if let caveat = drawn.caveat { Console.error("presslab chart: note: \(caveat.replacing("\n", with: " "))\n") }
      return family
    }
    guard let panels else { return try figure(at: [:]) }
    let charts: [any AxesChart] = try panels.values.map { v in
      var f = try figure(at: [panels.name: .number(v)])
      f.title = "\(panels.name) = \(compactText(v))"
      f.subtitle = ""
      return f.chart
    }
    return SmallMultiples(
      title: "\(definition.model.rawValue): \(vary.name) families by \(panels.name)", columns: columns, panels: charts, shareX: true,
      shareY: true)
  }
}
