import CairoBackend
import Dispatch
import Drawing
import Layout
import ReportModel

/// Draws an executed report into PDF bytes with Cairo, and its figures into PNGs. A figure Cairo
/// cannot draw (a non-invertible transform, say) costs that figure, never the report.
enum ReportPDF {
  /// The report as PDF, and the figures outside any cell (the trends chapter's) that could not be
  /// drawn and show an error box instead. When the whole cannot be drawn, each figure is drawn
  /// alone at its place to find the ones at fault: a cell's becomes that cell's failure in
  /// `report`, and the report is drawn again without them. An error no figure explains is thrown.
  static func render(_ report: inout ExecutedReport, date: Int64) throws -> Rendered {
    let whole: Error
    do {
      return try draw(report, date: date)
    } catch {
      whole = error
    }
    let failures = try figuresAtFault(report, date: date)
    guard !failures.isEmpty else { throw whole }
    let inCells = Set(report.figures.map(\.id))
    report = report.replacingFigures(failures)
    let loose = failures.filter { !inCells.contains($0.figureID) }
    var rendered = try draw(report, date: date, replacing: loose)
    rendered.looseFailures = loose
    return rendered
  }

  /// A drawn report: the PDF's bytes and page count, and the figures outside cells shown as errors.
  struct Rendered {
    var bytes: [UInt8]
    var pages: Int
    var looseFailures: [DrawingFailure] = []
  }

  private static func draw(_ report: ExecutedReport, date: Int64, replacing failures: [DrawingFailure] = []) throws -> Rendered {
    let document = try PDFDocument(
      metadata: PDFMetadata(
        title: report.notebook.title, author: report.notebook.author ?? "", subject: "PressLab report",
        creator: "presslab \(PressLab.version)", date: date))
    var canvas = document.beginPage(size: .a4)
    let laidOut = ReportLayout.layout(report, measurer: canvas)
    for (i, page) in laidOut.pages.enumerated() {
      if i > 0 { canvas = document.beginPage(size: laidOut.pageSize) }
      (failures.isEmpty ? page : page.replacingFigures(failures)).draw(on: &canvas)
    }
    var items: [OutlineItem] = []
    for entry in laidOut.outline {
      let parent = entry.parent.map { items[$0] } ?? .root
      items.append(document.addOutline(entry.title, parent: parent, page: entry.page, y: entry.y, open: entry.level == 1))
    }
    return Rendered(bytes: try document.finish(), pages: laidOut.pages.count)
  }

  /// Every figure of the laid-out report drawn alone, in its box on a page of its own, as the
  /// report would draw it; the ones Cairo refuses, with Cairo's reason.
  private static func figuresAtFault(_ report: ExecutedReport, date: Int64) throws -> [DrawingFailure] {
    let measuring = try PDFDocument(metadata: PDFMetadata(date: date))
    let laidOut = ReportLayout.layout(report, measurer: measuring.beginPage(size: .a4))
    var failures: [DrawingFailure] = []
    for page in laidOut.pages {
      for element in page.elements {
        guard case .figure(_, _, let id) = element else { continue }
        do {
          let alone = try PDFDocument(metadata: PDFMetadata(date: date))
          var canvas = alone.beginPage(size: laidOut.pageSize)
          var single = ReportPage()
          single.elements = [element]
          single.draw(on: &canvas)
          _ = try alone.finish()
        } catch {
          failures.append(DrawingFailure(figureID: id, message: "\(error)"))
        }
      }
    }
    return failures
  }

  /// Every figure as PNG, each drawn alone on `threads` threads (each with its own Cairo surface),
  /// in order; a figure Cairo cannot draw gives a failure instead of a PNG.
  static func pngs(_ figures: [FigureItem], threads: Int) -> (pngs: [(id: String, bytes: [UInt8])], failures: [DrawingFailure]) {
    let results = UnsafeMutableBufferPointer<Result<[UInt8], CairoError>?>.allocate(capacity: figures.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    nonisolated(unsafe) let slots = results
    let workers = max(1, min(threads, figures.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var i = worker
      while i < figures.count {
        slots[i] = Result { () throws(CairoError) in try png(figures[i]) }
        i += workers
      }
    }
    var pngs: [(id: String, bytes: [UInt8])] = []
    var failures: [DrawingFailure] = []
    for (figure, result) in zip(figures, results) {
      switch result! {
      case .success(let bytes): pngs.append((figure.id, bytes))
      case .failure(let error): failures.append(DrawingFailure(figureID: figure.id, message: "\(error)"))
      }
    }
    return (pngs, failures)
  }

  /// A figure on its own, 640 points wide at 2 pixels per point.
  static func png(_ figure: FigureItem) throws(CairoError) -> [UInt8] {
    let width = 640.0
    // An aspect ratio of 0, infinity or NaN still gives an image of some height, as on the page.
    let ratio = figure.drawing.aspectRatio
    let size = Size(width: width, height: (width / (ratio.isFinite ? max(0.1, ratio) : 1)).rounded())
    return try ImageRenderer.png(size: size, scale: 2) { canvas in
      figure.drawing.draw(on: &canvas, in: Rect(size: size))
    }
  }
}
