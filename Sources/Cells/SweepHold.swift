import CurveAnalysis
import Execution
import NotebookFormat
import Presets
import Sweeps
import TextFormats

/// One reading for holds in a sweep cell's own charts: when the sweep stands for a button that
/// stays pressed after the finger lifts (PEButton holds 100 ms), its heatmaps and table read every
/// moment (`Metric.isMoment`) from the lift, the hold included, as page 1 and results.json do.
/// The CSV keeps the curves' own times (the bytes `presslab sweep` writes).
struct SweepHold {
  var preset: String
  var seconds: Double

  /// The hold of the button the sweep stands for: its definition's `preset:`, else the one
  /// preset every release decision reading the sweep names (`recommend` cells with `preset:` and
  /// `phase` release or both); nil when there is none, they disagree, or it does not hold.
  static func of(_ cell: Cell, definition: SweepDefinition, context: RunContext) -> SweepHold? {
    if let name = definition.preset {
      // The definition sweeps the preset's main release group, which starts `at` after the lift.
      let preset = context.presets.first { $0.name == name }
      let hold = preset?.releaseGroup?.at ?? 0
      return hold > 0 ? SweepHold(preset: preset?.buttonName ?? name, seconds: hold) : nil
    }
    var holds: [SweepHold] = []
    for reader in context.notebook.cells where reader.kind == .recommend && reader.string("sweep") == cell.id {
      guard (reader.string("phase") ?? "release") != "press" else { continue }
      // A reader without one preset (a `current:` curve, a `presets:` pattern) has no hold to share.
      guard reader.options?["current"] == nil, let current = try? PresetAccess().current(reader, context: context) else { return nil }
      holds.append(SweepHold(preset: current.buttonName, seconds: current.hold))
    }
    guard let first = holds.first, first.seconds > 0, holds.allSatisfy({ $0.seconds == first.seconds }) else { return nil }
    return first
  }

  /// "times from the finger's lift, including the 100 ms PEButton stays pressed after it (the full table's from the release's start)".
  var words: String {
    "times from the finger's lift, including the \(NumberText.milliseconds(seconds)) \(preset) stays pressed after it (the full table's from the release's start)"
  }

  /// `value` of `metric` read from the lift.
  func reading(_ value: Double, of metric: Metric) -> Double { metric.fromLift(value, hold: seconds) }
}
