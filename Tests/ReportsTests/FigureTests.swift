import CurveAnalysis
import Curves
import Drawing
import Plotting
import Sweeps
@testable import Cells
@testable import Figures
import Testing
import _TestSupport

@Suite struct FigureTests {
  let frame = Rect(x: 30, y: 30, width: 780, height: 530)

  /// `presslab chart`'s grid: `fixed` held, `varied` varied (first slowest).
  func definition(_ model: CurveModel, _ fixed: [(String, Double)], _ varied: [(String, [Double])]) throws -> SweepDefinition {
    try SweepDefinition(
      model: model, parameters: fixed.map { ($0.0, [.number($0.1)], false) } + varied.map { ($0.0, $0.1.map { .number($0) }, true) },
      file: "test")
  }

  /// A UIKit spring family: the lowest damping is cut off mid-swing, so its curve ends with a
  /// jump to 1 at `duration`, and each curve's settle mark lies on its own line. The chart's
  /// family is the sweep cell's: drawn until the slowest curve has ended and settled, plus 50 ms.
  @Test func uikitFamilyShowsTheSnap() throws {
    let grid = try definition(.uikitSpring, [("duration", 0.3), ("velocity", 1)], [("damping", [0.05, 0.2875, 0.525, 0.7625, 1])])
    let drawn = SweepFamilyFigure.family(of: "damping", definition: grid, at: [:])
    let family = try #require(drawn.family)
    // Every curve ends (UIKit removes it) by 0.3 s: shown to 0.35 s.
    #expect(abs((family.times.last ?? 0) - 0.35) < 1e-9 && family.times.count == 301)
    let lowest = family.curves[0]
    let k = family.times.firstIndex { $0 >= 0.3 }!
    #expect(abs(lowest[k - 1] - 1) > 0.3)  // mid-swing just before the end …
    #expect(lowest[k] == 1)  // … then at rest.
    #expect(drawn.dropped.isEmpty && drawn.caveat != nil)
    // Held values as a designer reads them: a duration in ms, as the tables print it.
    #expect(drawn.caption.hasPrefix("UIKit springs, one per damping value, with duration 300 ms, velocity 1;"), "\(drawn.caption)")
    let held = try definition(.uikitSpring, [("velocity", 0)], [("damping", [0.05, 1]), ("duration", [0.105, 0.3])])
    let at = SweepFamilyFigure.family(of: "damping", definition: held, at: ["duration": .number(0.105)])
    #expect(at.caption.contains("with velocity 0, duration 105 ms;"), "\(at.caption)")
    var canvas = RecordingCanvas(size: Size.a4Landscape)
    family.draw(on: &canvas, in: frame)
    #expect(canvas.allMarks(inside: frame))
  }

  @Test func heatmapValuesMatchTheMetric() throws {
    let grid = try definition(.spring, [("duration", 0.4)], [("bounce", [0, 0.3]), ("velocity", [0, 5])])
    let map = try CurveFigures.heatmap(grid, x: "velocity", y: "bounce", metric: .overshootPct, contours: [5], threads: 2)
    // bounce 0 from rest: critically damped, no overshoot; bounce 0.3: ζ = 0.7 overshoots
    // e^(−ζπ/√(1−ζ²)) = 4.6 %.
    #expect(map.values[0][0] < 1e-9)
    #expect(abs(map.values[1][0] - 100 * 0.045_988) < 0.01)
    #expect(map.contours.map(\.level) == [5])
  }

  @Test func tableAndScatterFromAModel() throws {
    let row = try definition(.spring, [("duration", 0.4)], [("bounce", [0, 0.3])])
    let table = try CurveFigures.table(row, vary: "bounce", metrics: [.overshootPct, .settleTime], threads: 1)
    #expect(table.columns.map(\.title) == ["bounce", "overshoot (%)", "settle time (ms)"])
    #expect(table.rows[1][1] == "4.599")
    let grid = try definition(.spring, [("duration", 0.4)], [("bounce", [0, 0.3]), ("velocity", [0, 5])])
    let scatter = try CurveFigures.scatter(grid, x: "velocity", y: "bounce", metrics: (.overshootPx, .settleTime), labels: .front, threads: 2)
    #expect(scatter.x.count == 4 && scatter.labels[3] == "velocity=5 bounce=0.3")
  }
}

@Suite struct PropertyColourTests {
  /// A property has one colour on every preset's chart, and scale x and y that move as one are
  /// one line.
  @Test func aPropertyKeepsItsColourAcrossPresets() throws {
    let presets = try Datasets.library().presets
    var colours: [String: Set<StrokeStyle>] = [:]
    for preset in presets {
      let chart = PresetCurves.depthChart(preset, title: preset.name).chart
      for s in chart.shownSeries {
        // A merged line is drawn in its first property's colour.
        colours[s.label.components(separatedBy: " = ")[0].components(separatedBy: ", ")[0], default: []].insert(s.style)
      }
      if preset.name == "pebutton" { #expect(chart.shownSeries.contains { $0.label.hasPrefix("scale x, y") }) }
    }
    #expect(!colours.isEmpty)
    for (name, set) in colours { #expect(set.count == 1, "\(name) has \(set.count) styles") }
    // Properties drawn on one chart never share a style.
    for preset in presets {
      let styles = PresetCurves.depthChart(preset, title: preset.name).chart.shownSeries.map(\.style)
      #expect(Set(styles).count == styles.count, "\(preset.name): two lines drawn alike")
    }
  }
}

@Suite struct LogSweepMapTests {
  /// A parameter swept in equal ratios ({log: true}) gets a log axis on the sweep's map; an evenly
  /// spaced one stays linear.
  @Test func logSpacedAxesAreDrawnLogarithmic() throws {
    #expect(SweepCharts.isLogSpaced([0.05, 0.5, 5]))
    #expect(!SweepCharts.isLogSpaced([0.1, 0.2, 0.3]))
    let report = try runNotebook(
      """
      ```presslab sweep
      id: s
      definition: |
        model: spring
        parameters:
          duration: {from: 0.05, to: 5, count: 5, log: true}
          bounce: {from: 0, to: 0.6, count: 4}
        metrics: [overshoot_px]
      heatmap:
        - {x: bounce, y: duration, metric: overshoot_px}
      ```
      """)
    let figure = try #require(report.record("s")?.figures.first)
    let map = try #require((figure.drawing as? ChartFigure<Heatmap>)?.chart)
    #expect(map.yAxis.log && !map.xAxis.log)
  }
}
