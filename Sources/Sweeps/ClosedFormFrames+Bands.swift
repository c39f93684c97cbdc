#if canImport(Glibc)
  import Glibc
#endif

/// The last frame outside a band (`lastOutside`) and the sign changes before it.
extension ClosedFormFrames {
  /// The last frame with |x − 1| > `band`, −1 for none; nil when more than `stretchLimit` stretches
  /// held frames all inside (frames in step with the swing, near its zeros): the walk is cheaper.
  /// `guided`: a stretch of a swinging spring, or a monotone spring's frames, are stepped through
  /// (`lastOfHead`) rather than bisected.
  mutating func lastOutside(_ band: Double, guided: Bool = true) -> Int? {
    switch shape {
    case .monotone:  // |x − 1| falls from 1 to 0
      return guided && last <= Self.steppedFrames ? lastOfHead(0, last, band) : lastOfPrefix(0, last, band)
    case .swingOnce(_, let peak):
      // |e| falls to 0 and rises to the peak, then falls for good.
      let after = Int((peak * settings.fps).rounded(.up))
      let found = after <= last ? lastOfPrefix(after, last, band) : -1
      if found >= 0 { return found }
      return lastOfStretch(0, Swift.min(last, Int((peak * settings.fps).rounded(.down))), band)
    case .oscillating(let sigma, let omegaD, let psi, let first):
      // The stretch n runs from extremum n − 1 (t = 0 for n = 0) to extremum n; a frame outside the
      // band lies in a stretch with an end outside, so in none after the last extremum outside.
      // |e| at extremum n is e0·r^n = e0·e^(−n·decay).
      let e0 = abs(first), decay = sigma * .pi / omegaD, logRatio = e0 > band ? log(e0 / band) : 0
      // |e| at extremum n inside the band by more than `margin`: so is every frame rising to it.
      func extremumInside(_ n: Int) -> Bool {
        e0 > band ? Double(n) * decay - logRatio > Self.margin / band : e0 < band - Self.margin
      }
      var n = Swift.max(0, Int(((settings.time(last) * omegaD + psi) / .pi - 1 + 1e-6).rounded(.up)))
      if e0 > band {
        let bound = (logRatio / decay + 1e-6).rounded(.down) + 1
        if bound < Double(n) { n = Int(bound) }
      } else {
        n = 0
      }
      let fps = settings.fps
      var tried = 0
      while n >= 0 {
        let lo = n == 0 ? 0 : Int((Self.extremum(n - 1, omegaD, psi) * fps).rounded(.up))
        let hi = Swift.min(last, Int((Self.extremum(n, omegaD, psi) * fps).rounded(.down)))
        if lo <= hi {
          // Every frame rising to extremum n inside: those outside are a head.
          let risingInside = guided && extremumInside(n)
          if !risingInside && outside(hi, band) { return hi }
          // A long stretch (a slow swing in a long window) is bisected: fewer frames evaluated than stepped.
          let found = guided && hi - lo <= Self.steppedFrames
            ? lastOfHead(lo, hi, band) : lastOfPrefix(lo, hi, band, lastInside: !risingInside)
          if found >= 0 { return found }
          tried += 1
          if tried > Self.stretchLimit { return nil }
        }
        n -= 1
      }
      return -1
    }
  }

  /// Frames from the start leapt and stepped to rather than evaluated (`lastOfHead`): fewer
  /// products than one `exp`, `sin` and `cos`.
  static let stepsFromStart = 96
  /// The longest stretch `lastOfHead` steps through.
  static let steppedFrames = 256
  /// `lastOfHead` leaps 16 frames, then 4, at a time while the frame it lands on is outside.
  static let farFrames = 16, leapFrames = 4

  /// The last frame outside `band` in `lo...hi` where those outside come first (−1 for none),
  /// stepping the state from frame to frame (`SpringMotion.step`: a few products a frame) from its
  /// value at `lo`, instead of `exp`, `sin` and `cos` at each frame a bisection tries. The stepped
  /// |e| is within about 1e-13 of each frame's; a frame within `tolerance` of the band is evaluated.
  mutating func lastOfHead(_ lo: Int, _ hi: Int, _ band: Double) -> Int {
    let (alpha, beta) = motion.coefficients
    let steps = frameSteps()
    var x = state(at: lo, steps)
    let tolerance = Self.margin * (1 + abs(alpha) + abs(beta))
    var k = lo
    // Frame k + frames surely outside (beyond the band by more than `tolerance`, so for the frame's
    // own value too): so are those before it (a head).
    func leap(_ step: StateStep, _ frames: Int) {
      while k + frames <= hi {
        let landed = step.apply(x)
        guard abs(alpha * landed.p + beta * landed.q) - band > tolerance else { return }
        x = landed
        k += frames
      }
    }
    leap(steps.far, Self.farFrames)
    leap(steps.leap, Self.leapFrames)
    // e at the frame before k, outside the band (stepped: its sign is sure).
    var before = Double.nan
    while k <= hi {
      let e = alpha * x.p + beta * x.q, d = abs(e) - band
      if d < -tolerance || (d <= tolerance && !outside(k, band)) {
        guard k > lo else { return -1 }
        exit = (k - 1, before)
        return k - 1
      }
      before = e
      x = steps.one.apply(x)
      k += 1
    }
    exit = (hi, before)
    return hi
  }

