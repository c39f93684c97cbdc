import CurveAnalysis
import Dispatch
import NotebookFormat
import Plotting
import Sweeps
import Testing

@testable import Cells
@testable import Execution
@testable import ReportModel

/// A sweep cell streams its table to the sink block by block and keeps only what its charts, its
/// table and its notes need; a grid too big to hold whole still draws the same report.
@Suite struct StreamedSweepTests {
  static let notebook = """
    ```presslab sweep
    id: grid
    definition: |
      model: uikit-spring
      parameters:
        duration: {from: 0.1, to: 0.6, count: 7}
        damping: {from: 0.05, to: 1, count: 9}
        velocity: [0, 1]
      metrics: [overshoot_px, peak_time, settle_time, end_jump_px]
    heatmap:
      - {x: duration, y: damping, metric: overshoot_px, contours: [1]}
      - {x: duration, y: velocity, metric: settle_time}
    at: {damping: 0.5}
    table: {sort: settle_time, limit: 5}
    family: damping
    ```

    ```presslab table
    sweep: grid
    sort: settle_time
    limit: 5
    columns: [overshoot_px, peak_time, settle_time, end_jump_px]
    ```

    ```presslab recommend
    sweep: grid
    ```
    """

  static func heatmaps(_ record: CellRecord) -> [Heatmap] {
    record.figures.compactMap { figure in (figure.drawing as? ChartFigure<Heatmap>).map(\.chart) }
  }

  /// The CSV's rows as cells, header first.
  static func cells(_ csv: String) -> [[Substring]] {
    csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
  }

  @Test func aGridAboveTheHeldSizeDrawsWhatAHeldOneDraws() throws {
    let held = try runNotebook(Self.notebook)
    #expect(held.failures.isEmpty, "\(held.failures.map(\.message))")
    let streamed = try runNotebook(Self.notebook) { $0.heldSweepPoints = 100 }
    let a = try #require(held.record("grid")), b = try #require(streamed.record("grid"))
    #expect(b.status == .ok)
    #expect(a.csv == b.csv)
    #expect(a.notes == b.notes)
    #expect(a.notes.contains { $0.contains("UIKit sets up 1 of 126 springs (the first: ") }, "\(a.notes)")
    #expect(a.tables == b.tables)
    #expect(a.metrics == b.metrics)
    #expect(a.figures.map(\.caption) == b.figures.map(\.caption))
    #expect(Self.heatmaps(a).count == 2)
    #expect(Self.heatmaps(a).map(\.values).description == Self.heatmaps(b).map(\.values).description)

    // The sweep's own table holds the lowest rows as the table cell sorts the whole held table.
    let own = try #require(a.tables.first), later = try #require(held.record(held.records[1].id)?.tables.first)
    #expect(own.rows == later.rows)
    #expect(own.rows.count == 5)

    // Cells that need the whole table say why they cannot have it, naming the sweep and sizes.
    for record in streamed.records.dropFirst() {
      let failure = try #require(record.failure)
      #expect(failure.message.contains("sweep cell 'grid' has 126 curves, above the 100 a notebook holds in memory"), "\(failure.message)")
      #expect(failure.message.contains("sweeps/grid.csv"))
    }
  }

  @Test func onlyASweepACellNamesIsHeldWhole() throws {
    let notebook = try NotebookParser().parse(Array(Self.notebook.utf8), file: "n.md")
    var context = RunContext(
      notebook: notebook, readFile: { _ in nil }, shared: [:], threads: 2,
      environment: ReportEnvironment(clock: { 0 }, readFile: { _ in nil }, date: 0, versions: []))
    // What the executor learns from the runners' declarations: the table cell reads the sweep.
    context.referenced = ["grid"]
    let cell = notebook.cells[0]
    guard case .rows(let rows)? = try SweepRunner().run(cell, context: context).shared as? SweepShare else {
      Issue.record("a sweep later cells name is held whole")
      return
    }
    #expect(rows.rows.count == 126)
    // The same sweep in a notebook where no cell names it: only streamed.
    let alone = try #require(Self.notebook.firstRange(of: "```presslab table")).lowerBound
    context.notebook = try NotebookParser().parse(Array(Self.notebook[..<alone].utf8), file: "n.md")
    context.referenced = []
    #expect(context.notebook.cells.count == 1)
    guard case .streamed(let points, let table)? = try SweepRunner().run(context.notebook.cells[0], context: context).shared as? SweepShare else {
      Issue.record("a sweep no cell names is not held")
      return
    }
    #expect(points == 126 && table == "sweeps/grid.csv")
  }

