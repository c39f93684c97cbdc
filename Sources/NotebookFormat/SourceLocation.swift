/// A place in a notebook source: 1-based line and column, as editors count them. In a Jupyter
/// notebook the line and column count within one cell, named by `cell`.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  public var file: String
  /// The Jupyter cell the line is in; nil in a Markdown notebook, where lines are the file's.
  public var cell: JupyterCellPlace?
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int = 1) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form compilers use, so editors can jump to it; in a Jupyter notebook
  /// `file: cells[N] (id X), line L, column C`.
  public var description: String {
    guard let cell else { return "\(file):\(line):\(column)" }
    return "\(file): \(cell), line \(line), column \(column)"
  }

  /// Where in the file, in words: `line L, column C`, after the cell in a Jupyter notebook.
  public var placeText: String {
    (cell.map { "\($0), " } ?? "") + "line \(line), column \(column)"
  }

  /// The same file and cell at another line and column.
  public func moved(line: Int, column: Int) -> SourceLocation {
    var place = self
    place.line = line
    place.column = column
    return place
  }
}

/// A cell of a Jupyter notebook: its 0-based index in the file's `cells` list and its id.
public struct JupyterCellPlace: Sendable, Hashable, CustomStringConvertible {
  public var index: Int
  public var id: String?

  public init(index: Int, id: String?) {
    self.index = index
    self.id = id
  }

  /// `cells[3] (id "sweep-a")`, as the JSON path reads.
  public var description: String { "cells[\(index)]" + (id.map { " (id \"\($0)\")" } ?? "") }
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
