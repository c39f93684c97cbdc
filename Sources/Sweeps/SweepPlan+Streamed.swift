import CurveAnalysis
import Curves

/// The last curve streamed through a kernel, scored for every press scale of the grid at once:
/// the samples do not depend on the scale, only the pixel band does.
struct StreamedCurve {
  var key = -1
  var frames: FrameStream?
  /// Keyframes only: the raw values' extremes.
  var raw: KeyframeFrames.Extremes?
}

extension SweepPlan {
  /// Press scales at most this many share one stream (each scale's pixel band is tested per sample).
  static let sharedScales = 16

  /// The frames reading of a Bézier-timed or keyframe curve through its streaming kernel, the same
  /// numbers as `Metrics.measure`; nil when the kernel does not draw the curve (not finite, not of
  /// its kind), which then takes the general path.
  func streamedMetrics(_ point: Int, _ curve: Curve, _ settings: MetricSettings, _ last: inout StreamedCurve)
    -> CurveMetrics?
  {
    let scale = consecutiveScaleIndex.flatMap { radices[$0] <= Self.sharedScales ? $0 : nil }
    let key = curveKey(point)
    if scale == nil || key != last.key {
      let bands = scale.map { s in (0..<radices[s]).map { self.settings(key + $0 * strides[s]).pixelBand } }
        ?? [settings.pixelBand]
      last = StreamedCurve(key: scale == nil ? -1 : key)
      if let bezier = KernelBezier(curve) {
        last.frames = BezierFrames.stream(bezier, count: frameSettings.count, fps: settings.fps,
                                          band: settings.band, pixelBands: bands)
      } else if let streamed = KeyframeFrames.stream(curve, count: frameSettings.count, fps: settings.fps,
                                                     band: settings.band, pixelBands: bands) {
        last.frames = streamed.frames
        last.raw = streamed.raw
      }
    }
    let band = scale.map { digit(point, $0) } ?? 0
    guard let frames = last.frames else { return nil }
    if let raw = last.raw { return KeyframeFrames.metrics(curve, frames, raw, pixelBand: band, settings: settings) }
    return frames.summary(pixelBand: band).map { Metrics.frames($0, settings: settings) }
  }
}
