import CurveAnalysis
import Curves

/// A Bézier-timed curve (`bezier`, `uikit-curve`) as the frames kernel draws it: the timing
/// function's polynomials, worked out once per curve, over its delay and duration.
struct KernelBezier: Sendable {
  let x: CubicBezier.Polynomial
  let y: CubicBezier.Polynomial
  let delay: Double
  let duration: Double
  /// The tolerance the solve stops at, as `CubicBezier.parameter(for:tolerance:)` sets it from
  /// WebKit's epsilon or 0.
  let tolerance: Double

  /// Nil for a curve that is not Bézier-timed or cannot be scored, and for Core Animation's reading,
  /// whose `Float` rounding the lanes do not repeat (the general path draws it).
  init?(_ curve: Curve) {
    guard curve.invalidReason == nil, let easing = curve.easing else { return nil }
    let epsilon: Double?
    switch easing.solve {
    case .exact: epsilon = nil
    case .tolerance(let e): epsilon = e
    case .quartzcore: return nil
    }
    x = easing.function.xPolynomial
    y = easing.function.yPolynomial
    delay = curve.delay
    duration = easing.duration
    tolerance = Swift.max(epsilon ?? 0, 1e-15)
  }
}

/// The frames reading of Bézier-timed curves, fast: four consecutive samples at a time, one SIMD
/// lane each, scored as they stream past (`FrameStream`), no sample stored.
///
/// Each sample solves Bx(s) = x as `CubicBezier.parameter(for:tolerance:)` does — Newton from
/// s = x, at most 8 steps, stopping when |Bx − x| < tolerance, then bisection on [0, 1] for what
/// Newton left — lane by lane with the same operations in the same order, so every sample equals
/// `Curve.value(at:)` to the last bit. Once the curve has ended the samples are 1, and the rest of
/// the window is counted, not walked.
public enum BezierFrames {
  public typealias Lanes = SIMD4<Double>

  /// Every frames metric of a Bézier-timed curve over samples t_k = k / fps, k = 0 ..< count, as
  /// `Metrics.measure(curve, reading: .frames, settings:)` gives them; nil for a curve of another
  /// kind, one that cannot be scored, or one with a sample that is not finite.
  public static func metrics(_ curve: Curve, count: Int, settings: MetricSettings) -> CurveMetrics? {
    guard let bezier = KernelBezier(curve),
      let summary = stream(bezier, count: count, fps: settings.fps, band: settings.band,
                           pixelBands: [settings.pixelBand]).summary()
    else { return nil }
    return Metrics.frames(summary, settings: settings)
  }

  /// The samples t_k = k / fps, k = 0 ..< count, streamed past the bands.
  static func stream(_ curve: KernelBezier, count: Int, fps: Double, band: Double, pixelBands: [Double])
    -> FrameStream
  {
    var stream = FrameStream(band: band, pixelBands: pixelBands, fps: fps)
    var k = 0
    while k < count {
      // Every sample from here on is past the end (t − delay ≥ duration, tested as `value(at:)` does).
      if Double(k) / fps - curve.delay >= curve.duration {
        stream.observe(repeating: 1, count: count - k)
        break
      }
      stream.observe(values(curve, from: k, fps: fps), lanes: Swift.min(4, count - k))
      k += 4
    }
    stream.resolvePeak { values(curve, from: $0, fps: fps)[0] }
    return stream
  }

  static let laneOffsets = Lanes(0, 1, 2, 3)

  /// Samples k … k + 3, as `Curve.value(at:)` gives them.
  @inline(__always)
  static func values(_ curve: KernelBezier, from k: Int, fps: Double) -> Lanes {
    let t = (laneOffsets + Double(k)) / fps
    let local = t - curve.delay
    let x = local / curve.duration
    let before = local .< 0
    let after = local .>= curve.duration
    let inside = .!before .& .!after
    let zero = before .| (inside .& (x .<= 0))
    let one = after .| (inside .& (x .>= 1))
    let solve = .!(zero .| one)
    var result = Lanes(repeating: 0)
    result.replace(with: 1, where: one)
    guard any(solve) else { return result }

    let p = curve.x
    var s = x
    var newton = solve
    var converged = SIMDMask<SIMD4<Int64>>(repeating: false)
    for _ in 0..<8 {
      let err = p.value(s) - x
      let hit = newton .& (magnitude(err) .< curve.tolerance)
      converged .|= hit
      newton .&= .!hit
      if !any(newton) { break }
      let slope = p.slope(s)
      newton .&= .!(magnitude(slope) .< 1e-6)
      s.replace(with: s - err / slope, where: newton)
    }
    // Lanes Newton did not settle (a flat Bx′, or 8 steps spent): bisection on [0, 1] from s = x
    // to the same tolerance, as the scalar solve goes on.
    let bisecting = solve .& .!converged
    if any(bisecting) { bisect(curve, x, &s, bisecting) }
    result.replace(with: curve.y.value(s), where: solve)
    return result
  }

  /// `CubicBezier.parameter(for:tolerance:)`'s bisection in the lanes of `lanes`, writing each
  /// lane's parameter to `s`.
  static func bisect(_ curve: KernelBezier, _ x: Lanes, _ s: inout Lanes, _ lanes: SIMDMask<SIMD4<Int64>>) {
    let p = curve.x
    var active = lanes
    var lo = Lanes(repeating: 0), hi = Lanes(repeating: 1)
    s.replace(with: x, where: active)
    for _ in 0..<100 {
      let v = p.value(s)
      active .&= .!(magnitude(v - x) .< curve.tolerance)
      if !any(active) { return }
      let below = v .< x
      lo.replace(with: s, where: active .& below)
      hi.replace(with: s, where: active .& .!below)
      let mid = 0.5 * (lo + hi)
      active .&= .!((mid .== lo) .| (mid .== hi))
      s.replace(with: mid, where: active)
    }
  }
}
