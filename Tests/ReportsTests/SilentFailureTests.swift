import CurveAnalysis
import NotebookFormat
import Sweeps
import Testing

@testable import Cells
@testable import Execution

/// What a chart or a recommendation leaves out is said in the report, with why.
@Suite struct SilentFailureTests {
  func context(_ notebook: Notebook) -> RunContext {
    RunContext(
      notebook: notebook, readFile: { _ in nil }, shared: [:], threads: 1,
      environment: ReportEnvironment(clock: { 0 }, readFile: { _ in nil }, date: 0, versions: []))
  }

  @Test func aFamilyNamesTheCurvesItLeavesOut() throws {
    let text = """
      ```presslab sweep
      id: f
      definition: |
        model: spring
        parameters:
          duration: [0.2, 0.4]
          bounce: 0.2
      family: duration
      ```
      """
    let notebook = try NotebookParser().parse(Array(text.utf8), file: "f.md")
    let cell = notebook.cells[0]
    let definition = try SweepSource.definition(cell, context: context(notebook))
    var columns = SweepColumns(definition)
    let whole = try #require(try SweepCharts.family(cell, columns: columns, definition: definition, at: [:]))
    #expect(whole.dropped.isEmpty)
    // A value the curve engine refuses is left out of the chart and named with its reason.
    columns.axes[0].values = [.number(0), .number(0.2), .number(0.4)]
    let family = try #require(try SweepCharts.family(cell, columns: columns, definition: definition, at: [:]))
    #expect(family.dropped.count == 1)
    #expect(family.dropped.first?.hasPrefix("duration 0: ") == true)
    #expect(family.dropped.first?.contains("must be > 0") == true, "\(family.dropped)")
  }

  @Test func aRecommendationSaysWhichRowsAreNoCurve() throws {
    let text = "```presslab recommend\nsweep: s\nminimize: [settle_time, overshoot_pct]\n```\n"
    let notebook = try NotebookParser().parse(Array(text.utf8), file: "r.md")
    var context = context(notebook)
    // The fastest row has no valid spring (duration 0): it must not be recommended, nor vanish.
    var rows = SweepRows(
      parameterNames: ["duration"], metrics: [.settleTime, .overshootPct],
      rows: [[0, 0.1, 0], [0.3, 0.3, 0], [0.5, 0.5, 0]], preset: nil, model: "spring")
    rows.definition = try SweepDefinition.parse(
      text: "model: spring\nparameters:\n  duration: [0, 0.3, 0.5]\n  bounce: 0\n", file: "s.yaml")
    context.shared["s"] = SweepShare.rows(rows)
    let output = try RecommendRunner().run(notebook.cells[0], context: context)
    let notes = output.items.compactMap { if case .note(let n) = $0 { return n } else { return nil } }
    #expect(notes.contains { $0.hasPrefix("1 row was left out of the candidates: row 1 of the sweep cannot be made into a curve") }, "\(notes)")
    // The pick is the 0.3 s row, moved to the typed grid (5 ms) and scored there: 0.295 s settles sooner.
    let json = output.metrics.serialized()
    let winner = json.range(of: #""winner": {"duration": "#).flatMap { Double(json[$0.upperBound...].prefix { $0 != "," }) }
    #expect(winner.map { abs($0 - 0.3) <= 0.0101 && abs($0 * 200 - ($0 * 200).rounded()) < 1e-9 } == true, "\(json)")
  }
}
