import Drawing
import Execution
import Plotting
import Recommendation
import ReportModel

/// Puts a Plotting chart in the report's figure flow.
struct ChartFigure<C: Chart>: FigureDrawing {
  var chart: C
  var aspectRatio: Double
  func draw<K: Canvas>(on canvas: inout K, in rect: Rect) { chart.draw(on: &canvas, in: rect) }
}
