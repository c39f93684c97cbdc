/// A JSON document as a value, written with keys in the order given, so the same data always gives
/// the same bytes. Numbers are written as the shortest decimal that reads back to the same double;
/// JSON has no infinities or NaN, so those are written as `null`.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case integer(Int)
  case string(String)
  case array([JSONValue])
  /// Keys in output order.
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }
  public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

  /// `nil` becomes `null`, as do non-finite numbers.
  public static func optional(_ value: Double?) -> JSONValue {
    guard let value else { return .null }
    return .number(value)
  }

  /// Compact single-line JSON.
  public func serialized() -> String {
    var out = ""
    write(to: &out, indent: nil, level: 0)
    return out
  }

  /// Compact JSON to set inside an HTML `<script>` element, the one way every datum a page's
  /// script reads is embedded: `<`, `>` and `&` inside strings are written as `\u` escapes, so no
  /// text can end the element (`</script>`) or open a comment that swallows it (`<!--<script>`),
  /// and U+2028/U+2029 too, which old JavaScript reads as line ends. The same value when parsed.
  public func serializedForScript() -> String {
    var out = ""
    // Outside strings JSON has none of these characters, so escaping them everywhere is the same.
    for scalar in serialized().unicodeScalars {
      switch scalar {
      case "<", ">", "&", "\u{2028}", "\u{2029}": JSONValue.unicodeEscape(scalar, into: &out)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Indented JSON (two spaces), for files people read.
  public func pretty() -> String {
    var out = ""
    write(to: &out, indent: "  ", level: 0)
    return out + "\n"
  }

  private func write(to out: inout String, indent: String?, level: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .integer(let i): out += String(i)
    case .number(let d): out += JSONValue.format(d)
    case .string(let s): JSONValue.quote(s, into: &out)
    case .array(let items):
      if items.isEmpty { out += "[]"; return }
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += indent == nil ? ", " : "," }
        newline(&out, indent, level + 1)
        item.write(to: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent, level)
      out += "]"
    case .object(let members):
      if members.isEmpty { out += "{}"; return }
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += indent == nil ? ", " : "," }
        newline(&out, indent, level + 1)
        JSONValue.quote(key, into: &out)
        out += ": "
        value.write(to: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent, level)
      out += "}"
    }
  }

  private func newline(_ out: inout String, _ indent: String?, _ level: Int) {
    guard let indent else { return }
    out += "\n" + String(repeating: indent, count: level)
  }

  /// Shortest round-trip decimal (Swift's `description`), `null` when not finite.
  public static func format(_ d: Double) -> String {
    guard d.isFinite else { return "null" }
    if d == 0 { return "0" }
    return d.description
  }

  static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          unicodeEscape(scalar, into: &out)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// `\u` and four hex digits: for scalars of the Basic Multilingual Plane only.
  private static func unicodeEscape(_ scalar: Unicode.Scalar, into out: inout String) {
    let hex = String(scalar.value, radix: 16)
    out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
