import Drawing
import Layout
import Plotting
import ReportModel
import TextFormats

/// A `Canvas` that writes inline SVG, so the twin draws a chart with the very code that draws it
/// in the PDF: same series, colours, marks, axes and titles. Text is measured with
/// `RecordingCanvas`'s fixed metrics (0.6 em a character) and placed by its anchor, so a browser's
/// font moves a label's far end, not its anchor. Every number is written as a number and every text
/// escaped. Not drawn: raster images (no chart the twin draws this way has one) and links.
struct SVGCanvas: Canvas {
  let size: Size
  private(set) var body = ""
  /// Clip paths and blur filters, referenced by id from the body.
  private var definitions = ""
  private var nextID = 0
  /// How many `<g>` each `save()` has opened since, innermost last.
  private var opened: [Int] = [0]
  /// Where each open transparency group starts in `body`, so its opacity can be written on it.
  private var groups: [String.Index] = []
  private let metrics: RecordingCanvas
  /// Prefix of every id, so several SVGs on one page never share one.
  let idPrefix: String

  init(size: Size, idPrefix: String) {
    self.size = size
    self.idPrefix = idPrefix
    metrics = RecordingCanvas(size: size)
  }

  /// The whole `<svg>`: drawn at `size` in points, scaled to the page's width by the style sheet.
  func svg(label: String, attributes: String = "") -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.fmt(size.width)) \(Self.fmt(size.height))\" role=\"img\" aria-label=\"\(MarkupText.escaped(label))\"\(attributes)>"
      + "<title>\(MarkupText.escaped(label))</title>" + (definitions.isEmpty ? "" : "<defs>\(definitions)</defs>") + body
      + String(repeating: "</g>", count: opened.reduce(0, +)) + "</svg>"
  }

  static func fmt(_ x: Double) -> String { x.isFinite ? JSONValue.format((x * 100).rounded() / 100) : "0" }

  static func color(_ c: Color) -> String { RolePalette.hex(c) }

  static func data(_ path: Path) -> String {
    path.elements.map { e in
      switch e {
      case .move(let p): "M\(fmt(p.x)),\(fmt(p.y))"
      case .line(let p): "L\(fmt(p.x)),\(fmt(p.y))"
      case .curve(let a, let b, let p): "C\(fmt(a.x)),\(fmt(a.y)) \(fmt(b.x)),\(fmt(b.y)) \(fmt(p.x)),\(fmt(p.y))"
      case .close: "Z"
      }
    }.joined()
  }

  /// `name="#RRGGBB"` and, for a translucent colour, its opacity.
  static func paint(_ name: String, _ c: Color) -> String {
    "\(name)=\"\(color(c))\"" + (c.alpha < 1 ? " \(name)-opacity=\"\(fmt(max(0, c.alpha)))\"" : "")
  }

  private mutating func id(_ kind: String) -> String {
    nextID += 1
    return "\(idPrefix)-\(kind)\(nextID)"
  }

  private mutating func open(_ attributes: String) {
    body += "<g \(attributes)>"
    opened[opened.count - 1] += 1
  }

  mutating func fill(_ path: Path, color: Color, rule: FillRule) {
    guard !path.elements.isEmpty else { return }
    body += "<path d=\"\(Self.data(path))\" \(Self.paint("fill", color))\(rule == .evenOdd ? " fill-rule=\"evenodd\"" : "")/>"
  }

  mutating func fill(_ path: Path, linearGradient stops: [(Double, Color)], from start: Point, to end: Point) {
    guard !path.elements.isEmpty else { return }
    let gradient = id("g")
    definitions += "<linearGradient id=\"\(gradient)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(Self.fmt(start.x))\" y1=\"\(Self.fmt(start.y))\" "
      + "x2=\"\(Self.fmt(end.x))\" y2=\"\(Self.fmt(end.y))\">"
      + stops.map { "<stop offset=\"\(Self.fmt($0.0))\" stop-color=\"\(Self.color($0.1))\" stop-opacity=\"\(Self.fmt($0.1.alpha))\"/>" }.joined()
      + "</linearGradient>"
    body += "<path d=\"\(Self.data(path))\" fill=\"url(#\(gradient))\"/>"
  }

  mutating func stroke(_ path: Path, style: StrokeStyle) {
    guard !path.elements.isEmpty else { return }
    var out = "<path d=\"\(Self.data(path))\" fill=\"none\" \(Self.paint("stroke", style.color)) stroke-width=\"\(Self.fmt(style.width))\""
    if !style.dash.isEmpty {
      out += " stroke-dasharray=\"\(style.dash.map(Self.fmt).joined(separator: " "))\""
      if style.dashPhase != 0 { out += " stroke-dashoffset=\"\(Self.fmt(style.dashPhase))\"" }
    }
    switch style.cap {
    case .butt: break
    case .round: out += " stroke-linecap=\"round\""
    case .square: out += " stroke-linecap=\"square\""
    }
    switch style.join {
    case .miter: break
    case .round: out += " stroke-linejoin=\"round\""
    case .bevel: out += " stroke-linejoin=\"bevel\""
    }
    body += out + "/>"
  }

  mutating func save() { opened.append(0) }

  mutating func restore() {
    guard opened.count > 1 else { return }
    body += String(repeating: "</g>", count: opened.removeLast())
  }

  mutating func clip(to path: Path) {
    let clip = id("c")
    definitions += "<clipPath id=\"\(clip)\"><path d=\"\(Self.data(path))\"/></clipPath>"
    open("clip-path=\"url(#\(clip))\"")
  }

  mutating func concatenate(_ t: AffineTransform) {
    open("transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.fmt).joined(separator: " ")))\"")
  }

  mutating func beginGroup() {
    save()
    groups.append(body.endIndex)
  }

  mutating func endGroup(opacity: Double) {
    guard let start = groups.popLast() else { return }
    restore()
    body.insert(contentsOf: "<g opacity=\"\(Self.fmt(min(1, max(0, opacity))))\">", at: start)
    body += "</g>"
  }

  mutating func draw(_ image: RasterImage, in rect: Rect, interpolation: ImageInterpolation) {}

  mutating func drawShadow(of path: Path, color: Color, blur: Double, offset: Size) {
    guard !path.elements.isEmpty else { return }
    let filter = id("s")
    definitions += "<filter id=\"\(filter)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(Self.fmt(blur))\"/></filter>"
    body += "<path d=\"\(Self.data(path))\" \(Self.paint("fill", color)) filter=\"url(#\(filter))\" "
      + "transform=\"translate(\(Self.fmt(offset.width)) \(Self.fmt(offset.height)))\"/>"
  }

  mutating func drawText(_ text: String, at point: Point, style: TextStyle, baseline: TextBaseline) {
    // The baseline from RecordingCanvas's box (ascent 0.9 em, line 1.2 em), as its layout assumed.
    let m = metrics.measure(text, style: style)
    let y: Double
    switch baseline {
    case .top: y = point.y + m.ascent
    case .middle: y = point.y - m.height / 2 + m.ascent
    case .alphabetic: y = point.y
    case .bottom: y = point.y - m.height + m.ascent
    }
    let anchor = style.alignment == .center ? " text-anchor=\"middle\"" : style.alignment == .right ? " text-anchor=\"end\"" : ""
    body += "<text x=\"\(Self.fmt(point.x))\" y=\"\(Self.fmt(y))\"\(anchor)\(Self.font(style))>\(MarkupText.escaped(text))</text>"
  }

  /// Font attributes of a style; the families the PDF uses, then the browser's sans-serif.
  static func font(_ style: TextStyle, color: Color? = nil) -> String {
    var out = " font-family=\"\(MarkupText.escaped(style.family)), \(style.isMonospaced ? "monospace" : "sans-serif")\" font-size=\"\(fmt(style.size))\""
    if style.bold { out += " font-weight=\"bold\"" }
    if style.italic { out += " font-style=\"italic\"" }
    return out + " " + paint("fill", color ?? style.color)
  }

  mutating func drawParagraph(_ paragraph: Paragraph, at origin: Point, width: Double) -> Double {
    let m = metrics.measure(paragraph, width: width)
    let scalars = Array(paragraph.plainText.unicodeScalars)
    let lineHeight = 1.2 * paragraph.style.size * paragraph.style.lineSpacing
    for (n, start) in m.lineStarts.enumerated() {
      let end = n + 1 < m.lineStarts.count ? m.lineStarts[n + 1] : scalars.count
      var line = String(String.UnicodeScalarView(scalars[min(start, scalars.count)..<min(end, scalars.count)]))
      while line.last == " " || line.last == "\n" { line.removeLast() }
      let y = origin.y + Double(n) * lineHeight + 0.9 * paragraph.style.size
      body += "<text x=\"\(Self.fmt(origin.x))\" y=\"\(Self.fmt(y))\"\(Self.font(paragraph.style))>\(MarkupText.escaped(line))</text>"
    }
    return m.height
  }

  func measure(_ text: String, style: TextStyle) -> TextMetrics { metrics.measure(text, style: style) }
  func measure(_ paragraph: Paragraph, width: Double) -> ParagraphMetrics { metrics.measure(paragraph, width: width) }
}

extension SVGCanvas {
  /// A figure as inline SVG, drawn at the PDF's column width (`ReportTheme.content`) and scaled
  /// to the page by the style sheet; `id` prefixes its inner ids.
  static func svg(_ drawing: some FigureDrawing, id: String, label: String) -> String {
    let width = ReportTheme().content.width
    let size = Size(width: width, height: width / max(0.1, drawing.aspectRatio))
    var canvas = SVGCanvas(size: size, idPrefix: id)
    drawing.draw(on: &canvas, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
    return canvas.svg(label: label, attributes: " class=\"chart\"")
  }
}
