import Drawing

#if canImport(Glibc)
  import Glibc
#endif

public enum MarkerShape: Hashable, Sendable {
  case circle, square, diamond, triangle, cross, star

  /// The marker's outline centred on `c` with half-size `r`.
  public func path(at c: Point, size r: Double) -> Path {
    switch self {
    case .circle: return .circle(center: c, radius: r)
    case .square: return .rect(Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    case .diamond:
      var p = Path.polyline([Point(c.x, c.y - r * 1.25), Point(c.x + r * 1.25, c.y), Point(c.x, c.y + r * 1.25), Point(c.x - r * 1.25, c.y)])
      p.close()
      return p
    case .triangle:
      var p = Path.polyline([Point(c.x, c.y - r * 1.2), Point(c.x + r * 1.1, c.y + r * 0.8), Point(c.x - r * 1.1, c.y + r * 0.8)])
      p.close()
      return p
    case .star:
      // Five points, the inner radius 0.45 of the outer, the first point up.
      let points = (0..<10).map { k -> Point in
        let radius = k % 2 == 0 ? r * 1.3 : r * 0.58
        let angle = -Double.pi / 2 + Double(k) * Double.pi / 5
        return Point(c.x + radius * cos(angle), c.y + radius * sin(angle))
      }
      var p = Path.polyline(points)
      p.close()
      return p
    case .cross:
      var p = Path.line(from: Point(c.x - r, c.y - r), to: Point(c.x + r, c.y + r))
      p.add(.line(from: Point(c.x - r, c.y + r), to: Point(c.x + r, c.y - r)))
      return p
    }
  }
  /// The character a caption names the marker by.
  public var glyph: String {
    switch self {
    case .circle: return "●"
    case .square: return "■"
    case .diamond: return "◆"
    case .triangle: return "▲"
    case .cross: return "×"
    case .star: return "★"
    }
  }

  /// How far the drawn marker of half-size `r` reaches from its centre (the star's points, the
  /// diamond's corners, the outline's half width).
  public func reach(size r: Double) -> Double {
    switch self {
    case .star: return r * 1.3 + 0.3
    case .diamond: return r * 1.25 + 0.3
    case .triangle: return r * 1.2 + 0.3
    case .circle, .square, .cross: return r * (self == .square ? 1.42 : 1) + 0.6
    }
  }

  /// Drawn filled, or stroked for the cross.
  public func draw<C: Canvas>(at c: Point, size r: Double, color: Color, outline: Color? = .white, on canvas: inout C) {
    let path = self.path(at: c, size: r)
    if self == .cross {
      canvas.stroke(path, style: StrokeStyle(color: color, width: 1.2))
      return
    }
    canvas.fill(path, color: color)
    if let outline { canvas.stroke(path, style: StrokeStyle(color: outline, width: 0.6)) }
  }
}

/// One row of a legend.
public struct LegendEntry: Hashable, Sendable {
  public enum Symbol: Hashable, Sendable {
    case line(StrokeStyle)
    case marker(MarkerShape, Color)
    /// A marker filled and outlined as the plot draws it (a white ★ ringed in black).
    case outlinedMarker(MarkerShape, fill: Color, outline: Color)
    case swatch(Color)
  }
  public var label: String
  public var symbol: Symbol
  public init(_ label: String, _ symbol: Symbol) {
    self.label = label
    self.symbol = symbol
  }
}

/// A colour scale beside a chart: the map from `low` to `high` in the metric's unit, with
/// optional marks (contour thresholds) drawn across it.
public struct ColorBar: Hashable, Sendable {
  public var colormap: Colormap
  public var low: Double
  public var high: Double
  public var label: String
  public var unit: AxisUnit
  public var marks: [Double]
  public init(colormap: Colormap, low: Double, high: Double, label: String, unit: AxisUnit = .none, marks: [Double] = []) {
    self.colormap = colormap
    self.low = low
    self.high = high
    self.label = label
    self.unit = unit
    self.marks = marks
  }
}

/// What sits in the column right of the plot.
public struct ChartKey: Hashable, Sendable {
  public var colorBar: ColorBar?
  public var legend: [LegendEntry]
  public init(colorBar: ColorBar? = nil, legend: [LegendEntry] = []) {
    self.colorBar = colorBar
    self.legend = legend
  }
  public var isEmpty: Bool { colorBar == nil && legend.isEmpty }

