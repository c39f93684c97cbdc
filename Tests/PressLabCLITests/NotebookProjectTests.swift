import Foundation
import Testing
import _TestSupport

/// A notebook reads its presets and sweep files from its own project (the nearest folder above
/// it holding datasets/), whatever folder the run starts in.
@Suite struct NotebookProjectTests {
  static let notebook = """
    ```presslab curve
    id: preset
    preset: shrink-shadow
    ```

    ```presslab sweep
    id: fromfile
    file: datasets/sweeps/small.yaml
    ```

    """

  func project(_ folder: TemporaryFolder) throws -> String {
    try FileManager.default.createDirectory(atPath: folder.path("proj/reports"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder.path("proj/datasets/sweeps"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: PackagePaths.path("datasets/presets"), toPath: folder.path("proj/datasets/presets"))
    try folder.write("model: spring\nparameters:\n  duration: [0.2, 0.3]\n", to: "proj/datasets/sweeps/small.yaml")
    try FileManager.default.createDirectory(atPath: folder.path("elsewhere"), withIntermediateDirectories: true)
    return try folder.write(Self.notebook, to: "proj/reports/n.md")
  }

  @Test func aNotebookRunFromAnotherFolderFindsItsProject() throws {
    try withTemporaryFolder("project") { folder in
      let notebook = try project(folder)
      let result = try ProcessRunner.presslab(["run", notebook, "-o", folder.path("out")], in: folder.path("elsewhere"))
      #expect(result.status == 0, "\(result.all)")
      let data = try #require(FileManager.default.contents(atPath: folder.path("out/n/results.json")))
      let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let statuses = (results["cells"] as? [[String: Any]])?.map { $0["status"] as? String }
      #expect(statuses == ["ok", "ok"], "\(results)")

      let described = try ProcessRunner.presslab(["run", notebook, "--describe"], in: folder.path("elsewhere"))
      let root = URL(fileURLWithPath: folder.path("proj")).standardizedFileURL.path
      #expect(described.stdout.contains("Project: \(root)\nPresets: \(root)/datasets/presets\n"), "\(described.all)")
    }
  }

  @Test func presetsOptionOverridesTheProject() throws {
    try withTemporaryFolder("project") { folder in
      let notebook = try project(folder)
      let result = try ProcessRunner.presslab(
        ["run", notebook, "-o", folder.path("out"), "--presets", folder.path("none")], in: folder.path("elsewhere"))
      #expect(result.status == 1)
      #expect(result.stderr.contains(folder.path("none")), "\(result.all)")
      let described = try ProcessRunner.presslab(["run", notebook, "--describe", "--presets", "x"], in: folder.path("elsewhere"))
      #expect(described.stdout.contains("Presets: x (--presets)"), "\(described.all)")
    }
  }
}
