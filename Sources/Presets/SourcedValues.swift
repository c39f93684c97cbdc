import YAMLValues

/// Reads the `[value, source]` pairs a preset writes every number as, and records each number
/// with its source, so a reader (and the reference test) can trace it to a seed line. In a file
/// without `seed:` (a team's own buttons) a number may also be written plain, and is "yours".
struct SourcedReader {
  let file: String
  /// True when the file declares no seed: plain values are accepted.
  let plain: Bool
  private(set) var citations: [Citation] = []

  init(file: String, plain: Bool = false) {
    self.file = file
    self.plain = plain
  }

  mutating func record(_ citation: Citation) { citations.append(citation) }

  func error(_ node: YAMLValue, _ field: String, _ message: String) -> PresetError {
    PresetError(file: file, at: node.location, field: field, message)
  }

  /// Fails on any key of a mapping not in `allowed` (a misspelt key never passes silently).
  func mapping(_ node: YAMLValue, _ field: String, allowed: [String]) throws(PresetError) -> [YAMLPair] {
    guard let pairs = node.pairs else { throw error(node, field, "expected a mapping, found a \(node.kindName)") }
    for pair in pairs where !allowed.contains(pair.key.text) {
      throw PresetError(
        file: file, at: pair.key.location, field: field.isEmpty ? pair.key.text : "\(field).\(pair.key.text)",
        "unknown key '\(pair.key.text)' (allowed: \(allowed.joined(separator: ", ")))")
    }
    return pairs
  }

  func required(_ node: YAMLValue, _ key: String, _ field: String) throws(PresetError) -> YAMLValue {
    guard let value = node[key] else { throw error(node, field, "missing required field '\(key)'") }
    return value
  }

  /// `[number, source]`: in a seed's file a number is never accepted without its source.
  mutating func number(_ node: YAMLValue, _ field: String) throws(PresetError) -> Double {
    let (value, source) = try pair(node, field)
    guard let number = value.number else {
      throw error(value, field, "expected a number, found '\(value.scalar?.text ?? value.kindName)'")
    }
    citations.append(Citation(field: field, value: number, source: source, line: value.location.line))
    return number
  }

  /// A number list `[[1, 2, 3], source]` (or `[1, 2, 3]` in a file without a seed).
  mutating func numbers(_ node: YAMLValue, _ field: String) throws(PresetError) -> [Double] {
    let (value, source) = plain && !isSourced(node) ? (node, ValueSource.yours) : try pair(node, field)
    guard let items = value.items, !items.isEmpty else { throw error(value, field, "expected a list of numbers") }
    var result: [Double] = []
    for item in items {
      guard let number = item.number else {
        throw error(item, field, "expected a number, found '\(item.scalar?.text ?? item.kindName)'")
      }
      citations.append(Citation(field: field, value: number, source: source, line: item.location.line))
      result.append(number)
    }
    return result
  }

  /// A word, bare (`easeOut`) or with its source (`[easeOut, "000_….txt:139"]`).
  func word(_ node: YAMLValue, _ field: String) throws(PresetError) -> String {
    let value = isSourced(node) ? try pair(node, field).0 : node
    guard let text = value.string, value.scalar != nil else {
      throw error(value, field, "expected a word or text, found a \(value.kindName)")
    }
    return text
  }

  /// true/false, bare or with its source.
  func bool(_ node: YAMLValue, _ field: String) throws(PresetError) -> Bool {
    let value = isSourced(node) ? try pair(node, field).0 : node
    guard let flag = value.bool else { throw error(value, field, "expected true or false") }
    return flag
  }

  /// `[value, source]`: two items, the second text. In a file without a seed a plain value is
  /// the value itself ("yours"), so `[0, 1]` there is a list of numbers, not a value and a source.
  func isSourced(_ node: YAMLValue) -> Bool {
    guard let items = node.items, items.count == 2 else { return false }
    return !plain || (items[1].scalar != nil && items[1].number == nil)
  }

  private func pair(_ node: YAMLValue, _ field: String) throws(PresetError) -> (YAMLValue, ValueSource) {
    if plain && !isSourced(node) { return (node, .yours) }
    guard let items = node.items, items.count == 2 else {
      throw error(
        node, field,
        "write a value with its source: [value, \"<seed file>:<line>\" | \"FACTS.md §N\" | assumption]"
          + " (this file declares seed:, so every number is sourced; a file without seed: may write plain values)")
    }
    return (items[0], try source(items[1], field))
  }

  func source(_ node: YAMLValue, _ field: String) throws(PresetError) -> ValueSource {
    guard let text = node.string else { throw error(node, field, "a source is text") }
    if let source = ValueSource(parsing: text) { return source }
    throw error(
      node, field, "unreadable source '\(text)' (use \"<seed file>.txt:<line>\", \"FACTS.md §N\" or assumption)")
  }
}

extension ValueSource {
  /// `assumption`, `FACTS.md §7`, or `000_cc42c21d33afe274.txt:358` ("yours" is never written:
  /// it is what a plain value in a file without a seed is).
  public init?(parsing text: String) {
    if text == "assumption" {
      self = .assumption
      return
    }
    if text.hasPrefix("FACTS.md §") {
      let section = String(text.dropFirst("FACTS.md §".count))
      guard !section.isEmpty, section.allSatisfy({ $0.isNumber }) else { return nil }
      self = .facts(section: section)
      return
    }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].hasSuffix(".txt"), parts[0].count > 4,
      !parts[0].contains(where: { $0 == " " || $0 == "/" }),
      let line = Int(parts[1]), line > 0
    else { return nil }
    self = .seed(file: String(parts[0]), line: line)
  }
}
