import CurveAnalysis
import Curves
import Drawing
import Execution
import NotebookFormat
import Plotting
import Presets
import Recommendation
import ReportModel
import TextFormats
import YAMLValues

/// `curve` cells: one or several curves overlaid, with their metrics; or a preset's press and
/// release (`preset:`), every animated property over time.
struct CurveRunner: CellRunner {
  static let curvesKeys: [CellSchema.Key] = [
    .init("curves", "the curves: a list of {label:, model:, parameter: value…}"),
    .init("fps", "frame rate of the frames reading, 1 to 10000 (default: the notebook's fps)"),
    .init("reading", "frames (default) or continuous: score the frames, or the curve itself"),
    .init("window", "seconds shown and scored (default: long enough for every curve)"),
    .init("travel", "points the value moves on screen, for the pixel metrics (default: a 40th of the notebook's button_width, 5)"),
    .init("title", "the chart's title"),
    .init("caption", "the figure's caption (default: what was read and how)"),
  ]
  /// Why the curve-reading keys mean nothing for a preset: its button fixes them.
  static let presetRejects = [
    "fps": "a preset's frames are read at the notebook's fps parameter, as its sweeps are",
    "reading": "a preset's metrics are read from its frames at the notebook's fps parameter",
    "travel": "a preset's travel comes from its own button (size and press scale)",
  ]

  static let schema = CellSchema(
    kind: "curve",
    forms: [
      .init(selector: "curves", keys: curvesKeys),
      .init(
        selector: "preset",
        keys: [
          .init("preset", "a preset's name: its press and release, every animated property"),
          .init("phase", "press or release: the metrics table shows only that phase (default both)"),
          .init("window", "seconds after touch-down the chart shows (default: both phases settled)"),
          .init("title", "the chart's title"),
          .init("caption", "the figure's caption"),
        ], rejected: presetRejects),
    ])

  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    if cell.options?["curves"] == nil, let name = cell.string("preset") {
      return try presetCurves(PresetAccess.preset(name, in: context, cell: cell, key: "preset"), cell: cell, display: context.display())
    }
    return try Self.curves(cell, display: context.display())
  }

  /// The `curves:` form; `show` (of a compare cell) picks the chart, the table or both; `display`
  /// is the notebook's, its frame rate and travel read unless the cell sets its own.
  static func curves(_ cell: Cell, show: [String] = ["curves", "metrics"], display: DisplaySettings) throws(CellError) -> CellOutput {
    guard let list = cell.options?["curves"] else {
      throw CellError("a \(cell.kindName) cell needs 'curves': a list of {model: …, parameters…}", at: cell.location)
    }
    guard let items = list.items, !items.isEmpty else {
      throw CellError("'curves' must be a list of curves", at: cell.location(ofValue: list))
    }
    var curves: [(label: String, curve: Curve)] = []
    for item in items { curves.append(try CurveCells.make(item, in: cell)) }
    let settings = try CurveCells.settings(cell, curves: curves.map(\.curve), display: display)
    let reading = try CurveCells.reading(cell)
    let measured = curves.map { ($0.label, $0.curve, Metrics.measure($0.curve, reading: reading, settings: settings)) }

    var output = CellOutput()
    let title = cell.string("title") ?? "Curves"
    if show.contains("curves") {
      let chart = CurvePlot.chart(curves, window: settings.window, band: settings.band, title: title, fps: settings.fps)
      output.items.append(
        .figure(
          FigureItem(
            id: "\(cell.id)-curves", caption: cell.string("caption") ?? CurvePlot.caption(measured.map(\.0), reading: reading, settings: settings),
            caveat: CurveCells.caveat(measured.map { ($0.1, $0.2) }, display.visibility),
            drawing: ChartFigure(chart: chart, aspectRatio: 1.9))))
    }
    if show.contains("metrics") {
      output.items.append(
        .table(
          TableItem(
            header: ["Curve"] + MetricText.header(display.visibility), rows: measured.map { [$0.0] + MetricText.row($0.2, display.visibility) })))
    }
    output.metrics = .object(measured.map { ($0.0, $0.2.json()) })
    return output
  }
}

