import Reports
import TextFormats

/// The run history: one SQLite file (WAL, a busy timeout) holding every run, each written whole in
/// one transaction, so two runs at once both land and a killed run leaves no part of itself.
public final class HistoryStore {
  /// The schema this PressLab writes (`PRAGMA user_version`); older files are migrated forward,
  /// newer ones refused.
  public static let schemaVersion: Int64 = 1
  let database: SQLiteDatabase
  public let path: String

  /// Opens (or creates) the history at `path`. Throws when it is not a SQLite file, cannot be
  /// opened, or was written by a newer PressLab.
  public init(path: String, busyTimeout seconds: Double = 10) throws(HistoryError) {
    self.path = path
    database = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: Int32(max(0, min(seconds, 86_400)) * 1000))
    // WAL: readers never wait for a writer, so a run can compare itself while another writes. A
    // file that cannot switch (read-only) keeps its mode; writing will then say why it cannot.
    try database.query("PRAGMA journal_mode=WAL")
    try checkVersion(try version())
  }

  private func version() throws(HistoryError) -> Int64 {
    try database.query("PRAGMA user_version").first?.first?.integer ?? 0
  }

  private func checkVersion(_ found: Int64) throws(HistoryError) {
    guard found <= Self.schemaVersion else {
      throw HistoryError(
        code: -1,
        message: "\(path) was written by a newer PressLab (history schema \(found); this one reads up to \(Self.schemaVersion))")
    }
  }

  /// Forward migrations, each from the version before it to the next; index 0 makes version 1.
  static let migrations: [String] = [
    """
    CREATE TABLE runs(
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      ran_at TEXT NOT NULL,
      unix_time INTEGER NOT NULL,
      notebook TEXT NOT NULL,
      notebook_sha256 TEXT NOT NULL,
      git_commit TEXT,
      git_dirty INTEGER,
      presslab_version TEXT NOT NULL,
      status TEXT NOT NULL,
      cells_failed INTEGER NOT NULL);
    CREATE TABLE parameters(run_id INTEGER NOT NULL REFERENCES runs(id), position INTEGER NOT NULL,
      name TEXT NOT NULL, value TEXT NOT NULL);
    CREATE TABLE preset_files(run_id INTEGER NOT NULL REFERENCES runs(id), path TEXT NOT NULL, sha256 TEXT NOT NULL);
    CREATE TABLE preset_values(run_id INTEGER NOT NULL REFERENCES runs(id), file TEXT NOT NULL, preset TEXT NOT NULL,
      key TEXT NOT NULL, value TEXT NOT NULL);
    CREATE TABLE cells(run_id INTEGER NOT NULL REFERENCES runs(id), position INTEGER NOT NULL, cell_id TEXT NOT NULL,
      kind TEXT NOT NULL, status TEXT NOT NULL, duration_s REAL NOT NULL, error TEXT);
    CREATE TABLE readings(run_id INTEGER NOT NULL REFERENCES runs(id), button INTEGER NOT NULL, preset TEXT NOT NULL,
      rank INTEGER NOT NULL, rule TEXT NOT NULL, curve TEXT, overshoot_px REAL, settle_s REAL, snap_px REAL, snap_s REAL);
    CREATE TABLE warnings(run_id INTEGER NOT NULL REFERENCES runs(id), position INTEGER NOT NULL, text TEXT NOT NULL);
    CREATE INDEX parameters_run ON parameters(run_id);
    CREATE INDEX preset_files_run ON preset_files(run_id);
    CREATE INDEX preset_values_run ON preset_values(run_id);
    CREATE INDEX cells_run ON cells(run_id);
    CREATE INDEX readings_run ON readings(run_id);
    CREATE INDEX warnings_run ON warnings(run_id);
    """
  ]

  /// Brings the schema up to `schemaVersion`; call inside a write transaction.
  private func migrate() throws(HistoryError) {
    let found = try version()
    try checkVersion(found)
    guard found < Self.schemaVersion else { return }
    for step in Int(found)..<Int(Self.schemaVersion) { try database.execute(Self.migrations[step]) }
    try database.execute("PRAGMA user_version = \(Self.schemaVersion)")
  }

  /// Stores `run` and returns its row id and the `last` runs of the same notebook before it,
  /// oldest first, all in one write transaction: a run compares itself with the run committed
  /// just before it, even when two run at once.
  public func record(_ run: RunSnapshot, last: Int) throws(HistoryError) -> (id: Int64, previous: [RunSnapshot]) {
    try database.execute("BEGIN IMMEDIATE")
    do throws(HistoryError) {
      try migrate()
      let previous = try runs(last: last, notebook: Self.notebookName(run.notebookPath))
      let id = try insert(run)
      try database.execute("COMMIT")
      return (id, previous)
    } catch {
      try? database.execute("ROLLBACK")
      throw error
    }
  }

  /// Runs oldest first: the `last` most recent (all when nil), only those of notebooks with the
  /// file name `notebook` when given.
  public func runs(last: Int? = nil, notebook: String? = nil) throws(HistoryError) -> [RunSnapshot] {
    guard try version() > 0 else { return [] }
    var ids = try database.query("SELECT id, notebook FROM runs ORDER BY id").compactMap { row -> Int64? in
      guard let id = row[0].integer else { return nil }
      if let notebook, Self.notebookName(row[1].text ?? "") != notebook { return nil }
      return id
    }
    if let last { ids = Array(ids.suffix(max(0, last))) }
    var found: [RunSnapshot] = []
    for id in ids { if let run = try run(id: id) { found.append(run) } }
    return found
  }

  /// One run by its id, nil when there is none.
  public func run(id: Int64) throws(HistoryError) -> RunSnapshot? {
    guard try version() > 0 else { return nil }
    let key: [SQLValue] = [.integer(id)]
    guard
      let row = try database.query(
        "SELECT unix_time, notebook, notebook_sha256, git_commit, git_dirty, presslab_version FROM runs WHERE id = ?", key
      ).first
    else { return nil }
    let parameters = try database.query("SELECT name, value FROM parameters WHERE run_id = ? ORDER BY position", key).map {
      RunSnapshot.Setting(name: $0[0].text ?? "", value: $0[1].text ?? "")
    }
    let values = try database.query("SELECT file, preset, key, value FROM preset_values WHERE run_id = ? ORDER BY rowid", key)
    let files = try database.query("SELECT path, sha256 FROM preset_files WHERE run_id = ? ORDER BY rowid", key).map { file in
      RunSnapshot.PresetFile(
        path: file[0].text ?? "", hash: file[1].text ?? "",
        values: values.filter { $0[0] == file[0] }.map {
          RunSnapshot.PresetValue(preset: $0[1].text ?? "", key: $0[2].text ?? "", value: $0[3].text ?? "")
        })
    }
    let cells = try database.query(
      "SELECT cell_id, kind, status, duration_s, error FROM cells WHERE run_id = ? ORDER BY position", key
    ).map {
      RunSnapshot.CellRun(id: $0[0].text ?? "", kind: $0[1].text ?? "", ok: $0[2].text == "ok", duration: $0[3].double ?? 0, error: $0[4].text)
    }
    var buttons: [RunSnapshot.Button] = []
    for r in try database.query(
      "SELECT button, preset, rank, rule, curve, overshoot_px, settle_s, snap_px, snap_s FROM readings WHERE run_id = ? ORDER BY button, rank",
      key)
    {
      let reading = ButtonDecision.Reading(overshootPx: r[5].double, settle: r[6].double, snapPx: r[7].double, snapTime: r[8].double)
      if r[2].integer == 0 {
        buttons.append(RunSnapshot.Button(preset: r[1].text ?? "", now: reading, options: []))
      } else if !buttons.isEmpty {
        buttons[buttons.count - 1].options.append(RunSnapshot.Option(rule: r[3].text ?? "", curve: r[4].text ?? "", reading: reading))
      }
    }
    let warnings = try database.query("SELECT text FROM warnings WHERE run_id = ? ORDER BY position", key).compactMap { $0[0].text }
    return RunSnapshot(
      id: id, time: row[0].integer ?? 0, notebookPath: row[1].text ?? "", notebookHash: row[2].text ?? "", commit: row[3].text,
      dirty: row[4].integer.map { $0 != 0 }, version: row[5].text ?? "", parameters: parameters, presetFiles: files, cells: cells,
      buttons: buttons, warnings: warnings)
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
        SQLValue(run.commit), SQLValue(run.dirty), .text(run.version), .text(run.status), .integer(Int64(failed)),
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
