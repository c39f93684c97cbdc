/// iOS 17 / SwiftUI springs (FACTS.md §2–3), which run until settled (no snap): given by duration and
/// bounce, by response and damping ratio, or by mass, stiffness and damping.
public struct SwiftUISpringParameters: CurveParameters {
  static let model = CurveModel.spring
  static let parameterNames = [
    "duration", "bounce", "response", "dampingRatio", "dampingFraction", "mass", "stiffness", "damping", "velocity",
  ]

  public enum Form: Hashable, Sendable {
    case durationBounce(duration: Double, bounce: Double)
    case responseDampingRatio(response: Double, dampingRatio: Double)
    case physical(mass: Double, stiffness: Double, damping: Double)
  }

  public var form: Form
  public var velocity: Double

  init(reading p: inout ParameterList) throws(CurveError) {
    velocity = try p.number("velocity", default: 0)
    if p.has("response") || p.has("dampingRatio", aliases: ["dampingFraction"]) {
      form = .responseDampingRatio(
        response: try p.number("response"), dampingRatio: try p.number("dampingRatio", aliases: ["dampingFraction"]))
    } else if p.has("stiffness") || p.has("mass") || p.has("damping") {
      form = .physical(mass: try p.number("mass", default: 1), stiffness: try p.number("stiffness"),
                       damping: try p.number("damping"))
    } else {
      form = .durationBounce(duration: try p.number("duration"), bounce: try p.number("bounce", default: 0))
    }
  }

  var text: [(name: String, value: String)] {
    let f = ParameterList.format
    let rest: [(name: String, value: String)]
    switch form {
    case .durationBounce(let d, let b): rest = [("duration", f(d)), ("bounce", f(b))]
    case .responseDampingRatio(let r, let z): rest = [("response", f(r)), ("dampingRatio", f(z))]
    case .physical(let m, let k, let c): rest = [("mass", f(m)), ("stiffness", f(k)), ("damping", f(c))]
    }
    return [("velocity", f(velocity))] + rest
  }

  mutating func set(_ name: String, to value: Double) -> Bool {
    switch (name, form) {
    case ("velocity", _): velocity = value
    case ("duration", .durationBounce(_, let b)): form = .durationBounce(duration: value, bounce: b)
    case ("bounce", .durationBounce(let d, _)): form = .durationBounce(duration: d, bounce: value)
    case ("response", .responseDampingRatio(_, let z)): form = .responseDampingRatio(response: value, dampingRatio: z)
    case ("dampingRatio", .responseDampingRatio(let r, _)), ("dampingFraction", .responseDampingRatio(let r, _)):
      form = .responseDampingRatio(response: r, dampingRatio: value)
    case ("mass", .physical(_, let k, let c)): form = .physical(mass: value, stiffness: k, damping: c)
    case ("stiffness", .physical(let m, _, let c)): form = .physical(mass: m, stiffness: value, damping: c)
    case ("damping", .physical(let m, let k, _)): form = .physical(mass: m, stiffness: k, damping: value)
    default: return false  // another form: read again from text, which picks the form
    }
    return true
  }

  var wrapped: ModelParameters { .spring(self) }

  func build(_ b: inout Builder) throws(CurveError) {
    var spring: Spring
    switch form {
    case .responseDampingRatio(let response, let ratio):
      guard response > 0 else { throw CurveError(parameter: "response", "must be > 0, got \(response)") }
      guard ratio >= 0 else { throw CurveError(parameter: "dampingRatio", "must be ≥ 0, got \(ratio)") }
      spring = Spring.swiftUI(response: response, dampingRatio: ratio)
    case .physical(let mass, let stiffness, let damping):
      guard mass > 0 else { throw CurveError(parameter: "mass", "must be > 0, got \(mass)") }
      guard stiffness > 0 else { throw CurveError(parameter: "stiffness", "must be > 0, got \(stiffness)") }
      guard damping >= 0 else { throw CurveError(parameter: "damping", "must be ≥ 0, got \(damping)") }
      spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: true)
    case .durationBounce(let duration, let bounce):
      guard duration > 0 else { throw CurveError(parameter: "duration", "must be > 0, got \(duration)") }
      guard bounce > -1 && bounce <= 1 else {
        throw CurveError(parameter: "bounce", "must be in (-1, 1], got \(bounce)")
      }
      spring = Spring.swiftUI(duration: duration, bounce: bounce)
    }
    spring.initialVelocity = velocity
    b.shape = .spring(spring)
    b.runDuration = Builder.runUntilSettled(spring)
  }
}
