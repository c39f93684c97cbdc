import NotebookFormat
import Testing

/// A sweep over words (`curve: [easeIn, easeOut]`) runs in a notebook as it does in `presslab
/// sweep`; what cannot be drawn over words fails that one cell, never the run.
@Suite struct TextAxisSweepTests {
  static let sweep = """
    ```presslab sweep
    id: eased
    definition: |
      model: uikit-curve
      parameters:
        duration: [0.2, 0.3, 0.4]
        delay: [0, 0.05]
        curve: [easeIn, easeOut]
      metrics: [overshoot_pct, settle_time]
    heatmap:
      - {x: duration, y: delay, metric: settle_time}
    at: {curve: easeOut}
    family: duration
    table: {sort: settle_time, limit: 4}
    ```

    ```presslab table
    sweep: eased
    limit: 3
    ```

    ```presslab recommend
    sweep: eased
    minimize: [settle_time, overshoot_pct]
    ```

    ```presslab curve
    curves:
      - {model: spring, duration: 0.4, bounce: 0.2}
    ```
    """

  @Test func aWordAxisSweepsChartsAndRecommends() throws {
    let report = try runNotebook(Self.sweep)
    #expect(report.records.map(\.status) == [.ok, .ok, .ok, .ok], "\(report.failures.map(\.message))")
    let csv = try #require(report.sweepTables.first?.csv).split(separator: "\n")
    #expect(csv.first == "duration,delay,curve,overshoot_pct,settle_time,invalid")
    #expect(csv.count == 13)
    // A delay of 0 is a float cell: "0.0", as data tools infer a float column from it.
    #expect(csv[1].hasPrefix("0.2,0.0,easeIn,"))
    #expect(csv[2].hasPrefix("0.2,0.0,easeOut,"))

    let sweep = try #require(report.record("eased"))
    #expect(sweep.figures.count == 2)
    #expect(sweep.figures[0].caption.contains("with curve easeOut"))
    // The table names each row's curve: easeOut settles sooner at the shortest duration.
    let table = try #require(sweep.tables.first)
    // Units stand in the header, so the cells hold numbers alone.
    #expect(table.header.prefix(3) == ["duration (ms)", "delay (ms)", "curve"])
    #expect(table.rows.first?.prefix(3) == ["200", "0", "easeOut"])
    let later = try #require(report.records[1].tables.first)
    #expect(later.rows.first?[2] == "easeOut")

    // The recommendation is made of the winning row's word, not the engine's default curve.
    let recommend = report.records[2]
    #expect(recommend.metrics.serialized().contains(#""curve": "easeOut""#))
  }

  @Test func aWordAxisWhereNumbersAreNeededFailsOnlyThatCell() throws {
    let text = Self.sweep.replacing("{x: duration, y: delay, metric: settle_time}", with: "{x: duration, y: curve, metric: settle_time}")
    let report = try runNotebook(text)
    let failure = try #require(report.record("eased")?.failure)
    #expect(failure.location == SourceLocation(file: "n.md", line: 11, column: 22))
    #expect(failure.message.contains("'curve' takes words"))
    // The curve cell after it still runs (the table and recommend cells need the sweep).
    #expect(report.records.last?.status == .ok)

    let family = try runNotebook(Self.sweep.replacing("family: duration", with: "family: curve"))
    #expect(family.record("eased")?.failure?.message.contains("'family' needs a numeric axis") == true)
    #expect(family.record("eased")?.failure?.location.line == 13)
    let at = try runNotebook(Self.sweep.replacing("{curve: easeOut}", with: "{curve: bouncy}"))
    #expect(at.record("eased")?.failure?.message.contains("one of its values: easeIn, easeOut") == true)
  }
}
