import CurveAnalysis
import Testing

@testable import Sweeps

/// A frame rate, window or button width that leaves the reading meaningless (no frame in the
/// window, pixel metrics of a 1e308 pt button) is refused at its line, by the limits
/// `MetricSettings` defines for every command.
@Suite struct SweepLimitTests {
  @Test(arguments: [
    ("fps: 0.001\n", "fps", 1), ("window: 1e-9\n", "window", 1), ("button: {width: 1e308}\n", "button.width", 1),
    ("fps: 20000\n", "fps", 1), ("window: 61\n", "window", 1),
  ])
  func outOfRangeSettingsAreRefusedAtTheirLine(setting: String, field: String, line: Int) {
    let text = setting + "model: spring\nparameters:\n  duration: [0.3, 0.5]\n"
    do {
      _ = try SweepDefinition.parse(text: text, file: "s.yaml")
      Issue.record("\(setting) was accepted")
    } catch {
      #expect(error.field == field, "\(error)")
      #expect(error.line == line, "\(error)")
      #expect("\(error)".contains("must be between"), "\(error)")
    }
  }

  @Test func theLimitsThemselvesAreAccepted() throws {
    let text = "fps: 10000\nwindow: 0.001\nbutton: {width: 10000}\nmodel: spring\nparameters:\n  duration: 0.3\n"
    let d = try SweepDefinition.parse(text: text, file: "s.yaml")
    #expect(d.fps == 10_000 && d.window == 0.001 && d.buttonWidth == 10_000)
  }
}
