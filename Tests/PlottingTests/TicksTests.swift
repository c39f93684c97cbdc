import Plotting
import Testing

@Suite struct TicksTests {
  /// Every range gets 3–11 ticks on round steps (1, 2, 2.5 or 5 × 10ⁿ), inside the range,
  /// evenly spaced, with labels that are distinct.
  @Test(arguments: [
    (0.0, 1.0), (0, 2), (0, 2000), (-0.02, 0.02), (0.05, 1), (0, 10), (0.85, 0.98), (-3.7, 112.4),
    (1e-6, 5e-6), (123_456, 123_789), (0, 0.3), (-50, -10), (0.0001, 1000), (7, 7),
  ])
  func roundTicks(low: Double, high: Double) {
    let t = Ticks(low: low, high: high, target: 5)
    #expect(t.values.count >= 2 && t.values.count <= 12, "\(low)...\(high): \(t.values)")
    var mantissa = t.step
    while mantissa >= 10 { mantissa /= 10 }
    while mantissa < 1 { mantissa *= 10 }
    #expect([1.0, 2, 2.5, 5].contains { abs($0 - mantissa) < 1e-9 }, "step \(t.step)")
    if high > low {
      #expect(t.values.first! >= low - 1e-9 * abs(t.step) && t.values.last! <= high + 1e-9 * abs(t.step))
    }
    for (a, b) in zip(t.values, t.values.dropFirst()) { #expect(abs((b - a) - t.step) < 1e-9 * t.step) }
    let labels = t.values.map(t.label)
    #expect(Set(labels).count == labels.count, "\(labels)")
  }

  @Test func knownTicks() {
    #expect(Ticks(low: 0, high: 2000, target: 8).values == [0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000])
    #expect(Ticks(low: 0, high: 1, target: 5).values.map { Ticks(low: 0, high: 1).label($0) } == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
    let pct = Ticks(low: 0, high: 87.3, target: 5)
    #expect(pct.values == [0, 20, 40, 60, 80])
    #expect(pct.label(40) == "40")
    #expect(Ticks(low: 0, high: 10, target: 4).label(2.5) == "2.5")
    #expect(Ticks.niceRange(low: 0.05, high: 1.87) == (0, 2))
  }

  @Test func numberText() {
    #expect(decimalText(-0.0001, places: 2) == "0.00")
    #expect(decimalText(-1.5, places: 1) == "−1.5")
    #expect(decimalText(0.05, places: 3) == "0.050")
    #expect(decimalText(1234.5, places: 0) == "1235" || decimalText(1234.5, places: 0) == "1234")
    #expect(compactText(0.30000000000000004) == "0.3")
    #expect(compactText(864) == "864")
    #expect(compactText(0.8644444) == "0.864")
  }
}

extension TicksTests {
  /// An auto range starts and ends on a tick of the ticks drawn for it.
  @Test(arguments: [(190.0, 625.0), (0.0, 39.3), (0.05, 1.87), (-3.7, 112.4), (0.97, 1.04), (12.0, 13.0)])
  func niceRangeEndsOnTicks(low: Double, high: Double) {
    let r = Ticks.niceRange(low: low, high: high)
    #expect(r.low <= low && r.high >= high)
    let t = Ticks(low: r.low, high: r.high)
    #expect(abs(t.values.first! - r.low) < 1e-9 * max(1, abs(r.low)), "\(r) \(t.values)")
    #expect(abs(t.values.last! - r.high) < 1e-9 * max(1, abs(r.high)), "\(r) \(t.values)")
  }
}

@Suite struct LogAxisTests {
  /// On a log axis equal ratios take equal lengths, and ticks fall on 1, 2, 5 × 10ⁿ.
  @Test func decadesAreEvenAndTicksRound() {
    let scale = LinearScale(domain: (0.01, 10), range: (0, 300), log: true)
    #expect(abs((scale(0.1) - scale(0.01)) - (scale(10) - scale(1))) < 1e-9)
    #expect(abs(scale(1) - 200) < 1e-9)
    let ticks = Ticks(logarithmicFrom: 50, to: 5000)
    #expect(ticks.values == [50, 100, 200, 500, 1000, 2000, 5000])
    #expect(Ticks(logarithmicFrom: 1e-3, to: 1e3).values == [1e-3, 1e-2, 1e-1, 1, 10, 100, 1000])
  }
}
