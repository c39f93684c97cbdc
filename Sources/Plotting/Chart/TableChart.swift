import Drawing

/// A table of numbers: a header row and body rows of pre-formatted text, numeric columns
/// right-aligned, light stripes on every other row.
public struct TableChart: Chart {
  public struct Column: Hashable, Sendable {
    public var title: String
    public var alignment: TextAlignment
    public init(_ title: String, alignment: TextAlignment = .right) {
      self.title = title
      self.alignment = alignment
    }
  }
  public var title: String
  public var columns: [Column]
  public var rows: [[String]]
  public var style: TextStyle
  public var theme: ChartTheme

  public init(title: String = "", columns: [Column], rows: [[String]], style: TextStyle = TextStyle(size: 8), theme: ChartTheme = .standard) {
    self.title = title
    self.columns = columns
    self.rows = rows
    self.style = style
    self.theme = theme
  }

  /// Column widths from the widest cell, scaled down to fit `width` if needed.
  func columnWidths<C: Canvas>(_ canvas: C, width: Double) -> [Double] {
    var widths = columns.map { canvas.measure($0.title, style: style.bolded()).width + 10 }
    for row in rows {
      for (i, cell) in row.enumerated() where i < widths.count {
        widths[i] = max(widths[i], canvas.measure(cell, style: style).width + 10)
      }
    }
    let total = widths.reduce(0, +)
    return total > width ? widths.map { $0 * width / total } : widths
  }

  /// The height the table takes when drawn `width` wide.
  public func height<C: Canvas>(_ canvas: C, width: Double) -> Double {
    let row = canvas.measure("M", style: style).height + 4
    let titleH = title.isEmpty ? 0 : canvas.measure(title, style: theme.title).height + 4
    return titleH + row * Double(rows.count + 1) + 2
  }

  public func draw<C: Canvas>(on canvas: inout C, in frame: Rect) {
    let widths = columnWidths(canvas, width: frame.width)
    let rowH = canvas.measure("M", style: style).height + 4
    var y = frame.minY
    if !title.isEmpty {
      canvas.drawText(title, at: Point(frame.minX, y), style: theme.title, baseline: .top)
      y += canvas.measure(title, style: theme.title).height + 4
    }
    let tableWidth = widths.reduce(0, +)
    canvas.save()
    canvas.clip(to: .rect(frame))
    func drawRow(_ cells: [String], at y: Double, style: TextStyle) {
      var x = frame.minX
      for (i, w) in widths.enumerated() {
        let text = i < cells.count ? cells[i] : ""
        let a = columns[i].alignment
        let anchor = a == .right ? x + w - 5 : (a == .center ? x + w / 2 : x + 5)
        canvas.drawText(text, at: Point(anchor, y + rowH / 2), style: style.aligned(a), baseline: .middle)
        x += w
      }
    }
    drawRow(columns.map(\.title), at: y, style: style.bolded())
    y += rowH
    canvas.stroke(.line(from: Point(frame.minX, y), to: Point(frame.minX + tableWidth, y)), style: StrokeStyle(color: theme.axisInk, width: 0.75))
    for (k, row) in rows.enumerated() {
      if y + rowH > frame.maxY + 0.5 { break }
      if k % 2 == 1 { canvas.fill(Rect(x: frame.minX, y: y, width: tableWidth, height: rowH), color: Color(hex: 0xF3F3F3)) }
      drawRow(row, at: y, style: style)
      y += rowH
    }
    canvas.stroke(.line(from: Point(frame.minX, y), to: Point(frame.minX + tableWidth, y)), style: StrokeStyle(color: theme.axisInk, width: 0.5))
    canvas.restore()
  }
}

/// A grid of charts with shared axis ranges, so panels compare at a glance.
public struct SmallMultiples: Chart {
  public var title: String
  public var columns: Int
  public var panels: [any AxesChart]
  public var shareX: Bool
  public var shareY: Bool
  public var theme: ChartTheme

  public init(title: String = "", columns: Int, panels: [any AxesChart], shareX: Bool = true, shareY: Bool = true, theme: ChartTheme = .standard) {
    self.title = title
    self.columns = max(1, columns)
    self.panels = panels
    self.shareX = shareX
    self.shareY = shareY
    self.theme = theme
  }

  /// The panels with their axis ranges set to the union of all panels' data (unless fixed).
  public var sharedPanels: [any AxesChart] {
    var xr: (Double, Double)?, yr: (Double, Double)?
    for p in panels {
      let b = p.dataBounds
      if let bx = b.x { xr = merge(xr, bx) }
      if let by = b.y { yr = merge(yr, by) }
    }
    // One domain for all, rounded in the first panel's unit.
    let xd = xr.flatMap { r in panels.first.map { $0.xAxis.domain(for: r) } }
    let yd = yr.flatMap { r in panels.first.map { $0.yAxis.domain(for: r) } }
    return panels.map { panel in
      var p = panel
      if shareX, p.xAxis.low == nil, p.xAxis.high == nil, let xd {
        p.xAxis.low = xd.0
        p.xAxis.high = xd.1
      }
      if shareY, p.yAxis.low == nil, p.yAxis.high == nil, let yd {
        p.yAxis.low = yd.0
        p.yAxis.high = yd.1
      }
      return p
    }
  }

  public func draw<C: Canvas>(on canvas: inout C, in frame: Rect) {
    var top = frame.minY
    if !title.isEmpty {
      canvas.drawText(title, at: Point(frame.minX, top), style: theme.title, baseline: .top)
      top += canvas.measure(title, style: theme.title).height + 6
    }
    let shared = sharedPanels
    let rows = (shared.count + columns - 1) / columns
    guard rows > 0 else { return }
    let gap = 10.0
    let w = (frame.width - gap * Double(columns - 1)) / Double(columns)
    let h = (frame.maxY - top - gap * Double(rows - 1)) / Double(rows)
    for (i, panel) in shared.enumerated() {
      let r = i / columns, c = i % columns
      panel.draw(on: &canvas, in: Rect(x: frame.minX + Double(c) * (w + gap), y: top + Double(r) * (h + gap), width: w, height: h))
    }
  }
}
