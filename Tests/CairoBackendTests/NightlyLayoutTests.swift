import CairoBackend
import Drawing
import Foundation
import Layout
import ReportModel
import Testing
import _TestSupport

/// The shipped nightly report laid out with the fonts that draw it: no page is left mostly blank
/// except where a chapter ends.
@Suite struct NightlyLayoutTests {
  static func laidOut() throws -> LaidOutReport {
    let report = try NightlyExecution.report.get()
    let document = try PDFDocument(metadata: PDFMetadata(title: "t", author: "", subject: "", creator: "", date: 0))
    return ReportLayout.layout(report, measurer: document.beginPage(size: .a4))
  }

  @Test func noPageIsMostlyBlankButAChaptersLast() throws {
    let layout = try Self.laidOut()
    let blanks = layout.blankFractions
    #expect(blanks.compactMap { $0 }.count >= 15, "most pages are measured")
    for (i, blank) in blanks.enumerated() {
      if let blank { #expect(blank <= 0.30, "page \(i + 1) is \(Int(blank * 100)) % blank") }
    }
  }
}
