import Foundation
import NotebookFormat
import Sweeps
import Testing

@testable import PressLabCLI

/// Text collected from a command's two streams.
final class Streams: @unchecked Sendable {
  private let lock = NSLock()
  private var outText = ""
  private var errorText = ""
  var out: String { lock.withLock { outText } }
  var error: String { lock.withLock { errorText } }
  var output: BenchCommand.Output {
    BenchCommand.Output(
      out: { text in self.lock.withLock { self.outText += text } },
      error: { text in self.lock.withLock { self.errorText += text } })
  }
}

/// `presslab bench w1 --json` prints JSON alone on standard output, so `| jq` works.
@Suite struct BenchJSONTests {
  /// A few real rows of W1's model: the printing is what is checked, not the 200,000 curves.
  static func rows() -> [W1.Row] {
    var row = W1.Row()
    row.settleTime = 0.25
    row.overshootPct = 3
    return [row, W1.Row()]
  }

  @Test func jsonIsAloneOnStandardOutput() throws {
    let streams = Streams()
    #expect(BenchCommand.runW1(threads: 1, runs: 1, json: true, output: streams.output, compute: Self.rows) == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(streams.out.utf8)) as? [String: Any], "stdout: \(streams.out)")
    #expect(object["workload"] as? String == "w1")
    #expect(object["sum_settle_finite"] as? Double == 0.25)
    #expect(object["n_settle_finite"] as? Int == 1)
    #expect(streams.out.split(separator: "\n").count == 1)
    #expect(streams.error.contains("W1 spring sweep"))
  }

  @Test func withoutJSONTheSummaryIsOnStandardOutput() {
    let streams = Streams()
    #expect(BenchCommand.runW1(threads: 1, runs: 1, json: false, output: streams.output, compute: Self.rows) == 0)
    #expect(streams.out.hasPrefix("W1 spring sweep"))
    #expect(streams.error.isEmpty)
  }
}

/// Files and folders that cannot be read are named with why, never dropped in silence.
@Suite struct UnreadableInputTests {
  func folder() throws -> String {
    let path = NSTemporaryDirectory() + "presslab-inputs-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func presetFolderProblemsAreNamed() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let missing = FileAccess.yamlFiles(in: dir + "/nope")
    #expect(missing.files.isEmpty)
    #expect(missing.problems == ["\(dir)/nope: cannot read the folder (No such file or directory)"])

    try Data([0x6E, 0x61, 0x6D, 0x65, 0x3A, 0x20, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: dir + "/bad.yaml"))
    try "name: x\n".write(toFile: dir + "/good.yaml", atomically: true, encoding: .utf8)
    let listed = FileAccess.yamlFiles(in: dir)
    #expect(listed.files.map(\.path) == [dir + "/good.yaml"])
    #expect(listed.problems == ["\(dir)/bad.yaml: not UTF-8 text"])
  }

  @Test func aPresetSweepSaysWhichFolderFailed() throws {
    var lookup = PresetLookup(folder: "/nonexistent/presets")
    #expect(lookup.find("shrink-shadow") == nil)
    #expect(lookup.problems.count == 1)
    #expect(lookup.problems[0].contains("cannot read the preset folder /nonexistent/presets (No such file or directory)"))

    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "preset: shrink-shadow\nparameters:\n  release.damping: [0.5, 1]\n".write(toFile: dir + "/s.yaml", atomically: true, encoding: .utf8)
    #expect(PressLab.main(["presslab", "sweep", dir + "/s.yaml", "--presets", dir + "/missing", "--csv", dir + "/out.csv"]) == 65)
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.csv"))
  }

  @Test func aNotebookCellNamesTheUnreadablePresetFolder() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "```presslab curve\npreset: shrink-shadow\n```\n".write(toFile: dir + "/p.md", atomically: true, encoding: .utf8)
    #expect(PressLab.main(["presslab", "run", dir + "/p.md", "--presets", dir + "/missing", "-o", dir + "/out"]) == 1)
    let data = try #require(FileManager.default.contents(atPath: dir + "/out/p/results.json"))
    let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let cell = try #require((results["cells"] as? [[String: Any]])?.first)
    let message = try #require((cell["error"] as? [String: Any])?["message"] as? String)
    #expect(message.contains("no preset named 'shrink-shadow'"))
    #expect(message.contains("\(dir)/missing: cannot read the folder (No such file or directory)"))
  }
}

/// `presslab run --describe` shows the key problems a run would report, and cells inside lists.
@Suite struct DescribeTests {
  @Test func describeChecksKeysAndListsNestedCells() throws {
    let text = "- item\n\n  ```presslab curve\n  preset: shrink-shadow\n  fps: 60\n  ```\n\n> ```presslab table\n> presets: [pebutton]\n> ```\n"
    let notebook = try NotebookParser().parse(Array(text.utf8), file: "d.md")
    let description = NotebookDescription.text(notebook)
    #expect(description.contains("cell-1  curve      line 3"))
    #expect(description.contains("error: d.md:5:3: 'fps' has no effect in a curve cell with 'preset'"), "\(description)")
    #expect(description.contains("cell-2  table      line 8"))
  }
}
