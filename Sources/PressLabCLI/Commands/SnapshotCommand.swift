import CairoBackend
import Drawing
import Plotting
import Presets
import TextFormats

/// `presslab snapshot PRESET --at T`: the button of a preset at one instant of its press.
enum SnapshotCommand: Command {
  static let name = "snapshot"
  static let abstract = "Draw a preset's button at one instant of its press (PNG or PDF)"
  static let usage = """
    Usage: presslab snapshot PRESET --at SECONDS [--release-at SECONDS] [--repress-at SECONDS]
                             [--tap X,Y] (--png FILE | --pdf FILE) [--zoom N] [--presets DIR]
           presslab snapshot PRESET --frames DIR --end SECONDS [--fps N] [--start SECONDS]
                             [--release-at SECONDS] [--repress-at SECONDS] [--zoom N] [--presets DIR]

    Draws the button as Core Animation would show it at --at seconds after touch-down: shadow
    (blurred with σ = shadowRadius), scale, rotation and translation about the centre, opacity,
    tap circle (clipped to the shape unless the preset lets it spill), background fade and title.
    The resting outline is dashed; a small ring marks the finger while it is down.

    With --frames, writes what a screen recording of the press would hold instead: one PNG per
    frame from --start up to --end seconds at --fps, DIR/frame-00000.png onwards (ffmpeg reads them
    as -framerate FPS -i DIR/frame-%05d.png), each the button alone on the background, --zoom
    pixels per point, an even number of pixels each way (as H.264 needs).

    """
  static let at = Option("--at", value: "SECONDS", help: "the instant, seconds after touch-down")
  static let png = Option("--png", value: "FILE", help: "write a PNG (give --png or --pdf, not both)")
  static let pdf = Option("--pdf", value: "FILE", help: "write a PDF (give --png or --pdf, not both)")
  static let zoom = Option("--zoom", value: "N", default: "2", help: "page points per button point")
  static let options = [
    at, PressCommand.releaseAt, PressCommand.repressAt, PressCommand.tap, png, pdf, zoom, PresetsCommand.presetsOption,
  ] + frameOptions

  static func run(_ arguments: Arguments) throws -> Int32 {
    var arguments = arguments
    let folder = arguments.option(PresetsCommand.presetsOption)!
    let at = try arguments.number(Self.at)
    let range = try frameRange(&arguments)
    let release = try arguments.number(PressCommand.releaseAt)
    let repress = try arguments.number(PressCommand.repressAt)
    let tapText = arguments.option(PressCommand.tap)
    let png = arguments.option(Self.png), pdf = arguments.option(Self.pdf)
    let zoom = try arguments.number(Self.zoom)!
    let words = try arguments.finish()
    guard words.count == 1 else { throw CLIError.usage(words.isEmpty ? "which preset? (presslab presets lists them)" : "one preset at a time") }
    guard zoom > 0, zoom <= 20 else { throw CLIError.usage("--zoom must be in (0, 20]") }
    if let release, release < 0 { throw CLIError.usage("--release-at must be ≥ 0") }
    if let range = try checked(range) {
      guard at == nil, png == nil, pdf == nil else { throw CLIError.usage("--frames writes frames: give it without --at, --png or --pdf") }
      let timeline = try ChartCommand.timeline(preset: words[0], folder: folder, release: release, repress: repress, tap: tapText)
      return try writeFrames(range, timeline: timeline, zoom: zoom)
    }
    guard let at else { throw CLIError.usage("--at SECONDS is required (or --frames DIR)") }
    guard (png == nil) != (pdf == nil) else { throw CLIError.usage("give exactly one of --png FILE or --pdf FILE") }
    guard at >= 0, at <= 60 else { throw CLIError.usage("--at must be in [0, 60] seconds") }

    let timeline = try ChartCommand.timeline(preset: words[0], folder: folder, release: release, repress: repress, tap: tapText)
    let preset = timeline.preset
    let state = timeline.state(at: at)
    let touching = at < (timeline.release ?? .infinity) || at >= (timeline.repress ?? .infinity)
    let snapshot = ButtonSnapshot(look: preset.look, state: state, touch: touching ? Point(timeline.tapX, timeline.tapY) : nil, restOutline: true)
    let margin = ButtonSnapshot.margin(for: preset.look)
    let box = Size((preset.look.width + 2 * margin) * zoom, (preset.look.height + 2 * margin) * zoom)
    let caption = "\(preset.name) at \(NumberText.rounded(at * 1000, digits: 1)) ms" +
      (timeline.release.map { " (release at \(NumberText.rounded($0 * 1000, digits: 1)) ms)" } ?? "")
    let detail = "scale \(NumberText.rounded(state.scaleX, digits: 4)) × \(NumberText.rounded(state.scaleY, digits: 4)), " +
      "alpha \(NumberText.rounded(state.alpha, digits: 3)), shadow \(NumberText.rounded(state.shadowOpacity, digits: 3)) " +
      "σ \(NumberText.rounded(state.shadowRadius, digits: 2)) pt" +
      (state.ripple.map { ", ripple ⌀ \(NumberText.rounded($0.diameter, digits: 1)) pt at \(NumberText.rounded($0.opacity, digits: 2))" } ?? "")
    let size = Size(max(box.width, 360), box.height + 34)
    let path = png ?? pdf!
    try FigureOutput.write(size: size, title: caption, to: path, format: png != nil ? .png : .pdf) { canvas in
      canvas.fill(Rect(size: size), color: Color(hex: 0xF4F4F4))
      snapshot.draw(on: &canvas, center: Point(size.width / 2, box.height / 2), scale: zoom)
      canvas.drawText(caption, at: Point(8, box.height + 4), style: TextStyle(size: 10, bold: true), baseline: .top)
      canvas.drawText(detail, at: Point(8, box.height + 18), style: TextStyle(size: 8, color: Color(hex: 0x444444)), baseline: .top)
    }
    return ExitStatus.ok
  }
}
