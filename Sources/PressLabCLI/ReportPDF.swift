import CairoBackend
import Drawing
import Reports

/// Draws an executed report into PDF bytes with Cairo, and its figures into PNGs.
enum ReportPDF {
  static func render(_ report: ExecutedReport, date: Int64) throws -> [UInt8] {
    let document = try PDFDocument(
      metadata: PDFMetadata(
        title: report.notebook.title, author: report.notebook.author ?? "", subject: "PressLab report",
        creator: "presslab \(PressLab.version)", date: date))
    var canvas = document.beginPage(size: .a4)
    let laidOut = ReportLayout.layout(report, measurer: canvas)
    for (i, page) in laidOut.pages.enumerated() {
      if i > 0 { canvas = document.beginPage(size: laidOut.pageSize) }
      page.draw(on: &canvas)
    }
    var items: [OutlineItem] = []
    for entry in laidOut.outline {
      let parent = entry.parent.map { items[$0] } ?? .root
      items.append(document.addOutline(entry.title, parent: parent, page: entry.page, y: entry.y, open: entry.level == 1))
    }
    return try document.finish()
  }

  /// A figure on its own, 640 points wide at 2 pixels per point.
  static func png(_ figure: FigureItem) throws -> [UInt8] {
    let width = 640.0
    let size = Size(width: width, height: (width / figure.drawing.aspectRatio).rounded())
    return try ImageRenderer.png(size: size, scale: 2) { canvas in
      figure.drawing.draw(on: &canvas, in: Rect(size: size))
    }
  }
}
