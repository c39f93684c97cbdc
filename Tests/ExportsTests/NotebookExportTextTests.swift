import Exports
import Foundation
import Testing
import _TestSupport

/// The executed .ipynb shows each export's text after the cell that wrote it, as the PDF's appendix
/// does, read back with Jupyter's own nbformat.
@Suite struct NotebookExportTextTests {
  @Test func notebookCarriesTheExportText() throws {
    let script = """
      import json, sys, nbformat
      nb = nbformat.read(sys.argv[1], as_version=4)
      nbformat.validate(nb)
      cell = next(c for c in nb.cells if c.get("metadata", {}).get("presslab", {}).get("id") == "recommend-000")
      texts = [o["data"]["text/markdown"] for o in cell.outputs if o.get("output_type") == "display_data" and "text/markdown" in o.get("data", {})]
      print(json.dumps([t for t in texts if t.startswith("**Export to")]))
      """
    let run = try ProcessRunner.run("/usr/bin/python3", ["-c", script, try NightlyReport.file("nightly.ipynb")])
    #expect(run.status == 0, "\(run.all)")
    let blocks = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String])
    // Each target's export of the pick, and the house default's token the cell writes too.
    let files = NotebookExportTests.targets.map { ("export/recommend-000.\($0.key)", $0.value.rawValue) } + [("export/house-default.tokens.json", "tokens")]
    #expect(blocks.count == files.count, "\(blocks)")
    for (path, target) in files {
      let text = try String(contentsOfFile: try NightlyReport.file(path), encoding: .utf8)
      #expect(blocks.contains { $0.hasPrefix("**Export to \(target): \(path)**") && $0.contains("\n" + text) }, "\(path)")
    }
  }
}
