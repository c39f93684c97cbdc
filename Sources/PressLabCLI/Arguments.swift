/// The words after the subcommand, read against the command's declared options when made: a
/// word that looks like an option and is not declared is an error naming it, before any work.
/// The command then asks for each option by its declaration; `finish()` hands back the operands.
public struct Arguments {
  private let declared: [Option]
  /// Each given option's values, in order.
  private var given: [Option: [String]] = [:]
  private var operands: [String] = []
  /// Options the command has asked for, so `finish()` can tell one it forgot to read.
  private var read: Set<Option> = []

  public init(_ words: [String], options: [Option]) throws {
    declared = options
    var i = 0
    var afterDashes = false
    while i < words.count {
      let word = words[i]
      i += 1
      if afterDashes || !Self.looksLikeOption(word) {
        operands.append(word)
        continue
      }
      if word == "--" {
        afterDashes = true
        continue
      }
      let (name, attached) = Self.split(word)
      guard let option = options.first(where: { $0.names.contains(name) }) else {
        throw CLIError.usage("unknown option '\(name)'\(Self.suggestion(name, options))")
      }
      var value = ""
      if option.value == nil {
        if attached != nil { throw CLIError.usage("\(name) takes no value, got '\(word)'") }
      } else if let attached {
        value = attached
      } else {
        guard i < words.count else { throw CLIError.usage("\(name) needs a value (\(option.value!))") }
        value = words[i]
        i += 1
      }
      if given[option] != nil, !option.repeatable {
        throw CLIError.usage("\(name) is given twice; it takes one \(option.value == nil ? "use" : "value")")
      }
      given[option, default: []].append(value)
    }
  }

  /// A word starting with `-` is an option, unless it is `-` alone (standard input or output) or
  /// a number (`-0.5`).
  static func looksLikeOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word.count > 1 && Double(word) == nil
  }

  /// `--name=VALUE` (or `-o=VALUE`) into its name and value.
  static func split(_ word: String) -> (name: String, value: String?) {
    guard let eq = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<eq]), String(word[word.index(after: eq)...]))
  }

  /// "; did you mean --x?" when a declared name is one edit away, else where the options are.
  static func suggestion(_ name: String, _ options: [Option]) -> String {
    let names = options.flatMap(\.names)
    if let close = names.first(where: { editDistance($0, name) <= 1 || $0.hasPrefix(name) && name.count > 3 }) {
      return "; did you mean \(close)?"
    }
    return names.isEmpty ? "; this command takes no options" : "; the options are " + names.joined(separator: ", ")
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }

  private mutating func values(of option: Option) -> [String] {
    precondition(declared.contains(option), "\(option.name) is read but not declared")
    read.insert(option)
    return given[option] ?? []
  }

  /// True if the option was given (its default does not count).
  public mutating func isGiven(_ option: Option) -> Bool { !values(of: option).isEmpty }

  /// True if the flag is present.
  public mutating func flag(_ option: Option) -> Bool { isGiven(option) }

  /// The option's value, else its declared default, else nil.
  public mutating func option(_ option: Option) -> String? { values(of: option).last ?? option.defaultValue }

  /// Every value of a repeatable option, in order (`-p a=1 -p b=2`).
  public mutating func options(_ option: Option) -> [String] { values(of: option) }

  /// A number option (or its default), checked to be finite.
  public mutating func number(_ option: Option) throws -> Double? {
    guard let text = self.option(option) else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw CLIError.usage("\(option.name) must be a finite number, got '\(text)'")
    }
    return value
  }

  /// The words that are not options, in order. An option given but never read by the command is
  /// a fault of the command, not of the user: it would be ignored silently.
  public mutating func finish() throws -> [String] {
    if let ignored = given.keys.first(where: { !read.contains($0) }) {
      throw CLIError(ExitStatus.software, "\(ignored.name) is declared but this command did not read it")
    }
    return operands
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
