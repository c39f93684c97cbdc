import Drawing
import Figures
import Plotting
import Testing

@Suite struct R1ReportTests {
  /// BENCHMARK.md's W1 checksum is over 200,000 curves; the scale does not change settle time or
  /// overshoot_pct, so the 20,000-curve (ζ, v0, d) grid must give a tenth of each sum.
  @Test func scoresMatchTheW1Checksum() {
    let grid = R1Report.scoreGrid(threads: 2)
    #expect(grid.count == 20_000)
    let finite = grid.filter { $0.settleTime.isFinite }
    #expect(finite.count * 10 == 177_760)
    #expect(abs(finite.reduce(0) { $0 + $1.settleTime } * 10 - 120_277.25) < 1e-6)
    #expect(abs(grid.reduce(0) { $0 + $1.overshootPct } * 10 - 5_670_368.480252915) < 1e-5)
  }

  @Test func twentyPagesWithTheirCharts() {
    var pages = RecordedPages()
    let summary = R1Report.render(into: &pages)
    #expect(summary.pages == 20 && pages.pages.count == 20)
    #expect(summary.scatterPoints == 10_000)
    for page in pages.pages { #expect(page.allMarks(inside: Rect(size: R1Report.pageSize).insetBy(dx: R1Report.margin - 1, dy: R1Report.margin - 1))) }
    #expect(pages.bookmarks[0].title == "Spring family at v0 = 0/s, d = 300 ms")
    #expect(pages.pages[10].texts.map(\.text).contains("overshoot (%)"))
    #expect(pages.pages[19].texts.map(\.text).contains("curves (2000)"))
  }
}
