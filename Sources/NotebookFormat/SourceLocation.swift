/// A place in a notebook source: 1-based line and column, as editors count them.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int = 1) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form compilers use, so editors can jump to it.
  public var description: String { "\(file):\(line):\(column)" }
}

/// A notebook that cannot be read, or a cell that cannot be understood: what went wrong and where.
public struct NotebookError: Error, Sendable, Hashable, CustomStringConvertible {
  public var location: SourceLocation
  public var message: String

  public init(_ message: String, at location: SourceLocation) {
    self.location = location
    self.message = message
  }

  public var description: String { "\(location): \(message)" }
}
