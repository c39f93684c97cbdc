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
  public var band = DisplaySettings.standard.band
  /// On-screen distance the property moves, in points (for the pixel metrics).
  public var travelPoints = DisplaySettings.standard.travelPoints
  /// Device pixels per point.
  public var screenScale = DisplaySettings.standard.screenScale
  /// Frame rate of the frames reading and of `frames_to_settle`.
  public var fps = DisplaySettings.standard.fps
  /// Seconds scored, from the moment the animation is added.
  public var window: Double = 2
  /// The visibility threshold, in device pixels: the band of `settle_time_px`.
  public var visiblePixels = DisplaySettings.standard.visibleDevicePixels

  public init(
    band: Double = DisplaySettings.standard.band, travelPoints: Double = DisplaySettings.standard.travelPoints,
    screenScale: Double = DisplaySettings.standard.screenScale, fps: Double = DisplaySettings.standard.fps, window: Double = 2,
    visiblePixels: Double = DisplaySettings.standard.visibleDevicePixels)
  {
    self.visiblePixels = visiblePixels
    self.band = band
    self.travelPoints = travelPoints
    self.screenScale = screenScale
    self.fps = fps
    self.window = window
  }

  /// Scores read on `display`: its band, screen and frame rate, and its travel unless given.
  public init(_ display: DisplaySettings, travelPoints: Double? = nil, window: Double = 2) {
    self.init(
      band: display.band, travelPoints: travelPoints ?? display.travelPoints, screenScale: display.screenScale, fps: display.fps,
      window: window, visiblePixels: display.visibleDevicePixels)
  }

  /// The visibility threshold (half a device pixel by default) as a fraction of the travel: the
  /// band of `settle_time_px`.
  public var pixelBand: Double { visiblePixels / (travelPoints * screenScale) }
  /// The most frames one curve is sampled at (fps × window): 10,000 fps for 60 s. Every command,
  /// sweep file and notebook cell checks it before any work, so no value asks for gigabytes.
  public static let maxFrames = 600_000

  /// The frame rates, windows (s) and button widths (pt) every command, sweep file and notebook
  /// cell accepts: below them a reading holds no frame or scores nothing, above them the pixel
  /// metrics stop meaning anything on a screen.
  public static let fpsLimits = DisplaySettings.fpsLimits
  public static let windowLimits = 0.001...60.0
  public static let buttonWidthLimits = DisplaySettings.buttonWidthLimits

  /// Why `value` is outside `limits`, said for `name` (with its unit), or nil when inside.
  public static func rangeProblem(_ name: String, _ value: Double, _ limits: ClosedRange<Double>, unit: String = "") -> String? {
    guard !limits.contains(value) else { return nil }
    func text(_ x: Double) -> String { NumberText.rounded(x, digits: 6) + unit }
    return "\(name) must be between \(text(limits.lowerBound)) and \(text(limits.upperBound)), got \(value)"
  }

  /// Why `fps` and `window` ask for too many frames per curve, or nil when they do not.
  public static func frameLimitProblem(fps: Double, window: Double) -> String? {
    let frames = fps * window
    guard !(frames <= Double(maxFrames)) else { return nil }
    return "fps × window asks for \(NumberText.rounded(frames, digits: 0)) frames per curve, above the limit of "
      + "\(maxFrames) (10000 fps for 60 s)"
  }

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
  /// Why the curve could not be scored (no valid root, non-finite samples); every metric is then
  /// none, never a number that looks like a score.
  public var invalidReason: String?

  public init(reading: Reading) { self.reading = reading }

  /// The scores of a curve that cannot be scored.
  public static func invalid(_ reading: Reading, _ why: String) -> CurveMetrics {
    var m = CurveMetrics(reading: reading)
    m.invalidReason = why
    return m
  }

  public var isValid: Bool { invalidReason == nil }

  /// The `metrics` object of `presslab curve --json`: every step metric in `Metric.allCases`
  /// order (null where it does not apply), then the keyframe extremes when there are any.
  public func json() -> JSONValue {
    var members = Metric.step.map { ($0.name, $0.json(in: self)) }
    if min != nil || max != nil { members += Metric.keyframes.map { ($0.name, $0.json(in: self)) } }
    return .object(members)
  }

  /// A metric's value, nil for none or not applicable.
  public func value(_ metric: Metric) -> Double? { metric.value(in: self) }

  /// A metric by its column name, nil for none or unknown.
  public func value(named name: String) -> Double? { Metric(name: name)?.value(in: self) }
}
