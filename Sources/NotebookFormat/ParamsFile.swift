import YAMLValues

/// A `--params FILE.yaml`: a mapping of parameter names to values.
public enum ParamsFile {
  /// The file's entries as overrides, in the order written. Throws `NotebookError` when the file
  /// is not a YAML mapping.
  public static func read(_ bytes: [UInt8], file: String) throws -> [ParameterOverride] {
    guard let text = String(validating: bytes, as: UTF8.self), !bytes.contains(0) else {
      throw NotebookError("the params file is not UTF-8 text", at: SourceLocation(file: file, line: 1))
    }
    guard let root = try YAMLReading.parse(text, lineOffset: 0, columnOffset: 0, file: file) else { return [] }
    return try overrides(root, file: file)
  }

  /// A YAML mapping's entries as overrides, each from its key's place.
  static func overrides(_ root: YAMLValue, file: String) throws(NotebookError) -> [ParameterOverride] {
    guard let entries = root.entries else {
      throw NotebookError("a params file must be a mapping of parameter names to values", at: root.sourceLocation(file))
    }
    var result: [ParameterOverride] = []
    for entry in entries {
      guard let value = ParameterTyping.value(of: entry.value) else {
        throw NotebookError(
          "the value of '\(entry.key)' must be a number, true/false, text or a list", at: entry.value.sourceLocation(file))
      }
      result.append(
        ParameterOverride(
          name: entry.key, text: value.description, value: value, origin: entry.keyLocation(file).description))
    }
    return result
  }
}
