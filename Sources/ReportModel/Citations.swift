import NotebookFormat
import TextFormats

/// What a `{{…}}` citation in the narrative reads, so the text follows the data:
/// `{{preset.NAME.PATH}}` a preset value as its file writes it (a number as typed: 1.0 is 1) (`release.damping`: the key's words
/// in order, as many as make it one key), `{{now.NAME.READING}}` and `{{pick.NAME.READING}}` how
/// the button reads now and with its pick, as the decision prints them (`touch-down.READING` for
/// the press's decision).
public struct Citations: Sendable {
  public static let readings = ["settle", "overshoot", "snap", "end", "summary", "curve", "rule", "verdict"]

  /// Each preset's values after its `extends:` chain, by full key path.
  var presets: [String: [(key: String, value: String)]]
  var decisions: [String: (release: ButtonDecision?, press: ButtonDecision?)]

  public init(presetFiles: [(path: String, text: String)], summaries: [PresetSummary]) {
    var own: [String: [(key: String, value: String)]] = [:]
    for file in presetFiles {
      for v in RunSnapshot.presetValues(ofFile: file.text) {
        own[v.preset, default: []].append((v.key, v.value))
      }
    }
    presets = own.mapValues { _ in [] }
    // A null (`damping: ~`) removes what the preset inherits and cites nothing itself.
    for name in own.keys { presets[name] = Self.merged(name, own, depth: 0).filter { !["~", "null", ""].contains($0.value) } }
    decisions = Dictionary(summaries.map { ($0.preset, ($0.decision, $0.press)) }, uniquingKeysWith: { a, _ in a })
  }

  /// A preset's own values over those of the preset it extends: a key the child sets replaces the
  /// parent's keys under it (`shadow: ~` removes the parent's shadow), as `PresetLibrary` merges.
  static func merged(_ name: String, _ own: [String: [(key: String, value: String)]], depth: Int) -> [(key: String, value: String)] {
    let mine = own[name] ?? []
    guard depth < 16, let base = mine.first(where: { $0.key == "extends" })?.value, own[base] != nil, base != name else { return mine }
    let roots = Set(mine.map { $0.key.split(separator: "[").first.map(String.init) ?? $0.key })
    let inherited = merged(base, own, depth: depth + 1).filter { v in
      v.key != "extends" && !roots.contains { v.key == $0 || v.key.hasPrefix($0 + ".") || v.key.hasPrefix($0 + "[") }
    }
    return inherited + mine
  }

  /// The text `key` cites, or why it cites nothing.
  public func resolve(_ key: String) -> Result<String, CitationError> {
    let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3, !parts.contains(where: \.isEmpty) else {
      return .failure(CitationError("a citation is {{preset.NAME.KEY}}, {{now.NAME.READING}} or {{pick.NAME.READING}}"))
    }
    switch parts[0] {
    case "preset": return presetValue(parts[1], Array(parts.dropFirst(2)))
    case "now", "pick": return reading(parts[0] == "pick", parts[1], Array(parts.dropFirst(2)))
    default: return .failure(CitationError("'\(parts[0])' is not something to cite: preset, now or pick"))
    }
  }

  func presetValue(_ name: String, _ path: [String]) -> Result<String, CitationError> {
    guard let values = presets[name] else {
      return .failure(CitationError("no preset '\(name)'" + Self.known(presets.keys.sorted())))
    }
    let found = values.filter { Self.matches(path, $0.key) }
    let exact = found.filter { $0.key == path.joined(separator: ".") }
    if let one = exact.first ?? (found.count == 1 ? found.first : nil) {
      // A number as a designer types it ("1", not "1.0"); words as written.
      return .success(Double(one.value).flatMap { $0.isFinite ? NumberText.parameter($0) : nil } ?? one.value)
    }
    if found.isEmpty { return .failure(CitationError("preset '\(name)' has no value '\(path.joined(separator: "."))'")) }
    let keys = found.prefix(4).map { RunComparison.PresetEdit.words(of: $0.key).joined(separator: ".") }.joined(separator: " or ")
    return .failure(CitationError("'\(path.joined(separator: "."))' of preset '\(name)' is more than one value: cite \(keys)"))
  }

  /// The cited words appear in the key in order, the last one last.
  static func matches(_ path: [String], _ key: String) -> Bool {
    let words = key.split(separator: ".").map(String.init)
    guard words.last == path.last else { return false }
    var rest = words[...]
    for word in path {
      guard let i = rest.firstIndex(of: word) else { return false }
      rest = rest[(i + 1)...]
    }
    return true
  }

  func reading(_ pick: Bool, _ name: String, _ rest: [String]) -> Result<String, CitationError> {
    let touchDown = rest.count == 2 && rest[0] == "touch-down"
    guard rest.count == 1 || touchDown, let what = rest.last else {
      return .failure(CitationError("after the button comes one reading (\(Self.readings.joined(separator: ", "))), or touch-down and one"))
    }
    guard let both = decisions[name] else {
      let decided = decisions.keys.sorted()
      return .failure(CitationError("no recommend cell decided a button '\(name)'" + Self.known(decided, "decided")))
    }
    guard let d = touchDown ? both.press : both.release else {
      return .failure(CitationError("no recommend cell decided \(name)'s \(touchDown ? "touch-down" : "release")"))
    }
    let option = d.pick
    let r = pick ? (option?.reading ?? d.nowReading) : d.nowReading
    switch what {
    case "settle": return .success(r.settleText)
    case "overshoot": return .success(r.overshootText)
    case "snap": return .success(r.snapText)
    case "end": return .success(r.endText)
    case "summary": return .success(r.sentence)
    case "curve": return .success(pick ? option?.curve ?? d.now : d.now)
    case "rule": return .success(pick ? option?.rule ?? d.rule : "now")
    case "verdict": return .success(d.verdict)
    default: return .failure(CitationError("no reading '\(what)' (readings: \(Self.readings.joined(separator: ", ")))"))
    }
  }

  static func known(_ names: [String], _ word: String = "known") -> String {
    names.isEmpty ? "" : " (\(word): " + names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", …" : "") + ")"
  }
}

/// Why a citation cites nothing.
public struct CitationError: Error, Sendable, Hashable {
  public var message: String
  public init(_ message: String) { self.message = message }
}
