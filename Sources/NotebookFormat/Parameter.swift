/// One parameter of a notebook: its default from the front matter and the value it has in this run.
public struct Parameter: Sendable, Hashable {
  public var name: String
  public var defaultValue: ParameterValue
  public var value: ParameterValue
  /// Where the value came from when it is not the default: `-p`, or the params file and line.
  public var overriddenBy: String?
  /// The default's place in the front matter.
  public var location: SourceLocation

  public var isOverridden: Bool { overriddenBy != nil }
}

/// A value given for a parameter on the command line or in a params file, before it is checked
/// against the default's type.
public struct ParameterOverride: Sendable, Hashable {
  public var name: String
  /// The text as given (`-p name=TEXT`), or the YAML value's text from a params file.
  public var text: String
  /// Set when the value was a YAML value in a params file (lists keep their structure).
  public var value: ParameterValue?
  /// `-p name=value`, or `file:line:column` for a params file.
  public var origin: String

  public init(name: String, text: String, value: ParameterValue? = nil, origin: String) {
    self.name = name
    self.text = text
    self.value = value
    self.origin = origin
  }

  /// Parses `name=value` as `-p` takes it.
  public static func commandLine(_ word: String) throws(ParameterError) -> ParameterOverride {
    guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
      throw ParameterError("-p takes name=value, got '\(word)'")
    }
    let name = String(word[..<equals])
    let text = String(word[word.index(after: equals)...])
    return ParameterOverride(name: name, text: text, origin: "-p \(word)")
  }
}

/// A parameter override that does not fit the notebook: unknown name or wrong type. This is a usage
/// error (exit 64), not a broken notebook.
public struct ParameterError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
