#if canImport(Glibc)
  import Glibc
#endif

/// A damped spring that carries progress from 0 to rest at 1: `m x″ + c x′ + k (x − 1) = 0` with
/// `x(0) = 0`, `x′(0) = initialVelocity` (progress units per second, positive toward the target).
/// This is the one canonical physical model; UIKit, Core Animation and SwiftUI parameterisations map
/// into it (FACTS.md §1–3).
public struct Spring: Hashable, Sendable {
  public var mass: Double
  public var stiffness: Double
  public var damping: Double
  /// Initial velocity in progress units per second, positive toward the target.
  public var initialVelocity: Double
  /// Core Animation's `allowsOverdamping`: when false, a spring with ζ > 1 is drawn as the critically
  /// damped spring at the same ω0 (FACTS.md §2).
  public var allowsOverdamping: Bool
  /// Which overdamped solution to draw when `allowsOverdamping` is true.
  public var overdampedForm: OverdampedForm

  /// The overdamped coefficients: the physical ones (`x′(0) = v0`, the default) or the ones read in the
  /// decompiled QuartzCore (`x′(0) = v0 + 2σ`, marked UNCERTAIN in FACTS.md §2).
  public enum OverdampedForm: String, Hashable, Sendable, CaseIterable {
    case physical, decompiled
  }

  public init(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false, overdampedForm: OverdampedForm = .physical
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
    self.overdampedForm = overdampedForm
  }

  /// Undamped angular frequency ω0 = √(k/m), in rad/s.
  @inlinable public var omega0: Double { (stiffness / mass).squareRoot() }
  /// Damping ratio ζ = c / (2√(k·m)); 1 settles without overshoot.
  @inlinable public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  /// SwiftUI's perceptual duration 2π√(m/k), in seconds.
  public var perceptualDuration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }
  /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, else 1/ζ − 1.
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// The regime Core Animation draws (FACTS.md §2 `State::update`).
  public enum Regime: Hashable, Sendable { case underdamped, critical, overdamped }

  @inlinable public var regime: Regime {
    let zeta = dampingRatio
    if zeta < 1 { return .underdamped }
    if zeta > 1 && allowsOverdamping { return .overdamped }
    return .critical
  }

  /// Progress at `t` seconds after the start, from the closed form.
  @inlinable @inline(__always) public func value(at t: Double) -> Double { solution.value(at: t) }

  /// Velocity (progress per second) at `t`, from the closed form.
  public func velocity(at t: Double) -> Double {
    let w0 = omega0
    let v0 = initialVelocity
    switch regime {
    case .underdamped:
      let (sigma, wd, b) = underdampedTerms(w0, dampingRatio)
      let (s, c) = SineCosine.of(wd * t)
      return exp(-sigma * t) * (sigma * (c + b * s) - (-wd * s + b * wd * c))
    case .critical:
      let a = w0 - v0
      return exp(-w0 * t) * (w0 * (1 + a * t) - a)
    case .overdamped:
      let (p, q, fast, slow) = overdampedTerms(w0, dampingRatio)
      return p * fast * exp(-fast * t) + q * slow * exp(-slow * t)
    }
  }

  /// `x = 1 − e^(−σt)(cos ωd t + B sin ωd t)` with B = (σ − v0)/ωd, from ω0 and ζ.
  @usableFromInline func underdampedTerms(_ w0: Double, _ zeta: Double) -> (sigma: Double, wd: Double, b: Double) {
    let sigma = zeta * w0
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    return (sigma, wd, (sigma - initialVelocity) / wd)
  }

  /// `x = 1 − P e^(−fast·t) − Q e^(−slow·t)` with fast = σ + γ, slow = σ − γ, from ω0 and ζ.
  @usableFromInline func overdampedTerms(_ w0: Double, _ zeta: Double) -> (p: Double, q: Double, fast: Double, slow: Double) {
    let sigma = zeta * w0
    let gamma = w0 * (zeta * zeta - 1).squareRoot()
    let v0 = initialVelocity
    switch overdampedForm {
    case .physical:
      return ((gamma + v0 - sigma) / (2 * gamma), (gamma - v0 + sigma) / (2 * gamma), sigma + gamma, sigma - gamma)
    case .decompiled:
      return ((v0 + sigma + gamma) / (2 * gamma), (gamma - v0 - sigma) / (2 * gamma), sigma + gamma, sigma - gamma)
    }
  }

  /// Core Animation's `settlingDuration`, `durationForEpsilon:` (FACTS.md §2): for ζ < 1 the envelope
  /// bound `ln((|A|+|B|)/ε)/σ`; for ζ ≥ 1 a walk in 0.1 s steps (accumulated in double precision) to the
  /// first sample below ε that stays below ε for every sample more than 1 s later; capped at FLT_MAX,
  /// which is what ζ = 0 gives.
  public func settlingDuration(epsilon: Double = Spring.settlingEpsilon) -> Double {
    solution.settlingDuration(of: self, epsilon: epsilon)
  }

  /// Core Animation's ε for `settlingDuration`: the error it settles within.
  public static let settlingEpsilon = 0.001

  /// `settlingDuration`'s cap, FLT_MAX: the duration of a spring that never settles.
  @inlinable public static var neverSettles: Double { Double(Float.greatestFiniteMagnitude) }
}

