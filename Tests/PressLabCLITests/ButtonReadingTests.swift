import Foundation
import Testing
import _TestSupport

/// A button has one "now": a compare table reads the property its recommend chapter decides
/// (`property:`) and says so in the row, so its number is the chapter's.
@Suite struct ButtonReadingTests {
  static let notebook = """
    ```presslab sweep
    id: s
    definition: |
      model: uikit-spring
      window: 1.0
      parameters:
        damping: [0.5, 1]
        duration: [0.1, 0.3]
        velocity: [0]
        scale: [0.97]
      metrics: [overshoot_px, settle_time_px, end_jump_px]
    ```

    ```presslab recommend
    id: r
    sweep: s
    preset: bfpaper-raised
    property: shadow_radius
    minimize: [settle_time_px, overshoot_px]
    ```

    ```presslab compare
    id: c
    presets: [shrink-shadow, bfpaper-raised]
    phase: release
    show: [metrics]
    ```

    """

  @Test func theCompareTableReadsWhatTheChapterDecides() throws {
    try withTemporaryFolder("reading") { folder in
      let source = try folder.write(Self.notebook, to: "n.md")
      let run = try ProcessRunner.presslab(["run", source, "-o", folder.path("out"), "--no-history"])
      #expect(run.status == 0, "\(run.stderr)")
      // results.json read by python: the compare row and the chapter's "now" of the same button.
      let script = """
        import json, sys
        cells = {c["id"]: c for c in json.load(open(sys.argv[1]))["cells"]}
        print(cells["c"]["metrics"]["bfpaper-raised"]["settle_time_px"], cells["r"]["metrics"]["now"]["settle_time_px"])
        """
      let read = try ProcessRunner.run("python3", ["-c", script, folder.path("out/n/results.json")])
      #expect(read.status == 0, "\(read.stderr)")
      let numbers = read.stdout.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
      #expect(numbers.count == 2 && numbers[0] == numbers[1], "compare \(read.stdout)")
      // On the page: the row's curves name the property read, and it prints the chapter's settle
      // time; a button read by its scale says nothing more.
      let text = try ProcessRunner.run("pdftotext", ["-layout", folder.path("out/n/n.pdf"), "-"]).stdout
      let row = try #require(text.split(separator: "\n").first { $0.contains("Raised BFPaperButton ") && $0.contains("shadow radius:") }, "\(text)")
      #expect(row.contains(" \(Int((numbers[1] * 1000).rounded())) ms "), "\(row)")
      let other = try #require(text.split(separator: "\n").first { $0.contains("OurCustomButton ") && $0.contains(" ms") }, "\(text)")
      #expect(other.contains("ease-out, 300 ms") && !other.contains("scale:"), "\(other)")
    }
  }
}
