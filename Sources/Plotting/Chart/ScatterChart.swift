import Drawing

#if canImport(Glibc)
  import Glibc
#endif

/// Two metrics against each other, one dot per curve, with the Pareto front (no other point is
/// at least as good on both axes and better on one; lower is better on both) highlighted.
public struct ScatterChart: AxesChart {
  public var title: String
  public var subtitle: String
  public var xAxis: Axis
  public var yAxis: Axis
  public var x: [Double]
  public var y: [Double]
  /// Point labels (same count as the points, empty strings for none).
  public var labels: [String]
  /// Which labels to draw.
  public var labelMode: LabelMode
  public var highlightPareto: Bool
  public var pointColor: Color
  public var frontColor: Color
  public var pointRadius: Double
  /// Points marked on top (the pick), keyed as drawn.
  public var marks: [HeatmapMark] = []
  public var theme: ChartTheme

  public enum LabelMode: Hashable, Sendable { case none, front, all }

  public init(
    title: String = "", subtitle: String = "", xAxis: Axis, yAxis: Axis, x: [Double], y: [Double],
    labels: [String] = [], labelMode: LabelMode = .none, highlightPareto: Bool = true,
    pointColor: Color = OkabeIto.blue.withAlpha(0.45), frontColor: Color = OkabeIto.vermillion, pointRadius: Double = 2.2,
    theme: ChartTheme = .standard
  ) {
    self.title = title
    self.subtitle = subtitle
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.x = x
    self.y = y
    self.labels = labels
    self.labelMode = labelMode
    self.highlightPareto = highlightPareto
    self.pointColor = pointColor
    self.frontColor = frontColor
    self.pointRadius = pointRadius
    self.theme = theme
  }

  public var dataBounds: (x: (Double, Double)?, y: (Double, Double)?) { (finiteRange(x), finiteRange(y)) }

  /// Points that fall on the same spot, each with how many curves it stands for (sweep grids often
  /// give several curves the same two metrics), in first-seen order.
  public var stacks: [(x: Double, y: Double, count: Int)] {
    var order: [[Double]] = []
    var counts: [[Double]: Int] = [:]
    for i in 0..<min(x.count, y.count) where x[i].isFinite && y[i].isFinite {
      let key = [x[i], y[i]]
      if counts[key] == nil { order.append(key) }
      counts[key, default: 0] += 1
    }
    return order.map { ($0[0], $0[1], counts[$0]!) }
  }

  /// Indices of the Pareto-optimal points (minimising both coordinates), ordered by x.
  public static func paretoFront(x: [Double], y: [Double]) -> [Int] {
    let n = min(x.count, y.count)
    let finite: [Int] = (0..<n).filter { x[$0].isFinite && y[$0].isFinite }
    let order = finite.sorted { (a: Int, b: Int) -> Bool in
      if x[a] != x[b] { return x[a] < x[b] }
      if y[a] != y[b] { return y[a] < y[b] }
      return a < b
    }
    var front: [Int] = []
    var best = Double.infinity
    for i in order where y[i] < best {
      front.append(i)
      best = y[i]
    }
    return front
  }

