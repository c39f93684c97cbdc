import Plotting
import Testing

@testable import Cells
@testable import ReportModel

/// A press is seen when its edge moves at least the notebook's `visible_px`, the one threshold of
/// every other reading: at 4 px the depth map hatches, the note counts, the words say and the
/// options leave out every depth whose edge moves less (160 pt at 3×: 160 · (1 − s) / 2 · 3 px).
@Suite struct PressVisibilityTests {
  static let notebook = """
    ---
    title: press
    parameters:
      visible_px: 4
    ---

    ```presslab sweep
    id: down
    definition: |
      model: uikit-curve
      window: 1.0
      button: {width: 160, screen_scale: 3}
      parameters:
        duration: [0.05, 0.1, 0.2]
        curve: [easeOut]
        scale: [0.85, 0.9, 0.95, 0.99, 0.998]
      metrics: [overshoot_px, settle_time_px]
    ```

    ```presslab recommend
    id: pick
    sweep: down
    preset: shrink-grow
    phase: press
    prefer: no-bounce
    minimize: [settle_time_px, overshoot_px]
    ```
    """

  static func travel(_ scale: Double) -> Double { 160 * (1 - scale) / 2 * 3 }

  @Test func aPressIsSeenFromTheNotebooksVisiblePx() throws {
    let report = try runNotebook(Self.notebook)
    let record = try #require(report.record("pick"))
    #expect(record.status == .ok, "\(record.failure?.message ?? "")")
    let figure = try #require(record.figures.first { $0.id == "pick-press-depth" })
    let map = try #require((figure.drawing as? ChartFigure<Heatmap>)?.chart)
    let hidden = try #require(map.excluded)
    for (c, s) in map.xValues.enumerated() {
      for row in hidden { #expect(row[c] == (Self.travel(s) < 4), "scale \(s): \(Self.travel(s)) px") }
    }
    // 0.99 moves the edge 2.4 px: seen at 1 px, hatched here.
    #expect(hidden.joined().contains(true) && hidden.joined().contains(false))
    #expect(map.excludedLabel == "under 4 device pixels: no visible press")
    #expect(figure.caption.contains("Hatched: the edge moves less than 4 device pixels, so the press is not seen (scale 0.9"), "\(figure.caption)")
    // The sweep's 15 rows: 3 durations at each of the two depths under 4 px.
    let csv = try #require(report.record("down")?.csv)
    let scales = PressDecisionTests.rows(csv).compactMap { $0["scale"] }
    let unseen = scales.filter { Self.travel($0) < 4 }.count
    #expect(unseen == 6)
    #expect(record.notes.contains("\(unseen) curves were left out: they move the button's edge less than 4 device pixels, so nobody sees the press."), "\(record.notes)")
    // No bounce picks the fastest: the shallowest depth seen (0.95, 12 px), though 0.99 is at rest sooner.
    let press = try #require(report.summaries.first { $0.preset == "shrink-grow" }?.press)
    let picked = try #require(PressDecisionTests.number(PressDecisionTests.member(PressDecisionTests.member(record.metrics, "winner"), "scale")))
    #expect(picked == 0.95, "\(press.options.map(\.curve))")
    let settles = PressDecisionTests.rows(csv).filter { $0["scale"] != nil }
    let soonest = { (s: Double) in settles.filter { $0["scale"] == s }.compactMap { $0["settle_time_px"] }.min() ?? .infinity }
    #expect(soonest(0.99) < soonest(0.95))
    for option in press.options {
      let scale = try #require(option.curve.firstMatch(of: /to scale ([0-9.]+)/).flatMap { Double($0.1) }, "\(option.curve)")
      #expect(Self.travel(scale) >= 4, "\(option.rule): \(option.curve)")
    }
  }
}
