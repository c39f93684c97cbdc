import Drawing
import Foundation
import Testing

@testable import Reports

/// Prose with one enormous word is broken into lines and pages like any other text, instead of
/// overflowing one page (and being fitted character by character).
@Suite struct LongTextLayoutTests {
  @Test func aLongWordGetsBreakOpportunities() {
    let word = String(repeating: "x", count: 1000)
    let broken = Typesetter<RecordingCanvas>.breakable("a " + word + " b")
    #expect(broken.replacing("\u{200B}", with: "") == "a " + word + " b")
    let pieces = broken.split(separator: "\u{200B}")
    #expect(pieces.count == 1000 / Typesetter<RecordingCanvas>.longestUnbrokenWord + 1)
    #expect(Typesetter<RecordingCanvas>.breakable("short words stay as they are") == "short words stay as they are")
  }

  @Test func aHugeWordFlowsOverSeveralPagesInOrder() throws {
    let word = (0..<20_000).map { String($0 % 10) }.joined()
    let report = try runNotebook("# Long\n\n" + word + "\n")
    let laid = ReportLayout.layout(report, measurer: RecordingCanvas(size: ReportTheme().pageSize))
    var pagesWithWord = 0
    var text = ""
    for page in laid.pages {
      var onPage = ""
      for case .paragraph(let p, _, _, _) in page.elements {
        let t = p.runs.map(\.text).joined().replacing("\u{200B}", with: "")
        if t.allSatisfy(\.isNumber), t.count > 100 { onPage += t }
      }
      if !onPage.isEmpty { pagesWithWord += 1 }
      text += onPage
    }
    #expect(pagesWithWord > 1)
    #expect(text == word)
  }

  @Test func aParagraphFarLongerThanAPageIsNeverMeasuredWhole() {
    let style = TextStyle(size: 10)
    let page = ParagraphSplit.characterBudget(style, height: 700, width: 450)
    #expect(ParagraphSplit.mayFit(Paragraph(String(repeating: "word ", count: 100), style: style), height: 700, width: 450))
    #expect(!ParagraphSplit.mayFit(Paragraph(String(repeating: "w", count: 3 * page), style: style), height: 700, width: 450))
  }
}
