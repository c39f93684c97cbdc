import CurveAnalysis
import Drawing
import Plotting
@testable import Cells
@testable import Figures
import Testing
import _TestSupport

@Suite struct FigureTests {
  let frame = Rect(x: 30, y: 30, width: 780, height: 530)

  /// A UIKit spring family: the lowest damping is cut off mid-swing, so its curve ends with a
  /// jump to 1 at `duration`, and each curve's settle mark lies on its own line.
  @Test func uikitFamilyShowsTheSnap() throws {
    let family = try CurveFigures.family(
      model: "uikit-spring", fixed: [("duration", "0.3"), ("velocity", "1")],
      vary: SweptParameter(name: "damping", start: 0.05, stop: 1, count: 5), settings: MetricSettings(), fitWindow: true)
    // Cut to 1.25 × 0.3 s (every curve settles or snaps by 0.3 s).
    #expect(abs((family.times.last ?? 0) - 0.375) < 1e-9)
    let lowest = family.curves[0]
    let k = family.times.firstIndex { $0 >= 0.3 }!
    #expect(abs(lowest[k - 1] - 1) > 0.3)  // mid-swing just before the end …
    #expect(lowest[k] == 1)  // … then at rest.
    var canvas = RecordingCanvas(size: Size.a4Landscape)
    family.draw(on: &canvas, in: frame)
    #expect(canvas.allMarks(inside: frame))
  }

  @Test func heatmapValuesMatchTheMetric() throws {
    let map = try CurveFigures.heatmap(
      model: "spring", fixed: [("duration", "0.4")], x: SweptParameter(name: "velocity", values: [0, 5]),
      y: SweptParameter(name: "bounce", values: [0, 0.3]), metric: .overshootPct, contours: [5], settings: MetricSettings())
    // bounce 0 from rest: critically damped, no overshoot; bounce 0.3: ζ = 0.7 overshoots
    // e^(−ζπ/√(1−ζ²)) = 4.6 %.
    #expect(map.values[0][0] < 1e-9)
    #expect(abs(map.values[1][0] - 100 * 0.045_988) < 0.01)
    #expect(map.contours.map(\.level) == [5])
  }

  @Test func tableAndScatterFromAModel() throws {
    let table = try CurveFigures.table(
      model: "spring", fixed: [("duration", "0.4")], vary: SweptParameter(name: "bounce", values: [0, 0.3]),
      metrics: [.overshootPct, .settleTime], settings: MetricSettings())
    #expect(table.columns.map(\.title) == ["bounce", "overshoot (%)", "settle time (ms)"])
    #expect(table.rows[1][1] == "4.599")
    let scatter = try CurveFigures.scatter(
      model: "spring", fixed: [("duration", "0.4")], x: SweptParameter(name: "velocity", values: [0, 5]),
      y: SweptParameter(name: "bounce", values: [0, 0.3]), metrics: (.overshootPx, .settleTime), labels: .front,
      settings: MetricSettings())
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