extension CurveRunner {
  /// A preset's press and release: every animated property over time, and their metrics.
  func presetCurves(_ preset: Preset, cell: Cell, display: DisplaySettings) throws(CellError) -> CellOutput {
    var output = CellOutput()
    let phase = cell.string("phase")
    if let phase, !["press", "release"].contains(phase) {
      throw CellError("'phase' must be press or release", at: cell.location(of: "phase"))
    }
    let window = try cell.number("window")
    if let window, window <= 0 || window > 60 { throw CellError("'window' must be between 0 and 60 s", at: cell.location(of: "window")) }
    let plot = PresetCurves.depthChart(preset, title: cell.string("title") ?? "\(preset.buttonName): press and release", window: window)
    let groups = preset.phases.flatMap(\.animations)
    let springNote = CurveCells.caveat(groups.map { ($0.curve, Metrics.measure($0.curve, reading: .continuous, settings: MetricSettings(display, window: $0.curve.defaultWindow))) }, display.visibility)
    let notes = (springNote.map { [$0] } ?? []) + preset.uncertain.map(PresetAccess.plainNote)
    let release = PresetCurves.timeline(preset).release
    output.items.append(
      .figure(
        FigureItem(
          id: "\(cell.id)-timeline",
          caption: cell.string("caption")
            ?? "\(preset.buttonName) (\(Self.about(preset))). Touch-down at 0\(release.map { ", release at \(MetricText.ms($0))" } ?? ", no release"); each property as press depth: 0 at rest, 1 fully pressed.",
          caveat: notes.isEmpty ? nil : notes.joined(separator: "\n"), drawing: ChartFigure(chart: plot.chart, aspectRatio: 2.0))))
    let metrics = PresetCurves.metricRows(preset, phases: phase.map { [$0] } ?? ["press", "release"], display: display)
    output.items.append(.table(TableItem(header: PresetCurves.metricHeader, rows: metrics.rows, alignments: [.left, .left, .left, .right, .right, .right, .right])))
    output.metrics = .object(metrics.json.map { name, press, release in
      var fields: [(String, JSONValue)] = []
      if phase != "release" { fields.append(("press", press.json())) }
      if phase != "press" { fields.append(("release", release.map { $0.json() } ?? .null)) }
      return (name, .object(fields))
    })
    output.summaries = [PresetSummary(preset: preset.name, name: preset.buttonName, current: preset.group(for: .release).map(PresetAccess.curveText) ?? "no release", recommended: nil)]
    output.curveDetails = PresetAccess.details(preset)
    return output
  }

  /// The description without the button's name it may open with ("OurCustomButton - 0.95 …").
  static func about(_ preset: Preset) -> String {
    let lead = preset.buttonName + " - "
    return preset.description.hasPrefix(lead) ? String(preset.description.dropFirst(lead.count)) : preset.description
  }
}

/// Reading curve specifications out of cell YAML.
enum CurveCells {
  /// `{label:, model:, name: value…}` → a curve. Errors point at the offending key.
  static func make(_ item: YAMLValue, in cell: Cell, defaultLabel: String? = nil) throws(CellError) -> (label: String, curve: Curve) {
    guard let pairs = item.pairs else {
      throw CellError("each curve must be a mapping like {model: spring, duration: 0.4}", at: cell.location(ofValue: item))
    }
    var label: String?
    var model: String?
    var parameters: [(name: String, value: String)] = []
    var keyPlaces: [String: YAMLLocation] = [:]
    for pair in pairs {
      keyPlaces[pair.key.text] = pair.key.location
      guard let text = pair.value.string else {
        throw CellError("'\(pair.key.text)' must be a single value", at: cell.location(ofValue: pair.value))
      }
      switch pair.key.text {
      case "label": label = text
      case "model": model = text
      default: parameters.append((pair.key.text, text))
      }
    }
    guard let model else { throw CellError("a curve needs 'model:' (one of: \(CurveModel.allCases.map(\.rawValue).joined(separator: ", ")))", at: cell.location(ofValue: item)) }
    do {
      let curve = try Curve.make(model: model, parameters: parameters)
      let name = label ?? defaultLabel ?? ([model] + parameters.map { "\($0.name) \($0.value)" }).joined(separator: " ")
      return (name, curve)
    } catch {
      let place = error.parameter.flatMap { keyPlaces[$0] } ?? keyPlaces["model"] ?? item.location
      throw CellError(error.description, at: cell.place(place))
    }
  }

