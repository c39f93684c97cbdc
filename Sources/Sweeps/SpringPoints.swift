import Curves

/// A point's spring made from its numbers alone, for the spring kernel: the template's typed fields
/// written with the point's values, then the spring Apple's API makes of them (UIKit's float32 Newton
/// solve, Core Animation's settling duration) by the same calls `Curve(_:)` makes, without building
/// a `Curve`: no text, no allocation. A point where `Curve(_:)` would clamp, warn of an invalid
/// spring or throw returns nil and takes the general path, which says why.
struct SpringPoints: Sendable {
  enum Model: Sendable {
    case uikit(UIKitSpringParameters)
    case ca(CASpringParameters)
    case swiftUI(SwiftUISpringParameters)
  }

  /// The typed fields a swept number can write.
  enum Field: Sendable { case duration, damping, velocity, mass, stiffness, bounce, response, ratio }

  struct Axis: Sendable {
    let parameter: Int
    let field: Field
    let values: [Double]
  }

  let model: Model
  let axes: [Axis]

  /// What the kernel needs of a point's spring, with its closed form's constants worked out once
  /// (ω0, ζ and the terms: square roots and divisions each reading would repeat).
  struct Built {
    var spring: Spring
    var solution: Spring.Solution
    /// Where the animation is removed (snapping to 1), as `Curve.endTime`; nil when it is not.
    var removal: Double?
    /// UIKit's solver ended on a root; nil for the other models (as `Curve.solverConverged`).
    var converged: Bool?

    init(spring: Spring, solution: Spring.Solution? = nil, removal: Double?, converged: Bool?) {
      self.spring = spring
      self.solution = solution ?? spring.solution
      self.removal = removal
      self.converged = converged
    }
  }

  /// Nil when the sweep's points cannot be made this way (a delay, a value that is not a number, a
  /// parameter that is not one of the model's numeric fields): the sweep builds `Curve`s instead.
  init?(_ plan: SweepPlan) {
    guard case .success(let spec) = plan.template, spec.delay == 0 else { return nil }
    switch spec.model {
    case .uikitSpring(let p): model = .uikit(p)
    case .caSpring(let p): model = .ca(p)
    case .spring(let p): model = .swiftUI(p)
    default: return nil
    }
    var axes: [Axis] = []
    for i in plan.axisIndices where i != plan.scaleIndex {
      let parameter = plan.definition.parameters[i]
      let values = parameter.values.compactMap(\.number)
      guard values.count == parameter.values.count, let field = Self.field(parameter.target, spec) else { return nil }
      axes.append(Axis(parameter: i, field: field, values: values))
    }
    self.axes = axes
  }

  /// Which typed field `target` writes, found by writing two numbers with the curve engine's own
  /// `setting` (so its names and aliases stay in one place) and seeing which field took them.
  static func field(_ target: String, _ spec: CurveSpec) -> Field? {
    guard let a = try? spec.setting(target, to: .number(0.25)), let b = try? spec.setting(target, to: .number(0.75)),
      a.delay == b.delay
    else { return nil }
    switch (a.model, b.model) {
    case (.uikitSpring(let x), .uikitSpring(let y)):
      if x.duration != y.duration { return .duration }
      if x.damping != y.damping { return .damping }
      if x.velocity != y.velocity { return .velocity }
    case (.caSpring(let x), .caSpring(let y)):
      if x.mass != y.mass { return .mass }
      if x.stiffness != y.stiffness { return .stiffness }
      if x.damping != y.damping { return .damping }
      if x.velocity != y.velocity { return .velocity }
      if x.duration != y.duration && x.duration != nil { return .duration }
    case (.spring(let x), .spring(let y)):
      if x.velocity != y.velocity { return .velocity }
      switch (x.form, y.form) {
      case (.durationBounce(let d0, let b0), .durationBounce(let d1, let b1)):
        if d0 != d1 { return .duration }
        if b0 != b1 { return .bounce }
      case (.responseDampingRatio(let r0, let z0), .responseDampingRatio(let r1, let z1)):
        if r0 != r1 { return .response }
        if z0 != z1 { return .ratio }
      case (.physical(let m0, let k0, let c0), .physical(let m1, let k1, let c1)):
        if m0 != m1 { return .mass }
        if k0 != k1 { return .stiffness }
        if c0 != c1 { return .damping }
      default: return nil
      }
    default: return nil
    }
    return nil
  }

