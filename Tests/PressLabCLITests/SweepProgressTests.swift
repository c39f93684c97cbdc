import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// The progress line decides from its clock, never the wall's: nothing before 2 s, then
/// done/total, rate and time left; rewritten in place on a terminal (at most 5 a second), a new
/// line every 5 s elsewhere and only when asked for. A notebook's sweep cells get one each, named.
@Suite struct SweepProgressTests {
  /// A clock the test moves, and what the line wrote.
  final class Script: @unchecked Sendable {
    var now = 100.0
    var written: [String] = []
  }

  func line(_ script: Script, forced: Bool, terminal: Bool, label: String? = nil) -> ProgressLine {
    ProgressLine(
      forced: forced, label: label, terminal: terminal, after: 2, clock: { script.now }, write: { script.written.append($0) })
  }

  @Test func aTerminalSeesTheLineOnceTheRunPassesTwoSeconds() {
    let script = Script()
    var bar = line(script, forced: false, terminal: true)
    script.now += 1.75
    bar.show(100, of: 1000)
    #expect(script.written.isEmpty, "a run under 2 s prints nothing")
    script.now += 0.75
    bar.show(500, of: 1000)
    #expect(script.written == ["\rpresslab: 500/1000 curves (50 %), 200 curves/s, about 3 s left\u{1B}[K"])
    script.now += 0.125
    bar.show(520, of: 1000)
    #expect(script.written.count == 1, "at most one rewrite every 0.2 s")
    script.now += 0.375
    bar.show(600, of: 1000)
    #expect(script.written.last == "\rpresslab: 600/1000 curves (60 %), 200 curves/s, about 2 s left\u{1B}[K")
    bar.show(1000, of: 1000)
    #expect(script.written.count == 2, "the end is not a progress line")
    bar.clear()
    #expect(script.written.last == "\r\u{1B}[K", "the line is wiped at the end")
  }

  @Test func elsewhereOnlyWhenAskedForAndEveryFiveSeconds() {
    let quietScript = Script()
    var quiet = line(quietScript, forced: false, terminal: false)
    quietScript.now += 10
    quiet.show(5, of: 10)
    quiet.clear()
    #expect(quietScript.written.isEmpty)

    let script = Script()
    var bar = line(script, forced: true, terminal: false)
    script.now += 2
    bar.show(100, of: 1000)
    script.now += 4.75
    bar.show(490, of: 1000)
    script.now += 0.25
    bar.show(700, of: 1000)
    bar.clear()
    #expect(script.written == [
      "presslab: 100/1000 curves (10 %), 50 curves/s, about 18 s left\n",
      "presslab: 700/1000 curves (70 %), 100 curves/s, about 3 s left\n",
    ], "a new line each time, nothing to wipe")
  }

  @Test func eachSweepCellHasItsOwnNamedLine() {
    let script = Script()
    let cells = SweepCellProgress { self.line(script, forced: true, terminal: true, label: "sweep '\($0)'") }
    cells.report(cell: "grid", done: 0, of: 300)
    script.now += 3
    cells.report(cell: "grid", done: 150, of: 300)
    cells.report(cell: "grid", done: 300, of: 300)
    // The second cell's clock starts at its own start: 1 s in, nothing yet.
    cells.report(cell: "fine", done: 0, of: 100)
    script.now += 1
    cells.report(cell: "fine", done: 10, of: 100)
    cells.finish()
    #expect(script.written == [
      "\rpresslab: sweep 'grid': 150/300 curves (50 %), 50 curves/s, about 3 s left\u{1B}[K", "\r\u{1B}[K",
    ])
  }

  /// `presslab run --progress` on a pipe: the sweep cell's line, named (the 2 s set to 0 for the
  /// child); two blocks of 16,384 points, so one line between them.
  @Test func aNotebookSweepShowsItsProgressWhenAskedFor() throws {
    let folder = try TemporaryFolder("run-progress")
    defer { folder.remove() }
    let notebook = try folder.write("""
      # Progress

      ```presslab sweep
      id: grid
      definition: |
        model: spring
        parameters:
          duration: {from: 0.1, to: 1, count: 131}
          bounce: {from: 0, to: 0.9, count: 131}
        window: 0.25
        metrics: [overshoot_px]
      ```

      """, to: "progress.md")
    let environment = ["PRESSLAB_PROGRESS_AFTER": "0"]
    let arguments = [notebook, "--no-history", "--threads", "1"]
    let quiet = try ProcessRunner.presslab(["run"] + arguments + ["-o", folder.path("quiet")], environment: environment)
    #expect(quiet.status == 0 && !quiet.stderr.contains("curves/s"), "\(quiet.all)")
    let shown = try ProcessRunner.presslab(["run"] + arguments + ["-o", folder.path("shown"), "--progress"], environment: environment)
    #expect(shown.status == 0, "\(shown.all)")
    let line = try #require(shown.stderr.split(separator: "\n").first { $0.contains("curves/s") }, "\(shown.all)")
    #expect(line.hasPrefix("presslab: sweep 'grid': 16384/17161 curves (95 %), ") && line.contains(" left"), "\(shown.stderr)")
    #expect(folder.bytes("quiet/progress/sweeps/grid.csv") == folder.bytes("shown/progress/sweeps/grid.csv"))
    #expect(!folder.bytes("shown/progress/sweeps/grid.csv").isEmpty)
  }
}
