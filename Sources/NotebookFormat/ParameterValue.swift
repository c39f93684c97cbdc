/// A notebook parameter's value. The type of the default in the front matter is the parameter's
/// type: overrides must match it.
public indirect enum ParameterValue: Sendable, Hashable, CustomStringConvertible {
  case number(Double)
  case bool(Bool)
  case string(String)
  case list([ParameterValue])

  /// "number", "bool", "string" or "list", as error messages and `--describe` say it.
  public var typeName: String {
    switch self {
    case .number: return "number"
    case .bool: return "bool"
    case .string: return "string"
    case .list: return "list"
    }
  }

  /// How the value reads on the cover page and in `--describe`.
  public var description: String {
    switch self {
    case .number(let x): return Self.numberText(x)
    case .bool(let b): return b ? "true" : "false"
    case .string(let s): return s
    case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
    }
  }

  /// The value written as YAML flow text, so that `$name` in a cell body can be replaced by it
  /// before the body is parsed.
  public var yamlText: String {
    switch self {
    case .number(let x): return Self.numberText(x)
    case .bool(let b): return b ? "true" : "false"
    case .string(let s): return Self.quoted(s)
    case .list(let items): return "[" + items.map(\.yamlText).joined(separator: ", ") + "]"
    }
  }

  public var number: Double? { if case .number(let x) = self { return x } else { return nil } }
  public var string: String? { if case .string(let s) = self { return s } else { return nil } }

  static func numberText(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
    return "\(x)"
  }

  static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          out += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

extension String {
  func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}
