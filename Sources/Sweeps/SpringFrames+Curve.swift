import CurveAnalysis
import Curves

extension SpringFrameScore {
  /// What the kernel saw, as the frames reading's summary of `count` samples: every frames metric
  /// then follows from `Metrics.frames(_:settings:endJump:)`, as for stored samples.
  public func summary(count: Int) -> FrameSummary {
    FrameSummary(
      count: count, maxValue: maxValue, peakIndex: peakIndex, minValue: minValue,
      reach10: reach10.isNaN ? nil : reach10, reach90: reach90.isNaN ? nil : reach90,
      lastOutside: lastOutside, lastOutsidePixel: lastOutsidePixel)
  }
}

extension SpringFrames {
  /// The spring the kernel runs for `curve`: a plain spring from t = 0, released from rest at 0.
  /// Nil when the kernel cannot draw it: a delay, a UIKit or Core Animation spring removed at or
  /// before `lastFrame` (its snap would be seen), an overdamped spring in another form than the
  /// physical one.
  public static func motion(of curve: Curve, lastFrame: Double) -> SpringMotion? {
    guard curve.delay == 0, curve.invalidReason == nil, let spring = curve.springModel,
      !curve.endsWithSnap || (curve.endTime ?? .infinity) > lastFrame
    else { return nil }
    let zeta: Double
    switch spring.regime {
    case .underdamped: zeta = spring.dampingRatio
    case .critical: zeta = 1
    case .overdamped:
      guard spring.overdampedForm == .physical else { return nil }
      zeta = spring.dampingRatio
    }
    return SpringMotion(omega0: spring.omega0, dampingRatio: zeta, velocity: spring.initialVelocity)
  }

  /// The frames reading of one curve through the kernel, as a sweep computes it (`oscillations`
  /// and the keyframe extremes are not among its metrics). Nil when the kernel cannot draw the curve.
  public static func metrics(_ curve: Curve, settings: MetricSettings) -> CurveMetrics? {
    let frames = SpringFrameSettings(
      fps: settings.fps, count: Int((settings.window * settings.fps).rounded()) + 1, band: settings.band)
    guard let motion = motion(of: curve, lastFrame: frames.time(frames.count - 1)) else { return nil }
    let bands = Lanes(repeating: settings.pixelBand)
    let score = SpringFrames.score(motion, motion, pixelBands: bands, settings: frames).0
    return Metrics.frames(score.summary(count: frames.count), settings: settings)
  }
}
