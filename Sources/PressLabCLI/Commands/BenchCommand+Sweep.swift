import Foundation
import Sweeps
import TextFormats

extension BenchCommand {
  /// A million-curve sweep written whole as CSV to `output`, through the same streaming writer as
  /// `presslab sweep` (compute, formatting and the write all timed).
  static func runSweep(_ workload: SweepWorkload, output: String?, threads: Int, runs: Int, json: Bool) throws -> Int32 {
    guard let output else { throw CLIError.usage("\(workload.rawValue) writes its table: give -o FILE.csv") }
    let definition: SweepDefinition
    do { definition = try workload.definition() } catch { throw CLIError.data(error.description) }
    var failure: Error?
    let (seconds, _) = timed(runs: runs) { () -> Void in
      do {
        let writer = TableWriter(try StreamedFile(output, option: "-o"), definition, format: .csv, threads: threads)
        defer {
          writer.drain()
          writer.file.discard()
        }
        _ = try SweepCommand.stream(definition, to: [writer], threads: threads)
        try writer.file.commit()
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
    let curves = definition.pointCount
    let cells = curves * (definition.axes.count + definition.metrics.count)
    // Frames per curve, as the frames reading takes them (t_k = k / fps over the window).
    let samples = curves * (Int((definition.window * definition.fps).rounded()) + 1)
    let peak = peakResidentBytes()
    // CPU is steadier than wall time on a shared machine: the whole process's, per run.
    let cpu = processCPUSeconds() / Double(runs)
    summary("""
      \(workload.rawValue): \(curves) curves, \(definition.metrics.count) metrics, CSV to \(output), \(threads) thread\(threads == 1 ? "" : "s")\(runs > 1 ? ", median of \(runs)" : "")
        sweep + write  \(NumberText.rounded(seconds, digits: 4)) s
        ns/curve       \(NumberText.rounded(seconds * 1e9 / Double(curves), digits: 1))
        ns/cell        \(NumberText.rounded(seconds * 1e9 / Double(cells), digits: 1))
        ns/sample      \(NumberText.rounded(seconds * 1e9 / Double(samples), digits: 2)) (\(samples) frames in the window, wall clock)
        written        \(NumberText.rounded(Double(bytes) / 1e6, digits: 1)) MB (\(NumberText.rounded(Double(bytes) / 1e6 / seconds, digits: 0)) MB/s)
        CPU            \(NumberText.rounded(cpu, digits: 3)) s per run (all threads, \(NumberText.rounded(cpu * 1e9 / Double(curves), digits: 1)) ns/curve)
        peak memory    \(NumberText.rounded(Double(peak) / 1e6, digits: 1)) MB resident (the whole process)

      """, json: json)
    if json {
      let object = JSONValue.object([
        ("workload", .string(workload.rawValue)),
        ("seconds", .number(seconds)),
        ("curves", .integer(curves)),
        ("metrics", .integer(definition.metrics.count)),
        ("threads", .integer(threads)),
        ("bytes", .integer(bytes)),
        ("ns_per_curve", .number(seconds * 1e9 / Double(curves))),
        ("samples", .integer(samples)),
        ("ns_per_sample", .number(seconds * 1e9 / Double(samples))),
        ("cpu_seconds", .number(cpu)),
        ("peak_rss_bytes", .integer(peak)),
      ])
      Console.out(object.serialized() + "\n")
    }
    return ExitStatus.ok
  }

  /// The process's peak resident memory so far, in bytes (`getrusage`; Linux counts it in kB).
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
    return usage.ru_maxrss * 1024
  }

  /// User and system CPU of the whole process so far, every thread.
  static func processCPUSeconds() -> Double {
    var usage = rusage()
    guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
