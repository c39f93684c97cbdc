import Foundation
import Testing
import _TestSupport

/// Shards and merges that would lose a file, crash, or mislead: each refused with a clear message.
/// Run as a child process, so a crash is a failed status rather than the test runner's end.
@Suite struct ShardSafetyTests {
  static let definition = "model: spring\nparameters:\n  duration: [0.3, 0.5]\n  bounce: [0, 0.2, 0.4]\n"

  /// A folder holding `sweep.yaml` and its two shards p0.csv and p1.csv with their records.
  func parts(_ folder: TemporaryFolder) throws {
    try folder.write(Self.definition, to: "sweep.yaml")
    for index in 0..<2 {
      let r = try ProcessRunner.presslab(["sweep", "sweep.yaml", "--shard", "\(index)/2", "--csv", "p\(index).csv"], in: folder.path)
      #expect(r.status == 0, "\(r.all)")
    }
  }

  func presslab(_ words: [String], _ folder: TemporaryFolder) throws -> ProcessOutput {
    try ProcessRunner.presslab(words, in: folder.path)
  }

  @Test func mergeNeverWritesOverAPartOrItsRecord() throws {
    try withTemporaryFolder("merge-inputs") { folder in
      try parts(folder)
      try FileManager.default.createSymbolicLink(atPath: folder.path("alias.csv"), withDestinationPath: "p0.csv")
      let before = ["p0.csv", "p1.csv", "p0.csv.shard", "p1.csv.shard"].map { folder.bytes($0) }
      for out in ["./p0.csv", "p1.csv", "p1.csv.shard", "alias.csv", folder.path("p0.csv.shard")] {
        let r = try presslab(["merge", "p0.csv", "p1.csv", "--csv", out], folder)
        #expect(r.status == 73, "--csv \(out): \(r.all)")
        #expect(r.stderr.contains("would overwrite an input"), "\(r.all)")
      }
      #expect(["p0.csv", "p1.csv", "p0.csv.shard", "p1.csv.shard"].map { folder.bytes($0) } == before)
      #expect(try presslab(["merge", "p0.csv", "p1.csv", "--csv", "whole.csv"], folder).status == 0)
    }
  }

  @Test func everyNumberOfAShardRecordIsChecked() throws {
    try withTemporaryFolder("shard-record") { folder in
      try parts(folder)
      let record = try String(contentsOfFile: folder.path("p1.csv.shard"), encoding: .utf8)
      let edits: [(field: String, from: String, to: String)] = [
        ("first_point", #""first_point": 3"#, #""first_point": 9223372036854775807"#),
        ("grid_points", #""grid_points": 6"#, #""grid_points": -5"#),
        ("of", #""of": 2"#, #""of": 1000000000000"#),
        ("points", #""points": 3"#, #""points": -2"#),
        ("shard", #""shard": 1"#, #""shard": 2"#),
      ]
      for edit in edits {
        #expect(record.contains(edit.from), "the record's form changed: \(record)")
        try folder.write(record.replacingOccurrences(of: edit.from, with: edit.to), to: "p1.csv.shard")
        let r = try presslab(["merge", "p0.csv", "p1.csv", "--csv", "whole.csv"], folder)
        #expect(r.status == 65, "\(edit.field): \(r.all)")
        #expect(r.stderr.contains("p1.csv.shard:1: field \(edit.field):"), "\(edit.field): \(r.all)")
      }
      #expect(!FileManager.default.fileExists(atPath: folder.path("whole.csv")))
    }
  }

  @Test func aShardCountAboveTheGridIsRefused() throws {
    try withTemporaryFolder("shard-count") { folder in
      try folder.write(Self.definition, to: "sweep.yaml")
      for shard in ["0/1000000000000", "0/7"] {
        let r = try presslab(["sweep", "sweep.yaml", "--shard", shard, "--csv", "p.csv"], folder)
        #expect(r.status == 64, "\(r.all)")
        #expect(r.stderr.contains("N must be at most the grid's 6 points"), "\(r.all)")
      }
      #expect(!FileManager.default.fileExists(atPath: folder.path("p.csv.shard")))
    }
  }

  @Test func aCRLFPartIsSaidToBeOne() throws {
    try withTemporaryFolder("crlf") { folder in
      try parts(folder)
      let crlf = folder.bytes("p1.csv").flatMap { $0 == UInt8(ascii: "\n") ? [13, 10] : [$0] }
      try folder.write(crlf, to: "p1.csv")
      let r = try presslab(["merge", "p0.csv", "p1.csv", "--csv", "whole.csv"], folder)
      #expect(r.status == 65, "\(r.all)")
      #expect(r.stderr.contains("p1.csv: it has Windows line endings (CRLF)"), "\(r.all)")
    }
  }

  @Test func aShardToAStreamOrDeviceIsRefusedAndLeavesNoRecord() throws {
    try withTemporaryFolder("shard-stream") { folder in
      try folder.write(Self.definition, to: "sweep.yaml")
      try FileManager.default.createSymbolicLink(atPath: folder.path("null"), withDestinationPath: "/dev/null")
      for out in ["-", "null"] {
        let r = try presslab(["sweep", "sweep.yaml", "--shard", "1/4", "--csv", out], folder)
        #expect(r.status == 64, "\(out): \(r.all)")
        #expect(r.stderr.contains("--csv must name a file"), "\(r.all)")
        #expect(r.stdout.isEmpty)
      }
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(left == ["null", "sweep.yaml"], "\(left)")
    }
  }

  @Test func limitsAndRangesSayWhatIsWrong() throws {
    try withTemporaryFolder("limits") { folder in
      try folder.write(Self.definition, to: "sweep.yaml")
      let r = try presslab(["sweep", "sweep.yaml", "--max-points", "1e18"], folder)
      #expect(r.status == 64 && r.stderr.contains("from 1 to 1000000000000000"), "\(r.all)")
      try folder.write("model: spring\nparameters:\n  duration: {from: -1e308, to: 1e308, count: 3}\n", to: "wide.yaml")
      let wide = try presslab(["sweep", "wide.yaml"], folder)
      #expect(wide.status == 65, "\(wide.all)")
      #expect(wide.stderr.contains("wide.yaml:3: duration: the range's width (to − from) is not a finite number"), "\(wide.all)")
      #expect(!wide.all.contains("nan"))
    }
  }
}
