import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// A notebook over 50 generated presets: one `recommend` cell with `presets: all` gives every
/// button its section, page 1's decision table continues onto the next pages with its header,
/// and the HTML twin holds and plays all 50 buttons.
@Suite struct ManyButtonsTests {
  static let count = 50

  @Test func fiftyButtonsRenderWithAContinuingDecisionTable() throws {
    try withTemporaryFolder("many") { folder in
      // The notebook `presslab bench buttons` times (ManyButtons).
      _ = try ManyButtons.write(count: Self.count, into: folder.path)
      let started = Date()
      let result = try ProcessRunner.presslab(["run", folder.path("many.md"), "-o", folder.path("out"), "--no-history"])
      // Measured for the record, never asserted (the machine may be busy).
      print("ManyButtonsTests: \(Self.count) buttons rendered in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
      #expect(result.status == 0, "\(result.all)")
      let pdf = folder.path("out/many/many.pdf")
      let names = (0..<Self.count).map(ManyButtons.name)
      // The pages call each button by its name, here its id in words ("Gen 00"); element ids keep the id.
      let shown = names.map { $0.replacingOccurrences(of: "gen-", with: "Gen ") }
      let page1 = try ProcessRunner.run("pdftotext", ["-f", "1", "-l", "1", pdf, "-"]).stdout
      #expect(page1.contains("Decisions") && page1.contains("Gen 00"))
      // Readable rather than squeezed: page 1 holds the first rows, the rest continue under a repeated header.
      let onPage1 = shown.filter { page1.contains($0) }
      #expect(onPage1.count >= 3 && onPage1.count < Self.count, "\(onPage1.count) rows on page 1")
      let sheet = try ProcessRunner.run("pdftotext", ["-f", "1", "-l", "8", pdf, "-"]).stdout
      #expect(shown.allSatisfy { sheet.contains($0) })
      #expect(sheet.components(separatedBy: "Verdict").count - 1 >= 2, "the header is not repeated")
      let html = try String(contentsOfFile: folder.path("out/many/many.html"), encoding: .utf8)
      #expect(names.allSatisfy { html.contains($0) })
      // The twin plays all 50: Chromium pauses each button at rest and 40 ms into its press
      // (a 0.1 s ease-out to 0.95), and every one has shrunk.
      let drawn = try HTMLTwinPlaybackTests.drawn(folder.path("out/many/many.html"), times: [0, 0.04])
      for name in names {
        let rows = drawn["\(name)-now"] ?? []
        #expect(rows.count == 2 && rows[0]["scale_x"] == 1 && (rows[1]["scale_x"] ?? 1) < 0.99, "\(name) does not play: \(rows)")
      }
    }
  }
}
