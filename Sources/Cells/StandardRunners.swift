import Execution
import Fitting
import NotebookFormat
import Recommendation
import ReportModel

/// The runner for every cell kind this version knows.
public enum StandardRunners {
  public static var all: [CellKind: any CellRunner] {
    [
      // Preset cells also take `presets:` patterns, one section per button (`Expanding`).
      .curve: Expanding(inner: CurveRunner(), together: false), .sweep: SweepRunner(),
      .recommend: Expanding(inner: RecommendRunner(), together: false), .compare: Expanding(inner: CompareRunner(), together: true),
      .table: Expanding(inner: TableRunner(), together: true), .filmstrip: Expanding(inner: FilmstripRunner(), together: false),
      .fit: FitRunner(solver: nil),
    ]
  }

  /// Every runner, fit cells solved by `solver` (the command line's GSL): `all` has none to hand them.
  public static func all(solver: some LeastSquaresSolver) -> [CellKind: any CellRunner] {
    var runners = all
    runners[.fit] = FitRunner(solver: solver)
    return runners
  }
}

extension StandardRunners {
  /// `runners` with fit cells reading videos and PNG folders through `frames` (the command line's).
  public static func reading(frames: FrameRecordings, _ runners: [CellKind: any CellRunner]) -> [CellKind: any CellRunner] {
    guard var fit = runners[.fit] as? FitRunner else { return runners }
    fit.frames = frames
    var runners = runners
    runners[.fit] = fit
    return runners
  }

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

  /// The notebook's cells, each with its first key problem, else its first problem reading an
  /// earlier cell, set as its error, for `--describe`.
  public static func checked(_ notebook: Notebook) -> [Cell] {
    notebook.cells.map { cell in
      var cell = checked(cell)
      guard cell.error == nil, let runner = cell.kind.flatMap({ all[$0] }) else { return cell }
      if let problem = type(of: runner).references(cell).lazy.compactMap({ $0.problem(for: cell, in: notebook) }).first {
        cell.error = NotebookError(problem.message, at: problem.location ?? cell.location)
      }
      return cell
    }
  }
}
