import Drawing
import NotebookFormat
import Testing

@testable import Execution
@testable import Layout
@testable import ReportModel

/// A figure that fills its box with one rectangle, so tests can find where it went.
struct BoxFigure: FigureDrawing {
  var aspectRatio: Double
  func draw<C: Canvas>(on canvas: inout C, in rect: Rect) {
    canvas.fill(.rect(rect), color: Color(hex: 0x123456))
  }
}

/// Makes one figure and one long table per cell, or fails when the cell says so.
struct FakeRunner: CellRunner {
  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    if cell.options?["caption"]?.string == "fail" { throw CellError("told to fail", at: cell.location(of: "caption")) }
    var output = CellOutput()
    output.items = [
      .figure(FigureItem(id: "\(cell.id)-chart", caption: "A chart of \(cell.id)", caveat: "rests on an uncertain fact", drawing: BoxFigure(aspectRatio: 1.2))),
      .table(TableItem(header: ["a", "b"], rows: (0..<70).map { ["row \($0)", "\($0 * 2)"] })),
    ]
    return output
  }
}

func executed(_ text: String) throws -> ExecutedReport {
  let notebook = try NotebookParser().parse(Array(text.utf8), file: "t.md")
  let environment = ReportEnvironment(clock: { 0 }, readFile: { _ in nil }, date: 1_700_000_000, versions: [("PressLab", "0")])
  return ReportExecutor(runners: [.table: FakeRunner()]).execute(notebook, environment: environment)
}

let sample = """
  ---
  title: Layout
  ---
  # One

  \(String(repeating: "Words that wrap across the column many times over. ", count: 120))

  ## Two

  ```presslab table
  caption: first
  ```

  ```presslab table
  caption: fail
  ```

  # Three

  ```presslab table
  caption: third
  ```
  """

@Suite struct LayoutTests {
  @Test func nothingLeavesThePageAndEveryHeadingIsBookmarked() throws {
    let report = try executed(sample)
    let theme = ReportTheme()
    let laid = ReportLayout.layout(report, measurer: RecordingCanvas(size: theme.pageSize))
    #expect(laid.pages.count >= 6)
    for (i, page) in laid.pages.enumerated() {
      var canvas = RecordingCanvas(size: theme.pageSize)
      page.draw(on: &canvas)
      #expect(canvas.allMarks(inside: Rect(size: theme.pageSize).insetBy(dx: 20, dy: 20)), "page \(i + 1)")
      // Body marks stay inside the text column; only the running header and the folio are outside.
      let body = canvas.marks.filter { $0.bounds.maxY > theme.content.minY - 15 && $0.bounds.minY < theme.content.maxY + 15 }
      let column = theme.content.insetBy(dx: -6, dy: -2)
      let outside = body.filter { !column.contains($0.bounds, tolerance: 1) }
      #expect(outside.isEmpty, "page \(i + 1): \(outside.map { "\($0.kind) \($0.bounds) \($0.text.prefix(30))" })")
    }
    let titles = laid.outline.map(\.title)
    #expect(titles.starts(with: ["Contents", "One", "Two", "Three", "Appendix"]))
    #expect(laid.outline.first { $0.title == "Two" }?.parent == 1)
  }

  @Test func figuresAreNumberedAndFailuresKeepTheRestRunning() throws {
    let report = try executed(sample)
    #expect(report.results.map(\.status) == [.ok, .failed, .ok])
    #expect(report.failures.first?.location == SourceLocation(file: "t.md", line: 15, column: 1))
    let laid = ReportLayout.layout(report, measurer: RecordingCanvas(size: ReportTheme().pageSize))
    var texts: [[String]] = []
    for page in laid.pages {
      var canvas = RecordingCanvas(size: ReportTheme().pageSize)
      page.draw(on: &canvas)
      texts.append(canvas.texts.map(\.text))
    }
    let all = texts.joined().joined(separator: "\n")
    #expect(all.contains("Figure 1. A chart of cell-1"))
    #expect(all.contains("Figure 2. A chart of cell-3"))
    #expect(texts[0].joined().contains("1 of 3 cells failed"))
    #expect(all.contains("Cell ‘cell-2’ (table) failed"))
    // The table's 70 rows split across pages with the header repeated: every row appears once.
    #expect((0..<70).allSatisfy { n in texts.joined().filter { $0 == "row \(n)" }.count == 2 })
  }

