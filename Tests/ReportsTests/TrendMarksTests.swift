import Drawing
import Plotting
import Testing

@testable import Layout
@testable import ReportModel

/// The trend charts' marks lie whole inside their plots: the first and the last run sit at the
/// ends of the x axis and values at an axis's limits (zero on the floor, a round top) on its
/// edges, yet no marker or line is cut by the plot's edge. Checked on the recording canvas,
/// against the plot rectangles the chart clips to, with each mark's full (unclipped) outline.
@Suite struct TrendMarksTests {
  typealias Reading = ButtonDecision.Reading
  let make = RunComparisonTests()

  /// Two nights (a snap at 300 ms, the top of its axis; then a settle) and three (overshoot
  /// 10 px, a round top, between two zeros on the floor).
  var cases: [(name: String, runs: [RunSnapshot])] {
    let snapping = Reading(overshootPx: 12.7, settle: nil, snapPx: 10, snapTime: 0.3)
    let settling = Reading(overshootPx: 0, settle: 0.1, snapPx: nil, snapTime: nil)
    let top = Reading(overshootPx: 10, settle: 0.2, snapPx: nil, snapTime: nil)
    return [
      ("two nights", [make.run(id: 1, now: snapping), make.run(id: 2, damping: "0.2", now: settling)]),
      ("three nights", [make.run(id: 7, now: settling), make.run(id: 8, now: top), make.run(id: 9, damping: "0.2", now: settling)]),
    ]
  }

  /// The outline of a drawn mark before any clip: a fill's path, a stroke's widened by its width.
  static func outline(_ op: RecordingCanvas.Operation) -> (Rect, Color)? {
    switch op {
    case .fill(let path, let color): return path.controlBounds.map { ($0, color) }
    case .stroke(let path, let style):
      return path.controlBounds.map { ($0.insetBy(dx: -style.width / 2, dy: -style.width / 2), style.color) }
    default: return nil
    }
  }

  @Test(arguments: [0, 1]) func everyMarkOfATrendLiesInsideItsPlot(_ index: Int) {
    let (name, runs) = cases[index]
    let width = 475.0, figure = TrendFigure(chart: TrendsChapter.trends(of: "shrink-shadow", over: runs))
    let frame = Rect(x: 0, y: 0, width: width, height: width / figure.aspectRatio)
    var canvas = RecordingCanvas(size: frame.size)
    figure.draw(on: &canvas, in: frame)
    var plots: [Rect] = []
    var data: [(bounds: Rect, color: Color)] = []
    var inPlot = false
    for op in canvas.operations {
      switch op {
      case .clip(let path): if let b = path.controlBounds { plots.append(b); inPlot = true }
      case .restore: inPlot = false
      default:
        // What the chart draws for the data: in the now's or the pick's colour, or the white
        // outline of a marker (the edit's dotted line is the plot's full height, in ink).
        guard inPlot, let drawn = Self.outline(op) else { continue }
        let (bounds, color) = drawn
        let marker = color == .white && bounds.width < 12 && bounds.height < 12
        if color == RolePalette.now || color == RolePalette.pick || marker { data.append((bounds, color)) }
      }
    }
    #expect(plots.count == 3, "\(name): a plot per reading")
    // Markers filled in now's colour: each finite reading of now, a circle (settles: none on a
    // night that snaps).
    let nowReadings = runs.map { b in
      let now = b.buttons[0].now
      return [now.snapTime == nil ? now.settle : nil, now.overshootPx, now.snapPx ?? 0].compactMap { $0 }.count
    }.reduce(0, +)
    let nowFills = canvas.operations.filter { if case .fill(_, RolePalette.now) = $0 { return true } else { return false } }
    #expect(nowFills.count == nowReadings, "\(name): a circle per reading now")
    for mark in data {
      #expect(plots.contains { $0.contains(mark.bounds, tolerance: 1e-6) }, "\(name): a mark at \(mark.bounds) leaves the plots \(plots)")
    }
    // Not vacuous: marks sit at both ends of each plot's x range, on the floor of overshoot and
    // snap (the pick's zeros) and at the top of one plot.
    var top = false
    for (k, plot) in plots.enumerated() {
      let inside = data.filter { plot.contains($0.bounds, tolerance: 1e-6) }.map(\.bounds)
      #expect(inside.contains { $0.minX - plot.minX < 3 } && inside.contains { plot.maxX - $0.maxX < 3 }, "\(name): marks at the first and last run")
      if k > 0 { #expect(inside.contains { plot.maxY - $0.maxY < 3 }, "\(name): a mark on the floor") }
      top = top || inside.contains { $0.minY - plot.minY < 3 }
    }
    #expect(top, "\(name): a mark at the top of a plot")
  }
}
