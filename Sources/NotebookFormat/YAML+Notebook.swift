import YAMLValues

/// The notebook's view of the shared YAML reader: errors become `NotebookError`s located in the
/// notebook file, and a few accessors read more plainly at the call sites.
enum YAMLReading {
  /// `lineOffset` is the line before the text's first line; `columnOffset` is the indentation the
  /// text had in the notebook before cmark removed it.
  static func parse(_ text: String, lineOffset: Int, columnOffset: Int, file: String) throws(NotebookError)
    -> YAMLValue?
  {
    try parse(text, lineOffset: lineOffset, columnOffset: columnOffset, in: SourceLocation(file: file, line: 1))
  }

  /// The same, with errors placed in `base`'s file and Jupyter cell.
  static func parse(_ text: String, lineOffset: Int, columnOffset: Int, in base: SourceLocation) throws(NotebookError)
    -> YAMLValue?
  {
    do {
      return try YAML.parse(text, lineOffset: lineOffset)
    } catch {
      throw NotebookError(
        "YAML error: \(error.message)",
        at: base.moved(line: error.location.line, column: error.location.column + columnOffset))
    }
  }
}

/// A mapping entry with its key's text and place.
struct YAMLEntry {
  var key: String
  var keyAt: YAMLLocation
  var value: YAMLValue
  func keyLocation(_ file: String) -> SourceLocation {
    SourceLocation(file: file, line: keyAt.line, column: keyAt.column)
  }
}

extension YAMLValue {
  var entries: [YAMLEntry]? {
    pairs?.map { YAMLEntry(key: $0.key.text, keyAt: $0.key.location, value: $0.value) }
  }
  var isScalar: Bool { scalar != nil }
  var isQuoted: Bool { scalar.map { !$0.isPlain } ?? false }
  func sourceLocation(_ file: String) -> SourceLocation {
    SourceLocation(file: file, line: location.line, column: location.column)
  }
  /// The value's place in `base`'s file and Jupyter cell.
  func sourceLocation(in base: SourceLocation) -> SourceLocation {
    base.moved(line: location.line, column: location.column)
  }
}

extension SourceLocation {
  func shifted(_ columns: Int) -> SourceLocation {
    moved(line: line, column: column + columns)
  }
}
