#if canImport(Glibc)
  import Glibc
#endif

/// The frames reading of one spring from its closed form (FACTS.md §8) instead of walking the window.
///
/// For ζ < 1 and v0 ≥ 0, `e = x − 1` rises from −1 to its first extremum at `t_0 = (π − ψ)/ωd`, then
/// its extrema follow every `π/ωd`, each `r = e^(−σπ/ωd)` times the last in size and of the other
/// sign, and between two of them it is monotone. So the largest frame is one of the two around `t_0`
/// (later peaks are at most `e(t_0)·r²`), and the last frame outside a band lies in the first
/// stretch between extrema whose ends are both inside, found by stepping the state over the
/// stretch's head (`lastOfHead`): a few products a frame, not `exp`, `sin` and `cos` at every frame
/// of the window; frames at a band's very edge are evaluated. A critically damped spring swings at
/// most once: with v0 > ω0, e rises through 0 at `1/(v0 − ω0)` to one extremum and falls back toward
/// 0; otherwise, like ζ > 1 with v0 = 0, x rises monotonically to 1 and never overshoots. Frames are
/// decided by the closed form, as the walk decides those near a band's edge (`LaneRun.resolve`). A
/// spring removed before t_0 rises over every frame drawn: its largest frame is the last one drawn
/// or the target after it. Where the closed form would not give the walk's frame to the last bit
/// (two frames within 1e-9 at the top, an overshoot under 1e-9, a velocity against the motion, zeros
/// of e less than a frame apart when crossings are counted, frames in step with the swing), `init`,
/// `peakFrame` or `lastOutside` returns nil and the walk runs instead. Each frame is evaluated once
/// (`FrameMemo`), however many bands ask for it.
struct ClosedFormFrames {
  enum Shape {
    /// ζ < 1: decay σ, ωd, the extrema of e at `((n + 1)π − ψ)/ωd`, e at the first of them (NaN
    /// when the settle is not read: `init(readsSettle: false)`).
    case oscillating(sigma: Double, omegaD: Double, psi: Double, first: Double)
    /// ζ = 1 with v0 > ω0: e = 0 at `zero`, its one extremum at `peak`.
    case swingOnce(zero: Double, peak: Double)
    /// x rises from 0 toward 1 and never passes it.
    case monotone
  }

  let motion: SpringMotion
  let settings: SpringFrameSettings
  let shape: Shape
  /// The last frame the spring draws: later ones are the target exactly (removed) or past the window.
  let last: Int
  /// An upper bound on e at the first extremum of an oscillating spring, `√(1 + B²)·ωd/ω0` (its
  /// size there is that times `e^(−σ t_0)`), for the peak's test where `first` is not worked out
  /// (NaN where it is).
  let firstBound: Double
  var memo = FrameMemo()
  /// The state's step over one frame, made by the first band stepped through (`lastOfHead`).
  var steps: StateStep?
  /// The frame `lastOfHead` last returned and e there (stepped), for `crossings`.
  var exit = (frame: -1, deviation: Double.nan)
  /// How many frames were evaluated (a frame asked again is not counted).
  private(set) var evaluated = 0
  /// Closer than this, two frames (or a frame and the target) are left to the walk: far above the
  /// walk's rounding (about 1e-13), far below any difference a table shows.
  static let margin = 1e-9
  /// Stretches between extrema searched for a band's last frame before the walk is left to do it.
  static let stretchLimit = 16

