import Curves
import Foundation
import Plotting
import Testing

@testable import Cells

/// A notebook whose sweep holds springs that cannot be scored: they are counted, marked in the
/// CSV, grey in the heatmap (no value) and never recommended.
@Suite struct InvalidSpringReportTests {
  static let notebook = """
    ```presslab sweep
    id: grid
    definition: |
      model: uikit-spring
      parameters:
        damping: [0.1, 0.5, 0.9]
        duration: [0.1556, 0.3]
        velocity: 1
    heatmap: {x: damping, y: duration, metric: overshoot_px}
    ```

    ```presslab recommend
    id: pick
    sweep: grid
    minimize: [settle_time, overshoot_px]
    ```

    """

  @Test func invalidRowsAreCountedGreyAndNeverCandidates() throws {
    let report = try runNotebook(Self.notebook)
    let sweep = try #require(report.record("grid"))
    #expect(sweep.status == .ok)
    #expect(sweep.notes.contains { $0.hasPrefix("1 of 6 curves cannot be scored (the first: damping 0.1, duration 0.156)") }, "\(sweep.notes)")
    let csv = try #require(report.sweepTables.first { $0.cellID == "grid" }?.csv)
    let lines = csv.split(separator: "\n")
    #expect(lines[0].hasSuffix(",invalid"))
    #expect(lines.dropFirst().filter { $0.hasSuffix(",1") }.count == 1)
    #expect(lines[1].hasPrefix("0.1,0.1556,") && lines[1].hasSuffix(",1"))
    // In the heatmap a cell has no value (drawn grey) exactly where the curve engine finds no
    // valid root for its damping and duration.
    let heatmap = try #require(sweep.figures.compactMap { $0.drawing as? ChartFigure<Heatmap> }.first).chart
    var greyCells = 0
    for (r, duration) in heatmap.yValues.enumerated() {
      for (c, damping) in heatmap.xValues.enumerated() {
        let curve = try Curve.make(
          model: "uikit-spring", parameters: [("damping", "\(damping)"), ("duration", "\(duration)"), ("velocity", "1")])
        #expect(heatmap.values[r][c].isNaN == (curve.invalidReason != nil), "damping \(damping), duration \(duration)")
        if heatmap.values[r][c].isNaN { greyCells += 1 }
      }
    }
    #expect(greyCells >= 1)

    let pick = try #require(report.record("pick"))
    #expect(pick.status == .ok, "\(String(describing: pick.failure))")
    #expect(pick.notes.contains { $0.contains("left out of the candidates") && $0.contains("UIKit cannot set up that spring") }, "\(pick.notes)")
    #expect(pick.metrics.serialized().contains("\"feasible\": 5"), "\(pick.metrics.serialized())")
  }
}

/// A heatmap cell naming one axis for both x and y is a clear cell error.
@Suite struct HeatmapAxisTests {
  @Test func theSameAxisTwiceIsACellError() throws {
    let report = try runNotebook("""
      ```presslab sweep
      id: grid
      definition: |
        model: spring
        parameters:
          duration: [0.2, 0.3]
          bounce: [0, 0.2]
      heatmap: {x: duration, y: duration, metric: overshoot_pct}
      ```

      """)
    let message = try #require(report.record("grid")?.failure?.message)
    #expect(message.contains("two different axes, got 'duration' for both"), "\(message)")
  }
}
