import Foundation
import Testing
import _TestSupport

/// `presslab run` writes a sweep cell's table as the sweep runs: the bytes `presslab sweep --csv`
/// writes, memory that does not grow with the grid, nothing left of a cell that fails, and a grid
/// above the limit refused before any work with its cost.
@Suite struct NotebookSweepTableTests {
  /// A notebook of one `file:` sweep cell per definition, then `extra` (more cells).
  static func notebook(_ files: [(id: String, file: String)], extra: String = "") -> String {
    "---\ntitle: Tables\n---\n\n"
      + files.map { "```presslab sweep\nid: \($0.id)\nfile: \($0.file)\n```\n\n" }.joined() + extra
  }

  @Test func theTableIsTheBytesOfPresslabSweep() throws {
    try withTemporaryFolder("sweep-table") { folder in
      // Unconverged UIKit solves, words (one with a comma, quoted), counts and empty cells.
      try folder.write(
        """
        model: uikit-spring
        parameters:
          duration: {from: 0.1, to: 0.6, count: 7}
          damping: {from: 0.05, to: 1, count: 9}
          velocity: [0, 1]
        metrics: [overshoot_px, peak_time, settle_time, end_jump_px, oscillations]

        """, to: "springs.yaml")
      try folder.write(
        """
        model: uikit-curve
        window: 0.3
        parameters:
          duration: [0.1, 0.25, 0.5]
          curve: [easeIn, easeOut, linear]
        metrics: [overshoot_pct, settle_time, frames_to_settle]

        """, to: "eased.yaml")
      try folder.write(Self.notebook([("springs", "springs.yaml"), ("eased", "eased.yaml")]), to: "n.md")
      let run = try ProcessRunner.presslab(["run", "n.md", "-o", "out", "--no-history"], in: folder.path)
      #expect(run.status == 0, "\(run.all)")
      for name in ["springs", "eased"] {
        let sweep = try ProcessRunner.presslab(["sweep", "\(name).yaml", "--csv", "\(name).csv"], in: folder.path)
        #expect(sweep.status == 0, "\(sweep.all)")
        let expected = folder.bytes("\(name).csv"), written = folder.bytes("out/n/sweeps/\(name).csv")
        #expect(expected.count > 250)
        #expect(written == expected, "\(name): \(written.count) bytes against \(expected.count)")
      }
      // Nothing but the finished tables in the report's sweeps/ folder.
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out/n/sweeps")).sorted() == ["eased.csv", "springs.csv"])
    }
  }

  /// Peak resident memory (kB) of `presslab` run with `arguments`, by `/usr/bin/time`.
  static func peakKilobytes(_ arguments: [String], in folder: TemporaryFolder) throws -> (ProcessOutput, Int) {
    let output = try ProcessRunner.run(
      "/usr/bin/time", ["-f", "%M", "-o", folder.path("peak.txt"), try ProcessRunner.presslabBinary()] + arguments, in: folder.path)
    let text = String(decoding: folder.bytes("peak.txt"), as: UTF8.self)
    let peak = try #require(text.split(separator: "\n").last.flatMap { Int($0) }, "\(text)")
    return (output, peak)
  }

  @Test func aGridAboveWhatANotebookHoldsStreamsInBoundedMemory() throws {
    try withTemporaryFolder("sweep-table") { folder in
      // Cheap curves (two frames each), 2,000,000 of them; the same notebook over 2,000 to
      // measure the memory of everything but the grid.
      func definition(scales: Int) -> String {
        """
        model: spring
        fps: 10
        window: 0.1
        parameters:
          duration: {from: 0.1, to: 1, count: 100}
          bounce: 0.3
          scale: {from: 0.5, to: 0.99, count: \(scales)}
        metrics: [overshoot_px]

        """
      }
      try folder.write(definition(scales: 20_000), to: "huge.yaml")
      try folder.write(definition(scales: 20), to: "small.yaml")
      let cells = """
        heatmap:
          - {x: duration, y: scale, metric: overshoot_px}
        table: {sort: overshoot_px, limit: 5}
        ```

        """
      let recommend = "```presslab recommend\nsweep: grid\n```\n"
      try folder.write("```presslab sweep\nid: grid\nfile: huge.yaml\n" + cells + recommend, to: "huge.md")
      try folder.write("```presslab sweep\nid: grid\nfile: small.yaml\n" + cells, to: "small.md")
      let (small, smallPeak) = try Self.peakKilobytes(["run", "small.md", "-o", "out", "--no-history", "--threads", "2"], in: folder)
      #expect(small.status == 0, "\(small.all)")
      let (huge, hugePeak) = try Self.peakKilobytes(["run", "huge.md", "-o", "out", "--no-history", "--threads", "2"], in: folder)

      // The sweep cell ran; the recommendation, which needs the whole table, says why it cannot.
      #expect(huge.status == 1, "\(huge.all)")
      #expect(
        huge.stderr.contains(
          "cell 'cell-2' failed: sweep cell 'grid' has 2000000 curves, above the 1000000 a notebook holds in memory for a recommend cell"),
        "\(huge.all)")
      let results = try #require(
        try JSONSerialization.jsonObject(with: Data(folder.bytes("out/huge/results.json"))) as? [String: Any])
      #expect(results["failed_cells"] as? [String] == ["cell-2"])
      #expect(results["sweeps"] as? [String] == ["sweeps/grid.csv"])
      let csv = folder.bytes("out/huge/sweeps/grid.csv")
      let lines = csv.split(separator: UInt8(ascii: "\n"))
      #expect(lines.count == 2_000_001)
      #expect(String(decoding: lines[0], as: UTF8.self) == "duration,scale,overshoot_px,invalid")
      #expect(String(decoding: lines[lines.count - 1], as: UTF8.self).hasPrefix("1.0,0.99,"))

