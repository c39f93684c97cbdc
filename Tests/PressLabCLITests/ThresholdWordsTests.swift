import Foundation
import Testing
import _TestSupport

/// A notebook's `visible_px` is the one threshold its report names: every table heading ("Settles
/// (1 px)"), chart title and label ("settle time to 1 px"), contour and sentence of a small
/// notebook with a curve, a sweep with its map and table, a recommendation and a compare cell,
/// read back with pdftotext and from results.json.
@Suite struct ThresholdWordsTests {
  static func notebook(_ threshold: String) -> String {
    """
    ---
    title: Threshold words
    parameters:
      visible_px: \(threshold)
    ---

    ```presslab curve
    preset: shrink-grow
    ```

    ```presslab sweep
    id: s
    definition: |
      model: uikit-spring
      window: 1.0
      parameters:
        damping: [0.4, 0.7, 1]
        duration: [0.15, 0.25, 0.35]
      metrics: [overshoot_px, settle_time, settle_time_px, end_jump_px]
    heatmap:
      - {x: damping, y: duration, metric: settle_time_px, contours: [0.3]}
      - {x: damping, y: duration, metric: overshoot_px, contours: [$visible_px]}
    table: {sort: settle_time_px, limit: 3}
    ```

    ```presslab recommend
    id: r
    sweep: s
    preset: shrink-grow
    constraints:
      overshoot_px: {max: $visible_px}
      settle_time_px: {max: 0.3}
    minimize: [settle_time_px, overshoot_px]
    ```

    ```presslab compare
    presets: [shrink-grow, pebutton]
    show: [curves, metrics]
    ```

    ```presslab table
    sweep: s
    sort: settle_time_px
    limit: 2
    columns: [settle_time_px]
    ```

    """
  }

  /// Every threshold a text states: "Settles (X px)", "settle time to X px", "within X px",
  /// "X device pixel(s)", "overshoot ≤ X px"; "½" read as 0.5.
  static func thresholds(in text: String) -> [(String, Double)] {
    let number = #"(½|[0-9]+(?:\.[0-9]+)?)"#
    let patterns = [
      #"Settles \("# + number + #" ?px\)"#, #"settle time to "# + number + #" ?px"#, #"within "# + number + #" ?px"#,
      number + #" device pixels?"#, #"overshoot ≤ "# + number + #" ?px"#,
    ]
    var found: [(String, Double)] = []
    for pattern in patterns {
      let regex = try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
      for m in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let all = String(text[Range(m.range, in: text)!]), value = String(text[Range(m.range(at: 1), in: text)!])
        found.append((all, value == "½" ? 0.5 : Double(value) ?? .nan))
      }
    }
    return found
  }

  @Test(arguments: ["1", "0.25"]) func everyHeadingNamesTheNotebooksThreshold(_ threshold: String) throws {
    try withTemporaryFolder("threshold-words") { folder in
      try folder.write(Self.notebook(threshold), to: "t.md")
      let run = try ProcessRunner.presslab(["run", "t.md", "-o", "out", "--no-history", "--presets", PackagePaths.path("datasets/presets")], in: folder.path)
      #expect(run.status == 0, "\(run.all)")
      let text = try ProcessRunner.run("pdftotext", [folder.path("out/t/t.pdf"), "-"]).stdout
        .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
      // Before the appendix's notebook source, where the notebook's own words are.
      let body = text.range(of: "Notebook source as run", options: .backwards).map { String(text[..<$0.lowerBound]) } ?? text
      let json = String(decoding: folder.bytes("out/t/results.json"), as: UTF8.self)
      let value = Double(threshold)!
      for (name, source) in [("PDF", body), ("results.json", json)] {
        let found = Self.thresholds(in: source)
        let other = found.filter { abs($0.1 - value) > 1e-9 }
        #expect(other.isEmpty, "\(name) names thresholds other than \(threshold) px: \(other.map(\.0))")
        #expect(!source.contains("½"), "\(name) still says ½")
        if name == "PDF" {
          // The compare table, the sweep tables, the heatmap titles, the axes and the reading.
          #expect(found.filter { $0.0.hasPrefix("Settles") }.count >= 1, "\(found.map(\.0))")
          #expect(found.filter { $0.0.lowercased().hasPrefix("settle time to") }.count >= 3, "\(found.map(\.0))")
          #expect(found.count >= 8, "\(found.map(\.0))")
        }
      }
    }
  }
}
