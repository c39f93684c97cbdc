/// A small bitmap in straight-alpha RGBA, 8 bits per channel, rows top to bottom. Heatmaps are
/// drawn as one such image with one pixel per cell.
public struct RasterImage: Hashable, Sendable {
  public let width: Int
  public let height: Int
  /// `width · height · 4` bytes.
  public var pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "RasterImage size mismatch")
    self.width = width
    self.height = height
    self.pixels = pixels
  }
  public init(width: Int, height: Int, fill: Color = .clear) {
    self.width = width
    self.height = height
    let c = RasterImage.bytes(fill)
    var px = [UInt8](repeating: 0, count: width * height * 4)
    for i in 0..<(width * height) {
      px[4 * i] = c.0; px[4 * i + 1] = c.1; px[4 * i + 2] = c.2; px[4 * i + 3] = c.3
    }
    self.pixels = px
  }
  public subscript(x: Int, y: Int) -> Color {
    get {
      let i = 4 * (y * width + x)
      return Color(
        red: Double(pixels[i]) / 255, green: Double(pixels[i + 1]) / 255,
        blue: Double(pixels[i + 2]) / 255, alpha: Double(pixels[i + 3]) / 255)
    }
    set {
      let i = 4 * (y * width + x)
      let c = RasterImage.bytes(newValue)
      pixels[i] = c.0; pixels[i + 1] = c.1; pixels[i + 2] = c.2; pixels[i + 3] = c.3
    }
  }
  static func bytes(_ c: Color) -> (UInt8, UInt8, UInt8, UInt8) {
    func b(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
    return (b(c.red), b(c.green), b(c.blue), b(c.alpha))
  }
}

/// How an image is resampled when scaled.
public enum ImageInterpolation: Sendable, Hashable {
  /// Hard pixel edges (heatmap cells).
  case nearest
  /// Smooth.
  case smooth
}
