import Execution
import NotebookFormat
import Presets
import TextFormats
import YAMLValues

/// The sweep a `recommend` cell runs when it names a preset and no `sweep:`: the preset's
/// release around its current values, on a grid fixed per model (README "One report over many
/// buttons"):
///
/// - `uikit-spring`: damping 0.1…1 (10 values), duration ½×…2× now (7), velocity 0 and now;
/// - `spring` (SwiftUI): duration ½×…2× (7) and bounce −0.2…0.6 (9) when it is given by duration
///   and bounce, else its own parameters ½×…2× (7 each);
/// - `ca-spring`: stiffness and damping ½×…2× now (7 each);
/// - `uikit-curve`, `bezier`, `keyframes`: duration ½×…2× now (9);
/// - and the press scale now and ±0.02 (within (0, 1]) when the press is a scale.
enum DefaultSweep {
  /// A recommendation naming one preset and no sweep (and no `current:` curve).
  static func needed(_ cell: Cell) -> Bool {
    cell.kind == .recommend && cell.options?["sweep"] == nil && cell.options?["current"] == nil && cell.string("preset") != nil
  }

  /// Runs the preset's default sweep as a sweep cell `<cell id>-sweep` and shares its rows.
  static func run(for cell: Cell, context: inout RunContext) throws(CellError) -> (Cell, CellOutput) {
    let preset = try PresetAccess.preset(cell.string("preset") ?? "", in: context, cell: cell, key: "preset")
    let text = try definition(for: preset, at: cell)
    var sweep = cell
    sweep.id = cell.id + "-sweep"
    sweep.kind = .sweep
    sweep.kindName = "sweep"
    let at = cell.options?["preset"]?.location ?? YAMLLocation(line: 1, column: 1)
    sweep.options = .mapping(
      [YAMLPair(key: YAMLScalar(text: "definition", location: at, isPlain: true), value: .scalar(YAMLScalar(text: text, location: at, isPlain: false)))],
      at)
    context.referenced.insert(sweep.id)
    let output = try SweepRunner().run(sweep, context: context)
    context.shared[sweep.id] = output.shared
    return (sweep, output)
  }

  /// The definition's YAML for a preset's default sweep.
  static func definition(for preset: Preset, at cell: Cell) throws(CellError) -> String {
    guard let group = preset.releaseGroup else {
      throw CellError("preset '\(preset.name)' has no release to sweep; give the cell a sweep:", at: cell.location(of: "preset"))
    }
    let spec = group.curve.spec
    func number(_ name: String) -> Double? {
      if case .number(let x)? = spec.value(of: name) { return x }
      return nil
    }
    func around(_ x: Double, count: Int) -> String { "{from: \(n(x / 2)), to: \(n(x * 2)), count: \(count)}" }
    var axes: [(String, String)] = []
    switch spec.name.rawValue {
    case "uikit-spring":
      let velocity = number("velocity") ?? 0
      axes = [("damping", "{from: 0.1, to: 1, count: 10}"), ("duration", around(number("duration") ?? 0.3, count: 7)),
              ("velocity", velocity == 0 ? "[0]" : "[0, \(n(velocity))]")]
    case "spring":
      if let duration = number("duration"), number("bounce") != nil {
        axes = [("duration", around(duration, count: 7)), ("bounce", "{from: -0.2, to: 0.6, count: 9}")]
      } else if let response = number("response"), let ratio = number("dampingRatio") ?? number("dampingFraction") {
        axes = [("response", around(response, count: 7)), ("dampingRatio", around(ratio, count: 7))]
      } else if let stiffness = number("stiffness"), let damping = number("damping") {
        axes = [("stiffness", around(stiffness, count: 7)), ("damping", around(damping, count: 7))]
      }
    case "ca-spring":
      axes = [("stiffness", around(number("stiffness") ?? 100, count: 7)), ("damping", around(number("damping") ?? 10, count: 7))]
    default:
      axes = [("duration", around(number("duration") ?? 0.3, count: 9))]
    }
    var lines = ["preset: \(preset.name)", "parameters:"] + axes.map { "  release.\($0.0): \($0.1)" }
    if let scale = preset.pressScale {
      let values = [scale - 0.02, scale, scale + 0.02].filter { $0 > 0 && $0 <= 1 }
      lines.append("  press.scale: [" + values.map(n).joined(separator: ", ") + "]")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func n(_ x: Double) -> String { NumberText.parameter((x * 1e6).rounded() / 1e6) }
}
