/// What the samples of one spring showed. Indices are sample numbers; −1 means "no such sample".
public struct SpringFrameScore: Sendable, Equatable {
  public var maxValue = -Double.infinity
  public var minValue = Double.infinity
  /// The peak: the first of equal maxima (`Metrics.firstPeak`).
  public var peakIndex = -1
  /// First sample holding the maximum, and the largest sample before the run of new maxima that
  /// ended there (bounds the local maxima before it; recurrence values).
  public var maxIndex = -1
  public var largestBefore = -Double.infinity
  /// Last sample with |x − 1| > band.
  public var lastOutside = -1
  /// First reaching 0.1 and 0.9, linearly interpolated between samples; NaN if never.
  public var reach10 = Double.nan
  public var reach90 = Double.nan
  /// Sign changes of x − 1 up to `lastOutside` (`oscillations`), when they were counted.
  public var crossings: Int?
  /// Per pixel band asked of the lane (`SpringFrameOptions.pixelBands`), its last sample with
  /// |x − 1| above that band; empty when none was asked.
  public var lastOutsidePixels = BandFrames()
  public init() {}
}

/// One sample number per pixel band, in the order the bands were asked. The first is held inline:
/// a sweep's spring most often serves one point, and its score then allocates nothing.
public struct BandFrames: Sendable, Equatable {
  public private(set) var count = 0
  private var first = -1
  private var rest: [Int] = []

  public init() {}

  public mutating func append(_ k: Int) {
    if count == 0 { first = k } else { rest.append(k) }
    count += 1
  }

  /// The sample of band `i`; −1 when no band `i` was asked.
  public subscript(i: Int) -> Int {
    guard i >= 0, i < count else { return -1 }
    return i == 0 ? first : rest[i - 1]
  }
}
