/// The shortest decimal in a double's rounding interval, found exactly with 128-bit integers for
/// the magnitudes tables mostly hold (10⁻³ to 10¹⁵, written without an exponent), in one step as
/// Schubfach does (Giulietti, "The Schubfach way to render doubles", 2020): scaled by 10^−k, the
/// interval is between 1 and 10 wide, so it holds at most one multiple of 10 (then the shortest)
/// and otherwise s = ⌊v⌋ or s + 1, whichever lies in it and nearest (the even one of a tie, as
/// `description` writes it). A candidate exactly on an end of the interval is left to the caller.
enum ShortestDecimal {
  /// Writes `value` (finite, non-zero) at `out` and returns its length, or nil having written nothing.
  @inline(__always)
  static func write(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
    let magnitude = value.magnitude
    guard magnitude >= 1e-3 && magnitude < 1e15 else { return nil }
    guard var (digits, exponent) = shortest(magnitude) else { return nil }
    // A multiple of ten: its trailing zeros go to the exponent.
    while digits % 10 == 0 {
      digits /= 10
      exponent += 1
    }
    return place(digits, exponent: exponent, negative: value < 0, at: out)
  }

  /// The shortest decimal `digits · 10^exponent` in the rounding interval of `magnitude` (a normal
  /// double, 10⁻³ to 10¹⁵), nearest it among equally short ones; `digits` may end in zeros.
  @inline(__always)
  static func shortest(_ magnitude: Double) -> (digits: UInt64, exponent: Int)? {
    let bits = magnitude.bitPattern
    let fraction = bits & ((1 << 52) - 1)
    let c = (1 << 52) | fraction
    let q = Int(bits >> 52) - 1075  // magnitude = c · 2^q, −62 ≤ q ≤ −3 here
    // k = ⌊log₁₀ of the interval's width⌋: 2^q, or ¾ · 2^q below a power of two (Schubfach's
    // integer forms of the logarithms), so the width is 1 to 10 in units of 10^k.
    let k = fraction == 0 ? (q &* 661_971_961_083 &- 274_743_187_321) >> 41 : (q &* 661_971_961_083) >> 41
    let scale = wholePowers[-k]  // 10 … 10¹⁹
    // In units of 10^k, times 2^(2 − q): the value, and the interval's ends (half the gaps to the
    // neighbouring doubles; the gap below a power of two is half the one above).
    let value = Wide(times: c, Wide(high: 0, low: scale)).shiftedLeft2()
    let upper = value.adding(Wide(high: 0, low: scale), times: 2)
    let lower = value.subtracting(Wide(high: 0, low: scale), times: fraction == 0 ? 1 : 2)
    let shift = 2 - q  // 5 … 64
    let s = value.shiftedRight(shift)
    let low = lower.shiftedRight(shift), high = upper.shiftedRight(shift)
    let lowIsExact = lower.hasZeroBits(below: shift), highIsExact = upper.hasZeroBits(below: shift)
    // d lies in the interval when above its lower end and below its upper one; a d exactly on an
    // end (whether it is in depends on rounding ties) is left to the caller.
    func onEnd(_ d: UInt64) -> Bool { (d == low && lowIsExact) || (d == high && highIsExact) }
    func inside(_ d: UInt64) -> Bool { d > low && d <= high }
    let down10 = s / 10 &* 10, up10 = down10 &+ 10
    guard !onEnd(down10), !onEnd(up10) else { return nil }
    let down10In = inside(down10), up10In = inside(up10)
    if down10In != up10In { return (down10In ? down10 : up10, k) }
    let t = s &+ 1
    guard !down10In, !onEnd(s), !onEnd(t) else { return nil }
    let sIn = inside(s), tIn = inside(t)
    if sIn != tIn { return (sIn ? s : t, k) }
    guard sIn else { return nil }
    // Both in: the nearer, by the part of v below the units digit against a half.
    let rest = shift == 64 ? value.low : value.low & ((1 &<< UInt64(shift)) &- 1)
    let half: UInt64 = 1 &<< UInt64(shift &- 1)
    // A tie (doubles above 2⁵³/10^k are exact decimals often ending in a half): the even one.
    if rest == half { return (s & 1 == 0 ? s : t, k) }
    return (rest < half ? s : t, k)
  }

