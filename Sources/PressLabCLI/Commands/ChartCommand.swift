import CurveAnalysis
import Curves
import Drawing
import Figures
import Plotting
import Presets
import TextFormats

/// `presslab chart KIND …`: one figure of a curve model swept over its parameters, or a
/// preset's filmstrip, to PDF or PNG.
enum ChartCommand: Command {
  static let name = "chart"
  static let abstract = "Draw one figure: curve family, heatmap, metric series, scatter, table, filmstrip"
  static let usage = """
    Usage: presslab chart family  MODEL name=value ... --vary NAME=RANGE [--frames]
                                  [--panels NAME=RANGE [--columns N]] -o FILE
           presslab chart metric  MODEL name=value ... --vary NAME=RANGE [--metric M1,M2] -o FILE
           presslab chart table   MODEL name=value ... --vary NAME=RANGE [--metric M1,M2] -o FILE
           presslab chart heatmap MODEL name=value ... --x NAME=RANGE --y NAME=RANGE
                                  [--metric M] [--contour L1,L2] -o FILE
           presslab chart scatter MODEL name=value ... --x NAME=RANGE --y NAME=RANGE
                                  [--metric MX,MY] [--labels front|all] -o FILE
           presslab chart filmstrip PRESET [PRESET2] [--release-at S[,S2]] [--repress-at S] [--tap X,Y]
                                  [--end S] [--interval S] [--onion] [--presets DIR] -o FILE

    MODEL and name=value are those of `presslab curve`. RANGE is START:STOP:COUNT (both ends
    included) or a list V1,V2,...; a swept name overrides a fixed one. Metrics are those of
    `presslab curve --json` (defaults: overshoot_pct for heatmaps and series; overshoot,
    peak, rise and settle times and the end jump for tables; overshoot_px,settle_time for
    scatters). Contour levels are in the metric's shown unit (ms, %, px). FILE ends in .pdf
    or .png.

    """
  static let operands = [
    Operand("KIND", "family, metric, table, heatmap, scatter or filmstrip"),
    Operand("MODEL", "a curve model of `presslab curve`, then its name=value parameters"),
    Operand("PRESET", "filmstrip: a preset of `presslab presets`; two presets are compared"),
  ]
  static let output = Option("-o", "--output", value: "FILE", help: "where to write (.pdf or .png)")
  static let size = Option("--size", value: "WxH", default: "842x595", help: "page size in points; the default is A4 landscape")
  static let window = Option(
    "--window", value: "S",
    help: "time scored and drawn (default 2; a family is cut to 1.25 × its latest settle or end time unless --window is given)")
  static let fps = Option("--fps", value: "N", default: NumberText.parameter(DisplaySettings.standard.fps), help: "frame rate of the frame grid")
  static let band = Option("--band", value: "B", default: NumberText.parameter(DisplaySettings.standard.band), help: "rest band as a fraction of the travel")
  static let vary = Option("--vary", value: "NAME=RANGE", help: "family, metric, table: the parameter each curve or row varies")
  static let x = Option("--x", value: "NAME=RANGE", help: "heatmap, scatter: the parameter across")
  static let y = Option("--y", value: "NAME=RANGE", help: "heatmap, scatter: the parameter up")
  static let metric = Option("--metric", value: "M1,M2", help: "the metrics shown (see above for each chart's)")
  static let contour = Option("--contour", value: "L1,L2", help: "heatmap: contour levels in the metric's shown unit")
  static let labels = Option("--labels", value: "front|all", help: "scatter: label the Pareto front's points or all")
  static let frames = Option("--frames", help: "tick the frame grid along the top of a curve family")
  static let panels = Option("--panels", value: "NAME=RANGE", help: "family: small multiples, one panel per value, shared axes")
  static let columns = Option("--columns", value: "N", default: "2", help: "panels per row")
  static let colormap = Option("--colormap", value: "NAME", default: "viridis", help: "viridis or cividis")
  static let onion = Option("--onion", help: "filmstrip: add an onion skin of every frame's outline")
  static let releaseAt = Option(
    "--release-at", value: "S[,S2]",
    help: "filmstrip: when the touch ends; two values (S,S2) with one preset compare the two releases")
  static let end = Option("--end", value: "S", help: "filmstrip: last frame time (default: 1.25 × when the animations end)")
  static let interval = Option(
    "--interval", value: "S", help: "filmstrip: time between frames (default: a multiple of 1/60 s, ≤ 8 frames)")
  static let options = [
    output, size, window, fps, band, vary, x, y, metric, contour, labels, frames, panels, columns, colormap, onion, releaseAt,
    PressCommand.repressAt, PressCommand.tap, end, interval, PresetsCommand.presetsOption,
  ]
  static let notes = """
    The work is bounded as a whole: curves × window × max(fps, 10000) must stay under 400 million
    samples, or the chart is refused (exit 64) before any is computed.

    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    var arguments = arguments
    guard let output = arguments.option(Self.output) else { throw CLIError.usage("-o FILE is required") }
    _ = try FigureOutput.format(of: output)
    let size = try FigureOutput.parseSize(arguments.option(Self.size))!
    let givenWindow = try arguments.number(Self.window)
    let window = givenWindow ?? 2
    let fps = try arguments.number(Self.fps)!
    let band = try arguments.number(Self.band)!
    let frames = arguments.flag(Self.frames)
    let onion = arguments.flag(Self.onion)
    let colormapName = arguments.option(Self.colormap)!
    guard let colormap = Colormap.named(colormapName) else { throw CLIError.usage("--colormap is viridis or cividis, got '\(colormapName)'") }
    guard window > 0, window <= 60 else { throw CLIError.usage("--window must be in (0, 60] seconds") }
    guard fps > 0, fps <= 1000 else { throw CLIError.usage("--fps must be in (0, 1000]") }
    guard band > 0, band < 1 else { throw CLIError.usage("--band must be in (0, 1)") }
    let settings = MetricSettings(band: band, fps: fps, window: window)

    let vary = try arguments.option(Self.vary).map { try parseRange($0, option: "--vary") }
    let panels = try arguments.option(Self.panels).map { try parseRange($0, option: "--panels") }
    let columns = try arguments.number(Self.columns)!
    guard columns >= 1, columns <= 8, columns == columns.rounded() else { throw CLIError.usage("--columns must be a whole number from 1 to 8") }
    let x = try arguments.option(Self.x).map { try parseRange($0, option: "--x") }
    let y = try arguments.option(Self.y).map { try parseRange($0, option: "--y") }
    let metricText = arguments.option(Self.metric)
    let metricNames = try metricText.map { try Arguments.list($0, option: "--metric").map(String.init) }
    let contours = try arguments.option(Self.contour).map { text in
      try Arguments.list(text, option: "--contour").map { word -> Double in
        guard let v = Double(word), v.isFinite else { throw CLIError.usage("--contour takes numbers, got '\(word)'") }
        return v
      }
    } ?? []
    let labelText = arguments.option(Self.labels)
    // Filmstrip options.
    let folder = arguments.option(PresetsCommand.presetsOption)!
    let releases = try arguments.option(Self.releaseAt).map { text in
      try Arguments.list(text, option: "--release-at").map { word -> Double in
        guard let v = Double(word), v.isFinite, v >= 0 else { throw CLIError.usage("--release-at takes seconds ≥ 0, got '\(word)'") }
        return v
      }
    } ?? []
    let repress = try arguments.number(PressCommand.repressAt)
    let tap = arguments.option(PressCommand.tap)
    let end = try arguments.number(Self.end), interval = try arguments.number(Self.interval)
    let words = try arguments.finish()
    guard let kind = words.first else { throw CLIError.usage("which chart? family, metric, table, heatmap, scatter or filmstrip") }

    if kind == "filmstrip" {
      let names = Array(words.dropFirst())
      // Two presets, or one preset with two releases: strips stacked on one time axis.
      guard (names.count == 1 && releases.count <= 2) || (names.count == 2 && releases.count <= 1) else {
        throw CLIError.usage("filmstrip takes one preset, two presets to compare, or one preset and --release-at A,B")
      }
      if let end, !(end > 0 && end <= 30) { throw CLIError.usage("--end must be in (0, 30] seconds") }
      if let interval, !(interval >= 1.0 / 240 && interval <= 5) { throw CLIError.usage("--interval must be in [1/240, 5] seconds") }
      let runs: [(name: String, release: Double?)] =
        names.count == 1 && releases.count == 2 ? releases.map { (names[0], $0) } : names.map { ($0, releases.first) }
      let strips = try runs.map { run in
        let t = try timeline(preset: run.name, folder: folder, release: run.release, repress: repress, tap: tap)
        let title = runs.count == 2 && names.count == 1 ? "\(run.name), release at \(compactText((t.release ?? 0) * 1000)) ms" : nil
        return Filmstrip(timeline: t, title: title, end: end, interval: interval, onionSkin: onion)
      }
      let chart: any Chart = strips.count == 1 ? strips[0] : FilmstripComparison(strips)
      try FigureOutput.write(chart, size: size, title: "Filmstrip: \(names.joined(separator: " vs "))", to: output)
      return ExitStatus.ok
    }

    guard words.count >= 2 else { throw CLIError.usage("\(kind) needs a curve model (see presslab curve --help)") }
    let model = words[1]
    let fixed = try words.dropFirst(2).map { word -> (name: String, value: String) in
      guard let eq = word.firstIndex(of: "="), eq != word.startIndex else { throw CLIError.usage("expected name=value, got '\(word)'") }
      return (String(word[..<eq]), String(word[word.index(after: eq)...]))
    }
    let metrics = try metricNames.map { names in
      try names.map { name in
        guard let metric = Metric(name: name) else {
          throw CLIError.usage("unknown metric '\(name)'; known: \(Metric.names.joined(separator: ", "))")
        }
        return metric
      }
    }
    let curveCount: Int
    switch kind {
    case "family", "metric", "table": curveCount = (vary?.values.count ?? 0) * (panels?.values.count ?? 1)
    case "heatmap", "scatter": curveCount = (x?.values.count ?? 0) * (y?.values.count ?? 0)
    default: curveCount = 0
    }
    try checkWork(curves: curveCount, settings: settings)
    let chart: any Chart
    do {
      switch kind {
      case "family":
        guard let vary else { throw CLIError.usage("family needs --vary NAME=RANGE") }
        if let panels {
          guard panels.values.count <= 16 else { throw CLIError.usage("at most 16 panels") }
          let charts: [any AxesChart] = try panels.values.map { v in
            var f = try CurveFigures.family(
              model: model, fixed: fixed.filter { $0.name != panels.name } + [(panels.name, String(v))], vary: vary,
              settings: settings, frameGrid: frames, colormap: colormap, fitWindow: givenWindow == nil)
            f.title = "\(panels.name) = \(compactText(v))"
            f.subtitle = ""
            return f.chart
          }
          chart = SmallMultiples(title: "\(model): \(vary.name) families by \(panels.name)", columns: Int(columns), panels: charts, shareX: true, shareY: true)
        } else {
          chart = try CurveFigures.family(model: model, fixed: fixed, vary: vary, settings: settings, frameGrid: frames, colormap: colormap,
                                          fitWindow: givenWindow == nil)
        }
      case "metric", "table":
        guard let vary else { throw CLIError.usage("\(kind) needs --vary NAME=RANGE") }
        if kind == "metric" {
          chart = try CurveFigures.metricSeries(model: model, fixed: fixed, vary: vary, metrics: metrics ?? [.overshootPct], settings: settings)
        } else {
          chart = try CurveFigures.table(model: model, fixed: fixed, vary: vary,
                                         metrics: metrics ?? [.overshootPct, .overshootPx, .peakTime, .riseTime, .settleTime, .endJumpPx], settings: settings)
        }
      case "heatmap", "scatter":
        guard let x, let y else { throw CLIError.usage("\(kind) needs --x NAME=RANGE and --y NAME=RANGE") }
        guard x.name != y.name else { throw CLIError.usage("--x and --y both vary '\(x.name)': give two different parameters") }
        guard x.values.count * y.values.count <= 40_000 else { throw CLIError.usage("at most 40000 grid points") }
        if kind == "heatmap" {
          guard (metrics?.count ?? 1) == 1 else { throw CLIError.usage("a heatmap shows one metric") }
          chart = try CurveFigures.heatmap(model: model, fixed: fixed, x: x, y: y, metric: metrics?.first ?? .overshootPct,
                                           contours: contours, settings: settings, colormap: colormap)
        } else {
          let pair = metrics ?? [.overshootPx, .settleTime]
          guard pair.count == 2 else { throw CLIError.usage("a scatter takes --metric MX,MY") }
          let mode: ScatterChart.LabelMode
          switch labelText {
          case nil: mode = .none
          case "front": mode = .front
          case "all": mode = .all
          default: throw CLIError.usage("--labels is front or all")
          }
          chart = try CurveFigures.scatter(model: model, fixed: fixed, x: x, y: y, metrics: (pair[0], pair[1]), labels: mode, settings: settings)
        }
      default:
        throw CLIError.usage("unknown chart '\(kind)'; known: family, metric, table, heatmap, scatter, filmstrip")
      }
    } catch let error as CurveError {
      throw CLIError.usage("\(model): \(error.parameter.map { "\($0): " } ?? "")\(error.message)")
    }
    try FigureOutput.write(chart, size: size, title: "\(kind): \(model)", to: output)
    return ExitStatus.ok
  }

  /// The most samples one chart computes in all: curves × window × the denser of the frame rate
  /// and the 10 kHz grid of the continuous metrics. Each value being within its own limit is not
  /// enough (2000 curves × 60 s at 1000 fps is over a billion samples).
  static let maxSamples = 400_000_000

  static func checkWork(curves: Int, settings: MetricSettings) throws {
    let samples = Double(curves) * settings.window * max(settings.fps, 10_000)
    guard samples > Double(maxSamples) else { return }
    throw CLIError.usage(
      "this chart would score \(curves) curves over \(compactText(settings.window)) s, about "
        + "\(Int((samples / 1e6).rounded())) million samples, above the limit of \(maxSamples / 1_000_000) million: "
        + "use fewer values, a shorter --window or a lower --fps")
  }

  /// `NAME=START:STOP:COUNT` or `NAME=V1,V2,...`.
  static func parseRange(_ text: String, option: String) throws -> SweptParameter {
    guard let eq = text.firstIndex(of: "="), eq != text.startIndex else {
      throw CLIError.usage("\(option) takes NAME=START:STOP:COUNT or NAME=V1,V2,..., got '\(text)'")
    }
    let name = String(text[..<eq]), body = text[text.index(after: eq)...]
    let parts = body.split(separator: ":")
    if parts.count == 3 {
      guard let a = Double(parts[0]), let b = Double(parts[1]), let n = Int(parts[2]), a.isFinite, b.isFinite, (1...2000).contains(n) else {
        throw CLIError.usage("\(option) \(text): START:STOP:COUNT needs two numbers and a count from 1 to 2000")
      }
      return SweptParameter(name: name, start: a, stop: b, count: n)
    }
    let values = try Arguments.list(body, option: option).map { Double($0) }
    guard !values.isEmpty, values.count <= 2000, values.allSatisfy({ $0?.isFinite == true }) else {
      throw CLIError.usage("\(option) \(text): expected START:STOP:COUNT or a list of numbers")
    }
    return SweptParameter(name: name, values: values.map { $0! })
  }

  /// Loads a preset and plays its press, as `presslab press` does.
  static func timeline(preset name: String, folder: String, release: Double?, repress: Double?, tap: String?) throws -> PressTimeline {
    let (presets, errors) = try PresetsCommand.loadLibrary(folder: folder)
    guard let preset = presets.first(where: { $0.name == name }) else {
      PresetsCommand.reportErrors(errors)
      if !errors.isEmpty { throw CLIError.data("preset '\(name)' did not load (errors above)") }
      throw CLIError.usage("unknown preset '\(name)' (presslab presets lists them)")
    }
    let tapPoint = try tap.map { try PressCommand.parseTap($0, look: preset.look) }
    let releaseTime = release ?? PressTimeline.defaultRelease(for: preset)
    if let repress {
      guard let releaseTime, repress > releaseTime else { throw CLIError.usage("--repress-at must come after the release") }
    }
    return PressTimeline(preset: preset, release: releaseTime, repress: repress, tap: tapPoint)
  }
}
