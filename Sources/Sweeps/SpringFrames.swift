import CurveAnalysis

/// Where and how the frames are taken: `t_k = k / fps` for k = 0 … count − 1, the rest band, and
/// how often the recurrence is re-anchored to the closed form.
public struct SpringFrameSettings: Sendable, Equatable {
  public var fps: Double
  public var count: Int
  public var band: Double
  public var anchorEvery: Int
  public var guardWidth: Double

  public init(fps: Double = DisplaySettings.standard.fps, count: Int = 241, band: Double = DisplaySettings.standard.band, anchorEvery: Int = 120,
              guardWidth: Double = 1e-10) {
    self.fps = fps
    self.count = count
    self.band = band
    self.anchorEvery = max(1, anchorEvery)
    self.guardWidth = guardWidth
  }

  /// `t_k`, as the frames reading defines it.
  @inline(__always) public func time(_ k: Int) -> Double { Double(k) / fps }
}

/// What the samples of one spring showed. Indices are sample numbers; −1 means "no such sample".
public struct SpringFrameScore: Sendable, Equatable {
  public var maxValue = -Double.infinity
  public var minValue = Double.infinity
  /// The peak: the first of equal maxima (`Metrics.firstPeak`).
  public var peakIndex = -1
  /// First sample holding the maximum, and the largest sample before the run of new maxima that
  /// ended there (bounds the local maxima before it; recurrence values).
  public var maxIndex = -1
  public var largestBefore = -Double.infinity
  /// Last sample with |x − 1| > band.
  public var lastOutside = -1
  /// First reaching 0.1 and 0.9, linearly interpolated between samples; NaN if never.
  public var reach10 = Double.nan
  public var reach90 = Double.nan
  /// Sign changes of x − 1 up to `lastOutside` (`oscillations`), when they were counted.
  public var crossings: Int?
  /// Per pixel band asked of the lane (`SpringFrameOptions.pixelBands`), its last sample with
  /// |x − 1| above that band; empty when none was asked.
  public var lastOutsidePixels: [Int] = []
  public init() {}
}

/// What the kernel is asked to do beyond W1's metrics, per lane.
public struct SpringFrameOptions: Sendable {
  /// The half-pixel bands of each lane, one per press scale sharing the lane's spring (they differ
  /// only in how far the button travels): adds the pixel-band settles and the minimum.
  public var pixelBands: (first: [Double], second: [Double])?
  /// The first sample of each lane at which the animation has been removed and the value is the
  /// target, exactly 1 (a UIKit or Core Animation spring removed inside the window); +∞ for none.
  public var snaps: SpringFrames.Lanes?
  /// Count the sign changes of x − 1 (`oscillations`).
  public var countsCrossings = false

  public init(
    pixelBands: (first: [Double], second: [Double])? = nil, snaps: SpringFrames.Lanes? = nil, countsCrossings: Bool = false
  ) {
    self.pixelBands = pixelBands
    self.snaps = snaps
    self.countsCrossings = countsCrossings
  }
}

/// The frames reading of springs, fast: samples `t_k = k / fps` of two springs at once, one SIMD
/// lane each, scored as the samples stream past so no curve's samples are ever stored.
///
/// Each sample costs one 2×2 matrix product (`SpringMotion`): even and odd samples run as two
/// independent chains stepped by M², so consecutive products do not wait on each other. Every
/// `anchorEvery` samples the state is reset from the closed form, so rounding cannot accumulate
/// past that many steps (≈1e-13 of the amplitude). Band tests are made twice, at `band ± guardWidth`:
/// a sample between the two is too close to the edge for the recurrence to decide, and is decided
/// afterwards by the closed form, so settle times equal those of closed-form samples.
public enum SpringFrames {
  public typealias Lanes = SIMD2<Double>
  public typealias Mask = SIMDMask<SIMD2<Int64>>
  public static let laneCount = 2

  /// Scores two springs. `pixelBands` (one per lane) adds the pixel-band settle and the minimum;
  /// without it the loop does only what W1 needs.
  @inline(__always)
  public static func score(
    _ first: SpringMotion, _ second: SpringMotion, pixelBands: Lanes?, settings: SpringFrameSettings
  ) -> (SpringFrameScore, SpringFrameScore) {
    score(first, second, options: SpringFrameOptions(pixelBands: pixelBands.map { ([$0[0]], [$0[1]]) }), settings: settings)
  }

