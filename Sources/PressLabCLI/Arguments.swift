/// The words after the subcommand, consumed by name. Whatever is left when the command calls
/// `finish()` is an error, so a misspelt option never passes silently.
public struct Arguments {
  private(set) var words: [String]
  private var positionalWords: [String] = []

  public init(_ words: [String]) { self.words = words }

  /// True if `--name` (or one of `aliases`) is present; removes it.
  public mutating func flag(_ name: String, aliases: [String] = []) -> Bool {
    var found = false
    words.removeAll { word in
      let hit = word == name || aliases.contains(word)
      if hit { found = true }
      return hit
    }
    return found
  }

  /// The value of `--name VALUE` or `--name=VALUE`; the last one wins.
  public mutating func option(_ name: String, aliases: [String] = []) throws -> String? {
    try options(name, aliases: aliases).last
  }

  /// Every value of a repeatable option, in order (`-p a=1 -p b=2`).
  public mutating func options(_ name: String, aliases: [String] = []) throws -> [String] {
    let names = [name] + aliases
    var values: [String] = []
    var kept: [String] = []
    var i = 0
    while i < words.count {
      let word = words[i]
      if names.contains(word) {
        guard i + 1 < words.count else { throw CLIError.usage("\(word) needs a value") }
        values.append(words[i + 1])
        i += 2
        continue
      }
      if let n = names.first(where: { word.hasPrefix($0 + "=") }) {
        values.append(String(word.dropFirst(n.count + 1)))
        i += 1
        continue
      }
      kept.append(word)
      i += 1
    }
    words = kept
    return values
  }

  /// A number option, checked to be finite.
  public mutating func number(_ name: String, aliases: [String] = []) throws -> Double? {
    guard let text = try option(name, aliases: aliases) else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw CLIError.usage("\(name) must be a finite number, got '\(text)'")
    }
    return value
  }

  /// The words left that do not start with `-` (after all options were taken), in order; a word
  /// that does start with `-` is an unknown option.
  public mutating func finish() throws -> [String] {
    var rest: [String] = []
    var afterDashes = false
    for word in words {
      if afterDashes { rest.append(word); continue }
      if word == "--" { afterDashes = true; continue }
      if word.hasPrefix("-") && word.count > 1 && Double(word) == nil {
        throw CLIError.usage("unknown option '\(word)'")
      }
      rest.append(word)
    }
    words = []
    return rest
  }
}

extension Arguments {
  /// The entries of a comma-separated option value. An empty entry (`0.1,,0.5`, a trailing comma)
  /// is an error rather than silently one value fewer.
  static func list(_ text: some StringProtocol, option: String) throws -> [Substring] {
    let items = Substring(text).split(separator: ",", omittingEmptySubsequences: false)
    if let empty = items.firstIndex(where: { $0.allSatisfy(\.isWhitespace) }) {
      throw CLIError.usage("\(option) \(text): entry \(empty + 1) of \(items.count) is empty")
    }
    return items
  }
}
