import CCairo
import Drawing

extension CairoCanvas {
  /// Soft shadow by rasterising the shape into an 8-bit alpha mask, blurring it with three box
  /// passes per axis (a close Gaussian approximation), and painting the colour through the mask.
  /// Cairo has no blur filter of its own.
  public func drawShadow(of path: Path, color: Color, blur sigma: Double, offset: Size) {
    guard let bounds = path.controlBounds, color.alpha > 0 else { return }
    if sigma < 0.05 {
      save()
      concatenate(.translation(offset.width, offset.height))
      fill(path, color: color, rule: .nonZero)
      restore()
      return
    }
    // Pixels per user unit: the current transform's scale times the raster density.
    var ux = 1.0, uy = 0.0, vx = 0.0, vy = 1.0
    cairo_user_to_device_distance(cr, &ux, &uy)
    cairo_user_to_device_distance(cr, &vx, &vy)
    let ctmScale = max((ux * ux + uy * uy).squareRoot(), (vx * vx + vy * vy).squareRoot())
    let s = max(0.25, min(8, shadowRasterScale * ctmScale))
    let pad = 3 * sigma
    // Sizes are checked as doubles first: an infinite blur or a huge shape draws no shadow
    // instead of trapping in the conversion to Int.
    let w = ((bounds.width + 2 * pad) * s).rounded(.up) + 1, h = ((bounds.height + 2 * pad) * s).rounded(.up) + 1
    guard w > 0, h > 0, w * h < 64_000_000, offset.width.isFinite, offset.height.isFinite, bounds.minX.isFinite, bounds.minY.isFinite
    else { return }
    let width = Int(w), height = Int(h)
    guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
      cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS
    else { return }
    defer { cairo_surface_destroy(mask) }

    let mcr = cairo_create(mask)!
    cairo_scale(mcr, s, s)
    cairo_translate(mcr, pad - bounds.minX, pad - bounds.minY)
    let inner = CairoCanvas(context: mcr)
    inner.fill(path, color: .black, rule: .nonZero)
    cairo_surface_flush(mask)

    let stride = Int(cairo_image_surface_get_stride(mask))
    let data = cairo_image_surface_get_data(mask)!
    GaussianBlur.blur(data, width: width, height: height, stride: stride, sigma: sigma * s)
    cairo_surface_mark_dirty(mask)

    cairo_save(cr)
    cairo_translate(cr, bounds.minX - pad + offset.width, bounds.minY - pad + offset.height)
    cairo_scale(cr, 1 / s, 1 / s)
    setColor(color)
    cairo_mask_surface(cr, mask, 0, 0)
    cairo_restore(cr)
  }
}

/// Gaussian blur of an 8-bit alpha image in place, by three box blurs per axis whose widths
/// follow the "boxes for Gauss" rule (Kovesi), zero outside the image.
enum GaussianBlur {
  static func boxRadii(sigma: Double, passes n: Int = 3) -> [Int] {
    let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
    var wl = Int(ideal.rounded(.down))
    if wl % 2 == 0 { wl -= 1 }
    wl = max(1, wl)
    let wu = wl + 2
    let mIdeal = (12 * sigma * sigma - Double(n * wl * wl) - Double(4 * n * wl) - Double(3 * n))
      / Double(-4 * wl - 4)
    let m = Int(mIdeal.rounded())
    return (0..<n).map { ($0 < m ? wl : wu) / 2 }
  }

  static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    let radii = boxRadii(sigma: sigma)
    let tmp = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height))
    defer { tmp.deallocate() }
    for r in radii where r > 0 {
      for y in 0..<height { boxLine(data + y * stride, count: width, step: 1, radius: r, tmp: tmp) }
      for x in 0..<width { boxLine(data + x, count: height, step: stride, radius: r, tmp: tmp) }
    }
  }

  /// One running-sum box pass of width 2r+1 along a line; samples outside count as zero.
  static func boxLine(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int,
                      tmp: UnsafeMutablePointer<UInt32>) {
    for i in 0..<count { tmp[i] = UInt32(p[i * step]) }
    let win = UInt32(2 * r + 1)
    var sum: UInt32 = 0
    for i in 0..<min(r, count) { sum &+= tmp[i] }
    for i in 0..<count {
      if i + r < count { sum &+= tmp[i + r] }
      p[i * step] = UInt8(truncatingIfNeeded: (sum &+ win / 2) / win)
      if i >= r { sum &-= tmp[i - r] }
    }
  }
}
