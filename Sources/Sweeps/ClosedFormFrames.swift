#if canImport(Glibc)
  import Glibc
#endif

/// The frames reading of one spring from its closed form (FACTS.md §8) instead of walking the window.
///
/// For ζ < 1 and v0 ≥ 0, `e = x − 1` rises from −1 to its first extremum at `t_0 = (π − ψ)/ωd`, then
/// its extrema follow every `π/ωd`, each `r = e^(−σπ/ωd)` times the last in size and of the other
/// sign, and between two of them it is monotone. So the largest frame is one of the three around `t_0`
/// (later peaks are at most `e(t_0)·r²`), and the last frame outside a band lies in the first
/// stretch between extrema whose ends are both inside, found by testing its two end frames and
/// bisecting: a handful of frames evaluated, not the window. For ζ ≥ 1 and v0 = 0 the spring rises
/// monotonically to 1 and never overshoots. Frames are decided by the closed form, as the walk
/// decides those near a band's edge (`LaneRun.resolve`); where the closed form would not give the
/// walk's frame to the last bit (two frames within 1e-9 at the top, an overshoot under 1e-9, a peak
/// cut off by the removal or the window, a velocity against the motion, fewer than about three
/// frames per half period), `init` or `peakFrame` returns nil and the walk runs instead.
struct ClosedFormFrames {
  enum Shape {
    /// ζ < 1: decay σ, ωd, the extrema of e at `((n + 1)π − ψ)/ωd` and its zeros at `(χ + mπ)/ωd`.
    case oscillating(sigma: Double, omegaD: Double, psi: Double, chi: Double)
    /// ζ ≥ 1 with v0 = 0: x rises from 0 toward 1 and never passes it.
    case monotone
  }

  let motion: SpringMotion
  let settings: SpringFrameSettings
  let shape: Shape
  /// The last frame the spring draws: later ones are the target exactly (removed) or past the window.
  let last: Int
  /// Closer than this, two frames (or a frame and the target) are left to the walk: far above the
  /// walk's rounding (about 1e-13), far below any difference a table shows.
  static let margin = 1e-9

  init?(_ spring: KernelSpring, settings: SpringFrameSettings) {
    let motion = spring.motion
    let v0 = motion.velocity
    guard v0 >= 0 else { return nil }
    switch motion.regime {
    case .underdamped(let sigma, let omegaD, let b):
      // Three frames per half period at least, so one stretch between extrema holds two frames.
      guard sigma > 0, sigma.isFinite, omegaD * (1 / settings.fps) <= 2, b.isFinite else { return nil }
      let w2 = sigma * sigma + omegaD * omegaD
      shape = .oscillating(sigma: sigma, omegaD: omegaD, psi: atan2(v0 * omegaD, w2 - sigma * v0), chi: atan2(1, b))
    case .critical, .overdamped:
      guard v0 == 0 else { return nil }
      shape = .monotone
    }
    self.motion = motion
    self.settings = settings
    last = Swift.min(settings.count - 1, spring.snapSample.map { $0 - 1 } ?? .max)
    guard last >= 0 else { return nil }
  }

  var isMonotone: Bool {
    if case .monotone = shape { return true }
    return false
  }

  /// x_k by the closed form (`LaneRun.value`).
  @inline(__always) func value(_ k: Int) -> Double { motion.value(at: settings.time(k)) }

  @inline(__always) func outside(_ k: Int, _ band: Double) -> Bool { abs(value(k) - 1) > band }

  /// Time of the n-th extremum of e (n ≥ 0).
  @inline(__always) func extremum(_ n: Int, _ omegaD: Double, _ psi: Double) -> Double {
    (Double(n + 1) * .pi - psi) / omegaD
  }

  /// The frame holding the largest value; nil where the walk must decide. For a monotone spring
  /// the last one drawn (there is no overshoot; the caller checks the curve's value there).
  func peakFrame() -> Int? {
    guard case .oscillating(let sigma, let omegaD, let psi, _) = shape else { return last }
    let t0 = extremum(0, omegaD, psi)
    let k = Int((t0 * settings.fps).rounded())
    guard k >= 0, k + 1 <= last else { return nil }
    var best = -1, top = -Double.infinity, second = -Double.infinity
    for j in Swift.max(0, k - 1)...(k + 1) {
      let x = value(j)
      if x > top {
        second = top
        top = x
        best = j
      } else if x > second {
        second = x
      }
    }
    // Every later peak is at most e(t_0)·r² above 1.
    let later = motion.deviation(at: t0) * exp(-2 * sigma * .pi / omegaD)
    guard top - second > Self.margin, top - 1 > Self.margin, top - 1 - later > Self.margin else { return nil }
    return best
  }

  /// The last frame with |x − 1| > `band`, −1 for none.
  func lastOutside(_ band: Double) -> Int {
    guard case .oscillating(let sigma, let omegaD, let psi, _) = shape else {
      return lastOfPrefix(0, last, band)  // |x − 1| falls from 1 to 0
    }
    // The stretch n runs from extremum n − 1 (t = 0 for n = 0) to extremum n; a frame outside the
    // band lies in a stretch with an end outside, so in none after the last extremum outside.
    let e0 = abs(motion.deviation(at: extremum(0, omegaD, psi)))
    var n = Swift.max(0, Int(((settings.time(last) * omegaD + psi) / .pi - 1 + 1e-6).rounded(.up)))
    if e0 > band {
      let bound = (log(e0 / band) / (sigma * .pi / omegaD) + 1e-6).rounded(.down) + 1
      if bound < Double(n) { n = Int(bound) }
    } else {
      n = 0
    }
    let fps = settings.fps
    while n >= 0 {
      let lo = n == 0 ? 0 : Int((extremum(n - 1, omegaD, psi) * fps).rounded(.up))
      let hi = Swift.min(last, Int((extremum(n, omegaD, psi) * fps).rounded(.down)))
      if lo <= hi {
        // |e| falls to 0 then rises within the stretch: the frames outside are a head and a tail.
        if outside(hi, band) { return hi }
        if outside(lo, band) { return lastOfPrefix(lo, hi, band) }
      }
      n -= 1
    }
    return -1
  }

  /// The last frame outside `band` in `lo...hi` where those outside come first (−1 for none).
  func lastOfPrefix(_ lo: Int, _ hi: Int, _ band: Double) -> Int {
    guard outside(lo, band) else { return -1 }
    if outside(hi, band) { return hi }
    var inside = hi, out = lo
    while inside - out > 1 {
      let mid = (inside + out) / 2
      if outside(mid, band) { out = mid } else { inside = mid }
    }
    return out
  }

  /// Sign changes of x − 1 over frames `0...lastOutside`: the zeros of e before that frame (at most
  /// one between two frames, and none near a frame outside the band).
  func crossings(upTo lastOutside: Int) -> Int {
    guard case .oscillating(_, let omegaD, _, let chi) = shape, lastOutside > 0 else { return 0 }
    let zeros = (settings.time(lastOutside) * omegaD - chi) / .pi
    return zeros > 0 ? Int(zeros.rounded(.up)) : 0
  }
}
