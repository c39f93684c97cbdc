import CurveAnalysis
import Curves
import NotebookFormat
import Presets
import Sweeps
import Testing
import TextFormats
import _TestSupport

@testable import Cells

/// The report's words come from typed values: a preset's curve from its `CurveSpec`, and every
/// metric column, budget and `presslab press` column from the metric registry.
@Suite struct TypedReportWordsTests {
  /// The words the report prints for the seeds' curves, written out by hand from the preset files:
  /// design words (the API's terms are the appendix's, `CurveWords.call`).
  @Test func presetCurvesReadFromTheirSpec() throws {
    let expected: [(preset: String, role: Preset.Role, words: String)] = [
      ("shrink-shadow", .press, "ease-out, 300 ms"),
      ("shrink-shadow", .release, "spring, 300 ms, damping ratio 0.05, velocity 1"),
      ("shrink-grow", .press, "ease-in-out, 100 ms"),
      ("pin-shake", .press, "a three-step shake over 250 ms"),
      ("home-wobble", .press, "a four-step wobble over 400 ms, repeating forever"),
    ]
    for e in expected {
      let group = try #require(try Datasets.preset(e.preset).group(for: e.role), "\(e.preset)")
      #expect(PresetAccess.curveText(group) == e.words, "\(e.preset) \(e.role)")
    }
  }

  /// A curve changed by a sweep path is described by its new values: no text to keep in step.
  @Test func aVariedCurveIsDescribedByItsNewValues() throws {
    let preset = try Datasets.preset("shrink-shadow").varying("release.damping", to: 0.25)
    let group = try #require(preset.group(for: .release))
    #expect(PresetAccess.curveText(group) == "spring, 300 ms, damping ratio 0.25, velocity 1")
    #expect(CurveWords.call(group.curve.spec) == "uikit-spring delay=0 duration=0.3 damping=0.25 velocity=1")
    let swapped = try #require(
      Filmstrips.replacingRelease(preset, with: try Curve.make(model: "bezier", parameters: [("duration", "0.2"), ("curve", "easeIn")])))
    #expect(Filmstrips.releaseCurve(swapped) == "ease-in, 200 ms")
  }

  /// Every registry metric is a sweep column, by name and in registry order.
  @Test func everyMetricIsASweepColumn() throws {
    let names = Metric.allCases.map(\.name).joined(separator: ", ")
    let definition = try SweepDefinition.parse(
      text: "model: spring\nparameters:\n  duration: [0.2, 0.4]\n  bounce: 0.2\nmetrics: [\(names)]\n", file: "s.yaml")
    #expect(definition.metrics == Metric.allCases)
    #expect(SweepColumns(definition).metrics == Metric.allCases)
    let table = try Sweep.table(definition)
    #expect(table.metricColumns.map(\.name) == Metric.allCases.map(\.name))
  }

  /// Budgets take exactly the registry's budgeted metrics; every other metric is refused by name.
  @Test func budgetsTakeTheRegistrysBudgetedMetrics() throws {
    #expect(Metric.budgeted.map(\.name) == ["overshoot_px", "end_jump_px", "settle_time_px"])
    for metric in Metric.allCases {
      let text = "---\ntitle: B\nbudgets:\n  \(metric.name): {max: 1}\n---\n# A\n"
      do {
        let notebook = try NotebookParser().parse(Array(text.utf8), file: "b.md")
        #expect(metric.isBudgeted && notebook.budgets.map(\.metric) == [metric], "\(metric)")
      } catch let error as NotebookError {
        #expect(!metric.isBudgeted, "\(metric): \(error)")
        #expect(error.message.contains("(overshoot_px, end_jump_px, settle_time_px)"), "\(error)")
      }
    }
  }

  /// The table columns a cell names are registry metrics, headed as the report heads them.
  @Test func tableColumnsComeFromTheRegistry() {
    #expect(PresetColumn.allCases.map(\.rawValue) == ["preset", "phase", "curve", "overshoot_px", "peak_time", "settle_time_px", "end_jump_px"])
    #expect(PresetColumn.allCases.map { $0.header(.standard) } == ["Button", "Phase", "Curve", "Overshoot", "Peak", "Settles (½ px)", "End jump"])
    #expect(MetricText.header(.standard) == ["Overshoot", "Overshoot px", "Peak", "Settles (2%)", "Settles (½ px)", "End jump", "Swings"])
    // The settle to the visibility threshold names the report's threshold, the others stay.
    #expect(MetricText.header(Visibility(devicePixels: 1)) == ["Overshoot", "Overshoot px", "Peak", "Settles (2%)", "Settles (1 px)", "End jump", "Swings"])
    #expect(PropertyReport.columns.map(\.compactName) == [
      "overshoot_%", "peak_t", "rise_t", "settle_t", "settle_px_t", "end_jump_%", "end_jump_px", "osc", "min", "max",
    ])
  }

  /// One whole-number formatter per purpose.
  @Test func wholeNumbersReadOneWay() {
    #expect([1.0, -3, 0.05, 1e-7, 0.1 + 0.2, 1e15].map(NumberText.parameter) == ["1", "-3", "0.05", "1e-07", "0.30000000000000004", "1000000000000000.0"])
    #expect([2.5, 2.4, -0.6, 119.5].map(NumberText.whole) == ["3", "2", "-1", "120"])
    #expect(NumberText.milliseconds(0.1195) == "120 ms")
  }
}
