import CairoBackend
import Dispatch
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

  /// Every figure as PNG, drawn on `threads` threads (each with its own Cairo surface), in order.
  static func pngs(_ figures: [FigureItem], threads: Int) throws -> [[UInt8]] {
    let results = UnsafeMutableBufferPointer<Result<[UInt8], Error>?>.allocate(capacity: figures.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    nonisolated(unsafe) let slots = results
    let workers = max(1, min(threads, figures.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var i = worker
      while i < figures.count {
        slots[i] = Result { try png(figures[i]) }
        i += workers
      }
    }
    return try results.map { try $0!.get() }
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
