extension Curve {
  /// Builds a curve from `presslab curve` parameters (FACTS.md §1–5). Values Apple clamps or
  /// replaces are adjusted and listed in `adjusted`; anything else not meaningful throws.
  public static func make(model name: String, parameters: [(name: String, value: String)])
    throws(CurveError) -> Curve
  {
    guard let model = CurveModel(rawValue: name) else {
      throw CurveError(
        parameter: nil,
        "unknown model '\(name)' (models: \(CurveModel.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    var p = ParameterList(parameters)
    let delay = try p.nonNegative("delay", default: 0)
    var b = Builder(model: model, delay: delay)
    switch model {
    case .uikitSpring: try b.uikitSpring(&p)
    case .uikitCurve: try b.uikitCurve(&p)
    case .caSpring: try b.caSpring(&p)
    case .spring: try b.swiftUISpring(&p)
    case .bezier: try b.bezier(&p)
    case .keyframes: try b.keyframes(&p)
    }
    try p.finish(model: name, known: ["delay"] + model.parameterNames)
    guard let shape = b.shape else { throw CurveError(parameter: nil, "internal: no curve built") }
    let springConstants: SpringConstants?
    if case .spring(let s) = shape { springConstants = SpringConstants(s) } else { springConstants = nil }
    if springConstants?.settlingDuration == Spring.neverSettles {
      b.warnings.append("ζ = 0: the spring never settles (settlingDuration is FLT_MAX)")
    }
    return Curve(
      model: model, parameters: p.filled, delay: delay, runDuration: b.runDuration,
      spring: springConstants, adjusted: b.adjusted, warnings: b.warnings, endsWithSnap: b.endsWithSnap,
      keyframeValues: b.keyframeValues, isAdditive: b.isAdditive, shape: shape)
  }
}

extension CurveModel {
  /// Every parameter name the model reads (aliases included), for help and error text.
  public var parameterNames: [String] {
    switch self {
    case .uikitSpring:
      return ["duration", "damping", "usingSpringWithDamping", "velocity", "initialSpringVelocity", "curve"]
    case .uikitCurve: return ["duration", "curve", "solver"]
    case .caSpring:
      return ["mass", "stiffness", "damping", "velocity", "initialVelocity", "allowsOverdamping", "duration",
        "overdampedForm"]
    case .spring:
      return ["duration", "bounce", "response", "dampingRatio", "dampingFraction", "mass", "stiffness",
        "damping", "velocity"]
    case .bezier: return ["duration", "curve", "points", "solver"]
    case .keyframes:
      return ["duration", "values", "keyTimes", "mode", "calculationMode", "timingFunctions",
        "timingFunction", "repeatCount", "autoreverses", "additive", "isAdditive"]
    }
  }
}

/// Collects what each model's parameters give.
struct Builder {
  let model: CurveModel
  let delay: Double
  var shape: Curve.Shape?
  var runDuration: Double?
  var adjusted: [Adjustment] = []
  var warnings: [String] = []
  var endsWithSnap = false
  var keyframeValues: [Double]?
  var isAdditive = false

  init(model: CurveModel, delay: Double) {
    self.model = model
    self.delay = delay
  }

  /// UIKit: clamps, the 12-step Newton solve, curve options forced to linear, removal at `duration`
  /// as given (the clamp to [0.01, 10] s only shapes the stiffness).
  mutating func uikitSpring(_ p: inout ParameterList) throws(CurveError) {
    let duration = try p.nonNegative("duration")
    let ratio = try p.number("damping", aliases: ["usingSpringWithDamping"])
    let velocity = try p.number("velocity", aliases: ["initialSpringVelocity"], default: 0)
    if let curve = p.text("curve") {
      warnings.append("curve=\(curve) has no effect: UIKit forces spring animations to curveLinear")
    }
    let solver = UIKitSpringSolver(duration: duration, dampingRatio: ratio, velocity: velocity)
    if solver.duration != duration {
      adjusted.append(Adjustment(name: "duration", given: duration, used: solver.duration,
        why: "UIKit solves the stiffness for a duration clamped to [0.01, 10] s; the animation still runs \(ParameterList.format(duration)) s"))
    }
    if solver.dampingRatio != ratio {
      adjusted.append(Adjustment(name: "damping", given: ratio, used: solver.dampingRatio,
        why: "UIKit clamps usingSpringWithDamping to [FLT_EPSILON, 1]"))
    }
    let spring = solver.spring
    shape = .spring(spring)
    runDuration = duration
    endsWithSnap = true
    if !solver.hasConverged {
      warnings.append(
        "UIKit's solver has not converged: after 12 Newton steps its equation is still \(solver.residual) "
          + "from a root (ω = \(solver.omega)), so the spring rests on float32 rounding details")
    }
    if solver.omega <= 0 {
      warnings.append(
        "UIKit's solver finds no valid root for damping \(solver.dampingRatio) "
          + "(12 Newton steps end at ω = \(solver.omega)): this spring is not valid for UIKit")
    }
    let end = spring.value(at: duration) - 1
    if end.isFinite && abs(end) > Self.cutOffFraction {
      let percent = (abs(end) * 1000).rounded() / 10
      warnings.append(
        "removed at \(duration) s while \(percent)% of the travel from the target: "
          + "the spring is cut off mid-swing, then snaps (read from decompiled UIKit: to verify on a device)")
    }
  }

  /// How far from the target (a fraction of the travel) a UIKit spring may be removed before the
  /// removal is called a cut-off mid-swing rather than a settle.
  static let cutOffFraction = 0.05

  mutating func uikitCurve(_ p: inout ParameterList) throws(CurveError) {
    let duration = try p.nonNegative("duration")
    let options = ["easeInOut": "easeInEaseOut", "easeIn": "easeIn", "easeOut": "easeOut", "linear": "linear"]
    let name = try p.choice("curve", from: ["easeInOut", "easeIn", "easeOut", "linear"], default: "easeInOut")
    shape = .eased(CubicBezier.named(options[name]!)!, duration: duration, webKitEpsilon: try Builder.solver(&p, duration))
    runDuration = duration
  }

  /// Core Animation replaces mass ≤ 0 by 1, stiffness ≤ 0 by 100 and damping < 0 by 10.
  mutating func caSpring(_ p: inout ParameterList) throws(CurveError) {
    var mass = try p.number("mass", default: 1)
    var stiffness = try p.number("stiffness", default: 100)
    var damping = try p.number("damping", default: 10)
    let velocity = try p.number("velocity", aliases: ["initialVelocity"], default: 0)
    let overdamping = try p.bool("allowsOverdamping", default: false)
    let form = try p.choice("overdampedForm", from: Spring.OverdampedForm.allCases.map(\.rawValue), default: "physical")
    if mass <= 0 {
      adjusted.append(Adjustment(name: "mass", given: mass, used: 1, why: "CASpringAnimation replaces mass ≤ 0 by 1"))
      mass = 1
    }
    if stiffness <= 0 {
      adjusted.append(Adjustment(name: "stiffness", given: stiffness, used: 100,
        why: "CASpringAnimation replaces stiffness ≤ 0 by 100"))
      stiffness = 100
    }
    if damping < 0 {
      adjusted.append(Adjustment(name: "damping", given: damping, used: 10,
        why: "CASpringAnimation replaces damping < 0 by 10"))
      damping = 10
    }
    let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
      allowsOverdamping: overdamping, overdampedForm: Spring.OverdampedForm(rawValue: form)!)
    shape = .spring(spring)
    if let duration = try p.optionalNumber("duration") {
      guard duration >= 0 else { throw CurveError(parameter: "duration", "must be ≥ 0, got \(duration)") }
      runDuration = duration
    } else {
      runDuration = Self.runUntilSettled(spring)
    }
    endsWithSnap = runDuration != nil
    if spring.dampingRatio > 1 && !overdamping {
      warnings.append("ζ = \(spring.dampingRatio) > 1 without allowsOverdamping: drawn critically damped at the same ω0")
    }
  }

  /// SwiftUI / iOS 17 springs, which run until settled (no snap).
  mutating func swiftUISpring(_ p: inout ParameterList) throws(CurveError) {
    let velocity = try p.number("velocity", default: 0)
    var spring: Spring
    if p.has("response") || p.has("dampingRatio", aliases: ["dampingFraction"]) {
      let response = try p.number("response")
      let ratio = try p.number("dampingRatio", aliases: ["dampingFraction"])
      guard response > 0 else { throw CurveError(parameter: "response", "must be > 0, got \(response)") }
      guard ratio >= 0 else { throw CurveError(parameter: "dampingRatio", "must be ≥ 0, got \(ratio)") }
      spring = Spring.swiftUI(response: response, dampingRatio: ratio)
    } else if p.has("stiffness") || p.has("mass") || p.has("damping") {
      let mass = try p.number("mass", default: 1)
      let stiffness = try p.number("stiffness")
      let damping = try p.number("damping")
      guard mass > 0 else { throw CurveError(parameter: "mass", "must be > 0, got \(mass)") }
      guard stiffness > 0 else { throw CurveError(parameter: "stiffness", "must be > 0, got \(stiffness)") }
      guard damping >= 0 else { throw CurveError(parameter: "damping", "must be ≥ 0, got \(damping)") }
      spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: true)
    } else {
      let duration = try p.number("duration")
      let bounce = try p.number("bounce", default: 0)
      guard duration > 0 else { throw CurveError(parameter: "duration", "must be > 0, got \(duration)") }
      guard bounce > -1 && bounce <= 1 else {
        throw CurveError(parameter: "bounce", "must be in (-1, 1], got \(bounce)")
      }
      spring = Spring.swiftUI(duration: duration, bounce: bounce)
    }
    spring.initialVelocity = velocity
    shape = .spring(spring)
    runDuration = Self.runUntilSettled(spring)
  }