extension Spring {
  /// The closed form with its constants worked out once (ω0, ζ, the regime and its terms), for
  /// reading many times of one spring: `value(at:)` gives `Spring.value(at:)`'s bits, which is
  /// this same code.
  public struct Solution: Sendable {
    @usableFromInline enum Terms: Sendable {
      case underdamped(sigma: Double, wd: Double, b: Double)
      case critical(w0: Double, a: Double)
      case overdamped(p: Double, q: Double, fast: Double, slow: Double)
    }

    public let omega0: Double
    public let dampingRatio: Double
    @usableFromInline let terms: Terms

    /// The regime as `Spring.regime` tells it, from ω0 and ζ worked out once.
    @inlinable @inline(__always)
    public init(_ spring: Spring) {
      let w0 = spring.omega0, zeta = spring.dampingRatio
      omega0 = w0
      dampingRatio = zeta
      if zeta < 1 {
        let t = spring.underdampedTerms(w0, zeta)
        terms = .underdamped(sigma: t.sigma, wd: t.wd, b: t.b)
      } else if zeta > 1 && spring.allowsOverdamping {
        let t = spring.overdampedTerms(w0, zeta)
        terms = .overdamped(p: t.p, q: t.q, fast: t.fast, slow: t.slow)
      } else {
        terms = .critical(w0: w0, a: w0 - spring.initialVelocity)
      }
    }

    /// Progress at `t` seconds after the start.
    @inlinable @inline(__always)
    public func value(at t: Double) -> Double {
      switch terms {
      case .underdamped(let sigma, let wd, let b):
        let (sine, cosine) = SineCosine.of(wd * t)
        return 1 - exp(-sigma * t) * (cosine + b * sine)
      case .critical(let w0, let a): return 1 - (1 + a * t) * exp(-w0 * t)
      case .overdamped(let p, let q, let fast, let slow): return 1 - p * exp(-fast * t) - q * exp(-slow * t)
      }
    }

    /// `Spring.regime`, from the terms worked out.
    @inlinable public var regime: Regime {
      switch terms {
      case .underdamped: return .underdamped
      case .critical: return .critical
      case .overdamped: return .overdamped
      }
    }

    /// `Spring.settlingDuration(epsilon:)` of `spring`, the spring this solves.
    public func settlingDuration(of spring: Spring, epsilon: Double = Spring.settlingEpsilon) -> Double {
      min(uncappedSettlingDuration(of: spring, epsilon: epsilon), Spring.neverSettles)
    }

    private func uncappedSettlingDuration(of spring: Spring, epsilon: Double) -> Double {
      let eps = max(epsilon, 1e-6)
      let zeta = dampingRatio
      guard zeta.isFinite, omega0.isFinite else { return 0 }
      if zeta <= 0 { return .infinity }
      if case .underdamped(let sigma, _, let b) = terms { return max(log((1 + abs(b)) / eps) / sigma, 0) }
      return spring.walkedSettlingDuration(epsilon: eps, self)
    }

    var isCritical: Bool {
      if case .critical = terms { return true }
      return false
    }
  }

  /// The closed form's constants, for reading it at many times.
  @inlinable public var solution: Solution { Solution(self) }
}
