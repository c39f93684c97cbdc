import Drawing
import Foundation
import Testing

@testable import Layout
import ReportModel
import NotebookFormat

/// Counts the characters handed to `measure`: the work Pango would do, without Pango.
final class MeasureCount: @unchecked Sendable { var characters = 0 }

struct CountingMeasurer: Canvas {
  var inner = RecordingCanvas(size: ReportTheme().pageSize)
  let count: MeasureCount
  var size: Size { inner.size }
  func measure(_ text: String, style: TextStyle) -> TextMetrics {
    count.characters += text.count
    return inner.measure(text, style: style)
  }
  func measure(_ paragraph: Paragraph, width: Double) -> ParagraphMetrics {
    count.characters += paragraph.plainText.count
    return inner.measure(paragraph, width: width)
  }
  mutating func fill(_ path: Path, color: Color, rule: FillRule) {}
  mutating func fill(_ path: Path, linearGradient stops: [(Double, Color)], from start: Point, to end: Point) {}
  mutating func stroke(_ path: Path, style: StrokeStyle) {}
  mutating func save() {}
  mutating func restore() {}
  mutating func clip(to path: Path) {}
  mutating func concatenate(_ transform: Drawing.AffineTransform) {}
  mutating func beginGroup() {}
  mutating func endGroup(opacity: Double) {}
  mutating func draw(_ image: RasterImage, in rect: Rect, interpolation: ImageInterpolation) {}
  mutating func drawShadow(of path: Path, color: Color, blur: Double, offset: Size) {}
  mutating func drawText(_ text: String, at point: Point, style: TextStyle, baseline: TextBaseline) {}
  mutating func drawParagraph(_ paragraph: Paragraph, at origin: Point, width: Double) -> Double { 0 }
}

/// BENCHMARK.md L1: a heading or a title far longer than a line costs work in proportion to its
/// length (the contents line and the running header are cut to one line by bisection, not by
/// dropping two characters and measuring again), and a heading taller than a page is split
/// between pages instead of running off the bottom.
@Suite struct LongHeadingTitleTests {
  static func words(_ count: Int) -> String { String(String(repeating: "word ", count: count).dropLast()) }

  @Test func aLongHeadingIsMeasuredInLinearWorkAndSplitBetweenPages() throws {
    let heading = Self.words(4000)  // 19,999 characters
    let report = try runNotebook("# " + heading + "\n\nAfter.\n")
    let count = MeasureCount()
    let laid = ReportLayout.layout(report, measurer: CountingMeasurer(count: count))
    // The body is laid out twice and the contents up to twice: a few passes over the text, each
    // a few times its length (page splits bisect), never the square of it.
    #expect(count.characters < 60 * heading.count, "\(count.characters) characters measured")
    let content = ReportTheme().content
    var headingText = ""
    for (i, page) in laid.pages.enumerated() {
      for case .paragraph(let p, let origin, let width, _) in page.elements {
        let height = RecordingCanvas(size: .a4).measure(p, width: width).height
        #expect(origin.y + height <= content.maxY + 0.5, "page \(i + 1): \(p.plainText.prefix(30))")
        if p.plainText.hasPrefix("word") || p.plainText.hasPrefix(" word") { headingText += p.plainText }
      }
      // The contents line is one line with an ellipsis.
      for case .text(let t, _, _, _) in page.elements where t.hasPrefix("word word") {
        #expect(t.hasSuffix("…") && t.count < 200, "\(t.count)")
      }
    }
    #expect(headingText.replacing("\u{200B}", with: "").split(separator: " ").count >= 4000)
  }

  @Test func aLongTitleIsCutToOneLineInTheRunningHeader() throws {
    let title = Self.words(20_000)  // 99,999 characters
    let report = try runNotebook("---\ntitle: " + title + "\n---\n\n# Body\n\nText.\n")
    let count = MeasureCount()
    let laid = ReportLayout.layout(report, measurer: CountingMeasurer(count: count))
    #expect(count.characters < 20 * title.count, "\(count.characters) characters measured")
    let content = ReportTheme().content
    var headers = 0
    for page in laid.pages {
      for case .text(let t, let at, let style, _) in page.elements where t.hasPrefix("word word") {
        headers += 1
        #expect(t.hasSuffix("…"))
        #expect(at.x + RecordingCanvas.advance(of: t, size: style.size) <= content.maxX)
      }
    }
    #expect(headers >= 2)
  }
}
