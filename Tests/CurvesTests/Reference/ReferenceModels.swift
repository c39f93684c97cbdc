import Foundation

/// A plain double-precision transcription of docs/FACTS.md §1–§4 and the §8 closed forms, written
/// from the text alone and sharing no code with `Sources`: the oracle of `DifferentialTests`.
enum Reference {
  static let fltEpsilon = 1.1920928955078125e-07
  static let fltMax = 3.4028234663852886e38

  /// A spring as Core Animation draws it (§2): x(t) = 1 − … with x(0) = 0, x′(0) = v0.
  struct Spring {
    var m: Double, k: Double, c: Double, v0: Double
    var allowsOverdamping: Bool

    var w0: Double { sqrt(k / m) }
    var zeta: Double { c / (2 * sqrt(k * m)) }

    func x(_ t: Double) -> Double {
      let w0 = self.w0, z = zeta
      if z < 1 {
        let sigma = z * w0
        let wd = w0 * sqrt(1 - z * z)
        let b = (sigma - v0) / wd
        return 1 - exp(-sigma * t) * (cos(wd * t) + b * sin(wd * t))
      }
      if z > 1 && allowsOverdamping {
        let sigma = z * w0
        let gamma = w0 * sqrt(z * z - 1)
        let p = (gamma + v0 - sigma) / (2 * gamma)
        let q = (gamma - v0 + sigma) / (2 * gamma)
        return 1 - p * exp(-(sigma + gamma) * t) - q * exp(-(sigma - gamma) * t)
      }
      return 1 - (1 + (w0 - v0) * t) * exp(-w0 * t)
    }

    /// The first overshoot peak from the §8 closed forms, nil when the curve does not pass 1.
    var firstPeak: (time: Double, overshoot: Double)? {
      let w0 = self.w0, z = zeta
      if z < 1 {
        let sigma = z * w0
        let wd = w0 * sqrt(1 - z * z)
        let psi = atan2(v0 * wd, w0 * w0 - sigma * v0)
        let tp = (Double.pi - psi) / wd
        let os = x(tp) - 1
        return os > 0 ? (tp, os) : nil
      }
      if z > 1 && allowsOverdamping { return nil }  // none of the cases below overshoot
      guard v0 > w0 else { return nil }
      let tp = v0 / (w0 * (v0 - w0))
      return (tp, (v0 / w0 - 1) * exp(-w0 * tp))
    }

    /// `settlingDuration` (§2), before the speed division: ζ = 0 → FLT_MAX.
    var settlingDuration: Double {
      let eps = 0.001, z = zeta
      if z == 0 { return fltMax }
      if z < 1 {
        let sigma = z * w0
        let wd = w0 * sqrt(1 - z * z)
        let b = (sigma - v0) / wd
        return min(max(log((1 + abs(b)) / eps) / sigma, 0), fltMax)
      }
      var t = 0.0
      var start: Double?
      for _ in 0..<1_000_000 {
        let e = abs(1 - x(t))
        if !e.isFinite { return 0 }
        if e < eps {
          if let s = start { if t - s > 1.0 { return s } } else { start = t }
        } else {
          start = nil
        }
        t += 0.1
      }
      return start ?? fltMax
    }
  }

  /// UIKit's `parametersOfSpringAnimation` (§1), in double precision throughout.
  struct UIKitSolve {
    var zeta: Double, d: Double, omega: Double, residual: Double
    var stiffness: Double { omega * omega }
    var damping: Double { 2 * zeta * abs(omega) }

    init(duration: Double, ratio: Double, velocity v: Double) {
      zeta = min(max(ratio, fltEpsilon), 1)
      d = min(max(duration, 0.01), 10)
      let eps = 0.001
      let z = zeta, d = self.d
      func f(_ w: Double) -> (Double, Double) {
        if z >= 1 {
          let e = exp(-w * d)
          let value = ((w - v) * d + 1) * e + (w - v >= 0 ? -eps : eps)
          return (value, d * d * (v - w) * e)
        }
        let s = sqrt(1 - z * z)
        let r = (z * w - v) / (s * w)
        let e = exp(-z * d * w)
        let g = r * e
        let dg = (v + v * d * z * w - d * z * z * w * w) * e / (s * w * w)
        return (eps - abs(g), r <= 0 ? dg : -dg)
      }
      var w = 5 / d
      for _ in 0..<12 {
        let (value, slope) = f(w)
        w -= value / slope
      }
      omega = w
      residual = f(w).0
    }
  }

  /// `Spring(duration:bounce:)` (§2–3).
  static func swiftUI(duration t: Double, bounce: Double) -> Spring {
    let z = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return swiftUI(response: t, dampingRatio: z)
  }

  /// `Spring(response:dampingRatio:)` (§3): k = (2π/T)², c = 2√k·ζ.
  static func swiftUI(response t: Double, dampingRatio z: Double) -> Spring {
    let k = (2 * Double.pi / t) * (2 * Double.pi / t)
    return Spring(m: 1, k: k, c: 2 * sqrt(k) * z, v0: 0, allowsOverdamping: true)
  }

  /// A `CAMediaTimingFunction` (§4), control points stored as Float, solved by bisection.
  static func bezier(_ p: (Double, Double, Double, Double), at x: Double) -> Double {
    let x1 = Double(Float(p.0)), y1 = Double(Float(p.1)), x2 = Double(Float(p.2)), y2 = Double(Float(p.3))
    func b(_ a: Double, _ c: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * c + s * s * s
    }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if b(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return b(y1, y2, (lo + hi) / 2)
  }
}
