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

  /// `X,Y,W,H` in whole pixels (W, H > 0), as `--region` and a fit cell's `region:` give it.
  public init?(parsing text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int(String($0.filter { $0 != " " })) }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w > 0, h > 0 else { return nil }
    self.init(x: x, y: y, width: w, height: h)
  }
}

/// The button's size in each frame, from its edges: where a profile across the region crosses
/// halfway between the background and the button, interpolated between pixels.
public enum FrameMeasure {
  /// The finest a measured width is trusted to, in device pixels: 8-bit levels, a codec's blocks
  /// and its motion search leave errors of a few hundredths of a pixel that follow the frames,
  /// not the motion (H.264 at CRF 23: 0.04 px RMS on a 0.1 s ease-in-out at 120 fps).
  public static let resolutionPixels = 0.05
  /// The finest a button's level is trusted to, in gray levels: the mean of hundreds of 8-bit
  /// pixels, moved by a codec's quantiser by about a quarter of a level from frame to frame.
  public static let resolutionLevels = 0.25

  /// The region where the button moves over `frames` (`MotionSpread.region`); nil when nothing moves.
  public static func movingRegion(_ frames: [GrayFrame]) -> FrameRegion? {
    var spread = MotionSpread()
    for frame in frames { spread.add(frame) }
    return spread.region
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
  /// so an antialiased edge is placed to a fraction of a pixel. Each edge reads its own levels:
  /// the background at its end and the button just inside it, so a title in the middle (which
  /// shifts the middle's level) or a shadow on one side does not scale the coverage.
  static func span(_ p: [Double]) -> Double? { edges(p).map { $0.far - $0.near } }

  /// The button's two edges along a profile (`span`), in pixels from its start.
  static func edges(_ p: [Double]) -> (near: Double, far: Double)? {
    guard p.count >= 9 else { return nil }
    let background = (p[0] + p[1] + p[p.count - 1] + p[p.count - 2]) / 4
    let middle = p[(p.count / 3)...(2 * p.count / 3)].sorted()[(p.count / 3 + 1) / 2]
    guard abs(middle - background) >= 8 else { return nil }
    func coverage(_ v: Double, _ back: Double, _ fill: Double) -> Double { min(max((v - back) / (fill - back), 0), 1) }
    guard let a = p.indices.first(where: { coverage(p[$0], background, middle) >= 0.5 }),
      let b = p.indices.last(where: { coverage(p[$0], background, middle) >= 0.5 }), b > a
    else { return nil }
    func level(_ range: ClosedRange<Int>) -> Double { p[range].sorted()[range.count / 2] }
    let (backLeft, backRight) = ((p[0] + p[1]) / 2, (p[p.count - 1] + p[p.count - 2]) / 2)
    let wide = b - a >= 12
    let (fillLeft, fillRight) = wide ? (level((a + 3)...(a + 5)), level((b - 5)...(b - 3))) : (middle, middle)
    guard abs(fillLeft - backLeft) >= 8, abs(fillRight - backRight) >= 8 else { return nil }
    let (l0, l1) = (max(a - 3, 0), min(a + 3, p.count - 1))
    let left = Double(l0) + (l0...l1).reduce(0.0) { $0 + 1 - coverage(p[$1], backLeft, fillLeft) }
    let (r0, r1) = (max(b - 3, 0), min(b + 3, p.count - 1))
    let right = Double(r0) + (r0...r1).reduce(0.0) { $0 + coverage(p[$1], backRight, fillRight) }
    return (left, right)
  }
}
