import Foundation
import Testing

@testable import CurveAnalysis
@testable import Curves

/// The continuous reading against closed forms and brute-force searches (FACTS.md §8–9).
@Suite struct ContinuousMetricsTests {
  func curve(_ model: String, _ parameters: [(String, String)]) throws -> Curve {
    try Curve.make(model: model, parameters: parameters.map { (name: $0.0, value: $0.1) })
  }

  @Test(arguments: [0.1, 0.3, 0.5, 0.8])
  func springOvershootAndPeakMatchClosedForm(zeta: Double) throws {
    let w0 = 20.0
    let c = try curve("ca-spring", [("stiffness", "\(w0 * w0)"), ("damping", "\(2 * zeta * w0)"), ("duration", "5")])
    let m = Metrics.measure(c, reading: .continuous, settings: MetricSettings(window: 3))
    let os = exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
    let tp = Double.pi / (w0 * (1 - zeta * zeta).squareRoot())
    #expect(abs(m.overshootPct - 100 * os) < 1e-7)
    #expect(abs(m.peakTime! - tp) < 1e-6)
    #expect(abs(m.overshootPx - os * 15) < 1e-8)
  }

  @Test func settleTimeIsTheLastBandCrossing() throws {
    let c = try curve("spring", [("duration", "0.5"), ("bounce", "0.4")])
    let settings = MetricSettings(window: 3)
    let m = Metrics.measure(c, reading: .continuous, settings: settings)
    let ts = try #require(m.settleTime)
    // Brute force on a 1 µs grid: the last time outside the 2 % band.
    var lastOutside = 0.0
    var t = 0.0
    while t <= 3 {
      if abs(c.value(at: t) - 1) > 0.02 { lastOutside = t }
      t += 1e-6
    }
    #expect(abs(ts - lastOutside) < 2e-6)
    #expect(m.framesToSettle == Int((ts * 120).rounded(.up)))
    // Half a pixel of 15 px is a 3.3 % band, looser than 2 %: it settles earlier. On a 200-pt
    // travel it is 0.08 %, tighter: later.
    #expect(try #require(m.settleTimePx) < ts)
    var wide = settings
    wide.travelPoints = 200
    #expect(try #require(Metrics.measure(c, reading: .continuous, settings: wide).settleTimePx) > ts)
  }

  @Test func riseTimeOfLinearAndEasedCurves() throws {
    let linear = try curve("bezier", [("duration", "1")])
    #expect(abs(Metrics.measure(linear, reading: .continuous, settings: MetricSettings()).riseTime! - 0.8) < 1e-9)
    // Eased: solve B(t) = 0.1 and 0.9 by bisection on the timing function itself.
    let eased = try curve("uikit-curve", [("duration", "0.4"), ("delay", "0.1")])
    let b = CubicBezier.named("easeInEaseOut")!
    func solve(_ level: Double) -> Double {
      var lo = 0.0, hi = 1.0
      for _ in 0..<80 { let mid = (lo + hi) / 2; if b.value(at: mid) < level { lo = mid } else { hi = mid } }
      return hi
    }
    let m = Metrics.measure(eased, reading: .continuous, settings: MetricSettings())
    #expect(abs(m.riseTime! - 0.4 * (solve(0.9) - solve(0.1))) < 1e-9)
    #expect(m.peakTime == nil && m.overshootPct == 0 && m.oscillations == 0)
    // Settles where B reaches 0.98, after the delay.
    #expect(abs(m.settleTime! - (0.1 + 0.4 * solve(0.98))) < 1e-9)
  }

  @Test func uikitReleaseOfSeedZeroSnaps() throws {
    let c = try curve("uikit-spring", [("duration", "0.3"), ("damping", "0.05"), ("velocity", "1")])
    let m = Metrics.measure(c, reading: .continuous, settings: MetricSettings(window: 2))
    let solver = UIKitSpringSolver(duration: 0.3, dampingRatio: 0.05, velocity: 1)
    let jump = abs(solver.spring.value(at: 0.3) - 1)
    #expect(abs(m.endJumpPct - 100 * jump) < 1e-9)
    #expect(abs(m.endJumpPx - 15 * jump) < 1e-9)
    // Outside the band just before the snap, inside after: it settles at the snap.
    #expect(abs(m.settleTime! - 0.3) < 1e-9)
    #expect(c.warnings.contains { $0.contains("cut off mid-swing") })
  }

  @Test func neverSettlingIsNone() throws {
    let c = try curve("ca-spring", [("damping", "0")])
    #expect(c.runDuration == nil)
    let m = Metrics.measure(c, reading: .continuous, settings: MetricSettings(window: 2))
    #expect(m.settleTime == nil && m.framesToSettle == nil)
    #expect(abs(m.overshootPct - 100) < 1e-6)
  }

  @Test func wobbleHasNoStepMetrics() throws {
    let c = try curve("keyframes", [
      ("duration", "0.4"), ("values", "0,-0.025,0,0.025,0"), ("keyTimes", "0,0.25,0.5,0.75,1"),
      ("repeatCount", "forever"), ("additive", "true"),
    ])
    let m = Metrics.measure(c, reading: .continuous, settings: MetricSettings(window: 2))
    #expect(!m.hasStepMetrics)
    #expect(abs(m.min! + 0.025) < 1e-12 && abs(m.max! - 0.025) < 1e-12 && abs(m.amplitude! - 0.025) < 1e-12)
    #expect(m.value(named: "settle_time") == nil)
  }
}

@Suite struct AliasedLoopTests {
  /// A keyframe loop far shorter than the reading's step still reports the extremes it passes
  /// through each cycle (it used to read max 2e-6 for a 1 ns loop of 0 → 1 → 0).
  @Test(arguments: [Reading.continuous, .frames])
  func aTinyLoopKeepsItsExtremes(_ reading: Reading) throws {
    let curve = try Curve.make(model: "keyframes", parameters: [("duration", "1e-9"), ("values", "0,1,0"), ("repeatCount", "forever")])
    let m = Metrics.measure(curve, reading: reading, settings: MetricSettings(window: 1))
    #expect(m.max == 1 && m.min == 0 && m.amplitude == 1)
  }
}
