import CurveAnalysis
import Curves
import Drawing
import Execution
import NotebookFormat
import Plotting
import Presets
import Recommendation
import ReportModel

/// `filmstrip` cells: a preset's button frame by frame through press and release, or several
/// presets stacked and aligned in time.
struct FilmstripRunner: CellRunner {
  static let commonKeys: [CellSchema.Key] = [
    .init("release_at", "seconds after touch-down the finger lifts (default: when the press ends)"),
    .init("window", "last frame time, up to 10 s (default: long enough for both phases)"),
    .init("frames", "frames per strip, 2 to 24 (default: up to ten, at the moments that matter)"),
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
      presets.map { ($0.buttonName, $0) }, id: "\(cell.id)-filmstrip", display: try context.display(), release: release, window: window, frames: frames.map { Int($0) },
      caption: cell.string("caption"), notebook: context.notebook)
    output.curveDetails = presets.flatMap(PresetAccess.details)
    return output
  }
}

/// Filmstrip figures of presets: one hero strip per button, frames at the moments that matter.
enum Filmstrips {
  static func items(
    _ presets: [(label: String, preset: Preset)], id: String, display: DisplaySettings, release: Double? = nil, window: Double? = nil, frames: Int? = nil,
    caption: String? = nil, notebook: Notebook? = nil
  ) -> [ReportItem] {
    presets.enumerated().map { n, item in
      let timeline = PressTimeline(preset: item.preset, release: release ?? PressTimeline.defaultRelease(for: item.preset))
      let strip = HeroStrip(
        title: item.label, rows: [.init(label: "", short: item.label, timeline: timeline)], end: window, limit: frames ?? 10, fps: display.fps,
        visibility: display.visibility)
      let releaseText = timeline.release.map { MetricText.ms($0) } ?? "— (no release)"
      let text = caption ?? "\(item.label) at the moments that matter\(strip.motion == nil ? "" : ", its position over time below"). " + timesRule(timeline, fps: display.fps)
      var figure = FigureItem(
        id: presets.count == 1 ? id : "\(id)-\(n + 1)", caption: text, caveat: notes([item.preset]),
        drawing: ChartFigure(chart: strip, aspectRatio: strip.aspectRatio))
      figure.playable = [PlayableButton(label: item.label, preset: item.preset, curve: releaseText == "— (no release)" ? "" : releaseCurve(item.preset, notebook: notebook))]
      return .figure(figure)
    }
  }

  /// Now and the recommendation on the same frames and scale, differences called out; the
  /// named options ride along for the HTML twin.
  static func comparison(
    now: PlayableButton, recommended: PlayableButton, options: [PlayableButton], id: String, fps: Double, visibility: Visibility, caption: String
  ) -> ReportItem {
    let rows = zip([now, recommended], ["now", "recommended"]).map { b, short in
      HeroStrip.Row(
        label: "\(b.label): \(b.curve)", short: short, timeline: PressTimeline(preset: b.preset, release: PressTimeline.defaultRelease(for: b.preset)))
    }
    let strip = HeroStrip(title: "\(now.preset.buttonName): now and recommended", rows: rows, fps: fps, visibility: visibility)
    let text = caption + " " + timesRule(rows[0].timeline, fps: fps)
    var figure = FigureItem(id: id, caption: text, caveat: notes([now.preset]), drawing: ChartFigure(chart: strip, aspectRatio: strip.aspectRatio))
    figure.playable = [now, recommended] + options
    return .figure(figure)
  }

  /// How a strip's frames are chosen and timed (`PressMoments`, `HeroStrip.timeLabel`), in words.
  static func timesRule(_ timeline: PressTimeline, fps: Double) -> String {
    let preset = timeline.preset
    let keyframes = preset.group(for: .press)?.curve.isKeyframes ?? false
    let ends = preset.phase(.press)?.animations.allSatisfy { $0.curve.endTime != nil } ?? false
    var frames = "Frames sit on \(compactText(fps)) Hz display frames: touch-down, "
    frames += keyframes ? "the press at its keyframes" : "the press at 25, 50 and 75 % of its time"
    if ends { frames += keyframes ? ", its end" : ", full press" }
    let held = "a frame the screen keeps showing says how long it is held."
    guard let lift = timeline.release else { return frames + "; each labelled with its time since touch-down; " + held }
    return frames + ", the lift (at \(MetricText.ms(lift))), the release's peak and settle. Frames before the lift are labelled "
      + "\"press N ms\", the time since touch-down; later ones \"+N ms\", the time since the finger lifted, holds included; " + held
  }

  /// "Not confirmed on a device" notes of the presets, each once.
  static func notes(_ presets: [Preset]) -> String? {
    var notes: [String] = []
    for p in presets {
      for n in p.uncertain.map(PresetAccess.plainNote) where !notes.contains(n) { notes.append(n) }
    }
    return notes.isEmpty ? nil : notes.joined(separator: "\n")
  }

  /// The release's main movement as the report writes curves.
  /// The release curve of the property the report reads the button by (`ButtonReading`).
  static func releaseCurve(_ preset: Preset, notebook: Notebook? = nil) -> String {
    let group = notebook.flatMap { ButtonReading(preset, role: .release, notebook: $0)?.group } ?? preset.group(for: .release)
    return group.map(PresetAccess.curveText) ?? ""
  }

  /// The preset with its release movement on `curve` instead: what the recommendation would look like.
  static func replacingRelease(_ preset: Preset, group name: String? = nil, with curve: Curve) -> Preset? {
    var p = preset
    guard let phase = preset.phase(.release), let group = name ?? preset.group(for: .release)?.name,
      let pi = p.phases.firstIndex(where: { $0.name == phase.name }),
      let gi = p.phases[pi].animations.firstIndex(where: { $0.name == group })
    else { return nil }
    p.phases[pi].animations[gi].curve = curve
    return p
  }
}
