import Foundation
import Testing
import _TestSupport

/// A notebook over 50 generated presets: one `recommend` cell with `presets: all` gives every
/// button its section, page 1's decision table continues onto the next pages with its header,
/// and the HTML twin holds all 50 buttons.
@Suite struct ManyButtonsTests {
  static let count = 50

  /// Button i: a UIKit spring release whose damping and duration vary with i.
  static func preset(_ i: Int) -> String {
    let name = String(format: "gen-%02d", i)
    let damping = 0.2 + Double(i % 8) * 0.1, duration = 0.25 + Double(i % 5) * 0.05
    return """
      presets:
        \(name):
          description: Generated button \(i)
          look: {width: \(120 + i * 4), height: 44, corner_radius: 10, fill: "#336699", title: "B\(i)", title_color: "#FFFFFF"}
          events: {touchDown: press, touchUpInside: release, touchUpOutside: release}
          phases:
            press:
              animations:
                transform: {kind: uikit, curve: {model: uikit-curve, duration: 0.1, curve: easeOut}, set: {scale_x: 0.95, scale_y: 0.95}}
            release:
              animations:
                transform: {kind: uikit, curve: {model: uikit-spring, duration: \(duration), damping: \(damping), velocity: 0}, set: {scale_x: rest, scale_y: rest}}

      """
  }

  @Test func fiftyButtonsRenderWithAContinuingDecisionTable() throws {
    try withTemporaryFolder("many") { folder in
      try FileManager.default.createDirectory(atPath: folder.path("datasets/presets/gen"), withIntermediateDirectories: true)
      for i in 0..<Self.count { try folder.write(Self.preset(i), to: String(format: "datasets/presets/gen/%02d.yaml", i)) }
      try folder.write(
        "---\ntitle: Fifty buttons\n---\n\n# Every button\n\n```presslab recommend\nid: all\npresets: all\nconstraints: {overshoot_px: {max: 1}}\n```\n",
        to: "many.md")
      let started = Date()
      let result = try ProcessRunner.presslab(["run", folder.path("many.md"), "-o", folder.path("out"), "--no-history"])
      // Measured for the record, never asserted (the machine may be busy).
      print("ManyButtonsTests: \(Self.count) buttons rendered in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
      #expect(result.status == 0, "\(result.all)")
      let pdf = folder.path("out/many/many.pdf")
      let names = (0..<Self.count).map { String(format: "gen-%02d", $0) }
      let page1 = try ProcessRunner.run("pdftotext", ["-f", "1", "-l", "1", pdf, "-"]).stdout
      #expect(page1.contains("Decisions") && page1.contains("gen-00"))
      // Readable rather than squeezed: page 1 holds the first rows, the rest continue under a repeated header.
      let onPage1 = names.filter { page1.contains($0) }
      #expect(onPage1.count >= 3 && onPage1.count < Self.count, "\(onPage1.count) rows on page 1")
      let sheet = try ProcessRunner.run("pdftotext", ["-f", "1", "-l", "8", pdf, "-"]).stdout
      #expect(names.allSatisfy { sheet.contains($0) })
      #expect(sheet.components(separatedBy: "Verdict").count - 1 >= 2, "the header is not repeated")
      let html = try String(contentsOfFile: folder.path("out/many/many.html"), encoding: .utf8)
      #expect(names.allSatisfy { html.contains($0) })
    }
  }
}