  /// Scores two springs with what `options` asks besides W1's metrics; each combination runs its
  /// own specialised loop, so W1 pays for none of them.
  @inline(__always)
  public static func score(
    _ first: SpringMotion, _ second: SpringMotion, options: SpringFrameOptions, settings: SpringFrameSettings
  ) -> (SpringFrameScore, SpringFrameScore) {
    var run = LaneRun((first, second), options: options, settings: settings)
    switch (options.pixelBands != nil, options.snaps != nil, options.countsCrossings) {
    case (false, false, false): run.scan(Flags<Yes, No, No, No>.self, Flags<No, No, No, No>.self)
    case (true, false, false): run.scan(Flags<Yes, Yes, No, No>.self, Flags<No, Yes, No, No>.self)
    case (false, true, false): run.scan(Flags<Yes, No, Yes, No>.self, Flags<No, No, Yes, No>.self)
    case (true, true, false): run.scan(Flags<Yes, Yes, Yes, No>.self, Flags<No, Yes, Yes, No>.self)
    case (false, false, true): run.scan(Flags<Yes, No, No, Yes>.self, Flags<No, No, No, Yes>.self)
    case (true, false, true): run.scan(Flags<Yes, Yes, No, Yes>.self, Flags<No, Yes, No, Yes>.self)
    case (false, true, true): run.scan(Flags<Yes, No, Yes, Yes>.self, Flags<No, No, Yes, Yes>.self)
    case (true, true, true): run.scan(Flags<Yes, Yes, Yes, Yes>.self, Flags<No, Yes, Yes, Yes>.self)
    }
    let scores = (run.finish(0, options: options), run.finish(1, options: options))
    run.release()
    return scores
  }
}

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

  mutating func finish(_ i: Int, options: SpringFrameOptions) -> SpringFrameScore {
    var score = SpringFrameScore()
    score.maxValue = tracked.maxX[i]
    score.maxIndex = Int(tracked.peakK[i]) - 1
    score.largestBefore = tracked.largestBefore[i]
    score.readPeak { value(i, $0) }
    score.reach10 = reach10[i]
    score.reach90 = reach90[i]
    let certain = Int(tracked.hiK[i]) - 1, possible = Int(tracked.loK[i]) - 1
    score.lastOutside = resolve(i, band: settings.band, certain: certain, possible: possible)
    if let pixelBands = options.pixelBands {
      score.minValue = tracked.minX[i]
      score.lastOutsidePixels = (i == 0 ? pixelBands.first : pixelBands.second).map { band in
        resolve(i, band: band, certain: lastAbove(band + settings.guardWidth, lane: i),
                possible: lastAbove(band - settings.guardWidth, lane: i))
      }
    }
    if options.countsCrossings {
      // Counted as the samples passed; a last sample decided by the closed form between the two
      // band tests (rare) is recounted by the closed form.
      switch score.lastOutside {
      case certain: score.crossings = Int(tracked.crossingsHi[i])
      case possible: score.crossings = Int(tracked.crossingsLo[i])
      default: score.crossings = FrameSummary.crossingsOfOne((0...score.lastOutside).map { value(i, $0) },
                                                             before: score.lastOutside + 1)
      }
    }
    return score
  }

  /// The last sample walked with |x − 1| > `level` in lane `lane` (−1 for none): a binary search of
  /// the deviations' running maxima from the end, which never rise.
  mutating func lastAbove(_ level: Double, lane: Int) -> Int {
    guard let deviations, walked > 0 else { return -1 }
    if !suffixMaxima {
      var k = walked - 2
      while k >= 0 {
        deviations[k] = pointwiseMax(deviations[k], deviations[k + 1])
        k -= 1
      }
      suffixMaxima = true
    }
    // The last k whose maximum from k on is above `level`, halving without branches.
    guard deviations[0][lane] > level else { return -1 }
    var found = 0, span = walked
    while span > 1 {
      let half = span / 2
      found = deviations[found + half][lane] > level ? found + half : found
      span -= half
    }
    return found
  }

  /// Frees the deviations.
  mutating func release() {
    deviations?.deallocate()
    deviations = nil
  }

  /// The last sample outside `band`: `certain` is surely outside; samples after it up to
  /// `possible` are within rounding of the edge and are decided by the closed form.
  func resolve(_ i: Int, band: Double, certain: Int, possible: Int) -> Int {
    var k = possible
    while k > certain {
      if abs(value(i, k) - 1) > band { return k }
      k -= 1
    }
    return certain
  }
}

