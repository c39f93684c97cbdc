import Drawing

/// One polyline of a line chart, with optional markers on it.
public struct LineSeries: Hashable, Sendable {
  public struct Marker: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var shape: MarkerShape
    public init(x: Double, y: Double, shape: MarkerShape) {
      self.x = x
      self.y = y
      self.shape = shape
    }
  }
  public var x: [Double]
  public var y: [Double]
  public var style: StrokeStyle
  /// Shown in the legend when non-empty.
  public var label: String
  public var markers: [Marker]
  /// Draw a marker at every data point (metric-vs-parameter series).
  public var pointMarker: MarkerShape?

  public init(x: [Double], y: [Double], style: StrokeStyle, label: String = "", markers: [Marker] = [], pointMarker: MarkerShape? = nil) {
    self.x = x
    self.y = y
    self.style = style
    self.label = label
    self.markers = markers
    self.pointMarker = pointMarker
  }
}

/// A shaded horizontal band (the rest band around the target).
public struct Band: Hashable, Sendable {
  public var low: Double
  public var high: Double
  public var color: Color
  public var label: String
  public init(low: Double, high: Double, color: Color, label: String = "") {
    self.low = low
    self.high = high
    self.color = color
    self.label = label
  }
}

/// A straight reference line across the plot at a fixed x or y.
public struct ReferenceLine: Hashable, Sendable {
  public enum Orientation: Hashable, Sendable { case horizontal, vertical }
  public var orientation: Orientation
  public var value: Double
  public var style: StrokeStyle
  /// Written at the line's end inside the plot.
  public var label: String
  public init(_ orientation: Orientation, at value: Double, style: StrokeStyle, label: String = "") {
    self.orientation = orientation
    self.value = value
    self.style = style
    self.label = label
  }
}

/// Lines against a shared x axis: curve families, metric-against-parameter series.
public struct LineChart: AxesChart {
  public var title: String
  public var subtitle: String
  public var xAxis: Axis
  public var yAxis: Axis
  public var series: [LineSeries]
  public var bands: [Band]
  public var referenceLines: [ReferenceLine]
  /// Frame rate whose frame times are ticked along the top edge.
  public var frameRate: Double?
  public var key: ChartKey
  /// Width kept for the key; nil sizes it to the key's content. Charts stacked in a column set
  /// the same width so their plots line up.
  public var keyWidth: Double?
  /// false leaves the key out (the caller draws the legend elsewhere).
  public var drawsKey = true
  /// Labels each series at its line's end, in its colour, instead of in a legend.
  public var directLabels = false
  /// Keeps every mark whole inside the plot: the axes' ends are inset from the plot's edges by
  /// the largest mark's reach (`markInset`), so a point at the first or last x or at an axis
  /// limit is not cut in half by the plot's edge.
  public var keepsMarksInside = false
  public var theme: ChartTheme

  public init(
    title: String = "", subtitle: String = "", xAxis: Axis, yAxis: Axis, series: [LineSeries] = [],
    bands: [Band] = [], referenceLines: [ReferenceLine] = [], frameRate: Double? = nil, key: ChartKey = ChartKey(),
    theme: ChartTheme = .standard
  ) {
    self.title = title
    self.subtitle = subtitle
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.series = series
    self.bands = bands
    self.referenceLines = referenceLines
    self.frameRate = frameRate
    self.key = key
    self.theme = theme
  }

  /// Where the plot, scales and key go in `frame`.
  public func layout<C: Canvas>(in frame: Rect, canvas: C) -> AxesLayout {
    let fullKey = ChartKey(colorBar: key.colorBar, legend: legendEntries)
    let bounds = dataBounds
    var width = drawsKey ? keyWidth ?? (fullKey.isEmpty ? 0 : fullKey.width(theme: theme, canvas: canvas)) : 0
    if directLabels {
      width = max(width, (shownSeries.filter { !$0.label.isEmpty }.map { canvas.measure($0.label, style: theme.legend).width }.max() ?? 0) + 8)
    }
    return AxesLayout(
      frame: frame, title: title, subtitle: subtitle, xAxis: xAxis, yAxis: yAxis, xData: bounds.x, yData: bounds.y,
      keyWidth: width, theme: theme, inset: keepsMarksInside ? markInset : 0, canvas: canvas)
  }

