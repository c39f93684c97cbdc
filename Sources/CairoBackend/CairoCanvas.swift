import CCairo
import CPango
import Drawing

/// A `Canvas` that draws through one `cairo_t`: a PDF page or an image. Owns the Cairo context
/// and a Pango context set to 72 dpi with hint metrics off, so text sizes are points and
/// advances are unrounded.
public final class CairoCanvas: Canvas {
  public internal(set) var size: Size
  let cr: OpaquePointer
  var pango: OpaquePointer?
  var fonts: [TextStyleKey: OpaquePointer] = [:]
  /// Shadow mask pixels per device unit: 2 on PDF pages (144 ppi masks), 1 on images, whose
  /// device units are already pixels.
  let shadowRasterScale: Double

  /// Takes ownership of `context`.
  init(context: OpaquePointer, size: Size = .zero, shadowRasterScale: Double = 1) {
    self.cr = context
    self.size = size
    self.shadowRasterScale = shadowRasterScale
  }

  deinit {
    for desc in fonts.values { pango_font_description_free(desc) }
    if let pango { g_object_unref(UnsafeMutableRawPointer(pango)) }
    cairo_destroy(cr)
  }

  var status: cairo_status_t { cairo_status(cr) }

  // MARK: Paths and paint

  func setPath(_ path: Path) {
    cairo_new_path(cr)
    for e in path.elements {
      switch e {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .curve(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
      case .close: cairo_close_path(cr)
      }
    }
  }
  func setColor(_ c: Color) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }

  public func fill(_ path: Path, color: Color, rule: FillRule) {
    setPath(path)
    cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    setColor(color)
    cairo_fill(cr)
  }

  public func fill(_ path: Path, linearGradient stops: [(Double, Color)], from start: Point, to end: Point) {
    let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
    defer { cairo_pattern_destroy(pattern) }
    for (offset, c) in stops {
      cairo_pattern_add_color_stop_rgba(pattern, offset, c.red, c.green, c.blue, c.alpha)
    }
    setPath(path)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
  }

  public func stroke(_ path: Path, style: StrokeStyle) {
    setPath(path)
    setColor(style.color)
    cairo_set_line_width(cr, style.width)
    let cap: cairo_line_cap_t =
      switch style.cap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    let join: cairo_line_join_t =
      switch style.join {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_cap(cr, cap)
    cairo_set_line_join(cr, join)
    if style.dash.isEmpty {
      cairo_set_dash(cr, nil, 0, 0)
    } else {
      style.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
    }
    cairo_stroke(cr)
  }

  // MARK: State

  public func save() { cairo_save(cr) }
  public func restore() { cairo_restore(cr) }
  public func clip(to path: Path) {
    setPath(path)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
  }
  public func beginGroup() { cairo_push_group(cr) }
  public func endGroup(opacity: Double) {
    cairo_pop_group_to_source(cr)
    cairo_paint_with_alpha(cr, max(0, min(1, opacity)))
  }
  public func concatenate(_ t: AffineTransform) {
    var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_transform(cr, &m)
  }

  // MARK: Images

  public func draw(_ image: RasterImage, in rect: Rect, interpolation: ImageInterpolation) {
    guard let surface = Self.makeSurface(image) else { return }
    defer { cairo_surface_destroy(surface) }
    cairo_save(cr)
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(cr, rect.width / Double(image.width), rect.height / Double(image.height))
    cairo_set_source_surface(cr, surface, 0, 0)
    let pattern = cairo_get_source(cr)
    cairo_pattern_set_filter(pattern, interpolation == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// An ARGB32 (premultiplied, native-endian) surface holding `image`; RGB images without
  /// transparency become RGB24 so PDFs get no soft mask.
  static func makeSurface(_ image: RasterImage) -> OpaquePointer? {
    let opaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
    let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    guard let surface = cairo_image_surface_create(format, Int32(image.width), Int32(image.height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    data.withMemoryRebound(to: UInt8.self, capacity: stride * image.height) { base in
      image.pixels.withUnsafeBufferPointer { px in
        for y in 0..<image.height {
          let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
          for x in 0..<image.width {
            let i = 4 * (y * image.width + x)
            let a = UInt32(px[i + 3])
            func pm(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
            row[x] = a << 24 | pm(px[i]) << 16 | pm(px[i + 1]) << 8 | pm(px[i + 2])
          }
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  // Links: Cairo 1.16.0 (Debian 12) writes a broken cross-reference table as soon as a page has
  // a link tag (qpdf: "file is damaged", even for one URI link on a one-page file), so this
  // canvas keeps the protocol's no-op `addLink`. Outline entries are unaffected.
}

/// A plain decimal with three places, the number form Cairo's tag attribute parser reads.
func tagNumber(_ v: Double) -> String {
  let milli = Int((v * 1000).rounded())
  let sign = milli < 0 ? "-" : ""
  let m = abs(milli)
  let frac = String(m % 1000)
  return sign + String(m / 1000) + "." + String(repeating: "0", count: 3 - frac.count) + frac
}
