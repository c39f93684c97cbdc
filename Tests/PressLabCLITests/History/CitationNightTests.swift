import Foundation
import Testing
import _TestSupport

/// Narrative that follows the data: a second night after a preset edit cites the new values, and
/// the paragraph that states the old ones literally is listed on page 2 for review. A citation
/// that cites nothing fails the run at its line, as a failed cell does.
@Suite struct CitationNightTests {
  static let narrative = """

    The release springs back on damping {{preset.shrink-shadow.release.damping}}, so the button
    {{now.shrink-shadow.end}}; the pick {{pick.shrink-shadow.end}}.

    It springs back with damping 0.05 and jumps back at 300 ms.

    """

  @Test func secondNightAfterAnEditHasNoStaleSentence() throws {
    let night = try HistoryFixture("cite")
    defer { night.remove() }
    // The fixture's notebook with narrative under its heading, before its cells.
    let notebook = HistoryFixture.notebook.replacingOccurrences(of: "# Seed 000\n", with: "# Seed 000\n" + Self.narrative)
    try night.folder.write(notebook, to: "night.md")
    let literalLine = notebook.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.hasPrefix("It springs back with damping 0.05") }.map { $0 + 1 } ?? 0

    #expect(try night.run().status == 0)
    var text = try night.flatText(1, 9)
    #expect(text.contains("damping 0.05, so the button never settles: snaps 10.1 px at 300 ms"), "\(text)")
    // Only the appendix's source listing shows the braces.
    #expect(!text.components(separatedBy: "A. Notebook source as run")[0].contains("{{"))
    #expect(!text.contains("Text to review"))
    try FileManager.default.copyItem(atPath: night.folder.path("out/night/results.json"), toPath: night.folder.path("results-1.json"))

    try night.setReleaseDamping("0.2")
    #expect(try night.run().status == 0)
    text = try night.flatText(1, 9)
    #expect(text.contains("damping 0.2, so the button settles in"), "\(text)")
    #expect(!text.contains("damping 0.05, so") && !text.contains("never settles: snaps 10.1 px"))
    #expect(text.contains("Text to review"))
    #expect(text.contains("line \(literalLine): “It springs back with damping 0.05 and jumps back at 300 ms.” (OurCustomButton was edited)"), "\(text)")
    // The cited paragraph is not listed.
    #expect(!text.contains("“The release springs back"))
    // The trends follow the edit: less overshoot, no snap.
    try TrendReadings.expectTheEditMoved(
      "shrink-shadow", html: night.html, pdf: night.pdf, results: (night.folder.path("results-1.json"), night.folder.path("out/night/results.json")),
      caption: "OurCustomButton over the last 2 runs", in: night.path)
  }

  @Test func aCitationOfNothingFailsAtItsLine() throws {
    try withTemporaryFolder("cite-bad") { folder in
      let notebook = "# Words\n\nDamping {{preset.shrink-shadow.release.damping}} and {{pick.shrink-shadw.settle}}.\n"
      try folder.write(notebook, to: "bad.md")
      let result = try ProcessRunner.presslab(["run", "bad.md", "--presets", Datasets.presetsFolder, "-o", "out", "--no-history"], in: folder.path, environment: HistoryFixture.epoch)
      #expect(result.status == 1, "\(result.all)")
      #expect(result.stderr.contains("bad.md:3:54: citation {{pick.shrink-shadw.settle}} cites nothing: no recommend cell decided a button 'shrink-shadw'"), "\(result.stderr)")
      let page = try ProcessRunner.run("pdftotext", ["-l", "1", folder.path("out/bad/bad.pdf"), "-"]).stdout
      #expect(page.contains("1 citation in the text cites nothing — this report is incomplete."))
      let results = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("out/bad/results.json")))) as? [String: Any])
      #expect(results["status"] as? String == "failed")
      let errors = try #require(results["text_errors"] as? [[String: Any]])
      #expect(errors.map { $0["line"] as? Int } == [3])
      #expect(errors.first?["citation"] as? String == "{{pick.shrink-shadw.settle}}")
      // The preset value still reads as the shipped file writes it.
      let body = try ProcessRunner.run("pdftotext", [folder.path("out/bad/bad.pdf"), "-"]).stdout
      #expect(body.contains("Damping 0.05 and {{pick.shrink-shadw.settle}}."))
    }
  }
}