  /// `countsCrossings`: the sign changes of x − 1 are asked, read off the zeros of e only when no
  /// two of them fall between the same two frames. `readsSettle`: `lastOutside` will be asked (it
  /// needs e at the first extremum; the peak alone makes do with `firstBound` mostly).
  @inline(__always)
  init?(_ spring: KernelSpring, settings: SpringFrameSettings, countsCrossings: Bool = true, readsSettle: Bool = true) {
    let motion = spring.motion
    let v0 = motion.velocity
    guard v0 >= 0 else { return nil }
    switch motion.regime {
    case .underdamped(let sigma, let omegaD, let b):
      // Zeros of e are π/ωd apart: more than a frame (ωd/fps ≤ 3 < π) for the crossings' count.
      guard sigma > 0, sigma.isFinite, b.isFinite, omegaD.isFinite, !countsCrossings || omegaD * (1 / settings.fps) <= 3
      else { return nil }
      let w2 = sigma * sigma + omegaD * omegaD
      // atan2(0, w2 > 0) is 0: released from rest, e's extrema fall on multiples of π/ωd.
      let cosine = w2 - sigma * v0, sine = v0 * omegaD
      let psi = v0 == 0 ? 0 : atan2(sine, cosine)
      let first = readsSettle ? Self.firstExtremum(motion, sigma: sigma, omegaD: omegaD, b: b, psi: psi, sine, cosine) : .nan
      shape = .oscillating(sigma: sigma, omegaD: omegaD, psi: psi, first: first)
      // Only read where `first` is not worked out.
      firstBound = readsSettle ? .nan : (1 + b * b).squareRoot() * omegaD / w2.squareRoot() * (1 + 1e-12)
    case .critical(let omega0, let slope):
      // e = (slope·t − 1)e^(−ω0 t): for slope ≤ 0 below 0 and rising; else 0 at 1/slope, largest at
      // 1/ω0 + 1/slope.
      guard omega0 > 0, omega0.isFinite, slope.isFinite else { return nil }
      shape = slope > 0 ? .swingOnce(zero: 1 / slope, peak: 1 / omega0 + 1 / slope) : .monotone
      firstBound = 0
    case .overdamped:
      guard v0 == 0 else { return nil }
      shape = .monotone
      firstBound = 0
    }
    self.motion = motion
    self.settings = settings
    last = Swift.min(settings.count - 1, spring.snapSample.map { $0 - 1 } ?? .max)
    guard last >= 0 else { return nil }
  }

  /// e at the first extremum t_0 = (π − ψ)/ωd of an oscillating spring: `e^(−σ t_0)(B sin ψ + cos ψ)`,
  /// as ωd t_0 = π − ψ, with sin ψ and cos ψ from the sides atan2 took (`sine`, `cosine`), not
  /// from `sin` and `cos` of t_0. It agrees with `deviation(at: t_0)` to rounding; every test it
  /// enters allows a margin far wider.
  @inline(__always)
  static func firstExtremum(
    _ motion: SpringMotion, sigma: Double, omegaD: Double, b: Double, psi: Double, _ sine: Double, _ cosine: Double
  ) -> Double {
    let t0 = extremum(0, omegaD, psi)
    guard sine != 0 else { return exp(-sigma * t0) }  // ψ = 0: sin ψ = 0, cos ψ = 1
    let radius = (sine * sine + cosine * cosine).squareRoot()
    guard radius.isFinite && radius > 0 else { return motion.deviation(at: t0) }
    return exp(-sigma * t0) * ((b * sine + cosine) / radius)
  }

  var isMonotone: Bool {
    if case .monotone = shape { return true }
    return false
  }

  /// x_k by the closed form (`LaneRun.value`), each frame evaluated once.
  @inline(__always) mutating func value(_ k: Int) -> Double {
    if let x = memo.value(k) { return x }
    let x = motion.value(at: settings.time(k))
    memo.store(k, x)
    evaluated += 1
    return x
  }

  /// Frame 0 is x = 0 (|e| = 1 to within rounding) without evaluating it.
  @inline(__always) mutating func outside(_ k: Int, _ band: Double) -> Bool {
    k == 0 && band < 0.5 ? true : abs(value(k) - 1) > band
  }

  /// Time of the n-th extremum of e (n ≥ 0).
  @inline(__always) static func extremum(_ n: Int, _ omegaD: Double, _ psi: Double) -> Double {
    (Double(n + 1) * .pi - psi) / omegaD
  }

