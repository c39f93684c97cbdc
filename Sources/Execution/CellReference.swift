import NotebookFormat

/// An earlier cell a cell reads, named by the value of one of its keys (`sweep: grid`). Each
/// runner declares its cells' references (`CellRunner.references`), so the executor can check
/// them before a cell runs, and tell a cell whether a later one reads it, knowing no cell kind.
public struct CellReference: Sendable, Hashable {
  public var id: String
  /// The key that names the cell, where an error about it points.
  public var key: String
  /// The kind the named cell must be.
  public var kind: CellKind

  public init(id: String, key: String, kind: CellKind) {
    self.id = id
    self.key = key
    self.kind = kind
  }

  /// What a reading cell knows of a cell above it.
  struct Above {
    var kind: String
    var location: SourceLocation
    var failed: Bool
  }

  /// Why `cell` cannot read the cell this names, at the key that names it; nil when it can.
  /// `ran` is each cell that ran before it, by id (the latest for a repeated id).
  func problem(for cell: Cell, ran: [String: Above], in notebook: Notebook) -> CellError? {
    let at = cell.location(of: key)
    if let record = ran[id] {
      if record.kind != kind.rawValue {
        return CellError(
          "'\(key)' must name a \(kind.rawValue) cell; '\(id)' is a \(record.kind) cell (\(record.location.placeText))", at: at)
      }
      if record.failed {
        return CellError("\(kind.rawValue) cell '\(id)' (\(record.location.placeText)) failed, so there is nothing of it to read", at: at)
      }
      return nil
    }
    if let later = notebook.cells.first(where: { $0.id == id }) {
      return CellError(
        later.number == cell.number
          ? "a cell cannot read itself: '\(key)' names this cell's own id '\(id)'"
          : "cell '\(id)' comes after this cell (\(later.location.placeText)): a cell reads only the cells above it", at: at)
    }
    let above = notebook.cells.filter { $0.number < cell.number && $0.kind == kind }.map(\.id)
    return CellError(
      "no cell with id '\(id)'"
        + (above.isEmpty ? " (no \(kind.rawValue) cell is above this one)" : " (the \(kind.rawValue) cells above: \(above.joined(separator: ", ")))"),
      at: at)
  }

  /// What the notebook alone shows of `cell` reading this (a cell that fails is known only once
  /// it ran), for a look at a notebook before it runs (`--describe`).
  public func problem(for cell: Cell, in notebook: Notebook) -> CellError? {
    var above: [String: Above] = [:]
    for c in notebook.cells where c.number < cell.number { above[c.id] = Above(kind: c.kindName, location: c.location, failed: false) }
    return problem(for: cell, ran: above, in: notebook)
  }
}
