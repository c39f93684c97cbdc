/// Where charts, snapshots and report pages are drawn. Coordinates are points with y down and
/// the origin at the top-left of the page (or image). The Cairo backend draws to PDF and PNG;
/// `RecordingCanvas` logs the calls for tests.
///
/// State (transform, clip) is scoped by `save()`/`restore()` pairs, as in Cairo and
/// Core Graphics.
public protocol Canvas {
  /// The page or image size in points.
  var size: Size { get }

  mutating func fill(_ path: Path, color: Color, rule: FillRule)
  /// Fills with a linear gradient from `start` (first stop) to `end` (last stop); `stops` are
  /// (offset 0...1, colour) pairs.
  mutating func fill(_ path: Path, linearGradient stops: [(Double, Color)], from start: Point, to end: Point)
  mutating func stroke(_ path: Path, style: StrokeStyle)

  mutating func save()
  mutating func restore()
  /// Intersects the clip with `path`.
  mutating func clip(to path: Path)
  /// Applies `transform` before the current transform (later drawing is mapped by it first).
  mutating func concatenate(_ transform: AffineTransform)

  /// Starts drawing into an offscreen group, composited by the matching `endGroup(opacity:)`:
  /// how a layer's opacity applies to the layer and its shadow together.
  mutating func beginGroup()
  mutating func endGroup(opacity: Double)

  /// Draws `image` stretched over `rect`.
  mutating func draw(_ image: RasterImage, in rect: Rect, interpolation: ImageInterpolation)
  /// Paints the soft shadow of `path`'s shape: the shape filled with `color`, blurred by a
  /// Gaussian of standard deviation `blur` points, shifted by `offset`. The shape itself is
  /// not painted.
  mutating func drawShadow(of path: Path, color: Color, blur: Double, offset: Size)

  /// Draws one line of text with the anchor at `point`: `style.alignment` picks left, centre or
  /// right, `baseline` the vertical reference.
  mutating func drawText(_ text: String, at point: Point, style: TextStyle, baseline: TextBaseline)
  /// Draws a wrapped paragraph with its top-left at `origin`, `width` wide; returns its height.
  @discardableResult
  mutating func drawParagraph(_ paragraph: Paragraph, at origin: Point, width: Double) -> Double

  /// The size of one line of text in `style`.
  func measure(_ text: String, style: TextStyle) -> TextMetrics
  /// The size of a paragraph wrapped to `width`.
  func measure(_ paragraph: Paragraph, width: Double) -> ParagraphMetrics

  /// Makes `rect` a link to a position on another page of the same document (1-based page,
  /// `y` in points from the top). Canvases without links ignore it.
  mutating func addLink(_ rect: Rect, toPage page: Int, y: Double)
  /// Makes `rect` a link to an outside address. Canvases without links ignore it.
  mutating func addLink(_ rect: Rect, uri: String)
}

extension Canvas {
  public mutating func fill(_ path: Path, color: Color) { fill(path, color: color, rule: .nonZero) }
  public mutating func fill(_ rect: Rect, color: Color) { fill(.rect(rect), color: color, rule: .nonZero) }
  public mutating func stroke(_ path: Path, color: Color, width: Double = 1) {
    stroke(path, style: StrokeStyle(color: color, width: width))
  }
  public mutating func drawText(_ text: String, at point: Point, style: TextStyle) {
    drawText(text, at: point, style: style, baseline: .alphabetic)
  }
  public mutating func draw(_ image: RasterImage, in rect: Rect) {
    draw(image, in: rect, interpolation: .nearest)
  }
  public mutating func addLink(_ rect: Rect, toPage page: Int, y: Double) {}
  public mutating func addLink(_ rect: Rect, uri: String) {}

  /// Runs `body` between `save()` and `restore()`.
  public mutating func withSavedState<R>(_ body: (inout Self) throws -> R) rethrows -> R {
    save()
    defer { restore() }
    return try body(&self)
  }
  /// Draws text rotated by -90° (reading upwards), centred on `point`: y-axis titles.
  public mutating func drawVerticalText(_ text: String, centeredAt point: Point, style: TextStyle) {
    // A place that is not a number has no rotation about it (the matrix would not be invertible).
    guard point.x.isFinite && point.y.isFinite else { return }
    save()
    concatenate(AffineTransform.rotation(-Double.pi / 2).concatenating(.translation(point.x, point.y)))
    drawText(text, at: .zero, style: style.aligned(.center), baseline: .middle)
    restore()
  }
}
