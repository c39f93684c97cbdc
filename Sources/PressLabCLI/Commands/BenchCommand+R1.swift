import CairoBackend
import Figures
import Foundation
import Plotting
import TextFormats

extension BenchCommand {
  /// R1: computes the twenty chart pages from W1's model, renders them to one PDF in memory and
  /// writes it atomically. Times the whole render (compute, drawing, font embedding).
  static func runR1(output: String?, runs: Int, json: Bool) throws -> Int32 {
    guard let output else { throw CLIError.usage("r1 needs -o FILE.pdf") }
    let metadata = PDFMetadata(
      title: "R1: report render benchmark", author: "presslab", subject: "20 chart pages from the W1 spring model",
      creator: "presslab \(PressLab.version)", date: FileAccess.reportDate())
    var failure: CairoError?
    var finishTimes: [Double] = []
    let (seconds, result) = timed(runs: runs) { () -> (bytes: [UInt8], summary: R1Report.Summary)? in
      do {
        let pdf = try PDFDocument(metadata: metadata)
        var sink = pdf
        let summary = R1Report.render(into: &sink, threads: ProcessInfo.processInfo.activeProcessorCount)
        let clock = ContinuousClock()
        let start = clock.now
        let bytes = try pdf.finish()
        finishTimes.append(inSeconds(clock.now - start))
        return (bytes, summary)
      } catch {
        failure = error as? CairoError ?? CairoError("\(error)")
        return nil
      }
    }
    guard let result else { throw CLIError(ExitStatus.software, "rendering failed: \(failure?.message ?? "unknown")") }
    let finish = finishTimes.sorted()[finishTimes.count / 2]
    try AtomicFile.write(result.bytes, to: output)
    let s = result.summary
    // With --json, standard output is the JSON alone (for jq); the summary goes to standard error.
    summary("""
      R1 report render: \(s.pages) pages, \(s.curves) curves scored (\(s.samples) samples), \(s.scatterPoints) scatter points\(runs > 1 ? ", median of \(runs)" : "")
        render    \(NumberText.rounded(seconds, digits: 4)) s (compute, drawing, fonts; not process start or file write)
        of which  \(NumberText.rounded(finish, digits: 4)) s embedding fonts and finishing the file (the grid is
                  scored on other threads while the ten family pages are drawn)
        file      \(output), \(result.bytes.count) bytes
        cairo     \(LibraryVersions.cairo), pango \(LibraryVersions.pango)

      """, json: json)
    if json {
      let object = JSONValue.object([
        ("workload", .string("r1")),
        ("render_s", .number(seconds)),
        ("finish_s", .number(finish)),
        ("pages", .integer(s.pages)),
        ("curves", .integer(s.curves)),
        ("samples", .integer(s.samples)),
        ("scatter_points", .integer(s.scatterPoints)),
        ("bytes", .integer(result.bytes.count)),
        ("output", .string(output)),
      ])
      Console.out(object.serialized() + "\n")
    }
    return ExitStatus.ok
  }
}

/// Seconds in a clock duration.
private func inSeconds(_ d: Duration) -> Double {
  Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}
