import CairoBackend
import Drawing
import Foundation
import Testing
import _TestSupport

@Suite struct PDFDocumentTests {
  /// Three pages of different sizes with Latin, Japanese, bold, italic and code text, shapes,
  /// an image, a shadowand nested bookmarks.
  static func sampleDocument(date: Int64 = 1_714_564_800) throws -> [UInt8] {
    let pdf = try PDFDocument(
      metadata: PDFMetadata(
        title: "Sample report レポート", author: "PressLab tests", subject: "drawing layer",
        creator: "presslab", date: date))
    let chapter = pdf.addOutline("1. Curves", open: true)
    var page = pdf.beginPage(size: .a4)
    pdf.addOutline("Spring overview", parent: chapter)
    page.drawText("Spring overview", at: Point(72, 72), style: TextStyle(size: 18, bold: true))
    page.drawText("ばねの応答 (bold 太字)", at: Point(72, 100), style: TextStyle(size: 12, bold: true))
    let height = page.drawParagraph(
      Paragraph(
        [
          .plain("A paragraph with "), .bold("bold"), .plain(", "), .italic("italic"),
          .plain(" and "), .code("code(x) < 1 & y > 0"),
          .plain(" runs, long enough to wrap over several lines at this width. 日本語の文も折り返されます。"),
        ], style: TextStyle(size: 11)),
      at: Point(72, 130), width: 200)
    page.stroke(.roundedRect(Rect(x: 72, y: 140 + height, width: 200, height: 50), cornerRadius: 12),
                style: StrokeStyle(color: .black, width: 1, dash: [4, 2]))

    page = pdf.beginPage(size: Size(400, 300))
    pdf.addOutline("Wide page", parent: chapter)
    page.drawShadow(of: .roundedRect(Rect(x: 100, y: 100, width: 200, height: 56), cornerRadius: 12),
                    color: .black.withAlpha(0.4), blur: 8, offset: Size(0, 4))
    page.fill(.roundedRect(Rect(x: 100, y: 100, width: 200, height: 56), cornerRadius: 12), color: Color(hex: 0x0072B2))
    page.drawText("Press me", at: Point(200, 128), style: TextStyle(size: 16, bold: true, color: .white, alignment: .center), baseline: .middle)

    page = pdf.beginPage(size: .a4Landscape)
    pdf.addOutline("2. Heatmap")
    var image = RasterImage(width: 4, height: 3)
    for y in 0..<3 { for x in 0..<4 { image[x, y] = Color(red: Double(x) / 3, green: Double(y) / 2, blue: 0.5) } }
    page.draw(image, in: Rect(x: 72, y: 72, width: 400, height: 300))
    page.drawVerticalText("overshoot (%)", centeredAt: Point(50, 222), style: TextStyle(size: 10))
    return try pdf.finish()
  }

  @Test func passesQPDFAndEmbedsFonts() throws {
    let folder = try TemporaryFolder("pdf")
    defer { folder.remove() }
    let path = try folder.write(try Self.sampleDocument(), to: "sample.pdf")

    let check = try ProcessRunner.run("qpdf", ["--check", path])
    #expect(check.status == 0, "qpdf --check: \(check.all)")
    #expect(check.stdout.contains("No syntax or stream encoding errors"))

    let fonts = try ProcessRunner.run("pdffonts", [path])
    #expect(fonts.status == 0)
    let rows = fonts.stdout.split(separator: "\n").dropFirst(2)
    #expect(rows.count >= 3, "\(fonts.all)")
    for row in rows {
      // Columns: name type encoding emb sub uni object ID; "emb" must be "yes" for every font.
      let cols = row.split(separator: " ", omittingEmptySubsequences: true)
      #expect(cols.count >= 7 && cols[cols.count - 5] == "yes", "font not embedded: \(row)")
    }
    #expect(fonts.stdout.contains("DejaVuSans-Bold"))
    #expect(fonts.stdout.contains("DejaVuSansMono"))
    #expect(fonts.stdout.contains("NotoSansCJKjp-Bold"))

    let text = try ProcessRunner.run("pdftotext", [path, "-"]).stdout
    #expect(text.contains("Spring overview"))
    #expect(text.contains("ばねの応答"))
    #expect(text.contains("Press me"))
    #expect(text.contains("overshoot (%)"))
    #expect(text.contains("code(x) < 1 & y > 0"))

    let info = try ProcessRunner.run("pdfinfo", [path]).stdout
    #expect(info.split(separator: "\n").contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" 3") })
    #expect(info.contains("Sample report レポート"))
    #expect(info.contains("PressLab tests"))
  }

  @Test func outlineIsNestedAndPointsAtPages() throws {
    let folder = try TemporaryFolder("pdf")
    defer { folder.remove() }
    let path = try folder.write(try Self.sampleDocument(), to: "sample.pdf")
    let out = try ProcessRunner.run("qpdf", ["--json", "--json-key=outlines", path])
    #expect(out.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as! [String: Any]
    let outlines = json["outlines"] as! [[String: Any]]
    #expect(outlines.map { $0["title"] as! String } == ["1. Curves", "2. Heatmap"])
    let kids = outlines[0]["kids"] as! [[String: Any]]
    #expect(kids.map { $0["title"] as! String } == ["Spring overview", "Wide page"])
    #expect(kids.map { $0["destpageposfrom1"] as! Int } == [1, 2])
    #expect(outlines[1]["destpageposfrom1"] as! Int == 3)
  }

  /// Writes the sample to PRESSLAB_LOOK_DIR for looking at by eye; skipped when it is not set.
  @Test(.enabled(if: LookFolder.path != nil, "set PRESSLAB_LOOK_DIR to a folder to write pictures for looking at"))
  func writeSampleForLooking() throws {
    let folder = try #require(LookFolder.path)
    try Data(try Self.sampleDocument()).write(to: URL(fileURLWithPath: folder + "/drawing-sample.pdf"))
  }

  @Test func sameInputGivesSameBytes() throws {
    let a = try Self.sampleDocument()
    let b = try Self.sampleDocument()
    #expect(a == b)
    let c = try Self.sampleDocument(date: 0)
    #expect(a != c)
    let text = String(decoding: a, as: UTF8.self)
    #expect(text.contains("20240501120000"))
  }

  @Test func isoDatesFromEpochSeconds() {
    #expect(PDFMetadata(date: 0).isoDate == "1970-01-01T00:00:00Z")
    #expect(PDFMetadata(date: 1_714_564_800).isoDate == "2024-05-01T12:00:00Z")
    #expect(PDFMetadata(date: 951_782_400).isoDate == "2000-02-29T00:00:00Z")
    #expect(PDFMetadata(date: -1).isoDate == "1969-12-31T23:59:59Z")
  }

  @Test func libraryVersionsAreReported() {
    #expect(LibraryVersions.cairo.hasPrefix("1."))
    #expect(LibraryVersions.pango.hasPrefix("1."))
  }
}
