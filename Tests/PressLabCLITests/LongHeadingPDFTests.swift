import Foundation
import Testing
import _TestSupport

/// A heading so long that its one run is over 2,097,152 pt wide (about 200 KB at 17 pt bold):
/// Pango's 32-bit width sum wraps around and it lays the heading out as one line 20 pt tall, which
/// used to be placed as such and drew nowhere; only the appendix's source listing had the text.
/// 300 KB is well past that limit and the same failure as 1 MB, at a third of the run time.
@Suite struct LongHeadingPDFTests {
  @Test func aHeadingBeyondPangosWidthLimitIsInThePDFBody() throws {
    let words = 60_000
    let heading = String(String(repeating: "word ", count: words).dropLast())
    let folder = try TemporaryFolder("long-heading")
    defer { folder.remove() }
    try folder.write("---\ntitle: L1\n---\n\n# " + heading + "\n\nA paragraph.\n", to: "long.md")
    let run = try ProcessRunner.presslab(
      ["run", folder.path("long.md"), "-o", folder.path("out"), "--no-history"], environment: ["SOURCE_DATE_EPOCH": "1700000000"])
    #expect(run.status == 0, "\(run.all)")
    let text = try ProcessRunner.run("pdftotext", [folder.path("out/long/long.pdf"), "-"]).stdout
    // The body ends where appendix A's heading stands (its last mention: the contents list it too).
    let appendix = try #require(text.ranges(of: "A. Notebook source as run").last)
    let body = text[..<appendix.lowerBound]
    #expect(body.split(whereSeparator: \.isWhitespace).filter { $0 == "word" }.count >= words)
    #expect(body.contains("A paragraph."))
  }
}
