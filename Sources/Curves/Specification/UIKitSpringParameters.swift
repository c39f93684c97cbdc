import TextFormats

/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)`
/// (FACTS.md §1).
public struct UIKitSpringParameters: CurveParameters {
  static let model = CurveModel.uikitSpring
  static let parameterNames = ["duration", "damping", "usingSpringWithDamping", "velocity", "initialSpringVelocity", "curve"]

  /// Seconds, as given: the animation is removed then; the solver clamps its own copy to [0.01, 10].
  public var duration: Double
  /// `usingSpringWithDamping`, the damping ratio as given.
  public var damping: Double
  /// `initialSpringVelocity`, in fractions of the travel per second.
  public var velocity: Double
  /// A curve option, which UIKit ignores for springs (kept to say so).
  public var curve: String?

  public init(duration: Double, damping: Double, velocity: Double = 0, curve: String? = nil) {
    self.duration = duration
    self.damping = damping
    self.velocity = velocity
    self.curve = curve
  }

  init(reading p: inout ParameterList) throws(CurveError) {
    duration = try p.nonNegative("duration")
    damping = try p.number("damping", aliases: ["usingSpringWithDamping"])
    velocity = try p.number("velocity", aliases: ["initialSpringVelocity"], default: 0)
    curve = p.text("curve")
  }

  var listing: [(name: String, value: CurveParameterValue)] {
    [("duration", .number(duration)), ("damping", .number(damping)), ("velocity", .number(velocity))]
      + (curve.map { [("curve", .word($0))] } ?? [])
  }

  mutating func set(_ name: String, to value: SpecValue) throws(CurveError) -> Bool {
    switch name {
    case "duration": duration = try value.nonNegative(name)
    case "damping", "usingSpringWithDamping": damping = try value.number(name)
    case "velocity", "initialSpringVelocity": velocity = try value.number(name)
    case "curve": curve = try value.word(name)
    default: return false
    }
    return true
  }

  var wrapped: ModelParameters { .uikitSpring(self) }

  /// The clamps, the 12-step Newton solve, curve options forced to linear, removal at `duration` as
  /// given (the clamp to [0.01, 10] s only shapes the stiffness).
  func build(_ b: inout Builder) throws(CurveError) {
    guard duration >= 0 else { throw CurveError(parameter: "duration", "must be ≥ 0, got \(duration)") }
    if let curve {
      b.warnings.append("curve=\(curve) has no effect: UIKit forces spring animations to curveLinear")
    }
    let solver = UIKitSpringSolver(duration: duration, dampingRatio: damping, velocity: velocity)
    if solver.duration != duration {
      b.adjusted.append(Adjustment(name: "duration", given: duration, used: solver.duration,
        why: "UIKit solves the stiffness for a duration clamped to [0.01, 10] s; the animation still runs "
          + "\(NumberText.parameter(duration)) s"))
    }
    if solver.dampingRatio != damping {
      b.adjusted.append(Adjustment(name: "damping", given: damping, used: solver.dampingRatio,
        why: "UIKit clamps usingSpringWithDamping to [FLT_EPSILON, 1]"))
    }
    let spring = solver.spring
    b.shape = .spring(spring)
    b.runDuration = duration
    b.endsWithSnap = true
    // A root that is not valid is scored like a solve that has not converged: drawn, measured and
    // warned about, never recommended.
    b.solverConverged = solver.hasValidRoot
    if !solver.hasConverged {
      b.warnings.append(
        "UIKit's solver has not converged: after 12 Newton steps its equation is still \(solver.residual) "
          + "from a root (ω = \(solver.omega)), so the spring rests on float32 rounding details")
    }
    if !solver.installsSpring {
      b.invalidReason = "UIKit's solver finds no valid root"
      b.warnings.append(
        "UIKit's solver finds no valid root for damping \(solver.dampingRatio) "
          + "(12 Newton steps end at ω = \(solver.omega)): this spring is not valid for UIKit")
    } else if solver.omega < 0 {
      b.warnings.append(
        "UIKit's solver ends at a negative root for damping \(solver.dampingRatio) (ω = \(solver.omega)); "
          + "iOS installs it all the same (stiffness ω², damping 2ζ|ω|), so it is scored, but it is no solve to "
          + "rely on and is never recommended")
    }
    let end = spring.value(at: duration) - 1
    if end.isFinite && abs(end) > Self.cutOffFraction {
      let percent = (abs(end) * 1000).rounded() / 10
      b.warnings.append(
        "removed at \(NumberText.parameter(duration)) s while \(percent)% of the travel from the target: "
          + "the spring is cut off mid-swing, then snaps (read from decompiled UIKit: to verify on a device)")
    }
  }

  /// How far from the target (a fraction of the travel) a UIKit spring may be removed before the
  /// removal is called a cut-off mid-swing rather than a settle.
  static let cutOffFraction = 0.05
}
