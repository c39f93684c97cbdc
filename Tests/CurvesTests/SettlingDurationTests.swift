import Testing

@testable import Curves

/// Core Animation's `settlingDuration` for ζ ≥ 1 (FACTS.md §2): the answer found from an estimate
/// where the error falls at every step is the walk's, bit for bit. The walk is written out here as
/// FACTS.md states it, samples at t += 0.1 accumulated in double precision.
@Suite struct SettlingDurationTests {
  static func walk(_ spring: Spring, epsilon: Double = 0.001) -> Double {
    let eps = max(epsilon, 1e-6)
    var t = 0.0
    var candidate: Double?
    for _ in 0..<1_000_000 {
      let error = abs(1 - spring.value(at: t))
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

  @Test func criticallyDrawnSpringsGiveTheWalksBits() {
    var fast = 0, checked = 0
    for stiffness in [0.01, 0.5, 3, 50, 99.99, 100, 333, 1000, 1e4, 1e6] {
      for ratio in [1, 1 + 1e-12, 1.0001, 1.3, 2.2, 7, 40] {
        for mass in [0.2, 1, 3] {
          for velocity in [0, 0.5, 4, 9.999, 10, 25, -1, 1e3] {
            for overdamping in [false, true] {
              for epsilon in [0.001, 1e-7, 0.05, 0.3] {
                let damping = ratio * 2 * (stiffness * mass).squareRoot()
                let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
                                    allowsOverdamping: overdamping)
                guard spring.dampingRatio >= 1 else { continue }
                let expected = min(Self.walk(spring, epsilon: epsilon), Spring.neverSettles)
                let got = spring.settlingDuration(epsilon: epsilon)
                #expect(got.bitPattern == expected.bitPattern,
                        "k \(stiffness) ζ \(ratio) m \(mass) v0 \(velocity) overdamping \(overdamping) ε \(epsilon): \(got) vs \(expected)")
                if spring.fallingSettlingDuration(epsilon: max(epsilon, 1e-6)) != nil { fast += 1 }
                checked += 1
              }
            }
          }
        }
      }
    }
    // Most springs drawn critically damped take the estimate (else this compares the walk with itself).
    #expect(checked > 2000 && fast > checked / 8, "\(fast) of \(checked)")
  }

  /// W2-ca's grid (1,000 stiffnesses × 1,000 dampings), every 29th spring with ζ ≥ 1.
  @Test func coreAnimationGridGivesTheWalksBits() {
    var checked = 0
    for i in stride(from: 0, to: 1_000_000, by: 29) {
      let stiffness = 50 + Double(i / 1000) * (950.0 / 999), damping = 5 + Double(i % 1000) * (55.0 / 999)
      let spring = Spring(stiffness: stiffness, damping: damping)
      guard spring.dampingRatio >= 1 else { continue }
      #expect(spring.settlingDuration().bitPattern == Self.walk(spring).bitPattern, "k \(stiffness) c \(damping)")
      checked += 1
    }
    #expect(checked > 5_000)
  }

  /// The walk's sample times are the accumulated sums, not multiples of 0.1.
  @Test func sampleTimesAreAccumulated() {
    #expect(Spring.settlingSampleTimes[10] == 0.9999999999999999)
    #expect(Spring.settlingSampleTimes[3] == 0.30000000000000004)
  }
}
