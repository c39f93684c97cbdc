import Drawing

#if canImport(Glibc)
  import Glibc
#endif

/// A threshold drawn as a contour line over a heatmap (e.g. 1 px overshoot, 300 ms settle).
public struct Contour: Hashable, Sendable {
  public var level: Double
  public var label: String
  public var style: StrokeStyle
  public init(level: Double, label: String, style: StrokeStyle = StrokeStyle(color: .black, width: 1)) {
    self.level = level
    self.label = label
    self.style = style
  }
}

/// A point marked on a chart (a heatmap, a scatter): where a button is now, or what is picked.
/// Drawn white ringed in black, whole inside the plot, and keyed with the same look.
public struct HeatmapMark: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var shape: MarkerShape
  public var label: String
  public init(x: Double, y: Double, shape: MarkerShape, label: String) {
    self.x = x
    self.y = y
    self.shape = shape
    self.label = label
  }

  static let size = 4.5

  /// The character a caption names the mark by, hollow as drawn: "☆", "○".
  public var glyph: String {
    switch shape {
    case .star: return "☆"
    case .circle: return "○"
    default: return shape.glyph
    }
  }

  /// The legend row: the mark as the plot draws it.
  public var legendEntry: LegendEntry { LegendEntry(label, .outlinedMarker(shape, fill: .white, outline: .black)) }

  /// Where the mark is drawn: at its point, moved in just enough that the whole marker is inside
  /// the plot (a point on an edge cell is not drawn half cut off).
  public func center(in layout: AxesLayout) -> Point {
    let p = layout.point(x, y), r = shape.reach(size: Self.size), plot = layout.plot
    return Point(min(max(p.x, plot.minX + r), plot.maxX - r), min(max(p.y, plot.minY + r), plot.maxY - r))
  }

  func draw<C: Canvas>(layout: AxesLayout, on canvas: inout C) {
    shape.draw(at: center(in: layout), size: Self.size, color: .white, outline: .black, on: &canvas)
  }
}

/// A metric over two swept parameters: one cell per grid point, coloured by a sequential map,
/// with a colour bar in the metric's unit and contour lines at thresholds.
public struct Heatmap: AxesChart {
  public var title: String
  public var subtitle: String
  public var xAxis: Axis
  public var yAxis: Axis
  /// Grid values along x (columns) and y (rows), ascending and evenly spaced.
  public var xValues: [Double]
  public var yValues: [Double]
  /// `values[row][column]`: row i belongs to `yValues[i]`. NaN cells are drawn grey.
  public var values: [[Double]]
  public var colormap: Colormap
  public var metricLabel: String
  public var metricUnit: AxisUnit
  /// Colour range; nil uses the finite data's range.
  public var colorLow: Double?
  public var colorHigh: Double?
  public var contours: [Contour]
  /// Cells outside what is allowed (`excluded[row][column]`), drawn washed out under a hatch.
  public var excluded: [[Bool]]?
  /// What the legend calls the excluded cells.
  public var excludedLabel = "outside the constraints"
  public var marks: [HeatmapMark] = []
  public var theme: ChartTheme

  public init(
    title: String = "", subtitle: String = "", xAxis: Axis, yAxis: Axis, xValues: [Double], yValues: [Double],
    values: [[Double]], colormap: Colormap = .viridis, metricLabel: String, metricUnit: AxisUnit = .none,
    colorLow: Double? = nil, colorHigh: Double? = nil, contours: [Contour] = [], theme: ChartTheme = .standard
  ) {
    self.title = title
    self.subtitle = subtitle
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.xValues = xValues
    self.yValues = yValues
    self.values = values
    self.colormap = colormap
    self.metricLabel = metricLabel
    self.metricUnit = metricUnit
    self.colorLow = colorLow
    self.colorHigh = colorHigh
    self.contours = contours
    self.theme = theme
  }

  /// The cell edges: half a step beyond the first and last grid value (half a ratio on a log axis).
  static func edges(_ v: [Double], log: Bool = false) -> (Double, Double)? {
    guard let first = v.first, let last = v.last else { return nil }
    if log, v.count > 1, first > 0 {
      let half = pow(last / first, 0.5 / Double(v.count - 1))
      return (first / half, last * half)
    }
    let half = v.count > 1 ? (last - first) / Double(v.count - 1) / 2 : 0.5
    return (first - half, last + half)
  }

