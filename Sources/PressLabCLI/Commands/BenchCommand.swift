import Foundation
import Sweeps
import TextFormats

/// `presslab bench`: runs a workload of BENCHMARK.md and prints its figures. Each workload is one
/// case of `Workload`, with its own run function.
struct BenchCommand: Command {
  static let name = "bench"
  static let abstract = "Run a benchmark workload (W1, R1, million-curve sweeps to CSV) and print its figures"
  static let usage = """
    Usage: presslab bench [w1] [--json] [--threads N] [--runs N]
           presslab bench r1 -o FILE.pdf [--json] [--runs N]
           presslab bench w2-uikit|w2-swiftui|w2-ca -o FILE.csv [--json] [--threads N] [--runs N]
           presslab bench scales-uikit|scales-swiftui|scales-bezier|scales-keyframes -o FILE.csv
                          [--json] [--threads N] [--runs N]
           presslab bench layout [--json] [--runs N]
           presslab bench buttons [-o DIR] [--json] [--threads N]

    Runs a workload of BENCHMARK.md and prints its figures.

    """
  static let operands = [
    Operand("w1", "sample and score 200,000 SwiftUI springs at 120 Hz over 2 s (default)"),
    Operand("r1", "render 20 chart pages computed from W1's model into FILE.pdf"),
    Operand(
      "w2-uikit",
      "BENCHMARK.md's W2: 1,000,000 distinct UIKit springs (100 durations × 100 dampings × 100 velocities, 1.5 s "
        + "window, 7 metrics with oscillations) to FILE.csv; prints ns per curve and per sample, threads and peak memory"),
    Operand("w2-swiftui", "W2: 1,000,000 distinct SwiftUI springs (1,000 durations × 1,000 bounces, overshoot_px) to FILE.csv"),
    Operand("w2-ca", "W2: 1,000,000 distinct CASpringAnimations (1,000 stiffnesses × 1,000 dampings, overshoot_px) to FILE.csv"),
    Operand(
      "scales-uikit",
      "1,000,000 UIKit springs, each shared by 10 press scales, removed before the 2 s window ends (7 metrics with "
        + "oscillations) to FILE.csv (was sweep-uikit; the sweep-* names still work)"),
    Operand("scales-swiftui", "1,000,000 SwiftUI springs, each shared by 10 press scales (6 metrics) to FILE.csv"),
    Operand("scales-bezier", "1,024,000 cubic Béziers, each shared by 10 press scales (8 metrics) to FILE.csv"),
    Operand(
      "scales-keyframes",
      "200,000 keyframe animations, every calculation mode, each shared by 10 press scales (11 metrics) to FILE.csv"),
    Operand(
      "layout",
      "lay out and draw to PDF, in memory, notebooks of generated prose: one 100,000-character word, 100 KB and 1 MB "
        + "of prose, a 100 KB parameter used ten times; prints each one's time and its time per 100 KB of prose; then "
        + "BENCHMARK.md's L1 cases (a 2 MB paragraph, a 20,000-character heading, a 100,000-character title, a 100 KB "
        + "parameter used ten times), each also at 100 KB and 1 MB, with seconds per MB and the 1 MB / 100 KB ratio"),
    Operand(
      "buttons",
      "presslab run on a notebook over 50 generated presets (one recommend cell, presets: all: a default sweep, "
        + "decision, filmstrips and code per button); prints its wall time, CPU and peak memory"),
    fitCoverage,
  ]
  static let fitCoverage = Operand(
    "fit-coverage",
    "presslab fit's seeded coverage run: 48 noisy UIKit spring recordings; prints how often the model is recovered "
      + "and the 95 % intervals hold the parameters (figures, not a timing)")
  static let output = Option("-o", "--output", value: "FILE", help: "where r1 writes its PDF, a sweep workload its CSV, buttons its notebook and report (default: a temporary folder, removed)")
  static let json = Option(
    "--json", help: "print only one line holding a JSON object of the figures on standard output; the summary goes to standard error")
  static let threads = Option(
    "--threads", value: "N", help: "worker threads (default, 0 or more than the machine's cores: every core)")
  static let runs = Option("--runs", value: "N", default: "1", help: "repeat the timed section N times and report the median")
  static let options = [output, json, threads, runs]

  enum Workload: String, CaseIterable {
    case w1
    case r1
    case layout
    case buttons
    case fitCoverage = "fit-coverage"
  }

