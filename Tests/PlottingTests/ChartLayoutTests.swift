import Drawing
import Plotting
import Testing

@Suite struct ChartLayoutTests {
  let frame = Rect(x: 40, y: 40, width: 500, height: 320)

  func family(count: Int) -> CurveFamily {
    let times = (0...120).map { Double($0) / 60 }
    let values = (0..<count).map { 0.2 + 0.8 * Double($0) / Double(max(1, count - 1)) }
    let curves = values.map { z in times.map { t in 1 - (1 - z * t).magnitude * 0 - (1 - t / 2).magnitude * (1 - z) } }
    return CurveFamily(
      title: "Family", times: times, curves: curves, values: values, valueLabel: "ζ",
      peakTimes: values.map { _ in 0.5 }, settleTimes: values.map { _ in 1.2 }, frameRate: 60)
  }

  /// Every mark lies inside the chart's frame, and the key (legend or colour bar) lies right of
  /// the plot, so it never covers data.
  @Test(arguments: [3, 40])
  func curveFamilyStaysInsideItsFrame(count: Int) {
    var canvas = RecordingCanvas(size: Size(600, 420))
    family(count: count).draw(on: &canvas, in: frame)
    #expect(canvas.allMarks(inside: frame), "\(canvas.marks.filter { !frame.contains($0.bounds, tolerance: 0.5) })")
    let texts = canvas.texts.map(\.text)
    #expect(texts.contains("Family"))
    #expect(texts.contains("time (ms)"))
    #expect(texts.contains("progress"))
    if count <= 8 {
      #expect(texts.contains("ζ = 0.2") && texts.contains("ζ = 1"))
    } else {
      #expect(canvas.operations.contains { if case .image(1, 128, _) = $0 { true } else { false } })
      #expect(texts.contains("ζ"))
    }
    // The plot is the clip region right after the background; keys and legends sit right of it.
    let plot = canvas.operations.compactMap { op -> Rect? in if case .clip(let p) = op { p.controlBounds } else { nil } }.first!
    let legendTexts = canvas.texts.filter { $0.text.hasPrefix("ζ") || $0.text == "peak" || $0.text == "settled" }
    #expect(!legendTexts.isEmpty)
    for t in legendTexts { #expect(t.bounds.minX > plot.maxX, "\(t.text) at \(t.bounds) overlaps plot \(plot)") }
  }

  @Test func curveFamilyColoursRunAlongTheMap() {
    let chart = family(count: 5).chart
    #expect(chart.series.first!.style.color == Colormap.viridis.color(at: 0))
    #expect(chart.series.last!.style.color == Colormap.viridis.color(at: 1))
    // Markers sit on the curve at the given time (interpolated).
    let s = chart.series[2]
    let peak = s.markers.first { $0.shape == .diamond }!
    #expect(peak.x == 0.5 && abs(peak.y - s.y[30]) < 1e-12)
  }

  @Test func heatmapKeyAndContoursStayInside() {
    let xs = (0..<25).map { Double($0) * 10 / 24 }, ys = (0..<40).map { 0.05 + Double($0) * 0.95 / 39 }
    let values = ys.map { z in xs.map { v in 100 * (1 - z) + v } }
    let map = Heatmap(
      title: "Map", xAxis: Axis("v0"), yAxis: Axis("ζ"), xValues: xs, yValues: ys, values: values,
      metricLabel: "overshoot", metricUnit: .percent, contours: [Contour(level: 50, label: "50 %")])
    var canvas = RecordingCanvas(size: Size(600, 420))
    map.draw(on: &canvas, in: frame)
    #expect(canvas.allMarks(inside: frame))
    #expect(canvas.texts.map(\.text).contains("overshoot (%)"))
    #expect(canvas.operations.contains { if case .image(25, 40, _) = $0 { true } else { false } })
  }

  /// On a linear field f = x + y the contour at level L is the line x + y = L: every vertex of
  /// the drawn contour must satisfy it (mapped back from page coordinates).
  @Test func contourFollowsTheLevel() {
    let xs = (0..<11).map(Double.init), ys = (0..<9).map(Double.init)
    let map = Heatmap(
      xAxis: Axis("x"), yAxis: Axis("y"), xValues: xs, yValues: ys, values: ys.map { y in xs.map { x in x + y } },
      metricLabel: "f", contours: [Contour(level: 7.3, label: "7.3")])
    var canvas = RecordingCanvas(size: Size(600, 420))
    map.draw(on: &canvas, in: frame)
    let image = canvas.operations.compactMap { op -> Rect? in if case .image(_, _, let r) = op { r } else { nil } }.first!
    // The image spans the cell edges −0.5…10.5 by −0.5…8.5.
    func data(_ p: Point) -> (Double, Double) {
      (-0.5 + (p.x - image.minX) / image.width * 11, 8.5 - (p.y - image.minY) / image.height * 9)
    }
    let contour = canvas.operations.compactMap { op -> Path? in
      if case .stroke(let p, let style) = op, style.color == .black, style.width == 1 { p } else { nil }
    }.max { $0.elements.count < $1.elements.count }!
    var count = 0
    for e in contour.elements {
      if case .move(let p) = e { let (x, y) = data(p); #expect(abs(x + y - 7.3) < 1e-9); count += 1 }
      if case .line(let p) = e { let (x, y) = data(p); #expect(abs(x + y - 7.3) < 1e-9); count += 1 }
    }
    #expect(count > 10)
  }

  /// The front agrees with a brute-force check of domination.
  @Test func paretoFrontMatchesBruteForce() {
    var seed: UInt64 = 42
    func next() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    let x = (0..<400).map { _ in (next() * 50).rounded() / 10 }, y = (0..<400).map { _ in next() }
    let front = Set(ScatterChart.paretoFront(x: x, y: y))
    for i in 0..<400 {
      let dominated = (0..<400).contains { j in
        j != i && x[j] <= x[i] && y[j] <= y[i] && (x[j] < x[i] || y[j] < y[i])
      }
      let duplicateEarlier = (0..<i).contains { x[$0] == x[i] && y[$0] == y[i] }
      #expect(front.contains(i) == (!dominated && !duplicateEarlier), "point \(i)")
    }
  }

  @Test func scatterAndTableAndMultiplesStayInside() {
    let scatter = ScatterChart(
      title: "Scatter", xAxis: Axis("overshoot", unit: .px), yAxis: Axis("settle", unit: .milliseconds),
      x: [0, 1, 2, 3, 4], y: [0.5, 0.3, 0.35, 0.1, 0.2], labels: ["a", "b", "c", "d", "e"], labelMode: .front)
    var canvas = RecordingCanvas(size: Size(600, 420))
    scatter.draw(on: &canvas, in: frame)
    #expect(canvas.allMarks(inside: frame))
    #expect(Set(canvas.texts.map(\.text)).isSuperset(of: ["a", "b", "d", "Pareto front (3)"]))
    #expect(!canvas.texts.map(\.text).contains("c"))

    let table = TableChart(title: "Numbers", columns: [.init("ζ"), .init("overshoot %")], rows: (0..<30).map { ["\($0)", "\($0 * 3)"] })
    var tc = RecordingCanvas(size: Size(600, 420))
    table.draw(on: &tc, in: Rect(x: 20, y: 20, width: 200, height: 150))
    #expect(tc.allMarks(inside: Rect(x: 20, y: 20, width: 200, height: 150)))

    let panels: [any AxesChart] = [family(count: 3).chart, family(count: 4).chart, scatter]
    let multiples = SmallMultiples(title: "Grid", columns: 2, panels: panels, shareX: false, shareY: true)
    var mc = RecordingCanvas(size: Size(600, 420))
    multiples.draw(on: &mc, in: frame)
    #expect(mc.allMarks(inside: frame))
    let shared = multiples.sharedPanels
    #expect(shared[0].yAxis.low == shared[2].yAxis.low && shared[0].yAxis.high == shared[2].yAxis.high)
  }
}

@Suite struct MergedSeriesTests {
  /// Two properties that move identically are one line with one label, not two colours of which
  /// one is hidden; a different series stays apart.
  @Test func identicalSeriesDrawAsOne() {
    let x = [0.0, 0.1, 0.2], y = [0.0, 0.5, 1.0]
    let chart = LineChart(
      xAxis: Axis("t"), yAxis: Axis("v"),
      series: [
        LineSeries(x: x, y: y, style: StrokeStyle(color: .black, width: 1), label: "scale x"),
        LineSeries(x: x, y: y, style: StrokeStyle(color: .white, width: 1), label: "scale y"),
        LineSeries(x: x, y: [0, 0.4, 1], style: StrokeStyle(color: .black, width: 1), label: "alpha"),
      ])
    #expect(chart.shownSeries.map(\.label) == ["scale x = scale y", "alpha"])
    #expect(chart.legendEntries.count == 2)
  }
}

@Suite struct ScatterStackTests {
  /// Curves with the same two metrics are one spot with a count, not a dot hiding others.
  @Test func samePointsStackWithTheirCount() {
    let chart = ScatterChart(xAxis: Axis("settle"), yAxis: Axis("overshoot"), x: [1, 1, 2, 1, .nan], y: [0, 0, 1, 0, 3])
    let stacks = chart.stacks
    #expect(stacks.count == 2)
    #expect(stacks.first { $0.x == 1 && $0.y == 0 }?.count == 3)
    var canvas = RecordingCanvas(size: Size(width: 400, height: 300))
    chart.draw(on: &canvas, in: Rect(x: 0, y: 0, width: 400, height: 300))
    #expect(canvas.texts.contains { $0.text == "×3" })
  }
}

@Suite struct DirectLabelTests {
  /// Labelled at the line ends: no legend entry for the series, each name drawn once beside its
  /// line in its colour, and none on top of another.
  @Test func seriesAreNamedAtTheirEnds() {
    var chart = LineChart(
      xAxis: Axis("t"), yAxis: Axis("v"),
      series: [
        LineSeries(x: [0, 1], y: [0, 1.0], style: StrokeStyle(color: .black, width: 1), label: "alpha"),
        LineSeries(x: [0, 1], y: [0, 0.99], style: StrokeStyle(color: .gray, width: 1), label: "beta"),
      ])
    chart.directLabels = true
    #expect(chart.legendEntries.isEmpty)
    var canvas = RecordingCanvas(size: Size(width: 400, height: 300))
    chart.draw(on: &canvas, in: Rect(x: 0, y: 0, width: 400, height: 300))
    let names = canvas.texts.filter { ["alpha", "beta"].contains($0.text) }
    #expect(names.count == 2)
    #expect(!names[0].bounds.intersects(names[1].bounds))
  }
}