  /// Writes `digits · 10^exponent` (at most 17 digits, 10⁻³ to 10¹⁵) as `description` spells it,
  /// straight at `out`: the digits with a point among them, after "0." and zeros, or followed by
  /// zeros and ".0". Returns the length. Writes up to 29 bytes (past the cell's end: what follows
  /// overwrites them).
  @inline(__always)
  static func place(_ digits: UInt64, exponent: Int, negative: Bool, at out: UnsafeMutablePointer<UInt8>) -> Int {
    var at = 0
    if negative { out[0] = UInt8(ascii: "-"); at = 1 }
    let count = decimalLength(digits)
    if exponent >= 0 {
      at += count
      _ = writeDigits(digits, endingAt: at, in: out)
      for _ in 0..<exponent { out[at] = UInt8(ascii: "0"); at += 1 }
      out[at] = UInt8(ascii: "."); out[at + 1] = UInt8(ascii: "0")
      return at + 2
    }
    let fraction = -exponent
    // All 17 places (leading zeros too) eight at a time, then the digits copied around the point a
    // word at a time (no loop: a loop of word copies is made a call to memcpy).
    var places: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)  // and the words read past them
    return withUnsafeMutableBytes(of: &places) { scratch in
      let digitsStart = UnsafeRawPointer(scratch.baseAddress!)
      DigitWords.seventeen(digits, to: scratch.baseAddress!)
      let first = 17 - count
      let raw = UnsafeMutableRawPointer(out)
      func word(_ offset: Int) -> UInt64 { digitsStart.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
      if count > fraction {
        // At most 15 whole digits, then the point and at most 16 more.
        raw.storeBytes(of: word(first), toByteOffset: at, as: UInt64.self)
        raw.storeBytes(of: word(first + 8), toByteOffset: at + 8, as: UInt64.self)
        at += count - fraction
        out[at] = UInt8(ascii: ".")
        raw.storeBytes(of: word(17 - fraction), toByteOffset: at + 1, as: UInt64.self)
        if fraction > 8 { raw.storeBytes(of: word(25 - fraction), toByteOffset: at + 9, as: UInt64.self) }
        return at + 1 + fraction
      }
      // "0." and at most two zeros (the value is at least 10⁻³) as one word, then the digits.
      raw.storeBytes(of: 0x3030_2E30 as UInt32, toByteOffset: at, as: UInt32.self)
      at += 2 + fraction - count
      raw.storeBytes(of: word(first), toByteOffset: at, as: UInt64.self)
      raw.storeBytes(of: word(first + 8), toByteOffset: at + 8, as: UInt64.self)
      raw.storeBytes(of: word(first + 16), toByteOffset: at + 16, as: UInt64.self)
      return at + count
    }
  }

  /// How many decimal digits `n` (≥ 1) has: from its bit length (1233 / 4096 ≈ log₁₀ 2), then one
  /// comparison.
  @inline(__always)
  static func decimalLength(_ n: UInt64) -> Int {
    let estimate = ((64 - n.leadingZeroBitCount) &* 1233) >> 12
    return estimate &+ (n >= wholePowers[estimate] ? 1 : 0)
  }

  /// 10^k for 0 ≤ k ≤ 19.
  static let wholePowers: [UInt64] = [
    1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
    100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
    10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
  ]

  /// Writes the decimal digits of `n` so that they end just before `end`; returns where they start.
  /// Eight digits at a time in a word (`DigitWords.eight`), then two bytes a pair.
  @inline(__always)
  static func writeDigits(_ n: UInt64, endingAt end: Int, in base: UnsafeMutablePointer<UInt8>) -> Int {
    var n = n
    var start = end
    while n >= 100_000_000 {
      let q = n / 100_000_000
      let eight = DigitWords.eight(UInt32(truncatingIfNeeded: n &- q &* 100_000_000))
      UnsafeMutableRawPointer(base + start - 8).storeBytes(of: eight, as: UInt64.self)
      start -= 8
      n = q
    }
    var m = UInt32(truncatingIfNeeded: n)
    while m >= 100 {
      let q = m / 100
      start -= 2
      writePair(m &- q &* 100, at: base + start)
      m = q
    }
    if m >= 10 {
      start -= 2
      writePair(m, at: base + start)
    } else {
      start -= 1
      base[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: m)
    }
    return start
  }

