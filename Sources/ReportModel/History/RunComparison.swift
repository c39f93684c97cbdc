import Presets

/// What changed from one run to a later one: preset values, parameters, the notebook, the code,
/// cells, warnings, and the buttons' readings and picks that moved by more than the noise.
public struct RunComparison: Sendable, Hashable {
  /// Moves smaller than these are noise and not reported: a tenth of a device pixel (a fifth of
  /// the ½-pixel visibility threshold) and a millisecond.
  public static let pixelNoise = 0.1
  public static let secondsNoise = 0.001
  /// The noise rule as the report states it.
  public static let noiseStatement = "moves under 0.1 px or 1 ms are noise and left out"

  public struct PresetEdit: Sendable, Hashable {
    public var file: String
    public var preset: String
    public var key: String
    /// nil when the key is new (old) or gone (new).
    public var old: String?
    public var new: String?
    /// The button's name on the pages; nil where ids are shown.
    public var button: String?
    /// "shrink-shadow release transform damping 0.05 → 0.5": the key in words, the YAML path's
    /// structural names left out.
    public var text: String { "\(button ?? preset) \(words) \(old ?? "(none)") → \(new ?? "(removed)")" }
    /// "release.animations.transform.curve.damping" as "release transform damping".
    public var words: String {
      let parts = Self.words(of: key)
      return parts.isEmpty ? key : parts.joined(separator: " ")
    }
    /// A key path's own words, without its structural names.
    static func words(of key: String) -> [String] {
      key.split(separator: ".").map(String.init).filter { !structural.contains($0) && Int($0) == nil }
    }
    static let structural: Set = ["phases", "animations", "curve", "parameters", "value", "look"]
  }

  /// One number or pick of a button that moved.
  public struct Move: Sendable, Hashable {
    public var preset: String
    /// "now: settles", "pick: overshoot", "pick".
    public var what: String
    public var old: String
    public var new: String
    /// Whether the button as it is now got worse or better (`RunComparison.worseStatement`); nil for
    /// a pick, which is a suggestion, not the button.
    public var change: Change?
    public var isRegression: Bool { change == .worse }
    /// The edit that moved it, when one is found: a preset edit of this button, else a parameter,
    /// the notebook or the code.
    public var cause: String?
    /// The button's name on the pages (`RunMemory.name(of:)`); nil where ids are shown.
    public var button: String?
    /// "Shrink shadow now overshoot: 2.4 px → 12.7 px".
    public var shortText: String { "\(button ?? preset) \(what): \(old) → \(new)" }
    public var text: String { shortText + mark + (cause.map { ", after \($0)" } ?? "") }
    /// " (worse)", " (better)" or nothing.
    public var mark: String { change.map { " (\($0.rawValue))" } ?? "" }
  }

  public enum Change: String, Sendable, Hashable { case worse, better }

  /// What counts as worse, for every reading alike: the diff's marks, page 1 and `--fail-on regression`.
  public static let worseStatement =
    "worse: more overshoot, a later end of motion (the settle, or the snap where UIKit removes the spring), a bigger snap; better: the opposite"

  /// The change from `old` to `new` of a reading where more is worse.
  static func change(_ old: Double, _ new: Double, counts: Bool) -> Change? {
    guard counts, old != new else { return nil }
    return new > old ? .worse : .better
  }

  public var base: RunSnapshot
  public var current: RunSnapshot
  public var presetEdits: [PresetEdit]
  /// "grid 12 → 8".
  public var parameterChanges: [String]
  public var notebookChanged: Bool
  public var moves: [Move]
  public var warningsAppeared: [String]
  public var warningsCleared: [String]
  /// Warnings that stand in both runs with other numbers (a sweep of another size), as now.
  public var warningsChanged: [String]
  /// "sweep-000 failed: …", "sweep-000 runs again".
  public var cellChanges: [String]

  public var regressions: [Move] { moves.filter(\.isRegression) }

  /// True when nothing a reader would act on moved.
  public var isQuiet: Bool {
    presetEdits.isEmpty && parameterChanges.isEmpty && !notebookChanged && moves.isEmpty && warningsAppeared.isEmpty
      && warningsCleared.isEmpty && warningsChanged.isEmpty && cellChanges.isEmpty
  }