  /// Each labelled series' name beside its last point, nudged apart so none overlaps another.
  func drawDirectLabels<C: Canvas>(layout: AxesLayout, on canvas: inout C) {
    var labels: [(y: Double, text: String, color: Color)] = []
    for s in shownSeries where !s.label.isEmpty {
      guard let i = (0..<min(s.x.count, s.y.count)).last(where: { s.x[$0].isFinite && s.y[$0].isFinite }) else { continue }
      labels.append((layout.y(s.y[i]), s.label, s.style.color))
    }
    labels.sort { $0.y < $1.y }
    let height = canvas.measure("M", style: theme.legend).height + 1
    var lastBottom = -Double.infinity
    for label in labels {
      let y = max(label.y, lastBottom + height / 2 + height / 2)
      lastBottom = y
      canvas.drawText(label.text, at: Point(layout.plot.maxX + 6, y), style: theme.legend.colored(label.color), baseline: .middle)
    }
  }

  public var dataBounds: (x: (Double, Double)?, y: (Double, Double)?) {
    let xs = finiteRange(series.lazy.flatMap(\.x))
    var ys = finiteRange(series.lazy.flatMap(\.y))
    for b in bands { ys = merge(ys, (b.low, b.high)) }
    for r in referenceLines where r.orientation == .horizontal { ys = merge(ys, (r.value, r.value)) }
    return (xs, ys)
  }

  /// The series as drawn: labelled series that draw the same line (same points, no markers of
  /// their own) become one, labelled "scale x = scale y", in the first one's style.
  public var shownSeries: [LineSeries] {
    var shown: [LineSeries] = []
    var names: [[String]] = []
    for s in series {
      if !s.label.isEmpty, s.markers.isEmpty, s.pointMarker == nil,
        let i = shown.firstIndex(where: { !$0.label.isEmpty && $0.markers.isEmpty && $0.pointMarker == nil && Self.sameLine($0, s) })
      {
        names[i].append(s.label)
        shown[i].label = Self.mergedLabel(names[i])
      } else {
        shown.append(s)
        names.append([s.label])
      }
    }
    return shown
  }

  /// "scale x = scale y"; otherwise names that share a first word say it once:
  /// "shadow radius, offset x, offset y = ripple opacity".
  static func mergedLabel(_ labels: [String]) -> String {
    guard labels.count > 2 else { return labels.joined(separator: " = ") }
    var order: [String] = []
    var rests: [String: [String]] = [:]
    for label in labels {
      let parts = label.split(separator: " ", maxSplits: 1).map(String.init)
      let head = parts.count == 2 ? parts[0] : label
      if rests[head] == nil { order.append(head) }
      rests[head, default: []].append(parts.count == 2 ? parts[1] : "")
    }
    return order.map { head in
      let r = rests[head]!
      return r.count == 1 ? (r[0].isEmpty ? head : "\(head) \(r[0])") : "\(head) " + r.joined(separator: ", ")
    }.joined(separator: " = ")
  }

  /// The same points to a billionth of the plot's range: lines no one could tell apart.
  static func sameLine(_ a: LineSeries, _ b: LineSeries) -> Bool {
    guard a.x == b.x, a.y.count == b.y.count else { return false }
    let span = max(1e-300, (a.y.max() ?? 0) - (a.y.min() ?? 0), (b.y.max() ?? 0) - (b.y.min() ?? 0))
    return zip(a.y, b.y).allSatisfy { abs($0 - $1) <= 1e-9 * span || ($0.isNaN && $1.isNaN) }
  }

  /// The legend entries the series' labels ask for, followed by the key's own.
  public var legendEntries: [LegendEntry] {
    var out: [LegendEntry] = []
    for s in shownSeries where !s.label.isEmpty && !directLabels {
      out.append(LegendEntry(s.label, s.pointMarker.map { .marker($0, s.style.color) } ?? .line(s.style)))
    }
    for b in bands where !b.label.isEmpty { out.append(LegendEntry(b.label, .swatch(b.color))) }
    return out + key.legend
  }

