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
    pointColor: Color = RolePalette.candidates, frontColor: Color = RolePalette.front, pointRadius: Double = 2.2,
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
    // The collision pass: labels and counts go inside the plot (never over tick labels), clear
    // of the marks, the rings, the front's diamonds and staircase, and of each other.
    var placer = LabelPlacer(bounds: layout.plot)
    for m in marks {
      let c = m.center(in: layout), r = m.shape.reach(size: HeatmapMark.size)
      placer.avoid(Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }
    let rings = self.rings(layout: layout, visible: visible)
    for ring in rings { placer.avoid(Rect(x: ring.at.x - ring.radius - 0.3, y: ring.at.y - ring.radius - 0.3, width: 2 * ring.radius + 0.6, height: 2 * ring.radius + 0.6)) }
    let diamond = MarkerShape.diamond.reach(size: 2.6)
    for i in front { if let p = shown(i) { placer.avoid(Rect(x: p.x - diamond, y: p.y - diamond, width: 2 * diamond, height: 2 * diamond)) } }
    if front.count > 1 {
      var stairs: [Point] = [layout.point(x[front[0]], y[front[0]])]
      for k in 1..<front.count {
        stairs.append(layout.point(x[front[k]], y[front[k - 1]]))
        stairs.append(layout.point(x[front[k]], y[front[k]]))
      }
      for k in 1..<stairs.count { placer.avoid(from: stairs[k - 1], to: stairs[k]) }
      layout.clipped(&canvas) { canvas in
        // The front as a staircase: each point is best until the next one to its right.
        canvas.stroke(.polyline(stairs), style: StrokeStyle(color: frontColor, width: 1, join: .round))
      }
    }
    for i in front {
      if let p = shown(i) { MarkerShape.diamond.draw(at: p, size: 2.6, color: frontColor, on: &canvas) }
    }
    for mark in marks { mark.draw(layout: layout, on: &canvas) }
    drawLabels(front: front, rings: rings, placer: &placer, layout: layout, shown: shown, on: &canvas)
    layout.drawForeground(on: &canvas)
    key.draw(in: layout.key, theme: theme, on: &canvas)
  }

  /// The points' labels, then the rings and their counts, each through `placer`.
  func drawLabels<C: Canvas>(
    front: [Int], rings: [(at: Point, radius: Double, count: Int)], placer: inout LabelPlacer, layout: AxesLayout,
    shown: (Int) -> Point?, on canvas: inout C
  ) {
    let labelled: [Int] =
      switch labelMode {
      case .none: []
      case .front: front
      case .all: Array(0..<min(x.count, y.count))
      }
    // A label tries right of its point, then left, above then below, clear of its own ring.
    let style = theme.note.colored(.ink)
    var named: [Point: Set<String>] = [:]
    for i in labelled where i < labels.count && !labels[i].isEmpty {
      // Curves stacked on one spot under one name are named once.
      guard let p = shown(i), named[p, default: []].insert(labels[i]).inserted else { continue }
      let m = canvas.measure(labels[i], style: style)
      let gap = (rings.first { $0.at == p }?.radius ?? 3) + 1
      let candidates = Self.around(p, gap: gap, size: Size(width: m.width, height: m.height))
      guard let box = placer.place(candidates) else { continue }
      canvas.drawText(labels[i], at: Point(box.minX, box.minY), style: style, baseline: .top)
    }
    // Counts after the letters, which name table rows: a count gives way to a letter.
    for ring in rings {
      canvas.stroke(.circle(center: ring.at, radius: ring.radius), style: StrokeStyle(color: pointColor.withAlpha(1), width: 0.6))
      let text = "×\(ring.count)"
      let m = canvas.measure(text, style: theme.note)
      guard let box = placer.place(Self.around(ring.at, gap: ring.radius + 1, size: Size(width: m.width, height: m.height), belowFirst: true)) else { continue }
      canvas.drawText(text, at: Point(box.minX, box.minY), style: theme.note.colored(.gray), baseline: .top)
    }
  }

  /// A spot that stands for several curves is ringed and counted ("×2"), so the cloud does not
  /// hide them: where each ring goes and how large it is.
  func rings(layout: AxesLayout, visible: Rect) -> [(at: Point, radius: Double, count: Int)] {
    stacks.filter { $0.count > 1 }.compactMap { stack in
      let p = layout.point(stack.x, stack.y)
      guard visible.contains(p) else { return nil }
      return (p, pointRadius + 1.2 + min(3, log2(Double(stack.count))), stack.count)
    }
  }

  /// Boxes of `size` beside `p`, `gap` from it: right then left, above then below (or below
  /// first), and straight above and below.
  static func around(_ p: Point, gap: Double, size: Size, belowFirst: Bool = false) -> [Rect] {
    let right = p.x + gap, left = p.x - gap - size.width
    let above = p.y - 2 - size.height, below = p.y + 1
    let rows = belowFirst ? [below, above] : [above, below]
    var boxes: [Rect] = []
    for y in rows { for x in [right, left] { boxes.append(Rect(x: x, y: y, width: size.width, height: size.height)) } }
    let mid = p.x - size.width / 2
    boxes += [Rect(x: mid, y: p.y - gap - size.height, width: size.width, height: size.height), Rect(x: mid, y: p.y + gap, width: size.width, height: size.height)]
    return boxes
  }
}
