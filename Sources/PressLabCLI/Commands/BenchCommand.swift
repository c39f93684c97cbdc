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
           presslab bench sweep-uikit|sweep-swiftui|sweep-bezier|sweep-keyframes -o FILE.csv
                          [--json] [--threads N] [--runs N]
           presslab bench layout [--json] [--runs N]

    Runs a workload of BENCHMARK.md and prints its figures.

    """
  static let operands = [
    Operand("w1", "sample and score 200,000 SwiftUI springs at 120 Hz over 2 s (default)"),
    Operand("r1", "render 20 chart pages computed from W1's model into FILE.pdf"),
    Operand(
      "sweep-uikit",
      "sweep 1,000,000 UIKit springs removed before the 2 s window ends (7 metrics with oscillations) and write the "
        + "table to FILE.csv"),
    Operand("sweep-swiftui", "sweep 1,000,000 SwiftUI springs (6 metrics) and write the table to FILE.csv"),
    Operand("sweep-bezier", "sweep 1,024,000 cubic Béziers (8 metrics) and write the table to FILE.csv"),
    Operand(
      "sweep-keyframes",
      "sweep 200,000 keyframe animations, every calculation mode (11 metrics) and write the table to FILE.csv"),
    Operand(
      "layout",
      "lay out and draw to PDF, in memory, notebooks of generated prose: one 100,000-character word, 100 KB and 1 MB "
        + "of prose, a 100 KB parameter used ten times; prints each one's time and its time per 100 KB of prose; then "
        + "BENCHMARK.md's L1 cases (a 2 MB paragraph, a 20,000-character heading, a 100,000-character title, a 100 KB "
        + "parameter used ten times), each also at 100 KB and 1 MB, with seconds per MB and the 1 MB / 100 KB ratio"),
  ]
  static let output = Option("-o", "--output", value: "FILE", help: "where r1 writes its PDF, a sweep workload its CSV")
  static let json = Option(
    "--json", help: "print only one line holding a JSON object of the figures on standard output; the summary goes to standard error")
  static let threads = Option("--threads", value: "N", help: "worker threads (default: every core)")
  static let runs = Option("--runs", value: "N", default: "1", help: "repeat the timed section N times and report the median")
  static let options = [output, json, threads, runs]

  enum Workload: String, CaseIterable {
    case w1
    case r1
    case sweepUIKit = "sweep-uikit"
    case sweepSwiftUI = "sweep-swiftui"
    case sweepBezier = "sweep-bezier"
    case sweepKeyframes = "sweep-keyframes"
    case layout
  }

  static func run(_ arguments: Arguments) throws -> Int32 {
    var arguments = arguments
    let json = arguments.flag(Self.json)
    let threads = try arguments.number(Self.threads).map(wholeCount) ?? ProcessInfo.processInfo.activeProcessorCount
    let runs = try arguments.number(Self.runs).map(wholeCount)!
    let output = arguments.option(Self.output)
    let rest = try arguments.finish()
    guard rest.count <= 1 else { throw CLIError.usage("expected at most one workload, got \(rest.joined(separator: " "))") }
    let name = rest.first ?? Workload.w1.rawValue
    guard let workload = Workload(rawValue: name.lowercased()) else {
      throw CLIError.usage("unknown workload '\(name)'; known: \(Workload.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    switch workload {
    case .w1: return runW1(threads: threads, runs: runs, json: json, output: .console)
    case .r1: return try runR1(output: output, runs: runs, json: json)
    case .sweepUIKit: return try runSweep(.uikit, output: output, threads: threads, runs: runs, json: json)
    case .sweepSwiftUI: return try runSweep(.swiftui, output: output, threads: threads, runs: runs, json: json)
    case .sweepBezier: return try runSweep(.bezier, output: output, threads: threads, runs: runs, json: json)
    case .sweepKeyframes: return try runSweep(.keyframes, output: output, threads: threads, runs: runs, json: json)
    case .layout: return try runLayout(runs: runs, json: json, output: .console)
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
