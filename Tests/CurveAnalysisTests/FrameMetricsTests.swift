import Testing

@testable import CurveAnalysis
@testable import Curves

/// The frames reading of FACTS.md §9 / BENCHMARK.md W1, on hand-made samples.
@Suite struct FrameMetricsTests {
  @Test func handWorkedSamples() {
    // t = 0, 0.1, …: rises through 0.1 between samples 0 and 1, 0.9 between 1 and 2.
    let x = [0.0, 0.5, 1.1, 1.05, 0.97, 1.01, 1.0]
    let m = Metrics.frames(x, settings: MetricSettings(band: 0.02, travelPoints: 10, screenScale: 2, fps: 10))
    #expect(abs(m.overshootPct - 10) < 1e-12)
    #expect(abs(m.overshootPx - 0.1 * 20) < 1e-12)
    #expect(m.peakTime == 0.2)
    // 0.1 at 0 + 0.1·(0.1/0.5) = 0.02; 0.9 at 0.1 + 0.1·(0.4/0.6).
    #expect(abs(m.riseTime! - (0.1 + 0.1 * 0.4 / 0.6 - 0.02)) < 1e-12)
    // Last sample outside 2 %: k = 4 (0.97) → t[5] = 0.5, 5 frames.
    #expect(m.settleTime == 0.5 && m.framesToSettle == 5)
    // Crossings of 1 before sample 5: 0.5→1.1 and 1.05→0.97.
    #expect(m.oscillations == 2)
  }

  @Test func neverLeavingTheBandSettlesAtZero() {
    let m = Metrics.frames([0.99, 1.0, 1.01], settings: MetricSettings(fps: 60))
    #expect(m.settleTime == 0 && m.framesToSettle == 0 && m.peakTime == 2 / 60.0)
  }

  @Test func endingOutsideTheBandNeverSettles() {
    let m = Metrics.frames([0, 0.5, 0.9], settings: MetricSettings(fps: 60))
    #expect(m.settleTime == nil && m.framesToSettle == nil && m.peakTime == nil)
  }

  @Test func framesAgreeWithContinuousWithinAFrame() throws {
    let c = try Curve.make(model: "spring", parameters: [("duration", "0.4"), ("bounce", "0.3"), ("velocity", "2")])
    let settings = MetricSettings(fps: 120, window: 2)
    let f = Metrics.measure(c, reading: .frames, settings: settings)
    let k = Metrics.measure(c, reading: .continuous, settings: settings)
    #expect(f.settleTime! >= k.settleTime! && f.settleTime! - k.settleTime! <= 1 / 120.0 + 1e-12)
    #expect(f.framesToSettle == k.framesToSettle)
    #expect(f.overshootPct <= k.overshootPct && k.overshootPct - f.overshootPct < 0.5)
    #expect(abs(f.peakTime! - k.peakTime!) <= 0.5 / 120)
    #expect(f.frameTimesMatch(settings))
  }
}

extension CurveMetrics {
  /// Frame-reading times are multiples of 1/fps.
  func frameTimesMatch(_ s: MetricSettings) -> Bool {
    [peakTime, settleTime].compactMap { $0 }.allSatisfy { abs(($0 * s.fps).rounded() - $0 * s.fps) < 1e-9 }
  }
}
