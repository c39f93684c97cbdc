import Foundation
import Testing

@testable import Curves

/// The closed forms against theory (FACTS.md §8) and against an independent RK4 integration.
@Suite struct SpringClosedFormTests {
  static let ratios = [0.05, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99]

  @Test(arguments: ratios)
  func zeroVelocityOvershootAndPeakTime(zeta: Double) {
    let k = 300.0
    let spring = Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())
    let wd = k.squareRoot() * (1 - zeta * zeta).squareRoot()
    let tp = Double.pi / wd
    let overshoot = exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
    #expect(abs(spring.value(at: tp) - 1 - overshoot) < 1e-12)
    // The peak is a maximum: the velocity vanishes there and the neighbours are lower.
    #expect(abs(spring.velocity(at: tp)) < 1e-9)
    #expect(spring.value(at: tp * 0.99) < spring.value(at: tp))
    #expect(spring.value(at: tp * 1.01) < spring.value(at: tp))
  }

  @Test(arguments: [(0.3, 4.0), (0.3, -6.0), (0.6, 20.0), (0.9, 2.0)])
  func peakWithInitialVelocity(zeta: Double, v0: Double) {
    let w0 = 12.0
    let spring = Spring(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: v0)
    let sigma = zeta * w0
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    let psi = atan2(v0 * wd, w0 * w0 - sigma * v0)
    let tp = (Double.pi - psi) / wd
    #expect(abs(spring.velocity(at: tp)) < 1e-9)
    let b = (sigma - v0) / wd
    let os = -exp(-sigma * tp) * (cos(wd * tp) + b * sin(wd * tp))
    #expect(abs(spring.value(at: tp) - 1 - os) < 1e-12)
  }

  @Test(arguments: [0.0, 5.0, 10.0, 10.5, 15.0, 40.0])
  func criticalOvershootOnlyAboveOmega0(v0: Double) {
    let w0 = 10.0
    let spring = Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: v0)
    let peak = (0...40000).map { spring.value(at: Double($0) * 1e-4) }.max()!
    if v0 > w0 {
      let tp = v0 / (w0 * (v0 - w0))
      let os = (v0 / w0 - 1) * exp(-w0 * tp)
      #expect(abs(spring.value(at: tp) - 1 - os) < 1e-12)
      #expect(peak > 1)
      #expect(abs(peak - 1 - os) < 1e-6)
    } else {
      #expect(peak <= 1)
    }
  }

  /// Every regime, with and without initial velocity, agrees with RK4 to 1e-6.
  @Test(arguments: [
    (1.0, 100.0, 0.0, 0.0, false), (1.0, 100.0, 5.0, 0.0, false), (1.0, 100.0, 10.0, 3.0, false),
    (2.0, 400.0, 15.0, -4.0, false), (1.0, 100.0, 20.0, 0.0, false), (1.0, 100.0, 20.0, 25.0, false),
    (1.0, 100.0, 32.0, 0.0, true), (1.0, 100.0, 32.0, 8.0, true), (3.0, 1000.0, 500.0, 0.0, true),
    (1.0, 100.0, 32.0, 8.0, false), (1.0, 379.43, 1.9479, 1.0, false),
  ])
  func closedFormMatchesRK4(m: Double, k: Double, c: Double, v0: Double, overdamping: Bool) {
    let spring = Spring(mass: m, stiffness: k, damping: c, initialVelocity: v0, allowsOverdamping: overdamping)
    let times = (0...200).map { Double($0) * 0.01 }
    // Without allowsOverdamping an overdamped spring is drawn critically damped at the same ω0.
    let drawnDamping = (!overdamping && spring.dampingRatio > 1) ? 2 * (k * m).squareRoot() : c
    let numeric = RK4.springPositions(
      mass: m, stiffness: k, damping: drawnDamping, initialVelocity: v0, times: times, step: 1e-4)
    for (t, x) in zip(times, numeric) {
      #expect(abs(spring.value(at: t) - x) < 1e-6, "t = \(t)")
    }
  }

  @Test func decompiledOverdampedFormHasTheWrongInitialSlope() {
    let physical = Spring(mass: 1, stiffness: 100, damping: 32, initialVelocity: 2, allowsOverdamping: true)
    var decompiled = physical
    decompiled.overdampedForm = .decompiled
    let sigma = physical.dampingRatio * physical.omega0
    #expect(abs(physical.velocity(at: 0) - 2) < 1e-12)
    #expect(abs(decompiled.velocity(at: 0) - (2 + 2 * sigma)) < 1e-9)
    #expect(abs(physical.value(at: 0)) < 1e-12 && abs(decompiled.value(at: 0)) < 1e-12)
  }
}
