import CurveAnalysis
import Foundation
import Testing
import _TestSupport

@testable import Curves

/// Every model against `Reference`, an independent transcription of FACTS.md §1–§4, over round-number
/// grids (the values designers type, which hit the solver's edge cases) and seeded random cases, with
/// the agreement FACTS.md §9 expects: 1e-9 in progress for Béziers and CA/SwiftUI springs, 1e-4 for UIKit
/// springs, metrics within 1 ms and 0.05 percentage points.
@Suite struct DifferentialTests {
  static let roundDurations = stride(from: 0.1, through: 1.0, by: 0.1).map { ($0 * 10).rounded() / 10 }
  static let roundDampings = (1...20).map { Double($0) * 0.05 }.map { ($0 * 100).rounded() / 100 }
  static let roundVelocities = (0...20).map { Double($0) * 0.5 }

  static func make(_ model: String, _ parameters: [(String, Double)]) throws -> Curve {
    try Curve.make(model: model, parameters: parameters.map { ($0.0, "\($0.1)") })
  }

  static func uikitCases() -> [(d: Double, zeta: Double, v: Double)] {
    var cases: [(Double, Double, Double)] = []
    for d in roundDurations { for z in roundDampings { for v in roundVelocities { cases.append((d, z, v)) } } }
    var random = SeededGenerator(state: 9)
    for _ in 0..<2000 {
      cases.append((random.uniform(0.05...1.5), random.uniform(0.02...1.2), random.uniform(-5...12)))
    }
    // The reproducers of the r = 0 branch, negative ω, and the clamp.
    cases += [(0.3, 0.3, 5), (0.5, 0.5, 5), (0.1, 0.05, 2.5), (0.55, 0.7, 5), (0.6, 0.9, 6), (0.005, 0.5, 0), (12, 0.5, 0)]
    return cases.map { (d: $0.0, zeta: $0.1, v: $0.2) }
  }

  @Test func uikitSpringsMatchTheReference() throws {
    var mismatches: [String] = []
    var compared = 0
    for c in Self.uikitCases() {
      let reference = Reference.UIKitSolve(duration: c.d, ratio: c.zeta, velocity: c.v)
      let curve = try Self.make("uikit-spring", [("duration", c.d), ("damping", c.zeta), ("velocity", c.v)])
      let spring = try #require(curve.spring)
      let label = "d=\(c.d) ζ=\(c.zeta) v=\(c.v)"
      if spring.damping < 0 { mismatches.append("\(label): negative damping \(spring.damping)") }
      if curve.endTime != c.d { mismatches.append("\(label): removed at \(curve.endTime ?? -1), not \(c.d)") }
      let notConverged = curve.warnings.contains { $0.contains("not converged") }
      if abs(reference.residual) > 1e-3 && !notConverged {
        mismatches.append("\(label): residual \(reference.residual) but no 'not converged' warning")
      }
      guard abs(reference.residual) < 1e-9, reference.omega.isFinite else { continue }
      compared += 1
      if notConverged { mismatches.append("\(label): converged, yet warned 'not converged'") }
      // ω < 0 is still what iOS installs (FACTS.md §1): scored with a warning, never a valid solve.
      if reference.omega < 0
        && (!curve.warnings.contains(where: { $0.contains("negative root") }) || curve.invalidReason != nil
          || curve.solverConverged != false)
      {
        mismatches.append("\(label): ω = \(reference.omega) not scored as a negative root")
      }
      if abs(spring.stiffness - reference.stiffness) > 1e-4 * reference.stiffness
        || abs(spring.damping - reference.damping) > 1e-4 * max(1, reference.damping)
      {
        mismatches.append(
          "\(label): k \(spring.stiffness) c \(spring.damping), reference k \(reference.stiffness) c \(reference.damping)")
        continue
      }
      let model = Reference.Spring(m: 1, k: reference.stiffness, c: reference.damping, v0: c.v, allowsOverdamping: false)
      for fraction in [0.1, 0.25, 0.5, 0.75, 0.999] {
        let t = fraction * c.d
        let expected = model.x(t)
        if abs(curve.value(at: t) - expected) > 1e-4 * max(1, abs(expected)) {
          mismatches.append("\(label): x(\(t)) = \(curve.value(at: t)), reference \(expected)")
          break
        }
      }
      if curve.value(at: c.d * 1.001 + 1e-6) != 1 { mismatches.append("\(label): not at the target after removal") }
    }
    #expect(compared > 5000)
    #expect(mismatches.isEmpty, "\(mismatches.count) disagreements, first: \(mismatches.prefix(5))")
  }

  static func caCases() -> [(m: Double, k: Double, c: Double, v: Double, over: Bool)] {
    var cases: [(Double, Double, Double, Double, Bool)] = []
    for k in stride(from: 50.0, through: 1000, by: 50) {
      for c in stride(from: 0.0, through: 60, by: 5) { for v in [0.0, 1, 5, -2] { cases.append((1, k, c, v, false)) } }
    }
    var random = SeededGenerator(state: 21)
    for i in 0..<2000 {
      let m = random.uniform(0.2...3), k = random.uniform(10...2000)
      let zeta = i % 10 == 0 ? 0 : random.uniform(0.01...1.6)
      cases.append((m, k, zeta * 2 * (k * m).squareRoot(), random.uniform(-10...10), i % 3 == 0))
    }
    return cases.map { (m: $0.0, k: $0.1, c: $0.2, v: $0.3, over: $0.4) }
  }

