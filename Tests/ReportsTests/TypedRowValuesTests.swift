import Curves
import ReportModel
import Testing

@testable import Cells

/// A sweep row's parameters travel as typed values from the sweep to what a recommendation shows:
/// a word axis reaches the front's table, the picked curve and the code to paste.
@Suite struct TypedRowValuesTests {
  /// A Core Animation spring pushed off fast: drawn critically damped (allowsOverdamping false) it
  /// overshoots by about a fifth of the travel; overdamped it does not, so "no bounce" picks `true`,
  /// which is not the engine's default.
  static let notebook = """
    ```presslab sweep
    id: flags
    definition: |
      model: ca-spring
      parameters:
        stiffness: 300
        damping: [80, 120]
        velocity: 40
        allowsOverdamping: [false, true]
      metrics: [settle_time, overshoot_px]
    ```

    ```presslab recommend
    sweep: flags
    ```
    """

  @Test func aWordAxisReachesTheFrontTableAndTheCode() throws {
    let report = try runNotebook(Self.notebook)
    #expect(report.records.map(\.status) == [.ok, .ok], "\(report.failures.map(\.message))")
    let recommend = report.records[1]
    let front = try #require(recommend.tables.first { $0.title?.hasPrefix("The Pareto front") == true })
    let column = try #require(front.header.firstIndex(of: "allowsOverdamping"))
    // Fastest first: critically damped (it overshoots), then the overdamped pick.
    #expect(front.rows.map { $0[column] } == ["false", "true"], "\(front.header) \(front.rows)")
    let snippets = recommend.outputs.compactMap { item -> String? in
      if case .snippet(let title, let code) = item, title == "Core Animation" { return code } else { return nil }
    }
    let code = try #require(snippets.first)
    // The picked spring is the overdamped one: damping 80 as written, not the critical 2·√300 ≈ 34.64.
    #expect(code.contains("spring.allowsOverdamping = true"), "\(code)")
    #expect(code.contains("spring.damping = 80 "))
    #expect(recommend.metrics.serialized().contains(#""allowsOverdamping": "true""#))
  }

  /// The decision's words come from the curve's typed parameters: numbers at a designer's
  /// precision, words and switches as `presslab curve` writes them.
  @Test func decisionTextReadsTypedParameters() throws {
    let spring = try Curve(CurveSpec(.uikitSpring(UIKitSpringParameters(duration: 0.3, damping: 0.764, velocity: 1, curve: "easeIn"))))
    #expect(DecisionText.curve(spring) == "300 ms, damping ratio 0.76, velocity 1, curve easeIn")
    let ca = try Curve.make(
      model: "ca-spring", parameters: [("delay", "0.05"), ("stiffness", "300"), ("damping", "80"), ("allowsOverdamping", "true")])
    #expect(DecisionText.curve(ca) == "delay 0.05, mass 1, stiffness 300, damping coefficient 80, velocity 0, allowsOverdamping true, overdampedForm physical")
  }
}
