import Drawing
import NotebookFormat
import Testing

@testable import Layout
@testable import ReportModel

/// A figure the renderer could not draw becomes its cell's failure in place, wherever the cell
/// sits; a figure outside cells gives way to an error box in its own box on the page.
@Suite struct DrawingFailureReportTests {
  @Test func aFailedFigureFailsItsCellInPlace() throws {
    let report = try runNotebook(CellRecordTests.text)
    let inList = try #require(report.record("in-list"))
    let figureIDs = inList.figures.map(\.id)
    #expect(!figureIDs.isEmpty)
    let failed = report.replacingFigures([DrawingFailure(figureID: figureIDs[0], message: "cairo: invalid matrix (not invertible)")])

    #expect(failed.records.map(\.status) == [.ok, .failed, .ok, .failed])
    let record = try #require(failed.record("in-list"))
    #expect(record.figures.map(\.id) == Array(figureIDs.dropFirst()))
    // The failure stands where the figure stood, the cell's other outputs around it as they were.
    let kinds = { (r: CellRecord) in
      r.outputs.map { item -> String in
        switch item {
        case .figure(let f): "figure \(f.id)"
        case .failure: "failure"
        default: "other"
        }
      }
    }
    var expected = kinds(inList)
    expected[expected.firstIndex(of: "figure \(figureIDs[0])")!] = "failure"
    #expect(kinds(record) == expected)
    let failure = try #require(record.failure)
    #expect(failure.cellID == "in-list")
    #expect(failure.kind == "curve")
    #expect(failure.location == inList.location)
    #expect(failure.message == "figure ‘\(figureIDs[0])’ could not be drawn: cairo: invalid matrix (not invertible)")
    #expect(failed.failures.map(\.cellID) == ["in-list", "broken"])
    guard case .object(let results) = failed.resultsJSON() else { Issue.record("results.json is not an object"); return }
    #expect(results.first { $0.0 == "failed_cells" }?.1 == .array([.string("in-list"), .string("broken")]))

    // Nothing to replace: the report as it was.
    #expect(report.replacingFigures([]).records.map(\.status) == report.records.map(\.status))
    #expect(report.replacingFigures([DrawingFailure(figureID: "trend-x", message: "m")]).figures.count == report.figures.count)
  }

  @Test func aLaidOutFigureGivesWayToAnErrorBoxInItsBox() {
    struct Box: FigureDrawing {
      var aspectRatio: Double { 2 }
      func draw<C: Canvas>(on canvas: inout C, in rect: Rect) { canvas.fill(rect, color: .black) }
    }
    let rect = Rect(x: 60, y: 100, width: 300, height: 150)
    var page = ReportPage()
    page.elements = [.figure(Box(), rect, id: "trend-a"), .figure(Box(), rect.offsetBy(dx: 0, dy: 200), id: "trend-b")]
    let swapped = page.replacingFigures([DrawingFailure(figureID: "trend-a", message: "cairo: invalid matrix (not invertible)")])
    var canvas = RecordingCanvas(size: .a4)
    swapped.draw(on: &canvas)
    let paragraphs = canvas.operations.compactMap { op -> (String, Point)? in
      if case .paragraph(let text, let at, _) = op { (text, at) } else { nil }
    }
    #expect(paragraphs.count == 1)
    #expect(paragraphs.first?.0 == "Figure ‘trend-a’ could not be drawn\ncairo: invalid matrix (not invertible)")
    #expect(paragraphs.first.map { rect.contains($0.1) } == true)
    // trend-b is drawn as it was; nothing of the error box leaves trend-a's box.
    #expect(canvas.marks.contains { $0.kind == .fill && $0.color == .black && $0.bounds == rect.offsetBy(dx: 0, dy: 200) })
    #expect(!canvas.marks.contains { $0.color == .black && $0.bounds == rect })
    #expect(canvas.marks.filter { rect.intersects($0.bounds) }.allSatisfy { rect.contains($0.bounds, tolerance: 0.5) })
  }
}