  /// The frame holding the largest value and its value as `x` reads it (the closed form or the
  /// curve engine, alike to within rounding); nil where the walk must decide. For a monotone spring
  /// the last one drawn (there is no overshoot; the caller checks the value there).
  /// `tellsLarger`: an oscillating spring's larger frame of the two around t_0 is told from the
  /// closed form's expansion there where it is clear, and only that one is evaluated (false
  /// evaluates both; the tests compare). `mutating` only so that the frames are passed by
  /// reference, not copied (400 bytes) for each spring.
  @inline(__always)
  mutating func peakFrame(tellsLarger: Bool = true, _ x: (Int) -> Double) -> (frame: Int, value: Double)? {
    let t0: Double, later: Double, decay: Double, atPeak: Double
    switch shape {
    case .monotone: return (last, x(last))
    case .oscillating(let sigma, let omegaD, let psi, let first):
      t0 = Self.extremum(0, omegaD, psi)
      atPeak = first
      // Every later peak is at most e(t_0)·r² above 1, r² = e^(−decay); bounded first by
      // e^(−y) ≤ 1/(1 + y + y²/2 + y³/6) and `firstBound`, without `exp`.
      decay = 2 * sigma * .pi / omegaD
      later = (first.isNaN ? firstBound : first) / (1 + decay * (1 + decay / 2 * (1 + decay / 3))) * (1 + 1e-12)
    case .swingOnce(_, let peak):
      t0 = peak
      later = 0
      decay = .infinity
      atPeak = .nan
    }
    /// The later peaks clear `top` by the margin (the bound first, then e(t_0)·r² itself, with
    /// e(t_0) as `init` worked it out when it did).
    func clears(_ top: Double) -> Bool {
      top - 1 - later > Self.margin || top - 1 - (atPeak.isNaN ? motion.deviation(at: t0) : atPeak) * exp(-decay) > Self.margin
    }
    // x rises up to t_0 and falls after it (to the next trough, below every later peak): the
    // largest frame is the last one before t_0 or the first one after it.
    let below = Int((t0 * settings.fps).rounded(.down))
    guard below >= 0 else { return nil }
    if below >= last { return risingPeak(x) }
    if tellsLarger, case .oscillating(let sigma, let omegaD, _, _) = shape,
      let (best, gap) = larger(below, t0: t0, sigma: sigma, omegaD: omegaD)
    {
      // top − 1 is at most e(t_0), so the other frame is below top by more than (top − 1)·gap.
      let top = x(best)
      if (top - 1) * gap > 2 * Self.margin {
        guard top - 1 > Self.margin, clears(top) else { return nil }
        return (best, top)
      }
    }
    let a = x(below), b = x(below + 1)
    let (best, top, second) = b > a ? (below + 1, b, a) : (below, a, b)
    guard top - second > Self.margin, top - 1 > Self.margin, clears(top) else { return nil }
    return (best, top)
  }

  /// Which of frames `below` and `below + 1` (around the first extremum t_0 of an oscillating
  /// spring) is larger, and a lower bound on how much, as a share of e(t_0); nil when too close to
  /// tell. About t_0, `e(t_0 + δ) = e(t_0)·g(δ)` with `g = e^(−σδ)(cos ωd δ + (σ/ωd) sin ωd δ)
  /// = 1 − ω0²δ²/2 + σω0²δ³/3 + R`, `|R| ≤ ω0⁵e^(σ|δ|)δ⁴/(24 ωd)`; the slack covers rounding.
  @inline(__always)
  func larger(_ below: Int, t0: Double, sigma: Double, omegaD: Double) -> (frame: Int, gap: Double)? {
    let w2 = sigma * sigma + omegaD * omegaD
    let da = settings.time(below) - t0, db = settings.time(below + 1) - t0
    // Within a frame of t_0 and under a radian a frame: e falls away from t_0 on both sides.
    let growth = 1 - sigma * -da
    guard w2 * (db - da) * (db - da) <= 1, growth > 0.5 else { return nil }
    func expansion(_ d: Double) -> Double { w2 * d * d * (sigma * d / 3 - 0.5) }
    let da2 = da * da, db2 = db * db
    let rest = w2 * w2 * w2.squareRoot() / omegaD / growth * (da2 * da2 + db2 * db2) / 24 + 1e-12
    let diff = expansion(db) - expansion(da)
    guard abs(diff) > rest else { return nil }
    return diff > 0 ? (below + 1, diff - rest) : (below, -diff - rest)
  }

  /// The largest frame when x rises over every frame drawn (t_0 comes after the last): that last
  /// frame, or the first one after the removal (the target, 1) when it is larger; nil within the margin.
  @inline(__always)
  func risingPeak(_ x: (Int) -> Double) -> (frame: Int, value: Double)? {
    guard last >= 1 else { return nil }
    let a = x(last)
    guard a - x(last - 1) > Self.margin else { return nil }
    guard last + 1 < settings.count else { return (last, a) }  // the window ends before the removal
    let target = x(last + 1)
    guard target == 1 else { return nil }
    if a - 1 > Self.margin { return (last, a) }
    return 1 - a > Self.margin ? (last + 1, target) : nil
  }
}

/// The frames of one spring already evaluated, by frame number: a direct-mapped table of 16, so a
/// frame asked again (by the other band, or at the top of a stretch and then its bisection) costs no
/// `exp`, `sin` or `cos`. A slot holds the value of the frame it names, so a hit is that value's bits;
/// frame numbers stay below `MetricSettings.maxFrames`, so 32 bits name them.
struct FrameMemo {
  private var keys = SIMD16<Int32>(repeating: -1)
  private var values = SIMD16<Double>()

  @inline(__always) func value(_ k: Int) -> Double? {
    keys[k & 15] == Int32(truncatingIfNeeded: k) ? values[k & 15] : nil
  }

  @inline(__always) mutating func store(_ k: Int, _ x: Double) {
    keys[k & 15] = Int32(truncatingIfNeeded: k)
    values[k & 15] = x
  }
}
