import Curves
import Testing

@testable import Sweeps

/// A sweep says which of its UIKit springs rest on a solve that did not converge (FACTS.md §1).
@Suite struct SolverTallyTests {
  static let text = """
    model: uikit-spring
    parameters:
      duration: [0.3, 0.55, 0.6]
      damping: [0.3, 0.7, 0.9]
      velocity: [1, 5, 6]
    metrics: [overshoot_px, settle_time]
    """

  @Test(arguments: [1, 2])
  func theTallyMatchesEachCurvesOwnWarning(threads: Int) throws {
    let definition = try SweepDefinition.parse(text: Self.text, file: "u.yaml")
    let table = try Sweep.table(definition, threads: threads)
    var expected: [Int] = []
    for (row, values) in table.parameters.enumerated() {
      let curve = try Curve.make(
        model: "uikit-spring", parameters: zip(table.parameterNames, values).map { ($0, $1.parameterText) })
      if curve.warnings.contains(where: { $0.contains("not converged") }) { expected.append(row) }
    }
    #expect(expected.count >= 2)
    #expect(table.notConverged.count == expected.count)
    #expect(table.notConverged.first == expected.first)
  }

  @Test func otherModelsNeverCount() throws {
    let definition = try SweepDefinition.parse(
      text: "model: spring\nparameters:\n  duration: [0.2, 0.5]\n  bounce: [0, 0.5, 1]\n", file: "s.yaml")
    #expect(try Sweep.table(definition).notConverged == SolverTally())
  }
}
