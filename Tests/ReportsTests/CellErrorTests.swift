import NotebookFormat
import Testing

@testable import Cells
@testable import Execution

/// Errors inside cells name the notebook's line and column, and the other cells still run.
@Suite struct CellErrorTests {
  static let text = """
    ---
    title: Broken cells
    parameters:
      grid: 3
    ---
    ```presslab sweep
    id: s
    definition: |
      model: uikit-spring
      parameters:
        dampnig: [0.5]
    ```

    ```presslab sweep
    id: good
    definition: |
      model: uikit-spring
      parameters:
        damping: {from: 0.5, to: 1, count: $grid}
        duration: [0.2, 0.3]
    heatmap:
      - {x: damping, y: duration, metric: overshoot_px, colour: red}
    ```

    ```presslab recommend
    sweep: nope
    ```

    ```presslab curve
    curves:
      - {model: spring, duration: 0.4, bouncy: 0.2}
    ```

    ```presslab table
    presets: [no-such-preset]
    ```
    """

  @Test func locationsPointIntoTheNotebook() throws {
    let notebook = try NotebookParser().parse(Array(Self.text.utf8), file: "n.md")
    let environment = ReportEnvironment(clock: { 0 }, readFile: { _ in nil }, date: 0, versions: [])
    let report = ReportExecutor(runners: StandardRunners.all).execute(notebook, environment: environment)
    let failures = Dictionary(uniqueKeysWithValues: report.failures.map { ($0.cellID, $0) })
    #expect(failures["s"]?.location == SourceLocation(file: "n.md", line: 11, column: 5))
    #expect(failures["s"]?.message.contains("dampnig") == true)
    #expect(failures["good"]?.location == SourceLocation(file: "n.md", line: 22, column: 53))
    #expect(failures["cell-3"]?.location == SourceLocation(file: "n.md", line: 26, column: 1))
    #expect(failures["cell-4"]?.location == SourceLocation(file: "n.md", line: 31, column: 36))
    #expect(failures["cell-4"]?.message.contains("bouncy") == true)
    #expect(failures["cell-5"]?.location == SourceLocation(file: "n.md", line: 35, column: 1))
    #expect(failures["cell-5"]?.message.contains("no preset named 'no-such-preset'") == true)
    #expect(report.results.count == 5)
  }
}

@Suite struct ConstraintNumberTests {
  /// `max: .nan` is no bound at all: it is refused at its line, not read as "everything passes".
  @Test(arguments: [".nan", ".inf", "-.inf", "nan", "lots"])
  func aConstraintMustBeFinite(_ value: String) throws {
    let report = try runNotebook(
      """
      ```presslab sweep
      id: s
      definition: |
        model: spring
        parameters: {duration: [0.3, 0.5], bounce: 0.2}
        metrics: [overshoot_px, settle_time_px]
      ```

      ```presslab recommend
      sweep: s
      constraints:
        overshoot_px: {max: \(value)}
      ```
      """)
    let failure = try #require(report.failures.first)
    #expect(failure.message.contains("must be a finite number"), "\(failure.message)")
    #expect(failure.location.line == 12)
  }
}