  public var dataBounds: (x: (Double, Double)?, y: (Double, Double)?) {
    (Self.edges(xValues, log: xAxis.log), Self.edges(yValues, log: yAxis.log))
  }

  /// The edge of cell `i` of `n` between `e.0` and `e.1`, evenly or in equal ratios.
  static func cellEdge(_ i: Int, of n: Int, _ e: (Double, Double), log: Bool) -> Double {
    let f = Double(i) / Double(n)
    return log ? e.0 * pow(e.1 / e.0, f) : e.0 + f * (e.1 - e.0)
  }

  public var colorRange: (Double, Double) {
    let data = finiteRange(values.lazy.flatMap { $0 }) ?? (0, 1)
    let lo = colorLow ?? data.0, hi = colorHigh ?? data.1
    return hi > lo ? (lo, hi) : (lo, lo + 1)
  }

  public func draw<C: Canvas>(on canvas: inout C, in frame: Rect) {
    let (lo, hi) = colorRange
    let bar = ColorBar(colormap: colormap, low: lo, high: hi, label: metricLabel, unit: metricUnit, marks: contours.map(\.level))
    var legend = contours.map { LegendEntry($0.label, .line($0.style)) }
    if values.contains(where: { $0.contains { !$0.isFinite } }) { legend.append(LegendEntry("no value", .swatch(.lightGray))) }
    if excluded?.contains(where: { $0.contains(true) }) == true { legend.append(LegendEntry(excludedLabel, .swatch(Color(hex: 0xBBBBBB)))) }
    legend += marks.map(\.legendEntry)
    let key = ChartKey(colorBar: bar, legend: legend)
    // Axes on the cell edges exactly, not widened to round ticks.
    var xa = xAxis, ya = yAxis
    if let e = Self.edges(xValues, log: xAxis.log) { xa.low = xa.low ?? e.0; xa.high = xa.high ?? e.1 }
    if let e = Self.edges(yValues, log: yAxis.log) { ya.low = ya.low ?? e.0; ya.high = ya.high ?? e.1 }
    xa.grid = false
    ya.grid = false
    let layout = AxesLayout(
      frame: frame, title: title, subtitle: subtitle, xAxis: xa, yAxis: ya, xData: dataBounds.x, yData: dataBounds.y,
      keyWidth: key.width(theme: theme, canvas: canvas), theme: theme, canvas: canvas)
    layout.drawBackground(on: &canvas)
    let rows = values.count, cols = values.first?.count ?? 0
    if rows > 0 && cols > 0, let xe = Self.edges(xValues, log: xAxis.log), let ye = Self.edges(yValues, log: yAxis.log) {
      var image = RasterImage(width: cols, height: rows)
      for r in 0..<rows {
        for c in 0..<min(cols, values[r].count) {
          image[c, rows - 1 - r] = colormap.color(values[r][c], low: lo, high: hi)
        }
      }
      let x0 = layout.x(xe.0), x1 = layout.x(xe.1), y0 = layout.y(ye.1), y1 = layout.y(ye.0)
      layout.clipped(&canvas) { canvas in
        canvas.draw(image, in: Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0)), interpolation: .nearest)
        if let excluded { drawExcluded(excluded, layout: layout, on: &canvas) }
        for contour in contours {
          let segments = contourSegments(level: contour.level, layout: layout)
          guard !segments.isEmpty else { continue }
          var path = Path()
          for (a, b) in segments {
            path.move(to: a)
            path.line(to: b)
          }
          canvas.stroke(path, style: StrokeStyle(color: .white.withAlpha(0.8), width: contour.style.width + 1.6, cap: .round, join: .round))
          canvas.stroke(path, style: contour.style)
          // The threshold's value on the line itself, on a white patch.
          if let p = Self.labelPoint(segments, in: layout.plot) {
            let m = canvas.measure(contour.label, style: theme.note)
            let box = Rect(x: p.x - m.width / 2 - 2, y: p.y - m.height / 2 - 1, width: m.width + 4, height: m.height + 2)
            canvas.fill(.rect(box), color: .white.withAlpha(0.9))
            canvas.drawText(contour.label, at: Point(p.x, p.y), style: theme.note.colored(.ink).aligned(.center), baseline: .middle)
          }
        }
      }
    }
    for mark in marks { mark.draw(layout: layout, on: &canvas) }
    layout.drawForeground(on: &canvas)
    key.draw(in: layout.key, theme: theme, on: &canvas)
  }

  /// Excluded cells washed towards grey, with diagonal hatching so they read without colour too.
  func drawExcluded<C: Canvas>(_ excluded: [[Bool]], layout: AxesLayout, on canvas: inout C) {
    guard let xe = Self.edges(xValues, log: xAxis.log), let ye = Self.edges(yValues, log: yAxis.log), !xValues.isEmpty, !yValues.isEmpty else { return }
    let nx = xValues.count, ny = yValues.count
    var wash = Path()
    var hatch = Path()
    for r in excluded.indices where r < yValues.count {
      for c in excluded[r].indices where c < xValues.count && excluded[r][c] {
        let a = layout.point(Self.cellEdge(c, of: nx, xe, log: xAxis.log), Self.cellEdge(r, of: ny, ye, log: yAxis.log))
        let b = layout.point(Self.cellEdge(c + 1, of: nx, xe, log: xAxis.log), Self.cellEdge(r + 1, of: ny, ye, log: yAxis.log))
        let cell = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        wash.addRect(cell)
        // One diagonal per cell: across cells they join into a hatch.
        hatch.move(to: Point(cell.minX, cell.maxY))
        hatch.line(to: Point(cell.maxX, cell.minY))
      }
    }
    canvas.fill(wash, color: Color(hex: 0xDDDDDD).withAlpha(0.72))
    canvas.stroke(hatch, style: StrokeStyle(color: Color(hex: 0x888888), width: 0.4))
  }

  /// Marching squares through the cell centres; ambiguous saddles are split by the centre value.
  func contourPath(level: Double, layout: AxesLayout) -> Path {
    var path = Path()
    for (a, b) in contourSegments(level: level, layout: layout) {
      path.move(to: a)
      path.line(to: b)
    }
    return path
  }

  /// The contour's pieces, one per grid square it crosses.
  func contourSegments(level: Double, layout: AxesLayout) -> [(Point, Point)] {
    var all: [(Point, Point)] = []
    let rows = min(values.count, yValues.count)
    guard rows > 1 else { return all }
    let cols = min(xValues.count, values.map(\.count).min() ?? 0)
    guard cols > 1 else { return all }
    func crossing(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Point {
      let f = (level - a.2) / (b.2 - a.2)
      return layout.point(a.0 + f * (b.0 - a.0), a.1 + f * (b.1 - a.1))
    }
    for r in 0..<(rows - 1) {
      for c in 0..<(cols - 1) {
        let bl = (xValues[c], yValues[r], values[r][c]), br = (xValues[c + 1], yValues[r], values[r][c + 1])
        let tl = (xValues[c], yValues[r + 1], values[r + 1][c]), tr = (xValues[c + 1], yValues[r + 1], values[r + 1][c + 1])
        guard bl.2.isFinite, br.2.isFinite, tl.2.isFinite, tr.2.isFinite else { continue }
        let code = (bl.2 >= level ? 1 : 0) | (br.2 >= level ? 2 : 0) | (tr.2 >= level ? 4 : 0) | (tl.2 >= level ? 8 : 0)
        if code == 0 || code == 15 { continue }
        let bottom = { crossing(bl, br) }, right = { crossing(br, tr) }, top = { crossing(tl, tr) }, left = { crossing(bl, tl) }
        var segments: [(Point, Point)] = []
        switch code {
        case 1, 14: segments = [(left(), bottom())]
        case 2, 13: segments = [(bottom(), right())]
        case 3, 12: segments = [(left(), right())]
        case 4, 11: segments = [(top(), right())]
        case 6, 9: segments = [(bottom(), top())]
        case 7, 8: segments = [(left(), top())]
        case 5, 10:
          let centreAbove = (bl.2 + br.2 + tl.2 + tr.2) / 4 >= level
          if (code == 5) == centreAbove {
            segments = [(left(), top()), (bottom(), right())]
          } else {
            segments = [(left(), bottom()), (top(), right())]
          }
        default: break
        }
        all += segments
      }
    }
    return all
  }

  /// Where a contour's label goes: on its most upright-free stretch near the plot's middle height,
  /// so it reads along the line rather than in a distant legend.
  static func labelPoint(_ segments: [(Point, Point)], in plot: Rect) -> Point? {
    let mids = segments.map { Point(($0.0.x + $0.1.x) / 2, ($0.0.y + $0.1.y) / 2) }
      .filter { plot.insetBy(dx: 24, dy: 10).contains($0) }
    return mids.min { abs($0.y - plot.midY) < abs($1.y - plot.midY) }
  }
}
