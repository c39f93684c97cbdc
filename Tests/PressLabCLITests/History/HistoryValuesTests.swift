import Foundation
import Testing
import _TestSupport

/// Odd values and odd paths: a history edited by hand, a number too big for `--last`, a folder,
/// a FIFO or a device where the history should be. Each gets our words and an exit status, never
/// a crash and never a file made beside it.
@Suite struct HistoryValuesTests {
  func history(_ arguments: [String]) throws -> ProcessOutput { try ProcessRunner.presslab(["history"] + arguments) }

  @Test func lastTakesAnyWholeNumber() throws {
    let night = try HistoryFixture("last")
    defer { night.remove() }
    #expect(try night.run().status == 0)
    for last in ["1e19", "9223372036854775807", "1"] {
      let listed = try history(["--history", night.history, "--last", last])
      #expect(listed.status == 0, "--last \(last): \(listed.all)")
      #expect(listed.stdout.contains("night.md  ok  first run"), "--last \(last): \(listed.all)")
    }
  }

  @Test func oddValuesAreNamedNotCrashedOn() throws {
    let night = try HistoryFixture("values")
    defer { night.remove() }
    #expect(try night.run().status == 0)
    let clean = night.folder.bytes("out/history.sqlite")
    let cases: [(sql: String, says: String)] = [
      ("UPDATE runs SET unix_time = 1e300", "table runs, row 1, column unix_time: 1e+300 is not a whole number"),
      ("UPDATE runs SET unix_time = -9223372036854775808", "table runs, row 1, column unix_time: -9223372036854775808 is outside"),
      ("UPDATE readings SET rank = 1e300 WHERE rank = 0", "table readings, row 1, column rank: 1e+300 is not a whole number"),
      ("UPDATE cells SET duration_s = 1e999", "table cells, row 1, column duration_s: inf is not a finite number"),
      ("PRAGMA user_version = -5", "says history schema -5, which no PressLab writes"),
    ]
    for (sql, says) in cases {
      try night.folder.write(clean, to: "out/history.sqlite")
      _ = try night.sqlite(sql)
      let listed = try history(["--history", night.history])
      #expect(listed.status == 74, "\(sql): \(listed.all)")
      #expect(listed.stderr.contains(night.history) && listed.stderr.contains(says), "\(sql): \(listed.all)")
      let run = try night.run()
      #expect(run.status == 74, "\(sql): \(run.all)")
      #expect(run.stderr.contains(says), "\(sql): \(run.all)")
      #expect(try night.sqlite("SELECT count(*) FROM runs") == "1", "\(sql)")
    }
  }

  @Test func aPathThatIsNotAFileIsSaidInOurWords() throws {
    let night = try HistoryFixture("kinds")
    defer { night.remove() }
    try FileManager.default.createDirectory(atPath: night.folder.path("folder.sqlite"), withIntermediateDirectories: true)
    #expect(mkfifo(night.folder.path("fifo.sqlite"), 0o644) == 0)
    try FileManager.default.createSymbolicLink(atPath: night.folder.path("null.sqlite"), withDestinationPath: "/dev/null")
    let journalBefore = FileManager.default.fileExists(atPath: "/dev/null-journal")
    let cases: [(path: String, says: String)] = [
      (night.folder.path("folder.sqlite"), "is a folder, not a history file"),
      (night.folder.path("fifo.sqlite"), "is a named pipe (FIFO), not a history file"),
      (night.folder.path("null.sqlite"), "is a device, not a history file"),
      ("/dev/null", "is a device, not a history file"),
      (night.folder.path("nowhere/h.sqlite"), "the folder \(night.folder.path("nowhere")) of \(night.folder.path("nowhere/h.sqlite")) does not exist"),
    ]
    for (path, says) in cases {
      let listed = try history(["--history", path])
      let expected: Int32 = path.hasSuffix("nowhere/h.sqlite") ? 66 : 74
      #expect(listed.status == expected, "\(path): \(listed.all)")
      if expected == 74 { #expect(listed.stderr.contains(says), "\(path): \(listed.all)") }
      let run = try night.run(["--history", path])
      #expect(run.status == 74, "\(path): \(run.all)")
      #expect(run.stderr.contains(says), "\(path): \(run.all)")
      #expect(FileManager.default.fileExists(atPath: night.pdf))
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: night.folder.path("null.sqlite")) == "/dev/null")
    #expect(FileManager.default.fileExists(atPath: "/dev/null-journal") == journalBefore)
    #expect(try FileManager.default.contentsOfDirectory(atPath: night.path).filter { $0.hasSuffix("-journal") }.isEmpty)
  }
}