  @Test func coreAnimationSpringsMatchTheReference() throws {
    var mismatches: [String] = []
    var peaksCompared = 0
    let settings = MetricSettings(window: 2)
    for c in Self.caCases() {
      let label = "m=\(c.m) k=\(c.k) c=\(c.c) v=\(c.v) overdamping=\(c.over)"
      let reference = Reference.Spring(m: c.m, k: c.k, c: c.c, v0: c.v, allowsOverdamping: c.over)
      let curve = try Curve.make(model: "ca-spring", parameters: [
        ("mass", "\(c.m)"), ("stiffness", "\(c.k)"), ("damping", "\(c.c)"), ("velocity", "\(c.v)"),
        ("allowsOverdamping", "\(c.over)"), ("duration", "1000"),
      ])
      let settling = try #require(curve.spring).settlingDuration
      if abs(settling - reference.settlingDuration) > 1e-9 * reference.settlingDuration {
        mismatches.append("\(label): settlingDuration \(settling), reference \(reference.settlingDuration)")
      }
      if c.c == 0 && !curve.warnings.contains(where: { $0.contains("never settles") }) {
        mismatches.append("\(label): undamped without a 'never settles' warning")
      }
      for t in stride(from: 0.0, through: 2, by: 0.0625) where abs(curve.value(at: t) - reference.x(t)) > 1e-9 {
        mismatches.append("\(label): x(\(t)) = \(curve.value(at: t)), reference \(reference.x(t))")
        break
      }
      guard let peak = reference.firstPeak, peak.overshoot > 1e-6, peak.time < settings.window - 0.01 else { continue }
      peaksCompared += 1
      let m = Metrics.measure(curve, reading: .continuous, settings: settings)
      if abs((m.peakTime ?? .infinity) - peak.time) > 1e-3 || abs(m.overshootPct - 100 * peak.overshoot) > 0.05 {
        mismatches.append(
          "\(label): peak \(m.overshootPct) % at \(m.peakTime ?? .nan), reference \(100 * peak.overshoot) % at \(peak.time)")
      }
    }
    #expect(peaksCompared > 1000)
    #expect(mismatches.isEmpty, "\(mismatches.count) disagreements, first: \(mismatches.prefix(5))")
  }

  @Test func swiftUISpringsMatchTheReference() throws {
    var mismatches: [String] = []
    var random = SeededGenerator(state: 33)
    var cases: [(duration: Double, bounce: Double)] = []
    for d in Self.roundDurations { for b in stride(from: -0.5, through: 1, by: 0.1) { cases.append((d, (b * 10).rounded() / 10)) } }
    for _ in 0..<2000 { cases.append((random.uniform(0.1...2), random.uniform(-0.9...1))) }
    let settings = MetricSettings(window: 3)
    for (i, c) in cases.enumerated() {
      let byResponse = i % 2 == 1 && c.bounce >= 0
      let label = byResponse ? "response=\(c.duration) dampingRatio=\(1 - c.bounce)" : "duration=\(c.duration) bounce=\(c.bounce)"
      let reference = byResponse
        ? Reference.swiftUI(response: c.duration, dampingRatio: 1 - c.bounce)
        : Reference.swiftUI(duration: c.duration, bounce: c.bounce)
      let curve = byResponse
        ? try Self.make("spring", [("response", c.duration), ("dampingRatio", 1 - c.bounce)])
        : try Self.make("spring", [("duration", c.duration), ("bounce", c.bounce)])
      let spring = try #require(curve.spring)
      if abs(spring.stiffness - reference.k) > 1e-9 * reference.k || abs(spring.damping - reference.c) > 1e-9 * max(1, reference.c) {
        mismatches.append("\(label): k \(spring.stiffness) c \(spring.damping), reference \(reference.k) \(reference.c)")
        continue
      }
      if reference.c == 0, spring.settlingDuration != Reference.fltMax {
        mismatches.append("\(label): settlingDuration \(spring.settlingDuration), not FLT_MAX")
      }
      for t in stride(from: 0.0, through: 3, by: 0.05) where abs(curve.value(at: t) - reference.x(t)) > 1e-9 {
        mismatches.append("\(label): x(\(t)) = \(curve.value(at: t)), reference \(reference.x(t))")
        break
      }
      guard let peak = reference.firstPeak, peak.overshoot > 1e-6, peak.time < settings.window - 0.01 else { continue }
      let m = Metrics.measure(curve, reading: .continuous, settings: settings)
      if abs((m.peakTime ?? .infinity) - peak.time) > 1e-3 || abs(m.overshootPct - 100 * peak.overshoot) > 0.05 {
        mismatches.append(
          "\(label): peak \(m.overshootPct) % at \(m.peakTime ?? .nan), reference \(100 * peak.overshoot) % at \(peak.time)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) disagreements, first: \(mismatches.prefix(5))")
  }

  @Test func beziersMatchTheReference() throws {
    var mismatches: [String] = []
    var random = SeededGenerator(state: 44)
    var points: [(Double, Double, Double, Double)] = [
      (0, 0, 1, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
    ]
    for _ in 0..<1000 {
      points.append((random.uniform(0...1), random.uniform(-0.5...1.5), random.uniform(0...1), random.uniform(-0.5...1.5)))
    }
    for p in points {
      let duration = 0.4
      let curve = try Curve.make(model: "bezier", parameters: [("duration", "\(duration)"), ("points", "\(p.0),\(p.1),\(p.2),\(p.3)")])
      for x in stride(from: 0.0, through: 1, by: 1.0 / 64) {
        let expected = Reference.bezier(p, at: x)
        if abs(curve.value(at: x * duration) - expected) > 1e-9 {
          mismatches.append("points \(p) at \(x): \(curve.value(at: x * duration)), reference \(expected)")
          break
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) disagreements, first: \(mismatches.prefix(5))")
  }
}
