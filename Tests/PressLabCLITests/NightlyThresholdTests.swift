import Foundation
import Testing
import _TestSupport

/// One visibility threshold on every page of the nightly report: every "within N px", every
/// overshoot bound and every "under N device pixel(s)" the PDF prints (pdftotext) is the
/// notebook's `visible_px` (½ px when the notebook does not set it), read here from the notebook.
@Suite struct NightlyThresholdTests {
  /// The notebook's `visible_px` parameter, from its front matter.
  static func threshold() throws -> Double {
    let text = try String(contentsOfFile: PackagePaths.path("reports/nightly.md"), encoding: .utf8)
    let front = try #require(text.split(separator: "\n---", maxSplits: 1).first)
    guard let match = front.firstMatch(of: /\n  visible_px: ([0-9.]+)/) else { return 0.5 }
    return try #require(Double(match.output.1))
  }

  /// "½" or a decimal as a number.
  static func value(_ text: Substring) -> Double? { text == "½" ? 0.5 : Double(text) }

  @Test func everyPrintedThresholdIsTheNotebooksOne() throws {
    let threshold = try Self.threshold()
    let pdf = try NightlyReport.file("nightly.pdf")
    // Lines joined: a phrase may break across lines.
    let text = try ProcessRunner.run("pdftotext", [pdf, "-"]).stdout
      .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    // Before the appendix's notebook source, where `$visible_px` is as written.
    let body = text.range(of: "Notebook source as run reports/").map { String(text[..<$0.lowerBound]) } ?? text
    var found: [(String, Double)] = []
    for m in body.matches(of: /within (½|[0-9]+(?:\.[0-9]+)?) ?(px|device pixels?)/) { found.append((String(m.output.0), Self.value(m.output.1) ?? .nan)) }
    for m in body.matches(of: /[Oo]vershoot ≤ (½|[0-9]+(?:\.[0-9]+)?) ?px/) { found.append((String(m.output.0), Self.value(m.output.1) ?? .nan)) }
    for m in body.matches(of: /visible overshoot \(under (½|[0-9]+(?:\.[0-9]+)?) ?(px|device pixels?)\)/) {
      found.append((String(m.output.0), Self.value(m.output.1) ?? .nan))
    }
    // The heatmap titles, the rule, the reading and the bounds all state it.
    #expect(found.count >= 10, "too few thresholds printed: \(found.map(\.0))")
    let other = found.filter { abs($0.1 - threshold) > 1e-9 }
    #expect(other.isEmpty, "thresholds other than \(threshold) px: \(other.map(\.0))")
  }
}
