import Foundation
import TextFormats

#if canImport(Glibc)
  import Glibc
#endif

extension BenchCommand {
  /// The many-buttons workload (`ManyButtons`): `count` generated presets, one `recommend` cell
  /// over all of them, run by `presslab run` in a child process exactly as a user runs it; prints
  /// its wall time, CPU (user + system, every thread) and peak resident memory. The notebook and
  /// report go to `folder` (kept) or to a temporary folder (removed).
  static func runButtons(
    count: Int = 50, threads: Int, json: Bool, folder given: String?, executable: String, output: Output = .console
  ) throws -> Int32 {
    let folder = given ?? NSTemporaryDirectory() + "/presslab-bench-buttons-\(getpid())"
    if given == nil { try? FileManager.default.removeItem(atPath: folder) }
    defer { if given == nil { try? FileManager.default.removeItem(atPath: folder) } }
    let notebook: String
    do { notebook = try ManyButtons.write(count: count, into: folder) } catch {
      throw CLIError.cannotCreate("cannot write the workload's notebook into \(folder): \(error.localizedDescription)")
    }
    let report = folder + "/out"
    let arguments = ["run", notebook, "-o", report, "--no-history", "--threads", String(threads)]
    let (seconds, child) = try timedChild(executable, arguments)
    guard child.status == 0 else {
      throw CLIError(ExitStatus.software, "presslab run exited \(child.status) on the workload's notebook:\n\(child.errors)")
    }
    let pdf = report + "/many/many.pdf"
    let bytes = (try? FileManager.default.attributesOfItem(atPath: pdf)[.size] as? Int) ?? 0
    (json ? output.error : output.out)("""
      buttons: \(count) generated presets, one recommend cell over all of them (presets: all), \(threads) thread\(threads == 1 ? "" : "s")
        run           \(NumberText.rounded(seconds, digits: 3)) s wall (presslab run: sweeps, decisions, figures, PDF, notebook, HTML twin)
        CPU           \(NumberText.rounded(child.cpu, digits: 3)) s (user + system, every thread)
        peak memory   \(NumberText.rounded(Double(child.peak) / 1e6, digits: 1)) MB resident
        report        \(given == nil ? "removed with its temporary folder" : pdf), PDF \(bytes) bytes

      """)
    if json {
      let object = JSONValue.object([
        ("workload", .string("buttons")), ("buttons", .integer(count)), ("threads", .integer(threads)),
        ("seconds", .number(seconds)), ("cpu_seconds", .number(child.cpu)), ("peak_rss_bytes", .integer(child.peak)),
        ("pdf_bytes", .integer(bytes)),
      ])
      output.out(object.serialized() + "\n")
    }
    return ExitStatus.ok
  }

  /// Runs `executable` with `arguments` to its end: the wall time, and the child's exit status,
  /// standard error, CPU and peak memory (`getrusage` of the children, this being the only one).
  static func timedChild(_ executable: String, _ arguments: [String]) throws -> (Double, (status: Int32, errors: String, cpu: Double, peak: Int)) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    let clock = ContinuousClock()
    let start = clock.now
    do { try process.run() } catch { throw CLIError(ExitStatus.software, "cannot start \(executable): \(error.localizedDescription)") }
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let elapsed = clock.now - start
    var usage = rusage()
    _ = getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
    let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return (wall, (process.terminationStatus, text, seconds(usage.ru_utime) + seconds(usage.ru_stime), usage.ru_maxrss * 1024))
  }

  /// This program's own binary, for the workloads that run it as a child.
  static var ownExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }
}
