#if canImport(Glibc)
  import Glibc
#endif

/// Core Animation's settling walk for ζ ≥ 1 (FACTS.md §2 `settlingDuration`): samples at t = 0, 0.1,
/// 0.2, … (the step accumulated in double precision), the answer the first sample below ε that stays
/// below ε at every sample more than 1 s later.
extension Spring {
  /// The walk's answer, found in a few samples where the error is known to fall at every step;
  /// the walk itself elsewhere.
  func walkedSettlingDuration(epsilon eps: Double, _ solution: Solution) -> Double {
    if let fast = fallingSettlingDuration(epsilon: eps, solution) { return fast }
    return settlingWalk(epsilon: eps, solution)
  }

  /// Drawn critically damped (ζ ≥ 1, no overdamping) with 0 ≤ v0 ≤ ω0, the error
  /// `y = (1 + (ω0 − v0)t)·e^(−ω0 t)` falls at every step: from one sample to the next it shrinks by
  /// at least `(1 + ω0 h)e^(−ω0 h)`, under 1 − 5e-7 for ω0·h ≥ 1e-3, far more than the rounding of a
  /// sample (a few ulps of y, plus 2^-54 from `1 − x`, at most 1e-10 of ε ≥ 1e-6). So the computed
  /// errors fall too: the first below ε is the answer (every later one stays below), and it is found
  /// from an estimate by stepping to where the sample before is not below ε. Nil where that does not
  /// hold: the walk decides.
  func fallingSettlingDuration(epsilon eps: Double, _ solution: Solution? = nil) -> Double? {
    let solution = solution ?? self.solution
    let w0 = solution.omega0, v0 = initialVelocity
    guard solution.isCritical, v0 >= 0, v0 <= w0, w0 >= 0.01, w0.isFinite, eps <= 0.25 else { return nil }
    let times = Self.settlingSampleTimes
    func below(_ n: Int) -> Bool { abs(1 - solution.value(at: times[n])) < eps }
    let c = (w0 - v0) / w0
    // Released from rest at Core Animation's ε, u is the same for every spring.
    let u = c == 1 && eps == Self.settlingEpsilon ? Self.settlingPhaseFromRest : Self.settlingPhase(c, epsilon: eps)
    let estimate = (u / w0 / 0.1).rounded(.up)
    guard estimate >= 1, estimate < Double(times.count - 2) else { return nil }
    var n = Int(estimate)
    while !below(n) {
      n += 1
      if n == times.count { return nil }
    }
    while n > 1 && below(n - 1) { n -= 1 }  // x(0) = 0: the sample at 0 is never below ε
    return times[n]
  }

  /// u = ω0 t where a critically damped error reaches ε, near enough to start the search: u solves
  /// u = ln(1/ε) + ln(1 + c u), c = (ω0 − v0)/ω0 ≤ 1; the iteration contracts (a digit a step), and
  /// two steps start the search close enough: it finds the sample from anywhere.
  static func settlingPhase(_ c: Double, epsilon eps: Double) -> Double {
    let l = -log(eps)
    return l + log(1 + c * (l + log(1 + c * l)))
  }

  /// `settlingPhase` from rest (c = 1) at Core Animation's ε, worked out once: three logarithms
  /// fewer for each such spring (W2-ca's critically damped ones).
  static let settlingPhaseFromRest = settlingPhase(1, epsilon: settlingEpsilon)

  /// The walk as Core Animation runs it.
  func settlingWalk(epsilon eps: Double, _ solution: Solution) -> Double {
    var t = 0.0
    var candidate: Double?
    // Bounded walk: far beyond any animation PressLab draws.
    for _ in 0..<1_000_000 {
      let error = abs(1 - solution.value(at: t))
      if !error.isFinite { return 0 }
      if error < eps {
        if let start = candidate {
          if t - start > 1.0 { return start }
        } else {
          candidate = t
        }
      } else {
        candidate = nil
      }
      t += 0.1
    }
    return candidate ?? .infinity
  }

  /// The walk's sample times, 0.1 added again and again (so 1.0 is 0.9999999999999999), up to
  /// 1,000 s.
  static let settlingSampleTimes: [Double] = {
    var times = [Double](repeating: 0, count: 10_001)
    var t = 0.0
    for n in times.indices {
      times[n] = t
      t += 0.1
    }
    return times
  }()
}
