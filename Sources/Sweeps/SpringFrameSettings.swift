import CurveAnalysis

/// Where and how the frames are taken: `t_k = k / fps` for k = 0 … count − 1, the rest band, and
/// how often the recurrence is re-anchored to the closed form.
public struct SpringFrameSettings: Sendable, Equatable {
  public var fps: Double
  public var count: Int
  public var band: Double
  public var anchorEvery: Int
  public var guardWidth: Double
  /// The end jump is read (`end_jump_pct`, `end_jump_px`); else `KernelSpring.endJump` is left 0
  /// and the spring is not evaluated at its removal.
  public var readsEndJump = true

  public init(fps: Double = DisplaySettings.standard.fps, count: Int = 241, band: Double = DisplaySettings.standard.band, anchorEvery: Int = 120,
              guardWidth: Double = 1e-10) {
    self.fps = fps
    self.count = count
    self.band = band
    self.anchorEvery = max(1, anchorEvery)
    self.guardWidth = guardWidth
  }

  /// `t_k`, as the frames reading defines it.
  @inline(__always) public func time(_ k: Int) -> Double { Double(k) / fps }
}

/// What the kernel is asked to do beyond W1's metrics, per lane.
public struct SpringFrameOptions: Sendable {
  /// The half-pixel bands of each lane, one per press scale sharing the lane's spring (they differ
  /// only in how far the button travels): adds the pixel-band settles and the minimum.
  public var pixelBands: (first: [Double], second: [Double])?
  /// The first sample of each lane at which the animation has been removed and the value is the
  /// target, exactly 1 (a UIKit or Core Animation spring removed inside the window); +∞ for none.
  public var snaps: SpringFrames.Lanes?
  /// Count the sign changes of x − 1 (`oscillations`).
  public var countsCrossings = false
  /// Place the peak on the first of equal maxima, reading samples again where it may be (only
  /// `peak_time` reads it); without, the peak is the first largest sample.
  public var readsPeak = true

  public init(
    pixelBands: (first: [Double], second: [Double])? = nil, snaps: SpringFrames.Lanes? = nil, countsCrossings: Bool = false
  ) {
    self.pixelBands = pixelBands
    self.snaps = snaps
    self.countsCrossings = countsCrossings
  }
}