  static func settings(_ cell: Cell, curves: [Curve], display: DisplaySettings) throws(CellError) -> MetricSettings {
    let fps = try cell.number("fps") ?? display.fps
    let limits = DisplaySettings.fpsLimits
    guard limits.contains(fps) else {
      throw CellError("'fps' must be between \(Int(limits.lowerBound)) and \(Int(limits.upperBound))", at: cell.location(of: "fps"))
    }
    let window = try cell.number("window") ?? (curves.map(\.defaultWindow).max() ?? 2)
    guard window > 0, window <= 60 else { throw CellError("'window' must be between 0 and 60 s", at: cell.location(of: "window")) }
    let travel = try cell.number("travel") ?? display.travelPoints
    guard travel > 0 else { throw CellError("'travel' must be > 0 points", at: cell.location(of: "travel")) }
    var settings = MetricSettings(display, travelPoints: travel, window: window)
    settings.fps = fps
    return settings
  }

  static func reading(_ cell: Cell) throws(CellError) -> Reading {
    guard let text = cell.string("reading") else { return .frames }
    guard let reading = Reading(rawValue: text) else {
      throw CellError("'reading' must be frames or continuous", at: cell.location(of: "reading"))
    }
    return reading
  }

  /// One short line when a curve rests on something FACTS.md marks uncertain.
  static func caveat(_ curves: [(Curve, CurveMetrics)], _ visibility: Visibility) -> String? {
    var notes: [String] = []
    if curves.contains(where: { $0.0.model == .uikitSpring && visibility.isVisible(pixels: $0.1.endJumpPx) }) {
      notes.append(
        "UIKit stops this spring while it still swings and jumps to the end; that follows from Apple's decompiled solver but has not been checked on a device (FACTS.md §1).")
    }
    if curves.contains(where: { c in c.0.isKeyframes && c.0.parameters.contains { $0.name == "mode" && $0.value.hasPrefix("cubic") } }) {
      notes.append("How Core Animation bends the first and last cubic keyframe segments is not public; those ends are an estimate (FACTS.md §5).")
    }
    return notes.isEmpty ? nil : notes.joined(separator: "\n")
  }
}

/// Line charts of curves against time.
enum CurvePlot {
  /// Long enough to see a curve end and settle, and no longer: 1.5 × the later of its end and its
  /// settle time, at least 0.5 s.
  static func window(for curve: Curve) -> Double {
    let settle = Metrics.measure(curve, reading: .continuous, settings: MetricSettings(window: curve.defaultWindow)).settleTime
    let end = max(curve.endTime ?? 0, settle ?? curve.defaultWindow)
    return min(curve.defaultWindow, max(0.5, 1.5 * end))
  }

  static func samples(_ curve: Curve, window: Double, count: Int = 480) -> (t: [Double], x: [Double]) {
    var ts: [Double] = []
    var xs: [Double] = []
    // Sample densely, and on both sides of every jump so snaps draw as vertical steps.
    var times = (0...count).map { window * Double($0) / Double(count) }
    for j in curve.jumpTimes where j > 0 && j < window { times += [j - 1e-9, j] }
    times.sort()
    for t in times {
      ts.append(t)
      xs.append(curve.value(at: t))
    }
    return (ts, xs)
  }

  /// `colors` by curve (a role's: now, pick, a button's); curves with no role take the
  /// palette's other colours in turn, never now's or pick's.
  static func chart(_ curves: [(label: String, curve: Curve)], window: Double, band: Double, title: String, fps: Double?, colors: [Color] = []) -> LineChart {
    let keyframes = curves.contains { $0.curve.isKeyframes }
    let series = curves.enumerated().map { i, c -> LineSeries in
      let s = samples(c.curve, window: window)
      return LineSeries(x: s.t, y: s.x, style: StrokeStyle(color: i < colors.count ? colors[i] : RolePalette.button(i), width: 1.6), label: c.label)
    }
    return LineChart(
      title: title, xAxis: Axis("time", unit: .milliseconds, low: 0, high: window),
      yAxis: Axis(keyframes ? "value" : "progress"), series: series,
      bands: keyframes ? [] : [Band(low: 1 - band, high: 1 + band, color: Color(hex: 0x999999, alpha: 0.18), label: "rest band ±\(Int(band * 100))%")])
  }

  static func caption(_ labels: [String], reading: Reading, settings: MetricSettings) -> String {
    let what = labels.count == 1 ? labels[0] : labels.count == 2 ? "\(labels[0]) and \(labels[1])" : "\(labels.count) curves"
    return "\(what): progress against time. Metrics below are read \(reading == .frames ? "at \(Int(settings.fps)) Hz frames" : "from the continuous curve"), \(Int(settings.travelPoints)) pt of travel on a \(Int(settings.screenScale))× screen."
  }
}
