import Foundation
import Testing
import _TestSupport

/// A history is safe to open and safe to keep: never inside the folder a run replaces, never
/// "ok" for a run whose report is missing, never changed by a read, never a crash on odd values,
/// never SQLite's words for a path that is not a file. Checked with sqlite3, ls and setpriv.
@Suite struct HistorySafetyTests {
  func history(_ arguments: [String], in folder: String? = nil) throws -> ProcessOutput {
    try ProcessRunner.presslab(["history"] + arguments, in: folder)
  }

  /// The names in `folder` and every file's bytes: what a read must leave as it found.
  func snapshot(_ folder: String) throws -> [String: [UInt8]] {
    var all: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      all[name] = Array(FileManager.default.contents(atPath: folder + "/" + name) ?? Data())
    }
    return all
  }

  @Test func aHistoryInsideTheReplacedFolderIsRefused() throws {
    let night = try HistoryFixture("inside")
    defer { night.remove() }
    #expect(try night.run().status == 0)
    let pdf = night.folder.bytes("out/night/night.pdf")
    let result = try night.run(["--history", "out/night/history.sqlite"])
    #expect(result.status == 64, "\(result.all)")
    #expect(result.stderr.contains("the history out/night/history.sqlite is inside out/night, the folder this run replaces"))
    #expect(night.folder.bytes("out/night/night.pdf") == pdf)
    #expect(!FileManager.default.fileExists(atPath: night.folder.path("out/night/history.sqlite")))

    // A notebook whose report folder is the default history itself.
    try night.folder.write(HistoryFixture.notebook, to: "history.sqlite.md")
    let named = try ProcessRunner.presslab(
      ["run", "history.sqlite.md", "--presets", "presets", "-o", "out"], in: night.path, environment: HistoryFixture.epoch)
    #expect(named.status == 64, "\(named.all)")
    #expect(try night.sqlite("SELECT count(*) FROM runs") == "1")
  }

  /// The run with no file allowed past `bytes`; `ignoring` SIGXFSZ makes the write fail with
  /// EFBIG (a full disk, as the run sees it), else the signal kills the run mid-write. Python
  /// sets both, as a parent may have left SIGXFSZ ignored or blocked (a shell cannot undo that).
  func runLimited(_ night: HistoryFixture, bytes: Int, ignoring: Bool) throws -> ProcessOutput {
    let launcher = """
      import os, resource, signal, sys
      resource.setrlimit(resource.RLIMIT_FSIZE, (int(sys.argv[1]), int(sys.argv[1])))
      signal.signal(signal.SIGXFSZ, signal.SIG_IGN if sys.argv[2] == "ignore" else signal.SIG_DFL)
      signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGXFSZ])
      os.execv(sys.argv[3], sys.argv[3:])
      """
    return try ProcessRunner.run(
      "python3",
      ["-c", launcher, "\(bytes)", ignoring ? "ignore" : "default", try ProcessRunner.presslabBinary(), "run", "night.md",
       "--presets", "presets", "-o", "out"],
      in: night.path, environment: HistoryFixture.epoch)
  }

  @Test func aRunIsUnfinishedUntilItsReportIsInPlace() throws {
    let night = try HistoryFixture("unfinished")
    defer { night.remove() }
    #expect(try night.run().status == 0)
    let historySize = night.folder.bytes("out/history.sqlite").count
    let pdf = night.folder.bytes("out/night/night.pdf").count
    try FileManager.default.removeItem(atPath: night.folder.path("out/night"))
    // Files may grow past the history (and its journal) but not to the report's size.
    let limit = historySize + 64 * 1024
    try #require(limit < pdf, "the history (\(historySize) bytes) is not smaller than the report (\(pdf) bytes)")

    // A full disk, as the run sees it: the report cannot be written.
    let failed = try runLimited(night, bytes: limit, ignoring: true)
    #expect(failed.status == 73, "\(failed.all)")
    #expect(!FileManager.default.fileExists(atPath: night.pdf))
    #expect(try night.sqlite("SELECT status FROM runs WHERE id = 2") == "report not written")

    // Killed while writing: the run stays unfinished and its staging folder is left behind...
    let killed = try runLimited(night, bytes: limit, ignoring: false)
    #expect(killed.status != 0)
    #expect(try night.sqlite("SELECT status FROM runs WHERE id = 3") == "unfinished")
    let stale = try FileManager.default.contentsOfDirectory(atPath: night.folder.path("out")).filter { $0.hasPrefix(".night.new-") }
    #expect(stale.count == 1, "\(stale)")

    // ...until the next run, which removes it (its process is gone).
    #expect(try night.run().status == 0)
    let left = try FileManager.default.contentsOfDirectory(atPath: night.folder.path("out")).filter { $0.hasPrefix(".night.") }
    #expect(left.isEmpty, "\(left)")
    let listed = try history(["--history", night.history, "--json"])
    let statuses = try night.sqlite("SELECT status FROM runs ORDER BY id").split(separator: "\n")
    #expect(statuses == ["ok", "report not written", "unfinished", "ok"])
    #expect(listed.stdout.contains(#""status" : "report not written""#) || listed.stdout.contains(#""status": "report not written""#), "\(listed.all)")
  }

  @Test func listingChangesNothing() throws {
    let night = try HistoryFixture("readonly")
    defer { night.remove() }
    #expect(try night.run().status == 0)
    let out = night.folder.path("out")
    let before = try snapshot(out)
    for arguments in [["--history", night.history], ["--history", night.history, "--last", "1", "--json"]] {
      #expect(try history(arguments).status == 0)
    }
    #expect(try snapshot(out) == before)
    #expect(try night.sqlite("PRAGMA journal_mode") == "delete")

    // An empty file stays empty.
    try night.folder.write([UInt8](), to: "empty.sqlite")
    let empty = try history(["--history", night.folder.path("empty.sqlite")])
    #expect(empty.status == 0 && empty.stdout.contains("holds no runs yet"), "\(empty.all)")
    #expect(night.folder.bytes("empty.sqlite").isEmpty)
  }

  /// `presslab history` as the user nobody, who may only read the history.
  func historyAsNobody(_ file: String) throws -> ProcessOutput {
    try ProcessRunner.run(
      "setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", try ProcessRunner.presslabBinary(), "history", "--history", file],
      in: "/")
  }

  @Test(.enabled(if: getuid() == 0, "setpriv needs root to become the user nobody"))
  func aHistoryTheUserMayOnlyReadLists() throws {
    let night = try HistoryFixture("nobody")
    defer { night.remove() }
    #expect(try night.run().status == 0)
    let out = night.folder.path("out")
    chmod(night.path, 0o755)
    chmod(night.history, 0o444)
    chmod(out, 0o555)
    defer { chmod(out, 0o755) }
    let before = try snapshot(out)
    let listed = try historyAsNobody(night.history)
    #expect(listed.status == 0, "\(listed.all)")
    #expect(listed.stdout.contains("night.md  ok  first run"))
    // A WAL history of an earlier PressLab, in a folder anyone may write: no -wal, no -shm left.
    chmod(out, 0o777)
    _ = try night.sqlite("PRAGMA journal_mode = WAL")
    let wal = try snapshot(out)
    let walListed = try historyAsNobody(night.history)
    #expect(walListed.status == 0, "\(walListed.all)")
    #expect(try snapshot(out) == wal)
    #expect(before.keys.sorted() == wal.keys.sorted())
  }

  @Test func aForeignSQLiteFileIsRefusedUntouched() throws {
    let night = try HistoryFixture("foreign")
    defer { night.remove() }
    let foreign = night.folder.path("notes.sqlite")
    _ = try night.sqlite("CREATE TABLE notes(x); INSERT INTO notes VALUES ('mine');", foreign)
    let bytes = night.folder.bytes("notes.sqlite")
    let listed = try history(["--history", foreign])
    #expect(listed.status == 74)
    #expect(listed.stderr.contains("is a SQLite database but not a PressLab run history"), "\(listed.all)")
    let run = try night.run(["--history", "notes.sqlite"])
    #expect(run.status == 74)
    #expect(run.stderr.contains("not a PressLab run history"), "\(run.all)")
    #expect(night.folder.bytes("notes.sqlite") == bytes)
    #expect(try night.sqlite("SELECT name FROM sqlite_master", foreign) == "notes")
  }
}
