/// A document that takes pages one at a time (a PDF file, or a list of recordings in tests).
public protocol PageSink {
  associatedtype Page: Canvas
  /// Adds a page of `size`, lets `draw` fill it, and adds a top-level bookmark when `bookmark`
  /// is given.
  mutating func addPage(size: Size, bookmark: String?, _ draw: (inout Page) -> Void)
}

/// Pages recorded by `RecordingCanvas`, for layout tests of whole documents.
public struct RecordedPages: PageSink {
  public private(set) var pages: [RecordingCanvas] = []
  public private(set) var bookmarks: [(page: Int, title: String)] = []
  public init() {}
  public mutating func addPage(size: Size, bookmark: String?, _ draw: (inout RecordingCanvas) -> Void) {
    var canvas = RecordingCanvas(size: size)
    draw(&canvas)
    pages.append(canvas)
    if let bookmark { bookmarks.append((pages.count, bookmark)) }
  }
}
