import Drawing
import Plotting
import Testing

/// Marks, labels and titles at ggplot2's standard, checked on the recording canvas: nothing cut
/// by the frame or the plot's edge, no label over another or over a tick label.
@Suite struct ChartMarksTests {
  static func map(title: String = "Map", marks: [HeatmapMark]) -> Heatmap {
    // 40 × 40 cells, as the reports draw: an edge cell's centre is under 3 pt from the plot's edge.
    let xs = (0..<40).map { 0.1 + 0.9 * Double($0) / 39 }, ys = (0..<40).map { 0.1 + 0.5 * Double($0) / 39 }
    var map = Heatmap(
      title: title, xAxis: Axis("damping"), yAxis: Axis("duration", unit: .milliseconds), xValues: xs, yValues: ys,
      values: ys.map { y in xs.map { x in x * y } }, metricLabel: "settle time", metricUnit: .milliseconds)
    map.marks = marks
    return map
  }

  /// A mark on a corner cell is drawn whole inside the plot (the image is the plot), and the key
  /// draws it white as the plot does.
  @Test func aMarkOnTheEdgeStaysWholeInsideThePlot() {
    let frame = Rect(x: 0, y: 0, width: 400, height: 260)
    var canvas = RecordingCanvas(size: Size(400, 260))
    Self.map(marks: [HeatmapMark(x: 0.1, y: 0.1, shape: .star, label: "now"), HeatmapMark(x: 1, y: 0.6, shape: .circle, label: "pick")])
      .draw(on: &canvas, in: frame)
    let plot = canvas.marks.first { $0.kind == .image }!.bounds
    // White fills the size of a mark (the plot background is white too).
    let white = canvas.marks.filter { $0.kind == .fill && $0.color == .white && $0.bounds.width < 20 }
    let onPlot = white.filter { $0.bounds.minX < plot.maxX + 6 }
    #expect(onPlot.count == 2)
    for m in onPlot { #expect(plot.contains(m.bounds, tolerance: 0.05), "\(m.bounds) leaves \(plot)") }
    #expect(white.count == 4, "the key draws both marks white too")
  }

  /// A title wider than the figure wraps rather than running off it.
  @Test func aLongTitleWrapsInsideTheFrame() {
    let frame = Rect(x: 0, y: 0, width: 260, height: 200)
    var canvas = RecordingCanvas(size: Size(260, 200))
    Self.map(title: "Overshoot is within 1 px on 100 % of this map, with velocity 1 and scale 0.95", marks: [])
      .draw(on: &canvas, in: frame)
    for t in canvas.texts { #expect(frame.contains(t.bounds, tolerance: 0.5), "'\(t.text)' at \(t.bounds) runs out of \(frame)") }
    #expect(canvas.texts.filter { $0.text.contains("map") || $0.text.hasPrefix("Overshoot") }.count >= 2)
  }

  /// Curves stacked on the plot's floor (zero overshoot) are counted above the floor, clear of
  /// the x axis's tick labels; the pick is marked and keyed.
  @Test func stackCountsStayClearOfTickLabels() {
    let frame = Rect(x: 0, y: 0, width: 360, height: 240)
    var canvas = RecordingCanvas(size: Size(360, 240))
    var chart = ScatterChart(
      xAxis: Axis("settle", unit: .milliseconds), yAxis: Axis("overshoot"), x: [0.1, 0.1, 0.05, 0.2, 0.2], y: [0, 0, 0.5, 0, 0],
      labels: ["A", "A", "B", "C", "C"], labelMode: .all)
    chart.marks = [HeatmapMark(x: 0.05, y: 0.5, shape: .circle, label: "pick")]
    chart.draw(on: &canvas, in: frame)
    let counts = canvas.texts.filter { $0.text.hasPrefix("×") }
    #expect(!counts.isEmpty)
    let others = canvas.texts.filter { !$0.text.hasPrefix("×") }
    for c in counts {
      for t in others where c.bounds.intersects(t.bounds) { Issue.record("'\(c.text)' overlaps '\(t.text)'") }
    }
    #expect(canvas.texts.contains { $0.text == "pick" })
  }
}
