import CCairo
import Drawing

/// Renders drawings to bitmaps and PNG files in memory.
public enum ImageRenderer {
  /// Draws into a `size`-point image at `scale` pixels per point and returns the pixels
  /// (straight-alpha RGBA). `background` nil leaves the image transparent.
  public static func pixels(
    size: Size, scale: Double = 2, background: Color? = .white, _ draw: (inout CairoCanvas) -> Void
  ) throws(CairoError) -> RasterImage {
    let surface = try render(size: size, scale: scale, background: background, draw)
    defer { cairo_surface_destroy(surface) }
    return rgba(surface)
  }

  /// Draws into a `size`-point image at `scale` pixels per point and returns PNG bytes.
  public static func png(
    size: Size, scale: Double = 2, background: Color? = .white, _ draw: (inout CairoCanvas) -> Void
  ) throws(CairoError) -> [UInt8] {
    let surface = try render(size: size, scale: scale, background: background, draw)
    defer { cairo_surface_destroy(surface) }
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    let box = Unmanaged.passRetained(sink)
    defer { box.release() }
    let status = cairo_surface_write_to_png_stream(surface, { context, data, length in
      Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue()
        .bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      return CAIRO_STATUS_SUCCESS
    }, box.toOpaque())
    try check(status)
    return sink.bytes
  }

  /// Reads PNG bytes (a screenshot, a figure) into straight-alpha RGBA pixels.
  public static func pixels(png bytes: [UInt8]) throws(CairoError) -> RasterImage {
    final class Source {
      let bytes: [UInt8]
      var offset = 0
      init(_ bytes: [UInt8]) { self.bytes = bytes }
    }
    let source = Unmanaged.passRetained(Source(bytes))
    defer { source.release() }
    let surface = cairo_image_surface_create_from_png_stream({ context, data, length in
      let s = Unmanaged<Source>.fromOpaque(context!).takeUnretainedValue()
      let n = Int(length)
      guard s.offset + n <= s.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
      s.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + s.offset, count: n) }
      s.offset += n
      return CAIRO_STATUS_SUCCESS
    }, source.toOpaque())!
    defer { cairo_surface_destroy(surface) }
    if let error = CairoError(cairo_surface_status(surface)) { throw error }
    // A PNG without alpha reads as RGB24, whose unused byte is not an alpha of 255.
    return rgba(surface, opaque: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24)
  }

  static func render(
    size: Size, scale: Double, background: Color?, _ draw: (inout CairoCanvas) -> Void
  ) throws(CairoError) -> OpaquePointer {
    let w = Int32(max(1, (size.width * scale).rounded(.up)))
    let h = Int32(max(1, (size.height * scale).rounded(.up)))
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
    if let error = CairoError(cairo_surface_status(surface)) {
      cairo_surface_destroy(surface)
      throw error
    }
    var canvas = CairoCanvas(context: cairo_create(surface), size: size, shadowRasterScale: 1)
    if let background {
      canvas.setColor(background)
      cairo_paint(canvas.cr)
    }
    cairo_scale(canvas.cr, scale, scale)
    draw(&canvas)
    let status = canvas.status
    cairo_surface_flush(surface)
    if let error = CairoError(status) {
      cairo_surface_destroy(surface)
      throw error
    }
    return surface
  }

  /// Un-premultiplies Cairo's native-endian ARGB32 into RGBA bytes.
  static func rgba(_ surface: OpaquePointer, opaque: Bool = false) -> RasterImage {
    let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
    var px = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
      let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<w {
        let v = row[x]
        let a = opaque ? 255 : v >> 24
        let i = 4 * (y * w + x)
        func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
        px[i] = un((v >> 16) & 0xFF)
        px[i + 1] = un((v >> 8) & 0xFF)
        px[i + 2] = un(v & 0xFF)
        px[i + 3] = UInt8(a)
      }
    }
    return RasterImage(width: w, height: h, pixels: px)
  }
}
