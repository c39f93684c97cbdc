import Foundation
import Testing
import _TestSupport

@testable import Curves

/// UIKit's `parametersOfSpringAnimation` (FACTS.md §1).
@Suite struct UIKitSpringSolverTests {
  /// Four solves interleaved give each solve's bits, clamps, residual and validity included: over
  /// random durations, damping ratios and velocities reaching past UIKit's clamps, where some solves
  /// end off a root or at NaN.
  @Test func fourInterleavedAreFourSolvesBitForBit() {
    var random = SeededGenerator(state: 61)
    func inputs() -> (Double, Double, Double) {
      (Double.random(in: 0...12, using: &random), Double.random(in: -0.2...1.3, using: &random),
       Double.random(in: -20...40, using: &random))
    }
    var offRoot = 0
    for _ in 0..<10_000 {
      let a = inputs(), b = inputs(), c = inputs(), d = inputs()
      let (pa, pb, pc, pd) = UIKitSpringSolver.quad(a, b, c, d)
      for (paired, (d, z, v)) in [(pa, a), (pb, b), (pc, c), (pd, d)] {
        let alone = UIKitSpringSolver(duration: d, dampingRatio: z, velocity: v)
        #expect(paired.omega.bitPattern == alone.omega.bitPattern)
        #expect(paired.residual.bitPattern == alone.residual.bitPattern)
        #expect(paired == alone || paired.omega.isNaN)
        if !alone.hasValidRoot { offRoot += 1 }
      }
    }
    // The random inputs reach the solves that end off a root, where any difference would show.
    #expect(offRoot > 100)
  }

  @Test(arguments: [(0.3, 0.5, 0.0), (0.5, 0.7, 2.0), (0.1, 1.0, 1.0), (1.0, 0.2, -1.0), (0.3, 0.05, 0.0)])
  func omegaSatisfiesItsOwnEquation(d: Double, zeta: Double, v: Double) {
    let solver = UIKitSpringSolver(duration: d, dampingRatio: zeta, velocity: v)
    #expect(solver.hasValidRoot)
    // Recompute the residual in double precision, independently of the float32 exponentials.
    let w = solver.omega
    let eps = 0.001
    let residual: Double
    if zeta >= 1 {
      residual = abs(((w - v) * d + 1) * exp(-w * d)) - eps
    } else {
      let s = (1 - zeta * zeta).squareRoot()
      residual = eps - abs((zeta * w - v) / (s * w)) * exp(-zeta * d * w)
    }
    #expect(abs(residual) < 1e-7)
    #expect(solver.spring.stiffness == w * w)
    #expect(solver.spring.damping == 2 * zeta * w)
    #expect(solver.spring.mass == 1)
  }

  @Test func zeroVelocityClosedForm() {
    // v = 0: ω = ln(ζ/(√(1−ζ²)·ε)) / (ζ·d).
    for zeta in [0.05, 0.3, 0.5, 0.8] {
      let d = 0.4
      let expected = log(zeta / ((1 - zeta * zeta).squareRoot() * 0.001)) / (zeta * d)
      let solver = UIKitSpringSolver(duration: d, dampingRatio: zeta, velocity: 0)
      // float32 expf moves ω by ~1e-6 relative.
      #expect(abs(solver.omega - expected) / expected < 1e-5)
    }
  }

  @Test func dampingAboveOneIsClampedToOne() {
    let one = UIKitSpringSolver(duration: 0.4, dampingRatio: 1.0, velocity: 1)
    let two = UIKitSpringSolver(duration: 0.4, dampingRatio: 2.0, velocity: 1)
    #expect(one.spring == two.spring)
  }

  @Test func endErrorTable() {
    // x(d) − 1 for the ε the solver controls (FACTS.md §1 table).
    func end(_ zeta: Double, _ v: Double, _ d: Double = 0.5) -> Double {
      let s = UIKitSpringSolver(duration: d, dampingRatio: zeta, velocity: v)
      return s.spring.value(at: s.duration) - 1
    }
    #expect(abs(end(0.5, 0) - 9.7e-4) < 0.05e-4)
    #expect(abs(end(1.0, 0) + 1.0e-3) < 1e-6)
    #expect(abs(end(1.0, 3) + 1.0e-3) < 1e-6)
    #expect(abs(end(0.05, 0) - 1.8e-2) < 0.1e-2)
  }

  @Test func seedZeroReleaseIsCutOffMidSwing() {
    // (d = 0.3, ζ = 0.05, v = 1): the spurious root near B = 0.
    let s = UIKitSpringSolver(duration: 0.3, dampingRatio: 0.05, velocity: 1)
    #expect(abs(s.omega - 19.48) < 0.01)
    #expect(abs(s.spring.value(at: 0.3) - 1 + 0.67) < 0.01)
  }

  @Test func tinyDampingHasNoValidRoot() {
    let s = UIKitSpringSolver(duration: 0.5, dampingRatio: 0.0005, velocity: 0)
    #expect(!s.hasValidRoot)
    #expect(s.omega < 0)
  }

  /// iOS installs the spring of a negative root all the same: stiffness ω², damping 2ζ|ω|.
  @Test func aNegativeRootIsDrawnAndScoredWithAWarning() throws {
    let s = UIKitSpringSolver(duration: 0.5, dampingRatio: 0.0005, velocity: 0)
    let w = -s.omega
    #expect(abs(s.spring.stiffness - w * w) <= 1e-9 * w * w)
    #expect(abs(s.spring.damping - 2 * s.dampingRatio * w) <= 1e-9 * w)
    let curve = try Curve.make(
      model: "uikit-spring", parameters: [("duration", "0.5"), ("damping", "0.0005"), ("velocity", "0")])
    #expect(curve.invalidReason == nil)
    #expect(curve.solverConverged == false)
    #expect(curve.warnings.contains { $0.contains("negative root") })
    let free = Spring(mass: 1, stiffness: w * w, damping: 2 * s.dampingRatio * w, initialVelocity: 0, allowsOverdamping: false)
    #expect(abs(curve.value(at: 0.2) - free.value(at: 0.2)) < 1e-12)
  }

  @Test func float32ExponentialsMoveOmegaOnlySlightly() {
    // The same 12 Newton steps in double precision land within 1e-5 relative.
    let d = 0.35, zeta = 0.6, v = 1.5
    var w = 5 / d
    let s = (1 - zeta * zeta).squareRoot()
    for _ in 0..<12 {
      let e = exp(-zeta * d * w)
      let g = (zeta * w - v) / (s * w) * e
      let f = 0.001 - abs(g)
      let dg = (v + v * d * zeta * w - d * zeta * zeta * w * w) * e / (s * w * w)
      w -= f / (-(g < 0 ? -1.0 : 1.0) * dg)
    }
    let solver = UIKitSpringSolver(duration: d, dampingRatio: zeta, velocity: v)
    #expect(abs(solver.omega - w) / w < 1e-5)
  }
}
