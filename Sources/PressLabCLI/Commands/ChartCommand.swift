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
    default: "2",
    help: "time scored; a family is drawn until its slowest curve has ended and settled, and 50 ms more, as a notebook's")
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
    let settings = try ChartSettings(&arguments)
    let request = try curveRequest(&arguments)
    let strip = try FilmstripRequest(&arguments)
    let words = try arguments.finish()
    guard let kind = words.first else { throw CLIError.usage("which chart? family, metric, table, heatmap, scatter or filmstrip") }
    if kind == "filmstrip" {
      let names = Array(words.dropFirst())
      try FigureOutput.write(try strip.chart(names), size: size, title: "Filmstrip: \(names.joined(separator: " vs "))", to: output)
      return ExitStatus.ok
    }
    let axes = try request.axes(kind)
    guard words.count >= 2 else { throw CLIError.usage("\(kind) needs a curve model (see presslab curve --help)") }
    try checkWork(curves: axes.reduce(1) { $0 * $1.values.count }, settings: settings)
    let definition = try CurveChartRequest.definition(Array(words.dropFirst()), axes: axes, settings: settings)
    try FigureOutput.write(try request.chart(kind, definition, settings: settings), size: size, title: "\(kind): \(words[1])", to: output)
    return ExitStatus.ok
  }

  /// The curve chart options: what varies and what is shown.
  static func curveRequest(_ arguments: inout Arguments) throws -> CurveChartRequest {
    let columns = try arguments.number(Self.columns)!
    guard columns >= 1, columns <= 8, columns == columns.rounded() else { throw CLIError.usage("--columns must be a whole number from 1 to 8") }
    let metrics = try arguments.option(Self.metric).map { text in
      try Arguments.list(text, option: "--metric").map { name in
        guard let metric = Metric(name: String(name)) else {
          throw CLIError.usage("unknown metric '\(name)'; known: \(Metric.names.joined(separator: ", "))")
        }
        return metric
      }
    }
    let contours = try arguments.option(Self.contour).map { text in
      try Arguments.list(text, option: "--contour").map { word -> Double in
        guard let v = Double(word), v.isFinite else { throw CLIError.usage("--contour takes numbers, got '\(word)'") }
        return v
      }
    } ?? []
    let labels: ScatterChart.LabelMode
    switch arguments.option(Self.labels) {
    case nil: labels = .none
    case "front": labels = .front
    case "all": labels = .all
    default: throw CLIError.usage("--labels is front or all")
    }
    func range(_ option: Option) throws -> ChartRange? { try arguments.option(option).map { try parseRange($0, option: option.name) } }
    return CurveChartRequest(
      vary: try range(Self.vary), panels: try range(Self.panels), columns: Int(columns), x: try range(Self.x), y: try range(Self.y),
      metrics: metrics, contours: contours, labels: labels)
  }

  /// The most samples one chart computes in all: curves × window × the denser of the frame rate
  /// and the 10 kHz grid of the continuous metrics. Each value being within its own limit is not
  /// enough (2000 curves × 60 s at 1000 fps is over a billion samples).
  static let maxSamples = 400_000_000

  static func checkWork(curves: Int, settings: ChartSettings) throws {
    let samples = Double(curves) * settings.window * max(settings.fps, 10_000)
    guard samples > Double(maxSamples) else { return }
    throw CLIError.usage(
      "this chart would score \(curves) curves over \(compactText(settings.window)) s, about "
        + "\(Int((samples / 1e6).rounded())) million samples, above the limit of \(maxSamples / 1_000_000) million: "
        + "use fewer values, a shorter --window or a lower --fps")
  }

  /// `NAME=START:STOP:COUNT` or `NAME=V1,V2,...`.
  static func parseRange(_ text: String, option: String) throws -> ChartRange {
    guard let eq = text.firstIndex(of: "="), eq != text.startIndex else {
      throw CLIError.usage("\(option) takes NAME=START:STOP:COUNT or NAME=V1,V2,..., got '\(text)'")
    }
    let name = String(text[..<eq]), body = text[text.index(after: eq)...]
    let parts = body.split(separator: ":")
    if parts.count == 3 {
      guard let a = Double(parts[0]), let b = Double(parts[1]), let n = Int(parts[2]), a.isFinite, b.isFinite, (1...2000).contains(n) else {
        throw CLIError.usage("\(option) \(text): START:STOP:COUNT needs two numbers and a count from 1 to 2000")
      }
      return ChartRange(name: name, start: a, stop: b, count: n)
    }
    let values = try Arguments.list(body, option: option).map { Double($0) }
    guard !values.isEmpty, values.count <= 2000, values.allSatisfy({ $0?.isFinite == true }) else {
      throw CLIError.usage("\(option) \(text): expected START:STOP:COUNT or a list of numbers")
    }
    return ChartRange(name: name, values: values.map { $0! })
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

/// The settings every curve chart shares: the scoring window, frame rate and rest band, and how
/// a family is drawn.
struct ChartSettings {
  var window: Double
  var fps: Double
  var band: Double
  var frames: Bool
  var colormap: Colormap

  init(_ arguments: inout Arguments) throws {
    window = try arguments.number(ChartCommand.window)!
    fps = try arguments.number(ChartCommand.fps)!
    band = try arguments.number(ChartCommand.band)!
    frames = arguments.flag(ChartCommand.frames)
    let name = arguments.option(ChartCommand.colormap)!
    guard let colormap = Colormap.named(name) else { throw CLIError.usage("--colormap is viridis or cividis, got '\(name)'") }
    self.colormap = colormap
    guard window > 0, window <= 60 else { throw CLIError.usage("--window must be in (0, 60] seconds") }
    guard fps > 0, fps <= 1000 else { throw CLIError.usage("--fps must be in (0, 1000]") }
    guard band > 0, band < 1 else { throw CLIError.usage("--band must be in (0, 1)") }
  }
}
