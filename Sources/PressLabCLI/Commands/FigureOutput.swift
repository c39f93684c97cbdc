import CairoBackend
import Drawing
import Plotting

/// Writes one figure to a PDF or PNG file (chosen by the extension), atomically.
enum FigureOutput {
  enum Format { case pdf, png }

  static func format(of path: String) throws -> Format {
    let lower = path.lowercased()
    if lower.hasSuffix(".pdf") { return .pdf }
    if lower.hasSuffix(".png") { return .png }
    throw CLIError.usage("\(path): the output must end in .pdf or .png")
  }

  /// Draws `draw` on a `size`-point page and writes it to `path`.
  static func write(size: Size, title: String, to path: String, format: Format, pngScale: Double = 2,
                    _ draw: (inout CairoCanvas) -> Void) throws {
    let bytes: [UInt8]
    do {
      switch format {
      case .pdf:
        let pdf = try PDFDocument(metadata: PDFMetadata(
          title: title, author: "presslab", creator: "presslab \(PressLab.version)", date: FileAccess.reportDate()))
        var page = pdf.beginPage(size: size)
        draw(&page)
        bytes = try pdf.finish()
      case .png:
        bytes = try ImageRenderer.png(size: size, scale: pngScale, draw)
      }
    } catch {
      throw CLIError(ExitStatus.software, "drawing failed: \(error)")
    }
    try AtomicFile.write(bytes, to: path)
  }

  /// A chart on a page with a margin.
  static func write(_ chart: any Chart, size: Size, title: String, to path: String) throws {
    let format = try format(of: path)
    try write(size: size, title: title, to: path, format: format) { canvas in
      chart.draw(on: &canvas, in: Rect(size: size).insetBy(dx: 24, dy: 20))
    }
  }

  /// `WxH` in points.
  static func parseSize(_ text: String?) throws -> Size? {
    guard let text else { return nil }
    let parts = text.lowercased().split(separator: "x").map { Double($0) }
    guard parts.count == 2, let w = parts[0], let h = parts[1], w >= 100, h >= 80, w <= 5000, h <= 5000 else {
      throw CLIError.usage("--size takes WIDTHxHEIGHT in points (100…5000), e.g. --size 720x480")
    }
    return Size(w, h)
  }
}