  /// The spring at grid point `point`; nil where the general path must decide.
  func spring(_ point: Int, _ plan: SweepPlan) -> Built? {
    switch model {
    case .uikit(let template):
      let p = Self.uikit(template, point, axes, plan)
      guard p.duration >= 0 else { return nil }
      return Self.built(UIKitSpringSolver(duration: p.duration, dampingRatio: p.damping, velocity: p.velocity), p)
    case .ca(var p):
      for axis in axes {
        let x = axis.values[plan.digit(point, axis.parameter)]
        switch axis.field {
        case .mass: p.mass = x
        case .stiffness: p.stiffness = x
        case .damping: p.damping = x
        case .duration: p.duration = x
        default: p.velocity = x
        }
      }
      // Core Animation's replacements (mass ≤ 0 and the like) are the general path's to say.
      guard p.mass > 0, p.stiffness > 0, p.damping >= 0, (p.duration ?? 0) >= 0 else { return nil }
      let spring = Spring(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: p.velocity,
                          allowsOverdamping: p.allowsOverdamping, overdampedForm: p.overdampedForm)
      // Run for the animation's duration, or until settled (`settlingDuration`, FLT_MAX: never).
      let solution = spring.solution
      if let duration = p.duration {
        return Self.checked(Built(spring: spring, solution: solution, removal: duration, converged: nil))
      }
      let settle = solution.settlingDuration(of: spring)
      return Self.checked(
        Built(spring: spring, solution: solution, removal: settle < Spring.neverSettles ? settle : nil, converged: nil))
    case .swiftUI(var p):
      for axis in axes { p.write(axis.field, axis.values[plan.digit(point, axis.parameter)]) }
      guard var spring = p.plainSpring else { return nil }
      spring.initialVelocity = p.velocity
      return Self.checked(Built(spring: spring, removal: nil, converged: nil))
    }
  }

  /// UIKit's Newton solves of the next lane pair, run with this pair's (`UIKitSpringSolver.quad`),
  /// by the pair's first point.
  typealias SolvedAhead = (point: Int, solvers: (UIKitSpringSolver, UIKitSpringSolver))

  /// The springs at points `a` and `b` (nil: `a` alone), each as `spring(_:_:)` makes it. UIKit's
  /// Newton solves run four at a time: this pair's with the next pair's (the two scale groups from
  /// `b`'s end on, below `end`), which wait in `ahead` for their turn.
  func springs(_ a: Int, _ b: Int?, below end: Int, _ plan: SweepPlan, _ ahead: inout SolvedAhead?)
    -> (Built?, Built?)
  {
    guard let b, case .uikit(let template) = model else { return (spring(a, plan), b.flatMap { spring($0, plan) }) }
    let p = Self.uikit(template, a, axes, plan), q = Self.uikit(template, b, axes, plan)
    guard p.duration >= 0, q.duration >= 0 else { return (spring(a, plan), spring(b, plan)) }
    if let solved = ahead, solved.point == a {
      return (Self.built(solved.solvers.0, p), Self.built(solved.solvers.1, q))
    }
    let c = plan.scaleGroup(from: plan.scaleGroup(from: b, below: end).upperBound, below: end)
    let d = plan.scaleGroup(from: c.upperBound, below: end)
    let r = c.isEmpty ? p : Self.uikit(template, c.lowerBound, axes, plan)
    let u = d.isEmpty ? q : Self.uikit(template, d.lowerBound, axes, plan)
    let (sp, sq, sr, su) = UIKitSpringSolver.quad(
      (p.duration, p.damping, p.velocity), (q.duration, q.damping, q.velocity),
      (r.duration, r.damping, r.velocity), (u.duration, u.damping, u.velocity))
    // A next pair of two: solved here (a negative duration is the general path's to say).
    if !d.isEmpty, r.duration >= 0, u.duration >= 0 { ahead = (c.lowerBound, (sr, su)) }
    return (Self.built(sp, p), Self.built(sq, q))
  }

