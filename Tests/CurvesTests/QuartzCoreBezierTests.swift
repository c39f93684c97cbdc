import Testing

@testable import Curves

/// Core Animation's own answers for the named timing functions, as published: the values
/// `-[CAMediaTimingFunction _solveForInput:]` returns (asserted exactly in a public iOS test suite,
/// FACTS.md §4) and the same functions measured through presentation layers on macOS. They come
/// from Apple's frameworks, not from PressLab.
@Suite struct QuartzCoreBezierTests {
  static let inputs: [Float] = [0.1, 0.25, 0.5, 0.75, 0.9]
  static let published: [(name: String, values: [Float])] = [
    ("easeIn", [0.017026613, 0.09346466, 0.31535682, 0.6218605, 0.83942777]),
    ("easeOut", [0.16057223, 0.37813953, 0.6846432, 0.9065353, 0.9829734]),
    ("easeInEaseOut", [0.019722449, 0.12916191, 0.5, 0.8708381, 0.98027754]),
    ("default", [0.094795, 0.4085106, 0.8024034, 0.96045905, 0.99431646]),
  ]

  @Test func everyPublishedAnswerIsReproducedBitForBit() {
    for (name, values) in Self.published {
      let b = CubicBezier.named(name)!
      for (x, want) in zip(Self.inputs, values) {
        #expect(b.quartzCoreValue(at: x) == want, "\(name) at \(x)")
      }
    }
  }

  /// The exact solve misses some of them: Core Animation stops at a tolerance.
  @Test func theExactSolveDiffersWhereCoreAnimationStopsEarly() {
    let misses = Self.published.flatMap { name, values in
      zip(Self.inputs, values).filter { x, want in Float(CubicBezier.named(name)!.value(at: Double(x))) != want }
    }
    #expect(misses.count >= 2)
  }

  @Test func theCurveReadsThroughTheSolverParameter() throws {
    let curve = try Curve.make(
      model: "bezier", parameters: [("duration", "2"), ("curve", "easeOut"), ("solver", "quartzcore")])
    #expect(curve.value(at: 0.5) == Double(Float(0.37813953)))
    let uikit = try Curve.make(
      model: "uikit-curve", parameters: [("duration", "1"), ("curve", "easeIn"), ("solver", "quartzcore")])
    #expect(uikit.value(at: 0.75) == Double(Float(0.6218605)))
  }
}