  public func draw<C: Canvas>(on canvas: inout C, in frame: Rect) {
    let fullKey = ChartKey(colorBar: key.colorBar, legend: legendEntries)
    let layout = self.layout(in: frame, canvas: canvas)
    layout.drawBackground(on: &canvas)
    layout.clipped(&canvas) { canvas in
      var placedLabels: [Rect] = []
      for b in bands {
        let y0 = layout.y(b.low), y1 = layout.y(b.high)
        canvas.fill(Rect(x: layout.plot.minX, y: min(y0, y1), width: layout.plot.width, height: abs(y1 - y0)), color: b.color)
      }
      for r in referenceLines {
        switch r.orientation {
        case .horizontal:
          let y = layout.y(r.value)
          canvas.stroke(.line(from: Point(layout.plot.minX, y), to: Point(layout.plot.maxX, y)), style: r.style)
          if !r.label.isEmpty {
            canvas.drawText(r.label, at: Point(layout.plot.maxX - 3, y - 1.5), style: theme.note.aligned(.right), baseline: .bottom)
          }
        case .vertical:
          let x = layout.x(r.value)
          canvas.stroke(.line(from: Point(x, layout.plot.minY), to: Point(x, layout.plot.maxY)), style: r.style)
          if !r.label.isEmpty {
            // Labels sit at the foot of their line, stacked upwards when they would overlap.
            let m = canvas.measure(r.label, style: theme.note)
            var box = Rect(x: x + 3, y: layout.plot.maxY - 3 - m.height, width: m.width, height: m.height)
            while placedLabels.contains(where: { $0.intersects(box) }) && box.minY > layout.plot.minY + m.height {
              box = box.offsetBy(dx: 0, dy: -(m.height + 1))
            }
            placedLabels.append(box)
            canvas.drawText(r.label, at: box.origin, style: theme.note, baseline: .top)
          }
        }
      }
      for s in shownSeries {
        // Runs of finite points become simplified subpaths; NaN breaks the line.
        var path = Path()
        var run: [Point] = []
        func flush() {
          let points = Polyline.simplified(run)
          if points.count == 1 { path.move(to: points[0]); path.line(to: points[0]) }
          else if points.count > 1 { path.add(.polyline(points)) }
          run.removeAll(keepingCapacity: true)
        }
        for i in 0..<min(s.x.count, s.y.count) {
          guard s.x[i].isFinite, s.y[i].isFinite else { flush(); continue }
          run.append(layout.point(s.x[i], s.y[i]))
        }
        flush()
        canvas.stroke(path, style: s.style)
        if let shape = s.pointMarker {
          for i in 0..<min(s.x.count, s.y.count) where s.x[i].isFinite && s.y[i].isFinite {
            shape.draw(at: layout.point(s.x[i], s.y[i]), size: Self.pointMarkerSize, color: s.style.color, on: &canvas)
          }
        }
      }
    }
    // Marks are drawn unclipped so one on the plot's edge (a peak at the top) shows whole;
    // marks off the plot are left out.
    for s in shownSeries {
      for m in s.markers where m.x.isFinite && m.y.isFinite {
        let p = layout.point(m.x, m.y)
        guard layout.plot.insetBy(dx: -0.5, dy: -0.5).contains(p) else { continue }
        m.shape.draw(at: p, size: Self.markerSize, color: s.style.color, outline: .black.withAlpha(0.7), on: &canvas)
      }
    }
    if let fps = frameRate { layout.drawFrameGrid(fps: fps, on: &canvas) }
    if !shownSeries.isEmpty, !shownSeries.contains(where: { s in zip(s.x, s.y).contains { $0.isFinite && $1.isFinite } }) { layout.drawNoData(on: &canvas) }
    layout.drawForeground(on: &canvas)
    if drawsKey && !fullKey.isEmpty { fullKey.draw(in: layout.key, theme: theme, on: &canvas) }
    if directLabels { drawDirectLabels(layout: layout, on: &canvas) }
  }
}

func merge(_ a: (Double, Double)?, _ b: (Double, Double)) -> (Double, Double) {
  guard let a else { return b }
  return (min(a.0, b.0), max(a.1, b.1))
}
