/// A fit as the HTML twin plays it: the recording's frames and the best fitted curve on one time
/// axis, in the recording's units. The page draws and plays these points; it fits nothing.
public struct FitPlayback: Sendable, Hashable {
  /// The property fitted ("scale") and the best model in words ("uikit-spring").
  public var property: String
  public var model: String
  /// The recorded frames: their times (seconds) and values.
  public var frameTimes: [Double]
  public var frameValues: [Double]
  /// The best curve sampled densely (and on both sides of each jump), for drawing and lookup.
  public var curveTimes: [Double]
  public var curveValues: [Double]

  public init(property: String, model: String, frames: (times: [Double], values: [Double]), curve: (times: [Double], values: [Double])) {
    self.property = property
    self.model = model
    self.frameTimes = frames.times
    self.frameValues = frames.values
    self.curveTimes = curve.times
    self.curveValues = curve.values
  }
}
