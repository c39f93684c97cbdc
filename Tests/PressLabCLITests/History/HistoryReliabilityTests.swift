import Foundation
import Testing
import _TestSupport

/// The history under trouble, each case checked with sqlite3 as the client: two runs at once, a
/// corrupt, locked, unwritable or newer file, a run killed at any moment. The report is always
/// written, page 1 and stderr say what went wrong, and nothing earlier is lost.
@Suite struct HistoryReliabilityTests {
  /// Starts `presslab run` in the fixture's folder without waiting; stdout and stderr go to files.
  func start(_ night: HistoryFixture, _ extra: [String] = [], tag: String) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try ProcessRunner.presslabBinary())
    process.arguments = ["run", "night.md", "--presets", "presets", "-o", "out"] + extra
    process.currentDirectoryURL = URL(fileURLWithPath: night.path)
    process.environment = ProcessInfo.processInfo.environment.merging(HistoryFixture.epoch) { $1 }
    FileManager.default.createFile(atPath: night.folder.path(tag + ".out"), contents: nil)
    FileManager.default.createFile(atPath: night.folder.path(tag + ".err"), contents: nil)
    process.standardOutput = FileHandle(forWritingAtPath: night.folder.path(tag + ".out"))
    process.standardError = FileHandle(forWritingAtPath: night.folder.path(tag + ".err"))
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Every run whole: its parameters, preset file, cells and readings; no row without its run.
  func expectWholeRuns(_ night: HistoryFixture, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(try night.sqlite("PRAGMA integrity_check") == "ok", sourceLocation: sourceLocation)
    let broken = try night.sqlite(
      """
      SELECT id FROM runs WHERE (SELECT count(*) FROM cells WHERE run_id = runs.id) != 2
        OR (SELECT count(*) FROM parameters WHERE run_id = runs.id) != 2
        OR (SELECT count(*) FROM preset_files WHERE run_id = runs.id) != 1
        OR (SELECT count(*) FROM readings WHERE run_id = runs.id) < 2
      """)
    #expect(broken == "", "runs with missing rows: \(broken)", sourceLocation: sourceLocation)
    let orphans = try night.sqlite(
      ["parameters", "preset_files", "preset_values", "cells", "readings", "warnings"].map {
        "SELECT count(*) FROM \($0) WHERE run_id NOT IN (SELECT id FROM runs)"
      }.joined(separator: " UNION ALL "))
    #expect(Set(orphans.split(separator: "\n")) == ["0"], sourceLocation: sourceLocation)
  }

  @Test func twoRunsAtOnceBothLand() throws {
    // Both start before there is a file: both create, migrate and write it.
    let night = try HistoryFixture("concurrent")
    defer { night.remove() }
    try FileManager.default.createDirectory(atPath: night.folder.path("out/night"), withIntermediateDirectories: true)
    let runs = try (0..<2).map { try start(night, tag: "run\($0)") }
    for run in runs { run.waitUntilExit() }
    #expect(runs.map(\.terminationStatus) == [0, 0], "\(runs.indices.map { String(decoding: night.folder.bytes("run\($0).err"), as: UTF8.self) })")
    #expect(try night.sqlite("SELECT count(*) FROM runs") == "2")
    #expect(try night.sqlite("PRAGMA user_version") == "2")
    try expectWholeRuns(night)
    // The later one compared itself with the earlier: one PDF says first run, the other run 1.
    #expect(try night.sqlite("SELECT count(*) FROM readings WHERE rank = 0") == "2")
  }

  @Test func corruptHistoryIsLeftAloneAndSaid() throws {
    let night = try HistoryFixture("corrupt")
    defer { night.remove() }
    try FileManager.default.createDirectory(atPath: night.folder.path("out"), withIntermediateDirectories: true)
    let garbage = Array(repeating: Array("this is not a database, ".utf8), count: 200).flatMap { $0 }
    try night.folder.write(garbage, to: "out/history.sqlite")
    let result = try night.run()
    #expect(result.status == 74, "\(result.all)")
    #expect(result.stderr.contains("history out/history.sqlite could not be read (") && result.stderr.contains("file is not a database"))
    #expect(FileManager.default.fileExists(atPath: night.pdf))
    let page = try night.flatText(1, 1)
    #expect(page.contains("The run history, history.sqlite, could not be read"))
    #expect(night.folder.bytes("out/history.sqlite") == garbage)
  }

  @Test func newerSchemaIsRefusedAndKept() throws {
    let night = try HistoryFixture("newer")
    defer { night.remove() }
    #expect(try night.run().status == 0)
    // What a later PressLab would leave: its own application id, a higher schema, a new table.
    _ = try night.sqlite("CREATE TABLE future(x); INSERT INTO future VALUES ('kept'); PRAGMA user_version = 3;")
    let before = night.folder.bytes("out/history.sqlite")
    let result = try night.run()
    #expect(result.status == 74, "\(result.all)")
    #expect(result.stderr.contains("was written by a newer PressLab (history schema 3; this one reads up to 2)"))
    #expect(try night.flatText(1, 1).contains("could not be read"))
    #expect(night.folder.bytes("out/history.sqlite") == before)
  }

  @Test func aVersionOneHistoryIsMigratedForwardKeepingWhatItHolds() throws {
    let night = try HistoryFixture("migrate")
    defer { night.remove() }
    #expect(try night.run().status == 0)
    // Back to what PressLab wrote before version 2: no digests, no application id, WAL.
    _ = try night.sqlite(
      "DROP TABLE run_presets; PRAGMA application_id = 0; PRAGMA user_version = 1; PRAGMA journal_mode = WAL; CREATE TABLE notes(x); INSERT INTO notes VALUES ('kept');")
    let listed = try ProcessRunner.presslab(["history", "--history", night.history])
    #expect(listed.status == 0 && listed.stdout.contains("night.md  ok"), "\(listed.all)")
    #expect(try night.run().status == 0)
    #expect(try night.sqlite("PRAGMA user_version") == "2")
    #expect(try night.sqlite("PRAGMA journal_mode") == "delete")
    #expect(try night.sqlite("SELECT x FROM notes") == "kept")
    #expect(try night.sqlite("SELECT count(*) FROM runs") == "2")
    // Run 1's digest, filled in by the migration, is SHA-256 of its values as python reads them.
    let values = try night.sqlite("SELECT key || char(9) || value FROM preset_values WHERE run_id = 1 AND preset = 'shrink-shadow' ORDER BY rowid")
    let python = try ProcessRunner.run(
      "python3", ["-c", "import hashlib,sys; print(hashlib.sha256(sys.argv[1].encode()).hexdigest())", values + "\n"])
    let digest = try night.sqlite("SELECT values_sha256 FROM run_presets WHERE run_id = 1 AND preset = 'shrink-shadow'")
    #expect(digest == python.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(try night.sqlite("SELECT values_sha256 FROM run_presets WHERE run_id = 2 AND preset = 'shrink-shadow'") == digest)
    try expectWholeRuns(night)
  }

  @Test func lockedPastTheWaitTheRunStillComparesAndSaysSo() throws {
    let night = try HistoryFixture("locked")
    defer { night.remove() }
    #expect(try night.run().status == 0)
    try night.setReleaseDamping("0.5")
    // python takes the write lock and holds it until released: no clock decides whether
    // presslab meets the lock.
    let holder = try LockHolder(night.history, "BEGIN IMMEDIATE; INSERT INTO warnings VALUES (1, 99, 'held')")
    defer { holder.release() }
    let result = try night.run(["--history-wait", "0.5"])
    #expect(result.status == 74, "\(result.all)")
    #expect(result.stderr.contains("could not be updated (locked by another process past 0.5 s"))
    let page = try night.flatText()
    #expect(page.contains("The run history, history.sqlite, could not be updated"))
    // A held write lock still lets readers in, so the comparison stands.
    #expect(page.contains("Compared with run 1"))
    #expect(page.contains("This run is not in history.sqlite."))
    holder.release()
    #expect(try night.sqlite("SELECT count(*) FROM runs") == "1")
    try expectWholeRuns(night)
  }

  @Test func unwritableHistoryIsSaid() throws {
    let night = try HistoryFixture("unwritable")
    defer { night.remove() }
    let result = try night.run(["--history", "/proc/presslab-history/history.sqlite"])
    #expect(result.status == 74, "\(result.all)")
    #expect(result.stderr.contains("could not be read (the folder /proc/presslab-history of /proc/presslab-history/history.sqlite does not exist)"), "\(result.all)")
    #expect(try night.flatText(1, 1).contains("The run history, history.sqlite, could not be read"))
  }

  /// A file the user may not write.
  @Test(.disabled(if: getuid() == 0, "permissions do not bind root; run as another user"))
  func aReadOnlyHistoryIsSaid() throws {
    let night = try HistoryFixture("read-only")
    defer { night.remove() }
    #expect(try night.run().status == 0)
    chmod(night.history, 0o444)
    chmod(night.folder.path("out"), 0o555)
    defer { chmod(night.folder.path("out"), 0o755) }
    let readOnly = try night.run(["-o", "elsewhere", "--history", "out/history.sqlite"])
    #expect(readOnly.status == 74, "\(readOnly.all)")
    #expect(try night.sqlite("SELECT count(*) FROM runs") == "1")
  }

  /// Where a run is killed; each kill point is its own case on its own copy of one first run,
  /// so the cases run side by side.
  enum KillPoint: String, CaseIterable, Sendable {
    /// A reader keeps its shared lock, so the run's commit cannot finish; killed once its
    /// journal exists, the run is certainly mid-transaction and certainly still running.
    case heldJournal
    /// Unheld: the record's database writes (a hot journal if the kill lands between them).
    case firstWrite, secondWrite, thirdWrite
    /// The second transaction (the run marked complete) once it starts writing.
    case secondJournal
  }

  /// The history after one whole run of the fixture's notebook, made once per process.
  static let firstRun = Result { () throws -> [UInt8] in
    let night = try HistoryFixture("killed-first")
    defer { night.remove() }
    let result = try night.run()
    guard result.status == 0 else { throw HistoryFixture.ToolFailure(text: result.all) }
    return night.folder.bytes("out/history.sqlite")
  }

  @Test(arguments: KillPoint.allCases)
  func aKilledRunLeavesNoHalfRun(_ point: KillPoint) throws {
    let night = try HistoryFixture("killed-\(point)")
    defer { night.remove() }
    try FileManager.default.createDirectory(atPath: night.folder.path("out"), withIntermediateDirectories: true)
    try night.folder.write(try Self.firstRun.get(), to: "out/history.sqlite")
    let firstRun = try night.sqlite("SELECT * FROM readings WHERE run_id = 1")
    #expect(firstRun != "")
    // Each run is killed at a step the history's files show (inotify), not after a while.
    let journal = "out/history.sqlite-journal", database = "out/history.sqlite"
    switch point {
    case .heldJournal:
      let reader = try LockHolder(night.history, "BEGIN; SELECT count(*) FROM runs")
      defer { reader.release() }
      let held = try killRun(night, ["--history-wait", "600"]) { $0 == FileEvents.Event(path: journal, kind: .created) }
      reader.release()
      #expect(held, "the run ended before its commit, though a reader held the history")
    case .firstWrite, .secondWrite, .thirdWrite:
      let k = point == .firstWrite ? 1 : point == .secondWrite ? 2 : 3
      var seen = 0
      _ = try killRun(night) { event in
        if event == FileEvents.Event(path: database, kind: .modified) { seen += 1 }
        return seen == k
      }
    case .secondJournal:
      var journals = 0
      _ = try killRun(night) { event in
        if event == FileEvents.Event(path: journal, kind: .created) { journals += 1 }
        return journals == 2
      }
    }
    try expectWholeRuns(night)
    #expect(try night.sqlite("SELECT * FROM readings WHERE run_id = 1") == firstRun)
    // The history still takes runs after the kill.
    let before = Int(try night.sqlite("SELECT count(*) FROM runs")) ?? 0
    #expect(try night.run().status == 0)
    #expect(Int(try night.sqlite("SELECT count(*) FROM runs")) == before + 1)
    try expectWholeRuns(night)
  }

  /// Starts a run, sends SIGKILL at the first event `at` accepts under the fixture's folder, and
  /// says whether the run was still running then (it may end first when nothing holds it).
  func killRun(_ night: HistoryFixture, _ extra: [String] = [], at: (FileEvents.Event) -> Bool) throws -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try ProcessRunner.presslabBinary())
    process.arguments = ["run", "night.md", "--presets", "presets", "-o", "out"] + extra
    process.currentDirectoryURL = URL(fileURLWithPath: night.path)
    process.environment = ProcessInfo.processInfo.environment.merging(HistoryFixture.epoch) { $1 }
    let stderr = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = stderr
    process.standardInput = FileHandle.nullDevice
    let events = try FileEvents(night.path, childEnd: stderr.fileHandleForReading.fileDescriptor)
    try process.run()
    let reached = events.wait(for: at)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return reached && process.terminationReason == .uncaughtSignal
  }
}

/// python holding a lock on a history (`sql` begins the transaction that takes it) until
/// `release()`: it says "holding" once it has the lock, so no clock decides who meets it.
final class LockHolder {
  let process = Process()
  private let input = Pipe()

  init(_ history: String, _ sql: String) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import sqlite3, sys\n"
        + "db = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        + "for statement in sys.argv[2].split(';'):\n"
        + "    if statement.strip(): db.execute(statement).fetchall()\n"
        + "print('holding', flush=True); sys.stdin.read(); db.execute('ROLLBACK')\n",
      history, sql,
    ]
    let said = Pipe()
    process.standardInput = input
    process.standardOutput = said
    try process.run()
    let first = String(decoding: said.fileHandleForReading.availableData, as: UTF8.self)
    guard first.hasPrefix("holding") else {
      release()
      throw HistoryFixture.ToolFailure(text: "the lock holder said '\(first)'")
    }
  }

  /// Ends the transaction and waits for python to exit (again: nothing more).
  func release() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
