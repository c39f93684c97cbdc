/// The `name=value` parameters of one curve, read by name. Every read marks the name as known, so
/// `finish()` can reject names no model reads.
struct ParameterList {
  private var given: [(name: String, value: String)]
  private var used: Set<String> = []

  init(_ given: [(name: String, value: String)]) { self.given = given }

  /// The last value given for `name` or one of its aliases.
  mutating func text(_ name: String, aliases: [String] = []) -> String? {
    let names = [name] + aliases
    for n in names { used.insert(n) }
    return given.last(where: { names.contains($0.name) })?.value
  }

  func has(_ name: String, aliases: [String] = []) -> Bool {
    let names = [name] + aliases
    return given.contains { names.contains($0.name) }
  }

  mutating func number(_ name: String, aliases: [String] = [], default fallback: Double? = nil)
    throws(CurveError) -> Double
  {
    guard let text = text(name, aliases: aliases) else {
      guard let fallback else { throw missing(name, "a number") }
      return fallback
    }
    let value = try Self.parseNumber(text, name)
    return value
  }

  mutating func optionalNumber(_ name: String, aliases: [String] = []) throws(CurveError) -> Double? {
    guard let text = text(name, aliases: aliases) else { return nil }
    let value = try Self.parseNumber(text, name)
    return value
  }

  mutating func nonNegative(_ name: String, aliases: [String] = [], default fallback: Double? = nil)
    throws(CurveError) -> Double
  {
    let value = try number(name, aliases: aliases, default: fallback)
    guard value >= 0 else { throw CurveError(parameter: name, "must be ≥ 0, got \(value)") }
    return value
  }

  mutating func bool(_ name: String, aliases: [String] = [], default fallback: Bool) throws(CurveError) -> Bool {
    guard let text = text(name, aliases: aliases) else {
      return fallback
    }
    return try Self.flag(text, name)
  }

  static func flag(_ text: String, _ name: String) throws(CurveError) -> Bool {
    switch text.lowercased() {
    case "true", "yes", "1": return true
    case "false", "no", "0": return false
    default: throw CurveError(parameter: name, "must be true or false, got '\(text)'")
    }
  }

  mutating func choice(_ name: String, aliases: [String] = [], from options: [String], default fallback: String?)
    throws(CurveError) -> String
  {
    guard let text = text(name, aliases: aliases) else {
      guard let fallback else {
        throw missing(name, "one of \(options.joined(separator: ", "))")
      }
      return fallback
    }
    guard options.contains(text) else {
      throw CurveError(parameter: name, "must be one of \(options.joined(separator: ", ")), got '\(text)'")
    }
    return text
  }

  mutating func numberList(_ name: String, aliases: [String] = []) throws(CurveError) -> [Double]? {
    guard let text = text(name, aliases: aliases) else { return nil }
    return try Self.numbers(in: text, name)
  }

  /// A comma-separated list of numbers (`[a, b]` brackets allowed).
  static func numbers(in text: String, _ name: String) throws(CurveError) -> [Double] {
    let items = Self.splitList(text)
    guard !items.isEmpty else { throw CurveError(parameter: name, "must be a comma-separated list of numbers") }
    guard !items.contains(where: \.isEmpty) else {
      throw CurveError(parameter: name, "has an empty entry in '\(text)' (two commas in a row, or one at an end)")
    }
    var numbers: [Double] = []
    for item in items { numbers.append(try Self.parseNumber(item, name)) }
    return numbers
  }

  mutating func nameList(_ name: String, aliases: [String] = []) -> [String]? {
    guard let text = text(name, aliases: aliases) else { return nil }
    return Self.splitList(text).filter { !$0.isEmpty }
  }

  /// A required parameter that was not given; a given name one or two letters from it (a
  /// misspelling, `durration`) is named too, rather than only the missing one.
  func missing(_ name: String, _ what: String) -> CurveError {
    let near = given.map(\.name).filter { !used.contains($0) && Self.distance($0, name) <= 2 }
    let hint = near.first.map { "; '\($0)' was given: a misspelling of '\(name)'?" } ?? ""
    return CurveError(parameter: name, "is required (\(what))" + hint)
  }

  /// Levenshtein distance between two short names.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in 1...max(b.count, 1) where !b.isEmpty {
        let kept = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = kept
      }
    }
    return a.isEmpty ? b.count : row[b.count]
  }

  /// Rejects every parameter no model read.
  func finish(model: String, known: [String]) throws(CurveError) {
    for (name, _) in given where !used.contains(name) {
      throw CurveError(
        parameter: name, "is not a parameter of \(model) (known: \(known.joined(separator: ", ")))")
    }
  }

  static func splitList(_ text: String) -> [String] {
    var t = Substring(text)
    if t.hasPrefix("[") && t.hasSuffix("]") { t = t.dropFirst().dropLast() }
    guard !t.allSatisfy({ $0 == " " }) else { return [] }
    return t.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
  }

  static func parseNumber(_ text: String, _ name: String) throws(CurveError) -> Double {
    let trimmed = text.trimmingSpaces()
    guard let value = Double(trimmed) else { throw CurveError(parameter: name, "must be a number, got '\(text)'") }
    guard value.isFinite else { throw CurveError(parameter: name, "must be a finite number, got '\(text)'") }
    return value
  }

  /// Names that stand for the same parameter.
  static let aliasGroups: [Set<String>] = [
    ["damping", "usingSpringWithDamping"], ["velocity", "initialSpringVelocity"], ["velocity", "initialVelocity"],
    ["dampingRatio", "dampingFraction"], ["mode", "calculationMode"], ["additive", "isAdditive"],
  ]

}

extension String {
  func trimmingSpaces() -> String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return String(s)
  }
}
