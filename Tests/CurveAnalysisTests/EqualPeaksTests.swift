import Foundation
import Testing

@testable import CurveAnalysis

/// An undamped spring's peaks are all equal; frames land nearer the top of some later swing than
/// of the first. The frames reading, like the continuous one, reports the first of the equal peaks
/// (within `Metrics.peakSlack`), while the overshoot stays the largest sample.
@Suite struct EqualPeaksTests {
  @Test func theFramesReadingOfAnUndampedSpringPeaksOnTheFirstSwing() throws {
    // x(t) = 1 − cos(ω t), ω = 10 rad/s: peaks of 2 at t = (2n + 1)π/ω, the first at 314.16 ms.
    let omega = 10.0, fps = 120.0
    let settings = MetricSettings(fps: fps, window: 8)
    let x = (0...Int(8 * fps)).map { 1 - cos(omega * Double($0) / fps) }
    let firstSwing = 0..<Int((2 * Double.pi / omega * fps).rounded(.down))
    let kFirst = try #require(firstSwing.max { x[$0] < x[$1] })
    let kLargest = try #require(x.indices.max { x[$0] < x[$1] })
    #expect(kLargest > firstSwing.upperBound)  // what made the old reading wrong
    let m = Metrics.frames(x, settings: settings)
    #expect(m.peakTime == Double(kFirst) / fps)
    #expect(abs(m.peakTime! - Double.pi / omega) <= 0.5 / fps)
    #expect(m.overshootPct == 100 * (x[kLargest] - 1))
  }

  @Test func aDampedSpringStillPeaksOnItsLargestSample() {
    // ζ = 0.3: the first swing's top is far above the later ones; nothing changes.
    let fps = 60.0, zeta = 0.3, omega = 12.0
    let wd = omega * (1 - zeta * zeta).squareRoot()
    let x = (0...120).map { k -> Double in
      let t = Double(k) / fps
      return 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
    }
    let k = x.indices.max { x[$0] < x[$1] }!
    #expect(Metrics.frames(x, settings: MetricSettings(fps: fps, window: 2)).peakTime == Double(k) / fps)
  }
}
