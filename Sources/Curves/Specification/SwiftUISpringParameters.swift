import TextFormats

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

  var listing: [(name: String, value: CurveParameterValue)] {
    let rest: [(name: String, value: CurveParameterValue)]
    switch form {
    case .durationBounce(let d, let b): rest = [("duration", .number(d)), ("bounce", .number(b))]
    case .responseDampingRatio(let r, let z): rest = [("response", .number(r)), ("dampingRatio", .number(z))]
    case .physical(let m, let k, let c): rest = [("mass", .number(m)), ("stiffness", .number(k)), ("damping", .number(c))]
    }
    return [("velocity", .number(velocity))] + rest
  }

  /// The names of each form, as `presslab curve` reads them.
  static let formNames = [
    "duration and bounce": ["duration", "bounce"], "response and dampingRatio": ["response", "dampingRatio", "dampingFraction"],
    "mass, stiffness and damping": ["mass", "stiffness", "damping"],
  ]

  mutating func set(_ name: String, to value: SpecValue) throws(CurveError) -> Bool {
    guard Self.parameterNames.contains(name) else { return false }
    let x = try value.number(name)
    switch (name, form) {
    case ("velocity", _): velocity = x
    case ("duration", .durationBounce(_, let b)): form = .durationBounce(duration: x, bounce: b)
    case ("bounce", .durationBounce(let d, _)): form = .durationBounce(duration: d, bounce: x)
    case ("response", .responseDampingRatio(_, let z)): form = .responseDampingRatio(response: x, dampingRatio: z)
    case ("dampingRatio", .responseDampingRatio(let r, _)), ("dampingFraction", .responseDampingRatio(let r, _)):
      form = .responseDampingRatio(response: r, dampingRatio: x)
    case ("mass", .physical(_, let k, let c)): form = .physical(mass: x, stiffness: k, damping: c)
    case ("stiffness", .physical(let m, _, let c)): form = .physical(mass: m, stiffness: x, damping: c)
    case ("damping", .physical(let m, let k, _)): form = .physical(mass: m, stiffness: k, damping: x)
    default:
      // One value cannot move the spring to another form: which of the others would it keep?
      let given = Self.formNames.first { $0.value.contains(listing[1].name) }?.key ?? ""
      let other = Self.formNames.first { $0.value.contains(name) }?.key ?? ""
      throw CurveError(
        parameter: name, "this spring is given by \(given); \(name) belongs to the \(other) form: write the spring that way")
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
