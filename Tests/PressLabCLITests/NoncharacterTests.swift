import Foundation
import Testing
import _TestSupport

/// A Unicode noncharacter (U+FFFE, U+1FFFE, …) is valid in Swift strings, JSON and GLib's UTF-8,
/// but Cairo refuses the whole string and then the whole PDF. Each place text reaches the PDF
/// (title, heading, prose, code, a cell's caption, a preset's button title) is run through the
/// real binary and read back with pdftotext.
@Suite struct NoncharacterTests {
  static let notebook = """
    ---
    title: "Odd\\uFFFEtitle"
    ---

    # Heading\u{FFFE}one

    Prose before\u{FFFE}after and\u{1FFFE}plane one, <FDD0>and<10FFFF>end.

    ```swift
    let code = "left\u{FFFE}right"
    ```

    ```presslab curve
    id: release
    curves:
      - {label: "Label\\uFFFEx", model: spring, duration: 0.5, bounce: 0.2}
    caption: "Caption\\uFFFEtext"
    ```

    ```presslab filmstrip
    preset: shrink-shadow
    frames: 2
    ```

    """

  @Test func everyPlaceRunsToAPDFWithTheTextAround() throws {
    let folder = try TemporaryFolder("nonchar")
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path("presets"), withIntermediateDirectories: true)
    let preset = try String(contentsOfFile: PackagePaths.path("datasets/presets/000-shrink-shadow.yaml"), encoding: .utf8)
    #expect(preset.contains("title: [Press me, assumption]"))
    try folder.write(
      preset.replacingOccurrences(of: "title: [Press me, assumption]", with: "title: [\"Press\\uFFFEme\", assumption]"),
      to: "presets/000-shrink-shadow.yaml")
    // Swift's literals refuse some noncharacters; they are put in as scalars.
    let notebook = Self.notebook.replacing("<FDD0>", with: String(Unicode.Scalar(0xFDD0)!))
      .replacing("<10FFFF>", with: String(Unicode.Scalar(0x10FFFF)!))
    try folder.write(notebook, to: "odd.md")
    let run = try ProcessRunner.presslab(
      ["run", folder.path("odd.md"), "-o", folder.path("out"), "--presets", folder.path("presets")],
      environment: ["SOURCE_DATE_EPOCH": "1700000000"])
    #expect(run.status == 0, "\(run.all)")
    let pdf = folder.path("out/odd/odd.pdf")
    #expect(try ProcessRunner.run("qpdf", ["--check", pdf]).status == 0)
    let text = try ProcessRunner.run("pdftotext", [pdf, "-"]).stdout
    for expected in [
      "Heading\u{FFFD}one", "Prose before\u{FFFD}after", "and\u{FFFD}plane one", "\u{FFFD}and\u{FFFD}end",
      "left\u{FFFD}right", "Caption\u{FFFD}text", "Press\u{FFFD}me",
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
    let info = try ProcessRunner.run("pdfinfo", [pdf]).stdout
    #expect(info.contains("Odd\u{FFFD}title"), "\(info)")
  }
}
