import Plotting
import Presets

/// `presslab chart filmstrip`: one preset's press as a strip of frames, or two compared.
struct FilmstripRequest {
  var folder: String
  var releases: [Double]
  var repress: Double?
  var tap: String?
  var end: Double?
  var interval: Double?
  var onion: Bool

  init(_ arguments: inout Arguments) throws {
    folder = arguments.option(PresetsCommand.presetsOption)!
    releases = try arguments.option(ChartCommand.releaseAt).map { text in
      try Arguments.list(text, option: "--release-at").map { word -> Double in
        guard let v = Double(word), v.isFinite, v >= 0 else { throw CLIError.usage("--release-at takes seconds ≥ 0, got '\(word)'") }
        return v
      }
    } ?? []
    repress = try arguments.number(PressCommand.repressAt)
    tap = arguments.option(PressCommand.tap)
    end = try arguments.number(ChartCommand.end)
    interval = try arguments.number(ChartCommand.interval)
    onion = arguments.flag(ChartCommand.onion)
  }

  /// The strip of the presets `names`: two presets, or one preset with two releases, stacked on
  /// one time axis.
  func chart(_ names: [String]) throws -> any Chart {
    guard (names.count == 1 && releases.count <= 2) || (names.count == 2 && releases.count <= 1) else {
      throw CLIError.usage("filmstrip takes one preset, two presets to compare, or one preset and --release-at A,B")
    }
    if let end, !(end > 0 && end <= 30) { throw CLIError.usage("--end must be in (0, 30] seconds") }
    if let interval, !(interval >= 1.0 / 240 && interval <= 5) { throw CLIError.usage("--interval must be in [1/240, 5] seconds") }
    let runs: [(name: String, release: Double?)] =
      names.count == 1 && releases.count == 2 ? releases.map { (names[0], $0) } : names.map { ($0, releases.first) }
    let strips = try runs.map { run in
      let t = try ChartCommand.timeline(preset: run.name, folder: folder, release: run.release, repress: repress, tap: tap)
      let title = runs.count == 2 && names.count == 1 ? "\(run.name), release at \(compactText((t.release ?? 0) * 1000)) ms" : nil
      return Filmstrip(timeline: t, title: title, end: end, interval: interval, onionSkin: onion)
    }
    return strips.count == 1 ? strips[0] : FilmstripComparison(strips)
  }
}
