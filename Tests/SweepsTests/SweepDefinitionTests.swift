import Sweeps
import Testing

@Suite struct SweepDefinitionTests {
  func parse(_ text: String) throws(SweepError) -> SweepDefinition {
    try SweepDefinition.parse(text: text, file: "t.yaml")
  }

  /// The error a bad definition gives, or nil when it parses.
  func failure(_ text: String) -> SweepError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func rangesTakeTheirWrittenValues() throws {
    let d = try parse("""
      model: spring
      parameters:
        bounce: {from: 0.5, to: 0.0, count: 3}
        velocity: {from: 0, to: 1, step: 0.25}
        duration: {from: 0.1, to: 10, count: 3, log: true}
        delay: [0, 0.05]
        mass: 2
      """)
    let values = d.parameters.map { $0.values.compactMap(\.number) }
    #expect(values[0] == [0.5, 0.25, 0.0])
    #expect(values[1] == [0, 0.25, 0.5, 0.75, 1])
    let decimals = try parse("model: spring\nparameters:\n  duration: {from: 0.2, to: 0.6, step: 0.1}\n")
    #expect(Array(decimals.parameters[0].values) == [0.2, 0.3, 0.4, 0.5, 0.6].map(SweepValue.number), "written decimals, not 0.30000000000000004")
    #expect(values[2].count == 3 && values[2][0] == 0.1 && values[2][2] == 10 && abs(values[2][1] - 1) < 1e-15)
    #expect(values[3] == [0, 0.05])
    #expect(d.axes.map(\.name) == ["bounce", "velocity", "duration", "delay"], "a fixed number is no axis")
    #expect(d.pointCount == 3 * 5 * 3 * 2)
    #expect(d.reading == .frames && d.fps == 120 && d.window == 2 && d.band == 0.02)
  }

  @Test func overridesReplaceParametersInTheDefinitionSyntax() throws {
    var d = try parse("model: spring\nparameters:\n  bounce: {from: 0, to: 0.5, count: 6}\n  duration: 0.5\n")
    try d.override(["bounce=0.3", "velocity=[1, 2]"])
    #expect(d.parameters.map(\.name) == ["bounce", "duration", "velocity"])
    #expect(Array(d.parameters[0].values) == [.number(0.3)] && !d.parameters[0].isVaried)
    #expect(d.pointCount == 2)
  }

  @Test func unknownModelNamesItsLine() {
    let e = failure("fps: 60\nmodel: springy\n")
    #expect(e?.line == 2 && e?.field == "model")
    #expect(e?.description.hasPrefix("t.yaml:2: model: unknown model 'springy'") == true)
  }

  @Test func unknownParameterNamesItsLine() {
    let e = failure("model: spring\nparameters:\n  bounce: 0.2\n  bouncyness: 0.3\n")
    #expect(e?.line == 4 && e?.field == "parameters.bouncyness")
  }

  @Test func countBelowOneIsRejected() {
    let e = failure("model: spring\nparameters:\n  bounce: {from: 0, to: 1,\n           count: 0}\n")
    #expect(e?.line == 4 && e?.field == "bounce.count")
  }

  @Test func stepThatNeverReachesToIsRejected() {
    let e = failure("model: spring\nparameters:\n  velocity: {from: 0, to: 1, step: 0.3}\n")
    #expect(e?.line == 3 && e?.field == "velocity.step")
    let backwards = failure("model: spring\nparameters:\n  velocity: {from: 0, to: 1, step: -0.25}\n")
    #expect(backwards?.field == "velocity.step")
  }

  @Test func gridsOver2To31PointsAreRejected() {
    let e = failure("""
      model: spring
      parameters:
        bounce: {from: 0, to: 0.9, count: 2000}
        velocity: {from: 0, to: 10, count: 2000}
        duration: {from: 0.1, to: 1, count: 1000}
      """)
    #expect(e?.line == 5 && e?.field == "parameters.duration")
    #expect(e?.message.contains("2^31") == true)
  }

  @Test func otherMistakesAreNamed() {
    #expect(failure("model: spring\nreading: smooth\n")?.field == "reading")
    #expect(failure("model: spring\nmetrics: [overshoot, settle_time]\n")?.field == "metrics")
    #expect(failure("model: spring\nwindow: -1\n")?.field == "window")
    #expect(failure("model: spring\nparameters:\n  duration: {from: 1, to: 2}\n")?.line == 3)
    #expect(failure("model: spring\nparameters:\n  duration: {from: 0, to: 2, count: 3, log: true}\n")?.line == 3)
    #expect(failure("model: spring\nparameters: [1, 2]\n")?.field == "parameters")
    #expect(failure("model: spring\ncolour: red\n")?.field == "colour")
    #expect(failure("model: spring\nparameters:\n  bounce: [0.1, 0.2\n")?.line != nil, "YAML syntax errors carry a line")
  }

  @Test func curveEngineRejectionsNameTheParameter() throws {
    let d = try parse("model: spring\nparameters:\n  duration: [0.5, -1]\n")
    do {
      _ = try Sweep.table(d)
      Issue.record("a negative duration should fail")
    } catch let error as SweepError {
      #expect(error.line == 3 && error.field == "parameters.duration")
    }
  }
}

@Suite struct ReadableValueTests {
  /// numpy's linspace(0.1, 0.6, 11) gives 0.45000000000000007 as its eighth value: the table keeps
  /// the exact double, the words a designer reads say 0.45.
  @Test func aGridStepReadsAsTyped() {
    let value = SweepValue.number(linspace(0.1, 0.6, 11)[7])
    #expect(value.parameterText == "0.45000000000000007")
    #expect(value.readableText == "0.45")
    #expect(SweepValue.number(1234.5).readableText == "1234.5")
    #expect(SweepValue.number(0.000123456789012345).readableText == "0.000123456789012")
    #expect(SweepValue.text("easeIn").readableText == "easeIn")
    #expect(SweepValue.number(1e308).readableText == "1e+308")
  }
}
