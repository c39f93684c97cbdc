import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// `presslab bench buttons` on one generated button: what it prints and where, never how fast.
@Suite struct ButtonsBenchTests {
  @Test func jsonHoldsTheFiguresAndTheReportIsTheNotebooksOwn() throws {
    try withTemporaryFolder("bench-buttons") { folder in
      let streams = Streams()
      let status = try BenchCommand.runButtons(
        count: 1, threads: 1, json: true, folder: folder.path, executable: try ProcessRunner.presslabBinary(), output: streams.output)
      #expect(status == 0)
      #expect(streams.out.split(separator: "\n").count == 1)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(streams.out.utf8)) as? [String: Any], "\(streams.out)")
      #expect(object["workload"] as? String == "buttons" && object["buttons"] as? Int == 1 && object["threads"] as? Int == 1)
      // The child's own CPU and memory: a run of a notebook takes some of each.
      #expect((object["cpu_seconds"] as? Double ?? 0) > 0)
      #expect((object["peak_rss_bytes"] as? Int ?? 0) > 1_000_000)
      #expect(streams.error.contains("CPU") && streams.error.contains("peak memory"))
      // The report is the generated notebook's: its one button's section and decision, read by poppler.
      let pdf = folder.path("out/many/many.pdf")
      #expect(object["pdf_bytes"] as? Int == (try FileManager.default.attributesOfItem(atPath: pdf)[.size] as? Int))
      let text = try ProcessRunner.run("pdftotext", [pdf, "-"]).stdout
      #expect(text.contains(ManyButtons.name(0)) && text.contains("Generated button 0"))
    }
  }

  @Test func aFailingRunIsAnErrorWithItsMessage() throws {
    try withTemporaryFolder("bench-buttons-fail") { folder in
      // `false` stands in for a presslab that fails: the workload says so rather than print figures.
      #expect(throws: CLIError.self) {
        try BenchCommand.runButtons(count: 1, threads: 1, json: false, folder: folder.path, executable: "/bin/false", output: Streams().output)
      }
    }
  }
}
