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

  /// The cover's row of each button and that button's decision in its chapter, read back from the
  /// PDF with pdftotext: every number the cover gives (now, the pick, the verdict) stands in the chapter.
  static func coverAgreesWithChapters(_ pdf: String) throws {
    let cover = try ProcessRunner.run("pdftotext", ["-layout", "-f", "1", "-l", "1", pdf, "-"]).stdout
    let whole = try ProcessRunner.run("pdftotext", ["-layout", pdf, "-"]).stdout
    let buttons = ["shrink-shadow", "pressable-material", "shrink-grow", "pebutton", "bfpaper-raised"]
    let table = try #require(cover.firstRange(of: "Button ").map { cover[$0.lowerBound...] })
    for (n, button) in buttons.enumerated() {
      // The cover row: from the button's name to the next button's (or the end of the table).
      // A row starts a line with the name and a space (pdftotext may indent it); the paragraphs
      // under the table start with "name." instead.
      func row(_ name: String) throws -> String.Index? { table.firstRange(of: try Regex("\n *" + name + " "))?.lowerBound }
      let start = try #require(try row(button), "\(button) is not on the cover")
      let end = n + 1 < buttons.count ? try row(buttons[n + 1]) : table.range(of: "\n\n\n")?.lowerBound
      let row = table[start..<(end ?? table.endIndex)]
      // The chapter's decision: from the pick paragraph to the reading note under its table.
      let heading = try #require(whole.range(of: "The pick and the named options for \(button)"), "no decision table for \(button)")
      let pickStart = try #require(whole[..<heading.lowerBound].range(of: "Pick (", options: .backwards)?.lowerBound)
      let chapter = whole[pickStart..<(whole[heading.upperBound...].range(of: "Read at ")?.lowerBound ?? whole.endIndex)]
      let coverNumbers = numbers(row), chapterNumbers = Set(numbers(chapter))
      #expect(coverNumbers.count >= 4, "\(button): \(row)")
      for x in coverNumbers { #expect(chapterNumbers.contains(x), "\(button): the cover's \(x) is not in its chapter\n\(row)\n---\n\(chapter)") }
    }
  }
}
