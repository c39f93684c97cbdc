/// The PressLab curve models, named as `presslab curve` names them.
public enum CurveModel: String, Hashable, Sendable, CaseIterable {
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
  case uikitSpring = "uikit-spring"
  /// `UIView.animate(withDuration:delay:options:)` with a curve option
  case uikitCurve = "uikit-curve"
  /// `CASpringAnimation`
  case caSpring = "ca-spring"
  /// iOS 17 / SwiftUI `Spring(duration:bounce:)`, `Spring(response:dampingRatio:)`
  case spring
  /// `CAMediaTimingFunction` over a duration (a `CABasicAnimation`)
  case bezier
  /// `CAKeyframeAnimation`
  case keyframes
}

/// The derived constants of a spring model, as reported by `presslab curve`.
public struct SpringConstants: Hashable, Sendable {
  public var mass: Double
  public var stiffness: Double
  public var damping: Double
  public var dampingRatio: Double
  public var omega0: Double
  /// Core Animation's `settlingDuration` (ε = 0.001); FLT_MAX for an undamped spring.
  public var settlingDuration: Double
  public var perceptualDuration: Double
  public var bounce: Double
  public var initialVelocity: Double

  init(_ s: Spring) {
    mass = s.mass
    stiffness = s.stiffness
    damping = s.damping
    dampingRatio = s.dampingRatio
    omega0 = s.omega0
    settlingDuration = s.settlingDuration()
    perceptualDuration = s.perceptualDuration
    bounce = s.bounce
    initialVelocity = s.initialVelocity
  }
}

/// One animation curve as the user sees it on screen: a model with its parameters, its delay, how
/// long it runs and what happens when it ends. Built from a `CurveSpec` by `Curve(_:)`, which applies
/// Apple's clamps and rejects what is not meaningful.
public struct Curve: Sendable {
  /// What the curve was built from.
  public let spec: CurveSpec
  public var model: CurveModel { spec.name }
  /// The parameters as text, with defaults filled in (for display).
  public var parameters: [(name: String, value: String)] { spec.text }
  public let delay: Double
  /// Seconds the animation runs after the delay (all repeats); nil when it runs forever.
  public let runDuration: Double?
  public let spring: SpringConstants?
  public let adjusted: [Adjustment]
  public let warnings: [String]
  /// True when the animation is removed at `endTime` and the value jumps to the target (UIKit springs
  /// end at their duration; a `CASpringAnimation` at its `duration`).
  public let endsWithSnap: Bool
  /// The values of a keyframe animation (whose samples are raw values, not progress).
  public let keyframeValues: [Double]?
  /// Keyframes only: `isAdditive`.
  public let isAdditive: Bool
  /// UIKit springs only: whether the solver's 12 Newton steps ended on a root (FACTS.md §1).
  public let solverConverged: Bool?
  /// Why the curve cannot be scored, when it cannot: UIKit's solver finds no valid root, or the
  /// spring's constants are not finite. Its samples are then meaningless and every metric is none;
  /// tables mark it, charts grey it out and recommendations skip it.
  public let invalidReason: String?

  enum Shape: Sendable {
    case spring(Spring)
    /// A timing function over a duration, solved as `solve` says.
    case eased(CubicBezier, duration: Double, solve: BezierSolve)
    case keyframes(Keyframes)
  }
  let shape: Shape

  /// delay + runDuration, nil when the animation runs forever.
  public var endTime: Double? { runDuration.map { delay + $0 } }

  /// The physical spring, for spring models.
  public var springModel: Spring? {
    if case .spring(let s) = shape { return s }
    return nil
  }

  /// The timing function, for Bézier-timed models.
  public var timingFunction: CubicBezier? {
    if case .eased(let b, _, _) = shape { return b }
    return nil
  }

  /// A Bézier-timed curve's timing function, its duration and how it is solved, as `value(at:)`
  /// uses them.
  public var easing: (function: CubicBezier, duration: Double, solve: BezierSolve)? {
    if case .eased(let b, let duration, let solve) = shape { return (b, duration, solve) }
    return nil
  }

  /// The animation of a keyframe curve.
  public var keyframes: Keyframes? {
    if case .keyframes(let k) = shape { return k }
    return nil
  }

  public var isKeyframes: Bool { keyframeValues != nil }

  /// Seconds after which a curve that runs forever repeats itself (a keyframe loop, both passes
  /// when it auto-reverses); nil for a curve that ends.
  public var cycle: Double? {
    guard runDuration == nil, case .keyframes(let k) = shape else { return nil }
    return k.autoreverses ? 2 * k.duration : k.duration
  }

  /// The value at `t` seconds since the animation was added (delay included). Progress models give
  /// 0 before the delay and 1 once removed (after the snap); keyframes give the raw animated value.
  public func value(at t: Double) -> Double {
    let local = t - delay
    switch shape {
    case .spring(let s):
      if local <= 0 { return 0 }
      if endsWithSnap, let run = runDuration, local >= run { return 1 }
      return s.value(at: local)
    case .eased(let b, let duration, let solve):
      if local < 0 { return 0 }
      if local >= duration { return 1 }
      return b.value(at: local / duration, solve)
    case .keyframes(let k):
      return k.value(atLocal: max(local, 0))
    }
  }

  /// The value just before the animation is removed (x(d⁻)), where it ends with a snap.
  public var valueBeforeEnd: Double? {
    guard endsWithSnap, let run = runDuration, case .spring(let s) = shape else { return nil }
    return s.value(at: run)
  }

  /// The time the value jumps, if it does.
  public var jumpTimes: [Double] {
    guard endsWithSnap, let end = endTime else { return [] }
    return [end]
  }

  /// The `presslab curve` default window: the larger of 2 s and 1.5 × (delay + run time), where a
  /// spring that runs until settled runs for its settling duration, capped at 10 s.
  public var defaultWindow: Double {
    guard let end = endTime, end.isFinite else { return 10 }
    return min(10, max(2, 1.5 * end))
  }
}
