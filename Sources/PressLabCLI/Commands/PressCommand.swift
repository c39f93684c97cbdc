import CurveAnalysis
import Foundation
import Presets
import TextFormats

/// `presslab press PRESET`: a whole press interaction, sampled and scored.
public enum PressCommand: Command {
  public static let name = "press"
  public static let abstract = "Play a preset's press (touch-down, release, re-press) and score every property"
  public static let usage = """
    Usage: presslab press PRESET [--release-at SECONDS] [--repress-at SECONDS] [--tap X,Y]
                                 [--fps N] [--window SECONDS] [--json] [--presets DIR]

    Touch-down is at t = 0. Prints every animated property's value at each frame, the metrics of
    its response to the last event (FACTS.md §9, continuous reading; times since that event), and
    every jump (a removeAllAnimations snap, an explicit from-value, a spring removed mid-swing)
    with its size in points and device pixels.

    """
  /// When the touch ends, a second touch-down and where the finger is: `press`, `snapshot` and
  /// `chart filmstrip` play a press the same way.
  static let releaseAt = Option(
    "--release-at", value: "SECONDS",
    help: "when the touch ends (default: when the touch-down animations end; none for a preset without a release phase)")
  static let repressAt = Option("--repress-at", value: "SECONDS", help: "a second touch-down, after the release")
  static let tap = Option("--tap", value: "X,Y", help: "the touch, in points from the button's top-left (default: the centre)")
  static let fps = Option("--fps", value: "N", default: NumberText.parameter(DisplaySettings.standard.fps), help: "frame rate of the samples")
  static let window = Option(
    "--window", value: "SECONDS",
    help: "how long to sample (default: the larger of 2 s and 1.5 × the time the last non-repeating animation ends, at most 10 s; loops are cut there)")
  static let json = Option("--json", help: "one JSON object instead of text")
  public static let options = [releaseAt, repressAt, tap, fps, window, json, PresetsCommand.presetsOption]

  public static func run(_ arguments: Arguments) throws -> Int32 {
    var arguments = arguments
    let json = arguments.flag(Self.json)
    let folder = arguments.option(PresetsCommand.presetsOption)!
    let release = try arguments.number(Self.releaseAt)
    let repress = try arguments.number(Self.repressAt)
    let fps = try arguments.number(Self.fps)!
    let window = try arguments.number(Self.window)
    let tapText = arguments.option(Self.tap)
    let words = try arguments.finish()
    guard words.count == 1 else {
      throw CLIError.usage(words.isEmpty ? "which preset? (presslab presets lists them)" : "one preset at a time")
    }
    guard fps > 0, fps <= 10_000 else { throw CLIError.usage("--fps must be in (0, 10000]") }
    if let window, !(window > 0 && window <= 60) { throw CLIError.usage("--window must be in (0, 60] seconds") }
    if let release, release < 0 { throw CLIError.usage("--release-at must be ≥ 0") }
    if let repress, repress < 0 { throw CLIError.usage("--repress-at must be ≥ 0") }

    let (presets, errors) = try PresetsCommand.loadLibrary(folder: folder)
    guard let preset = presets.first(where: { $0.name == words[0] }) else {
      PresetsCommand.reportErrors(errors)
      if !errors.isEmpty { throw CLIError.data("preset '\(words[0])' did not load (errors above)") }
      throw CLIError.usage("unknown preset '\(words[0])' (presslab presets lists them)")
    }
    PresetsCommand.reportErrors(errors)

    let tap = try tapText.map { try parseTap($0, look: preset.look) }
    let releaseTime = release ?? PressTimeline.defaultRelease(for: preset)
    if let repress {
      guard let releaseTime else { throw CLIError.usage("--repress-at needs a release (--release-at)") }
      guard repress > releaseTime else {
        throw CLIError.usage("--repress-at (\(repress) s) must come after the release (\(releaseTime) s)")
      }
    }
    let timeline = PressTimeline(preset: preset, release: releaseTime, repress: repress, tap: tap)
    let report = timeline.report(fps: fps, window: window)
    Console.out(json ? report.json().serialized() + "\n" : PressText.render(report, timeline: timeline))
    return ExitStatus.ok
  }

  static func parseTap(_ text: String, look: ButtonLook) throws -> (x: Double, y: Double) {
    let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
      throw CLIError.usage("--tap takes X,Y in points, e.g. --tap 10,20")
    }
    guard (0...look.width).contains(x), (0...look.height).contains(y) else {
      throw CLIError.usage(
        "--tap \(text) is outside the \(NumberText.rounded(look.width)) × \(NumberText.rounded(look.height)) pt button")
    }
    return (x, y)
  }
}

/// The readable form of `presslab press`.
enum PressText {
  static func render(_ report: PressReport, timeline: PressTimeline) -> String {
    let preset = timeline.preset
    func s(_ v: Double?) -> String { v.map { NumberText.rounded($0, digits: 4) } ?? "-" }
    var out = "preset \(preset.name) (\(preset.origin)): \(preset.description)\n"
    out +=
      "events: "
      + report.events.map { "\($0.name) at \(s($0.time)) s" + ($0.phase.map { " → \($0)" } ?? " (not wired)") }
      .joined(separator: ", ") + "\n"
    out +=
      "window \(s(report.window)) s at \(s(report.fps)) fps; metrics: continuous reading of the response to the event at \(s(report.scoredFrom)) s (times since then)\n"
    if let g = timeline.rippleGeometry, let ripple = preset.look.ripple {
      out +=
        "tap circle: centre (\(s(g.centerX)), \(s(g.centerY))) pt, diameter \(s(g.startDiameter)) → \(s(g.finalDiameter))"
        + " → burst \(s(g.burstDiameter)) pt, " + (ripple.beyondBounds ? "beyond the bounds" : "clipped to the button")
        + "\n"
    }
    for note in preset.uncertain { out += "note: \(note)\n" }
    out += "\nmetrics\n"
    let header = ["property", "unit", "from", "to"] + PropertyReport.columns.map(\.compactName)
    var rows = [header]
    for p in report.properties {
      rows.append([p.property.rawValue, p.property.unit, s(p.from), s(p.to)] + p.columnTexts { s($0) })
    }
    out += table(rows)
    out += "\njumps\n"
    if report.jumps.isEmpty { out += "  none\n" }
    for j in report.jumps {
      out +=
        "  t=\(s(j.time)) s  \(j.property.rawValue)  \(j.size >= 0 ? "+" : "")\(s(j.size)) \(j.property.unit)"
        + (j.pixels.map { " (\(NumberText.rounded($0, digits: 2)) px)" } ?? "") + "\n"
    }
    out += "\ntimeline\n"
    var samples = [["t"] + report.properties.map(\.property.rawValue)]
    let count = report.properties.first?.samples.count ?? 0
    for k in 0..<count {
      samples.append([s(report.properties[0].samples[k].t)] + report.properties.map { s($0.samples[k].value) })
    }
    out += table(samples)
    return out
  }

  static func table(_ rows: [[String]]) -> String {
    guard let first = rows.first else { return "" }
    let widths = first.indices.map { i in rows.map { $0[i].count }.max() ?? 0 }
    return rows.map { row in
      "  "
        + row.enumerated().map { i, cell in
          i == 0
            ? cell + String(repeating: " ", count: widths[i] - cell.count)
            : String(repeating: " ", count: widths[i] - cell.count) + cell
        }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}