  /// `names` maps ids to the buttons' names for the pages; nil keeps ids (`presslab history diff`).
  public init(from base: RunSnapshot, to current: RunSnapshot, names: ((String) -> String)? = nil) {
    self.base = base
    self.current = current
    presetEdits = Self.edits(from: base, to: current)
    if let names { for i in presetEdits.indices { presetEdits[i].button = names(presetEdits[i].preset) } }
    let oldParameters = Dictionary(base.parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    parameterChanges = current.parameters.compactMap { p in
      let old = oldParameters[p.name]
      return old == p.value ? nil : "\(p.name) \(old ?? "(none)") → \(p.value)"
    }
    notebookChanged = base.notebookHash != current.notebookHash
    let oldWarnings = Set(base.warnings), newWarnings = Set(current.warnings)
    let appeared = current.warnings.filter { !oldWarnings.contains($0) }
    let cleared = base.warnings.filter { !newWarnings.contains($0) }
    // The same warning with other numbers changed rather than cleared and appeared again.
    func shape(_ text: String) -> String { String(text.filter { !$0.isNumber }) }
    let clearedShapes = Set(cleared.map(shape)), appearedShapes = Set(appeared.map(shape))
    warningsChanged = appeared.filter { clearedShapes.contains(shape($0)) }
    warningsAppeared = appeared.filter { !clearedShapes.contains(shape($0)) }
    warningsCleared = cleared.filter { !appearedShapes.contains(shape($0)) }
    let oldCells = Dictionary(base.cells.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    cellChanges = current.cells.compactMap { cell in
      guard let old = oldCells[cell.id] else { return nil }
      if old.ok && !cell.ok { return "\(cell.id) failed: \(cell.error ?? "")" }
      if !old.ok && cell.ok { return "\(cell.id) runs again" }
      return nil
    }
    moves = []
    let oldButtons = Dictionary(base.buttons.map { ($0.preset, $0) }, uniquingKeysWith: { a, _ in a })
    for button in current.buttons {
      guard let old = oldButtons[button.preset] else { continue }
      moves += Self.moves(from: old, to: button, cause: cause(of: button.preset))
    }
    if let names { for i in moves.indices { moves[i].button = names(moves[i].preset) } }
  }

  /// Why a button's numbers moved: its own preset's edits, the parameters and the notebook; the
  /// code only when none of those changed.
  private func cause(of preset: String) -> String? {
    var causes = presetEdits.filter { $0.preset == preset }.map(\.text)
    if !parameterChanges.isEmpty { causes.append("parameter " + parameterChanges.joined(separator: ", ")) }
    if notebookChanged { causes.append("a notebook edit") }
    if causes.isEmpty, base.commit != current.commit || current.dirty == true || base.dirty == true {
      causes.append("a code change (\(base.commitText) → \(current.commitText))")
    }
    return causes.isEmpty ? nil : causes.joined(separator: "; ")
  }

  static func edits(from base: RunSnapshot, to current: RunSnapshot) -> [PresetEdit] {
    struct Key: Hashable { var preset: String, key: String }
    var old: [Key: (file: String, value: String)] = [:]
    for file in base.presetFiles { for v in file.values { old[Key(preset: v.preset, key: v.key)] = (file.path, v.value) } }
    var edits: [PresetEdit] = []
    var seen = Set<Key>()
    for file in current.presetFiles {
      for v in file.values {
        let key = Key(preset: v.preset, key: v.key)
        seen.insert(key)
        if let was = old[key], was.value == v.value { continue }
        edits.append(PresetEdit(file: file.path, preset: v.preset, key: v.key, old: old[key]?.value, new: v.value))
      }
    }
    for file in base.presetFiles {
      for v in file.values where !seen.contains(Key(preset: v.preset, key: v.key)) {
        edits.append(PresetEdit(file: file.path, preset: v.preset, key: v.key, old: v.value, new: nil))
      }
    }
    return edits
  }

  static func moves(from old: RunSnapshot.Button, to new: RunSnapshot.Button, cause: String?) -> [Move] {
    var moves: [Move] = []
    func compare(_ what: String, _ a: ButtonDecision.Reading, _ b: ButtonDecision.Reading, counts: Bool) {
      if pixelsMoved(a.overshootPx, b.overshootPx) {
        moves.append(
          Move(
            preset: new.preset, what: what + "overshoot", old: a.overshootText, new: b.overshootText,
            change: change(a.overshootPx ?? 0, b.overshootPx ?? 0, counts: counts), cause: cause))
      }
      if secondsMoved(a.settle, b.settle) || secondsMoved(a.snapTime, b.snapTime) {
        moves.append(
          Move(
            preset: new.preset, what: what + "settles", old: a.settleText, new: b.settleText,
            change: change(endOfMotion(a), endOfMotion(b), counts: counts), cause: cause))
      }
      if pixelsMoved(a.snapPx ?? 0, b.snapPx ?? 0) {
        moves.append(
          Move(
            preset: new.preset, what: what + "snap", old: a.snapText, new: b.snapText,
            change: change(a.snapPx ?? 0, b.snapPx ?? 0, counts: counts), cause: cause))
      }
    }
    compare("now ", old.now, new.now, counts: true)
    if old.pick?.curve != new.pick?.curve {
      moves.append(
        Move(preset: new.preset, what: "pick", old: old.pick?.curve ?? "none", new: new.pick?.curve ?? "none", change: nil, cause: cause))
    }
    if let a = old.pick, let b = new.pick { compare("pick ", a.reading, b.reading, counts: false) }
    return moves
  }

  /// When the motion ends: the snap where UIKit removes the spring mid-swing, else the settle;
  /// never settling is later than any time.
  static func endOfMotion(_ r: ButtonDecision.Reading) -> Double { r.snapTime ?? r.settle ?? .infinity }

  static func pixelsMoved(_ a: Double?, _ b: Double?) -> Bool {
    guard let a, let b else { return (a == nil) != (b == nil) }
    return abs(a - b) >= pixelNoise
  }

  static func secondsMoved(_ a: Double?, _ b: Double?) -> Bool {
    guard let a, let b else { return (a == nil) != (b == nil) }
    return abs(a - b) >= secondsNoise
  }
}

/// What "since the last run" says, as titled lists of lines: the PDF page and `presslab history
/// diff` print the same.
extension RunComparison {
  public var sections: [(title: String, lines: [String])] {
    var out: [(String, [String])] = []
    if !presetEdits.isEmpty {
      let byFile = Dictionary(grouping: presetEdits, by: \.file)
      out.append(("Preset edits", byFile.keys.sorted().flatMap { file in byFile[file]!.map { "\(file): \($0.text)" } }))
    }
    var inputs: [String] = parameterChanges.map { "parameter " + $0 }
    if notebookChanged { inputs.append("the notebook changed (\(base.notebookHash.prefix(8)) → \(current.notebookHash.prefix(8)))") }
    if base.commit != current.commit || base.dirty != current.dirty {
      inputs.append("code \(base.commitText) → \(current.commitText)")
    }
    if !inputs.isEmpty { out.append(("Inputs", inputs)) }
    if !moves.isEmpty {
      // One line per button: its cause once, then each number that moved.
      var order: [String] = []
      var byPreset: [String: [Move]] = [:]
      for move in moves {
        if byPreset[move.preset] == nil { order.append(move.preset) }
        byPreset[move.preset, default: []].append(move)
      }
      out.append(
        (
          "Moved (" + Self.noiseStatement + ")",
          order.map { preset in
            let moves = byPreset[preset]!
            return (moves[0].button ?? preset) + (moves[0].cause.map { " (after \($0))" } ?? "") + ": "
              + moves.map { "\($0.what) \($0.old) → \($0.new)" + $0.mark }.joined(separator: "; ")
          }
        ))
    }
    if !cellChanges.isEmpty { out.append(("Cells", cellChanges)) }
    if !warningsAppeared.isEmpty { out.append(("Warnings that appeared", warningsAppeared)) }
    if !warningsCleared.isEmpty { out.append(("Warnings that cleared", warningsCleared)) }
    if !warningsChanged.isEmpty { out.append(("Warnings whose numbers changed (as now)", warningsChanged)) }
    return out
  }

  /// The sentence above the sections: what is compared with what.
  public var heading: String {
    isQuiet
      ? "No change since \(base.whenText) (run \(base.id.map(String.init) ?? "?"), \(base.commitText)); " + Self.noiseStatement + "."
      : "Compared with \(base.title)." + (moves.contains { $0.change != nil } ? " Marked " + Self.worseStatement + "." : "")
  }

  /// The whole comparison as plain text, for the terminal.
  public var text: String {
    var out = heading + "\n"
    for section in sections {
      out += "\n\(section.title):\n"
      for line in section.lines { out += "  \(line)\n" }
    }
    return out
  }
}

extension RunComparison {
  /// One short phrase for a list of runs: "no change", "1 preset edit, 3 moves (1 worse)".
  public var summary: String {
    if isQuiet { return "no change" }
    var parts: [String] = []
    func count(_ n: Int, _ word: String) { if n > 0 { parts.append("\(n) \(word)\(n == 1 ? "" : "s")") } }
    count(presetEdits.count, "preset edit")
    count(parameterChanges.count, "parameter")
    if notebookChanged { parts.append("notebook edited") }
    if !moves.isEmpty {
      let worse = regressions.count, better = moves.filter { $0.change == .better }.count
      let marks = [worse > 0 ? "\(worse) worse" : nil, better > 0 ? "\(better) better" : nil].compactMap { $0 }
      parts.append("\(moves.count) move\(moves.count == 1 ? "" : "s")" + (marks.isEmpty ? "" : " (" + marks.joined(separator: ", ") + ")"))
    }
    count(cellChanges.count, "cell change")
    count(warningsAppeared.count, "new warning")
    count(warningsCleared.count, "cleared warning")
    count(warningsChanged.count, "changed warning")
    return parts.joined(separator: ", ")
  }
}
