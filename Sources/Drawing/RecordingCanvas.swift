/// A canvas that draws nothing and records every call, for layout tests without C libraries.
///
/// Text metrics are fixed and documented so tests can compute expected positions by hand:
/// every character advances `0.6 × size` (East Asian wide characters, U+1100 and above,
/// `1.0 × size`), a line box is `1.2 × size × lineSpacing` high and its baseline sits
/// `0.9 × size` below its top. Paragraphs wrap greedily at spaces.
public struct RecordingCanvas: Canvas {
  public enum Operation: Hashable, Sendable {
    case fill(Path, Color)
    case gradient(Path)
    case stroke(Path, StrokeStyle)
    case clip(Path)
    case image(width: Int, height: Int, rect: Rect)
    case shadow(Path, Color, blur: Double, offset: Size)
    case text(String, Point, TextStyle, TextBaseline)
    case paragraph(String, Point, width: Double)
    case link(Rect, String)
    case save, restore
    case beginGroup
    case endGroup(opacity: Double)
    case transform(AffineTransform)
  }

  /// One drawn mark: what it was and its bounding box in page coordinates (after transforms,
  /// cut to the bounding box of the clip).
  public struct Mark: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case fill, stroke, image, shadow, text }
    public var kind: Kind
    public var bounds: Rect
    /// The text for text marks, else empty.
    public var text: String
    /// The paint colour (first stop for gradients, black for images).
    public var color: Color
  }

  public let size: Size
  public private(set) var operations: [Operation] = []
  public private(set) var marks: [Mark] = []
  private var transform = AffineTransform.identity
  /// The clip's bounding box in page coordinates; nil for none.
  private var clipBounds: Rect?
  private var stack: [(AffineTransform, Rect?)] = []

  public init(size: Size) { self.size = size }

  /// Text marks only, in drawing order.
  public var texts: [Mark] { marks.filter { $0.kind == .text } }
  /// True when every mark lies inside `frame` (default: the page), allowing `tolerance`.
  public func allMarks(inside frame: Rect? = nil, tolerance: Double = 0.5) -> Bool {
    let f = frame ?? Rect(size: size)
    return marks.allSatisfy { f.contains($0.bounds, tolerance: tolerance) }
  }

  // MARK: Metrics

  public static func advance(of text: String, size: Double) -> Double {
    text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 1.0 : 0.6) } * size
  }
  public func measure(_ text: String, style: TextStyle) -> TextMetrics {
    TextMetrics(
      width: Self.advance(of: text, size: style.size), height: 1.2 * style.size * style.lineSpacing,
      ascent: 0.9 * style.size)
  }
  public func measure(_ paragraph: Paragraph, width: Double) -> ParagraphMetrics {
    let lines = Self.wrapLines(paragraph.plainText, size: paragraph.style.size, width: width)
    let lineHeight = 1.2 * paragraph.style.size * paragraph.style.lineSpacing
    let widest = lines.map { Self.advance(of: $0.text, size: paragraph.style.size) }.max() ?? 0
    return ParagraphMetrics(
      width: widest, height: Double(lines.count) * lineHeight,
      lineBottoms: (1...max(1, lines.count)).map { Double($0) * lineHeight }, lineStarts: lines.map(\.start))
  }
  /// Greedy wrapping at spaces and zero-width spaces (U+200B, as Pango does) with the fixed
  /// advance; explicit newlines always break.
  static func wrap(_ text: String, size: Double, width: Double) -> [String] {
    wrapLines(text, size: size, width: width).map(\.text)
  }
  /// `wrap` with where each line starts in `text`, in Unicode scalars (a line's first piece; the
  /// spaces it wrapped at end the line before, as in Pango).
  static func wrapLines(_ text: String, size: Double, width: Double) -> [(text: String, start: Int)] {
    var lines: [(text: String, start: Int)] = []
    var offset = 0  // scalars before the current piece
    for hard in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineStart = offset
      var lineWidth = 0.0
      for word in hard.split(separator: " ", omittingEmptySubsequences: false) {
        var piecesInWord = 0
        for piece in word.split(separator: "\u{200B}", omittingEmptySubsequences: false) {
          // The piece and the one scalar after it (U+200B, a space or the newline).
          defer { offset += piece.unicodeScalars.count + 1 }
          guard !piece.isEmpty else { continue }
          let glue = line.isEmpty || piecesInWord > 0 ? "" : " "
          piecesInWord += 1
          let added = advance(of: glue + piece, size: size)
          if !line.isEmpty && lineWidth + added > width {
            lines.append((line, lineStart))
            line = String(piece)
            lineStart = offset
            lineWidth = advance(of: line, size: size)
          } else {
            line += glue + piece
            lineWidth += added
          }
        }
      }
      lines.append((line, lineStart))
    }
    return lines
  }

  // MARK: Drawing

  public mutating func fill(_ path: Path, color: Color, rule: FillRule) {
    operations.append(.fill(path, color))
    mark(.fill, path.controlBounds, color: color)
  }
  public mutating func fill(_ path: Path, linearGradient stops: [(Double, Color)], from start: Point, to end: Point) {
    operations.append(.gradient(path))
    mark(.fill, path.controlBounds, color: stops.first?.1 ?? .clear)
  }
  public mutating func stroke(_ path: Path, style: StrokeStyle) {
    operations.append(.stroke(path, style))
    mark(.stroke, path.controlBounds?.insetBy(dx: -style.width / 2, dy: -style.width / 2), color: style.color)
  }
  public mutating func save() {
    operations.append(.save)
    stack.append((transform, clipBounds))
  }
  public mutating func restore() {
    operations.append(.restore)
    (transform, clipBounds) = stack.popLast() ?? (.identity, nil)
  }
  public mutating func clip(to path: Path) {
    operations.append(.clip(path))
    guard let b = path.controlBounds else { return }
    let page = transform.apply(b)
    clipBounds = clipBounds.map { Self.intersection($0, page) } ?? page
  }
  public mutating func beginGroup() {
    operations.append(.beginGroup)
    stack.append((transform, clipBounds))
  }
  public mutating func endGroup(opacity: Double) {
    operations.append(.endGroup(opacity: opacity))
    (transform, clipBounds) = stack.popLast() ?? (.identity, nil)
  }

  static func intersection(_ a: Rect, _ b: Rect) -> Rect {
    let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
    let x1 = max(x0, min(a.maxX, b.maxX)), y1 = max(y0, min(a.maxY, b.maxY))
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
  public mutating func concatenate(_ t: AffineTransform) {
    operations.append(.transform(t))
    transform = t.concatenating(transform)
  }
  public mutating func draw(_ image: RasterImage, in rect: Rect, interpolation: ImageInterpolation) {
    operations.append(.image(width: image.width, height: image.height, rect: rect))
    mark(.image, rect, color: .black)
  }
  public mutating func drawShadow(of path: Path, color: Color, blur: Double, offset: Size) {
    operations.append(.shadow(path, color, blur: blur, offset: offset))
    let spread = 3 * blur
    mark(.shadow, path.controlBounds?.offsetBy(dx: offset.width, dy: offset.height)
      .insetBy(dx: -spread, dy: -spread), color: color)
  }
  public mutating func drawText(_ text: String, at point: Point, style: TextStyle, baseline: TextBaseline) {
    operations.append(.text(text, point, style, baseline))
    let m = measure(text, style: style)
    var x = point.x
    switch style.alignment {
    case .center: x -= m.width / 2
    case .right: x -= m.width
    case .left, .justified: break
    }
    var y = point.y
    switch baseline {
    case .top: break
    case .middle: y -= m.height / 2
    case .alphabetic: y -= m.ascent
    case .bottom: y -= m.height
    }
    mark(.text, Rect(x: x, y: y, width: m.width, height: m.height), color: style.color, text: text)
  }
  @discardableResult
  public mutating func drawParagraph(_ paragraph: Paragraph, at origin: Point, width: Double) -> Double {
    operations.append(.paragraph(paragraph.plainText, origin, width: width))
    let m = measure(paragraph, width: width)
    mark(.text, Rect(x: origin.x, y: origin.y, width: m.width, height: m.height),
      color: paragraph.style.color, text: paragraph.plainText)
    return m.height
  }
  public mutating func addLink(_ rect: Rect, toPage page: Int, y: Double) {
    operations.append(.link(rect, "page=\(page)"))
  }
  public mutating func addLink(_ rect: Rect, uri: String) {
    operations.append(.link(rect, uri))
  }

  private mutating func mark(_ kind: Mark.Kind, _ bounds: Rect?, color: Color, text: String = "") {
    guard let bounds else { return }
    let page = transform.apply(bounds)
    marks.append(Mark(kind: kind, bounds: clipBounds.map { Self.intersection($0, page) } ?? page, text: text, color: color))
  }
}
