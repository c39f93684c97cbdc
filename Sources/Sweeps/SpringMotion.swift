#if canImport(Glibc)
  import Glibc
#endif
import Curves

/// A mass-spring released from rest at progress 0 toward 1: `x(0) = 0`, `x′(0) = v0`, `x → 1`.
///
/// Its deviation `e = x − 1` is `α·p(t) + β·q(t)`, where the state `(p, q)` advances by one fixed
/// 2×2 matrix per time step `h` (a damped rotation when underdamped). That turns sampling into one
/// small matrix product per sample instead of `exp`, `sin` and `cos`; `state(at:)` gives the exact
/// state at any time, so the recurrence can be re-anchored and its rounding error cannot grow.
public struct SpringMotion: Sendable, Equatable {
  enum Regime: Equatable, Sendable {
    /// `e = e^(−at)(B sin ωd t − cos ωd t)`; p = e^(−at) cos ωd t, q = e^(−at) sin ωd t.
    case underdamped(a: Double, omegaD: Double, b: Double)
    /// `e = ((v0 − ω0)t − 1)e^(−ω0 t)`; p = e^(−ω0 t), q = t e^(−ω0 t).
    case critical(omega0: Double, slope: Double)
    /// `e = −P e^(−r1 t) − Q e^(−r2 t)`; p = e^(−r1 t), q = e^(−r2 t).
    case overdamped(r1: Double, r2: Double, p: Double, q: Double)
  }

  public let omega0: Double
  public let dampingRatio: Double
  public let velocity: Double
  let regime: Regime

  /// ω0 in rad/s, ζ ≥ 0, v0 in progress units per second.
  public init(omega0: Double, dampingRatio zeta: Double, velocity v0: Double) {
    self.omega0 = omega0
    self.dampingRatio = zeta
    self.velocity = v0
    if zeta < 1 {
      let a = zeta * omega0
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      regime = .underdamped(a: a, omegaD: omegaD, b: (v0 - a) / omegaD)
    } else if zeta == 1 {
      regime = .critical(omega0: omega0, slope: v0 - omega0)
    } else {
      let sigma = zeta * omega0
      let gamma = omega0 * (zeta * zeta - 1).squareRoot()
      regime = .overdamped(
        r1: sigma + gamma, r2: sigma - gamma,
        p: (gamma + v0 - sigma) / (2 * gamma), q: (gamma - v0 + sigma) / (2 * gamma))
    }
  }

  /// SwiftUI `Spring(duration:bounce:)` (FACTS §2–3): ω0 = 2π/d; ζ = 1 − b, or 1/(1 + b) below 0.
  public init(duration: Double, bounce: Double, velocity: Double) {
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(omega0: 2 * Double.pi / duration, dampingRatio: zeta, velocity: velocity)
  }

  /// The closed form of `e = x − 1`, written as BENCHMARK.md W1 defines it.
  public func deviation(at t: Double) -> Double {
    switch regime {
    case .underdamped(let a, let omegaD, let b):
      let (sine, cosine) = SineCosine.of(omegaD * t)
      return exp(-a * t) * (b * sine - cosine)
    case .critical(let omega0, let slope):
      return (slope * t - 1) * exp(-omega0 * t)
    case .overdamped(let r1, let r2, let p, let q):
      return -p * exp(-r1 * t) - q * exp(-r2 * t)
    }
  }

  /// A bound on |e| from t on, falling with t: `√(1 + B²)·e^(−at)` for a damped underdamped spring;
  /// nil where none is given (undamped, critical and overdamped springs).
  func envelope(at t: Double) -> Double? {
    guard case .underdamped(let a, _, let b) = regime, a > 0 else { return nil }
    return (1 + b * b).squareRoot() * exp(-a * t)
  }

  /// Progress `x(t) = 1 + e(t)`.
  public func value(at t: Double) -> Double { 1 + deviation(at: t) }

  /// `e = alpha·p + beta·q`.
  var coefficients: (alpha: Double, beta: Double) {
    switch regime {
    case .underdamped(_, _, let b): return (-1, b)
    case .critical(_, let slope): return (-1, slope)
    case .overdamped(_, _, let p, let q): return (-p, -q)
    }
  }

  /// The state at t = 0, exactly.
  var initialState: (p: Double, q: Double) {
    switch regime {
    case .underdamped, .critical: return (1, 0)
    case .overdamped: return (1, 1)
    }
  }

  /// The exact state `(p, q)` at time t.
  func state(at t: Double) -> (p: Double, q: Double) {
    switch regime {
    case .underdamped(let a, let omegaD, _):
      let decay = exp(-a * t)
      let (sine, cosine) = SineCosine.of(omegaD * t)
      return (decay * cosine, decay * sine)
    case .critical(let omega0, _):
      let decay = exp(-omega0 * t)
      return (decay, t * decay)
    case .overdamped(let r1, let r2, _, _):
      return (exp(-r1 * t), exp(-r2 * t))
    }
  }

  /// The matrix taking the state at t to the state at t + h: p′ = m00 p + m01 q, q′ = m10 p + m11 q.
  func step(_ h: Double) -> (m00: Double, m01: Double, m10: Double, m11: Double) {
    switch regime {
    case .underdamped(let a, let omegaD, _):
      let rho = exp(-a * h)
      let (sine, cosine) = SineCosine.of(omegaD * h)
      let c = rho * cosine
      let s = rho * sine
      return (c, -s, s, c)
    case .critical(let omega0, _):
      let rho = exp(-omega0 * h)
      return (rho, 0, rho * h, rho)
    case .overdamped(let r1, let r2, _, _):
      return (exp(-r1 * h), 0, 0, exp(-r2 * h))
    }
  }
}
