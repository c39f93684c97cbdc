extension Metrics {
  /// The frames reading of progress samples taken at t_k = k/fps (FACTS.md §9, BENCHMARK.md W1):
  /// peak = first maximal sample; settle = t[k+1] for the last sample k outside the band; rise
  /// crossings interpolated linearly between the samples around them.
  public static func frames(_ x: [Double], settings: MetricSettings, endJump: Double = 0) -> CurveMetrics {
    var m = CurveMetrics(reading: .frames)
    guard !x.isEmpty else { return m }
    let fps = settings.fps
    func time(_ k: Int) -> Double { Double(k) / fps }

    var maxIndex = 0
    var minValue = x[0]
    for k in 1..<x.count {
      if x[k] > x[maxIndex] { maxIndex = k }
      if x[k] < minValue { minValue = x[k] }
    }
    let overshoot = Swift.max(0, x[maxIndex] - 1)
    m.overshootPct = 100 * overshoot
    m.overshootPx = overshoot * settings.pixelsPerProgress
    m.undershootPct = 100 * Swift.max(0, -minValue)
    m.peakTime = overshoot > 0 ? time(maxIndex) : nil

    if let t10 = firstCrossing(x, level: 0.1, fps: fps), let t90 = firstCrossing(x, level: 0.9, fps: fps) {
      m.riseTime = t90 - t10
    }

    let (settle, settleIndex) = settleTime(x, band: settings.band, fps: fps)
    m.settleTime = settle
    m.settleTimePx = settleTime(x, band: settings.pixelBand, fps: fps).time
    m.framesToSettle = settleIndex
    m.oscillations = crossingsOfOne(x, before: settleIndex ?? x.count)
    m.endJumpPct = 100 * endJump
    m.endJumpPx = endJump * settings.pixelsPerProgress
    return m
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

  /// t[k+1] for the last sample k outside the band (0 when none; nil when the last one is), and the
  /// frame count k + 1.
  static func settleTime(_ x: [Double], band: Double, fps: Double) -> (time: Double?, frames: Int?) {
    var last = -1
    for k in stride(from: x.count - 1, through: 0, by: -1) where abs(x[k] - 1) > band {
      last = k
      break
    }
    if last == x.count - 1 { return (nil, nil) }
    return (Double(last + 1) / fps, last + 1)
  }

  /// Sign changes of x − 1 among the first `count` samples (exact ones are skipped).
  static func crossingsOfOne(_ x: [Double], before count: Int) -> Int {
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
