import Drawing
import Plotting
import Testing

/// Charts of legitimate but extreme data: one value repeated, values near the largest double,
/// a range wider than a double can hold, no finite value at all. Every coordinate handed to the
/// canvas must be finite (Cairo refuses a drawing with NaN or infinity in its transform), and a
/// chart with nothing finite to draw says so.
@Suite struct ExtremeDataTests {
  let frame = Rect(x: 20, y: 20, width: 460, height: 300)

  static let cases: [(name: String, x: [Double], y: [Double])] = [
    ("one point", [0.3], [0.7]),
    ("constant", [1, 2, 3], [5, 5, 5]),
    ("constant near the largest double", [1, 2, 3], [1e300, 1e300, 1e300]),
    ("constant x near the largest double", [1e308, 1e308], [0, 1]),
    ("wider than a double", [-1.7e308, 1.7e308], [-1.7e308, 1.7e308]),
    ("subnormal span", [0, 5e-324], [0, 5e-324]),
    ("infinities and NaN", [.infinity, -.infinity, .nan], [.nan, .infinity, 1]),
    ("nothing finite", [.nan, .nan], [.infinity, .nan]),
    ("empty", [], []),
  ]

  /// Every point of every path, text anchor and transform the chart gave the canvas.
  static func coordinates(_ canvas: RecordingCanvas) -> [Double] {
    var out: [Double] = []
    func add(_ p: Path) {
      for e in p.elements {
        switch e {
        case .move(let a), .line(let a): out += [a.x, a.y]
        case .curve(let a, let b, let c): out += [a.x, a.y, b.x, b.y, c.x, c.y]
        case .close: break
        }
      }
    }
    for op in canvas.operations {
      switch op {
      case .fill(let p, _), .stroke(let p, _), .clip(let p), .gradient(let p): add(p)
      case .shadow(let p, _, let blur, let offset): add(p); out += [blur, offset.width, offset.height]
      case .text(_, let point, _, _), .paragraph(_, let point, _): out += [point.x, point.y]
      case .image(_, _, let rect): out += [rect.minX, rect.minY, rect.width, rect.height]
      case .transform(let t): out += [t.a, t.b, t.c, t.d, t.tx, t.ty]
      default: break
      }
    }
    return out
  }

  /// Draws `chart` and checks it gave the canvas only finite numbers, and "no finite data"
  /// exactly when the case has no finite point.
  func expectDrawable<K: Chart>(_ chart: K, _ c: (name: String, x: [Double], y: [Double])) {
    var canvas = RecordingCanvas(size: Size(500, 340))
    chart.draw(on: &canvas, in: frame)
    let bad = Self.coordinates(canvas).filter { !$0.isFinite }
    #expect(bad.isEmpty, "\(K.self) \(c.name)")
    let finite = zip(c.x, c.y).contains { $0.isFinite && $1.isFinite }
    let saysSo = canvas.texts.contains { $0.text == "no finite data" }
    #expect(saysSo == !finite, "\(K.self) \(c.name)")
  }

  @Test(arguments: cases.indices)
  func chartsDrawOnlyFiniteCoordinates(_ i: Int) {
    let c = Self.cases[i]
    expectDrawable(
      LineChart(title: c.name, xAxis: Axis("x"), yAxis: Axis("y"), series: [LineSeries(x: c.x, y: c.y, style: StrokeStyle(color: .black), label: "s")]),
      c)
    expectDrawable(ScatterChart(title: c.name, xAxis: Axis("x"), yAxis: Axis("y"), x: c.x, y: c.y), c)
  }

  /// Vertical text at a place that is not a number is left out, not handed on as a transform.
  @Test func verticalTextAtNoPlaceIsLeftOut() {
    var canvas = RecordingCanvas(size: Size(100, 100))
    canvas.drawVerticalText("overshoot (px)", centeredAt: Point(.nan, 50), style: TextStyle(size: 10))
    canvas.drawVerticalText("settle (ms)", centeredAt: Point(20, .infinity), style: TextStyle(size: 10))
    let finite = Self.coordinates(canvas).allSatisfy { $0.isFinite }
    #expect(finite)
    #expect(canvas.texts.isEmpty)
    canvas.drawVerticalText("overshoot (px)", centeredAt: Point(10, 50), style: TextStyle(size: 10))
    #expect(canvas.texts.map(\.text) == ["overshoot (px)"])
  }
}
