import Drawing
import Plotting
import Testing
import _TestSupport

@testable import Cells
@testable import ReportModel

/// Every chart of the shipped nightly report drawn on the recording canvas at the width the PDF
/// gives it: nothing clipped by the frame, no label over another, marks whole inside the plot,
/// legends keyed with the marks the plot draws, captions that promise only what is drawn, one
/// colour scale per metric.
@Suite struct NightlyChartTests {
  static let report: ExecutedReport? = try? NightlyExecution.report.get()

  /// The PDF's text column, in points.
  static let column = 475.0

  static func figures() throws -> [FigureItem] {
    try #require(Self.report).records.flatMap(\.figures)
  }

  /// The figure drawn in its box at the origin.
  static func recording(_ figure: FigureItem) -> (RecordingCanvas, Rect) {
    let width = column * figure.widthFraction
    let frame = Rect(x: 0, y: 0, width: width, height: width / figure.drawing.aspectRatio)
    var canvas = RecordingCanvas(size: Size(width: width, height: frame.height))
    figure.drawing.draw(on: &canvas, in: frame)
    return (canvas, frame)
  }

  /// The charts with axes: heatmaps, scatters, line charts.
  static func isAxesChart(_ figure: FigureItem) -> Bool {
    figure.drawing is ChartFigure<Heatmap> || figure.drawing is ChartFigure<ScatterChart> || figure.drawing is ChartFigure<LineChart>
  }

  @Test func noTextIsClippedAndNoLabelCoversAnother() throws {
    let charts = try Self.figures().filter(Self.isAxesChart)
    #expect(charts.count >= 15)
    for figure in charts {
      let (canvas, frame) = Self.recording(figure)
      let texts = canvas.texts.filter { !$0.text.isEmpty }
      for t in texts where !frame.contains(t.bounds, tolerance: 0.5) {
        Issue.record("\(figure.id): '\(t.text)' runs out of the figure (\(t.bounds) in \(frame))")
      }
      for (i, a) in texts.enumerated() {
        for b in texts[(i + 1)...] where a.bounds.insetBy(dx: 0.5, dy: 0.5).intersects(b.bounds.insetBy(dx: 0.5, dy: 0.5)) {
          Issue.record("\(figure.id): '\(a.text)' and '\(b.text)' overlap")
        }
      }
    }
  }

  /// A heatmap's image is its plot; its white-filled marks (★ now, ● pick) lie inside it.
  @Test func heatmapMarksAreWholeInsideThePlotAndKeyedAsDrawn() throws {
    var marked = 0
    for figure in try Self.figures() {
      guard let map = (figure.drawing as? ChartFigure<Heatmap>)?.chart, !map.marks.isEmpty else { continue }
      marked += 1
      let (canvas, _) = Self.recording(figure)
      let plot = try #require(canvas.marks.first { $0.kind == .image }?.bounds)
      // White fills the size of a mark (the plot background is white too).
    let white = canvas.marks.filter { $0.kind == .fill && $0.color == .white && $0.bounds.width < 20 }
      let onPlot = white.filter { $0.bounds.minX < plot.maxX + 6 }
      let inKey = white.filter { $0.bounds.minX >= plot.maxX + 6 }
      #expect(onPlot.count == map.marks.count, "\(figure.id): \(onPlot.count) marks drawn")
      for m in onPlot where !plot.contains(m.bounds, tolerance: 0.05) {
        Issue.record("\(figure.id): a mark at \(m.bounds) leaves the plot \(plot)")
      }
      // The key draws each mark white, as the plot does, not filled black.
      #expect(inKey.count == map.marks.count, "\(figure.id): the key shows \(inKey.count) white marks for \(map.marks.count)")
      // The caption names exactly the marks drawn.
      for (shape, glyph) in [(MarkerShape.star, "☆"), (.circle, "○")] {
        let drawn = map.marks.contains { $0.shape == shape }
        #expect(figure.caption.contains(glyph) == drawn, "\(figure.id): \(glyph) drawn \(drawn), caption: \(figure.caption)")
        #expect(!figure.caption.contains(shape.glyph), "\(figure.id): a filled \(shape.glyph) named for a hollow mark")
      }
    }
    #expect(marked >= 5)
  }

  /// One scale per metric: every map of the same metric runs its colours over the same range.
  @Test func everyMapOfAMetricSharesOneColourScale() throws {
    var ranges: [String: [String: [Double]]] = [:]
    for figure in try Self.figures() {
      guard let map = (figure.drawing as? ChartFigure<Heatmap>)?.chart else { continue }
      let (lo, hi) = map.colorRange
      ranges[map.metricLabel, default: [:]][figure.id] = [lo, hi]
    }
    #expect(ranges.values.map(\.count).reduce(0, +) >= 10)
    for (metric, maps) in ranges {
      let distinct = Set(maps.values)
      #expect(distinct.count == 1, "\(metric) runs over \(distinct.count) colour ranges: \(maps.sorted { $0.key < $1.key })")
    }
  }

  /// The candidate scatter of every recommendation marks the pick.
  @Test func everyCandidateScatterMarksThePick() throws {
    let scatters = try Self.figures().filter { $0.id.hasSuffix("-pareto") }
    #expect(scatters.count >= 5)
    for figure in scatters {
      let chart = try #require((figure.drawing as? ChartFigure<ScatterChart>)?.chart)
      #expect(chart.marks.map(\.label) == ["pick"], "\(figure.id)")
      let (canvas, _) = Self.recording(figure)
      #expect(canvas.texts.contains { $0.text == "pick" }, "\(figure.id): no key for the pick")
    }
  }
}
