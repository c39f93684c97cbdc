/// Scores progress curves by the definitions of FACTS.md §9, in either reading.
public enum Metrics {
  /// The continuous reading of any progress function on [from, to]: a dense grid (`step`, 10 kHz by
  /// default) with the left and right values at each jump, maxima refined by golden-section search
  /// and crossings by bisection between grid points.
  public static func continuous(
    _ x: @escaping (Double) -> Double, from: Double = 0, to: Double, jumps: [Double] = [], endJump: Double = 0,
    step: Double = 1e-4, settings: MetricSettings
  ) -> CurveMetrics {
    let grid = DenseGrid(x, from: from, to: to, jumps: jumps, step: step)
    var m = CurveMetrics(reading: .continuous)
    let t = grid.times
    let v = grid.values
    guard !t.isEmpty else { return m }

    var maxIndex = 0
    var minIndex = 0
    for i in 1..<v.count {
      if v[i] > v[maxIndex] { maxIndex = i }
      if v[i] < v[minIndex] { minIndex = i }
    }
    let (peakTime, peak) = grid.firstMaximum(near: maxIndex)
    let (_, trough) = grid.refineExtremum(at: minIndex, sign: -1)
    let overshoot = Swift.max(0, peak - 1)
    m.overshootPct = 100 * overshoot
    m.overshootPx = overshoot * settings.pixelsPerProgress
    m.peakTime = overshoot > 0 ? peakTime : nil
    m.undershootPct = 100 * Swift.max(0, -trough)

    if let t10 = grid.firstTime(where: { $0 >= 0.1 }), let t90 = grid.firstTime(where: { $0 >= 0.9 }) {
      m.riseTime = t90 - t10
    }
    let settle = grid.settleTime(band: settings.band)
    m.settleTime = settle
    m.settleTimePx = grid.settleTime(band: settings.pixelBand)
    if let settle {
      m.framesToSettle = Int((settle * settings.fps - 1e-9).rounded(.up))
      m.oscillations = grid.crossingsOfOne(before: settle)
    } else {
      m.oscillations = grid.crossingsOfOne(before: .infinity)
    }
    m.endJumpPct = 100 * endJump
    m.endJumpPx = endJump * settings.pixelsPerProgress
    return m
  }
}

/// Samples of a function on a dense grid, with both sides of each jump, and the refinements that
/// turn grid answers into continuous ones.
struct DenseGrid {
  let f: (Double) -> Double
  var times: [Double] = []
  var values: [Double] = []
  /// True where sample i and i + 1 straddle a jump (no refinement across it).
  var jumpAfter: [Bool] = []

  init(_ f: @escaping (Double) -> Double, from: Double, to: Double, jumps: [Double], step: Double) {
    self.f = f
    let cuts = jumps.filter { $0 > from && $0 <= to }.sorted()
    var start = from
    for end in cuts + [to] {
      let n = Swift.max(1, Int(((end - start) / step).rounded(.up)))
      for i in 0..<n {
        let t = start + (end - start) * Double(i) / Double(n)
        times.append(t)
        values.append(f(t))
        jumpAfter.append(false)
      }
      if end < to || cuts.contains(end) {
        // Left limit at the jump, then the value after it.
        let left = end - Swift.max(1e-12, abs(end) * 1e-12)
        times.append(left)
        values.append(f(left))
        jumpAfter.append(true)
      }
      start = end
    }
    times.append(to)
    values.append(f(to))
    jumpAfter.append(false)
  }

  /// Golden-section refinement of the extremum at grid index i (sign 1: maximum, −1: minimum).
  func refineExtremum(at i: Int, sign: Double) -> (time: Double, value: Double) {
    var best = (times[i], values[i])
    guard i > 0, i < times.count - 1, !jumpAfter[i - 1], !jumpAfter[i] else { return best }
    var a = times[i - 1]
    var b = times[i + 1]
    let g = 0.5 * (5.0.squareRoot() - 1)
    var c = b - g * (b - a)
    var d = a + g * (b - a)
    var fc = sign * f(c)
    var fd = sign * f(d)
    for _ in 0..<80 where b - a > 1e-13 {
      if fc >= fd {
        b = d; d = c; fd = fc
        c = b - g * (b - a); fc = sign * f(c)
      } else {
        a = c; c = d; fc = fd
        d = a + g * (b - a); fd = sign * f(d)
      }
    }
    let t = 0.5 * (a + b)
    let value = f(t)
    if sign * value > sign * best.1 { best = (t, value) }
    return best
  }

  /// The first maximum: of the grid's local maxima that could reach the largest one (within
  /// `Metrics.peakSlack`, the grid's sampling error), the first whose refined value equals the
  /// refined largest within 1e-9.
  /// An undamped spring's peaks are all equal, and the grid alone would pick one at random.
  func firstMaximum(near maxIndex: Int) -> (time: Double, value: Double) {
    let largest = refineExtremum(at: maxIndex, sign: 1)
    let floor = largest.value - Metrics.peakSlack(largest.value)
    var start = 0
    while let i = Metrics.firstLocalMaximum(in: start..<maxIndex, atLeast: floor, { values[$0] }) {
      let candidate = refineExtremum(at: i, sign: 1)
      if candidate.value >= largest.value - 1e-9 { return candidate }
      start = i + 1
    }
    return largest
  }

  /// Bisection for the boundary between samples i (condition false) and i + 1 (true).
  func bisect(_ i: Int, _ condition: (Double) -> Bool) -> Double {
    if jumpAfter[i] { return times[i + 1] }
    var lo = times[i]
    var hi = times[i + 1]
    for _ in 0..<60 where hi - lo > 1e-14 {
      let mid = 0.5 * (lo + hi)
      if condition(f(mid)) { hi = mid } else { lo = mid }
    }
    return hi
  }

  /// First time the condition holds.
  func firstTime(where condition: (Double) -> Bool) -> Double? {
    if condition(values[0]) { return times[0] }
    for i in 1..<values.count where condition(values[i]) { return bisect(i - 1, condition) }
    return nil
  }

  /// Smallest t after which |x − 1| ≤ band to the end; 0 if never outside; nil if the end is outside.
  func settleTime(band: Double) -> Double? {
    let inside: (Double) -> Bool = { abs($0 - 1) <= band }
    var last = -1
    for i in stride(from: values.count - 1, through: 0, by: -1) where !inside(values[i]) {
      last = i
      break
    }
    if last == -1 { return times[0] }
    if last == values.count - 1 { return nil }
    return bisect(last, inside)
  }

  /// Sign changes of x − 1 on the grid before time `limit`.
  func crossingsOfOne(before limit: Double) -> Int {
    var crossings = 0
    var sign = 0
    for i in 0..<values.count where times[i] < limit {
      let d = values[i] - 1
      let s = d > 0 ? 1 : (d < 0 ? -1 : 0)
      if s == 0 { continue }
      if sign != 0 && s != sign { crossings += 1 }
      sign = s
    }
    return crossings
  }
}
