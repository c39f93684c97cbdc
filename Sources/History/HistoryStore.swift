import ReportModel
import TextFormats

/// The run history: one SQLite file holding every run. A run is written whole in one transaction
/// (marked unfinished until its report is in place), so two runs at once both land and a killed
/// run leaves no part of itself. A read-only store changes nothing in the file or beside it.
public final class HistoryStore {
  public static var schemaVersion: Int64 { HistorySchema.version }
  let database: SQLiteDatabase
  public let path: String
  /// The schema version found when opened (0: an empty file).
  private(set) var found: Int64 = 0

  /// Opens the history at `path`: a regular file, or (to write) nothing yet. Refuses a folder,
  /// device, FIFO or dangling link before SQLite sees it, and leaves untouched a SQLite file that
  /// is not a PressLab history or was written by a newer PressLab. `readOnly` never creates,
  /// migrates, locks for writing or changes the journal mode.
  public init(path: String, busyTimeout seconds: Double = 10, readOnly: Bool = false) throws(HistoryError) {
    self.path = path
    let kind = try HistoryFile.check(path)
    if readOnly, kind == .nothing { throw HistoryError.refusal("no history at \(path)") }
    // A WAL file with nothing pending (no -wal) is read as it is: no -shm is made beside it.
    let immutable = readOnly && HistoryFile.isWAL(path) && !HistoryFile.exists(path + "-wal")
    database = try SQLiteDatabase(
      path: path, readOnly: readOnly, immutable: immutable,
      busyTimeoutMilliseconds: Int32(max(0, min(seconds, 86_400)) * 1000))
    found = try identify()
    // A rollback journal, not WAL: a reader (another user's included) then leaves no -wal or
    // -shm file behind. Histories of earlier versions switch when no one else has them open.
    if !readOnly, HistoryFile.isWAL(path) { _ = try? database.query("PRAGMA journal_mode=DELETE") }
  }

  private func pragma(_ name: String) throws(HistoryError) -> Int64 {
    guard case .integer(let value) = try database.query("PRAGMA \(name)").first?.first else { return 0 }
    return value
  }

  /// The schema version of a file that is a PressLab history (or empty); refuses anything else.
  private func identify() throws(HistoryError) -> Int64 {
    let version = try pragma("user_version")
    let application = try pragma("application_id")
    let tables = try database.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").compactMap { $0.first?.text }
    let ours = application == HistorySchema.applicationID
    if ours || (application == 0 && version == 1 && tables.contains("runs")) {
      guard version >= 1 else { throw HistoryError.refusal("\(path) says history schema \(version), which no PressLab writes") }
      guard version <= Self.schemaVersion else {
        throw HistoryError.refusal(
          "\(path) was written by a newer PressLab (history schema \(version); this one reads up to \(Self.schemaVersion))")
      }
      return version
    }
    if application == 0, version == 0, tables.filter({ !$0.hasPrefix("sqlite_") }).isEmpty { return 0 }
    if version < 0 { throw HistoryError.refusal("\(path) says history schema \(version), which no PressLab writes") }
    let what = tables.isEmpty ? "no tables" : "tables " + tables.prefix(6).joined(separator: ", ")
    throw HistoryError.refusal(
      "\(path) is a SQLite database but not a PressLab run history (application id \(application), schema \(version), \(what)); left untouched")
  }

  /// Brings the schema up to `schemaVersion`; call inside a write transaction.
  private func migrate() throws(HistoryError) {
    found = try identify()
    guard found < Self.schemaVersion else { return }
    for step in Int(found)..<Int(Self.schemaVersion) {
      try database.execute(HistorySchema.steps[step])
      if step == 1 { try HistorySchema.backfill(database, file: path) }
    }
    try database.execute("PRAGMA application_id = \(HistorySchema.applicationID)")
    try database.execute("PRAGMA user_version = \(Self.schemaVersion)")
    found = Self.schemaVersion
  }

  /// Stores `run` as unfinished and returns its row id and the `last` runs of the same notebook
  /// before it, oldest first (the last one whole, the others as the trends read them), all in one
  /// write transaction: a run compares itself with the run committed just before it, even when
  /// two run at once. `complete` says when its report is in place.
  public func record(_ run: RunSnapshot, last: Int) throws(HistoryError) -> (id: Int64, previous: [RunSnapshot]) {
    try database.execute("BEGIN IMMEDIATE")
    do throws(HistoryError) {
      try migrate()
      let previous = try trendRuns(last: last, notebook: Self.notebookName(run.notebookPath), presets: run.buttons.map(\.preset))
      let id = try insert(run)
      try database.execute("COMMIT")
      return (id, previous)
    } catch {
      try? database.execute("ROLLBACK")
      throw error
    }
  }

  /// Sets the status of run `id` once its report is in place ("ok", "1 of 2 cells failed"), or
  /// says the report was not written.
  public func complete(id: Int64, status: String) throws(HistoryError) {
    try database.query("UPDATE runs SET status = ? WHERE id = ?", [.text(status), .integer(id)])
  }

  private func insert(_ run: RunSnapshot) throws(HistoryError) -> Int64 {
    let failed = run.cells.filter { !$0.ok }.count
    try database.query(
      """
      INSERT INTO runs(ran_at, unix_time, notebook, notebook_sha256, git_commit, git_dirty, presslab_version, status, cells_failed)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(UTCDate(secondsSince1970: run.time).iso8601), .integer(run.time), .text(run.notebookPath), .text(run.notebookHash),
        SQLValue(run.commit), SQLValue(run.dirty), .text(run.version), .text(HistorySchema.unfinished), .integer(Int64(failed)),
      ])
    let id = database.lastInsertedRow
    let key = SQLValue.integer(id)
    for (i, p) in run.parameters.enumerated() {
      try database.query("INSERT INTO parameters VALUES (?, ?, ?, ?)", [key, .integer(Int64(i)), .text(p.name), .text(p.value)])
    }
    for file in run.presetFiles {
      try database.query("INSERT INTO preset_files VALUES (?, ?, ?)", [key, .text(file.path), .text(file.hash)])
      for v in file.values {
        try database.query(
          "INSERT INTO preset_values VALUES (?, ?, ?, ?, ?)", [key, .text(file.path), .text(v.preset), .text(v.key), .text(v.value)])
      }
    }
    try HistorySchema.insertDigests(database, run: id, values: run.presetValues)
    for (i, cell) in run.cells.enumerated() {
      try database.query(
        "INSERT INTO cells VALUES (?, ?, ?, ?, ?, ?, ?)",
        [key, .integer(Int64(i)), .text(cell.id), .text(cell.kind), .text(cell.ok ? "ok" : "failed"), .real(cell.duration), SQLValue(cell.error)])
    }
    for (b, button) in run.buttons.enumerated() {
      let rows = [("now", nil as String?, button.now)] + button.options.map { ($0.rule, $0.curve as String?, $0.reading) }
      for (rank, row) in rows.enumerated() {
        try database.query(
          "INSERT INTO readings VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
          [
            key, .integer(Int64(b)), .text(button.preset), .integer(Int64(rank)), .text(row.0), SQLValue(row.1),
            SQLValue(row.2.overshootPx), SQLValue(row.2.settle), SQLValue(row.2.snapPx), SQLValue(row.2.snapTime),
          ])
      }
    }
    for (i, warning) in run.warnings.enumerated() {
      try database.query("INSERT INTO warnings VALUES (?, ?, ?)", [key, .integer(Int64(i)), .text(warning)])
    }
    return id
  }

  /// The file name of a notebook path: runs of one notebook match wherever it was run from.
  public static func notebookName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
