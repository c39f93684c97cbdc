/// Frames measured one at a time, so a video need not be held in memory: `MotionSpread` finds
/// where the button moves, `FrameSizes` measures it there frame by frame.
extension FrameRegion {
  /// The region itself when it lies inside a `width`×`height` frame and is large enough to
  /// measure (9×9 pixels); otherwise an error naming `source` and `--region`.
  public func checked(inside width: Int, _ height: Int, source: String) throws(TraceError) -> FrameRegion {
    guard x >= 0, y >= 0, self.width >= 9, self.height >= 9, x + self.width <= width, y + self.height <= height else {
      throw TraceError(source, line: nil, field: "--region", "\(self) is not inside the \(width)×\(height) frames (at least 9×9 pixels)")
    }
    return self
  }
}

/// The lowest and highest level of every pixel over the frames seen so far.
public struct MotionSpread: Sendable {
  public private(set) var width = 0, height = 0, count = 0
  var lo: [UInt8] = [], hi: [UInt8] = []

  public init() {}

  /// Adds a frame of the first frame's size (a frame of another size is the caller's error).
  public mutating func add(_ frame: GrayFrame) {
    if count == 0 {
      (width, height, lo, hi) = (frame.width, frame.height, frame.pixels, frame.pixels)
    } else {
      for i in frame.pixels.indices {
        lo[i] = min(lo[i], frame.pixels[i])
        hi[i] = max(hi[i], frame.pixels[i])
      }
    }
    count += 1
  }

  /// The smallest rectangle holding every pixel that changes by more than an eighth of the
  /// largest change over the frames (a shadow sliding under a moving button changes less than the
  /// button's edges), grown by a sixth of its size on each side (background to
  /// read the levels from); nil when nothing moves.
  public var region: FrameRegion? {
    let spread = zip(lo, hi).map { Int($1) - Int($0) }
    guard let most = spread.max(), most >= 8 else { return nil }
    var (x0, y0, x1, y1) = (width, height, -1, -1)
    for i in spread.indices where spread[i] * 8 > most {
      let (x, y) = (i % width, i / width)
      (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
    }
    let (mx, my) = ((x1 - x0) / 6 + 2, (y1 - y0) / 6 + 2)
    let left = max(0, x0 - mx), top = max(0, y0 - my)
    return FrameRegion(x: left, y: top, width: min(width, x1 + mx + 1) - left, height: min(height, y1 + my + 1) - top)
  }
}

/// The button measured in a region, frame by frame (`FrameLook`), then made a trace.
public struct FrameSizes: Sendable {
  public let region: FrameRegion
  public private(set) var looks: [FrameLook] = []

  /// `region` must already be checked against the frames (`FrameRegion.checked`).
  public init(region: FrameRegion) { self.region = region }

  /// Measures one frame; `name` (a file, or a video's frame) is named when no edge is found.
  public mutating func add(_ frame: GrayFrame, name: String) throws(TraceError) {
    guard let look = FrameMeasure.look(of: frame, in: region) else {
      throw TraceError(name, line: nil, field: nil, "no button edge in region \(region) (no contrast with the background)")
    }
    looks.append(look)
  }

  /// The trace of the frames added, at `times` (one per frame, seconds): each property that moves.
  public func trace(times: [Double], source: String) throws(TraceError) -> Trace {
    let columns = FrameLook.columns(looks)
    guard !columns.isEmpty else {
      throw TraceError(source, line: nil, field: nil,
        "no motion: the button's width and height change by under half a pixel, its level and its shadow by "
          + "no more than noise, across the \(looks.count) frames")
    }
    return try Trace(source: source, times: times, columns: columns, lines: Array(1...looks.count)).validated()
  }
}
