import Foundation
import Testing
import _TestSupport

/// The pages a designer reads (everything before the appendix) speak design: no solver
/// internals, file columns, source citations or Markdown backticks. Checked with pdftotext on a
/// small notebook whose sweep holds springs UIKit solves inexactly.
@Suite struct DesignerWordsTests {
  static let notebook = """
    ---
    title: Words
    ---

    # Shrink and shadow

    ```presslab sweep
    id: sweep-a
    definition: |
      model: uikit-spring
      window: 1.0
      parameters:
        damping: [0.0005, 0.3, 0.6]
        duration: [0.3, 0.5]
        velocity: [0]
      metrics: [overshoot_px, settle_time_px, end_jump_px]
    heatmap:
      - {x: damping, y: duration, metric: settle_time_px}
    ```

    ```presslab recommend
    id: recommend-a
    preset: shrink-shadow
    constraints:
      overshoot_px: {max: 0.5}
    ```

    """

  static let jargon = ["Newton", "float32", "rounding details", "no valid root", "'invalid' column", "FACTS.md", "`"]

  @Test func designerPagesHoldNoJargon() throws {
    try withTemporaryFolder("words") { folder in
      try folder.write(Self.notebook, to: "words.md")
      let result = try ProcessRunner.presslab(
        ["run", "words.md", "--presets", Datasets.presetsFolder, "-o", "out", "--no-history"], in: folder.path)
      #expect(result.status == 0, "\(result.all)")
      let text = try ProcessRunner.run("pdftotext", [folder.path("out/words/words.pdf"), "-"]).stdout
      // The appendix's own heading is the last line reading "Appendix" (the contents name it first).
      let cut = try #require(text.range(of: "\nAppendix\n", options: .backwards))
      let designer = String(text[..<cut.lowerBound])
      #expect(designer.contains("springs (the first: damping"), "the inexact solves are still said, in words")
      for word in Self.jargon {
        #expect(!designer.contains(word), "designer pages say \(word)")
      }
    }
  }
}
