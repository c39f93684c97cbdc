import CurveAnalysis
import Curves

/// The frames reading of keyframe animations, streamed: each sample is the curve's own value
/// (`Curve.value(at:)`, so equal to the last bit), normalised to progress as `Metrics.measure`
/// does, scored as it passes (`FrameStream`, four samples a block) together with the raw
/// extremes, no sample stored.
/// Once the animation has ended its value no longer changes, and the rest of the window is
/// counted, not walked.
public enum KeyframeFrames {
  /// Every frames metric of a keyframe curve over samples t_k = k / fps, k = 0 ..< count, as
  /// `Metrics.measure(curve, reading: .frames, settings:)` gives them; nil for a curve that is not
  /// a keyframe animation, cannot be scored or has a sample that is not finite.
  public static func metrics(_ curve: Curve, count: Int, settings: MetricSettings) -> CurveMetrics? {
    guard let streamed = stream(curve, count: count, fps: settings.fps, band: settings.band,
                                pixelBands: [settings.pixelBand])
    else { return nil }
    return metrics(curve, streamed.frames, streamed.raw, settings: settings)
  }

  /// The samples t_k = k / fps, k = 0 ..< count, as progress streamed past the bands, and the
  /// extremes of the raw values; nil for a curve that is not a keyframe animation or cannot be scored.
  static func stream(_ curve: Curve, count: Int, fps: Double, band: Double, pixelBands: [Double])
    -> (frames: FrameStream, raw: Extremes)?
  {
    guard curve.invalidReason == nil, let animation = curve.keyframes, let values = curve.keyframeValues,
      let first = values.first, let last = values.last
    else { return nil }
    let span = last - first
    /// Sample k as progress, as `Metrics.measure` normalises it.
    func progress(_ x: Double) -> Double { span == 0 ? 0 : (x - first) / span }
    var stream = FrameStream(band: band, pixelBands: pixelBands, fps: fps)
    var raw = Extremes()
    /// Local time (t − delay) from which the animation has ended and holds its last value.
    let end = animation.activeDuration
    var k = 0
    while k < count {
      if let end, Double(k) / fps - curve.delay >= end {
        let x = curve.value(at: Double(k) / fps)
        raw.observe(x)
        stream.observe(repeating: progress(x), count: count - k)
        break
      }
      // Four samples at a time, so the stream passes over blocks that change nothing in one test.
      let lanes = Swift.min(4, count - k)
      var block = FrameStream.Block(repeating: 0)
      for i in 0..<lanes {
        let x = curve.value(at: Double(k + i) / fps)
        raw.observe(x)
        block[i] = progress(x)
      }
      stream.observe(block, lanes: lanes)
      k += 4
    }
    stream.resolvePeak { progress(curve.value(at: Double($0) / fps)) }
    return (stream, raw)
  }

  /// The metrics from a streamed curve, with the pixel band given `pixelBand`-th to `stream`.
  static func metrics(_ curve: Curve, _ frames: FrameStream, _ raw: Extremes, pixelBand: Int = 0,
                      settings: MetricSettings) -> CurveMetrics? {
    guard raw.finite, let values = curve.keyframeValues, let first = values.first, let last = values.last,
      let summary = frames.summary(pixelBand: pixelBand)
    else { return nil }
    var m = Metrics.frames(summary, settings: settings)
    m.hasStepMetrics = first != last
    Metrics.setKeyframeExtremes(&m, of: curve, sampledMin: raw.min, sampledMax: raw.max, first: first, window: settings.window)
    return m
  }

  /// The first smallest and first largest of the raw values, as `Array.min()` and `max()` pick them.
  struct Extremes {
    var min = Double.infinity
    var max = -Double.infinity
    var finite = true

    @inline(__always) mutating func observe(_ x: Double) {
      guard x.isFinite else {
        finite = false
        return
      }
      if x < min { min = x }
      if x > max { max = x }
    }
  }
}
