import CurveAnalysis
import Foundation
import Testing

@testable import Curves

/// The cases where a first reading of the decompiled solver and Core Animation differed from Apple's
/// own arithmetic (FACTS.md §1–§2), each as `presslab curve` would be asked for it.
@Suite struct AppleEdgeCaseTests {
  static func uikit(_ d: Double, _ zeta: Double, _ v: Double) throws -> Curve {
    try Curve.make(model: "uikit-spring", parameters: [("duration", "\(d)"), ("damping", "\(zeta)"), ("velocity", "\(v)")])
  }

  /// velocity·duration == 5·damping puts the first Newton step on r = 0, where the binary takes f′ = +g′.
  @Test(arguments: [(0.3, 0.3, 5.0, 270.18), (0.5, 0.5, 5.0, 96.10), (0.1, 0.05, 2.5, 2377.26)])
  func rZeroBranch(d: Double, zeta: Double, v: Double, stiffness: Double) throws {
    #expect(zeta * (5 / d) == v)
    let spring = try #require(try Self.uikit(d, zeta, v).spring)
    #expect(abs(spring.stiffness - stiffness) < 0.005)
  }

  @Test func negativeOmegaStillDamps() throws {
    let curve = try Self.uikit(0.55, 0.7, 5)
    let spring = try #require(curve.spring)
    #expect(abs(spring.damping - 10.02) < 0.005)
    // iOS installs it all the same: scored, with its warning, never a valid solve.
    #expect(curve.warnings.contains { $0.contains("negative root") })
    #expect(curve.invalidReason == nil && curve.solverConverged == false)
    // A decaying curve: the envelope shrinks.
    let wild = try Self.uikit(0.6, 0.9, 6)
    let samples = stride(from: 0.0, through: 0.6, by: 1.0 / 120).map { abs(wild.value(at: $0) - 1) }
    #expect(samples.allSatisfy { $0 <= 1.01 })
    #expect(try #require(wild.spring).damping > 0)
  }

  @Test func notConvergedIsItsOwnWarning() throws {
    let curve = try Self.uikit(0.6, 0.9, 6)
    let solver = UIKitSpringSolver(duration: 0.6, dampingRatio: 0.9, velocity: 6)
    #expect(!solver.hasConverged)
    #expect(curve.warnings.contains { $0.contains("not converged") })
    // A converged spring says neither.
    let plain = try Self.uikit(0.4, 0.6, 1)
    #expect(!plain.warnings.contains { $0.contains("not converged") || $0.contains("no valid root") })
  }

  @Test(arguments: [0.005, 12.0])
  func removedAtTheDurationAsGiven(duration: Double) throws {
    let curve = try Self.uikit(duration, 0.5, 0)
    #expect(curve.endTime == duration)
    let clamped = min(max(duration, 0.01), 10)
    let solver = UIKitSpringSolver(duration: duration, dampingRatio: 0.5, velocity: 0)
    #expect(solver.duration == clamped)
    #expect(curve.spring?.stiffness == solver.spring.stiffness)
    #expect(curve.value(at: duration * 0.999) < 1.2)
    #expect(curve.value(at: duration) == 1)
  }

  @Test func undampedSpringsNeverSettle() throws {
    for curve in [
      try Curve.make(model: "ca-spring", parameters: [("mass", "1"), ("stiffness", "100"), ("damping", "0")]),
      try Curve.make(model: "spring", parameters: [("duration", "0.5"), ("bounce", "1")]),
    ] {
      #expect(curve.spring?.settlingDuration == 3.4028234663852886e38)
      #expect(curve.warnings.contains { $0.contains("never settles") })
      #expect(curve.endTime == nil)
    }
  }

  @Test func peakTimeIsTheFirstMaximum() throws {
    let curve = try Curve.make(model: "ca-spring", parameters: [("mass", "1"), ("stiffness", "100"), ("damping", "0")])
    let m = Metrics.measure(curve, reading: .continuous, settings: MetricSettings(window: 10))
    #expect(abs(try #require(m.peakTime) - Double.pi / 10) < 1e-5)
  }
}
