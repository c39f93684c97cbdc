import ReportModel

/// Reading runs back: whole, for a comparison, or only what the trends draw; every value checked
/// (`CheckedRow`) and every list paged in SQL, so a long history costs what is shown.
extension HistoryStore {
  /// One listed run: whole, its status as stored ("unfinished" until its report was in place),
  /// and the run before it of the same notebook (nil for the first).
  public struct ListedRun {
    public var run: RunSnapshot
    public var status: String
    public var before: RunSnapshot?
  }

  /// Seconds since 1970 a run may say: years 1 to 9999.
  static let times: ClosedRange<Int64> = -62_135_596_800...253_402_300_799
  static let anyID: ClosedRange<Int64> = Int64.min...Int64.max
  static let counts: ClosedRange<Int64> = 0...Int64(Int32.max)

  /// The `last` runs (all when nil), oldest first, handed to `each` one at a time.
  public func listing(last: Int64?, _ each: (ListedRun) -> Void) throws(HistoryError) {
    guard found > 0 else { return }
    let page = try database.rows(
      file: path, "runs", ["id", "status", HistorySchema.notebookName], "ORDER BY id DESC LIMIT ?", [.integer(last ?? -1)])
    var latest: [String: RunSnapshot] = [:]
    for row in page.reversed() {
      let id = try row.integer(0, in: Self.anyID)
      let name = try row.text(2)
      guard let run = try run(id: id) else { continue }
      var before = latest[name]
      if before == nil, let earlier = try previousID(of: id, notebook: name) { before = try self.run(id: earlier) }
      each(ListedRun(run: run, status: try row.text(1), before: before))
      latest[name] = run
    }
  }

  private func previousID(of id: Int64, notebook: String) throws(HistoryError) -> Int64? {
    try database.rows(
      file: path, "runs", ["id"], "WHERE \(HistorySchema.notebookName) = ? AND id < ? ORDER BY id DESC LIMIT 1",
      [.text(notebook), .integer(id)]
    ).first?.integer(0, in: Self.anyID)
  }

  /// The `last` runs of notebook file `notebook`, oldest first: the newest whole (this run is
  /// compared with it), the others with only their id, time, and for the buttons of `presets`
  /// (those the trends draw) the reading now, the pick's and the preset's digest.
  public func trendRuns(last: Int, notebook: String, presets: [String]) throws(HistoryError) -> [RunSnapshot] {
    guard found > 0, last > 0 else { return [] }
    let chosen = "SELECT id FROM runs WHERE \(HistorySchema.notebookName) = ? ORDER BY id DESC LIMIT ?"
    let key: [SQLValue] = [.text(notebook), .integer(Int64(last))]
    let rows = try database.rows(file: path, "runs", ["id", "unix_time", "notebook"], "WHERE id IN (\(chosen)) ORDER BY id", key)
    guard let newest = rows.last else { return [] }
    let newestID = try newest.integer(0, in: Self.anyID)
    // A version-1 file read without migrating (its run could not be written) has no digests.
    guard found >= 2 else {
      var runs: [RunSnapshot] = []
      for row in rows { if let run = try run(id: try row.integer(0, in: Self.anyID)) { runs.append(run) } }
      return runs
    }
    let drawn = "preset IN (\(presets.map { _ in "?" }.joined(separator: ", ")))"
    let named = presets.map { SQLValue.text($0) }
    let buttons = try buttonsByRun(
      "WHERE run_id IN (\(chosen)) AND run_id != ? AND rank <= 1 AND \(drawn)", key + [.integer(newestID)] + named)
    var signatures: [Int64: [String: String]] = [:]
    let digests = "WHERE run_id IN (\(chosen)) AND \(drawn)"
    for row in try database.rows(file: path, "run_presets", ["run_id", "preset", "values_sha256"], digests, key + named) {
      let id = try row.integer(0, in: Self.anyID), preset = try row.text(1)
      signatures[id, default: [:]][preset] = try row.text(2)
    }
    var runs: [RunSnapshot] = []
    for row in rows.dropLast() {
      let id = try row.integer(0, in: Self.anyID)
      var run = RunSnapshot(
        id: id, time: try row.integer(1, in: Self.times), notebookPath: try row.text(2), notebookHash: "", commit: nil, dirty: nil,
        version: "", parameters: [], presetFiles: [], cells: [], buttons: buttons[id] ?? [], warnings: [])
      run.presetSignatures = signatures[id] ?? [:]
      runs.append(run)
    }
    if let whole = try run(id: newestID) { runs.append(whole) }
    return runs
  }