  static let barWidth = 10.0

  /// Width the key needs.
  public func width<C: Canvas>(theme: ChartTheme, canvas: C) -> Double {
    var w = 0.0
    if let bar = colorBar {
      let t = Ticks(low: bar.low * bar.unit.factor, high: bar.high * bar.unit.factor, target: 5)
      let labels = t.values.map { canvas.measure(t.label($0), style: theme.tickLabel).width }.max() ?? 0
      w = Self.barWidth + 4 + labels + 6 + canvas.measure("M", style: theme.axisTitle).height
    }
    for e in legend { w = max(w, 22 + canvas.measure(e.label, style: theme.legend).width) }
    return w
  }

  /// Draws the key into `rect`: the legend on top, the colour bar below it filling the rest.
  public func draw<C: Canvas>(in rect: Rect, theme: ChartTheme, on canvas: inout C) {
    var top = rect.minY
    let row = canvas.measure("M", style: theme.legend).height + 2
    for e in legend {
      let mid = top + row / 2
      switch e.symbol {
      case .line(let style):
        canvas.stroke(.line(from: Point(rect.minX, mid), to: Point(rect.minX + 16, mid)), style: style)
      case .marker(let shape, let color):
        shape.draw(at: Point(rect.minX + 8, mid), size: 3, color: color, on: &canvas)
      case .outlinedMarker(let shape, let fill, let outline):
        shape.draw(at: Point(rect.minX + 8, mid), size: 3, color: fill, outline: outline, on: &canvas)
      case .swatch(let color):
        canvas.fill(Rect(x: rect.minX + 2, y: mid - 4, width: 12, height: 8), color: color)
      }
      canvas.drawText(e.label, at: Point(rect.minX + 20, mid), style: theme.legend, baseline: .middle)
      top += row
    }
    guard let bar = colorBar else { return }
    if !legend.isEmpty { top += 8 }
    let barRect = Rect(x: rect.minX, y: top + 4, width: Self.barWidth, height: max(20, rect.maxY - top - 8))
    // The bar as a one-pixel-wide image, 128 rows, high values at the top.
    let rows = 128
    var image = RasterImage(width: 1, height: rows)
    for r in 0..<rows { image[0, r] = bar.colormap.color(at: 1 - (Double(r) + 0.5) / Double(rows)) }
    canvas.draw(image, in: barRect, interpolation: .smooth)
    canvas.stroke(.rect(barRect), style: StrokeStyle(color: theme.axisInk, width: 0.5))
    let scale = LinearScale(domain: (bar.low, bar.high), range: (barRect.maxY, barRect.minY))
    let ticks = Ticks(low: bar.low * bar.unit.factor, high: bar.high * bar.unit.factor, target: 5)
    var tickPath = Path()
    var labelRight = barRect.maxX
    for v in ticks.values {
      let y = scale(v / bar.unit.factor)
      tickPath.move(to: Point(barRect.maxX, y))
      tickPath.line(to: Point(barRect.maxX + 3, y))
      let text = ticks.label(v)
      canvas.drawText(text, at: Point(barRect.maxX + 4, y), style: theme.tickLabel, baseline: .middle)
      labelRight = max(labelRight, barRect.maxX + 4 + canvas.measure(text, style: theme.tickLabel).width)
    }
    canvas.stroke(tickPath, style: StrokeStyle(color: theme.axisInk, width: 0.5))
    for m in bar.marks where m >= min(bar.low, bar.high) && m <= max(bar.low, bar.high) {
      let y = scale(m)
      canvas.stroke(.line(from: Point(barRect.minX - 2, y), to: Point(barRect.maxX + 2, y)),
                    style: StrokeStyle(color: .white, width: 2))
      canvas.stroke(.line(from: Point(barRect.minX - 2, y), to: Point(barRect.maxX + 2, y)),
                    style: StrokeStyle(color: .black, width: 0.9))
    }
    let title = bar.unit.title(bar.label)
    let h = canvas.measure(title, style: theme.axisTitle).height
    canvas.drawVerticalText(title, centeredAt: Point(min(rect.maxX - h / 2, labelRight + 4 + h / 2), barRect.midY), style: theme.axisTitle)
  }
}