  /// The state's steps of one frame and of leaps: the first (`exp`, `sin`, `cos`) made once for
  /// every band (`steps`), the leaps squared from it anew (a few products; stored, they would
  /// lengthen every copy of the frames).
  @inline(__always) mutating func frameSteps() -> FrameSteps {
    let one: StateStep
    if let steps { one = steps } else {
      one = StateStep(motion.step(1 / settings.fps))
      steps = one
    }
    let leap = one.squared.squared
    return FrameSteps(one: one, leap: leap, far: leap.squared.squared)
  }

  /// The state at frame `lo`: leapt and stepped to from frame 0's near the start, else evaluated.
  @inline(__always) func state(at lo: Int, _ steps: FrameSteps) -> (p: Double, q: Double) {
    guard lo <= Self.stepsFromStart else { return motion.state(at: settings.time(lo)) }
    var x = motion.initialState
    for _ in 0..<lo / Self.farFrames { x = steps.far.apply(x) }
    for _ in 0..<lo % Self.farFrames / Self.leapFrames { x = steps.leap.apply(x) }
    for _ in 0..<lo % Self.leapFrames { x = steps.one.apply(x) }
    return x
  }

  /// The last frame outside `band` in `lo...hi` where |e| falls to 0 then rises, so the frames
  /// outside are a head and a tail (−1 for none, or for an empty stretch).
  mutating func lastOfStretch(_ lo: Int, _ hi: Int, _ band: Double) -> Int {
    guard lo <= hi else { return -1 }
    if outside(hi, band) { return hi }
    return lastOfPrefix(lo, hi, band, lastInside: true)
  }

  /// The last frame outside `band` in `lo...hi` where those outside come first (−1 for none);
  /// `lastInside` when frame `hi` is known to be inside.
  mutating func lastOfPrefix(_ lo: Int, _ hi: Int, _ band: Double, lastInside: Bool = false) -> Int {
    guard outside(lo, band) else { return -1 }
    if !lastInside && outside(hi, band) { return hi }
    var inside = hi, out = lo
    while inside - out > 1 {
      let mid = (inside + out) / 2
      if outside(mid, band) { out = mid } else { inside = mid }
    }
    return out
  }

  /// Sign changes of x − 1 over frames `0...lastOutside`: the zeros of e before that frame (at most
  /// one between two frames, and none near a frame outside the band). For a swinging spring, from
  /// e's sign at that frame where a band search just found it (`exit`, or the frames evaluated):
  /// the zeros fall at (A + nπ)/ωd with 0 < A < π, so with m = ⌊ωd t/π⌋ there are m or m + 1
  /// before t, and e, negative at 0, is positive after an odd number. Outside the band, t is far
  /// from every zero, so m one off where ωd t/π is nearly whole still gives the count. Else by
  /// A = atan2(1, B) (`crossingsByPhase`).
  @inline(__always) func crossings(upTo lastOutside: Int) -> Int {
    guard lastOutside > 0 else { return 0 }
    let t = settings.time(lastOutside)
    switch shape {
    case .monotone: return 0
    case .swingOnce(let zero, _): return t > zero ? 1 : 0
    case .oscillating(_, let omegaD, _, _):
      let e = exit.frame == lastOutside ? exit.deviation : memo.value(lastOutside).map { $0 - 1 } ?? .nan
      guard e != 0 && !e.isNaN else { return crossingsByPhase(upTo: lastOutside) }
      let m = Int(t * omegaD * (1 / .pi))
      return m + ((e > 0) == (m & 1 == 0) ? 1 : 0)
    }
  }

  /// `crossings(upTo:)` of a swinging spring by the phase of e's zeros, A = atan2(1, B).
  func crossingsByPhase(upTo lastOutside: Int) -> Int {
    guard case .underdamped(_, let omegaD, let b) = motion.regime else { return 0 }
    let zeros = (settings.time(lastOutside) * omegaD - atan2(1, b)) / .pi
    return zeros > 0 ? Int(zeros.rounded(.up)) : 0
  }
}

/// A spring's state steps over one frame, `leapFrames` and `farFrames` (`lastOfHead`).
struct FrameSteps {
  let one: StateStep, leap: StateStep, far: StateStep
}

/// The matrix taking a spring's state `(p, q)` from one frame to a later one (`SpringMotion.step`).
struct StateStep {
  let m00: Double, m01: Double, m10: Double, m11: Double

  init(_ m: (m00: Double, m01: Double, m10: Double, m11: Double)) {
    (m00, m01, m10, m11) = m
  }

  @inline(__always) func apply(_ x: (p: Double, q: Double)) -> (p: Double, q: Double) {
    (m00 * x.p + m01 * x.q, m10 * x.p + m11 * x.q)
  }

  /// Two steps in one.
  var squared: StateStep {
    StateStep((m00 * m00 + m01 * m10, m00 * m01 + m01 * m11, m10 * m00 + m11 * m10, m10 * m01 + m11 * m11))
  }
}
