/// A frame as gray levels (0 black … 255 white), row by row, as a decoder hands it over.
public struct GrayFrame: Sendable {
  public var width: Int
  public var height: Int
  public var pixels: [UInt8]
  public init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }
  /// Gray levels of straight-alpha RGBA pixels seen over white (Rec. 601 luma).
  public init(width: Int, height: Int, rgba: [UInt8]) {
    var gray = [UInt8](repeating: 0, count: width * height)
    for i in gray.indices {
      let (r, g, b, a) = (Int(rgba[4 * i]), Int(rgba[4 * i + 1]), Int(rgba[4 * i + 2]), Int(rgba[4 * i + 3]))
      let luma = (299 * r + 587 * g + 114 * b + 500) / 1000
      gray[i] = UInt8((luma * a + 255 * (255 - a) + 127) / 255)
    }
    self.init(width: width, height: height, pixels: gray)
  }
  subscript(x: Int, y: Int) -> Double { Double(pixels[y * width + x]) }
}

/// A rectangle of a frame in pixels: the part that holds the button.
public struct FrameRegion: Sendable, Hashable, CustomStringConvertible {
  public var x: Int, y: Int, width: Int, height: Int
  public init(x: Int, y: Int, width: Int, height: Int) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }
  public var description: String { "\(x),\(y),\(width),\(height)" }
}

/// The button's size in each frame, from its edges: where a profile across the region crosses
/// halfway between the background and the button, interpolated between pixels.
public enum FrameMeasure {
  /// The smallest rectangle holding every pixel that changes by more than a quarter of the
  /// largest change over the frames, grown by a sixth of its size on each side (background to
  /// read the levels from); nil when nothing moves.
  public static func movingRegion(_ frames: [GrayFrame]) -> FrameRegion? {
    guard let first = frames.first else { return nil }
    var lo = first.pixels, hi = first.pixels
    for frame in frames.dropFirst() {
      for i in frame.pixels.indices {
        lo[i] = min(lo[i], frame.pixels[i])
        hi[i] = max(hi[i], frame.pixels[i])
      }
    }
    let spread = zip(lo, hi).map { Int($1) - Int($0) }
    guard let most = spread.max(), most >= 8 else { return nil }
    var (x0, y0, x1, y1) = (first.width, first.height, -1, -1)
    for i in spread.indices where spread[i] * 4 > most {
      let (x, y) = (i % first.width, i / first.width)
      (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
    }
    let (mx, my) = ((x1 - x0) / 6 + 2, (y1 - y0) / 6 + 2)
    let left = max(0, x0 - mx), top = max(0, y0 - my)
    return FrameRegion(x: left, y: top, width: min(first.width, x1 + mx + 1) - left, height: min(first.height, y1 + my + 1) - top)
  }

  /// The button's width and height in pixels within a region, to a fraction of a pixel; nil when
  /// no edge is found (a region without the button, or without contrast).
  public static func size(of frame: GrayFrame, in r: FrameRegion) -> (width: Double, height: Double)? {
    let rows = profile(frame, r, across: true), columns = profile(frame, r, across: false)
    guard let w = span(rows), let h = span(columns) else { return nil }
    return (w, h)
  }

  /// Mean levels along the region, over its middle third the other way (clear of corners).
  static func profile(_ f: GrayFrame, _ r: FrameRegion, across: Bool) -> [Double] {
    let (length, depth) = across ? (r.width, r.height) : (r.height, r.width)
    let band = (depth / 3)..<max(depth / 3 + 1, 2 * depth / 3)
    return (0..<length).map { i in
      band.reduce(0.0) { sum, j in sum + (across ? f[r.x + i, r.y + j] : f[r.x + j, r.y + i]) } / Double(band.count)
    }
  }

  /// The button's extent along a profile: from either end, the first crossing of the level
  /// halfway between the ends (background) and the middle (the button) places a window of ±3
  /// pixels, in which each pixel's coverage (its level between background and button) is summed,
  /// so an antialiased edge is placed to a fraction of a pixel.
  static func span(_ p: [Double]) -> Double? {
    guard p.count >= 9 else { return nil }
    let background = (p[0] + p[1] + p[p.count - 1] + p[p.count - 2]) / 4
    let middle = p[(p.count / 3)...(2 * p.count / 3)].sorted()[(p.count / 3 + 1) / 2]
    guard abs(middle - background) >= 8 else { return nil }
    func coverage(_ i: Int) -> Double { min(max((p[i] - background) / (middle - background), 0), 1) }
    guard let a = p.indices.first(where: { coverage($0) >= 0.5 }), let b = p.indices.last(where: { coverage($0) >= 0.5 }),
      b > a
    else { return nil }
    let (l0, l1) = (max(a - 3, 0), min(a + 3, p.count - 1))
    let left = Double(l0) + (l0...l1).reduce(0.0) { $0 + 1 - coverage($1) }
    let (r0, r1) = (max(b - 3, 0), min(b + 3, p.count - 1))
    let right = Double(r0) + (r0...r1).reduce(0.0) { $0 + coverage($1) }
    return right - left
  }
}
