import Foundation
import Testing
import _TestSupport

/// A notebook reads the files it names (a sweep cell's `file:`) from its own project only, and
/// never quotes a file that is not a sweep definition in any output.
@Suite struct NotebookFileAccessTests {
  static let shadow = "root:$6$salt$hash:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n"
  static let secret = "$6$salt$hash"

  /// A project with a sweep file, a link out of it, a non-sweep file inside, and a secret beside it.
  func project(_ folder: TemporaryFolder, cells: [(id: String, file: String)]) throws -> String {
    try FileManager.default.createDirectory(atPath: folder.path("proj/reports"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder.path("proj/datasets/sweeps"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder.path("elsewhere"), withIntermediateDirectories: true)
    try folder.write("model: spring\nparameters:\n  duration: [0.2, 0.3]\n", to: "proj/datasets/sweeps/small.yaml")
    try folder.write(Self.shadow, to: "shadow")
    try folder.write(Self.shadow, to: "proj/datasets/shadow.txt")
    // A key sweeps do not have, its value the secret.
    try folder.write("root: \(Self.secret)\n", to: "proj/datasets/keyed.yaml")
    try FileManager.default.createSymbolicLink(atPath: folder.path("proj/datasets/sweeps/link.yaml"), withDestinationPath: "../../../shadow")
    let notebook = cells.map { "```presslab sweep\nid: \($0.id)\nfile: \($0.file)\n```\n" }.joined(separator: "\n")
    return try folder.write(notebook, to: "proj/reports/n.md")
  }

  /// Every text a run leaves: standard error and output, results.json, the .ipynb, the HTML and the PDF's text.
  func outputs(_ result: ProcessOutput, _ folder: String) throws -> [(name: String, text: String)] {
    let pdf = try ProcessRunner.run("pdftotext", [folder + "/n.pdf", "-"])
    #expect(pdf.status == 0, "\(pdf.all)")
    return [("run", result.all), ("PDF", pdf.stdout)]
      + (try ["results.json", "n.ipynb", "n.html"].map { ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) })
  }

  @Test func filesOutsideTheProjectAreRefusedAndNothingIsQuoted() throws {
    try withTemporaryFolder("file-access") { folder in
      let cells = [
        ("absolute", folder.path("shadow")), ("up", "../shadow"), ("link", "datasets/sweeps/link.yaml"),
        ("inside", "datasets/shadow.txt"), ("keyed", "datasets/keyed.yaml"),
        ("good", "datasets/sweeps/small.yaml"), ("goodabsolute", folder.path("proj/datasets/sweeps/small.yaml")),
      ]
      let notebook = try project(folder, cells: cells)
      let result = try ProcessRunner.presslab(["run", notebook, "-o", folder.path("out")], in: folder.path("elsewhere"))
      #expect(result.status == 1, "\(result.all)")
      for (name, text) in try outputs(result, folder.path("out/n")) {
        #expect(!text.contains(Self.secret), "\(name) quotes the file: \(text)")
        #expect(!text.contains("19000:0:99999"), "\(name) quotes the file")
      }
      let data = try #require(FileManager.default.contents(atPath: folder.path("out/n/results.json")))
      let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let statuses = (results["cells"] as? [[String: Any]])?.map { $0["status"] as? String }
      #expect(statuses == ["failed", "failed", "failed", "failed", "failed", "ok", "ok"], "\(results)")

      // Each refusal names the notebook, the cell's `file:` line, the field, and why.
      let lines = result.stderr.split(separator: "\n").map(String.init)
      func failure(_ id: String) -> String { lines.first { $0.contains("cell '\(id)' failed") } ?? "" }
      #expect(failure("absolute").contains("reports/n.md:3:"), "\(result.stderr)")
      #expect(failure("absolute").contains("'file' \(folder.path("shadow"))") && failure("absolute").contains("outside"))
      #expect(failure("up").contains("reports/n.md:8:") && failure("up").contains("'..'"), "\(result.stderr)")
      #expect(failure("link").contains("reports/n.md:13:") && failure("link").contains("a link that leaves"), "\(result.stderr)")
      #expect(failure("inside").contains("'file' datasets/shadow.txt line 1: not a sweep definition"), "\(result.stderr)")
      #expect(failure("keyed").contains("'file' datasets/keyed.yaml line 1: not a sweep definition"), "\(result.stderr)")
    }
  }

  @Test func withoutAProjectFilesAreReadFromTheWorkingFolderOnly() throws {
    try withTemporaryFolder("file-access") { folder in
      try FileManager.default.createDirectory(atPath: folder.path("work"), withIntermediateDirectories: true)
      try folder.write(Self.shadow, to: "shadow")
      try folder.write("model: spring\nparameters:\n  duration: [0.2, 0.3]\n", to: "work/small.yaml")
      let notebook = try folder.write(
        "```presslab sweep\nid: a\nfile: small.yaml\n```\n\n```presslab sweep\nid: b\nfile: \(folder.path("shadow"))\n```\n",
        to: "work/n.md")
      let result = try ProcessRunner.presslab(["run", notebook, "-o", folder.path("out")], in: folder.path("work"))
      #expect(result.status == 1, "\(result.all)")
      #expect(result.stderr.contains("outside the working folder"), "\(result.all)")
      #expect(!result.all.contains(Self.secret))
      // Nothing needs presets here: no warning that datasets/presets cannot be read.
      #expect(!result.stderr.contains("warning: preset"), "\(result.stderr)")
    }
  }
}
