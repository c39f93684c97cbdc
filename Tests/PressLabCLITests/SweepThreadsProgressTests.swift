import Foundation
import Sweeps
import Testing
import _TestSupport

@testable import PressLabCLI

/// `--threads 0` and more threads than cores use every core and say so; the progress line of a
/// long sweep says done/total, the rate and the time left, and shows on a pipe only with
/// `--progress`; `presslab bench` knows W2 and the old names of the shared-curve workloads.
@Suite struct SweepThreadsProgressTests {
  @Test func threadCountsBeyondTheMachineUseEveryCoreAndSaySo() throws {
    var notes: [String] = []
    #expect(try ThreadCount.resolve(nil, command: "sweep", cores: 2) { notes.append($0) } == 2)
    #expect(try ThreadCount.resolve(1, command: "sweep", cores: 2) { notes.append($0) } == 1)
    #expect(try ThreadCount.resolve(2, command: "sweep", cores: 2) { notes.append($0) } == 2)
    #expect(notes.isEmpty)
    #expect(try ThreadCount.resolve(0, command: "sweep", cores: 2) { notes.append($0) } == 2)
    #expect(notes.last == "presslab sweep: --threads 0: using every core, 2 threads\n")
    #expect(try ThreadCount.resolve(10000, command: "run", cores: 2) { notes.append($0) } == 2)
    #expect(notes.last == "presslab run: --threads 10000 is more than this machine's 2 cores: using 2 threads\n")
    for bad in [-1, 1.5, Double.infinity] {
      #expect(throws: CLIError.self) { try ThreadCount.resolve(bad, command: "sweep", cores: 2) { _ in } }
    }
  }

  @Test func theCommandSaysWhatItUses() throws {
    let folder = try TemporaryFolder("threads")
    defer { folder.remove() }
    let yaml = try folder.write("model: spring\nparameters:\n  duration: [0.3, 0.5]\n  bounce: 0.2\nmetrics: [overshoot_px]\n", to: "s.yaml")
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let zero = try ProcessRunner.presslab(["sweep", yaml, "--csv", folder.path("zero.csv"), "--threads", "0"])
    #expect(zero.status == 0 && zero.stderr.contains("--threads 0: using every core, \(cores) thread"), "\(zero.all)")
    let many = try ProcessRunner.presslab(["sweep", yaml, "--csv", folder.path("many.csv"), "--threads", "10000"])
    #expect(many.status == 0 && many.stderr.contains("--threads 10000 is more than this machine's \(cores) core"), "\(many.all)")
    #expect(folder.bytes("zero.csv") == folder.bytes("many.csv") && !folder.bytes("zero.csv").isEmpty)
    let bad = try ProcessRunner.presslab(["sweep", yaml, "--csv", folder.path("bad.csv"), "--threads", "-2"])
    #expect(bad.status != 0 && bad.stderr.contains("--threads must be a whole number"), "\(bad.all)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("bad.csv")))
  }

  @Test func progressLineText() {
    #expect(ProgressLine.text(done: 250_000, total: 1_000_000, elapsed: 2.5)
      == "presslab: 250000/1000000 curves (25 %), 100000 curves/s, about 8 s left")
    #expect(ProgressLine.text(done: 0, total: 10, elapsed: 3) == "presslab: 0/10 curves (0 %), 0 curves/s, time left not known yet")
    #expect(ProgressLine.duration(59.2) == "1 min 0 s" || ProgressLine.duration(59.2) == "60 s")
    #expect(ProgressLine.duration(185) == "3 min 5 s")
    #expect(ProgressLine.duration(7440) == "2 h 4 min")
  }

  /// On a pipe the line shows only with --progress (the 2 s delay set to 0 for the child).
  @Test func progressOnAPipeOnlyWhenAskedFor() throws {
    let folder = try TemporaryFolder("progress")
    defer { folder.remove() }
    let yaml = try folder.write("""
      model: spring
      parameters:
        duration: {from: 0.1, to: 1, count: 131}
        bounce: {from: 0, to: 0.9, count: 131}
      window: 0.25
      metrics: [overshoot_px]

      """, to: "s.yaml")
    let environment = ["PRESSLAB_PROGRESS_AFTER": "0"]
    let quiet = try ProcessRunner.presslab(["sweep", yaml, "--csv", folder.path("a.csv"), "--threads", "1"], environment: environment)
    #expect(quiet.status == 0 && !quiet.stderr.contains("curves/s"), "\(quiet.all)")
    let shown = try ProcessRunner.presslab(
      ["sweep", yaml, "--csv", folder.path("b.csv"), "--threads", "1", "--progress"], environment: environment)
    #expect(shown.status == 0, "\(shown.all)")
    // Blocks of 16,384 points (a short window keeps the two blocks cheap): the first line after
    // the first block, a new line each (not \r).
    let line = try #require(shown.stderr.split(separator: "\n").first { $0.contains("curves/s") })
    #expect(line.hasPrefix("presslab: 16384/17161 curves (95 %), ") && line.contains(" left"), "\(shown.stderr)")
    #expect(!shown.stderr.contains("\r"))
    #expect(folder.bytes("a.csv") == folder.bytes("b.csv"))
  }

  @Test func benchKnowsW2AndTheOldNames() throws {
    #expect(SweepWorkload(named: "sweep-uikit") == .uikit && SweepWorkload(named: "scales-uikit") == .uikit)
    #expect(SweepWorkload(named: "SWEEP-keyframes") == .keyframes)
    #expect(SweepWorkload(named: "w2-ca") == .w2CA && SweepWorkload(named: "w1") == nil)
    // An output that cannot be written fails before any work, naming it, and writes nothing.
    let folder = try TemporaryFolder("bench")
    defer { folder.remove() }
    let target = folder.path("missing/w2.csv")
    let run = try ProcessRunner.presslab(["bench", "w2-swiftui", "-o", target, "--threads", "1"])
    #expect(run.status != 0 && run.stderr.contains(folder.path("missing")), "\(run.all)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("missing")))
  }
}
