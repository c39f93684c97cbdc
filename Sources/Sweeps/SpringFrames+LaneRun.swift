/// The running state of one group of lanes. Sample numbers in the trackers count from 1 (0: none),
/// so a masked-out lane is all zero bits and "last k where the test held" is a running maximum.
struct LaneRun {
  typealias V = SpringFrames.Lanes
  var p = V(repeating: 1), q = V(repeating: 0)
  var m00 = V(), m01 = V(), m10 = V(), m11 = V(), alpha = V(), beta = V()
  var tracked = Trackers()
  var bandHi: V, bandLo: V
  /// Each lane's tightest pixel band less the guard: no sample past the walk leaves it.
  var pxLo: V
  /// With pixel bands, |x − 1| of every sample walked (0 where not finite), lane by lane, turned
  /// into its running maximum from the end by `finish`; the samples walked are `0 ..< walked`.
  var deviations: UnsafeMutablePointer<V>?
  var walked = 0
  var suffixMaxima = false
  var reach10 = V(repeating: .nan), reach90 = V(repeating: .nan)
  var risen10 = SpringFrames.Mask(repeating: false)
  var risen90 = SpringFrames.Mask(repeating: false)
  let springs: (SpringMotion, SpringMotion)
  let settings: SpringFrameSettings
  /// Sample numbers counted from 1 (as the trackers count them) from which x is exactly 1.
  let snapK: V
  /// Samples to walk: all of them, or up to the later lane's first snapped sample (every sample
  /// after it is 1 in both lanes and changes nothing).
  let sampleCount: Int

  init(_ springs: (SpringMotion, SpringMotion), options: SpringFrameOptions, settings: SpringFrameSettings) {
    self.springs = springs
    self.settings = settings
    let tightest = options.pixelBands.map { V($0.first.min() ?? .infinity, $0.second.min() ?? .infinity) }
    let snaps = options.snaps ?? V(repeating: .infinity)
    snapK = snaps
    let lastSnap = snaps.max()
    sampleCount = lastSnap < Double(settings.count) ? Int(lastSnap) + 1 : settings.count
    walked = sampleCount
    if tightest != nil { deviations = .allocate(capacity: sampleCount) }
    bandHi = V(repeating: settings.band + settings.guardWidth)
    bandLo = V(repeating: settings.band - settings.guardWidth)
    pxLo = (tightest ?? V(repeating: .infinity)) - settings.guardWidth
    let h = 1 / settings.fps
    for i in 0..<SpringFrames.laneCount {
      let spring = self.spring(i)
      let m = spring.step(h)
      m00[i] = m.m00; m01[i] = m.m01; m10[i] = m.m10; m11[i] = m.m11
      let c = spring.coefficients
      alpha[i] = c.alpha; beta[i] = c.beta
      let s0 = spring.initialState
      p[i] = s0.p; q[i] = s0.q
    }
  }

  @inline(__always) func spring(_ i: Int) -> SpringMotion { i == 0 ? springs.0 : springs.1 }

  mutating func reanchor(at k: Int) {
    let t = settings.time(k)
    for i in 0..<SpringFrames.laneCount {
      let s = spring(i).state(at: t)
      p[i] = s.p; q[i] = s.q
    }
  }

  /// Runs through every sample, anchoring at multiples of `anchorEvery`; rise crossings are
  /// looked for (`Rising`) until every lane has reached 0.9, then no more (`Risen`).
  mutating func scan<Rising: SegmentFlags, Risen: SegmentFlags>(_: Rising.Type, _: Risen.Type) {
    let count = sampleCount
    var k = 0
    var rising = true
    while k < count {
      if k > 0 { reanchor(at: k) }
      let end = min(count, k + settings.anchorEvery)
      if rising {
        let stop = segment(k, end, Rising.self)
        if stop < end {
          rising = false
          advance()  // the state held sample `stop`, already observed
          if settles(stop + 1, end, Risen.self) { return }
        }
      } else {
        if settles(k, end, Risen.self) { return }
      }
      k = end
    }
  }

  /// Samples between two checks of `settledForGood`.
  static let checkEvery = 30

  /// Observes samples `from ..< to` (every lane has risen) in pieces, and returns true as soon as
  /// no later sample can change the score, so the rest need not be walked.
  @inline(__always)
  mutating func settles<F: SegmentFlags>(_ from: Int, _ to: Int, _: F.Type) -> Bool {
    var k = from
    while k < to {
      let end = Swift.min(to, k + Self.checkEvery)
      _ = segment(k, end, F.self)
      k = end
      if settledForGood(at: k, F.self) {
        walked = k
        return true
      }
    }
    return false
  }

