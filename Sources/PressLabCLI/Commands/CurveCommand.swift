import CurveAnalysis
import Curves
import TextFormats

/// `presslab curve MODEL name=value …`: one curve, sampled and scored.
struct CurveCommand: Command {
  static let name = "curve"
  static let abstract = "Sample and score one animation curve (UIKit, Core Animation, SwiftUI models)."
  static var usage: String {
    """
    Usage: presslab curve MODEL name=value ... [--at T1,T2,...] [--fps N] [--window SECONDS]
                          [--band B] [--travel POINTS] [--screen-scale S] [--sampled] [--json]

    Models and their parameters (add delay=SECONDS to any):

    """ + CurveModel.allCases.map { HelpText.table($0.rawValue, modelHelp($0), column: 16) }.joined()
  }

  /// A model's parameter names, from the model registry, and what `presslab curve` does with them.
  static func modelHelp(_ model: CurveModel) -> String {
    "parameters: " + model.parameterNames.joined(separator: ", ") + "\n" + modelNote(model)
  }

  static func modelNote(_ model: CurveModel) -> String {
    switch model {
    case .uikitSpring:
      return "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:) (those two names are damping and "
        + "velocity; velocity defaults to 0); duration clamped to [0.01, 10] s, damping to [FLT_EPSILON, 1]; removed at "
        + "duration, then snaps to the target"
    case .uikitCurve:
      return "UIView.animate(withDuration:delay:options:): curve=easeInOut (default), easeIn, easeOut or linear; "
        + "solver=exact, webkit (WebKit's tolerance 1/(200 x duration)) or quartzcore (Core Animation's own answers, in Float)"
    case .caSpring:
      return "CASpringAnimation: mass=1, stiffness=100, damping=10, velocity=0, allowsOverdamping=false unless given; "
        + "overdampedForm=physical|decompiled; without duration= it runs for its settlingDuration; mass <= 0 becomes 1, "
        + "stiffness <= 0 becomes 100, damping < 0 becomes 10"
    case .spring:
      return "SwiftUI Spring(duration:bounce:) (bounce and velocity default to 0), Spring(response:dampingRatio:) "
        + "(dampingFraction accepted), or mass= stiffness= damping=, which runs until settled, no snap"
    case .bezier:
      return "CAMediaTimingFunction over a duration: curve=linear|easeIn|easeOut|easeInEaseOut|default or "
        + "points=x1,y1,x2,y2; solver=exact|webkit|quartzcore"
    case .keyframes:
      return "CAKeyframeAnimation: duration= values=v1,v2,... [keyTimes=...] [mode=linear|discrete|paced|cubic|cubicPaced] "
        + "[timingFunctions=name,name,...] [timingFunction=name] [repeatCount=N|forever] [autoreverses=true] "
        + "[additive=true] (calculationMode=, isAdditive= accepted)"
    }
  }

  static let at = Option("--at", value: "T1,T2,...", help: "sample at these times (seconds) instead of every frame")
  static let fps = Option("--fps", value: "N", default: NumberText.parameter(DisplaySettings.standard.fps), help: "frame rate of the samples and of the frames reading")
  static let window = Option(
    "--window", value: "SECONDS",
    help: "time scored (default: the larger of 2 s and 1.5 x (delay + run time), capped at 10 s)")
  static let band = Option("--band", value: "B", default: NumberText.parameter(DisplaySettings.standard.band), help: "rest band as a fraction of the travel")
  static let travel = Option("--travel", value: "POINTS", default: NumberText.parameter(DisplaySettings.standard.travelPoints), help: "on-screen travel for the pixel metrics")
  static let screenScale = Option("--screen-scale", value: "S", default: NumberText.parameter(DisplaySettings.standard.screenScale), help: "device pixels per point")
  static let sampled = Option("--sampled", help: "score the frames at --fps instead of the continuous curve")
  static let json = Option("--json", help: "one JSON object instead of the readable summary")
  static let options = [at, fps, window, band, travel, screenScale, sampled, json]
  static let notes = """
    Samples are progress (0 = from-value, 1 = to-value), except for keyframes (raw values).
    Exit status: 0 ok, 64 a parameter or option that is not meaningful.

    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    var args = arguments
    let json = args.flag(Self.json)
    let sampled = args.flag(Self.sampled)
    let fps = try positive(args.number(Self.fps), "--fps")!
    let window = try positive(args.number(Self.window), "--window")
    let band = try positive(args.number(Self.band), "--band")!
    guard band < 1 else { throw CLIError.usage("--band must be below 1, got \(band)") }
    let travel = try positive(args.number(Self.travel), "--travel")!
    let screenScale = try positive(args.number(Self.screenScale), "--screen-scale")!
    let at = try args.option(Self.at).map(parseTimes)
    let curve = try CurveArguments.curve(try args.finish(), command: name)

    let settings = MetricSettings(
      band: band, travelPoints: travel, screenScale: screenScale, fps: fps,
      window: window ?? curve.defaultWindow)
    if let problem = MetricSettings.frameLimitProblem(fps: settings.fps, window: settings.window) {
      throw CLIError.usage("--fps and --window: \(problem); lower one of them")
    }
    for (name, value, limits, unit) in [("--fps", settings.fps, MetricSettings.fpsLimits, ""), ("--window", settings.window, MetricSettings.windowLimits, " s")] {
      if let problem = MetricSettings.rangeProblem(name, value, limits, unit: unit) { throw CLIError.usage(problem) }
    }
    let reading: Reading = sampled ? .frames : .continuous
    let metrics = Metrics.measure(curve, reading: reading, settings: settings)
    let times = at ?? settings.frameTimes
    let samples = times.map { ($0, curve.value(at: $0)) }
    // Numbers that are not numbers are said, never printed as a score.
    if let why = metrics.invalidReason, curve.invalidReason == nil {
      Console.error("presslab curve: warning: \(why): no metrics\n")
    }
    if let bad = samples.first(where: { !$0.1.isFinite }), at != nil {
      let count = samples.filter { !$0.1.isFinite }.count
      Console.error("presslab curve: warning: \(count) sample\(count == 1 ? " is" : "s are") not finite (the first at t=\(bad.0) s)\n")
    }

    if json {
      Console.out(
        CurveReport.json(curve, reading: reading, samples: samples, metrics: metrics).serialized() + "\n")
    } else {
      Console.out(
        CurveReport.text(
          curve, settings: settings, reading: reading, samples: samples, showSamples: at != nil,
          metrics: metrics))
    }
    return ExitStatus.ok
  }

  static func positive(_ value: Double?, _ name: String) throws -> Double? {
    guard let value else { return nil }
    guard value > 0 else { throw CLIError.usage("\(name) must be > 0, got \(value)") }
    return value
  }

  static func parseTimes(_ text: String) throws -> [Double] {
    let items = try Arguments.list(text, option: "--at")
    guard !items.isEmpty else { throw CLIError.usage("--at needs a comma-separated list of times") }
    return try items.map { item in
      guard let t = Double(item), t.isFinite, t >= 0 else {
        throw CLIError.usage("--at: '\(item)' is not a time in seconds (a number >= 0)")
      }
      return t
    }
  }
}
