import CairoBackend
import Drawing
import Figures
import Foundation
import Plotting
import Presets
import Testing
import _TestSupport

/// Renders figures to PRESSLAB_LOOK_DIR so they can be turned into PNGs and looked at
/// (`pdftoppm -png -r 60`); skipped when the variable is not set.
@Suite(.enabled(if: LookFolder.path != nil, "set PRESSLAB_LOOK_DIR to a folder to write pictures for looking at"))
struct LookTests {
  @Test func r1Report() throws {
    let folder = try #require(LookFolder.path)
    let pdf = try PDFDocument(metadata: PDFMetadata(title: "R1", date: 0))
    var sink = pdf
    R1Report.render(into: &sink)
    try Data(try pdf.finish()).write(to: URL(fileURLWithPath: folder + "/r1.pdf"))
  }

  @Test func filmstripsOfEveryPreset() throws {
    let folder = try #require(LookFolder.path)
    let pdf = try PDFDocument(metadata: PDFMetadata(title: "Filmstrips", date: 0))
    let presets = try Datasets.library().presets
    #expect(!presets.isEmpty)
    for preset in presets {
      let timeline = PressTimeline(preset: preset, release: PressTimeline.defaultRelease(for: preset),
                                   tap: (preset.look.width * 0.25, preset.look.height * 0.3))
      var page = pdf.beginPage(size: .a4Landscape)
      pdf.addOutline(preset.name)
      Filmstrip(timeline: timeline, onionSkin: true).draw(on: &page, in: Rect(size: .a4Landscape).insetBy(dx: 36, dy: 36))
    }
    try Data(try pdf.finish()).write(to: URL(fileURLWithPath: folder + "/filmstrips.pdf"))
  }
}

/// The folder PRESSLAB_LOOK_DIR names, for files written to be looked at by eye.
enum LookFolder {
  static var path: String? {
    ProcessInfo.processInfo.environment["PRESSLAB_LOOK_DIR"].flatMap { $0.isEmpty ? nil : $0 }
  }
}
