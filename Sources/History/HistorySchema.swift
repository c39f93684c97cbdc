import ReportModel

/// The history's tables, version by version (`PRAGMA user_version`), and the marks that say a
/// SQLite file is a PressLab history at all.
enum HistorySchema {
  /// `PRAGMA application_id`: "PLrh" (PressLab run history).
  static let applicationID: Int64 = 0x504C_7268
  /// The schema this PressLab writes; older files are migrated forward, newer ones refused.
  static let version: Int64 = 2
  /// What a run says until its report is in place: a killed run, or one whose report could not
  /// be written, never lists as ok.
  static let unfinished = "unfinished"

  /// The SQL of each step: index 0 makes version 1, index 1 version 2 (then `backfill`).
  static let steps: [String] = [
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
    """,
    // Version 2: a digest of each preset's values per run, so the trends read one short row per
    // preset and run instead of every value of every preset file.
    """
    CREATE TABLE run_presets(run_id INTEGER NOT NULL REFERENCES runs(id), preset TEXT NOT NULL, values_sha256 TEXT NOT NULL);
    CREATE INDEX run_presets_run ON run_presets(run_id);
    """,
  ]

  /// A run's notebook file name, in SQL: the path after its last '/' (`HistoryStore.notebookName`).
  static let notebookName = "substr(notebook, length(rtrim(notebook, replace(notebook, '/', ''))) + 1)"

  /// Fills version 2's digests for the runs a version-1 file holds, one run at a time.
  static func backfill(_ database: SQLiteDatabase, file: String) throws(HistoryError) {
    for run in try database.rows(file: file, "runs", ["id"], "ORDER BY id") {
      let id = try run.integer(0, in: Int64.min...Int64.max)
      let values = try database.rows(file: file, "preset_values", ["preset", "key", "value"], "WHERE run_id = ? ORDER BY rowid", [.integer(id)])
      var list: [RunSnapshot.PresetValue] = []
      for row in values { list.append(RunSnapshot.PresetValue(preset: try row.text(0), key: try row.text(1), value: try row.text(2))) }
      try insertDigests(database, run: id, values: list)
    }
  }

  static func insertDigests(_ database: SQLiteDatabase, run id: Int64, values: [RunSnapshot.PresetValue]) throws(HistoryError) {
    var seen = Set<String>()
    let presets = values.map(\.preset).filter { seen.insert($0).inserted }
    for preset in presets {
      try database.query(
        "INSERT INTO run_presets VALUES (?, ?, ?)",
        [.integer(id), .text(preset), .text(RunSnapshot.presetSignature(of: values.filter { $0.preset == preset }))])
    }
  }
}