  /// Writes the two digits of `pair` (below 100) at `at`.
  @inline(__always)
  static func writePair(_ pair: UInt32, at: UnsafeMutablePointer<UInt8>) {
    let digits = UnsafeRawPointer(digitPairs.utf8Start).loadUnaligned(fromByteOffset: 2 &* Int(pair), as: UInt16.self)
    UnsafeMutableRawPointer(at).storeBytes(of: digits, as: UInt16.self)
  }

  /// "00", "01", … "99", two bytes each.
  static var digitPairs: StaticString { """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """ }
}

/// The places of a number below 10¹⁷ as ASCII digits, eight at a time.
enum DigitWords {
  /// Writes `n` as exactly 17 digits (leading zeros included) at `to`: its first digit, then two
  /// groups of eight (`eight`).
  @inline(__always) static func seventeen(_ n: UInt64, to: UnsafeMutableRawPointer) {
    let rest = n % 10_000_000_000_000_000
    to.storeBytes(of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n / 10_000_000_000_000_000), as: UInt8.self)
    let upper = rest / 100_000_000
    to.storeBytes(of: eight(UInt32(truncatingIfNeeded: upper)), toByteOffset: 1, as: UInt64.self)
    to.storeBytes(of: eight(UInt32(truncatingIfNeeded: rest &- upper &* 100_000_000)), toByteOffset: 9, as: UInt64.self)
  }

  /// The eight digits of `x` (below 10⁸) as ASCII, the first in the lowest byte: split into two
  /// fours in 32-bit lanes, each into twos in 16-bit lanes, each into ones in bytes (each lane's
  /// quotient by a multiply and shift, exact over its range).
  @inline(__always) static func eight(_ x: UInt32) -> UInt64 {
    let fours = UInt64(x / 10_000) | UInt64(x % 10_000) << 32
    let hundreds = ((fours &* 10_486) >> 20) & 0x0000_007F_0000_007F
    let twos = hundreds | (fours &- hundreds &* 100) << 16
    let tens = ((twos &* 103) >> 10) & 0x000F_000F_000F_000F
    return (tens | (twos &- tens &* 10) << 8) | 0x3030_3030_3030_3030
  }
}

/// An unsigned 128-bit number as two words, with only the operations `ShortestDecimal` needs.
struct Wide {
  var high: UInt64
  var low: UInt64

  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// `a · b` for a < 2^64.
  @inline(__always) init(times a: UInt64, _ b: Wide) {
    let (h, l) = a.multipliedFullWidth(by: b.low)
    self.init(high: h &+ a &* b.high, low: l)
  }

  @inline(__always) func shiftedLeft2() -> Wide { Wide(high: high << 2 | low >> 62, low: low << 2) }

  @inline(__always) func adding(_ x: Wide, times k: UInt64) -> Wide {
    let y = Wide(times: k, x)
    let (l, carry) = low.addingReportingOverflow(y.low)
    return Wide(high: high &+ y.high &+ (carry ? 1 : 0), low: l)
  }

  @inline(__always) func subtracting(_ x: Wide, times k: UInt64) -> Wide {
    let y = Wide(times: k, x)
    let (l, borrow) = low.subtractingReportingOverflow(y.low)
    return Wide(high: high &- y.high &- (borrow ? 1 : 0), low: l)
  }

  /// True when the low `count` bits (1 … 127) are all zero.
  @inline(__always) func hasZeroBits(below count: Int) -> Bool {
    if count < 64 { return low & ((1 &<< UInt64(count)) &- 1) == 0 }
    return low == 0 && high & ((1 &<< UInt64(count &- 64)) &- 1) == 0
  }

  /// `self >> count` (1 … 127) where the result fits in 64 bits.
  @inline(__always) func shiftedRight(_ count: Int) -> UInt64 {
    if count < 64 { return low &>> UInt64(count) | high &<< UInt64(64 &- count) }
    return high &>> UInt64(count &- 64)
  }
}
