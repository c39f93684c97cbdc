import CurveAnalysis
import Curves
import Exports
import TextFormats

/// `presslab export MODEL name=value … --to TARGET`: one curve as another platform draws it.
struct ExportCommand: Command {
  static let name = "export"
  static let abstract = "Print one curve as Compose, Flutter, CSS, Reanimated or design-token code."
  static var usage: String {
    """
    Usage: presslab export MODEL name=value ... --to TARGET [--name NAME] [--travel POINTS]
                           [--screen-scale S]

    Prints the curve that MODEL name=value ... names (the same words as presslab curve) as TARGET
    draws it, within half a device pixel of PressLab's curve at every frame. A spring drives progress
    from 0 (the pressed value) to 1 (rest); a Bézier keeps its duration and control points. Where
    UIKit cuts a spring off at its duration (the snap), the export says that the platform runs the
    spring to rest instead (CSS linear() keeps the jump).

    Targets:

    """ + ExportTarget.allCases.map { HelpText.table($0.rawValue, targetHelp($0), column: 14) }.joined()
  }

  /// A target's help: what it prints, and an example.
  static func targetHelp(_ target: ExportTarget) -> String {
    let example: String
    switch target {
    case .compose: example = "presslab export uikit-spring duration=0.3 damping=0.8 --to compose"
    case .flutter: example = "presslab export ca-spring mass=1 stiffness=300 damping=30 --to flutter"
    case .css: example = "presslab export spring duration=0.4 bounce=0.2 --to css --name release"
    case .reanimated: example = "presslab export bezier curve=easeOut duration=0.25 --to reanimated"
    case .tokens: example = "presslab export spring response=0.3 dampingRatio=0.85 --to tokens --name press"
    }
    let what: String
    switch target {
    case .compose: what = "spring(dampingRatio, stiffness) at mass 1 (Spring.Stiffness... only where exact), or tween(CubicBezierEasing)"
    case .flutter: what = "SpringDescription(mass:, stiffness:, damping:) with its velocity, or Cubic with a Duration"
    case .css: what = "linear() sampled from a spring with as few stops as keep it on the curve, or cubic-bezier(); with its duration and delay"
    case .reanimated: what = "withSpring({ mass, stiffness, damping, velocity }), or withTiming with Easing.bezier"
    case .tokens: what = "W3C Design Tokens (DTCG) JSON: duration, cubicBezier and transition; a spring as an org.presslab.spring extension"
    }
    return what + "\ne.g. " + example
  }

  static let to = Option("--to", value: "TARGET", help: "the platform: " + ExportTarget.names + " (required)")
  static let exportName = Option(
    "--name", value: "NAME", default: "release", help: "the token name and the stem of code identifiers and CSS custom properties")
  static let travel = Option(
    "--travel", value: "POINTS", default: NumberText.parameter(DisplaySettings.standard.travelPoints),
    help: "on-screen travel: half a device pixel of it is how far the export may stray")
  static let screenScale = Option(
    "--screen-scale", value: "S", default: NumberText.parameter(DisplaySettings.standard.screenScale), help: "device pixels per point")
  static let options = [to, exportName, travel, screenScale]
  static let notes = """
    Keyframe animations are no 0 -> 1 motion and undamped springs never end: no target draws them.
    Exit status: 0 ok, 64 an unknown target, parameter or option, 65 a curve the target cannot draw.

    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    var args = arguments
    let targetName = args.option(Self.to)
    let exportName = args.option(Self.exportName)!
    guard CurveExport.isValidName(exportName) else {
      throw CLIError.usage("--name must start with a letter and hold only letters, digits, - and _, got '\(exportName)'")
    }
    let travel = try CurveCommand.positive(args.number(Self.travel), "--travel")!
    let screenScale = try CurveCommand.positive(args.number(Self.screenScale), "--screen-scale")!
    let words = try args.finish()
    guard !words.isEmpty else { throw CLIError.usage("missing MODEL; run 'presslab export --help'") }
    guard let targetName else { throw CLIError.usage("missing --to TARGET (targets: \(ExportTarget.names))") }
    let target: ExportTarget
    do { target = try ExportTarget.named(targetName) } catch { throw CLIError.usage(error.description) }
    let curve = try CurveArguments.curve(words, command: name)
    do {
      let export = try CurveExport.make(curve, to: target, name: exportName, settings: ExportSettings(travelPoints: travel, screenScale: screenScale))
      Console.out(export.text)
    } catch {
      throw CLIError.data(error.description)
    }
    return ExitStatus.ok
  }
}
