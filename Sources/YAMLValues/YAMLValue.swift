/// A place in a YAML text, 1-based, so error messages can point a reader at the line and column.
public struct YAMLLocation: Sendable, Hashable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
  public var description: String { "line \(line), column \(column)" }
}

/// A scalar as written: its text, where it starts, and whether it was unquoted. Only plain
/// (unquoted) scalars are read as numbers, booleans or null, so `"0.5"` stays a string.
public struct YAMLScalar: Sendable, Hashable {
  public var text: String
  public var location: YAMLLocation
  public var isPlain: Bool
  public init(text: String, location: YAMLLocation, isPlain: Bool) {
    self.text = text
    self.location = location
    self.isPlain = isPlain
  }
}

/// One key and its value in a mapping; pairs keep the order of the text.
public struct YAMLPair: Sendable {
  public var key: YAMLScalar
  public var value: YAMLValue
  public init(key: YAMLScalar, value: YAMLValue) {
    self.key = key
    self.value = value
  }
}

/// A YAML node. Aliases are already expanded (their nodes keep the anchor's locations, where
/// the text is); merge keys (`<<: *base`) are applied, with the mapping's own keys winning.
public indirect enum YAMLValue: Sendable {
  case scalar(YAMLScalar)
  case sequence([YAMLValue], YAMLLocation)
  case mapping([YAMLPair], YAMLLocation)

  /// Where the node starts in the text.
  public var location: YAMLLocation {
    switch self {
    case .scalar(let scalar): return scalar.location
    case .sequence(_, let location), .mapping(_, let location): return location
    }
  }

  /// The value of `key` in a mapping; nil for a missing key or a node that is not a mapping.
  public subscript(key: String) -> YAMLValue? {
    pairs?.first(where: { $0.key.text == key })?.value
  }

  /// A plain scalar in YAML 1.2 core number form (decimal, `0x`, `0o`), finite; `.inf`, `.nan`
  /// and quoted numbers are nil, so a unit typo never turns into a number.
  public var number: Double? {
    guard case .scalar(let scalar) = self, scalar.isPlain else { return nil }
    return YAMLNumber.parse(scalar.text)
  }

  /// A plain `true`/`false` (YAML 1.2 core: also `True`, `TRUE`). `yes`/`no` stay strings.
  public var bool: Bool? {
    guard case .scalar(let scalar) = self, scalar.isPlain else { return nil }
    switch scalar.text {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: return nil
    }
  }

  /// The text of any scalar except a plain null; nil for collections.
  public var string: String? {
    guard case .scalar(let scalar) = self, !isNull else { return nil }
    return scalar.text
  }

  /// A plain empty value, `~` or `null` (any YAML 1.2 core spelling).
  public var isNull: Bool {
    guard case .scalar(let scalar) = self, scalar.isPlain else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.text)
  }

  /// The scalar, if this node is one.
  public var scalar: YAMLScalar? {
    if case .scalar(let scalar) = self { return scalar }
    return nil
  }

  /// The items of a sequence; nil for other nodes.
  public var items: [YAMLValue]? {
    if case .sequence(let items, _) = self { return items }
    return nil
  }

  /// The pairs of a mapping, in text order; nil for other nodes.
  public var pairs: [YAMLPair]? {
    if case .mapping(let pairs, _) = self { return pairs }
    return nil
  }

  /// "scalar", "sequence" or "mapping", for error messages.
  public var kindName: String {
    switch self {
    case .scalar: return "scalar"
    case .sequence: return "sequence"
    case .mapping: return "mapping"
    }
  }
}

/// A YAML text that could not be read: where, and why.
public struct YAMLError: Error, Sendable, CustomStringConvertible {
  public var location: YAMLLocation
  public var message: String
  public init(location: YAMLLocation, message: String) {
    self.location = location
    self.message = message
  }
  public var description: String { "\(location): \(message)" }
}

/// Bounds that keep a hostile document (deep nesting, "billion laughs" aliases) an error
/// instead of a stack overflow or an out-of-memory.
public struct YAMLLimits: Sendable {
  /// Deepest nesting of sequences and mappings, aliases expanded.
  public var maxDepth: Int
  /// Most alias uses in one document.
  public var maxAliasExpansions: Int
  /// Most nodes in the expanded tree (an alias counts its whole subtree each time it is used).
  public var maxNodes: Int
  public init(maxDepth: Int = 64, maxAliasExpansions: Int = 100_000, maxNodes: Int = 100_000) {
    self.maxDepth = maxDepth
    self.maxAliasExpansions = maxAliasExpansions
    self.maxNodes = maxNodes
  }
  public static let `default` = YAMLLimits()
}

/// YAML 1.2 core-schema numbers, checked by hand because `Double(_:)` also takes `inf`, `nan`
/// and hexadecimal floats.
enum YAMLNumber {
  static func parse(_ text: String) -> Double? {
    var body = Substring(text)
    var sign = 1.0
    if body.first == "-" || body.first == "+" {
      if body.first == "-" { sign = -1 }
      body = body.dropFirst()
    }
    if body.hasPrefix("0x") || body.hasPrefix("0o") {
      let radix = body.hasPrefix("0x") ? 16 : 8
      guard body.count == text.count, let value = UInt64(body.dropFirst(2), radix: radix) else {
        return nil
      }
      return Double(value)
    }
    guard isDecimal(body), let value = Double(body), value.isFinite else { return nil }
    return sign * value
  }

  /// `( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
  private static func isDecimal(_ text: Substring) -> Bool {
    let bytes = Array(text.utf8)
    var i = 0
    func digits() -> Int {
      let start = i
      while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 { i += 1 }
      return i - start
    }
    let whole = digits()
    if i < bytes.count, bytes[i] == 46 {  // "."
      i += 1
      let fraction = digits()
      if whole == 0 && fraction == 0 { return false }
    } else if whole == 0 {
      return false
    }
    if i < bytes.count, bytes[i] == 101 || bytes[i] == 69 {  // e E
      i += 1
      if i < bytes.count, bytes[i] == 43 || bytes[i] == 45 { i += 1 }
      if digits() == 0 { return false }
    }
    return i == bytes.count
  }
}