  @Test func resultsJSONHoldsStatusAndErrors() throws {
    let json = try executed(sample).resultsJSON().serialized()
    #expect(json.contains(#""status": "failed""#))
    #expect(json.contains(#""failed_cells": ["cell-2"]"#))
    #expect(json.contains(#""message": "told to fail", "file": "t.md", "line": 15, "column": 1"#))
  }
}

@Suite struct TypographyTests {
  @Test func numbersKeepTheirUnitsAndMinusesAreTrue() {
    #expect(Typography.set("settle ≤ 300 ms, 0.5 px, -2 pt") == "settle ≤\u{00A0}300\u{00A0}ms, 0.5\u{00A0}px, −2\u{00A0}pt")
    // Words are not numbers, and hyphens inside words stay hyphens.
    #expect(Typography.set("ease-out over 3 frames") == "ease-out over 3 frames")
    let p = Typography.set(Paragraph([.code("x = -1 ms"), .plain("x = -1 ms")]))
    #expect(p.runs[0].text == "x = -1 ms")
    #expect(p.runs[1].text == "x = −1\u{00A0}ms")
  }

  /// Text without a number skips the rules; a number that is no decimal digit (½) still counts.
  @Test func everyNumberCountsNotOnlyDecimalDigits() {
    #expect(Typography.set("settle time to ½ px") == "settle time to ½\u{00A0}px")
    #expect(Typography.set("≥ ٣ ms") == "≥\u{00A0}٣\u{00A0}ms")
    #expect(Typography.set("word - word ms") == "word - word ms")
  }
}

@Suite struct KeepTogetherTests {
  static func pageTexts(_ flow: Flow<RecordingCanvas>) -> [[String]] {
    flow.pages.map { page in
      page.elements.compactMap { if case .paragraph(let p, _, _, _) = $0 { return p.plainText } else { return nil } }
    }
  }

  /// A short table that does not fit at the foot of a page moves whole to the next; a table taller
  /// than a page is split with its header repeated; so is one that would leave a third of its page
  /// blank by moving (page 1's decision sheet under the cover).
  @Test func shortTablesMoveWholeLongOnesSplit() {
    let theme = ReportTheme()
    var t = Typesetter(flow: Flow(theme: theme, measurer: RecordingCanvas(size: theme.pageSize)))
    t.flow.y = t.flow.bottom - 40
    t.table(TableItem(header: ["name", "value"], rows: (0..<4).map { ["row \($0)", "\($0)"] }))
    var pages = Self.pageTexts(t.flow)
    #expect(pages.count == 2)
    #expect(!pages[0].contains("row 0") && ["row 0", "row 3"].allSatisfy(pages[1].contains))

    t = Typesetter(flow: Flow(theme: theme, measurer: RecordingCanvas(size: theme.pageSize)))
    t.flow.y = t.flow.bottom - 80
    t.table(TableItem(header: ["name", "value"], rows: (0..<120).map { ["row \($0)", "\($0)"] }))
    pages = Self.pageTexts(t.flow)
    #expect(pages[0].contains("row 0"))
    #expect(pages.count >= 3 && pages.allSatisfy { $0.contains("name") })

    // A table of one page, set 40 % down a page: moving it would leave 40 % blank.
    let rows = (0..<28).map { ["row \($0)", "\($0)"] }
    t = Typesetter(flow: Flow(theme: theme, measurer: RecordingCanvas(size: theme.pageSize)))
    t.table(TableItem(header: ["name", "value"], rows: rows))
    #expect(Self.pageTexts(t.flow).count == 1, "it fits on a page")
    t = Typesetter(flow: Flow(theme: theme, measurer: RecordingCanvas(size: theme.pageSize)))
    t.flow.y = t.flow.top + (t.flow.bottom - t.flow.top) * 0.4
    t.table(TableItem(header: ["name", "value"], rows: rows))
    pages = Self.pageTexts(t.flow)
    #expect(pages.count == 2 && pages[0].contains("row 0") && pages[1].contains("row 27"), "split where it stands")
    #expect(pages.allSatisfy { $0.contains("name") }, "its header on both pages")
  }

  /// A heading never ends a page: it moves with what follows it.
  @Test func aHeadingKeepsWithWhatFollows() {
    let theme = ReportTheme()
    var t = Typesetter(flow: Flow(theme: theme, measurer: RecordingCanvas(size: theme.pageSize)))
    t.flow.y = t.flow.bottom - 30
    t.flow.heading("Section", level: 2)
    t.flow.paragraph(Paragraph("Body text under the heading.", style: theme.body))
    let pages = Self.pageTexts(t.flow)
    #expect(pages.count == 2 && pages[1].contains("Section") && !pages[0].contains("Section"))
  }
}
