import Testing
@testable import TextFormats
import _TestSupport

/// The table formatter's float text against Swift's own shortest round-trip `description`, over
/// random doubles of every magnitude and the values sweeps write most.
@Suite struct NumberBytesTests {
  static func text(_ value: Double) -> String { NumberBytes.float(value) }

  @Test func floatCellsAreDescriptionWithAPointOrExponent() {
    var rng = SeededGenerator(state: 0xD161_7500)
    var checked = 0
    func check(_ value: Double) {
      let expected = value == 0 ? "0.0" : value.description
      #expect(Self.text(value) == expected, "\(value.description)")
      #expect(Double(Self.text(value)) == value || value == 0)
      checked += 1
    }
    for value in [0.1, 0.2, 0.3, 1.0, 2.0, 0.5, 0.25, 123.0, 0.001, 1e-4, 1e14, 1e15, 1e16, 999_999_999_999_999.9,
                  1.0 / 3, 2.0 / 3, 1.0 / 120, 100.0, 1.0.nextUp, 1.0.nextDown, 0.001.nextDown, .leastNonzeroMagnitude,
                  .greatestFiniteMagnitude, .leastNormalMagnitude, 1.751043754438797e-10] {
      check(value)
      check(-value)
    }
    for _ in 0..<200_000 {
      // Any bit pattern, then the kinds of values a sweep writes: frame times, rounded parameters.
      let bits = Double(bitPattern: rng.next() & ~(0x7FF << 52) | (UInt64.random(in: 900...1100, using: &rng) << 52))
      check(bits)
      check(Double(Int.random(in: 1...2400, using: &rng)) / 120)
      check(Double(Int.random(in: 1...100_000, using: &rng)) / 1000)
      check(rng.uniform(0...1) * 100)
    }
    #expect(checked > 800_000)
    #expect(Self.text(0) == "0.0" && Self.text(-0.0) == "0.0")
    #expect(Self.text(.nan) == "" && Self.text(.infinity) == "")
  }

  /// Every digit count at every decimal exponent, each power of ten and its neighbours from the
  /// subnormals to the largest double, and the digits on either side of each group of eight.
  @Test func edgesAreDescription() {
    func check(_ value: Double) {
      #expect(Self.text(value) == (value == 0 ? "0.0" : value.description), "\(value.description)")
      #expect(Self.text(-value) == (value == 0 ? "0.0" : (-value).description), "\((-value).description)")
    }
    let digits = "12345678901234567"
    for exponent in -12...24 {
      for count in 1...17 {
        check(Double("\(digits.prefix(count))e\(exponent - count + 1)")!)
        check(Double("\(String(repeating: "9", count: count))e\(exponent - count + 1)")!)
      }
    }
    var power = 1e-323
    while power.isFinite {
      for value in [power, power.nextUp, power.nextDown] { check(value) }
      power *= 10
    }
    for value in [99_999_999.0, 100_000_000, 100_000_001, 9_999_999_999_999_998, 1e16 + 2, 0.5e-323, 2.2250738585072014e-308] {
      check(value)
    }
    var bytes: [UInt8] = []
    for value in [Double.nan, -.nan, .infinity, -.infinity] { NumberBytes.appendFloat(value, to: &bytes) }
    #expect(bytes.isEmpty)
  }

  /// Between 10⁻³ and 10¹⁵ the shortest digits are found in one step for all but the rare doubles
  /// with an end of their interval on a candidate or a tie (those are `description`'s, above).
  @Test func shortestDigitsDecideNearlyEveryCell() {
    var rng = SeededGenerator(state: 0x5C4B_FAC4)
    var decided = 0, tried = 0
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberBytes.maxCellBytes) { buffer in
      for _ in 0..<100_000 {
        for value in [rng.uniform(0.001...1e15), rng.uniform(0...1) * 100, Double(Int.random(in: 1...2400, using: &rng)) / 120] {
          guard value >= 1e-3 else { continue }
          tried += 1
          if ShortestDecimal.write(value, to: buffer.baseAddress!) != nil { decided += 1 }
        }
      }
    }
    #expect(Double(decided) > 0.999 * Double(tried), "\(decided) of \(tried)")
  }

  @Test func integersAreDecimal() {
    for value in [0, 7, 10, 99, 100, 12345, -1, -10, -987_654_321, 99_999_999, 100_000_000, 1_234_567_890_123_456_789,
                  Int.max, Int.min + 1] {
      var bytes: [UInt8] = []
      NumberBytes.appendInteger(value, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == String(value))
    }
  }
}