  /// True when no sample from k on can leave the bands or pass the maximum, in either lane: the
  /// deviation's envelope (a bound on |x − 1| from the closed form, falling) is inside every band
  /// and below the largest sample. The minimum (≤ x₀ = 0) and the rise are settled by then; the
  /// crossings count only up to the last sample outside the band.
  func settledForGood<F: SegmentFlags>(at k: Int, _: F.Type) -> Bool {
    let margin = 1e-9  // far above the recurrence's rounding
    let t = settings.time(k)
    for i in 0..<SpringFrames.laneCount {
      if F.snap && Double(k) > snapK[i] { continue }  // only 1s to come
      guard let bound = spring(i).envelope(at: t) else { return false }
      let limit = Swift.min(bandLo[i], F.extended ? pxLo[i] : .infinity, tracked.maxX[i] - 1)
      guard bound + margin < limit else { return false }
    }
    return true
  }

  @inline(__always) mutating func advance() {
    let np = m00 * p + m01 * q
    q = m10 * p + m11 * q
    p = np
  }

  /// Observes samples `from ..< to`. The state holds sample `from` on entry and `to` on exit,
  /// unless rise tracking ends early: then it returns the sample where every lane has reached 0.9
  /// and the state holds that sample. Two chains, even and odd samples, each stepped by M², so the
  /// two matrix products of an iteration do not wait on each other.
  @inline(__always)
  mutating func segment<F: SegmentFlags>(_ from: Int, _ to: Int, _: F.Type) -> Int {
    var prevX = V(repeating: .nan)
    if F.rise && from > 0 {
      for i in 0..<SpringFrames.laneCount { prevX[i] = value(i, from - 1) }
    }
    let m00 = m00, m01 = m01, m10 = m10, m11 = m11, alpha = alpha, beta = beta
    // M² for the two chains.
    let n00 = m00 * m00 + m01 * m10, n01 = m00 * m01 + m01 * m11
    let n10 = m10 * m00 + m11 * m10, n11 = m10 * m01 + m11 * m11
    let bands = Bands(hi: bandHi, lo: bandLo)
    let deviations = deviations
    let snapK = snapK
    var t = tracked
    defer { tracked = t }
    var pA = p, qA = q
    var pB = m00 * pA + m01 * qA, qB = m10 * pA + m11 * qA
    var kA = V(repeating: Double(from + 1))
    var k = from
    while k < to {
      var xA = 1 + (alpha * pA + beta * qA)
      // x(0) is 0 exactly, as the curve engine gives it (also for a spring whose solve gave NaN).
      if F.rise && k == 0 { xA = V(repeating: 0) }
      if F.snap { xA.replace(with: 1, where: kA .> snapK) }
      t.observe(xA, kA, bands, F.self)
      if F.extended { deviations.unsafelyUnwrapped[k] = Self.deviation(xA) }
      if F.rise {
        if risesNow(xA, prevX, k) { p = pA; q = qA; return k }
        prevX = xA
      }
      if k + 1 == to { p = pB; q = qB; return to }
      var xB = 1 + (alpha * pB + beta * qB)
      if F.snap { xB.replace(with: 1, where: kA + 1 .> snapK) }
      t.observe(xB, kA + 1, bands, F.self)
      if F.extended { deviations.unsafelyUnwrapped[k + 1] = Self.deviation(xB) }
      if F.rise {
        if risesNow(xB, prevX, k + 1) { p = pB; q = qB; return k + 1 }
        prevX = xB
      }
      let npA = n00 * pA + n01 * qA
      qA = n10 * pA + n11 * qA
      pA = npA
      let npB = n00 * pB + n01 * qB
      qB = n10 * pB + n11 * qB
      pB = npB
      kA += 2
      k += 2
    }
    p = pA; q = qA
    return to
  }

  /// |x − 1|, or 0 where x is not a number (no band test holds for it).
  @inline(__always) static func deviation(_ x: V) -> V {
    let dev = magnitude(x - 1)
    return V(repeating: 0).replacing(with: dev, where: dev .> 0)
  }

  /// Records first crossings of 0.1 and 0.9 at sample k; true once every lane has reached 0.9.
  @inline(__always) mutating func risesNow(_ x: V, _ prevX: V, _ k: Int) -> Bool {
    let new10 = (x .>= 0.1) .& .!risen10
    let new90 = (x .>= 0.9) .& .!risen90
    guard any(new10 .| new90) else { return false }
    for i in 0..<SpringFrames.laneCount {
      if new10[i] { reach10[i] = crossing(0.1, prevX[i], x[i], k) }
      if new90[i] { reach90[i] = crossing(0.9, prevX[i], x[i], k) }
    }
    risen10 .|= new10
    risen90 .|= new90
    return all(risen90)
  }

  func crossing(_ level: Double, _ x0: Double, _ x1: Double, _ k: Int) -> Double {
    guard k > 0, x0.isFinite else { return settings.time(k) }
    let f = (level - x0) / (x1 - x0)
    return (Double(k - 1) + f) / settings.fps
  }

  /// Sample k of lane i by the closed form (1 from the lane's snap on).
  func value(_ i: Int, _ k: Int) -> Double {
    Double(k + 1) > snapK[i] ? 1 : spring(i).value(at: settings.time(k))
  }
}
