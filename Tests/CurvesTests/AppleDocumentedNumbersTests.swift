import Testing

@testable import Curves

/// Numbers Apple documents (FACTS.md §2–4).
@Suite struct AppleDocumentedNumbersTests {
  @Test func settlingDurationExamples() {
    // "settles in about 2.85 s" (damping 5) and "just over 1 s" (damping 15).
    let slow = Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration()
    let fast = Spring(mass: 1, stiffness: 100, damping: 15).settlingDuration()
    #expect(abs(slow - 2.855) < 0.001)
    #expect(fast > 1 && abs(fast - 1.022) < 0.001)
  }

  @Test func criticalSettlingWalksInTenthsOfASecond() {
    // ζ ≥ 1: the answer is a sample of the 0.1 s walk (accumulated in double precision).
    let s = Spring(mass: 1, stiffness: 100, damping: 20).settlingDuration()
    var t = 0.0
    var samples: [Double] = []
    for _ in 0..<40 { samples.append(t); t += 0.1 }
    #expect(samples.contains(s))
    // 1 − x < 0.001 there, and not one sample earlier.
    let spring = Spring(mass: 1, stiffness: 100, damping: 20)
    #expect(1 - spring.value(at: s) < 0.001)
    #expect(1 - spring.value(at: s - 0.1) >= 0.001)
  }

  @Test func undampedNeverSettles() {
    // ∞, capped at FLT_MAX as Core Animation caps it.
    #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration() == Double(Float.greatestFiniteMagnitude))
  }

  @Test func swiftUIDurationBounce() {
    let s = Spring.swiftUI(duration: 0.5, bounce: 0.3)
    #expect(s.mass == 1)
    #expect(abs(s.stiffness - 157.9) < 0.05)
    #expect(abs(s.damping - 17.6) < 0.05)
  }

  @Test func swiftUIGettersFromMassStiffnessDamping() {
    let s = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(s.perceptualDuration - 0.63) < 0.005)
    #expect(abs(s.bounce - 0.5) < 1e-12)
    // Negative bounce: overdamped, ζ = 1/(1 + b), and the getter gives the bounce back.
    let over = Spring.swiftUI(duration: 0.4, bounce: -0.5)
    #expect(abs(over.dampingRatio - 2) < 1e-12)
    #expect(abs(over.bounce + 0.5) < 1e-12)
  }

  @Test func namedBezierValues() {
    let ease = CubicBezier.named("easeInEaseOut")!
    #expect(abs(ease.value(at: 0.5) - 0.5) < 1e-6)
    #expect(ease.value(at: 0) == 0 && ease.value(at: 1) == 1)
    #expect(abs(CubicBezier.named("linear")!.value(at: 0.37) - 0.37) < 1e-15)
    // Points are stored as Float, as the API takes them.
    #expect(CubicBezier.named("easeIn")!.x1 == Double(Float(0.42)))
    #expect(CubicBezier.named("nope") == nil)
  }
}
