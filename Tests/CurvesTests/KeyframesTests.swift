import Testing

@testable import Curves

/// Each calculation mode on hand-worked examples (FACTS.md §5).
@Suite struct KeyframesTests {
  func make(_ values: [Double], _ keyTimes: [Double]? = nil, _ mode: Keyframes.Mode = .linear,
    duration: Double = 1, repeatCount: Double = 0, autoreverses: Bool = false,
    functions: [CubicBezier] = []) throws -> Keyframes
  {
    try Keyframes(values: values, keyTimes: keyTimes, mode: mode, timingFunctions: functions,
      duration: duration, repeatCount: repeatCount, autoreverses: autoreverses)
  }

  @Test func linearWobble() throws {
    // The seed wobble: 0, −0.025, 0, 0.025, 0 at quarters of 0.4 s.
    let k = try make([0, -0.025, 0, 0.025, 0], [0, 0.25, 0.5, 0.75, 1], duration: 0.4, repeatCount: .infinity)
    #expect(abs(k.value(atLocal: 0.05) - -0.0125) < 1e-15)
    #expect(abs(k.value(atLocal: 0.1) - -0.025) < 1e-15)
    #expect(abs(k.value(atLocal: 0.35) - 0.0125) < 1e-15)
    // Repeats: 1.25 passes in is a quarter into the second pass... of the 0.4 s cycle.
    #expect(abs(k.value(atLocal: 0.5) - -0.025) < 1e-15)
    #expect(k.activeDuration == nil)
  }

  @Test func linearWithoutKeyTimesIsEven() throws {
    // The seed shake: 0, 20, −20, 0 over 0.25 s, key times i/3.
    let k = try make([0, 20, -20, 0], duration: 0.25, repeatCount: 1)
    #expect(abs(k.value(atLocal: 0.25 / 3) - 20) < 1e-12)
    #expect(abs(k.value(atLocal: 0.25 / 2) - 0) < 1e-12)
    #expect(abs(k.value(atLocal: 0.25 * 5 / 6) - -10) < 1e-12)
    #expect(k.value(atLocal: 1) == 0)
  }

  @Test func discreteHoldsEachValue() throws {
    // n + 1 key times: value i holds on [kt_i, kt_i+1).
    let k = try make([10, 20, 30], [0, 0.5, 0.75, 1], .discrete)
    #expect(k.value(atLocal: 0.49) == 10)
    #expect(k.value(atLocal: 0.5) == 20)
    #expect(k.value(atLocal: 0.8) == 30)
    // Without key times each value holds 1/n.
    let even = try make([1, 2, 3, 4], nil, .discrete)
    #expect(even.value(atLocal: 0.24) == 1 && even.value(atLocal: 0.26) == 2 && even.value(atLocal: 0.99) == 4)
  }

  @Test func pacedIgnoresKeyTimes() throws {
    // Distances 10 and 30: the first segment takes a quarter of the time.
    let k = try make([0, 10, 40], [0, 0.9, 1], .paced)
    #expect(k.keyTimes == [0, 0.25, 1])
    #expect(abs(k.value(atLocal: 0.125) - 5) < 1e-12)
    #expect(abs(k.value(atLocal: 0.625) - 25) < 1e-12)
  }

  @Test func cubicIsCatmullRomWithHalfChordEnds() throws {
    let k = try make([0, 1, 0], nil, .cubic)
    // Tangents: m0 = (1 − 0)/2, m1 = (0 − 0)/2 = 0, m2 = (0 − 1)/2. At u = 0.5 of segment 0:
    // h00 p0 + h10 m0 + h01 p1 + h11 m1 = 0 + 0.125·0.5 + 0.5·1 + 0 = 0.5625.
    #expect(abs(k.value(atLocal: 0.25) - 0.5625) < 1e-12)
    #expect(abs(k.value(atLocal: 0.5) - 1) < 1e-12)
  }

  @Test func cubicPacedHasConstantSpeed() throws {
    let k = try make([0, 1, 3], nil, .cubicPaced)
    // Monotone spline, so the arc length is the distance: constant speed means linear in time.
    for i in 0...20 {
      let f = Double(i) / 20
      #expect(abs(k.value(atLocal: f) - 3 * f) < 0.02, "f = \(f)")
    }
  }

  @Test func timingFunctionsWarpEachSegment() throws {
    let easeIn = CubicBezier.named("easeIn")!
    let k = try make([0, 10, 20], nil, .linear, functions: [easeIn, easeIn])
    #expect(abs(k.value(atLocal: 0.25) - 10 * easeIn.value(at: 0.5)) < 1e-12)
    #expect(abs(k.value(atLocal: 0.75) - (10 + 10 * easeIn.value(at: 0.5))) < 1e-12)
  }

  @Test func autoreversePlaysBackwards() throws {
    let k = try make([0, 10], nil, .linear, duration: 1, repeatCount: 1, autoreverses: true)
    #expect(k.activeDuration == 2)
    #expect(abs(k.value(atLocal: 0.25) - 2.5) < 1e-12)
    #expect(abs(k.value(atLocal: 1.75) - 2.5) < 1e-12)
    #expect(k.value(atLocal: 5) == 0)
  }

  @Test func badKeyTimesAreRejected() {
    #expect(throws: Keyframes.Problem.keyTimesDecrease) { try make([0, 1, 2, 3], [0, 0.6, 0.5, 1]) }
    #expect(throws: Keyframes.Problem.keyTimesNotFromZeroToOne) { try make([0, 1], [0.1, 1]) }
    #expect(throws: Keyframes.Problem.keyTimeCount(expected: "2", got: 3)) { try make([0, 1], [0, 0.5, 1]) }
    #expect(throws: Keyframes.Problem.keyTimeCount(expected: "2 or 3", got: 4)) {
      try make([0, 1], [0, 0.2, 0.5, 1], .discrete)
    }
  }
}
