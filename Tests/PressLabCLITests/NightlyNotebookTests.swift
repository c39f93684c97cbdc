import Foundation
import Testing
import _TestSupport

/// The shipped default notebook, the main job, runs every cell of all five seed systems. The run
/// is the shared `NightlyReport` (the built binary, once per test run); each test reads it.
@Suite struct NightlyNotebookTests {
  static func results() throws -> [String: Any] {
    let data = try #require(FileManager.default.contents(atPath: try NightlyReport.file("results.json")))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func everyCellRuns() throws {
    let cells = try #require(try Self.results()["cells"] as? [[String: Any]])
    #expect(cells.count >= 20)
    for cell in cells { #expect(cell["status"] as? String == "ok", "\(cell["id"] ?? "?"): \(cell["error"] ?? "")") }
    // One sweep and one recommendation per seed system.
    let kinds = cells.compactMap { $0["kind"] as? String }
    #expect(kinds.filter { $0 == "sweep" }.count >= 5)
    #expect(kinds.filter { $0 == "recommend" }.count >= 5)
  }

  @Test func thePDFReadsAsProseAndItsCoverAgreesWithTheChapters() throws {
    let pdf = try NightlyReport.file("nightly.pdf")
    let bytes = try #require(FileManager.default.contents(atPath: pdf))
    #expect(bytes.starts(with: Array("%PDF-".utf8)))
    try Self.coverAgreesWithChapters(pdf)
    try Self.bodyReadsAsProse(pdf)
  }

  /// The executed notebook: valid for nbformat, and nbconvert's HTML shows every figure.
  @Test func theExecutedNotebookIsValidAndShowsEveryFigure() throws {
    let notebook = try NightlyReport.file("nightly.ipynb")
    let validation = try JupyterClients.validate([notebook])
    #expect(validation.status == 0, "\(validation.all)")
    let folder = try TemporaryFolder("nightly-html")
    defer { folder.remove() }
    let (conversion, html) = try JupyterClients.html(notebook, folder: folder.path)
    #expect(conversion.status == 0, "\(conversion.all)")
    let figures = try #require(try Self.results()["figures"] as? [String])
    #expect(figures.count >= 20)
    #expect(html.components(separatedBy: "<img src=\"data:image/png;base64,").count - 1 == figures.count)
    #expect(html.contains("Figure \(figures.count)."))
  }

  /// Prose, legends and axis titles before the appendix use people's words: no snake_case names,
  /// no "@3x" (the appendix holds the notebook source, where names are as written).
  static func bodyReadsAsProse(_ pdf: String) throws {
    let text = try ProcessRunner.run("pdftotext", ["-layout", pdf, "-"]).stdout
    let body = try #require(text.range(of: "\nAppendix\n").map { text[..<$0.lowerBound] })
    let names = body.matches(of: /\b[a-z]+_[a-z_]+\b/).map { String($0.output) }
    #expect(names.isEmpty, "snake_case in the body: \(Set(names).sorted())")
    #expect(!body.contains("@3x"))
  }

  /// "12.8 px", "300 ms": every measured number a text holds.
  static func numbers(_ text: Substring) -> [String] {
    text.matches(of: /[0-9]+(\.[0-9])?[ \u00A0](px|ms)/).map { String($0.output.0).replacing("\u{00A0}", with: " ") }
  }

  /// The cover's rows of each button (its touch-down, then its release) and those decisions in its
  /// chapter, read back from the PDF with pdftotext: every number a cover row gives (now, the pick,
  /// the verdict) stands in the chapter, and the pick's numbers are results.json's winner's: one
  /// reading (a release's times from the lift, a hold included; a touch-down's from touch-down).
  static func coverAgreesWithChapters(_ pdf: String) throws {
    let cover = try ProcessRunner.run("pdftotext", ["-layout", "-f", "1", "-l", "1", pdf, "-"]).stdout
    let whole = try ProcessRunner.run("pdftotext", ["-layout", pdf, "-"]).stdout
    // The cover names each button by its preset's `name:`, not its id.
    let buttons = ["OurCustomButton", "PressableMaterialButton", "Shrink-and-grow UIButton", "PEButton", "Raised BFPaperButton"]
    let table = try #require(cover.firstRange(of: "Button ").map { cover[$0.lowerBound...] })
    #expect(!cover.contains("not evaluated") && !cover.contains("not decided"))
    let cells = try #require(try Self.results()["cells"] as? [[String: Any]])
    func winner(_ id: String) -> [String: Any]? {
      (cells.first { $0["id"] as? String == id }?["metrics"] as? [String: Any])?["winner"] as? [String: Any]
    }
    for (n, button) in buttons.enumerated() {
      // A row starts a line with the name and a space (pdftotext may indent it); the touch-down row
      // comes first, then the release row; the paragraphs under the table start with "name." instead.
      // A name of two words wraps in its cell: the row's line holds the first, the paragraph's the whole name.
      func rows(_ name: String) throws -> [String.Index] {
        let words = name.split(separator: " ")
        return table.ranges(of: try Regex("\n *" + words[0] + " (?!" + words.dropFirst().joined(separator: " ") + "\\.)")).map(\.lowerBound)
      }
      let starts = try rows(button)
      try #require(starts.count == 2, "\(button) needs a touch-down and a release row on the cover")
      let end = n + 1 < buttons.count ? try rows(buttons[n + 1]).first : table.range(of: "\n\n\n")?.lowerBound
      let pressRow = table[starts[0]..<starts[1]], releaseRow = table[starts[1]..<(end ?? table.endIndex)]
      #expect(pressRow.contains("touch-down") && releaseRow.contains("release"), "\(button)")
      let seed = String(format: "%03d", n)
      for (row, heading, pickWord, id) in [
        (releaseRow, "The pick and the named options for \(button)", "Pick (", "recommend-\(seed)"),
        (pressRow, "The touch-down pick and the named options for \(button)", "Touch-down pick (", "press-\(seed)"),
      ] {
        // The chapter's decision: from the pick paragraph to the reading note under its table.
        let found = try #require(whole.range(of: heading), "no decision table '\(heading)'")
        let pickStart = try #require(whole[..<found.lowerBound].range(of: pickWord, options: .backwards)?.lowerBound)
        let chapter = whole[pickStart..<(whole[found.upperBound...].range(of: "Read at ")?.lowerBound ?? whole.endIndex)]
        let coverNumbers = numbers(row), chapterNumbers = Set(numbers(chapter))
        #expect(coverNumbers.count >= 4, "\(button): \(row)")
        for x in coverNumbers { #expect(chapterNumbers.contains(x), "\(button): the cover's \(x) is not in its chapter\n\(row)\n---\n\(chapter)") }
        // results.json says the same: the pick's settle time and overshoot as the cover prints them.
        let w = try #require(winner(id), "\(id) has no winner in results.json")
        let settle = try #require(w["settle_time_px"] as? Double), overshoot = try #require(w["overshoot_px"] as? Double)
        let settleText = "\(Int((settle * 1000).rounded())) ms", overshootText = String(format: "%.1f px", overshoot)
        #expect(row.contains(settleText), "\(id): results.json's \(settleText) is not on the cover\n\(row)")
        #expect(row.contains(overshootText), "\(id): results.json's \(overshootText) is not on the cover\n\(row)")
        #expect(chapterNumbers.contains(settleText), "\(id): results.json's \(settleText) is not in the chapter")
      }
    }
  }
}
