import Drawing
import Presets

/// A keyframe press (a shake, a wobble) as a position-over-time chart: the property the keyframes
/// drive, as shown, from touch-down to the strip's end, its keyframes marked ◆ and the strip's
/// frame times as thin verticals, so each frame above can be found on the curve.
public struct MotionChart: Sendable {
  public var property: PressProperty
  public var times: [Double]
  public var values: [Double]
  /// The keyframes of the first pass: when, and the value shown then.
  public var keys: [(time: Double, value: Double)]
  public var frameTimes: [Double]
  public var theme = ChartTheme.standard

  /// Nil unless the press's moving group is a keyframe animation.
  public init?(_ timeline: PressTimeline, end: Double, moments: [PressMoment]) {
    guard let group = timeline.preset.group(for: .press), let k = group.curve.keyframes, let target = group.targets.first
    else { return nil }
    property = target.property
    // Up to a little past the last frame: a shake that has stopped needs no long flat tail.
    let end = min(end, 1.2 * (moments.map(\.time).max() ?? end))
    guard end > 0 else { return nil }
    let n = max(2, Int((end * 1000).rounded()))
    times = (0...n).map { end * Double($0) / Double(n) }
    values = times.map { timeline.value(of: target.property, at: $0) }
    let start = group.at + group.curve.delay
    keys = k.keyTimes.map { start + $0 * k.duration }.filter { $0 <= end + 1e-9 }.map { ($0, timeline.value(of: target.property, at: $0)) }
    frameTimes = moments.map(\.time)
  }

  /// Rotations in degrees, the rest in their own unit.
  var unit: AxisUnit {
    property == .rotation ? AxisUnit(symbol: "°", factor: 180 / Double.pi) : AxisUnit(symbol: property.unit)
  }

  public func draw<C: Canvas>(on canvas: inout C, in frame: Rect) {
    let markers = keys.map { LineSeries.Marker(x: $0.time, y: $0.value, shape: .diamond) }
    let series = LineSeries(x: times, y: values, style: RolePalette.style(of: property, width: 1.2), label: property.words, markers: markers)
    let lines = frameTimes.map { ReferenceLine(.vertical, at: $0, style: StrokeStyle(color: Color(white: 0.7), width: 0.5)) }
    var chart = LineChart(
      xAxis: Axis("time since touch-down", unit: .milliseconds, low: times.first, high: times.last, tickTarget: 8),
      yAxis: Axis(property.words, unit: unit, tickTarget: 4), series: [series], referenceLines: lines, theme: theme)
    chart.drawsKey = false
    let note = "\(property.words) over time: ◆ its keyframes, grey lines the frames above"
    canvas.drawText(note, at: Point(frame.minX, frame.minY), style: TextStyle(size: 7.5, bold: true, color: Color(hex: 0x222222)), baseline: .top)
    chart.draw(on: &canvas, in: Rect(x: frame.minX, y: frame.minY + 12, width: frame.width, height: frame.height - 12))
  }
}
