import CurveAnalysis
import Curves
import Foundation
import Sweeps
import Testing

/// An undamped spring's peaks are all equal, and its samples differ only in their last bits from
/// swing to swing, so "the first largest sample" lands on whichever late swing a frame hits nearest
/// its top. The frames reading and every kernel take the first of equal maxima instead: the first
/// local maximum within `Metrics.peakSlack` of the largest sample.
@Suite struct EqualPeaksTests {
  /// x(t) = 1 − cos(ω t) with ω = √stiffness: the first peak is at π/ω (314.16 ms for ω = 10).
  static let omega = 10.0
  static let spring: [(name: String, value: String)] = [("stiffness", "100"), ("damping", "0"), ("velocity", "0")]

  /// Frame rates at which the frame nearest π/ω is within the slack of the top (ω/(2 fps) < 0.063).
  static let rates: [Double] = [90, 120, 240, 1000]

  /// The frame nearest the first peak, from the closed form alone.
  static func nearestFrame(fps: Double) -> Int { Int((Double.pi / omega * fps).rounded()) }

  @Test(arguments: rates) func theFramesReadingPeaksOnTheFirstSwing(fps: Double) throws {
    let curve = try Curve.make(model: "spring", parameters: Self.spring)
    let settings = MetricSettings(fps: fps, window: 8)
    let general = Metrics.measure(curve, reading: .frames, settings: settings)
    let k = Self.nearestFrame(fps: fps)
    #expect(general.peakTime == Double(k) / fps, "fps \(fps)")
    #expect(abs(try #require(general.peakTime) - Double.pi / Self.omega) <= 0.5 / fps)
    // The overshoot is still the largest sample's.
    let x = settings.frameTimes.map(curve.value(at:))
    #expect(general.overshootPct == 100 * (x.max()! - 1))
    // The streaming spring kernel reads the same peak.
    let kernel = try #require(SpringFrames.metrics(curve, settings: settings))
    #expect(kernel.peakTime == general.peakTime, "fps \(fps)")
    #expect(kernel.overshootPct == general.overshootPct, "fps \(fps)")
  }

  /// What made the old reading wrong: the largest sample is on a later swing.
  @Test func theLargestSampleIsOnALaterSwing() throws {
    let curve = try Curve.make(model: "spring", parameters: Self.spring)
    var late = 0
    for fps in Self.rates {
      let x = MetricSettings(fps: fps, window: 8).frameTimes.map(curve.value(at:))
      let largest = x.indices.max { x[$0] < x[$1] }!
      if Double(largest) / fps > 2 * Double.pi / Self.omega { late += 1 }
    }
    #expect(late >= 2, "\(late) of \(Self.rates.count) frame rates")
  }

  /// The same rule in the spring models and the kernel, written out in a plain loop.
  @Test func everySpringModelAndTheKernelAgree() throws {
    let models: [(String, [(name: String, value: String)])] = [
      ("spring", Self.spring),
      ("ca-spring", Self.spring + [("duration", "100")]),
      ("spring", [("duration", "0.5"), ("bounce", "1")]),  // SwiftUI's undamped spring
    ]
    for (model, parameters) in models {
      let curve = try Curve.make(model: model, parameters: parameters)
      for fps in [60.0, 90, 120, 144, 240] {
        let settings = MetricSettings(fps: fps, window: 8)
        let x = settings.frameTimes.map(curve.value(at:))
        let largest = x.max()!
        let floor = largest - 1e-3 * max(1, abs(largest))
        let first = x.indices.dropLast().first { i in
          x[i] >= floor && (i == 0 || x[i] >= x[i - 1]) && x[i] >= x[i + 1]
        } ?? x.firstIndex(of: largest)!
        let general = Metrics.measure(curve, reading: .frames, settings: settings)
        #expect(general.peakTime == Double(first) / fps, "\(model) fps \(fps)")
        let kernel = try #require(SpringFrames.metrics(curve, settings: settings), "\(model)")
        #expect(kernel.peakTime == general.peakTime, "\(model) fps \(fps)")
      }
    }
  }

  /// Keyframes with two tops a hair apart (1.2 then 1.2000001): the first, in the general reading
  /// and the keyframe kernel; and a damped spring still peaks on its largest sample.
  @Test func keyframesAndDampedSprings() throws {
    let keyframes = try Curve.make(model: "keyframes", parameters: [
      ("values", "0,1.2,0.9,1.2000001,1"), ("mode", "linear"), ("duration", "0.8"),
    ])
    let settings = MetricSettings(fps: 100, window: 1)
    let general = Metrics.measure(keyframes, reading: .frames, settings: settings)
    #expect(general.peakTime == 0.2)
    let count = settings.frameTimes.count
    let kernel = try #require(KeyframeFrames.metrics(keyframes, count: count, settings: settings))
    #expect(String(describing: kernel) == String(describing: general))

    let damped = try Curve.make(model: "spring", parameters: [("stiffness", "144"), ("damping", "7.2"), ("velocity", "0")])
    let s = MetricSettings(fps: 60, window: 2)
    let x = s.frameTimes.map(damped.value(at:))
    let k = x.indices.max { x[$0] < x[$1] }!
    #expect(Metrics.measure(damped, reading: .frames, settings: s).peakTime == Double(k) / 60)
  }
}
