/// What the frames reading needs to know about a curve's samples `x_k` at `t_k = k / fps`: a few
/// indices and extremes, from which every frames metric of FACTS.md §9 follows
/// (`Metrics.frames(_:settings:endJump:)`). Whatever walks the samples (`Metrics.frames` over
/// stored samples, the sweep's spring kernel as they stream past) reports one of these, so the
/// metric formulas exist once.
public struct FrameSummary: Sendable, Equatable {
  /// Number of samples (`round(window · fps) + 1`).
  public var count: Int
  /// The largest sample, and the peak: the first of the samples' equal maxima
  /// (`Metrics.firstPeak`), which is the first index holding the largest unless an earlier local
  /// maximum is within `Metrics.peakSlack` of it.
  public var maxValue: Double
  public var peakIndex: Int
  /// The smallest sample; +∞ when not tracked (then `undershoot_pct` is 0).
  public var minValue: Double
  /// Times (s) of first reaching 0.1 and 0.9, interpolated between the samples around them; nil if
  /// never reached.
  public var reach10: Double?
  public var reach90: Double?
  /// Last index with |x − 1| > band, and with |x − 1| > the pixel band; −1 when none.
  public var lastOutside: Int
  public var lastOutsidePixel: Int
  /// Sign changes of x − 1 up to the last sample outside the band, when counted.
  public var crossings: Int?

  public init(count: Int, maxValue: Double, peakIndex: Int, minValue: Double = .infinity, reach10: Double?,
              reach90: Double?, lastOutside: Int, lastOutsidePixel: Int = -1, crossings: Int? = nil) {
    self.count = count
    self.maxValue = maxValue
    self.peakIndex = peakIndex
    self.minValue = minValue
    self.reach10 = reach10
    self.reach90 = reach90
    self.lastOutside = lastOutside
    self.lastOutsidePixel = lastOutsidePixel
    self.crossings = crossings
  }

  /// The summary of stored samples, in the settings' bands.
  public init(_ x: [Double], settings: MetricSettings) {
    let fps = settings.fps
    var peak = MaximumTracker(first: x[0])
    var minValue = x[0]
    for k in 1..<x.count {
      peak.observe(x[k], at: k)
      if x[k] < minValue { minValue = x[k] }
    }
    let lastOutside = Self.lastOutside(x, band: settings.band)
    self.init(
      count: x.count, maxValue: peak.maxValue, peakIndex: peak.firstPeak { x[$0] }, minValue: minValue,
      reach10: Self.firstCrossing(x, level: 0.1, fps: fps), reach90: Self.firstCrossing(x, level: 0.9, fps: fps),
      lastOutside: lastOutside, lastOutsidePixel: Self.lastOutside(x, band: settings.pixelBand),
      crossings: Self.crossingsOfOne(x, before: lastOutside == x.count - 1 ? x.count : lastOutside + 1))
  }

  /// First time x reaches `level`, interpolated between the samples around it.
  static func firstCrossing(_ x: [Double], level: Double, fps: Double) -> Double? {
    if x[0] >= level { return 0 }
    for k in 1..<x.count where x[k] >= level {
      let f = (level - x[k - 1]) / (x[k] - x[k - 1])
      return (Double(k - 1) + f) / fps
    }
    return nil
  }

  /// The last sample outside `band`, −1 when none.
  static func lastOutside(_ x: [Double], band: Double) -> Int {
    for k in stride(from: x.count - 1, through: 0, by: -1) where abs(x[k] - 1) > band { return k }
    return -1
  }

  /// Sign changes of x − 1 among the first `count` samples (exact ones are skipped).
  public static func crossingsOfOne(_ x: [Double], before count: Int) -> Int {
    var crossings = 0
    var sign = 0
    for k in 0..<Swift.min(count, x.count) {
      let d = x[k] - 1
      let s = d > 0 ? 1 : (d < 0 ? -1 : 0)
      if s == 0 { continue }
      if sign != 0 && s != sign { crossings += 1 }
      sign = s
    }
    return crossings
  }
}

extension Metrics {
  /// The frames reading of progress samples taken at t_k = k/fps (FACTS.md §9, BENCHMARK.md W1):
  /// peak = first of the equal maximal samples (`firstPeak`); settle = t[k+1] for the last sample k outside the band; rise
  /// crossings interpolated linearly between the samples around them.
  public static func frames(_ x: [Double], settings: MetricSettings, endJump: Double = 0) -> CurveMetrics {
    guard !x.isEmpty else { return CurveMetrics(reading: .frames) }
    return frames(FrameSummary(x, settings: settings), settings: settings, endJump: endJump)
  }

  /// Every frames metric from a summary of the samples, by `frames(_:_:settings:endJump:)`.
  @inline(__always)
  public static func frames(_ s: FrameSummary, settings: MetricSettings, endJump: Double = 0) -> CurveMetrics {
    func value(_ metric: Metric) -> Double? { frames(metric, s, settings: settings, endJump: endJump) }
    var m = CurveMetrics(reading: .frames)
    m.overshootPct = value(.overshootPct) ?? 0
    m.overshootPx = value(.overshootPx) ?? 0
    m.undershootPct = value(.undershootPct) ?? 0
    m.peakTime = value(.peakTime)
    m.riseTime = value(.riseTime)
    m.settleTime = value(.settleTime)
    m.settleTimePx = value(.settleTimePx)
    m.framesToSettle = value(.framesToSettle).map { Int($0) }
    m.oscillations = Int(value(.oscillations) ?? 0)
    m.endJumpPct = value(.endJumpPct) ?? 0
    m.endJumpPx = value(.endJumpPx) ?? 0
    return m
  }

  /// One frames metric from a summary of the samples, nil for none: the one place their formulas
  /// live. `settings` gives the frame rate and the pixels per unit of progress; `oscillations` is 0
  /// when the summary did not count crossings; the keyframe extremes are none.
  @inline(__always)
  public static func frames(_ metric: Metric, _ s: FrameSummary, settings: MetricSettings, endJump: Double = 0) -> Double? {
    /// t[k+1] after the last sample k outside a band (0 when none); nil when the last sample is.
    func settle(_ last: Int) -> Double? { last == s.count - 1 ? nil : Double(last + 1) / settings.fps }
    switch metric {
    case .overshootPct: return 100 * Swift.max(0, s.maxValue - 1)
    case .overshootPx: return Swift.max(0, s.maxValue - 1) * settings.pixelsPerProgress
    case .undershootPct: return 100 * Swift.max(0, -s.minValue)
    case .peakTime: return Swift.max(0, s.maxValue - 1) > 0 ? Double(s.peakIndex) / settings.fps : nil
    case .riseTime:
      guard let t10 = s.reach10, let t90 = s.reach90 else { return nil }
      return t90 - t10
    case .settleTime: return settle(s.lastOutside)
    case .settleTimePx: return settle(s.lastOutsidePixel)
    case .framesToSettle: return s.lastOutside == s.count - 1 ? nil : Double(s.lastOutside + 1)
    case .oscillations: return Double(s.crossings ?? 0)
    case .endJumpPct: return 100 * endJump
    case .endJumpPx: return endJump * settings.pixelsPerProgress
    case .min, .max, .amplitude: return nil
    }
  }
}
