import CairoBackend
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
      creator: "presslab \(PressLab.version)", date: PDFMetadata.sourceDateOrNow())
    var failure: CairoError?
    var phases: [(compute: Double, draw: Double, finish: Double)] = []
    let (seconds, result) = timed(runs: runs) { () -> (bytes: [UInt8], summary: R1Report.Summary)? in
      let clock = ContinuousClock()
      let t0 = clock.now
      let (pages, summary) = R1Report.pages()
      let t1 = clock.now
      do {
        let pdf = try PDFDocument(metadata: metadata)
        var sink = pdf
        R1Report.draw(pages, into: &sink)
        let t2 = clock.now
        let bytes = try pdf.finish()
        let t3 = clock.now
        phases.append((inSeconds(t1 - t0), inSeconds(t2 - t1), inSeconds(t3 - t2)))
        return (bytes, summary)
      } catch {
        failure = error as? CairoError ?? CairoError("\(error)")
        return nil
      }
    }
    guard let result else { throw CLIError(ExitStatus.software, "rendering failed: \(failure?.message ?? "unknown")") }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let compute = median(phases.map(\.compute)), draw = median(phases.map(\.draw)), finish = median(phases.map(\.finish))
    try AtomicFile.write(result.bytes, to: output)
    let s = result.summary
    Console.out("""
      R1 report render: \(s.pages) pages, \(s.curves) curves scored (\(s.samples) samples), \(s.scatterPoints) scatter points\(runs > 1 ? ", median of \(runs)" : "")
        render    \(NumberText.rounded(seconds, digits: 4)) s (compute, drawing, fonts; not process start or file write)
        phases    compute \(NumberText.rounded(compute, digits: 4)) s, draw \(NumberText.rounded(draw, digits: 4)) s, finish (fonts, compression) \(NumberText.rounded(finish, digits: 4)) s
        file      \(output), \(result.bytes.count) bytes
        cairo     \(LibraryVersions.cairo), pango \(LibraryVersions.pango)

      """)
    if json {
      let object = JSONValue.object([
        ("workload", .string("r1")),
        ("render_s", .number(seconds)),
        ("compute_s", .number(compute)),
        ("draw_s", .number(draw)),
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