  @Test func aHeatmapOverAShortAxisIsTheSweepsOwnSlice() throws {
    let report = try runNotebook(Self.notebook) { $0.heldSweepPoints = 1 }
    let record = try #require(report.record("grid"))
    let map = try #require(Self.heatmaps(record).last)
    // Two velocities: no finer grid, so the cells are the table's rows at damping 0.525 (the
    // value nearest 0.5), read back from the CSV it wrote.
    #expect(map.xValues.count == 7 && map.yValues == [0, 1])
    let rows = Self.cells(try #require(record.csv))
    #expect(rows[0] == ["duration", "damping", "velocity", "overshoot_px", "peak_time", "settle_time", "end_jump_px", "invalid"])
    var checked = 0
    for row in rows.dropFirst() where Double(row[1]) == 0.525 {
      let x = try #require(map.xValues.firstIndex(of: Double(row[0])!)), y = try #require(map.yValues.firstIndex(of: Double(row[2])!))
      // A settle time is none where the curve ends in a visible snap.
      let snapped = Double(row[6]).map { $0 >= 0.5 } == true
      let expected = snapped ? nil : Double(row[5])
      #expect(expected.map { map.values[y][x] == $0 } ?? map.values[y][x].isNaN, "\(row)")
      checked += 1
    }
    #expect(checked == 14)
  }

  /// Records what a cell does with its table.
  final class RecordingSink: TableSink, @unchecked Sendable {
    var events: [String] = []
    var bytes = 0
    func open(_ name: String) -> any TableWriting {
      events.append("open \(name)")
      return Writer(self)
    }
    final class Writer: TableWriting {
      let sink: RecordingSink
      init(_ sink: RecordingSink) { self.sink = sink }
      func write(_ pieces: [[UInt8]]) { sink.bytes += pieces.reduce(0) { $0 + $1.count } }
      func finish() { sink.events.append("finish") }
      func abort() { sink.events.append("abort") }
    }
  }

  @Test func aCellThatFailsMidwayDropsItsTable() throws {
    // The first 20000 rows are fine; the block holding duration 0 fails.
    let text = """
      ```presslab sweep
      id: bad
      definition: |
        model: spring
        parameters:
          duration: [0.2, 0]
          bounce: {from: 0, to: 0.5, count: 20000}
        metrics: [settle_time]
      ```
      """
    let sink = RecordingSink()
    let report = try runNotebook(text) { $0.tables = sink }
    let record = try #require(report.record("bad"))
    #expect(record.failure?.message.contains("must be > 0") == true, "\(String(describing: record.failure))")
    #expect(sink.events == ["open sweeps/bad.csv", "abort"])
    // A whole block was written before the failure: it is the sink's to drop.
    #expect(sink.bytes > Sweep.defaultBlockSize * 10)
    #expect(record.tables.isEmpty && record.csv == nil)
    #expect(report.tables.isEmpty)
  }

  @Test func aGridAboveTheLimitIsRefusedBeforeAnyWorkWithItsCost() throws {
    nonisolated(unsafe) var ticks = 0.0
    let sink = RecordingSink()
    let report = try runNotebook(Self.notebook) {
      $0.maxSweepPoints = 100
      $0.tables = sink
      // A clock that moves 1 s per reading: the grid's 126 curves measured in 1 s.
      $0.clock = {
        ticks += 1
        return ticks
      }
    }
    let failure = try #require(report.record("grid")?.failure)
    #expect(failure.message.hasPrefix("the grid has 126 curves, above the limit of 100 a notebook's sweep runs; "), "\(failure.message)")
    // The disk it would take is the rows' CSV, as the grid run at the limit writes it.
    let run = try #require(try runNotebook(Self.notebook) { $0.maxSweepPoints = 126 }.record("grid"))
    #expect(run.status == .ok)
    let csv = try #require(run.csv)
    let rowBytes = csv.utf8.count - (csv.split(separator: "\n").first!.utf8.count + 1)
    #expect(
      failure.message.contains("(126 curves in 1 s) it would take about 1 s and write about \(GridEstimate.size(Double(rowBytes))) of CSV. "),
      "\(failure.message)")
    #expect(failure.message.contains("`presslab run --max-points N`"))
    #expect(sink.events.isEmpty)
  }
}
