import TextFormats

/// One run as the history keeps it: when and from what it ran, what each cell did, how each
/// button reads now and what was picked for it. Plain values: the command line stores and reads
/// them; the report compares them.
public struct RunSnapshot: Sendable, Hashable {
  /// One value of a preset file, by its key path ("release.animations.transform.curve.damping").
  public struct PresetValue: Sendable, Hashable {
    public var preset: String
    public var key: String
    public var value: String
    public init(preset: String, key: String, value: String) {
      self.preset = preset
      self.key = key
      self.value = value
    }
  }

  public struct PresetFile: Sendable, Hashable {
    public var path: String
    /// SHA-256 of the file's text.
    public var hash: String
    public var values: [PresetValue]
    public init(path: String, hash: String, values: [PresetValue]) {
      self.path = path
      self.hash = hash
      self.values = values
    }
  }

  public struct CellRun: Sendable, Hashable {
    public var id: String
    public var kind: String
    public var ok: Bool
    public var duration: Double
    public var error: String?
    public init(id: String, kind: String, ok: Bool, duration: Double, error: String?) {
      self.id = id
      self.kind = kind
      self.ok = ok
      self.duration = duration
      self.error = error
    }
  }

  /// A named option of a recommendation: its rule, its curve, how it reads.
  public struct Option: Sendable, Hashable {
    public var rule: String
    public var curve: String
    public var reading: ButtonDecision.Reading
    public init(rule: String, curve: String, reading: ButtonDecision.Reading) {
      self.rule = rule
      self.curve = curve
      self.reading = reading
    }
  }

  /// A button a recommendation judged: how it reads now, and its options, the pick first.
  public struct Button: Sendable, Hashable {
    public var preset: String
    public var now: ButtonDecision.Reading
    public var options: [Option]
    public var pick: Option? { options.first }
    public init(preset: String, now: ButtonDecision.Reading, options: [Option]) {
      self.preset = preset
      self.now = now
      self.options = options
    }
  }

  /// A parameter's value in this run, as YAML text.
  public struct Setting: Sendable, Hashable {
    public var name: String
    public var value: String
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The row id in the history; nil before it is stored.
  public var id: Int64?
  /// Seconds since 1970 when the run ran (the real time, whatever SOURCE_DATE_EPOCH says).
  public var time: Int64
  public var notebookPath: String
  public var notebookHash: String
  /// The working tree's commit and whether it had uncommitted changes, when it is a git checkout.
  public var commit: String?
  public var dirty: Bool?
  public var version: String
  /// Each parameter's value as YAML text, in front-matter order.
  public var parameters: [Setting]
  public var presetFiles: [PresetFile]
  public var cells: [CellRun]
  public var buttons: [Button]
  /// The notes the report showed, each as "cell-id: text".
  public var warnings: [String]
  /// Each preset's `presetSignature`, when read in place of `presetFiles` (the trends need no more).
  public var presetSignatures: [String: String]?

  public init(
    id: Int64? = nil, time: Int64, notebookPath: String, notebookHash: String, commit: String?, dirty: Bool?,
    version: String, parameters: [Setting], presetFiles: [PresetFile], cells: [CellRun],
    buttons: [Button], warnings: [String]
  ) {
    self.id = id
    self.time = time
    self.notebookPath = notebookPath
    self.notebookHash = notebookHash
    self.commit = commit
    self.dirty = dirty
    self.version = version
    self.parameters = parameters
    self.presetFiles = presetFiles
    self.cells = cells
    self.buttons = buttons
    self.warnings = warnings
  }

  /// "ok", or "2 of 9 cells failed".
  public var status: String {
    let failed = cells.filter { !$0.ok }.count
    return failed == 0 ? "ok" : "\(failed) of \(cells.count) cells failed"
  }

  /// "2026-11-30 02:00 UTC".
  public var whenText: String {
    let date = UTCDate(secondsSince1970: time)
    let iso = date.iso8601
    return String(iso.prefix(10)) + " " + String(iso.dropFirst(11).prefix(5)) + " UTC"
  }

  /// "a1b2c3d", "a1b2c3d+" when the tree had changes, "no commit" outside git.
  public var commitText: String {
    guard let commit else { return "no commit" }
    return String(commit.prefix(7)) + (dirty == true ? "+" : "")
  }

  /// "run 7 (2026-11-30 02:00 UTC, a1b2c3d)".
  public var title: String { "run \(id.map(String.init) ?? "?") (\(whenText), \(commitText))" }

  public var presetValues: [PresetValue] { presetFiles.flatMap(\.values) }

  /// A digest of `preset`'s values in this run: two runs with equal signatures ran the same preset.
  public func presetSignature(_ preset: String) -> String {
    presetSignatures.map { $0[preset] ?? Self.presetSignature(of: []) }
      ?? Self.presetSignature(of: presetValues.filter { $0.preset == preset })
  }

  /// SHA-256 of the values' keys and values, in order.
  public static func presetSignature(of values: [PresetValue]) -> String {
    SHA256.hex(values.map { "\($0.key)\t\($0.value)\n" }.joined())
  }
}
