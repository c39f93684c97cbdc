import CairoBackend
import Drawing
import Foundation
import Plotting
import Testing

/// Renders figures to PRESSLAB_LOOK_DIR (when set) so they can be turned into PNGs and looked
/// at (`pdftoppm -png -r 60`); does nothing otherwise.
@Suite struct LookTests {
  static var folder: String? { ProcessInfo.processInfo.environment["PRESSLAB_LOOK_DIR"] }

  @Test func r1Report() throws {
    guard let folder = Self.folder else { return }
    let pdf = try PDFDocument(metadata: PDFMetadata(title: "R1", date: 0))
    var sink = pdf
    R1Report.render(into: &sink)
    try Data(try pdf.finish()).write(to: URL(fileURLWithPath: folder + "/r1.pdf"))
  }
}
