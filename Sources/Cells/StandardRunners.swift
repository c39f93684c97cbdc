import Execution
import NotebookFormat
import Recommendation
import ReportModel

/// The runner for every cell kind this version knows.
public enum StandardRunners {
  public static var all: [CellKind: any CellRunner] {
    [
      .curve: CurveRunner(), .sweep: SweepRunner(), .recommend: RecommendRunner(), .compare: CompareRunner(),
      .table: TableRunner(), .filmstrip: FilmstripRunner(),
    ]
  }
}

extension StandardRunners {
  /// The schema of each kind's standard runner.
  public static func schema(_ kind: CellKind) -> CellSchema {
    guard let runner = all[kind] else { return .open }
    return type(of: runner).schema
  }

  /// The notebook with each cell's first key problem set as its error, for `--describe`.
  public static func checked(_ cell: Cell) -> Cell {
    var cell = cell
    guard cell.error == nil, let kind = cell.kind else { return cell }
    do {
      try schema(kind).check(cell)
    } catch {
      cell.error = NotebookError(error.message, at: error.location ?? cell.location)
    }
    return cell
  }
}
