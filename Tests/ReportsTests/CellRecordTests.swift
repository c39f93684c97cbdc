import Drawing
import NotebookFormat
import Testing

@testable import Layout

/// Cells run wherever they sit, in document order, and the executed report keeps one record per
/// cell with its outputs in order.
@Suite struct CellRecordTests {
  static let text = """
    ---
    title: Records
    ---
    # Top

    ```presslab curve
    id: first
    curves:
      - {model: spring, duration: 0.4, bounce: 0.2}
    ```

    - A list item with a cell in it:

      ```presslab curve
      id: in-list
      caption: The curve inside the list
      curves:
        - {model: spring, duration: 0.3, bounce: 0}
      ```

    > A quote with a cell in it:
    >
    > ```presslab compare
    > id: in-quote
    > presets: [shrink-shadow, pebutton]
    > show: [metrics]
    > ```

    ```presslab curve
    id: broken
    curves:
      - {model: nope}
    ```
    """

  @Test func cellsInListsAndQuotesRunInDocumentOrder() throws {
    let report = try runNotebook(Self.text)
    #expect(report.records.map(\.id) == ["first", "in-list", "in-quote", "broken"])
    #expect(report.records.map(\.id) == report.notebook.cells.map(\.id))
    #expect(report.records.map(\.status) == [.ok, .ok, .ok, .failed])
    #expect(report.records.map(\.number) == [1, 2, 3, 4])
    #expect(report.records.map(\.location.line) == report.notebook.cells.map(\.location.line))

    let inList = try #require(report.record("in-list"))
    #expect(inList.figures.map(\.caption) == ["The curve inside the list"])
    let inQuote = try #require(report.record("in-quote"))
    #expect(inQuote.tables.first?.rows.map { $0[0] } == ["OurCustomButton", "PEButton"])

    // Outputs in the order the cell gave them: figure, table, then its metrics.
    let kinds = try #require(report.record("first")).outputs.map { item -> String in
      switch item {
      case .figure: return "figure"
      case .table: return "table"
      case .metrics: return "metrics"
      default: return "other"
      }
    }
    #expect(kinds == ["figure", "table", "metrics"])

    // A failed cell's record holds its error and nothing else.
    let broken = try #require(report.record("broken"))
    #expect(broken.failure?.location == SourceLocation(file: "n.md", line: 32, column: 6))
    #expect(broken.outputs.count == 1)
    #expect(broken.metrics == .null)

    // The records sit inside their containers in the document tree.
    guard case .list(_, _, let items) = report.body[2], case .cell(let listed) = items[0][1] else {
      Issue.record("the list does not hold its cell: \(report.body[2])")
      return
    }
    #expect(listed.id == "in-list")
    guard case .quote(let quoted) = report.body[3], case .cell(let inner) = quoted[1] else {
      Issue.record("the quote does not hold its cell")
      return
    }
    #expect(inner.id == "in-quote")
  }

  @Test func theCoverAndThePagesCountAndShowNestedCells() throws {
    let report = try runNotebook(Self.text)
    let laid = ReportLayout.layout(report, measurer: RecordingCanvas(size: ReportTheme().pageSize))
    var texts: [String] = []
    for page in laid.pages {
      var canvas = RecordingCanvas(size: ReportTheme().pageSize)
      page.draw(on: &canvas)
      texts += canvas.texts.map(\.text)
    }
    let all = texts.joined(separator: "\n")
    #expect(all.contains("4 analysis cells, 3 ran"))
    #expect(all.contains("1 of 4 cells failed"))
    // The list's figure and the quote's table are drawn, figures numbered in document order.
    #expect(all.contains("Figure 2. The curve inside the list"))
    #expect(texts.contains("pebutton"))
    let json = report.resultsJSON().serialized()
    #expect(json.contains(#""id": "in-list", "kind": "curve", "line": 14, "status": "ok""#))
    #expect(json.contains(#""id": "in-quote", "kind": "compare", "line": 23, "status": "ok""#))
  }
}