  /// A spring that runs until settled runs for its `settlingDuration`; an undamped one (FLT_MAX) runs
  /// forever.
  static func runUntilSettled(_ spring: Spring) -> Double? {
    let settle = spring.settlingDuration()
    return settle < Spring.neverSettles ? settle : nil
  }

  mutating func bezier(_ p: inout ParameterList) throws(CurveError) {
    let duration = try p.nonNegative("duration")
    let function: CubicBezier
    if let points = try p.numberList("points") {
      guard points.count == 4 else {
        throw CurveError(parameter: "points", "must be four numbers x1,y1,x2,y2, got \(points.count)")
      }
      guard (0...1).contains(points[0]), (0...1).contains(points[2]) else {
        throw CurveError(parameter: "points", "x1 and x2 must be in [0, 1]")
      }
      if p.has("curve") { throw CurveError(parameter: "curve", "give either curve= or points=, not both") }
      function = CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    } else {
      let name = try p.choice("curve", from: CubicBezier.names, default: "linear")
      function = CubicBezier.named(name)!
    }
    shape = .eased(function, duration: duration, webKitEpsilon: try Builder.solver(&p, duration))
    runDuration = duration
  }

  mutating func keyframes(_ p: inout ParameterList) throws(CurveError) {
    let duration = try p.nonNegative("duration")
    guard let values = try p.numberList("values") else {
      throw CurveError(parameter: "values", "is required (a comma-separated list of numbers)")
    }
    let keyTimes = try p.numberList("keyTimes")
    let modeName = try p.choice("mode", aliases: ["calculationMode"],
      from: Keyframes.Mode.allCases.map(\.rawValue), default: "linear")
    var functions: [CubicBezier] = []
    for name in p.nameList("timingFunctions") ?? [] {
      guard let f = CubicBezier.named(name) else {
        throw CurveError(parameter: "timingFunctions",
          "unknown timing function '\(name)' (one of \(CubicBezier.names.joined(separator: ", ")))")
      }
      functions.append(f)
    }
    var overall: CubicBezier?
    if let name = p.text("timingFunction") {
      guard let f = CubicBezier.named(name) else {
        throw CurveError(parameter: "timingFunction",
          "unknown timing function '\(name)' (one of \(CubicBezier.names.joined(separator: ", ")))")
      }
      overall = f
    }
    var repeatCount = 0.0
    if let text = p.text("repeatCount") {
      if text == "forever" || text == "infinity" {
        repeatCount = .infinity
      } else {
        repeatCount = try ParameterList.parseNumber(text, "repeatCount")
        guard repeatCount >= 0 else { throw CurveError(parameter: "repeatCount", "must be ≥ 0 or forever") }
        // Float.greatestFiniteMagnitude is Core Animation's "forever".
        if repeatCount >= Double(Float.greatestFiniteMagnitude) { repeatCount = .infinity }
      }
    }
    let autoreverses = try p.bool("autoreverses", default: false)
    isAdditive = try p.bool("additive", aliases: ["isAdditive"], default: false)
    do {
      let k = try Keyframes(values: values, keyTimes: keyTimes, mode: Keyframes.Mode(rawValue: modeName)!,
        timingFunctions: functions, timingFunction: overall, duration: duration, repeatCount: repeatCount,
        autoreverses: autoreverses)
      shape = .keyframes(k)
      runDuration = k.activeDuration
    } catch {
      throw Builder.describe(error, valueCount: values.count)
    }
    keyframeValues = values
    if keyTimes != nil && (modeName == "paced" || modeName == "cubicPaced") {
      warnings.append("keyTimes are ignored in \(modeName) mode")
    }
  }

  /// `solver=exact` (machine precision, the default) or `solver=webkit` (ε = 1/(200·duration)).
  static func solver(_ p: inout ParameterList, _ duration: Double) throws(CurveError) -> Double? {
    let solver = try p.choice("solver", from: ["exact", "webkit"], default: "exact")
    return solver == "webkit" ? 1 / (200 * Swift.max(duration, 1e-9)) : nil
  }

  static func describe(_ problem: Keyframes.Problem, valueCount n: Int) -> CurveError {
    switch problem {
    case .tooFewValues: return CurveError(parameter: "values", "needs at least one value")
    case .keyTimeCount(let expected, let got):
      return CurveError(parameter: "keyTimes", "needs \(expected) entries for \(n) values, got \(got)")
    case .keyTimesNotFromZeroToOne: return CurveError(parameter: "keyTimes", "must start at 0 and end at 1")
    case .keyTimesDecrease: return CurveError(parameter: "keyTimes", "must not decrease")
    case .timingFunctionCount(let expected, let got):
      return CurveError(parameter: "timingFunctions", "needs \(expected) entries (one per segment), got \(got)")
    }
  }
}
