import Drawing

/// One axis of a chart: what it shows, in which unit, over which range.
public struct Axis: Hashable, Sendable {
  public var label: String
  public var unit: AxisUnit
  /// Fixed data range (in data units); nil takes the data's range widened to round ticks.
  public var low: Double?
  public var high: Double?
  /// About how many tick intervals to aim for.
  public var tickTarget: Int
  public var grid: Bool
  /// Logarithmic: equal ratios take equal lengths (for parameters swept in equal ratios).
  public var log = false

  public init(
    _ label: String, unit: AxisUnit = .none, low: Double? = nil, high: Double? = nil,
    tickTarget: Int = 5, grid: Bool = true
  ) {
    self.label = label
    self.unit = unit
    self.low = low
    self.high = high
    self.tickTarget = tickTarget
    self.grid = grid
  }
  public var title: String { unit.title(label) }

  /// The largest end a linear axis keeps: ± a quarter of the largest double, so its length and
  /// its round steps stay finite.
  static let widest = Double.greatestFiniteMagnitude / 4

  /// The range drawn for data spanning `data` (nil when there are no data).
  func domain(for data: (Double, Double)?) -> (Double, Double) {
    if let low, let high, high > low { return (low, high) }
    if log {
      // The data's own range: a log axis is not widened to round numbers.
      let lo = low ?? data.map(\.0) ?? 1, hi = high ?? data.map(\.1) ?? 10
      return lo > 0 && hi > lo ? (lo, hi) : (1, 10)
    }
    var (lo, hi) = data ?? (0, 1)
    if let low { lo = low }
    if let high { hi = high }
    if !(lo.isFinite && hi.isFinite) { (lo, hi) = (0, 1) }
    // One value: a unit around it, or a sliver of it where ±0.5 is lost in rounding (1e300).
    if hi <= lo { (lo, hi) = (lo - max(0.5, abs(lo) * 1e-9), lo + max(0.5, abs(lo) * 1e-9)) }
    // A range wider than a double holds (−1e308 to 1e308) is cut to one that has a length.
    if !(hi - lo).isFinite { (lo, hi) = (max(lo, -Self.widest), min(hi, Self.widest)) }
    let f = unit.factor
    let nice = Ticks.niceRange(low: lo * f, high: hi * f, target: tickTarget)
    return (low ?? nice.low / f, high ?? nice.high / f)
  }
}

/// The laid-out frame of an x–y chart: title, plot rectangle, scales and ticks, and a column on
/// the right for the legend or colour bar so keys never cover data.
public struct AxesLayout: Sendable {
  public let frame: Rect
  public let plot: Rect
  /// Where the legend or colour bar goes (right of the plot, inside the frame).
  public let key: Rect
  public let x: LinearScale
  public let y: LinearScale
  public let xAxis: Axis
  public let yAxis: Axis
  public let xTicks: Ticks
  public let yTicks: Ticks
  public let title: String
  /// The title wrapped to the frame's width: never cut off by the frame.
  public let titleLines: [String]
  public let subtitle: String
  public let theme: ChartTheme

  /// Lays out a chart in `frame` for data spanning `xData` × `yData`, keeping `keyWidth` points
  /// free on the right. `inset` points between each edge of the plot and its range's end keep a
  /// mark at the data's limits whole inside the plot (ggplot2's expansion, in points).
  public init<C: Canvas>(
    frame: Rect, title: String, subtitle: String = "", xAxis: Axis, yAxis: Axis,
    xData: (Double, Double)?, yData: (Double, Double)?, keyWidth: Double, theme: ChartTheme = .standard,
    inset: Double = 0, canvas: C
  ) {
    self.frame = frame
    self.title = title
    self.subtitle = subtitle
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.theme = theme
    let xd = xAxis.domain(for: xData), yd = yAxis.domain(for: yData)
    let xt = xAxis.log ? Ticks(logarithmicFrom: xd.0 * xAxis.unit.factor, to: xd.1 * xAxis.unit.factor)
      : Ticks(low: xd.0 * xAxis.unit.factor, high: xd.1 * xAxis.unit.factor, target: xAxis.tickTarget)
    let yt = yAxis.log ? Ticks(logarithmicFrom: yd.0 * yAxis.unit.factor, to: yd.1 * yAxis.unit.factor)
      : Ticks(low: yd.0 * yAxis.unit.factor, high: yd.1 * yAxis.unit.factor, target: yAxis.tickTarget)
    xTicks = xt
    yTicks = yt

    let tickH = canvas.measure("0", style: theme.tickLabel).height
    let axisH = canvas.measure("0", style: theme.axisTitle).height
    var top = frame.minY
    titleLines = title.isEmpty ? [] : TextFit.lines(title, width: frame.width, style: theme.title, canvas: canvas)
    for line in titleLines { top += canvas.measure(line, style: theme.title).height + 2 }
    if !subtitle.isEmpty { top += canvas.measure(subtitle, style: theme.subtitle).height }
    top += tickH / 2 + 4
    let labelW = yt.values.map { canvas.measure(yt.label($0), style: theme.tickLabel).width }.max() ?? 0
    let left = frame.minX + (yAxis.title.isEmpty ? 0 : axisH + 4) + labelW + 6
    let bottom = frame.maxY - tickH - 4 - (xAxis.title.isEmpty ? 0 : axisH + 2)
    // Half a tick label may hang past the plot's right edge.
    let lastLabel = xt.values.last.map { canvas.measure(xt.label($0), style: theme.tickLabel).width / 2 } ?? 0
    let right = frame.maxX - (keyWidth > 0 ? keyWidth + 12 : max(4, lastLabel + 1))
    plot = Rect(x: left, y: top, width: max(10, right - left), height: max(10, bottom - top))
    key = Rect(x: plot.maxX + 12, y: plot.minY, width: max(0, frame.maxX - plot.maxX - 12), height: plot.height)
    let pad = min(max(0, inset), plot.width / 4, plot.height / 4)
    x = LinearScale(domain: xd, range: (plot.minX + pad, plot.maxX - pad), log: xAxis.log)
    y = LinearScale(domain: yd, range: (plot.maxY - pad, plot.minY + pad), log: yAxis.log)
  }

