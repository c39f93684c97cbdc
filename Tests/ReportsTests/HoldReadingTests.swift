import Foundation
import Plotting
import Testing
import TextFormats

@testable import Cells
@testable import Execution
@testable import ReportModel

/// PEButton stays pressed 100 ms after the finger lifts. Its release is read one way everywhere:
/// times from the lift, the hold included: the reading page 1 prints, the winner in results.json,
/// the candidate scatter and the decision map, all against the sweep's own table plus 100 ms.
@Suite struct HoldReadingTests {
  @Test func aHeldButtonIsReadFromTheLiftEverywhere() throws {
    let sweep = """
      model: uikit-spring
      window: 1.0
      parameters:
        damping: [0.6, 0.8, 1]
        duration: [0.1, 0.2, 0.3]
        velocity: [0, 1]
        scale: [0.9]
      metrics: [overshoot_px, settle_time_px, end_jump_px]
      """
    let report = try runNotebook(
      PressDecisionTests.notebook(sweep: sweep, recommend: "preset: pebutton\nconstraints:\n  settle_time_px: {max: 0.3}\nminimize: [settle_time_px, overshoot_px]"))
    let record = try #require(report.record("pick"))
    #expect(record.status == .ok, "\(record.failure?.message ?? "")")
    let csv = PressDecisionTests.rows(try #require(report.record("down")?.csv))
    let held = Set(csv.compactMap { $0["settle_time_px"] }.map { NumberText.milliseconds($0 + 0.1) })
    #expect(PressDecisionTests.number(PressDecisionTests.member(record.metrics, "hold")) == 0.1)
    // results.json's winner and page 1's reading are the same number, from the lift.
    let winner = try #require(PressDecisionTests.number(PressDecisionTests.member(PressDecisionTests.member(record.metrics, "winner"), "settle_time_px")))
    let decision = try #require(report.summaries.first { $0.preset == "pebutton" }?.decision)
    #expect(decision.pick?.reading.settle == winner)
    #expect(winner >= 0.1)
    // The scatter's settle times are the table's, 100 ms later.
    let scatter = try #require(record.figures.first { $0.id == "pick-pareto" }.flatMap { ($0.drawing as? ChartFigure<ScatterChart>)?.chart })
    #expect(!scatter.x.isEmpty)
    for x in scatter.x { #expect(held.contains(NumberText.milliseconds(x)), "scatter \(x)") }
    // The Pareto table's settle column: every entry is a table row's settle time plus the hold.
    let pareto = try #require(record.tables.first { $0.title?.hasPrefix("The Pareto front") == true })
    let column = try #require(pareto.header.firstIndex { $0.hasPrefix("settle time to ½ px") })
    // (in whole ms: the unit is in the column's header)
    let heldMs = Set(csv.compactMap { $0["settle_time_px"] }.map { String(Int((($0 + 0.1) * 1000).rounded())) })
    for row in pareto.rows { #expect(heldMs.contains(row[column]), "Pareto \(row[column]) ms is not a table time + 100 ms") }
    // The decision map's colours are times from the lift too.
    let map = try #require(record.figures.first { $0.id == "pick-map" }.flatMap { ($0.drawing as? ChartFigure<Heatmap>)?.chart })
    #expect(map.values.joined().filter { !$0.isNaN }.allSatisfy { $0 >= 0.1 })
  }
}
