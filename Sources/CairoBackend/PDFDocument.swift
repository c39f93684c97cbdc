import CCairo
import Drawing
import TextFormats

/// Document information written into the PDF. Dates are explicit so the same input gives the
/// same bytes; Cairo 1.16 would otherwise stamp the current time and ignores SOURCE_DATE_EPOCH.
public struct PDFMetadata: Hashable, Sendable {
  public var title: String
  public var author: String
  public var subject: String
  public var creator: String
  public var keywords: String
  /// Creation and modification date, seconds since 1970-01-01 UTC.
  public var date: Int64

  public init(
    title: String = "", author: String = "", subject: String = "", creator: String = "presslab",
    keywords: String = "", date: Int64
  ) {
    self.title = title
    self.author = author
    self.subject = subject
    self.creator = creator
    self.keywords = keywords
    self.date = date
  }

  /// The date as ISO 8601 UTC, e.g. "2024-05-01T12:00:00Z".
  public var isoDate: String { Self.iso8601(date) }

  static func iso8601(_ seconds: Int64) -> String { UTCDate(secondsSince1970: seconds).iso8601 }
}

/// An entry in the PDF outline (bookmarks panel); `root` is the top level.
public struct OutlineItem: Hashable, Sendable {
  let id: Int32
  public static let root = OutlineItem(id: Int32(CAIRO_PDF_OUTLINE_ROOT))
}

/// A PDF built in memory, page by page. Fonts are embedded as subsets; the same drawing and
/// metadata give byte-identical output.
///
///     let pdf = try PDFDocument(metadata: PDFMetadata(title: "Report", date: 0))
///     var page = pdf.beginPage(size: .a4)
///     page.drawText("Hello", at: Point(72, 72), style: TextStyle())
///     let bytes = try pdf.finish()
public final class PDFDocument {
  private final class Sink { var bytes: [UInt8] = [] }
  private let sink = Sink()
  private let box: Unmanaged<AnyObject>
  private let surface: OpaquePointer
  private var canvas: CairoCanvas?
  private var finished = false
  /// Pages begun so far.
  public private(set) var pageCount = 0

  public init(metadata: PDFMetadata) throws(CairoError) {
    box = Unmanaged.passRetained(sink as AnyObject)
    let created = cairo_pdf_surface_create_for_stream({ context, data, length in
      let sink = Unmanaged<AnyObject>.fromOpaque(context!).takeUnretainedValue() as! PDFDocument.Sink
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      return CAIRO_STATUS_SUCCESS
    }, box.toOpaque(), Size.a4.width, Size.a4.height)!
    if let error = CairoError(cairo_surface_status(created)) {
      cairo_surface_destroy(created)
      box.release()
      throw error
    }
    surface = created
    let fields: [(cairo_pdf_metadata_t, String)] = [
      (CAIRO_PDF_METADATA_TITLE, metadata.title), (CAIRO_PDF_METADATA_AUTHOR, metadata.author),
      (CAIRO_PDF_METADATA_SUBJECT, metadata.subject), (CAIRO_PDF_METADATA_CREATOR, metadata.creator),
      (CAIRO_PDF_METADATA_KEYWORDS, metadata.keywords),
      (CAIRO_PDF_METADATA_CREATE_DATE, metadata.isoDate), (CAIRO_PDF_METADATA_MOD_DATE, metadata.isoDate),
    ]
    for (key, value) in fields where !value.isEmpty {
      cairo_pdf_surface_set_metadata(surface, key, CairoText.safe(value))
    }
  }

  deinit {
    canvas = nil
    if !finished { cairo_surface_finish(surface) }
    cairo_surface_destroy(surface)
    box.release()
  }

  /// Ends the current page (if any) and starts a new one of `size` points. The returned canvas
  /// is the same object for every page, reset to the identity transform and no clip.
  public func beginPage(size: Size) -> CairoCanvas {
    precondition(!finished, "PDFDocument.beginPage after finish")
    // The size applies to the page drawn next, so set it after ending the previous one.
    if let canvas {
      cairo_show_page(canvas.cr)
      cairo_pdf_surface_set_size(surface, size.width, size.height)
      cairo_identity_matrix(canvas.cr)
      cairo_reset_clip(canvas.cr)
      cairo_new_path(canvas.cr)
      canvas.size = size
      pageCount += 1
      return canvas
    }
    cairo_pdf_surface_set_size(surface, size.width, size.height)
    let canvas = CairoCanvas(context: cairo_create(surface), size: size, shadowRasterScale: 2)
    self.canvas = canvas
    pageCount += 1
    return canvas
  }

  /// Adds a bookmark pointing at `page` (1-based; default the current page) at `y` points from
  /// its top. Children are added by passing the returned item as `parent`.
  @discardableResult
  public func addOutline(
    _ title: String, parent: OutlineItem = .root, page: Int? = nil, y: Double = 0, open: Bool = false
  ) -> OutlineItem {
    let target = page ?? max(1, pageCount)
    let flags = open ? CAIRO_PDF_OUTLINE_FLAG_OPEN : cairo_pdf_outline_flags_t(rawValue: 0)
    let id = cairo_pdf_surface_add_outline(
      surface, parent.id, CairoText.safe(title), "page=\(target) pos=[0 \(tagNumber(y))]", flags)
    return OutlineItem(id: id)
  }

  /// Ends the last page, embeds the fonts and returns the file's bytes.
  public func finish() throws(CairoError) -> [UInt8] {
    precondition(!finished, "PDFDocument.finish called twice")
    if let canvas {
      cairo_show_page(canvas.cr)
      try check(canvas.status)
    }
    finished = true
    cairo_surface_finish(surface)
    try check(cairo_surface_status(surface))
    return sink.bytes
  }
}

extension PDFDocument: PageSink {
  public func addPage(size: Size, bookmark: String?, _ draw: (inout CairoCanvas) -> Void) {
    var canvas = beginPage(size: size)
    if let bookmark { addOutline(bookmark) }
    draw(&canvas)
  }
}
