import Curves

extension Metrics {
  /// Scores a curve as the user sees it over `settings.window`: for a UIKit spring, the spring up to
  /// its duration, then the snap. Keyframe animations get `min`, `max` and `amplitude` of their raw
  /// values; their step metrics apply only when the first and last values differ (then normalised).
  /// A curve that is invalid (`Curve.invalidReason`) or whose samples are not all finite (an
  /// overflow at extreme inputs) gets `CurveMetrics.invalid`.
  public static func measure(_ curve: Curve, reading: Reading, settings: MetricSettings) -> CurveMetrics {
    if let why = curve.invalidReason { return .invalid(reading, why) }
    var progress: (Double) -> Double = curve.value(at:)
    var endJump = 0.0
    if let before = curve.valueBeforeEnd, let end = curve.endTime, end <= settings.window {
      endJump = abs(before - 1)
    }
    var keyframeRange: (first: Double, last: Double)?
    if let values = curve.keyframeValues, let first = values.first, let last = values.last {
      keyframeRange = (first, last)
      let span = last - first
      progress = { span == 0 ? 0 : (curve.value(at: $0) - first) / span }
    }

    var m: CurveMetrics
    switch reading {
    case .frames:
      let x = settings.frameTimes.map(progress)
      if let why = nonFinite(x, settings) { return .invalid(reading, why) }
      m = frames(x, settings: settings, endJump: endJump)
    case .continuous:
      if let why = nonFinite(settings.frameTimes.map(progress), settings) { return .invalid(reading, why) }
      m = continuous(progress, to: settings.window, jumps: curve.jumpTimes, endJump: endJump,
        step: gridStep(for: curve, window: settings.window), settings: settings)
    }
    if let range = keyframeRange {
      m.hasStepMetrics = range.first != range.last
      let raw: [Double]
      switch reading {
      case .frames: raw = settings.frameTimes.map(curve.value(at:))
      case .continuous:
        let step = gridStep(for: curve, window: settings.window)
        let n = Int((settings.window / step).rounded(.up))
        raw = (0...n).map { curve.value(at: Swift.min(Double($0) * step, settings.window)) }
      }
      setKeyframeExtremes(&m, of: curve, sampledMin: raw.min(), sampledMax: raw.max(), first: range.first,
                          window: settings.window)
    }
    return m
  }

  /// A keyframe animation's `min`, `max` and `amplitude` (from the first value) from the extremes
  /// of its sampled raw values. A loop shorter than the reading's step aliases (a 1 ns loop sampled
  /// every 0.1 ms shows almost nothing); over a whole cycle inside the window it passes every key
  /// value, so those bound its extremes too.
  public static func setKeyframeExtremes(
    _ m: inout CurveMetrics, of curve: Curve, sampledMin: Double?, sampledMax: Double?, first: Double, window: Double
  ) {
    var lo = sampledMin, hi = sampledMax
    if let cycle = curve.cycle, let values = curve.keyframeValues, curve.delay + cycle <= window,
      let kLo = values.min(), let kHi = values.max()
    {
      lo = Swift.min(lo ?? kLo, kLo)
      hi = Swift.max(hi ?? kHi, kHi)
    }
    m.min = lo
    m.max = hi
    m.amplitude = [lo, hi].compactMap { $0.map { abs($0 - first) } }.max()
  }

  /// Why samples are unusable: the first frame whose value is NaN or infinite.
  static func nonFinite(_ x: [Double], _ settings: MetricSettings) -> String? {
    guard let k = x.firstIndex(where: { !$0.isFinite }) else { return nil }
    return "the curve is not finite at \(settings.frameTimes[k]) s (\(x[k]))"
  }

  /// 10 kHz, finer for fast springs (at least 400 points per period), at most 4 M points.
  static func gridStep(for curve: Curve, window: Double) -> Double {
    var step = 1e-4
    if let w = curve.spring?.omega0, w.isFinite, w > 0 {
      step = Swift.min(step, 2 * Double.pi / w / 400)
    }
    return Swift.max(step, window / 4_000_000)
  }
}
