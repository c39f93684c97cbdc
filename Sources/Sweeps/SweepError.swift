/// A sweep definition that cannot be run: the file, the line and the field at fault.
public struct SweepError: Error, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int?
  public var field: String?
  public var message: String

  public init(file: String, line: Int?, field: String?, _ message: String) {
    self.file = file
    self.line = line
    self.field = field
    self.message = message
  }

  /// `file:line: field: message`, as compilers write it.
  public var description: String {
    var text = file
    if let line { text += ":\(line)" }
    text += ": "
    if let field { text += "\(field): " }
    return text + message
  }
}
