import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// Outputs are never destroyed: devices, FIFOs and links are written through or refused, never
/// replaced by a rename; two outputs never share a path; a failed write to standard output is
/// exit 73. Every node is made under a temporary folder (never under /dev).
@Suite struct OutputSafetyTests {
  static let definition = "model: spring\nparameters:\n  duration: 0.4\n  bounce: [0, 0.2, 0.4]\n"
  static let isRoot = getuid() == 0

  func sweep(_ folder: TemporaryFolder, _ words: String...) throws -> ProcessOutput {
    try folder.write(Self.definition, to: "s.yaml")
    return try ProcessRunner.presslab(["sweep", folder.path("s.yaml")] + words, in: folder.path)
  }

  func fileType(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  @Test(.enabled(if: isRoot, "mknod needs root"))
  func aCharacterDeviceIsWrittenThroughNeverReplaced() throws {
    try withTemporaryFolder("devices") { folder in
      let null = folder.path("null"), full = folder.path("full")
      try makeCharacterDevice(null, major: 1, minor: 3)
      try makeCharacterDevice(full, major: 1, minor: 7)
      let quiet = try sweep(folder, "--csv", null)
      #expect(quiet.status == 0, "\(quiet.all)")
      #expect(fileType(null) == S_IFCHR)
      // A device that refuses the bytes (like /dev/full): exit 73, and still a device.
      let refused = try sweep(folder, "--json", full)
      #expect(refused.status == 73)
      #expect(refused.stderr.contains("No space left on device"), "\(refused.all)")
      #expect(fileType(full) == S_IFCHR)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
      #expect(leftovers.isEmpty)
    }
  }

  @Test func aFIFOIsWrittenThroughToItsReader() throws {
    try withTemporaryFolder("fifo") { folder in
      let fifo = folder.path("table.fifo")
      #expect(mkfifo(fifo, 0o600) == 0)
      // The reader is a separate process, so the writer's open() finds it.
      let reader = Process()
      reader.executableURL = URL(fileURLWithPath: "/bin/sh")
      reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo, folder.path("received.csv")]
      try reader.run()
      let result = try sweep(folder, "--csv", fifo)
      reader.waitUntilExit()
      #expect(result.status == 0, "\(result.all)")
      #expect(fileType(fifo) == S_IFIFO)
      let received = String(decoding: folder.bytes("received.csv"), as: UTF8.self)
      #expect(received.hasPrefix("bounce,overshoot_pct"))
      #expect(received.split(separator: "\n").count == 4)
    }
  }

  @Test func aLinkIsFollowedAndItsTargetReplaced() throws {
    try withTemporaryFolder("links") { folder in
      try folder.write("old\n", to: "real.csv")
      #expect(symlink("real.csv", folder.path("link.csv")) == 0)
      let result = try sweep(folder, "--csv", "link.csv")
      #expect(result.status == 0, "\(result.all)")
      #expect(fileType(folder.path("link.csv")) == S_IFLNK)
      #expect(String(decoding: folder.bytes("real.csv"), as: UTF8.self).hasPrefix("bounce,"))

      // Standard output through its link: printed, not replaced.
      let stdout = try sweep(folder, "--json", "/dev/stdout")
      #expect(stdout.status == 0)
      #expect(stdout.stdout.hasPrefix("{\"columns\": [\"bounce\""), "\(stdout.all)")
      #expect(fileType("/dev/stdout") == S_IFLNK)
    }
  }

  @Test func danglingAndLoopingLinksAreRefused() throws {
    try withTemporaryFolder("links") { folder in
      #expect(symlink("nowhere.csv", folder.path("dangling.csv")) == 0)
      #expect(symlink("b", folder.path("a")) == 0)
      #expect(symlink("a", folder.path("b")) == 0)
      let dangling = try sweep(folder, "--csv", "dangling.csv")
      #expect(dangling.status == 73)
      #expect(dangling.stderr.contains("a symbolic link to nothing"), "\(dangling.all)")
      let looping = try sweep(folder, "--csv", "a")
      #expect(looping.status == 73)
      #expect(looping.stderr.contains("loops"), "\(looping.all)")
      #expect(!FileManager.default.fileExists(atPath: folder.path("nowhere.csv")))
      #expect(fileType(folder.path("dangling.csv")) == S_IFLNK)
    }
  }

