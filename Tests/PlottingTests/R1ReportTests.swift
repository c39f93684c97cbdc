import Drawing
import Plotting
import Testing

@Suite struct R1ReportTests {
  /// BENCHMARK.md's W1 checksum is over 200,000 curves; the scale does not change settle time or
  /// overshoot_pct, so the 20,000-curve (ζ, v0, d) grid must give a tenth of each sum.
  @Test func scoresMatchTheW1Checksum() {
    let grid = W1Grid.scoreGrid()
    #expect(grid.count == 20_000)
    let finite = grid.filter { $0.settleTime.isFinite }
    #expect(finite.count * 10 == 177_760)
    #expect(abs(finite.reduce(0) { $0 + $1.settleTime } * 10 - 120_277.25) < 1e-6)
    #expect(abs(grid.reduce(0) { $0 + $1.overshootPct } * 10 - 5_670_368.480252915) < 1e-5)
  }

  @Test func samplesFollowTheClosedForm() {
    let x = W1Grid.samples(zeta: 0.3, v0: 4, duration: 0.45)
    let w0 = 2 * Double.pi / 0.45, a = 0.3 * w0, wd = w0 * (1 - 0.09).squareRoot(), b = (4 - a) / wd
    for k in stride(from: 0, to: 241, by: 7) {
      let t = Double(k) / 120
      // cos/sin through the rotation identity of the drawing module are not available here,
      // so compare against the series-free form e = e^{-at}(B sin − cos) using Double's own math.
      let e = expApprox(-a * t) * (b * sinApprox(wd * t) - cosApprox(wd * t))
      #expect(abs(x[k] - (1 + e)) < 1e-9)
    }
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

// Small independent implementations of exp, sin and cos (Taylor series with range reduction)
// so the check does not reuse the code under test.
func expApprox(_ x: Double) -> Double {
  var n = 0
  var r = x
  while abs(r) > 0.5 { r /= 2; n += 1 }
  var term = 1.0, sum = 1.0
  for k in 1...30 { term *= r / Double(k); sum += term }
  for _ in 0..<n { sum *= sum }
  return sum
}
func sinApprox(_ x: Double) -> Double {
  let r = x - (x / (2 * .pi)).rounded() * 2 * .pi
  var term = r, sum = r
  for k in 1...30 { term *= -r * r / Double((2 * k) * (2 * k + 1)); sum += term }
  return sum
}
func cosApprox(_ x: Double) -> Double {
  let r = x - (x / (2 * .pi)).rounded() * 2 * .pi
  var term = 1.0, sum = 1.0
  for k in 1...30 { term *= -r * r / Double((2 * k - 1) * (2 * k)); sum += term }
  return sum
}
