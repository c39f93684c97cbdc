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
    let equation = Equation(duration, dampingRatio, velocity)
    var w = 5 / equation.duration
    for _ in 0..<12 {
      let (f, df) = equation.at(w)
      w -= f / df
    }
    self.init(equation, omega: w)
  }

  /// Four solvers, each exactly as `init(duration:dampingRatio:velocity:)` makes it, with their
  /// Newton steps interleaved: each step waits on its `expf` and two divisions in a chain, and the
  /// processor works on the other chains meanwhile (a sweep's lane pair and the next one; a solve
  /// takes 131–193 ns this way against 185–242 ns two at a time, docs/BENCHMARKS.md).
  public static func quad(
    _ a: (duration: Double, dampingRatio: Double, velocity: Double),
    _ b: (duration: Double, dampingRatio: Double, velocity: Double),
    _ c: (duration: Double, dampingRatio: Double, velocity: Double),
    _ d: (duration: Double, dampingRatio: Double, velocity: Double)
  ) -> (UIKitSpringSolver, UIKitSpringSolver, UIKitSpringSolver, UIKitSpringSolver) {
    let ea = Equation(a.duration, a.dampingRatio, a.velocity), eb = Equation(b.duration, b.dampingRatio, b.velocity)
    let ec = Equation(c.duration, c.dampingRatio, c.velocity), ed = Equation(d.duration, d.dampingRatio, d.velocity)
    var wa = 5 / ea.duration, wb = 5 / eb.duration, wc = 5 / ec.duration, wd = 5 / ed.duration
    for _ in 0..<12 {
      let (fa, dfa) = ea.at(wa)
      let (fb, dfb) = eb.at(wb)
      let (fc, dfc) = ec.at(wc)
      let (fd, dfd) = ed.at(wd)
      wa -= fa / dfa
      wb -= fb / dfb
      wc -= fc / dfc
      wd -= fd / dfd
    }
    return (UIKitSpringSolver(ea, omega: wa), UIKitSpringSolver(eb, omega: wb),
            UIKitSpringSolver(ec, omega: wc), UIKitSpringSolver(ed, omega: wd))
  }

  /// UIKit's clamps of the duration and the damping ratio.
  @inline(__always) static func clamped(_ duration: Double, _ dampingRatio: Double) -> (Double, Double) {
    (min(max(duration, durationRange.lowerBound), durationRange.upperBound),
     min(max(dampingRatio, dampingRange.lowerBound), dampingRange.upperBound))
  }

  /// The solver ended at `omega`, its residual there worked out.
  @inline(__always) private init(_ equation: Equation, omega w: Double) {
    duration = equation.duration
    dampingRatio = equation.zeta
    velocity = equation.velocity
    omega = w
    residual = equation.residual(at: w)
  }

  /// The spring UIKit installs: mass 1, stiffness ω·(ω·m), damping ζ·2·√(ω·(m·m·ω)) (so never
  /// negative, even when ω is), `allowsOverdamping` NO.
  public var spring: Spring {
    let mass = 1.0
    let root = (omega * (mass * mass * omega)).squareRoot()
    return Spring(
      mass: mass, stiffness: omega * (omega * mass), damping: dampingRatio * (root + root),
      initialVelocity: velocity, allowsOverdamping: false)
  }

  /// The largest residual that still counts as a root: 0.1 % of ε.
  public static let convergenceTolerance = 1e-6

  /// True when the 12 steps ended on a root of the solver's equation (FACTS.md §1: near the r = 0 kink
  /// they may not, and the result then rests on float32 rounding details).
  public var hasConverged: Bool {
    omega.isFinite && abs(residual) <= Self.convergenceTolerance
  }

  /// True when the solver ended on a positive, finite root of its own equation.
  public var hasValidRoot: Bool { hasConverged && omega > 0 }

  /// True when iOS installs a spring at all: any finite, nonzero ω gives stiffness ω² and damping
  /// 2ζ|ω| (FACTS.md §1), a negative one included; only NaN, ±∞ and 0 leave no spring to draw.
  public var installsSpring: Bool { omega.isFinite && omega != 0 }

  /// f(ω) and f′(ω) of FACTS.md §1, step 2, for one spring after UIKit's clamps, in the decompiled
  /// blocks' order of operations: f takes `expf(−x)`, f′ divides by `expf(+x)`, and at r = 0
  /// exactly f′ = +g′ (the binary tests `e·r ≤ 0`). What does not depend on ω is worked out once,
  /// not at each of the 13 evaluations (a square root among it).
  struct Equation {
    let duration: Double, zeta: Double, velocity: Double
    /// √(1 − ζ²), ζd, dζv and dζ², for ζ < 1.
    let s: Double, zd: Double, dzv: Double, curvature: Double

    @inline(__always) init(_ duration: Double, _ dampingRatio: Double, _ velocity: Double) {
      let (d, zeta) = UIKitSpringSolver.clamped(duration, dampingRatio)
      self.duration = d
      self.zeta = zeta
      self.velocity = velocity
      s = (1 - zeta * zeta).squareRoot()
      zd = zeta * d
      dzv = d * zeta * velocity
      curvature = d * (zeta * zeta)
    }

    /// f(ω), the residual, alone (one `expf`).
    @inline(__always) func residual(at w: Double) -> Double {
      let eps = UIKitSpringSolver.epsilon
      if zeta >= 1 {
        let difference = w - velocity
        return (difference < 0 ? eps : -eps) + (difference * duration + 1) * expf32(-duration * w)
      }
      return eps - abs(ratio(w) * expf32(-(zd * w)))
    }

    /// r of the underdamped equation.
    @inline(__always) func ratio(_ w: Double) -> Double { -(velocity - zeta * w) / (s * w) }

    /// f(ω) and f′(ω).
    @inline(__always) func at(_ w: Double) -> (f: Double, df: Double) {
      let f = residual(at: w)
      if zeta >= 1 { return (f, duration * duration * (velocity - w) / expf32(duration * w)) }
      let r = ratio(w), w2 = w * w
      let rising = velocity + dzv * w
      // e·r ≤ 0 with e = exp(−ζdω) > 0: the sign of r alone.
      let slope = r <= 0 ? rising - curvature * w2 : -(rising - curvature * w2)
      return (f, slope / (w2 * s * expf32(zd * w)))
    }

    /// float32 `expf`, as the decompiled solver computes its exponentials.
    @inline(__always) func expf32(_ x: Double) -> Double {
      Double(expf(Float(x)))
    }
  }
}
