import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// `presslab sweep --shard I/N` and `presslab merge`: the parts, merged in any order, are the
/// single run's bytes for any N up to the grid's points; parts that do not make one whole
/// table are refused with the part named.
@Suite struct ShardMergeTests {
  func status(_ words: [String]) -> Int32 { PressLab.main(["presslab"] + words) }

  static let definition = """
    model: spring
    parameters:
      duration: [0.3, 0.5]
      bounce: [0, 0.2, 0.4]
    metrics: [overshoot_pct, peak_time, settle_time, oscillations]

    """

  @Test func partsMergeToTheSingleRunForAnyShardCount() throws {
    let folder = try TemporaryFolder("shards")
    defer { folder.remove() }
    let yaml = try folder.write(Self.definition, to: "sweep.yaml")
    #expect(status(["sweep", yaml, "--csv", folder.path("whole.csv")]) == 0)
    let whole = folder.bytes("whole.csv")
    #expect(String(decoding: whole, as: UTF8.self).split(separator: "\n").count == 7)
    var rng = SeededGenerator(state: 7)
    for count in [1, 2, 4, 5, 6] {
      var parts: [String] = []
      for index in 0..<count {
        let part = folder.path("n\(count)-part-\(index).csv")
        #expect(status(["sweep", yaml, "--shard", "\(index)/\(count)", "--csv", part, "--threads", "\(1 + index % 2)"]) == 0)
        parts.append(part)
      }
      parts.shuffle(using: &rng)
      let merged = folder.path("merged-\(count).csv")
      #expect(status(["merge"] + parts + ["--csv", merged]) == 0, "N = \(count)")
      #expect(folder.bytes("merged-\(count).csv") == whole, "N = \(count)")
    }
  }

  @Test func partsThatDoNotMakeOneTableAreRefused() throws {
    let folder = try TemporaryFolder("shards")
    defer { folder.remove() }
    let yaml = try folder.write(Self.definition, to: "sweep.yaml")
    let other = try folder.write(Self.definition.replacingOccurrences(of: "0.4]", with: "0.5]"), to: "other.yaml")
    for index in 0..<3 {
      #expect(status(["sweep", yaml, "--shard", "\(index)/3", "--csv", folder.path("a\(index).csv")]) == 0)
      #expect(status(["sweep", other, "--shard", "\(index)/3", "--csv", folder.path("b\(index).csv")]) == 0)
    }
    #expect(status(["sweep", yaml, "--shard", "0/2", "--csv", folder.path("c0.csv")]) == 0)
    let out = folder.path("out.csv")
    try "keep\n".write(toFile: out, atomically: true, encoding: .utf8)
    let refused: [[String]] = [
      ["a0.csv", "a1.csv"],  // shard 2 missing
      ["a0.csv", "a1.csv", "a1.csv", "a2.csv"],  // shard 1 twice
      ["a0.csv", "b1.csv", "a2.csv"],  // another definition
      ["c0.csv", "a1.csv", "a2.csv"],  // another shard count
    ]
    for parts in refused {
      #expect(status(["merge"] + parts.map { folder.path($0) } + ["--csv", out]) == 65, "\(parts)")
    }
    // A part cut short: its rows are not those its record promises.
    let cut = folder.bytes("a1.csv").dropLast(3)
    _ = try folder.write(Array(cut), to: "a1.csv")
    #expect(status(["merge", folder.path("a0.csv"), folder.path("a1.csv"), folder.path("a2.csv"), "--csv", out]) == 65)
    // A part without its record, and a bad shard option.
    try FileManager.default.removeItem(atPath: folder.path("a2.csv.shard"))
    #expect(status(["merge", folder.path("a0.csv"), folder.path("a2.csv"), "--csv", out]) == 65)
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "keep\n")
    for bad in ["3/3", "-1/2", "1", "a/b", "0/0"] {
      #expect(status(["sweep", yaml, "--shard", bad, "--csv", folder.path("x.csv")]) == 64, "\(bad)")
    }
    #expect(status(["sweep", yaml, "--shard", "0/2"]) == 64, "a shard needs --csv")
  }
}
