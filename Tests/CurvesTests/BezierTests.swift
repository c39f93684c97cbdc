import Testing

@testable import Curves

@Suite struct BezierTests {
  /// An independent evaluation: bisection on the parameter in extended precision.
  static func reference(_ b: CubicBezier, _ x: Double) -> Double {
    func bez(_ p1: Float80, _ p2: Float80, _ s: Float80) -> Float80 {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo: Float80 = 0
    var hi: Float80 = 1
    for _ in 0..<100 {
      let mid = (lo + hi) / 2
      if bez(Float80(b.x1), Float80(b.x2), mid) < Float80(x) { lo = mid } else { hi = mid }
    }
    return Double(bez(Float80(b.y1), Float80(b.y2), (lo + hi) / 2))
  }

  @Test(arguments: CubicBezier.names)
  func namedCurvesSolveToMachinePrecision(name: String) {
    let b = CubicBezier.named(name)!
    for i in 0...1000 {
      let x = Double(i) / 1000
      #expect(abs(b.value(at: x) - Self.reference(b, x)) < 1e-12, "x = \(x)")
    }
  }

  @Test func customPointsWithOvershootingY() {
    let b = CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
    var peak = 0.0
    for i in 0...1000 {
      let x = Double(i) / 1000
      let y = b.value(at: x)
      peak = max(peak, y)
      #expect(abs(y - Self.reference(b, x)) < 1e-12)
    }
    #expect(peak > 1.05)
  }

  @Test func monotoneForNamedCurves() {
    for name in CubicBezier.names {
      let b = CubicBezier.named(name)!
      var last = -1.0
      for i in 0...500 {
        let y = b.value(at: Double(i) / 500)
        #expect(y >= last)
        last = y
      }
    }
  }
}

@Suite struct WebKitToleranceTests {
  @Test func webKitToleranceIsWithinItsBoundAndCoarserThanExact() throws {
    // FACTS.md §4: for a 0.25 s animation eps = 0.02 in x, so y can be off by up to ~0.035.
    let b = CubicBezier.named("easeInEaseOut")!
    var worst = 0.0
    for i in 0...1000 {
      let x = Double(i) / 1000
      worst = max(worst, abs(b.webKitValue(at: x, epsilon: 0.02) - b.value(at: x)))
    }
    #expect(worst > 1e-6 && worst < 0.04)
    let exact = try Curve.make(model: "bezier", parameters: [("duration", "0.25"), ("curve", "easeInEaseOut")])
    let webkit = try Curve.make(
      model: "bezier", parameters: [("duration", "0.25"), ("curve", "easeInEaseOut"), ("solver", "webkit")])
    #expect(abs(webkit.value(at: 0.1) - b.webKitValue(at: 0.4, epsilon: 0.02)) < 1e-15)
    #expect(abs(exact.value(at: 0.1) - b.value(at: 0.4)) < 1e-15)
  }
}
