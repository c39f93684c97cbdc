import Curves
import Drawing
import NotebookFormat
import Plotting
import Presets

/// `filmstrip` cells: a preset's button frame by frame through press and release, or several
/// presets stacked and aligned in time.
struct FilmstripRunner: CellRunner {
  static let commonKeys: [CellSchema.Key] = [
    .init("release_at", "seconds after touch-down the finger lifts (default: when the press ends)"),
    .init("window", "last frame time, up to 10 s (default: long enough for both phases)"),
    .init("frames", "frames per strip, 2 to 24 (default: about eight)"),
    .init("caption", "the figure's caption"),
  ]
  static let schema = CellSchema(
    kind: "filmstrip",
    forms: [
      .init(selector: "preset", keys: [.init("preset", "one preset's name")] + commonKeys),
      .init(selector: "presets", keys: [.init("presets", "presets' names, stacked on one time line")] + commonKeys),
    ])

  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    let presets: [Preset]
    if let one = cell.string("preset") {
      presets = [try PresetAccess.preset(one, in: context, cell: cell, key: "preset")]
    } else {
      presets = try PresetAccess.presets(cell, context: context)
    }
    let release = try cell.number("release_at")
    if let release, release < 0 { throw CellError("'release_at' must be ≥ 0 s", at: cell.location(of: "release_at")) }
    let window = try cell.number("window")
    if let window, window <= 0 || window > 10 { throw CellError("'window' must be between 0 and 10 s", at: cell.location(of: "window")) }
    let frames = try cell.number("frames")
    if let frames, frames < 2 || frames > 24 { throw CellError("'frames' must be between 2 and 24", at: cell.location(of: "frames")) }
    var output = CellOutput()
    output.items = Filmstrips.items(
      presets.map { ($0.name, $0) }, id: "\(cell.id)-filmstrip", release: release, window: window, frames: frames.map { Int($0) },
      caption: cell.string("caption"))
    return output
  }
}

/// Filmstrip figures of presets, aligned in time when there are several.
enum Filmstrips {
  static func items(
    _ presets: [(label: String, preset: Preset)], id: String, release: Double? = nil, window: Double? = nil, frames: Int? = nil,
    caption: String? = nil, subtitles: [String]? = nil
  ) -> [ReportItem] {
    guard !presets.isEmpty else { return [] }
    let timelines = presets.map { PressTimeline(preset: $0.preset, release: release ?? PressTimeline.defaultRelease(for: $0.preset)) }
    let end = window ?? timelines.map { min($0.defaultWindow, max(0.6, 1.25 * $0.lastAnimationEnd)) }.max() ?? 1
    let interval = frames.map { end / Double($0 - 1) } ?? Filmstrip.defaultInterval(span: end)
    var strips = zip(presets, timelines).map { item, timeline in
      Filmstrip(timeline: timeline, title: item.label, end: end, interval: interval)
    }
    for (i, subtitle) in (subtitles ?? []).enumerated() where i < strips.count { strips[i].subtitle = subtitle }
    var notes: [String] = []
    for p in presets {
      for n in p.preset.uncertain.map(PresetAccess.plainNote) where !notes.contains(n) { notes.append(n) }
    }
    let names = presets.map(\.label)
    let text = caption
      ?? (names.count == 1
        ? "\(names[0]) frame by frame, every \(MetricText.ms(interval)): touch-down at 0, release at \(timelines[0].release.map { MetricText.ms($0) } ?? "— (no release)"). The curves below the frames drive them."
        : "\(names.joined(separator: ", ")) frame by frame on one time line, every \(MetricText.ms(interval)).")
    let drawing: any FigureDrawing =
      strips.count == 1
      ? ChartFigure(chart: strips[0], aspectRatio: 1.55)
      : ChartFigure(chart: FilmstripComparison(strips), aspectRatio: 1.55 / Double(strips.count) * 1.15)
    return [.figure(FigureItem(id: id, caption: text, caveat: notes.isEmpty ? nil : notes.joined(separator: "\n"), drawing: drawing))]
  }

  /// The preset with its release movement on `curve` instead: what the recommendation would look like.
  static func replacingRelease(_ preset: Preset, group name: String? = nil, with curve: Curve) -> Preset? {
    var p = preset
    guard let phase = PresetAccess.phaseNamed(preset, "release"), let group = name ?? PresetAccess.mainGroup(preset, phase: "release")?.name,
      let pi = p.phases.firstIndex(where: { $0.name == phase.name }),
      let gi = p.phases[pi].animations.firstIndex(where: { $0.name == group })
    else { return nil }
    p.phases[pi].animations[gi].curve = curve
    p.phases[pi].animations[gi].curveModel = curve.model.rawValue
    p.phases[pi].animations[gi].curveParameters = curve.parameters
    return p
  }
}