  /// The UIKit template with point `point`'s values written in.
  @inline(__always)
  static func uikit(_ template: UIKitSpringParameters, _ point: Int, _ axes: [Axis], _ plan: SweepPlan)
    -> UIKitSpringParameters
  {
    var p = template
    for axis in axes {
      let x = axis.values[plan.digit(point, axis.parameter)]
      switch axis.field {
      case .duration: p.duration = x
      case .damping: p.damping = x
      default: p.velocity = x
      }
    }
    return p
  }

  /// The spring UIKit installs from `solver`, removed at the animation's duration.
  @inline(__always)
  static func built(_ solver: UIKitSpringSolver, _ p: UIKitSpringParameters) -> Built? {
    guard solver.installsSpring else { return nil }
    return checked(Built(spring: solver.spring, removal: p.duration, converged: solver.hasValidRoot))
  }

  /// The spring when `Curve(_:)` would find nothing wrong with its constants (else nil).
  @inline(__always)
  static func checked(_ built: Built) -> Built? {
    let s = built.spring, w0 = built.solution.omega0
    guard s.mass.isFinite, s.stiffness.isFinite, s.damping.isFinite, w0.isFinite, w0 > 0, built.solution.dampingRatio.isFinite
    else { return nil }
    return built
  }

  /// `Curve.value(at:)` of a spring from t = 0: 0 at the start, 1 from its removal.
  @inline(__always)
  static func value(_ built: Built, at t: Double) -> Double {
    if t <= 0 { return 0 }
    if let end = built.removal, t >= end { return 1 }
    return built.solution.value(at: t)
  }
}

extension SwiftUISpringParameters {
  mutating func write(_ field: SpringPoints.Field, _ x: Double) {
    switch (field, form) {
    case (.velocity, _): velocity = x
    case (.duration, .durationBounce(_, let b)): form = .durationBounce(duration: x, bounce: b)
    case (.bounce, .durationBounce(let d, _)): form = .durationBounce(duration: d, bounce: x)
    case (.response, .responseDampingRatio(_, let z)): form = .responseDampingRatio(response: x, dampingRatio: z)
    case (.ratio, .responseDampingRatio(let r, _)): form = .responseDampingRatio(response: r, dampingRatio: x)
    case (.mass, .physical(_, let k, let c)): form = .physical(mass: x, stiffness: k, damping: c)
    case (.stiffness, .physical(let m, _, let c)): form = .physical(mass: m, stiffness: x, damping: c)
    case (.damping, .physical(let m, let k, _)): form = .physical(mass: m, stiffness: k, damping: x)
    default: break
    }
  }

  /// The spring of these parameters where SwiftUI takes them as given (else nil: the general path
  /// says what is wrong); its velocity is set by the caller.
  var plainSpring: Spring? {
    switch form {
    case .responseDampingRatio(let response, let ratio):
      return response > 0 && ratio >= 0 ? Spring.swiftUI(response: response, dampingRatio: ratio) : nil
    case .physical(let mass, let stiffness, let damping):
      guard mass > 0, stiffness > 0, damping >= 0 else { return nil }
      return Spring(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: true)
    case .durationBounce(let duration, let bounce):
      return duration > 0 && bounce > -1 && bounce <= 1 ? Spring.swiftUI(duration: duration, bounce: bounce) : nil
    }
  }
}
