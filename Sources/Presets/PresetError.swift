import YAMLValues

/// A preset (or a whole preset file) that could not be read: where, which field, and why.
public struct PresetError: Error, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  /// Dotted path of the field, e.g. `shrink-shadow.phases.press.animations.transform.curve.duration`.
  public var field: String
  public var message: String

  public init(file: String, line: Int, column: Int, field: String, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.field = field
    self.message = message
  }

  init(file: String, at location: YAMLLocation, field: String, _ message: String) {
    self.init(file: file, line: location.line, column: location.column, field: field, message: message)
  }

  public var description: String {
    "\(file):\(line):\(column): " + (field.isEmpty ? "" : "\(field): ") + message
  }
}
