import TextFormats

/// Which reading of the metric definitions (FACTS.md §9) a number comes from.
public enum Reading: String, Hashable, Sendable, CaseIterable {
  /// Of the curve itself: crossings by root-finding on a dense grid, peaks refined.
  case continuous
  /// Of the samples at the frame rate, t_k = k/fps, as BENCHMARK.md's W1 defines.
  case frames
}

/// What a score depends on besides the curve.
public struct MetricSettings: Hashable, Sendable {
  /// The rest band, as a fraction of the travel (MATLAB's 2 %).
  public var band: Double = 0.02
  /// On-screen distance the property moves, in points (for the pixel metrics).
  public var travelPoints: Double = 5
  /// Device pixels per point.
  public var screenScale: Double = 3
  /// Frame rate of the frames reading and of `frames_to_settle`.
  public var fps: Double = 120
  /// Seconds scored, from the moment the animation is added.
  public var window: Double = 2

  public init(band: Double = 0.02, travelPoints: Double = 5, screenScale: Double = 3, fps: Double = 120,
    window: Double = 2)
  {
    self.band = band
    self.travelPoints = travelPoints
    self.screenScale = screenScale
    self.fps = fps
    self.window = window
  }

  /// Half a device pixel, as a fraction of the travel: the band of `settle_time_px`.
  public var pixelBand: Double { 0.5 / (travelPoints * screenScale) }
  /// Device pixels per unit of progress.
  public var pixelsPerProgress: Double { travelPoints * screenScale }
  /// The frame times t_k = k/fps for k = 0 … round(window·fps).
  public var frameTimes: [Double] {
    let n = Int((window * fps).rounded())
    return (0...max(n, 0)).map { Double($0) / fps }
  }
}

/// The scores of one curve (FACTS.md §9). Times are in seconds from the moment the animation is
/// added; nil means "none" (no overshoot, never settles, never reaches 90 %).
public struct CurveMetrics: Hashable, Sendable {
  public var reading: Reading
  /// False for keyframe animations that return to their first value: the step metrics do not apply.
  public var hasStepMetrics = true
  public var overshootPct = 0.0
  public var undershootPct = 0.0
  public var peakTime: Double?
  public var riseTime: Double?
  public var settleTime: Double?
  public var settleTimePx: Double?
  public var overshootPx = 0.0
  public var endJumpPct = 0.0
  public var endJumpPx = 0.0
  public var oscillations = 0
  public var framesToSettle: Int?
  /// Keyframes only: raw values.
  public var min: Double?
  public var max: Double?
  public var amplitude: Double?

  public init(reading: Reading) { self.reading = reading }

  /// The `metrics` object of `presslab curve --json`, keys in the documented order.
  public func json() -> JSONValue {
    func step(_ v: Double?) -> JSONValue { hasStepMetrics ? .optional(v) : .null }
    var members: [(String, JSONValue)] = [
      ("overshoot_pct", step(overshootPct)),
      ("undershoot_pct", step(undershootPct)),
      ("peak_time", step(peakTime)),
      ("rise_time", step(riseTime)),
      ("settle_time", step(settleTime)),
      ("settle_time_px", step(settleTimePx)),
      ("end_jump_pct", step(endJumpPct)),
      ("end_jump_px", step(endJumpPx)),
      ("overshoot_px", step(overshootPx)),
      ("oscillations", hasStepMetrics ? .integer(oscillations) : .null),
      ("frames_to_settle", hasStepMetrics ? (framesToSettle.map { .integer($0) } ?? .null) : .null),
    ]
    if min != nil || max != nil {
      members += [("min", .optional(min)), ("max", .optional(max)), ("amplitude", .optional(amplitude))]
    }
    return .object(members)
  }

  /// The metric names `json()` writes, for tables and sweeps.
  public static let stepNames = [
    "overshoot_pct", "undershoot_pct", "peak_time", "rise_time", "settle_time", "settle_time_px",
    "end_jump_pct", "end_jump_px", "overshoot_px", "oscillations", "frames_to_settle",
  ]
  public static let keyframeNames = ["min", "max", "amplitude"]

  /// A metric by its snake_case name, nil for none or unknown.
  public func value(named name: String) -> Double? {
    switch name {
    case "overshoot_pct": return hasStepMetrics ? overshootPct : nil
    case "undershoot_pct": return hasStepMetrics ? undershootPct : nil
    case "peak_time": return hasStepMetrics ? peakTime : nil
    case "rise_time": return hasStepMetrics ? riseTime : nil
    case "settle_time": return hasStepMetrics ? settleTime : nil
    case "settle_time_px": return hasStepMetrics ? settleTimePx : nil
    case "end_jump_pct": return hasStepMetrics ? endJumpPct : nil
    case "end_jump_px": return hasStepMetrics ? endJumpPx : nil
    case "overshoot_px": return hasStepMetrics ? overshootPx : nil
    case "oscillations": return hasStepMetrics ? Double(oscillations) : nil
    case "frames_to_settle": return hasStepMetrics ? framesToSettle.map(Double.init) : nil
    case "min": return min
    case "max": return max
    case "amplitude": return amplitude
    default: return nil
    }
  }
}
