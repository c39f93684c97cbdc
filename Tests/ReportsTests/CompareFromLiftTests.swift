import Foundation
import Plotting
import Testing

@testable import Cells
@testable import Execution
@testable import ReportModel

/// A compare cell's curves are each button's movement from the finger's lift, as its table reads
/// it: PEButton's pressEffect waits a touch-down's 0.1 s (`at: 0.1` in its preset) before its up
/// spring starts, so its curve sits at 0 until then and reaches rest when the table says.
@Suite struct CompareFromLiftTests {
  @Test func peButtonWaitsBeforeItSpringsBack() throws {
    let report = try runNotebook("```presslab compare\npresets: [shrink-grow, pebutton]\nshow: [curves, metrics]\n```\n")
    let record = try #require(report.records.first)
    let charts = record.figures.compactMap { ($0.drawing as? ChartFigure<LineChart>)?.chart }
    let chart = try #require(charts.first)
    let pe = try #require(chart.series.first { $0.label == "PEButton" })
    let waiting = zip(pe.x, pe.y).filter { $0.0 < 0.1 - 1e-6 }
    #expect(!waiting.isEmpty && waiting.allSatisfy { abs($0.1) < 0.05 }, "springs back before its 0.1 s wait ends")
    // The table's settle time (within ½ px of 10 pt × 3 px/pt of travel: 1/60 of it) is where the
    // curve enters that band for good.
    let row = try #require(record.tables.first?.rows.first { $0.first == "PEButton" })
    // Preset, press curve, release curve, overshoot, settle, end jump.
    let settle = try #require(Double(row[4].replacingOccurrences(of: " ms", with: "")), "\(row)")
    let band = 0.5 / 30
    let lastOut = try #require(Array(zip(pe.x, pe.y)).last { abs($0.1 - 1) > band }?.0)
    #expect(abs(lastOut * 1000 - settle) <= 1000 / 120 + 1, "curve leaves the band last at \(lastOut * 1000) ms, table says \(settle) ms")
  }
}