  public func draw<C: Canvas>(on canvas: inout C, in frame: Rect) {
    let front = highlightPareto ? Self.paretoFront(x: x, y: y) : []
    var legend = [LegendEntry("curves (\(min(x.count, y.count)))", .marker(.circle, pointColor.withAlpha(1)))]
    if highlightPareto { legend.append(LegendEntry("Pareto front (\(front.count))", .marker(.diamond, frontColor))) }
    legend += marks.map(\.legendEntry)
    let key = ChartKey(legend: legend)
    let layout = AxesLayout(
      frame: frame, title: title, subtitle: subtitle, xAxis: xAxis, yAxis: yAxis, xData: dataBounds.x, yData: dataBounds.y,
      keyWidth: key.width(theme: theme, canvas: canvas), theme: theme, canvas: canvas)
    layout.drawBackground(on: &canvas)
    // Points are drawn unclipped so those on the plot's edge (zero overshoot) show whole; points
    // off a fixed range are left out.
    let visible = layout.plot.insetBy(dx: -0.5, dy: -0.5)
    func shown(_ i: Int) -> Point? {
      guard x[i].isFinite && y[i].isFinite else { return nil }
      let p = layout.point(x[i], y[i])
      return visible.contains(p) ? p : nil
    }
    // All dots in one stroke of zero-length segments with round caps: a dot per point at a
    // tenth of the bytes of a circle path.
    var dots = Path()
    for i in 0..<min(x.count, y.count) {
      guard let p = shown(i).map(Polyline.rounded) else { continue }
      dots.move(to: p)
      dots.line(to: p)
    }
    canvas.stroke(dots, style: StrokeStyle(color: pointColor, width: 2 * pointRadius, cap: .round))
    if !zip(x, y).contains(where: { $0.isFinite && $1.isFinite }) { layout.drawNoData(on: &canvas) }
    // Labels are placed once each, inside the plot (never over tick labels), none over another.
    var placed: [Rect] = marks.map { m in
      let c = m.center(in: layout), r = m.shape.reach(size: HeatmapMark.size)
      return Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
    }
    if front.count > 1 {
      layout.clipped(&canvas) { canvas in
        // The front as a staircase: each point is best until the next one to its right.
        var stairs = Path()
        stairs.move(to: layout.point(x[front[0]], y[front[0]]))
        for k in 1..<front.count {
          stairs.line(to: layout.point(x[front[k]], y[front[k - 1]]))
          stairs.line(to: layout.point(x[front[k]], y[front[k]]))
        }
        canvas.stroke(stairs, style: StrokeStyle(color: frontColor, width: 1, join: .round))
      }
    }
    for i in front {
      if let p = shown(i) { MarkerShape.diamond.draw(at: p, size: 2.6, color: frontColor, on: &canvas) }
    }
    for mark in marks { mark.draw(layout: layout, on: &canvas) }
    let labelled: [Int] =
      switch labelMode {
      case .none: []
      case .front: front
      case .all: Array(0..<min(x.count, y.count))
      }
    // Labels go right of the point (left near the edge); one that would overlap a label
    // already placed is left out rather than drawn illegibly.
    let style = theme.note.colored(.ink)
    for i in labelled where i < labels.count && !labels[i].isEmpty {
      guard let p = shown(i) else { continue }
      let m = canvas.measure(labels[i], style: style)
      let right = p.x + 4 + m.width <= layout.plot.maxX
      var box = Rect(x: right ? p.x + 4 : p.x - 4 - m.width, y: p.y - 2 - m.height, width: m.width, height: m.height)
      if box.minY < layout.plot.minY { box = box.offsetBy(dx: 0, dy: m.height + 4) }
      guard !placed.contains(where: { $0.intersects(box) }) else { continue }
      placed.append(box)
      canvas.drawText(labels[i], at: Point(box.minX, box.minY), style: style, baseline: .top)
    }
    // Counts after the letters, which name table rows: a count gives way to a letter.
    drawStacks(layout: layout, visible: visible, placed: &placed, on: &canvas)
    layout.drawForeground(on: &canvas)
    key.draw(in: layout.key, theme: theme, on: &canvas)
  }

  /// A spot that stands for several curves is ringed and counted ("×2"), so the cloud does not
  /// hide them; a count that would cover a label already placed is left out.
  func drawStacks<C: Canvas>(layout: AxesLayout, visible: Rect, placed: inout [Rect], on canvas: inout C) {
    for stack in stacks where stack.count > 1 {
      let p = layout.point(stack.x, stack.y)
      guard visible.contains(p) else { continue }
      let r = pointRadius + 1.2 + min(3, log2(Double(stack.count)))
      canvas.stroke(.circle(center: p, radius: r), style: StrokeStyle(color: pointColor.withAlpha(1), width: 0.6))
      let text = "×\(stack.count)"
      let m = canvas.measure(text, style: theme.note)
      // Right and below, else the other corners, always inside the plot.
      let corners = [(r + 1, 1.0), (r + 1, -1 - m.height), (-r - 1 - m.width, -1 - m.height), (-r - 1 - m.width, 1.0)]
      let boxes = corners.map { dx, dy in
        Self.inside(Rect(x: p.x + dx, y: p.y + dy, width: m.width, height: m.height), around: p, gap: r + 1, plot: layout.plot)
      }
      let plot = layout.plot
      let within = { (b: Rect) in b.minX >= plot.minX && b.maxX <= plot.maxX && b.minY >= plot.minY && b.maxY <= plot.maxY }
      // Whole inside the plot, so never over a tick label, and over no label already placed.
      guard let box = boxes.first(where: { b in within(b) && !placed.contains { $0.intersects(b) } }) else { continue }
      placed.append(box)
      canvas.drawText(text, at: Point(box.minX, box.minY), style: theme.note.colored(.gray), baseline: .top)
    }
  }

  /// `box` (right of and below a point) moved to the point's left or above it where it would
  /// leave the plot.
  static func inside(_ box: Rect, around p: Point, gap: Double, plot: Rect) -> Rect {
    var b = box
    if b.maxX > plot.maxX { b.origin.x = p.x - gap - b.width }
    if b.minX < plot.minX { b.origin.x = p.x + gap }
    if b.maxY > plot.maxY { b.origin.y = p.y - 1 - b.height }
    if b.minY < plot.minY { b.origin.y = p.y + 1 }
    return b
  }
}
