import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// The shipped default notebook, the main job, runs every cell of all five seed systems.
@Suite struct NightlyNotebookTests {
  @Test func everyCellRuns() throws {
    let folder = try TemporaryFolder("nightly")
    defer { folder.remove() }
    let out = folder.path
    let status = PressLab.main([
      "presslab", "run", PackagePaths.path("reports/nightly.md"), "--presets", Datasets.presetsFolder, "-o", out,
    ])
    #expect(status == 0)
    let data = try #require(FileManager.default.contents(atPath: out + "/nightly/results.json"))
    let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let cells = try #require(results["cells"] as? [[String: Any]])
    #expect(cells.count >= 20)
    for cell in cells { #expect(cell["status"] as? String == "ok", "\(cell["id"] ?? "?"): \(cell["error"] ?? "")") }
    // One sweep and one recommendation per seed system.
    let kinds = cells.compactMap { $0["kind"] as? String }
    #expect(kinds.filter { $0 == "sweep" }.count >= 5)
    #expect(kinds.filter { $0 == "recommend" }.count >= 5)
    let pdf = try #require(FileManager.default.contents(atPath: out + "/nightly/nightly.pdf"))
    #expect(pdf.starts(with: Array("%PDF-".utf8)))
  }
}
