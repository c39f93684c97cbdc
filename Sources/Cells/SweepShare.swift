import Execution
import NotebookFormat
import Sweeps

/// What a sweep cell leaves for the cells that name it under `sweep:`.
enum SweepShare: Sendable {
  /// The whole table, for a sweep a notebook can hold that a later cell reads.
  case rows(SweepRows)
  /// A sweep above `heldSweepPoints` curves: its table went only to its file (`table`, inside
  /// the report) as it was computed.
  case streamed(points: Int, table: String)
}

extension CellReference {
  /// The sweep cell a cell names under `sweep:`, when it names one.
  static func sweep(_ cell: Cell) -> [CellReference] {
    cell.string("sweep").map { [CellReference(id: $0, key: "sweep", kind: .sweep)] } ?? []
  }
}

extension RunContext {
  /// The whole table of sweep cell `id`, for a cell that names it under `sweep:` (the executor
  /// has checked that a sweep cell of that id ran above it).
  func sweepRows(_ id: String, for cell: Cell) throws(CellError) -> SweepRows {
    switch shared[id] as? SweepShare {
    case .rows(let rows)?: return rows
    case .streamed(let points, let table)?:
      throw CellError(
        "sweep cell '\(id)' has \(points) curves, above the \(environment.heldSweepPoints) a notebook holds in memory "
          + "for a \(cell.kindName) cell: its table was only written to \(table). Give this cell a sweep of fewer values, "
          + "or read \(table) with a data tool",
        at: cell.location(of: "sweep"))
    case nil:
      throw CellError("sweep cell '\(id)' left no rows to read", at: cell.location(of: "sweep"))
    }
  }
}
