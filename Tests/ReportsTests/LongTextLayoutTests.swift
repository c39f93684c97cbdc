import Drawing
import Foundation
import Testing

@testable import Layout

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

  /// BENCHMARK.md L1-prose: one paragraph over hundreds of pages is measured one page-sized head
  /// per page (cut at its first line that does not fit), not by bisection over each page's text,
  /// so the characters measured stay a small multiple of the paragraph at 100 KB and at 1 MB.
  @Test(arguments: [100_000, 1_000_000])
  func aParagraphOverManyPagesIsMeasuredInLinearWork(bytes: Int) {
    let text = String(String(repeating: "word ", count: bytes / 5).dropLast())
    let count = MeasureCount()
    var flow = Flow(theme: ReportTheme(), measurer: CountingMeasurer(count: count))
    flow.paragraph(Paragraph(text, style: ReportTheme().body))
    #expect(count.characters < 4 * text.count, "\(count.characters) characters measured for \(text.count)")
    // Every word is placed once, in order, and every piece stays on its page.
    var placed = ""
    for page in flow.pages {
      for case .paragraph(let p, let origin, let width, _) in page.elements {
        placed += p.plainText
        #expect(origin.y + RecordingCanvas(size: .a4).measure(p, width: width).height <= ReportTheme().content.maxY + 0.5)
      }
    }
    #expect(placed == text)
    #expect(flow.pages.count > bytes / 10_000)
  }

  @Test func aParagraphFarLongerThanAPageIsNeverMeasuredWhole() {
    let style = TextStyle(size: 10)
    let page = ParagraphSplit.characterBudget(style, height: 700, width: 450)
    #expect(ParagraphSplit.mayFit(Paragraph(String(repeating: "word ", count: 100), style: style), height: 700, width: 450))
    #expect(!ParagraphSplit.mayFit(Paragraph(String(repeating: "w", count: 3 * page), style: style), height: 700, width: 450))
  }
}

/// A code line far longer than a page (the source listing of a notebook with a 100 KB parameter)
/// is set in pieces with break opportunities, split between pages, every character kept in order.
@Suite struct LongCodeLineTests {
  @Test func aHugeCodeLineFlowsOverPagesInPieces() {
    let line = (0..<50_000).map { String(UnicodeScalar(UInt8(97 + $0 % 26))) }.joined()
    var flow = Flow(theme: ReportTheme(), measurer: RecordingCanvas(size: ReportTheme().pageSize))
    flow.code("short line\n" + line + "\nlast line")
    flow.newPage()
    var texts: [String] = []
    for (i, page) in flow.pages.enumerated() {
      for case .paragraph(let p, let origin, let width, _) in page.elements {
        texts.append(p.plainText)
        // Every piece stays on its page.
        let height = RecordingCanvas(size: .a4).measure(p, width: width).height
        #expect(origin.y + height <= ReportTheme().content.maxY + 0.5, "page \(i + 1)")
      }
    }
    #expect(flow.pages.count > 2)
    let all = texts.joined(separator: "\n").replacing("\u{200B}", with: "")
    #expect(all.replacing("\n", with: "") == "short line" + line + "last line")
    #expect(all.hasPrefix("short line\n") && all.hasSuffix("\nlast line"))
    // Pieces carry a break opportunity every `longestUnbrokenWord` characters.
    let longestRun = texts.joined(separator: "\n").split(whereSeparator: { $0 == "\u{200B}" || $0 == "\n" }).map(\.count).max() ?? 0
    #expect(longestRun <= Typesetter<RecordingCanvas>.longestUnbrokenWord)
  }

  @Test func ordinaryCodeLinesAreSetAsWritten() {
    var flow = Flow(theme: ReportTheme(), measurer: RecordingCanvas(size: ReportTheme().pageSize))
    let code = String(repeating: "let x = 1 // a comment that runs on ", count: 30)
    flow.code(code)
    let paragraphs = flow.pages.flatMap(\.elements).compactMap { e -> String? in
      if case .paragraph(let p, _, _, _) = e { p.plainText } else { nil }
    }
    #expect(paragraphs == [code])
  }
}

/// BENCHMARK.md L1-param: a parameter value of many pages in appendix B's table (a row is never
/// split between pages) is cut to `Appendix.longestValue` characters with its length, so the row
/// stays on its page; the cover (for this run's values) and the source listing hold it whole.
@Suite struct LongParameterTableTests {
  @Test func aLongParameterValueIsCutInTheParametersTable() throws {
    let value = String(String(repeating: "word ", count: 2000).dropLast())  // 9,999 characters
    let report = try runNotebook("---\ntitle: P\nparameters:\n  text: \"" + value + "\"\n---\n\n# Prose\n\nThe text: $text\n")
    let laid = ReportLayout.layout(report, measurer: RecordingCanvas(size: ReportTheme().pageSize))
    let content = ReportTheme().content
    var cut: [String] = []
    for (i, page) in laid.pages.enumerated() {
      for case .paragraph(let p, let origin, let width, _) in page.elements {
        let height = RecordingCanvas(size: .a4).measure(p, width: width).height
        #expect(origin.y + height <= content.maxY + 0.5, "page \(i + 1): \(p.plainText.prefix(30))")
        if p.plainText.hasSuffix("… (9999 characters)") { cut.append(p.plainText) }
      }
    }
    // Value and default, each its first 1,000 characters.
    #expect(cut.count == 2)
    #expect(cut.allSatisfy { $0.replacing("\u{200B}", with: "").hasPrefix(String(value.prefix(Appendix.longestValue))) })
  }
}
