import NotebookFormat
import Testing

@testable import Execution
@testable import ReportModel

/// A runner declares the earlier cells its cells read; the executor, knowing no cell kind, checks
/// each before the cell runs, at the key that names it, and tells a cell whether one reads it.
@Suite struct CellReferenceTests {
  /// Shares its own id; says in its metrics whether a later cell reads it. Fails when told to.
  struct Source: CellRunner {
    func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
      if cell.string("fail") != nil { throw CellError("told to fail", at: cell.location) }
      var output = CellOutput()
      output.shared = "rows of \(cell.id)"
      output.metrics = .object([("read", .bool(context.referenced.contains(cell.id)))])
      return output
    }
  }

  /// Reads the sweep cell named under `from:` and shows what it shared.
  struct Reader: CellRunner {
    static func references(_ cell: Cell) -> [CellReference] {
      cell.string("from").map { [CellReference(id: $0, key: "from", kind: .sweep)] } ?? []
    }
    func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
      var output = CellOutput()
      output.metrics = .object([("got", .string(context.shared[cell.string("from") ?? ""] as? String ?? "nothing"))])
      return output
    }
  }

  static let notebook = """
    ```presslab sweep
    id: s1
    ```

    ```presslab table
    id: early
    from: s2
    ```

    ```presslab sweep
    id: s2
    ```

    ```presslab sweep
    id: unread
    ```

    ```presslab sweep
    id: bad
    fail: yes
    ```

    ```presslab curve
    id: c1
    ```

    ```presslab table
    id: ok
    from: s2
    ```

    ```presslab table
    id: typo
    from: s3
    ```

    ```presslab table
    id: kind
    from: c1
    ```

    ```presslab table
    id: failed
    from: bad
    ```

    ```presslab table
    id: self
    from: self
    ```
    """

  static func report() throws -> ExecutedReport {
    let notebook = try NotebookParser().parse(Array(Self.notebook.utf8), file: "r.md")
    let environment = ReportEnvironment(clock: { 0 }, readFile: { _ in nil }, date: 0, versions: [])
    return ReportExecutor(runners: [.sweep: Source(), .table: Reader(), .curve: Source()]).execute(notebook, environment: environment)
  }

  @Test func aReadCellIsCheckedAtTheKeyThatNamesIt() throws {
    let report = try Self.report()
    func failure(_ id: String) -> CellFailure? { report.records.first { $0.id == id }?.failure }
    #expect(report.records.first { $0.id == "ok" }?.metrics.serialized() == #"{"got": "rows of s2"}"#)
    // Each problem at the `from:` line of the cell that reads (line of its fence + 2).
    let expected: [(String, Int, String)] = [
      ("early", 7, "cell 's2' comes after this cell (line 10, column 1): a cell reads only the cells above it"),
      ("typo", 34, "no cell with id 's3' (the sweep cells above: s1, s2, unread, bad)"),
      ("kind", 39, "'from' must name a sweep cell; 'c1' is a curve cell (line 23, column 1)"),
      ("failed", 44, "sweep cell 'bad' (line 18, column 1) failed, so there is nothing of it to read"),
      ("self", 49, "a cell cannot read itself: 'from' names this cell's own id 'self'"),
    ]
    for (id, line, message) in expected {
      let f = try #require(failure(id), "\(id) should fail")
      #expect(f.message == message, "\(id)")
      #expect(f.location.line == line && f.location.column == 1, "\(id): \(f.location)")
    }
  }

  @Test func aCellKnowsWhetherALaterOneReadsIt() throws {
    let report = try Self.report()
    func read(_ id: String) -> String? { report.records.first { $0.id == id }?.metrics.serialized() }
    #expect(read("s2") == #"{"read": true}"#)
    #expect(read("unread") == #"{"read": false}"#)
  }

  /// The standard cells that read a sweep declare it: a recommendation above its sweep, or a
  /// table naming one that failed, says which at its `sweep:` line (both once read "no sweep cell
  /// with id … ran before this cell").
  @Test func aCellSaysWhyItCannotReadItsSweep() throws {
    let report = try runNotebook(
      """
      ```presslab recommend
      sweep: later
      ```

      ```presslab sweep
      id: later
      definition: |
        model: spring
        parameters:
          duration: [0.2, 0.3]
          bounce: 0
      ```

      ```presslab sweep
      id: broken
      definition: |
        model: nothing
      ```

      ```presslab table
      sweep: broken
      ```
      """)
    let recommend = try #require(report.record("cell-1")?.failure)
    #expect(recommend.message == "cell 'later' comes after this cell (line 5, column 1): a cell reads only the cells above it")
    #expect(recommend.location.line == 2)
    #expect(report.record("later")?.status == .ok && report.record("broken")?.status == .failed)
    let table = try #require(report.record("cell-4")?.failure)
    #expect(table.message == "sweep cell 'broken' (line 14, column 1) failed, so there is nothing of it to read")
    #expect(table.location.line == 21)
  }
}
