import Foundation
import NotebookFormat
import Testing
import _TestSupport

@testable import Execution
@testable import ReportModel

/// The executor knows no cell kind: whatever runners it is handed run their cells, and each
/// kind's findings reach that kind's runner once every cell ran.
@Suite struct ExecutorKindTests {
  /// Leaves each cell's id as a finding and concludes by writing the ids it was handed, in the
  /// order it got them, where the report keeps the house default.
  struct Recorder: CellRunner {
    func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
      var output = CellOutput()
      output.findings = [cell.id]
      return output
    }
    static func conclude(_ findings: [any Sendable], into report: inout ExecutedReport, threads: Int) {
      let ids = findings.compactMap { $0 as? String }
      let before = report.houseDefault?.spring.split(separator: "|").map(String.init) ?? []
      report.houseDefault = HouseDefault(spring: (before + [ids.joined(separator: ",")]).joined(separator: "|"), fits: [], misses: [])
    }
  }

  static let notebook = """
    # Kinds

    ```presslab table
    id: t1
    ```

    - ```presslab curve
      id: c1
      ```

    > ```presslab table
    > id: t2
    > ```

    ```presslab compare
    id: x1
    ```
    """

  func execute(_ runners: [CellKind: any CellRunner]) throws -> ExecutedReport {
    let notebook = try NotebookParser().parse(Array(Self.notebook.utf8), file: "k.md")
    let environment = ReportEnvironment(clock: { 0 }, readFile: { _ in nil }, date: 0, versions: [])
    return ReportExecutor(runners: runners).execute(notebook, environment: environment)
  }

  @Test func eachKindsFindingsReachItsOwnRunnerInDocumentOrder() throws {
    let report = try execute([.table: Recorder(), .curve: Recorder()])
    // One conclusion per kind that ran, in CellKind's order (curve before table), each with the
    // ids of its own cells only, in document order (a list item's and a quote's cells included).
    #expect(report.houseDefault?.spring == "c1|t1,t2")
    // A kind no runner was handed fails its cells, saying so; the others ran.
    let statuses = report.records.map { "\($0.id):\($0.status.rawValue)" }
    #expect(statuses == ["t1:ok", "c1:ok", "t2:ok", "x1:failed"])
    #expect(report.records.last?.failure?.message == "this version of PressLab cannot run compare cells")
  }

  @Test func theExecutorSourceNamesNoCellKindAndNoRunner() throws {
    let source = try PackagePaths.text("Sources/Execution/ReportExecutor.swift")
    for kind in CellKind.allCases {
      #expect(!source.contains(".\(kind.rawValue):") && !source.contains("case .\(kind.rawValue)"), "the executor names the \(kind) kind")
    }
    for name in ["RecommendRunner", "SweepRunner", "HouseDefault", "ButtonFit", "StandardRunners", "import Cells", "import Recommendation"] {
      #expect(!source.contains(name), "the executor names \(name)")
    }
  }
}