      // Held, the table would take at least its CSV text and 8 bytes per number of its rows (the
      // notebook kept both, and more); streamed, the run grows by a small part of that.
      let heldAtLeast = (csv.count + 2_000_000 * 3 * 8) / 1024
      #expect(heldAtLeast > 100_000)
      #expect(hugePeak - smallPeak < heldAtLeast / 8, "peak \(hugePeak) kB against \(smallPeak) kB for 2,000 curves; held ≥ \(heldAtLeast) kB")
    }
  }

  @Test func aCellThatFailsMidwayLeavesNoTable() throws {
    try withTemporaryFolder("sweep-table") { folder in
      try folder.write("model: spring\nparameters:\n  bounce: [0, 0.3]\n  duration: 0.3\n", to: "good.yaml")
      // The first block of rows is written before the one holding duration 0 fails.
      try folder.write("model: spring\nparameters:\n  duration: [0.2, 0]\n  bounce: {from: 0, to: 0.5, count: 20000}\n", to: "bad.yaml")
      try folder.write(Self.notebook([("good", "good.yaml"), ("bad", "bad.yaml")]), to: "n.md")
      let run = try ProcessRunner.presslab(["run", "n.md", "-o", "out", "--no-history"], in: folder.path)
      #expect(run.status == 1, "\(run.all)")
      #expect(run.stderr.contains("cell 'bad' failed: in bad.yaml line 3: parameters.duration: must be > 0"), "\(run.all)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out/n/sweeps")) == ["good.csv"])
      // Nor anything half-written beside the report.
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")) == ["n"])
    }
  }

  @Test func aGridAboveTheLimitIsRefusedBeforeAnyWork() throws {
    try withTemporaryFolder("sweep-table") { folder in
      try folder.write(
        "model: spring\nparameters:\n  duration: {from: 0.1, to: 1, count: 1e5}\n  bounce: {from: 0, to: 0.5, count: 1e4}\n", to: "huge.yaml")
      try folder.write("model: spring\nparameters:\n  duration: [0.2, 0.3, 0.4]\n", to: "three.yaml")
      try folder.write(Self.notebook([("huge", "huge.yaml"), ("three", "three.yaml")]), to: "n.md")
      let run = try ProcessRunner.presslab(["run", "n.md", "-o", "out", "--no-history"], in: folder.path)
      #expect(run.status == 1, "\(run.all)")
      #expect(
        run.stderr.contains("cell 'huge' failed: the grid has 1000000000 curves, above the limit of 20000000 a notebook's sweep runs; at this machine's rate ("),
        "\(run.all)")
      // Measured on a coarser grid over the same ranges, of at most 4096 curves ("973 ms", or "1.2 s" on a busy machine).
      let measured = try #require(run.stderr.firstMatch(of: /rate \((\d+) curves in [\d.]+ m?s\)/).flatMap { Int($0.1) })
      #expect(measured > 2048 && measured <= 4096, "\(run.all)")
      #expect(run.stderr.contains(" h and write about ") && run.stderr.contains(" GB of CSV. Raise the limit with `presslab run --max-points N`"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out/n/sweeps")) == ["three.csv"])

      try folder.write(Self.notebook([("three", "three.yaml")]), to: "m.md")
      let refused = try ProcessRunner.presslab(["run", "m.md", "-o", "out", "--no-history", "--max-points", "2"], in: folder.path)
      #expect(refused.status == 1 && refused.stderr.contains("the grid has 3 curves, above the limit of 2"), "\(refused.all)")
      #expect(try ProcessRunner.presslab(["run", "m.md", "-o", "out", "--no-history", "--max-points", "3"], in: folder.path).status == 0)
      #expect(try ProcessRunner.presslab(["run", "m.md", "--max-points", "0"], in: folder.path).status == 64)
    }
  }
}
