import Foundation
import Plotting
import Testing
import TextFormats

@testable import Cells
@testable import Execution
@testable import ReportModel

/// A sweep cell standing for PEButton (which stays pressed 100 ms after the finger lifts) reads its
/// own heatmaps and table the one way page 1 and results.json do: times from the lift, the hold
/// included. Checked against the sweep's own CSV plus 100 ms; the CSV keeps the curves' times.
@Suite struct SweepHoldTests {
  /// Two durations: the map is the sweep's own slice, one cell per row of the CSV.
  static let grid = """
    window: 1.0
    parameters:
      damping: [0.6, 0.8, 1]
      duration: [0.1, 0.2]
      velocity: [0]
    metrics: [overshoot_px, settle_time_px]
    """

  static func notebook(definition: String, after: String = "") -> String {
    """
    ---
    title: held
    ---

    ```presslab sweep
    id: held
    definition: |
    \(definition.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
    heatmap:
      - {x: damping, y: duration, metric: settle_time_px, contours: [0.3]}
      - {x: damping, y: duration, metric: overshoot_px}
    table: {sort: settle_time_px, limit: 6, columns: [settle_time_px, overshoot_px]}
    ```
    \(after)
    """
  }

  /// The map's cells, the table's settle column and the captions, against the CSV.
  func check(_ report: ExecutedReport, hold: Double, prefix: String = "") throws {
    let record = try #require(report.record("held"))
    #expect(record.status == .ok, "\(record.failure?.message ?? "")")
    let csv = PressDecisionTests.rows(try #require(record.csv))
    #expect(csv.count == 6)
    let map = try #require(record.figures.first { $0.id == "held-heatmap-1" }.flatMap { ($0.drawing as? ChartFigure<Heatmap>)?.chart })
    for row in csv {
      let damping = try #require(row[prefix + "damping"]), duration = try #require(row[prefix + "duration"])
      let c = try #require(map.xValues.firstIndex(of: damping)), r = try #require(map.yValues.firstIndex(of: duration))
      let settle = try #require(row["settle_time_px"])
      #expect(abs(map.values[r][c] - (settle + hold)) < 1e-12, "damping \(damping), duration \(duration)")
    }
    // Overshoot is a size, not a moment: no hold.
    let overshoot = try #require(record.figures.first { $0.id == "held-heatmap-2" }.flatMap { ($0.drawing as? ChartFigure<Heatmap>)?.chart })
    let csvOvershoots = Set(csv.compactMap { $0["overshoot_px"] })
    for v in overshoot.values.joined() { #expect(csvOvershoots.contains(v)) }
    let table = try #require(record.tables.first)
    let column = try #require(table.header.firstIndex { $0.hasPrefix("settle time to ½ px") })
    let expected = csv.compactMap { $0["settle_time_px"] }.map { String(Int((($0 + hold) * 1000).rounded())) }.sorted { Int($0)! < Int($1)! }
    #expect(table.rows.map { $0[column] } == expected)
    let captions = record.figures.map(\.caption)
    let said = "including the 100 ms PEButton stays pressed after it"
    #expect(captions[0].contains(said) == (hold > 0), "\(captions[0])")
    #expect(!captions[1].contains(said))
    #expect((table.title ?? "").contains(said) == (hold > 0), "\(table.title ?? "")")
  }

  @Test func aPresetSweepOfPEButtonReadsFromTheLift() throws {
    let definition = "preset: pebutton\n" + Self.grid.replacing("  damping", with: "  release.damping")
      .replacing("  duration", with: "  release.duration").replacing("  velocity", with: "  release.velocity")
    let text = Self.notebook(definition: definition)
      .replacing("x: damping, y: duration", with: "x: release.damping, y: release.duration")
    try check(try runNotebook(text), hold: 0.1, prefix: "release.")
  }

  @Test func aModelSweepReadByPEButtonsReleaseReadsFromTheLift() throws {
    let report = try runNotebook(
      Self.notebook(
        definition: "model: uikit-spring\n" + Self.grid,
        after: "\n```presslab recommend\nid: pick\nsweep: held\npreset: pebutton\n```\n"))
    try check(report, hold: 0.1)
  }

  @Test func aSweepWithoutAHeldButtonKeepsTheCurvesTimes() throws {
    let report = try runNotebook(
      Self.notebook(
        definition: "model: uikit-spring\n" + Self.grid,
        after: "\n```presslab recommend\nid: pick\nsweep: held\npreset: shrink-grow\n```\n"))
    try check(report, hold: 0)
  }
}
