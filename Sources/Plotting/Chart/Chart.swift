import Drawing

/// Anything that draws itself into a rectangle of a canvas.
public protocol Chart: Sendable {
  func draw<C: Canvas>(on canvas: inout C, in frame: Rect)
}

/// A chart with x and y axes whose ranges small multiples can share.
public protocol AxesChart: Chart {
  /// The data's extent on each axis (nil when empty).
  var dataBounds: (x: (Double, Double)?, y: (Double, Double)?) { get }
  var xAxis: Axis { get set }
  var yAxis: Axis { get set }
}