struct Bands {
  typealias V = SpringFrames.Lanes
  var hi: V, lo: V
}

/// Extremes and the last sample of each band test, as running maxima; with crossings counted,
/// the count at the last sample of each band test.
struct Trackers {
  typealias V = SpringFrames.Lanes
  var maxX = V(repeating: -.infinity), minX = V(repeating: .infinity), peakK = V(repeating: 0)
  /// `MaximumTracker`'s bound on the local maxima before the peak, lane by lane.
  var largestBefore = V(repeating: -.infinity), beforeRun = V(repeating: -.infinity)
  var hiK = V(repeating: 0), loK = V(repeating: 0)
  /// The sign of the last non-zero x − 1 (±1, 0 before any), the sign changes so far, and their
  /// number at the last sample outside the band's two tests.
  var sign = V(repeating: 0), crossings = V(repeating: 0), crossingsHi = V(repeating: 0), crossingsLo = V(repeating: 0)

  @inline(__always) mutating func observe<F: SegmentFlags>(_ x: V, _ k: V, _ bands: Bands, _: F.Type) {
    let d = x - 1
    let dev = magnitude(d)
    let higher = x .> maxX
    largestBefore.replace(with: beforeRun, where: higher)
    beforeRun = maxX.replacing(with: beforeRun, where: higher)
    maxX.replace(with: x, where: higher)
    peakK = larger(peakK, k, where: higher)
    let outHi = dev .> bands.hi, outLo = dev .> bands.lo
    hiK = larger(hiK, k, where: outHi)
    loK = larger(loK, k, where: outLo)
    if F.extended {
      minX.replace(with: x, where: x .< minX)
    }
    if F.crossings {
      let above = d .> 0, below = d .< 0
      let changed = (above .& (sign .< 0)) .| (below .& (sign .> 0))
      crossings.replace(with: crossings + 1, where: changed)
      sign.replace(with: 1, where: above)
      sign.replace(with: -1, where: below)
      crossingsHi.replace(with: crossings, where: outHi)
      crossingsLo.replace(with: crossings, where: outLo)
    }
  }
}

/// Lane-wise |v|: the sign bit cleared.
@inline(__always) func magnitude(_ v: SpringFrames.Lanes) -> SpringFrames.Lanes {
  let b = unsafeBitCast(v, to: SIMD2<UInt64>.self) & SIMD2(repeating: ~(1 << 63))
  return unsafeBitCast(b, to: SpringFrames.Lanes.self)
}

/// `mask ? max(a, k) : a` for k, a ≥ 0: the masked-out lanes of `k` become 0 bits (an AND) and a
/// maximum finishes the job, cheaper than a blend on SSE2.
@inline(__always) func larger(_ a: SpringFrames.Lanes, _ k: SpringFrames.Lanes, where mask: SpringFrames.Mask) -> SpringFrames.Lanes {
  let bits = unsafeBitCast(k, to: SIMD2<Int64>.self) & mask._storage
  let masked = unsafeBitCast(bits, to: SpringFrames.Lanes.self)
  return a.replacing(with: masked, where: masked .> a)
}

/// Compile-time switches of the sample loop, so each variant is specialised without branches.
protocol SegmentFlags {
  static var rise: Bool { get }
  static var extended: Bool { get }
  static var snap: Bool { get }
  static var crossings: Bool { get }
}
protocol FlagValue { static var value: Bool { get } }
enum Yes: FlagValue { static var value: Bool { true } }
enum No: FlagValue { static var value: Bool { false } }
enum Flags<Rise: FlagValue, Extended: FlagValue, Snap: FlagValue, Crossings: FlagValue>: SegmentFlags {
  static var rise: Bool { Rise.value }
  static var extended: Bool { Extended.value }
  static var snap: Bool { Snap.value }
  static var crossings: Bool { Crossings.value }
}
