import Curves
import Testing

@testable import Sweeps

/// A sweep built in code (`presslab chart`) is the sweep its YAML would read as, and is checked
/// the same way.
@Suite struct TypedDefinitionTests {
  @Test func theSameGridAsItsYAML() throws {
    let typed = try SweepDefinition(
      model: .spring, parameters: [("duration", [.number(0.4)], false), ("bounce", [.number(0), .number(0.3)], true),
                                   ("velocity", [.number(0), .number(5)], true)], file: "chart")
    let yaml = try SweepDefinition.parse(
      text: "model: spring\nparameters: {duration: 0.4, bounce: [0, 0.3], velocity: [0, 5]}\n", file: "chart.yaml")
    let a = try Sweep.table(typed), b = try Sweep.table(yaml)
    #expect(a.parameterNames == ["bounce", "velocity"] && a.parameterNames == b.parameterNames)
    #expect(a.parameters == b.parameters)
    #expect(a.metrics.count == 4 && a.metrics.elementsEqual(b.metrics) { zip($0, $1).allSatisfy { $0 == $1 } })
  }

  @Test func badParametersAreNamed() {
    #expect(throws: SweepError.self) {
      try SweepDefinition(model: .spring, parameters: [("nope", [.number(1)], true)], file: "chart")
    }
    do {
      _ = try SweepDefinition(
        model: .uikitCurve, parameters: [("duration", [.number(0.3)], false), ("curve", [.text("bogus")], false)], file: "chart")
      Issue.record("an unknown curve name passed")
    } catch {
      #expect(error.field == "parameters.curve", "\(error)")
    }
  }
}
