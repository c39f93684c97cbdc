import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// A report folder's files change together, and an interrupted run leaves the previous report
/// exactly as it was, with no temporary file or folder behind.
@Suite struct ReportFolderTests {
  static let notebook = """
    ---
    title: Interrupt check
    parameters:
      grid: 3
    ---

    ```presslab sweep
    id: grid
    definition: |
      model: uikit-spring
      fps: 120
      window: 1.0
      parameters:
        damping: {from: 0.05, to: 1, count: $grid}
        duration: {from: 0.1, to: 0.6, count: $grid}
        velocity: [0, 0.5, 1, 2]
    ```

    """

  /// Every file under `folder`, relative, with its bytes.
  func contents(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let name = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
      if !isFolder.boolValue { files[name] = FileManager.default.contents(atPath: folder + "/" + name) }
    }
    return files
  }

  @Test func aNewRunReplacesTheWholeSet() throws {
    try withTemporaryFolder("generations") { folder in
      let notebook = try folder.write(Self.notebook, to: "n.md")
      #expect(try ProcessRunner.presslab(["run", notebook, "-o", folder.path("out"), "--no-history"]).status == 0)
      // A stray file from an older version of the report goes with the old set.
      try folder.write("stale", to: "out/n/sweeps/old-cell.csv")
      #expect(try ProcessRunner.presslab(["run", notebook, "-o", folder.path("out"), "-p", "grid=4", "--no-history"]).status == 0)
      let files = try contents(folder.path("out/n"))
      #expect(Set(files.keys) == ["n.pdf", "n.ipynb", "n.html", "results.json", "sweeps/grid.csv"])
      let csv = String(decoding: try #require(files["sweeps/grid.csv"]), as: UTF8.self)
      #expect(csv.split(separator: "\n").count == 1 + 4 * 4 * 4)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")) == ["n"])
    }
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func anInterruptedRunLeavesTheOldReportAndNoTemporaryFiles(signal: Int32) throws {
    try withTemporaryFolder("interrupt") { folder in
      let notebook = try folder.write(Self.notebook, to: "n.md")
      let out = folder.path("out")
      #expect(try ProcessRunner.presslab(["run", notebook, "-o", out, "--no-history"]).status == 0)
      let before = try contents(out + "/n")

      // A grid that takes minutes: the signal comes once the new set's sweep table is being
      // written, a step the run reports through the file system, not after a while.
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try ProcessRunner.presslabBinary())
      process.arguments = ["run", notebook, "-o", out, "-p", "grid=400", "--threads", "1", "--no-history"]
      let stderr = Pipe()
      process.standardOutput = FileHandle.nullDevice
      process.standardError = stderr
      let events = try FileEvents(out, childEnd: stderr.fileHandleForReading.fileDescriptor)
      try process.run()
      let writing = events.wait { event in
        let parts = event.path.split(separator: "/")
        return event.kind == .modified && parts.count == 3 && parts[0].hasPrefix(".n.new-") && parts[1] == "sweeps"
      }
      #expect(writing, "the run ended before writing its new sweep table: \(String(decoding: events.childOutput, as: UTF8.self))")
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal)
      #expect(process.terminationStatus == signal)

      #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["n"])
      #expect(try contents(out + "/n") == before)
    }
  }
}
