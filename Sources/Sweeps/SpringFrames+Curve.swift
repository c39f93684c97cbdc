import CurveAnalysis
import Curves

extension SpringFrameScore {
  /// Recurrence values agree with the closed form to about 1e-13 of the amplitude: a margin far
  /// above that, so no earlier swing within the slack is missed.
  static let recurrenceMargin = 1e-9

  /// Places the peak on the first of equal maxima, reading sample k as `x(k)` gives it (the closed
  /// form, or the curve engine's bits) and only when an earlier local maximum may be within
  /// `Metrics.peakSlack` of the largest; otherwise the first largest sample is the peak.
  @inline(__always)
  public mutating func readPeak(_ x: (Int) -> Double) {
    let floor = maxValue - Metrics.peakSlack(maxValue) - 2 * Self.recurrenceMargin
    peakIndex = largestBefore >= floor ? Metrics.firstPeak(maxIndex: maxIndex, x) : maxIndex
  }

  /// What the kernel saw, as the frames reading's summary of `count` samples with the pixel band
  /// given `pixelBand`-th: every frames metric then follows from `Metrics.frames(_:settings:endJump:)`,
  /// as for stored samples.
  public func summary(count: Int, pixelBand: Int = 0) -> FrameSummary {
    FrameSummary(
      count: count, maxValue: maxValue, peakIndex: peakIndex, minValue: minValue,
      reach10: reach10.isNaN ? nil : reach10, reach90: reach90.isNaN ? nil : reach90,
      lastOutside: lastOutside, lastOutsidePixel: lastOutsidePixels[pixelBand],
      crossings: crossings)
  }
}

/// A curve as the kernel draws it: a plain spring from t = 0, and where UIKit or Core Animation
/// removes it inside the window, the sample from which the value is the target and the size of
/// that jump (one number: the spring's value just before removal).
public struct KernelSpring: Sendable {
  public var motion: SpringMotion
  /// First sample k (t_k = k / fps) at or after the removal; nil when removed after the window.
  public var snapSample: Int?
  /// |x(removal⁻) − 1| when the removal is within the scored window, else 0 (as `Metrics.measure`).
  public var endJump: Double
}

extension SpringFrames {
  /// The spring the kernel runs for `curve`: a plain spring from t = 0, released from rest at 0,
  /// removed (snapping to 1) at its end time if it has one. Nil when the kernel cannot draw it: a
  /// delay, an overdamped spring in another form than the physical one.
  public static func kernelSpring(
    of curve: Curve, settings frames: SpringFrameSettings, window: Double
  ) -> KernelSpring? {
    guard curve.delay == 0, curve.invalidReason == nil, let spring = curve.springModel else { return nil }
    return kernelSpring(spring, removedAt: curve.endsWithSnap ? curve.endTime : nil, settings: frames, window: window)
  }

  /// The same for a spring from t = 0 removed (snapping to 1) at `end`, or never when nil;
  /// `solution`: its constants, when already worked out (`spring.solution`).
  static func kernelSpring(
    _ spring: Spring, solution: Spring.Solution? = nil, removedAt end: Double?, settings frames: SpringFrameSettings,
    window: Double
  ) -> KernelSpring? {
    let solution = solution ?? spring.solution
    let zeta: Double
    switch solution.regime {
    case .underdamped: zeta = solution.dampingRatio
    case .critical: zeta = 1
    case .overdamped:
      guard spring.overdampedForm == .physical else { return nil }
      zeta = solution.dampingRatio
    }
    let motion = SpringMotion(omega0: solution.omega0, dampingRatio: zeta, velocity: spring.initialVelocity)
    guard let end else { return KernelSpring(motion: motion, snapSample: nil, endJump: 0) }
    // x(end⁻), as `Curve.valueBeforeEnd` reads it.
    let endJump = end <= window && frames.readsEndJump ? abs(solution.value(at: end) - 1) : 0
    guard end <= frames.time(frames.count - 1) else {
      return KernelSpring(motion: motion, snapSample: nil, endJump: endJump)
    }
    // `Curve.value(at:)` gives 0 at t = 0 and 1 once t ≥ end: the first such sample after 0.
    var k = Swift.max(1, Int((end * frames.fps).rounded(.down)))
    while k > 1 && frames.time(k - 1) >= end { k -= 1 }
    while frames.time(k) < end { k += 1 }
    return KernelSpring(motion: motion, snapSample: k, endJump: endJump)
  }

  /// The frames reading of one curve through the kernel, as a sweep computes it (the keyframe
  /// extremes are not among its metrics). Nil when the kernel cannot draw the curve.
  public static func metrics(_ curve: Curve, settings: MetricSettings) -> CurveMetrics? {
    let frames = SpringFrameSettings(
      fps: settings.fps, count: Int((settings.window * settings.fps).rounded()) + 1, band: settings.band)
    guard let spring = kernelSpring(of: curve, settings: frames, window: settings.window) else { return nil }
    let options = SpringFrameOptions(
      pixelBands: ([settings.pixelBand], [settings.pixelBand]),
      snaps: spring.snapSample.map { Lanes(repeating: Double($0)) }, countsCrossings: true)
    var score = SpringFrames.score(spring.motion, spring.motion, options: options, settings: frames).0
    if score.maxIndex >= 0 {
      // The overshoot and the peak off the curve engine's samples, as a sweep writes them.
      score.maxValue = curve.value(at: frames.time(score.maxIndex))
      score.readPeak { curve.value(at: frames.time($0)) }
    }
    return Metrics.frames(score.summary(count: frames.count), settings: settings, endJump: spring.endJump)
  }
}