  @Test func twoOutputsToOnePlaceAreRefusedBeforeWriting() throws {
    try withTemporaryFolder("clash") { folder in
      try folder.write("good\n", to: "x")
      let same = try sweep(folder, "--csv", "x", "--json", folder.path("x"))
      #expect(same.status == 73)
      #expect(same.stderr.contains("--csv and --json both write"), "\(same.all)")
      #expect(String(decoding: folder.bytes("x"), as: UTF8.self) == "good\n")
      // The same new file, spelt two ways.
      let fresh = try sweep(folder, "--csv", "new", "--json", "./new")
      #expect(fresh.status == 73)
      #expect(!FileManager.default.fileExists(atPath: folder.path("new")))
      // A notebook converted onto itself.
      try folder.write("# Title\n", to: "n.md")
      let converted = try ProcessRunner.presslab(["convert", folder.path("n.md"), "-o", folder.path("n.md")])
      #expect(converted.status == 73, "\(converted.all)")
      #expect(String(decoding: folder.bytes("n.md"), as: UTF8.self) == "# Title\n")
      // An output that is the definition itself.
      let own = try sweep(folder, "--csv", folder.path("s.yaml"))
      #expect(own.status == 73)
      #expect(String(decoding: folder.bytes("s.yaml"), as: UTF8.self) == Self.definition)
    }
  }

  @Test func temporaryNamesAreUniquePerWriter() throws {
    let a = TemporaryFiles.uniqueName(beside: "/tmp/out.csv", kind: "tmp")
    let b = TemporaryFiles.uniqueName(beside: "/tmp/out.csv", kind: "tmp")
    #expect(a != b)
    #expect(a.hasPrefix("/tmp/.out.csv.tmp-\(getpid())-"))
  }

  @Test(.enabled(if: isRoot, "mknod needs root"))
  func aFailedWriteToStandardOutputIsExit73() throws {
    try withTemporaryFolder("stdout") { folder in
      let full = folder.path("full")
      try makeCharacterDevice(full, major: 1, minor: 7)
      try folder.write(Self.definition, to: "s.yaml")
      for words in [["curve", "spring", "duration=0.3"], ["sweep", folder.path("s.yaml")], ["presets"], ["--version"]] {
        let status = try runWithStandardOutput(words, to: full)
        #expect(status.status == 73, "\(words): \(status.stderr)")
        #expect(status.stderr.contains("cannot write standard output: No space left on device"), "\(status.stderr)")
      }
    }
  }

  @Test func aClosedStandardOutputIsExit73() throws {
    let result = try ProcessRunner.run("/bin/sh", ["-c", "exec \"$0\" curve spring duration=0.3 >&-", try ProcessRunner.presslabBinary()])
    #expect(result.status == 73)
    #expect(result.stderr.contains("cannot write standard output"), "\(result.all)")
  }

  @Test func emptyOutputFolderAndNamelessNotebookAreRefused() throws {
    try withTemporaryFolder("names") { folder in
      try folder.write("# Title\n", to: ".md")
      let empty = try ProcessRunner.presslab(["run", folder.path(".md"), "-o", folder.path("out")])
      #expect(empty.status == 64)
      #expect(empty.stderr.contains("needs a name before its extension"), "\(empty.all)")
      try folder.write("# Title\n", to: "n.md")
      let root = try ProcessRunner.presslab(["run", folder.path("n.md"), "-o", ""], in: folder.path)
      #expect(root.status == 64)
      #expect(root.stderr.contains("-o needs a folder"), "\(root.all)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [".md", "n.md"])
    }
  }

  /// A node like /dev/null (1, 3) or /dev/full (1, 7), made with mknod(1) in a test folder.
  func makeCharacterDevice(_ path: String, major: Int, minor: Int) throws {
    let made = try ProcessRunner.run("mknod", [path, "c", "\(major)", "\(minor)"])
    try #require(made.status == 0, "mknod: \(made.all)")
  }

  /// Runs the binary with its standard output opened on `path`.
  func runWithStandardOutput(_ words: [String], to path: String) throws -> ProcessOutput {
    try ProcessRunner.run("/bin/sh", ["-c", "exec \"$0\" \"$@\" > \"$OUT\""] + [try ProcessRunner.presslabBinary()] + words,
                          environment: ["OUT": path])
  }
}
