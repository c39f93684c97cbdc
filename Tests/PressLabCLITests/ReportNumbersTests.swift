import Foundation
import Testing
import _TestSupport

/// Every number a small report prints for its buttons, on page 1, in the chapters' tables and
/// prose and on the filmstrips, is read back with `pdftotext -layout` and found in results.json
/// as the reading it is printed as (settle, fully pressed, overshoot, snap, peak, a quick tap's
/// share pressed, the depth; a difference of two settles for "… sooner") at its printed precision, for the button its line names; typed
/// values (curve durations, bounds, a sweep's window) are the notebook's and its presets'. A
/// filmstrip's named frames ("settled", "full press", "snap") are that button's reading; the
/// frames between them sit on display frames. A number that matches no entry fails with its page.
/// The same run's HTML twin, as headless Chromium builds it, is read by the same reader: every
/// number it prints is found the same way, and every number the PDF's page 1 and tables print for
/// a button the twin prints for it too, at the same precision.
@Suite struct ReportNumbersTests {
  static let notebook = """
    ---
    title: Numbers
    parameters:
      fps: 120
    ---

    ```presslab curve
    preset: shrink-shadow
    ```

    ```presslab filmstrip
    preset: pebutton
    ```

    \(SmallSweep.cell(damping: "[0.6, 0.8, 1]", duration: "[0.1, 0.2, 0.3]"))

    ```presslab recommend
    id: r
    sweep: s
    preset: shrink-shadow
    constraints:
      overshoot_px: {max: 0.5}
      scale: {min: 0.95, max: 0.95}
    minimize: [settle_time_px, overshoot_px]
    ```

    \(SmallSweep.cell(
      id: "down", damping: "[0.7, 1]", duration: "[0.05, 0.1, 0.2]", scale: "[0.9, 0.95]",
      metrics: "[overshoot_px, settle_time_px, end_jump_px]"))

    ```presslab recommend
    id: p
    sweep: down
    preset: pebutton
    phase: press
    ```

    ```presslab compare
    presets: [shrink-shadow, pebutton]
    show: [curves, metrics]
    ```

    """

  /// Which button each cell's results.json entry belongs to (a compare cell keys its own).
  static let owners = #"{"cell-1": "shrink-shadow", "cell-2": "pebutton", "r": "shrink-shadow", "p": "pebutton"}"#

  @Test func everyNumberOfThePDFAndItsTwinIsFoundAsItsReadingInResults() throws {
    try withTemporaryFolder("report-numbers") { folder in
      try folder.write(Self.notebook, to: "n.md")
      let run = try ProcessRunner.presslab(["run", "n.md", "-o", "out", "--no-history", "--presets", Datasets.presetsFolder], in: folder.path)
      #expect(run.status == 0, "\(run.all)")
      let text = try ProcessRunner.run("pdftotext", ["-layout", folder.path("out/n/n.pdf"), folder.path("n.txt")])
      #expect(text.status == 0, "\(text.all)")
      let dom = try HTMLTwinTests.chromium(["--dump-dom", "file://\(folder.path("out/n/n.html"))"])
      #expect(dom.status == 0 && dom.stdout.contains("</table>"), "\(dom.stderr)")
      let typed = try ([Self.notebook] + Datasets.presetFiles().filter { $0.name.contains("shrink-shadow") || $0.name.contains("pebutton") }.map(\.text))
        .joined(separator: "\n")
      let pages = try String(contentsOfFile: folder.path("n.txt"), encoding: .utf8)
      /// The reader's lines for these pages and, unless "", this copy of the twin's DOM.
      func read(_ pages: String, twin: String) throws -> (counts: [[Int]], problems: [String]) {
        let twinPath = try twin.isEmpty ? "" : folder.write(twin, to: "twin.html")
        let python = try ProcessRunner.run("python3", ["-c", ReportNumbersReader.script, pages, folder.path("out/n/results.json"), Self.owners, typed, twinPath])
        #expect(python.status == 0, "\(python.stderr)")
        let lines = python.stdout.split(separator: "\n").map(String.init)
        let counts = Array(lines.prefix(twin.isEmpty ? 1 : 3)).map { $0.split(separator: " ").compactMap { Int($0) } }
        return (counts, Array(lines.dropFirst(counts.count)))
      }
      let both = try read(pages, twin: dom.stdout)
      #expect(both.counts.count == 3 && both.counts[0].count == 5 && both.counts[0][0] >= 150, "too few numbers read: \(both)")
      #expect(both.counts.count == 3 && both.counts[1].count == 5 && both.counts[1][0] >= 140, "too few of the twin's numbers read: \(both)")
      #expect(both.counts.count == 3 && both.counts[2].first ?? 0 >= 30, "too few numbers the twin must print too: \(both)")
      #expect(both.problems.isEmpty, "\(both.problems.joined(separator: "\n"))")
      // The same pages with each "settles in N ms" a second later: every one is caught.
      let shifted = pages.replacing(/settles in (\d+) ms/) { "settles in \(Int($0.1)! + 1000) ms" }
      let caught = try read(shifted, twin: "").problems.filter { $0.contains("settles in") }.count
      #expect(caught > 0 && caught == pages.matches(of: /settles in \d+ ms/).count, "\(caught)")
      // The twin shifted so: caught too. With its pixels rounded to whole ones, each still reads
      // as its entry, but the tenths page 1 and the tables print are no longer in the twin.
      let twinShifted = try read(pages, twin: dom.stdout.replacing(/settles in (\d+) ms/) { "settles in \(Int($0.1)! + 1000) ms" }).problems
      #expect(twinShifted.contains { $0.hasPrefix("twin, ") && $0.contains("settles in") }, "\(twinShifted)")
      let rounded = dom.stdout.replacing(/(\d+\.\d) px/) { "\(Int(Double($0.1)!.rounded())) px" }
      let missing = try read(pages, twin: rounded).problems
      #expect(!missing.isEmpty && missing.allSatisfy { $0.hasPrefix("not in the twin: ") && $0.contains(" px") }, "\(missing)")
    }
  }
}
