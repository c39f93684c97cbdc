/// A trace measured from frames: the button's width and height in pixels per frame.
extension Trace {
  /// Measures every frame in `region` (or in the largest moving region); `names` are the frames'
  /// files, for errors; times are the frames' times in seconds.
  public static func measured(
    frames: [GrayFrame], times: [Double], names: [String], region: FrameRegion?, source: String
  ) throws(TraceError) -> Trace {
    guard let first = frames.first else { throw TraceError(source, line: nil, field: nil, "no frames") }
    for (i, frame) in frames.enumerated() where frame.width != first.width || frame.height != first.height {
      throw TraceError(names[i], line: nil, field: nil, "\(frame.width)×\(frame.height) pixels; the first frame is \(first.width)×\(first.height)")
    }
    let area: FrameRegion
    if let region {
      area = try region.checked(inside: first.width, first.height, source: source)
    } else {
      guard let found = FrameMeasure.movingRegion(frames) else {
        throw TraceError(source, line: nil, field: nil, "no motion: no pixel changes across the \(frames.count) frames")
      }
      area = found
    }
    var sizes = FrameSizes(region: area)
    for (frame, name) in zip(frames, names) { try sizes.add(frame, name: name) }
    return try sizes.trace(times: times, source: source)
  }
}
