import YAMLValues

/// Turning YAML and command-line text into typed parameter values.
enum ParameterTyping {
  static func isName(_ s: String) -> Bool {
    guard let first = s.unicodeScalars.first, first == "_" || first.properties.isAlphabetic, first.isASCII
    else { return false }
    return s.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
  }

  /// A YAML value as a parameter value; nil for mappings.
  static func value(of yaml: YAMLValue) -> ParameterValue? {
    if let items = yaml.items {
      var values: [ParameterValue] = []
      for item in items {
        guard let v = value(of: item) else { return nil }
        values.append(v)
      }
      return .list(values)
    }
    guard yaml.isScalar else { return nil }
    if !yaml.isQuoted {
      if let b = yaml.bool { return .bool(b) }
      if let x = yaml.number, x.isFinite { return .number(x) }
    }
    return yaml.string.map(ParameterValue.string)
  }

  /// The override as a value of the default's type, or nil when it does not fit.
  static func coerce(_ override: ParameterOverride, like expected: ParameterValue) -> ParameterValue? {
    if let given = override.value { return fit(given, like: expected) }
    return fit(text: override.text, like: expected)
  }

  private static func fit(text: String, like expected: ParameterValue) -> ParameterValue? {
    switch expected {
    case .string: return .string(text)
    case .number:
      guard let x = Double(text.trimmingSpaces), x.isFinite else { return nil }
      return .number(x)
    case .bool:
      switch text.trimmingSpaces.lowercased() {
      case "true", "yes", "on", "1": return .bool(true)
      case "false", "no", "off", "0": return .bool(false)
      default: return nil
      }
    case .list(let defaults):
      let trimmed = text.trimmingSpaces
      let element = defaults.first
      if trimmed.hasPrefix("[") {
        guard let yaml = try? YAMLReading.parse(trimmed, lineOffset: 0, columnOffset: 0, file: "-p"),
          let parsed = value(of: yaml)
        else { return nil }
        return fit(parsed, like: expected)
      }
      let words = trimmed.isEmpty ? [] : trimmed.split(separator: ",").map { String($0).trimmingSpaces }
      var values: [ParameterValue] = []
      for word in words {
        guard let v = element.map({ fit(text: word, like: $0) }) ?? .string(word) else { return nil }
        values.append(v)
      }
      return .list(values)
    }
  }

  private static func fit(_ given: ParameterValue, like expected: ParameterValue) -> ParameterValue? {
    switch (given, expected) {
    case (.number, .number), (.bool, .bool), (.string, .string): return given
    case (.number, .string), (.bool, .string): return .string(given.description)
    case (.list(let items), .list(let defaults)):
      guard let element = defaults.first else { return given }
      var values: [ParameterValue] = []
      for item in items {
        guard let v = fit(item, like: element) else { return nil }
        values.append(v)
      }
      return .list(values)
    default: return nil
    }
  }
}

extension String {
  var trimmingSpaces: String {
    String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
  }
}
