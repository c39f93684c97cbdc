import NotebookFormat

/// The runner for every cell kind this version knows.
public enum StandardRunners {
  public static var all: [CellKind: any CellRunner] {
    [
      .curve: CurveRunner(), .sweep: SweepRunner(), .recommend: RecommendRunner(), .compare: CompareRunner(),
      .table: TableRunner(), .filmstrip: FilmstripRunner(),
    ]
  }
}