  /// Each run's buttons from `readings` rows matching `filter`: rank 0 is the button now, then its options.
  private func buttonsByRun(_ filter: String, _ values: [SQLValue]) throws(HistoryError) -> [Int64: [RunSnapshot.Button]] {
    let columns = ["run_id", "preset", "rank", "rule", "curve", "overshoot_px", "settle_s", "snap_px", "snap_s"]
    var buttons: [Int64: [RunSnapshot.Button]] = [:]
    for r in try database.rows(file: path, "readings", columns, filter + " ORDER BY run_id, button, rank", values) {
      let id = try r.integer(0, in: Self.anyID)
      let reading = ButtonDecision.Reading(
        overshootPx: try r.optionalReal(5), settle: try r.optionalReal(6), snapPx: try r.optionalReal(7), snapTime: try r.optionalReal(8), visibility: .everything)
      if try r.integer(2, in: Self.counts) == 0 {
        buttons[id, default: []].append(RunSnapshot.Button(preset: try r.text(1), now: reading, options: []))
      } else if let last = buttons[id]?.indices.last {
        buttons[id]![last].options.append(RunSnapshot.Option(rule: try r.text(3), curve: r.optionalText(4) ?? "", reading: reading))
      }
    }
    return buttons
  }

  /// One run by its id, whole; nil when there is none.
  public func run(id: Int64) throws(HistoryError) -> RunSnapshot? {
    guard found > 0 else { return nil }
    let key: [SQLValue] = [.integer(id)]
    let columns = ["unix_time", "notebook", "notebook_sha256", "git_commit", "git_dirty", "presslab_version"]
    guard let row = try database.rows(file: path, "runs", columns, "WHERE id = ?", key).first else { return nil }
    var parameters: [RunSnapshot.Setting] = []
    for p in try database.rows(file: path, "parameters", ["name", "value"], "WHERE run_id = ? ORDER BY position", key) {
      parameters.append(RunSnapshot.Setting(name: try p.text(0), value: try p.text(1)))
    }
    var values: [String: [RunSnapshot.PresetValue]] = [:]
    for v in try database.rows(file: path, "preset_values", ["file", "preset", "key", "value"], "WHERE run_id = ? ORDER BY rowid", key) {
      let file = try v.text(0)
      values[file, default: []].append(RunSnapshot.PresetValue(preset: try v.text(1), key: try v.text(2), value: try v.text(3)))
    }
    var files: [RunSnapshot.PresetFile] = []
    for f in try database.rows(file: path, "preset_files", ["path", "sha256"], "WHERE run_id = ? ORDER BY rowid", key) {
      let file = try f.text(0)
      files.append(RunSnapshot.PresetFile(path: file, hash: try f.text(1), values: values[file] ?? []))
    }
    var cells: [RunSnapshot.CellRun] = []
    for c in try database.rows(file: path, "cells", ["cell_id", "kind", "status", "duration_s", "error"], "WHERE run_id = ? ORDER BY position", key) {
      cells.append(
        RunSnapshot.CellRun(id: try c.text(0), kind: try c.text(1), ok: try c.text(2) == "ok", duration: try c.real(3), error: c.optionalText(4)))
    }
    var warnings: [String] = []
    for w in try database.rows(file: path, "warnings", ["text"], "WHERE run_id = ? ORDER BY position", key) { warnings.append(try w.text(0)) }
    return RunSnapshot(
      id: id, time: try row.integer(0, in: Self.times), notebookPath: try row.text(1), notebookHash: try row.text(2),
      commit: row.optionalText(3), dirty: try row.flag(4), version: try row.text(5), parameters: parameters, presetFiles: files,
      cells: cells, buttons: try buttonsByRun("WHERE run_id = ?", key)[id] ?? [], warnings: warnings)
  }
}
