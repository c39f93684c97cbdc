import Curves
import Fitting
import LeastSquares
import Testing

/// A CSV written from a known curve reads back and fits to the parameters it was drawn with.
@Suite struct FitRoundTripTests {
  struct Case: Sendable, CustomStringConvertible {
    var model: FitModel
    var curveModel: String
    var parameters: [(String, String)]
    /// The fitted shape parameters expected, in `model.shapeNames` order.
    var expected: [Double]
    var description: String { model.id }
  }

  static let cases: [Case] = [
    Case(model: .uikitSpring, curveModel: "uikit-spring", parameters: [("duration", "0.41"), ("damping", "0.62"), ("velocity", "5")],
         expected: [0.41, 0.62, 5]),
    Case(model: .caSpring, curveModel: "ca-spring", parameters: [("stiffness", "300"), ("damping", "15"), ("velocity", "2")],
         expected: [300, 15, 2]),
    Case(model: .swiftUISpring, curveModel: "spring", parameters: [("duration", "0.5"), ("bounce", "0.3")], expected: [0.5, 0.3]),
    Case(model: .namedBezier("easeOut"), curveModel: "bezier", parameters: [("duration", "0.3"), ("curve", "easeOut")],
         expected: [0.3]),
    Case(model: .cubicBezier, curveModel: "bezier", parameters: [("duration", "0.35"), ("points", "0.3,0.1,0.2,1.3")],
         expected: [0.35, 0.3, 0.1, 0.2, 1.3]),
  ]

  // A small start velocity v is drawn again exactly by a start 2v/ω0² earlier with about −v (the
  // parabola x ≈ vt + ω0²t²/2 has both roots between two frames): the cases use v = 0 or a v whose
  // second root lies frames away, where the solution is unique (FACTS.md, "What pixels tell").
  @Test(arguments: cases)
  func csvRoundTripRecoversExactParameters(_ c: Case) throws {
    let made = try Recordings.make(try Recordings.spec(c.curveModel, c.parameters), start: 0.0437)
    let trace = try Trace.parseCSV(made.csv, source: "made.csv")
    #expect(trace.times == made.trace.times && trace.columns == made.trace.columns)
    let options = FitOptions(pixelsPerUnit: 300, bootstrap: 0, models: [c.model])
    let fit = try #require(Fitter.fit(trace, solver: GSLSolver(), options: options).first?.best)
    for (name, want) in zip(c.model.shapeNames, c.expected) {
      let got = try #require(fit.parameter(name)).value
      #expect(abs(got - want) <= 1e-6 * max(1, abs(want)), "\(c.model.id) \(name): \(got), drawn with \(want)")
    }
    #expect(abs(fit.parameter("start")!.value - 0.0437) <= 1e-6)
    #expect(abs(fit.parameter("from")!.value - 0.95) <= 1e-6 && abs(fit.parameter("to")!.value - 1) <= 1e-6)
    #expect(fit.rmsPixels < 1e-4)
  }
}
