/// The rest band's two tests: widened and narrowed by the guard width.
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