  public func point(_ px: Double, _ py: Double) -> Point { Point(x(px), y(py)) }

  /// "no finite data" in the middle of the plot: a chart whose values are all NaN or infinite
  /// says so rather than showing empty axes.
  public func drawNoData<C: Canvas>(on canvas: inout C) {
    canvas.drawText("no finite data", at: Point(plot.midX, plot.midY), style: theme.note.aligned(.center), baseline: .middle)
  }

  /// Background and grid lines, drawn before the data.
  public func drawBackground<C: Canvas>(on canvas: inout C) {
    canvas.fill(plot, color: theme.plotBackground)
    var grid = Path()
    if xAxis.grid {
      for v in xTicks.values {
        let px = x(v / xAxis.unit.factor)
        grid.move(to: Point(px, plot.minY))
        grid.line(to: Point(px, plot.maxY))
      }
    }
    if yAxis.grid {
      for v in yTicks.values {
        let py = y(v / yAxis.unit.factor)
        grid.move(to: Point(plot.minX, py))
        grid.line(to: Point(plot.maxX, py))
      }
    }
    if !grid.isEmpty { canvas.stroke(grid, style: StrokeStyle(color: theme.gridInk, width: 0.5)) }
  }

  /// Runs `body` clipped to the plot rectangle.
  public func clipped<C: Canvas>(_ canvas: inout C, _ body: (inout C) -> Void) {
    canvas.save()
    canvas.clip(to: .rect(plot))
    body(&canvas)
    canvas.restore()
  }

  /// Axis lines, ticks, tick labels, axis titles and the chart title, drawn after the data.
  public func drawForeground<C: Canvas>(on canvas: inout C) {
    var ticks = Path()
    ticks.move(to: Point(plot.minX, plot.minY))
    ticks.line(to: Point(plot.minX, plot.maxY))
    ticks.line(to: Point(plot.maxX, plot.maxY))
    for v in xTicks.values {
      let px = x(v / xAxis.unit.factor)
      ticks.move(to: Point(px, plot.maxY))
      ticks.line(to: Point(px, plot.maxY + 3))
      canvas.drawText(xTicks.label(v), at: Point(px, plot.maxY + 4), style: theme.tickLabel.aligned(.center), baseline: .top)
    }
    for v in yTicks.values {
      let py = y(v / yAxis.unit.factor)
      ticks.move(to: Point(plot.minX - 3, py))
      ticks.line(to: Point(plot.minX, py))
      canvas.drawText(yTicks.label(v), at: Point(plot.minX - 5, py), style: theme.tickLabel.aligned(.right), baseline: .middle)
    }
    canvas.stroke(ticks, style: StrokeStyle(color: theme.axisInk, width: 0.75))
    if !xAxis.title.isEmpty {
      canvas.drawText(xAxis.title, at: Point(plot.midX, frame.maxY), style: theme.axisTitle.aligned(.center), baseline: .bottom)
    }
    if !yAxis.title.isEmpty {
      let h = canvas.measure(yAxis.title, style: theme.axisTitle).height
      canvas.drawVerticalText(yAxis.title, centeredAt: Point(frame.minX + h / 2, plot.midY), style: theme.axisTitle)
    }
    var top = frame.minY
    for line in titleLines {
      canvas.drawText(line, at: Point(frame.minX, top), style: theme.title, baseline: .top)
      top += canvas.measure(line, style: theme.title).height + 2
    }
    if !subtitle.isEmpty {
      canvas.drawText(subtitle, at: Point(frame.minX, top), style: theme.subtitle, baseline: .top)
    }
  }

  /// Small ticks along the top edge at every frame of a `fps` display (thinned to every n-th
  /// frame when they would crowd closer than 2 pt), labelled with the rate.
  public func drawFrameGrid<C: Canvas>(fps: Double, on canvas: inout C) {
    guard fps > 0 else { return }
    let period = 1 / fps
    var every = 1
    while abs(x(Double(every) * period) - x(0)) < 2 && every < 1000 { every *= 2 }
    let (lo, hi) = (min(x.domain.low, x.domain.high), max(x.domain.low, x.domain.high))
    var path = Path()
    var k = (lo / period).rounded(.up)
    while k * period <= hi + 1e-12 {
      if Int(k) % every == 0 {
        let px = x(k * period)
        path.move(to: Point(px, plot.minY))
        path.line(to: Point(px, plot.minY + 3))
      }
      k += 1
    }
    canvas.stroke(path, style: StrokeStyle(color: theme.axisInk.withAlpha(0.6), width: 0.4))
    let text = every == 1 ? "frames at \(compactText(fps)) Hz" : "every \(every) frames at \(compactText(fps)) Hz"
    canvas.drawText(text, at: Point(plot.maxX - 2, plot.minY + 4), style: theme.note.aligned(.right), baseline: .top)
  }
}

/// The smallest and largest finite value, or nil.
func finiteRange<S: Sequence>(_ values: S) -> (Double, Double)? where S.Element == Double {
  var lo = Double.infinity, hi = -Double.infinity
  for v in values where v.isFinite {
    lo = min(lo, v)
    hi = max(hi, v)
  }
  return lo <= hi ? (lo, hi) : nil
}
