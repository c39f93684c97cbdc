#if canImport(Glibc)
  import Glibc
#endif

/// Round tick positions ("1, 2, 2.5, 5 × 10ⁿ" steps) for an axis, in displayed units.
public struct Ticks: Hashable, Sendable {
  public var values: [Double]
  public var step: Double
  /// Decimal places that show every tick distinctly and no more.
  public var places: Int

  /// Ticks covering `low...high` with about `target` intervals; the range itself is not changed
  /// (see `niceRange`).
  public init(low: Double, high: Double, target: Int = 5) {
    var lo = low, hi = high
    if !(lo.isFinite && hi.isFinite) { lo = 0; hi = 1 }
    if hi < lo { swap(&lo, &hi) }
    // Ends too far apart for their difference to be a double: cut, so ticks stay few and finite.
    if !(hi - lo).isFinite { (lo, hi) = (max(lo, -Axis.widest), min(hi, Axis.widest)) }
    if hi - lo < 1e-12 * max(1, abs(lo)) {
      let pad = lo == 0 ? 1 : abs(lo) * 0.1
      lo -= pad
      hi += pad
    }
    let step = Ticks.niceStep((hi - lo) / Double(max(1, target)))
    let first = (lo / step - 1e-9).rounded(.up)
    let last = (hi / step + 1e-9).rounded(.down)
    self.step = step
    values = stride(from: first, through: last, by: 1).map { abs($0) < 1e-9 ? 0 : $0 * step }
    places = Ticks.places(for: step)
  }

  /// Ticks of a log axis: 1, 2 and 5 × 10ⁿ inside `low...high` (only the decades when there are
  /// many), and the ends themselves when fewer than two fall inside.
  public init(logarithmicFrom low: Double, to high: Double) {
    let lo = max(low, 1e-300), hi = max(high, lo * 10)
    var values: [Double] = []
    let decades = Int((log10(hi) - log10(lo)).rounded(.up))
    let mantissas: [Double] = decades > 4 ? [1] : [1, 2, 5]
    var e = Int(log10(lo).rounded(.down))
    while pow(10, Double(e)) <= hi * (1 + 1e-9) {
      for m in mantissas {
        let v = m * pow(10, Double(e))
        if v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9) { values.append(v) }
      }
      e += 1
    }
    if values.count < 2 { values = [lo, hi] }
    self.values = values
    step = values.count > 1 ? values[1] - values[0] : 1
    places = values.map { Ticks.places(for: $0) }.max() ?? 0
  }

  /// The smallest of 1, 2, 2.5, 5, 10 × 10ⁿ that is ≥ `raw`.
  public static func niceStep(_ raw: Double) -> Double {
    guard raw > 0, raw.isFinite else { return 1 }
    let exponent = floor(log10(raw))
    let base = pow(10, exponent)
    for m in [1.0, 2, 2.5, 5, 10] where m * base >= raw * (1 - 1e-9) { return m * base }
    return 10 * base
  }

  static func places(for step: Double) -> Int {
    var places = max(0, Int(-floor(log10(step))))
    while places < 12 {
      let scaled = step * pow(10, Double(places))
      if abs(scaled - scaled.rounded()) <= 1e-6 * scaled { break }
      places += 1
    }
    return places
  }

  /// `low...high` widened outward to whole steps, for an axis that should start and end on a
  /// tick. Widening can call for a coarser step; the range is widened again until the step of
  /// the result is the step it is aligned to, so `Ticks` of the result land on both ends.
  public static func niceRange(low: Double, high: Double, target: Int = 5) -> (low: Double, high: Double) {
    var (lo, hi) = (low, high)
    for _ in 0..<4 {
      let step = Ticks(low: lo, high: hi, target: target).step
      let a = (low / step + 1e-9).rounded(.down) * step
      var b = (high / step - 1e-9).rounded(.up) * step
      if b <= a { b = a + step }
      if Ticks(low: a, high: b, target: target).step == step { return (a, b) }
      (lo, hi) = (a, b)
    }
    return (lo, hi)
  }

  public func label(_ value: Double) -> String { decimalText(value, places: places) }
}

/// A linear map from a data interval to a drawing interval (either may be reversed).
public struct LinearScale: Hashable, Sendable {
  public var domain: (low: Double, high: Double)
  public var range: (low: Double, high: Double)
  /// Linear in the logarithm of the value (a log axis).
  public var log: Bool
  public init(domain: (Double, Double), range: (Double, Double), log: Bool = false) {
    self.domain = domain
    self.range = range
    self.log = log
  }
  public func callAsFunction(_ v: Double) -> Double {
    let (lo, hi, x) = log ? (log10(domain.low), log10(domain.high), log10(v)) : (domain.low, domain.high, v)
    let span = hi - lo
    guard span != 0 else { return (range.low + range.high) / 2 }
    var t = (x - lo) / span
    // A value far off a wide domain can overflow the difference; halves cannot.
    if !t.isFinite && x.isFinite { t = (x / 2 - lo / 2) / (hi / 2 - lo / 2) }
    return range.low + t * (range.high - range.low)
  }
  public static func == (a: LinearScale, b: LinearScale) -> Bool {
    a.domain == b.domain && a.range == b.range && a.log == b.log
  }
  public func hash(into h: inout Hasher) {
    h.combine(domain.low); h.combine(domain.high); h.combine(range.low); h.combine(range.high)
  }
}
