/// A trace measured from frames: the button's width and height in pixels per frame.
extension Trace {
  /// Measures every frame in `region` (or in the largest moving region); `names` are the frames'
  /// files, for errors; times are the frames' times in seconds.
  public static func measured(
    frames: [GrayFrame], times: [Double], names: [String], region: FrameRegion?, source: String
  ) throws(TraceError) -> Trace {
    guard let first = frames.first else { throw TraceError(source, line: nil, field: nil, "no frames") }
    let area: FrameRegion
    if let region {
      guard region.x >= 0, region.y >= 0, region.width >= 9, region.height >= 9,
        region.x + region.width <= first.width, region.y + region.height <= first.height
      else {
        throw TraceError(source, line: nil, field: "--region",
          "\(region) is not inside the \(first.width)×\(first.height) frames (at least 9×9 pixels)")
      }
      area = region
    } else {
      guard let found = FrameMeasure.movingRegion(frames) else {
        throw TraceError(source, line: nil, field: nil, "no motion: no pixel changes across the \(frames.count) frames")
      }
      area = found
    }
    var widths: [Double] = [], heights: [Double] = []
    for (i, frame) in frames.enumerated() {
      guard frame.width == first.width, frame.height == first.height else {
        throw TraceError(names[i], line: nil, field: nil, "\(frame.width)×\(frame.height) pixels; the first frame is \(first.width)×\(first.height)")
      }
      guard let size = FrameMeasure.size(of: frame, in: area) else {
        throw TraceError(names[i], line: nil, field: nil, "no button edge in region \(area) (no contrast with the background)")
      }
      widths.append(size.width)
      heights.append(size.height)
    }
    // Noise alone moves a measured edge by hundredths of a pixel: under half a pixel is no motion.
    let moved = [widths, heights].map { ($0.max() ?? 0) - ($0.min() ?? 0) }
    guard moved.contains(where: { $0 >= 0.5 }) else {
      throw TraceError(source, line: nil, field: nil,
        "no motion: the button's width and height change by under half a pixel across the \(frames.count) frames")
    }
    let columns = [Column(name: "width_px", values: widths), Column(name: "height_px", values: heights)]
    return try Trace(source: source, times: times, columns: columns, lines: Array(1...frames.count)).validated()
  }
}