  static func run(_ arguments: Arguments) throws -> Int32 {
    var arguments = arguments
    let json = arguments.flag(Self.json)
    let threads = try ThreadCount.resolve(try arguments.number(Self.threads), command: name)
    let runs = try arguments.number(Self.runs).map(wholeCount)!
    let output = arguments.option(Self.output)
    let rest = try arguments.finish()
    guard rest.count <= 1 else { throw CLIError.usage("expected at most one workload, got \(rest.joined(separator: " "))") }
    let name = rest.first ?? Workload.w1.rawValue
    if let sweep = SweepWorkload(named: name) {
      return try runSweep(sweep, output: output, threads: threads, runs: runs, json: json)
    }
    guard let workload = Workload(rawValue: name.lowercased()) else {
      let known = Workload.allCases.map(\.rawValue) + SweepWorkload.allCases.map(\.rawValue)
      throw CLIError.usage("unknown workload '\(name)'; known: \(known.joined(separator: ", "))")
    }
    switch workload {
    case .w1: return runW1(threads: threads, runs: runs, json: json, output: .console)
    case .r1: return try runR1(output: output, runs: runs, json: json)
    case .layout: return try runLayout(runs: runs, json: json, output: .console)
    case .buttons:
      guard runs == 1 else { throw CLIError.usage("buttons runs once (--runs is for the in-process workloads)") }
      return try runButtons(threads: threads, json: json, folder: output, executable: ownExecutable)
    case .fitCoverage: return runFitCoverage(json: json)
    }
  }

  /// The human summary: standard output, or standard error when standard output carries JSON.
  static func summary(_ text: String, json: Bool) {
    if json { Console.error(text) } else { Console.out(text) }
  }

  static func wholeCount(_ value: Double) throws -> Int {
    guard value >= 1, value <= 1024, value == value.rounded() else {
      throw CLIError.usage("expected a whole number from 1 to 1024, got \(NumberText.cell(value))")
    }
    return Int(value)
  }

  /// The median time of `runs` runs of `body`, and its last result.
  static func timed<T>(runs: Int, _ body: () -> T) -> (seconds: Double, result: T) {
    var times: [Double] = []
    var result: T?
    for _ in 0..<runs {
      let clock = ContinuousClock()
      let start = clock.now
      result = body()
      let elapsed = clock.now - start
      times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    times.sort()
    return (times[times.count / 2], result!)
  }

  /// Where a workload's text goes: standard output and standard error, or a test's buffers.
  struct Output: Sendable {
    var out: @Sendable (String) -> Void
    var error: @Sendable (String) -> Void
    static let console = Output(out: { Console.out($0) }, error: { Console.error($0) })
  }

  /// `compute` is W1's grid; tests hand in a smaller one to check what is printed where.
  static func runW1(
    threads: Int, runs: Int, json: Bool, output: Output, compute: (() -> [W1.Row])? = nil
  ) -> Int32 {
    let (seconds, rows) = timed(runs: runs) { compute?() ?? W1.rows(threads: threads) }
    let checksum = W1.Checksum(rows)
    let curves = W1.curveCount, samples = W1.sampleCount
    let nsPerSample = seconds * 1e9 / Double(samples)
    // With --json, standard output is the JSON alone (for jq); the summary goes to standard error.
    (json ? output.error : output.out)("""
      W1 spring sweep: \(curves) curves, \(samples) samples, \(threads) threads\(runs > 1 ? ", median of \(runs)" : "")
        compute   \(NumberText.rounded(seconds, digits: 4)) s
        curves/s  \(Int((Double(curves) / seconds).rounded()))
        ns/sample \(NumberText.rounded(nsPerSample, digits: 3))
        checksum  \(NumberText.cell(checksum.sumSettleFinite)) / \(checksum.settleFiniteCount) / \(NumberText.cell(checksum.sumOvershootPct))

      """)
    if json {
      let object = JSONValue.object([
        ("workload", .string("w1")),
        ("compute_s", .number(seconds)),
        ("curves", .integer(curves)),
        ("samples", .integer(samples)),
        ("threads", .integer(threads)),
        ("ns_per_sample", .number(nsPerSample)),
        ("curves_per_s", .number(Double(curves) / seconds)),
        ("sum_settle_finite", .number(checksum.sumSettleFinite)),
        ("n_settle_finite", .integer(checksum.settleFiniteCount)),
        ("sum_overshoot_pct", .number(checksum.sumOvershootPct)),
      ])
      output.out(object.serialized() + "\n")
    }
    return ExitStatus.ok
  }
}
