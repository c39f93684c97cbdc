import CairoBackend
import Drawing
import Testing

/// Pango (1.44 and later) adds a hyphen where it breaks a line inside a word. In a narrow table
/// cell that puts a hyphen inside code (`.interpolatingSpri-ng(`) or a number, which the PDF's
/// text layer does not hold: the page and a copy of it disagree. Breaks carry no hyphen.
@Suite struct HyphenationTests {
  /// The rightmost column with ink in rows `rows` (white background), or -1.
  static func rightmostInk(_ image: RasterImage, rows: Range<Int>) -> Int {
    for x in stride(from: image.width - 1, through: 0, by: -1) where rows.contains(where: { image[x, $0].red < 0.6 }) { return x }
    return -1
  }

  @Test(arguments: [TextRun.Emphasis.code, .plain])
  func aWordBrokenAcrossLinesGetsNoHyphen(_ emphasis: TextRun.Emphasis) throws {
    let text = ".interpolatingSpring(mass:"
    var style = TextStyle()
    style.size = 10
    let paragraph = Paragraph([TextRun(text, emphasis)], style: style)
    let width = 60.0, scale = 4.0
    var starts: [Int] = []
    var firstLineHeight = 0.0
    let wrapped = try ImageRenderer.pixels(size: Size(width + 40, 80), scale: scale) { canvas in
      let m = canvas.measure(paragraph, width: width)
      starts = m.lineStarts
      firstLineHeight = m.lineBottoms.first ?? 0
      canvas.drawParagraph(paragraph, at: Point(0, 0), width: width)
    }
    // The word is too wide for the cell: it breaks inside.
    #expect(starts.count >= 2, "no break: \(starts)")
    guard starts.count >= 2 else { return }
    let firstLine = String(text.unicodeScalars.prefix(starts[1]).map(Character.init))
    // The same first line alone, unwrapped, at the same place: its ink ends where the wrapped
    // line's does unless a hyphen was added.
    let alone = try ImageRenderer.pixels(size: Size(width + 40, 80), scale: scale) { canvas in
      canvas.drawParagraph(Paragraph([TextRun(firstLine, emphasis)], style: style), at: Point(0, 0), width: width + 40)
    }
    let rows = 0..<Int(firstLineHeight * scale)
    let a = Self.rightmostInk(wrapped, rows: rows), b = Self.rightmostInk(alone, rows: rows)
    #expect(a > 0 && b > 0)
    #expect(abs(a - b) <= 1, "the broken line '\(firstLine)' ends at \(a) px, alone at \(b) px: a hyphen was added")
  }
}
