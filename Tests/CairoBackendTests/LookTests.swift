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

import Presets

extension LookTests {
  /// Every preset of datasets/presets, parsed from the repository's files.
  static func presets() throws -> [Preset] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("datasets/presets")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
    let files = try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    return PresetLibrary.parse(files: files).presets
  }

  @Test func filmstripsOfEveryPreset() throws {
    guard let folder = Self.folder else { return }
    let pdf = try PDFDocument(metadata: PDFMetadata(title: "Filmstrips", date: 0))
    for preset in try Self.presets() {
      let timeline = PressTimeline(preset: preset, release: PressTimeline.defaultRelease(for: preset),
                                   tap: (preset.look.width * 0.25, preset.look.height * 0.3))
      var page = pdf.beginPage(size: .a4Landscape)
      pdf.addOutline(preset.name)
      Filmstrip(timeline: timeline, onionSkin: true).draw(on: &page, in: Rect(size: .a4Landscape).insetBy(dx: 36, dy: 36))
    }
    try Data(try pdf.finish()).write(to: URL(fileURLWithPath: folder + "/filmstrips.pdf"))
  }
}
