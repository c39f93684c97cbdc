import CurveAnalysis

/// The frames reading's summary of samples handed over one by one, in order, as running values, so
/// no curve's samples are ever stored: the same `FrameSummary` as `FrameSummary(_:settings:)` makes
/// of the whole array (the peak, found by `resolvePeak` once the samples have passed, minimum, rise crossings interpolated from the sample before,
/// last samples outside the two bands, sign changes of x − 1 up to the last outside the band).
/// Several pixel bands can be followed at once (one curve pressed to several scales): each keeps
/// its own last sample outside. Blocks of four samples that can change nothing (inside every band,
/// within the extremes seen, past the rise, no sign change) are passed over with one vector test.
struct FrameStream {
  typealias Block = SIMD4<Double>
  let band: Double
  let fps: Double
  /// The pixel bands in increasing order, and where each came in `init`'s list.
  let pixelBands: [Double]
  let pixelOrder: [Int]
  /// The narrowest band: a block inside it is inside all.
  let innerBand: Double
  /// Samples seen so far: the next sample's index.
  private(set) var count = 0
  var peak = MaximumTracker()
  /// The first of equal maxima once `resolvePeak` has run; until then the first largest.
  var peakIndex: Int?
  var maxValue: Double { peak.maxValue }
  var minValue = Double.infinity
  /// First reaching 0.1 and 0.9 (s); NaN while not reached.
  var reach10 = Double.nan
  var reach90 = Double.nan
  var lastOutside = -1
  /// Per pixel band, in increasing order of band.
  var lastOutsidePixel: [Int]
  /// The sign of the last non-zero x − 1 (0 before any), the sign changes so far, and their number
  /// at the last sample outside the band.
  var sign = 0
  var crossings = 0
  var crossingsAtLastOutside = 0
  var previous = Double.nan
  /// False once a sample is NaN or infinite: the curve is then not scored here.
  var finite = true

  init(band: Double, pixelBands: [Double], fps: Double) {
    self.band = band
    self.fps = fps
    pixelOrder = pixelBands.indices.sorted { pixelBands[$0] < pixelBands[$1] }
    self.pixelBands = pixelOrder.map { pixelBands[$0] }
    lastOutsidePixel = [Int](repeating: -1, count: pixelBands.count)
    innerBand = Swift.min(band, self.pixelBands.first ?? .infinity)
  }

  /// Marks sample k outside every pixel band narrower than `deviation`.
  @inline(__always) mutating func markPixelBands(_ deviation: Double, _ k: Int) {
    var j = 0
    while j < pixelBands.count && deviation > pixelBands[j] {
      lastOutsidePixel[j] = k
      j += 1
    }
  }

  @inline(__always) mutating func observe(_ x: Double) {
    let k = count
    count += 1
    guard x.isFinite else {
      finite = false
      return
    }
    peak.observe(x, at: k)
    if x < minValue { minValue = x }
    if reach90.isNaN {
      if reach10.isNaN && x >= 0.1 { reach10 = crossing(0.1, x, k) }
      if x >= 0.9 { reach90 = crossing(0.9, x, k) }
    }
    let d = x - 1
    let s = d > 0 ? 1 : (d < 0 ? -1 : 0)
    if s != 0 {
      if sign != 0 && s != sign { crossings += 1 }
      sign = s
    }
    let deviation = abs(d)
    if deviation > band {
      lastOutside = k
      crossingsAtLastOutside = crossings
    }
    markPixelBands(deviation, k)
    previous = x
  }

  /// The time of first reaching `level` at sample k, as `FrameSummary` interpolates it.
  @inline(__always) func crossing(_ level: Double, _ x: Double, _ k: Int) -> Double {
    guard k > 0 else { return 0 }
    let f = (level - previous) / (x - previous)
    return (Double(k - 1) + f) / fps
  }

  /// Observes the first `lanes` samples of a block.
  @inline(__always) mutating func observe(_ x: Block, lanes: Int = 4) {
    if lanes == 4 && changesNothing(x) {
      count += 4
      peak.observeNone()
      previous = x[3]
      return
    }
    for i in 0..<lanes { observe(x[i]) }
  }

  /// True when the four samples cannot change the summary (NaN fails every test).
  @inline(__always) func changesNothing(_ x: Block) -> Bool {
    let d = x - 1
    guard all(magnitude(d) .<= innerBand), all(x .<= maxValue), all(x .>= minValue) else { return false }
    if reach90.isNaN && (any(x .>= 0.9) || (reach10.isNaN && any(x .>= 0.1))) { return false }
    switch sign {
    case 1: return all(d .>= 0)
    case -1: return all(d .<= 0)
    default: return all(d .== 0)
    }
  }

  /// Observes `n` samples that all equal `x` (a curve that has ended): after the first, they
  /// change nothing but the count and, when x is outside a band, that band's last sample.
  mutating func observe(repeating x: Double, count n: Int) {
    guard n > 0 else { return }
    observe(x)
    guard n > 1 else { return }
    count += n - 1
    peak.observeNone()
    let deviation = abs(x - 1)
    if deviation > band {
      lastOutside = count - 1
      crossingsAtLastOutside = crossings
    }
    markPixelBands(deviation, count - 1)
  }

  /// Finds the peak among the samples seen, which `x` gives again by index: read only when an
  /// earlier swing may be one of equal maxima (`MaximumTracker.firstPeak`).
  mutating func resolvePeak(_ x: (Int) -> Double) {
    guard finite else { return }
    peakIndex = peak.firstPeak(x)
  }

  /// The summary of every sample seen, with the pixel band given `pixelBand`-th to `init`; nil
  /// when a sample was not finite.
  func summary(pixelBand: Int = 0) -> FrameSummary? {
    guard finite, count > 0 else { return nil }
    let sorted = pixelOrder.firstIndex(of: pixelBand)
    return FrameSummary(
      count: count, maxValue: maxValue, peakIndex: peakIndex ?? peak.maxIndex, minValue: minValue,
      reach10: reach10.isNaN ? nil : reach10, reach90: reach90.isNaN ? nil : reach90,
      lastOutside: lastOutside, lastOutsidePixel: sorted.map { lastOutsidePixel[$0] } ?? -1, crossings: crossingsAtLastOutside)
  }
}

/// Lane-wise |v|: the sign bit cleared.
@inline(__always) func magnitude(_ v: SIMD4<Double>) -> SIMD4<Double> {
  let b = unsafeBitCast(v, to: SIMD4<UInt64>.self) & SIMD4(repeating: ~(1 << 63))
  return unsafeBitCast(b, to: SIMD4<Double>.self)
}
