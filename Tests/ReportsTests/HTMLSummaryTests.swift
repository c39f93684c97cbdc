import Foundation
import Testing
import _TestSupport

@testable import Execution
@testable import HTMLTwin
@testable import ReportModel

/// The HTML twin's decision sheet lists every decision page 1 lists: a button's touch-down, then
/// its release, with page 1's columns and numbers. Read back by Python's own HTML parser, so the escaping is
/// checked by a real client: text with markup in it comes back as written.
@Suite struct HTMLSummaryTests {
  static let parse = """
    import json, sys
    from html.parser import HTMLParser
    class Summary(HTMLParser):
        def __init__(self):
            super().__init__(); self.inside = False; self.rows = []; self.cell = None
        def handle_starttag(self, tag, attrs):
            if tag == "table" and ("class", "summary") in attrs: self.inside = True
            elif self.inside and tag == "tr": self.rows.append([])
            elif self.inside and tag in ("td", "th"): self.cell = ""
            elif self.cell is not None and tag == "br": self.cell += "\\n"
        def handle_endtag(self, tag):
            if tag == "table": self.inside = False
            elif self.inside and tag in ("td", "th") and self.cell is not None: self.rows[-1].append(self.cell); self.cell = None
        def handle_data(self, data):
            if self.cell is not None: self.cell += data
    p = Summary(); p.feed(open(sys.argv[1], encoding="utf-8").read()); print(json.dumps(p.rows))
    """

  @Test func theSummaryListsPressAndReleaseDecisions() throws {
    var report = try runNotebook(PressDecisionTests.notebook(sweep: PressDecisionTests.grow, recommend: "preset: shrink-grow\nphase: both"))
    let i = try #require(report.summaries.firstIndex { $0.preset == "shrink-grow" })
    let press = try #require(report.summaries[i].press), release = try #require(report.summaries[i].decision)
    // Markup in a decision's words stays text.
    let marked = "<b>deep</b> & \"quick\" </table><script>x()</script>"
    report.summaries[i].press?.verdict = marked
    let folder = try TemporaryFolder("html-summary")
    defer { folder.remove() }
    let page = try folder.write(ReportHTML.render(report, images: [:]), to: "page.html")
    let script = try folder.write(Self.parse, to: "parse.py")
    let out = try ProcessRunner.run("python3", [script, page])
    #expect(out.status == 0, "\(out.all)")
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [[String]])
    // Page 1's columns, the verdict and the snap included.
    #expect(rows.first == ["Button", "Verdict", "Pick, the call to type", "Overshoot", "Settles · fully pressed", "Snap"])
    let mine = rows.filter { $0.first?.hasPrefix("Shrink-and-grow UIButton") == true }
    #expect(mine.map { $0[0].split(separator: "\n").last.map { String($0.prefix(while: { $0 != " " })) } } == ["touch-down", "release"], "\(rows)")
    guard mine.count == 2 else { return }
    func expected(_ d: ButtonDecision, verdict: String) -> [String] {
      let pick = d.pick?.reading
      let snap = d.nowReading.snapPx == nil && pick?.snapPx == nil ? "—" : "\(d.nowReading.snapText) → \(pick?.snapText ?? "—")"
      return [verdict, "\(d.nowReading.overshootText) → \(pick?.overshootText ?? "—")", "\(d.nowReading.settleText) → \(pick?.settleText ?? "—")", snap]
    }
    #expect([mine[0][1]] + mine[0][3...] == expected(press, verdict: marked))
    #expect([mine[1][1]] + mine[1][3...] == expected(release, verdict: release.verdict))
    // The pick as the call to type, with the invisible break opportunities taken out.
    for (row, d) in zip(mine, [press, release]) {
      let pick = try #require(d.pick)
      #expect(row[2].replacing("\u{200B}", with: "").contains(pick.call ?? pick.curve), "\(row[2])")
    }
  }
}
