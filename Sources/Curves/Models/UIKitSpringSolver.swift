#if canImport(Glibc)
  import Glibc
#endif

/// UIKit's `parametersOfSpringAnimation` (FACTS.md §1): how
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` turns a duration,
/// a damping ratio and a velocity into mass 1, a stiffness and a damping.
///
/// It clamps ζ to [FLT_EPSILON, 1] and the duration to [0.01, 10] s, then runs exactly 12 Newton steps
/// from ω = 5/d (no convergence test) on an equation that puts the spring's error term at ε = 0.001 at
/// t = d. The exponentials are float32 `expf`, emulated here.
public struct UIKitSpringSolver: Hashable, Sendable {
  /// The values the solver actually used, after UIKit's clamps.
  public let duration: Double
  public let dampingRatio: Double
  public let velocity: Double
  /// The natural frequency the 12 Newton steps end at (may be negative: no valid root).
  public let omega: Double
  /// The residual of the solver's equation at `omega`.
  public let residual: Double

  public static let epsilon = 0.001
  public static let durationRange = 0.01...10.0
  public static let dampingRange = Double(Float.ulpOfOne)...1.0

  public init(duration: Double, dampingRatio: Double, velocity: Double) {
    let d = min(max(duration, Self.durationRange.lowerBound), Self.durationRange.upperBound)
    let zeta = min(max(dampingRatio, Self.dampingRange.lowerBound), Self.dampingRange.upperBound)
    self.duration = d
    self.dampingRatio = zeta
    self.velocity = velocity
    var w = 5 / d
    for _ in 0..<12 {
      let (f, df) = Self.equation(omega: w, duration: d, zeta: zeta, velocity: velocity)
      w -= f / df
    }
    omega = w
    residual = Self.equation(omega: w, duration: d, zeta: zeta, velocity: velocity).f
  }

  /// The spring UIKit installs: mass 1, stiffness ω², damping 2ζω, `allowsOverdamping` NO.
  public var spring: Spring {
    Spring(
      mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
      initialVelocity: velocity, allowsOverdamping: false)
  }

  /// True when the solver ended on a positive, finite root of its own equation.
  public var hasValidRoot: Bool {
    omega.isFinite && omega > 0 && abs(residual) <= 1e-6
  }

  /// f(ω) and f′(ω) of FACTS.md §1, step 2.
  static func equation(omega w: Double, duration d: Double, zeta: Double, velocity v: Double)
    -> (f: Double, df: Double)
  {
    let eps = epsilon
    if zeta >= 1 {
      let e = expf32(-w * d)
      let term = ((w - v) * d + 1) * e
      let f = w - v >= 0 ? term - eps : term + eps
      let df = d * d * (v - w) * e
      return (f, df)
    }
    let s = (1 - zeta * zeta).squareRoot()
    let e = expf32(-zeta * d * w)
    let r = (zeta * w - v) / (s * w)
    let g = r * e
    let f = eps - abs(g)
    let dg = (v + v * d * zeta * w - d * zeta * zeta * w * w) * e / (s * w * w)
    let df = -(g < 0 ? -1.0 : 1.0) * dg
    return (f, df)
  }

  /// float32 `expf`, as the decompiled solver computes its exponentials.
  @inline(__always) static func expf32(_ x: Double) -> Double {
    Double(expf(Float(x)))
  }
}
