/// A `CAKeyframeAnimation` (FACTS.md §5): values at key times, interpolated by a calculation mode,
/// each segment optionally warped by its own timing function, repeated and auto-reversed.
/// `value(atLocal:)` takes the animation's local time in seconds (delay already removed).
public struct Keyframes: Hashable, Sendable {
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    case linear, discrete, paced, cubic, cubicPaced
  }

  public let values: [Double]
  /// Key times actually used (generated for paced modes and when not given).
  public let keyTimes: [Double]
  public let mode: Mode
  /// One per segment (n − 1), or empty for linear pacing.
  public let timingFunctions: [CubicBezier]
  /// Animation-level timing function, applied first to the whole pass (nil: linear).
  public let timingFunction: CubicBezier?
  /// Seconds of one forward pass.
  public let duration: Double
  /// Number of passes; `.infinity` repeats forever. 0 means a single pass.
  public let repeatCount: Double
  public let autoreverses: Bool
  /// cubicPaced only: each segment's spline sampled at 257 points and the running length along
  /// them, worked out once, so a value costs a search instead of 512 spline evaluations.
  let arcTables: [ArcTable]

  public enum Problem: Error, Equatable {
    case tooFewValues
    case keyTimeCount(expected: String, got: Int)
    case keyTimesNotFromZeroToOne
    case keyTimesDecrease
    case timingFunctionCount(expected: Int, got: Int)
  }

  public init(
    values: [Double], keyTimes: [Double]?, mode: Mode, timingFunctions: [CubicBezier],
    timingFunction: CubicBezier? = nil, duration: Double, repeatCount: Double, autoreverses: Bool
  ) throws(Problem) {
    let n = values.count
    guard n >= 1 else { throw .tooFewValues }
    self.values = values
    self.mode = mode
    self.duration = duration
    self.repeatCount = repeatCount
    self.autoreverses = autoreverses
    switch mode {
    case .paced, .cubicPaced:
      // keyTimes and timing functions are ignored: the pacing is generated.
      self.arcTables = mode == .cubicPaced ? (0..<max(n - 1, 0)).map { ArcTable(values, segment: $0) } : []
      self.keyTimes = mode == .paced ? Keyframes.pacedTimes(values) : Keyframes.cubicPacedTimes(arcTables)
      self.timingFunctions = []
      self.timingFunction = nil
      return
    case .discrete:
      if let kt = keyTimes {
        guard kt.count == n || kt.count == n + 1 else {
          throw .keyTimeCount(expected: "\(n) or \(n + 1)", got: kt.count)
        }
        try Keyframes.check(kt)
        self.keyTimes = kt
      } else {
        // Each value holds for 1/n (FACTS.md §5, suggested reading).
        self.keyTimes = (0...n).map { Double($0) / Double(n) }
      }
    case .linear, .cubic:
      if let kt = keyTimes {
        guard kt.count == n else { throw .keyTimeCount(expected: "\(n)", got: kt.count) }
        try Keyframes.check(kt)
        self.keyTimes = kt
      } else {
        self.keyTimes = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
      }
    }
    if !timingFunctions.isEmpty && timingFunctions.count != max(n - 1, 0) {
      throw .timingFunctionCount(expected: max(n - 1, 0), got: timingFunctions.count)
    }
    self.timingFunctions = timingFunctions
    self.timingFunction = timingFunction
    self.arcTables = []
  }

  private static func check(_ kt: [Double]) throws(Problem) {
    guard kt.first == 0, kt.last == 1 else { throw .keyTimesNotFromZeroToOne }
    for i in 1..<kt.count where kt[i] < kt[i - 1] { throw .keyTimesDecrease }
  }

  /// Key times proportional to the distance between successive values.
  static func pacedTimes(_ values: [Double]) -> [Double] {
    cumulative((1..<max(values.count, 1)).map { abs(values[$0] - values[$0 - 1]) }, count: values.count)
  }

  /// Key times proportional to the arc length (total variation) of each cubic segment.
  static func cubicPacedTimes(_ tables: [ArcTable]) -> [Double] {
    guard !tables.isEmpty else { return [0] }
    return cumulative(tables.map(\.length), count: tables.count + 1)
  }

  private static func cumulative(_ lengths: [Double], count: Int) -> [Double] {
    guard count > 1 else { return [0] }
    let total = lengths.reduce(0, +)
    if total == 0 { return (0..<count).map { Double($0) / Double(count - 1) } }
    var times = [0.0]
    var sum = 0.0
    for l in lengths {
      sum += l
      times.append(sum / total)
    }
    times[times.count - 1] = 1
    return times
  }

  /// Catmull–Rom tangent at key i (Kochanek–Bartels with tension = continuity = bias = 0); the end
  /// points are duplicated, so the end tangents are half the chord (FACTS.md §5, UNCERTAIN).
  static func tangent(_ v: [Double], _ i: Int) -> Double {
    let prev = v[max(i - 1, 0)]
    let next = v[min(i + 1, v.count - 1)]
    return (next - prev) / 2
  }

  /// Cubic Hermite segment i at local parameter u in [0, 1].
  static func hermite(_ v: [Double], _ i: Int, _ u: Double) -> Double {
    let p0 = v[i], p1 = v[i + 1]
    let m0 = tangent(v, i), m1 = tangent(v, i + 1)
    let u2 = u * u, u3 = u2 * u
    return (2 * u3 - 3 * u2 + 1) * p0 + (u3 - 2 * u2 + u) * m0 + (-2 * u3 + 3 * u2) * p1
      + (u3 - u2) * m1
  }

  /// A cubic segment sampled at `steps` + 1 evenly spaced parameters, with the running total
  /// variation along them: its length, and the inverse that cubicPaced's arc-length pacing needs.
  struct ArcTable: Hashable, Sendable {
    static let steps = 256
    /// The spline at u = k / steps.
    let y: [Double]
    /// Σ |y[j] − y[j − 1]| for j = 1 … k (0 at k = 0), summed in order.
    let running: [Double]

    init(_ v: [Double], segment i: Int) {
      var y = [Keyframes.hermite(v, i, 0)]
      var running = [0.0]
      y.reserveCapacity(Self.steps + 1)
      running.reserveCapacity(Self.steps + 1)
      var length = 0.0
      for k in 1...Self.steps {
        let value = Keyframes.hermite(v, i, Double(k) / Double(Self.steps))
        length += abs(value - y[k - 1])
        y.append(value)
        running.append(length)
      }
      self.y = y
      self.running = running
    }

    /// Total variation of the segment, by dense sampling.
    var length: Double { running[Self.steps] }

    /// The spline parameter at which the segment has covered `fraction` of its length: the first
    /// sample whose running length reaches the target, interpolated within its step.
    func parameter(at fraction: Double) -> Double {
      let total = length
      if total == 0 { return fraction }
      let target = fraction * total
      var lo = 1, hi = Self.steps
      if total.isFinite {
        // The running length never falls: bisect for the first k ≥ 1 with running[k] ≥ target.
        guard running[Self.steps] >= target else { return 1 }
        while lo < hi {
          let mid = (lo + hi) / 2
          if running[mid] >= target { hi = mid } else { lo = mid + 1 }
        }
      } else {
        // An overflowing spline (NaN steps): the first such k in order, as a walk finds it.
        guard let k = (1...Self.steps).first(where: { running[$0] >= target }) else { return 1 }
        lo = k
      }
      let step = abs(y[lo] - y[lo - 1])
      let within = step > 0 ? (target - running[lo - 1]) / step : 0
      return (Double(lo - 1) + within) / Double(Self.steps)
    }
  }

  /// The active duration: one pass × repeats (× 2 when auto-reversing); nil when forever.
  public var activeDuration: Double? {
    guard repeatCount.isFinite else { return nil }
    let passes = repeatCount == 0 ? 1 : repeatCount
    return duration * passes * (autoreverses ? 2 : 1)
  }

  /// The animated value at local time t ≥ 0 (after the end: the value the last pass ended on).
  public func value(atLocal t: Double) -> Double {
    if duration <= 0 { return values[values.count - 1] }
    let end = activeDuration
    let time = end.map { min(max(t, 0), $0) } ?? max(t, 0)
    let cycle = autoreverses ? 2 * duration : duration
    var phase: Double
    if let end, time >= end {
      // The final instant: a whole number of cycles ends forward (or, reversed, at the start).
      let passes = end / cycle
      let frac = passes - passes.rounded(.down)
      phase = frac == 0 ? cycle : frac * cycle
    } else {
      phase = time.truncatingRemainder(dividingBy: cycle)
    }
    var fraction = phase / duration
    if autoreverses && fraction > 1 { fraction = 2 - fraction }
    return value(atFraction: min(max(fraction, 0), 1))
  }

  /// The value at fraction f of one forward pass.
  public func value(atFraction f: Double) -> Double {
    let n = values.count
    if n == 1 { return values[0] }
    let f = timingFunction?.value(at: f) ?? f
    if mode == .discrete {
      // Value i holds from keyTimes[i] until the next key time; the last from its key time to the end.
      var index = 0
      for i in 0..<n where keyTimes[i] <= f { index = i }
      return values[index]
    }
    // Segment containing f: the last i with keyTimes[i] <= f, at most n − 2.
    var i = 0
    while i < n - 2 && keyTimes[i + 1] <= f { i += 1 }
    let span = keyTimes[i + 1] - keyTimes[i]
    var u = span > 0 ? (f - keyTimes[i]) / span : 1
    u = min(max(u, 0), 1)
    if !timingFunctions.isEmpty { u = timingFunctions[i].value(at: u) }
    switch mode {
    case .linear, .paced:
      return values[i] + (values[i + 1] - values[i]) * u
    case .cubic:
      return Keyframes.hermite(values, i, u)
    case .cubicPaced:
      return Keyframes.hermite(values, i, arcTables[i].parameter(at: u))
    case .discrete:
      return values[i]
    }
  }
}
