/// The display a report's numbers are read on: the one home of each default and each limit.
/// A notebook may set any of them by a parameter of the same name (`fps`, `band`, `screen_scale`,
/// `button_width`, `visible_px`); commands, sweeps, presets and cells that are not told otherwise use
/// `standard`.
public struct DisplaySettings: Hashable, Sendable {
  /// Frames per second of the frames reading (t_k = k / fps) and of `frames_to_settle`.
  public var fps: Double
  /// The rest band, as a fraction of the travel (MATLAB's 2 %).
  public var band: Double
  /// Device pixels per point.
  public var screenScale: Double
  /// Width in points of a button no preset describes (a model sweep's, a curve cell's).
  public var buttonWidth: Double
  /// The smallest movement called visible, in device pixels (`visibility`).
  public var visibleDevicePixels: Double

  public init(
    fps: Double = Self.standard.fps, band: Double = Self.standard.band, screenScale: Double = Self.standard.screenScale,
    buttonWidth: Double = Self.standard.buttonWidth, visibleDevicePixels: Double = Self.standard.visibleDevicePixels
  ) {
    self.fps = fps
    self.band = band
    self.screenScale = screenScale
    self.buttonWidth = buttonWidth
    self.visibleDevicePixels = visibleDevicePixels
  }

  /// An iPhone's ProMotion display at 3×, a 200-pt button, MATLAB's 2 % band and half a device
  /// pixel (FACTS.md §9).
  public static let standard = DisplaySettings(fps: 120, band: 0.02, screenScale: 3, buttonWidth: 200, visibleDevicePixels: 0.5)

  /// Points the edge of a `buttonWidth` button moves when pressed to 0.95 (`SweepDefinition.defaultScale`):
  /// 2.5 % of the width, 5 pt for 200 pt. The travel of a curve no button describes.
  public var travelPoints: Double { buttonWidth / 40 }

  /// The report's one visibility threshold.
  public var visibility: Visibility { Visibility(devicePixels: visibleDevicePixels) }

  /// What every command, sweep file, notebook parameter and cell accepts: below them a reading
  /// holds no frame or no band, above them the pixel metrics stop meaning anything on a screen.
  public static let fpsLimits = 1.0...10_000.0
  public static let bandLimits = 1e-6...1.0
  public static let screenScaleLimits = 0.1...10.0
  public static let buttonWidthLimits = 1.0...10_000.0
  /// Below a twentieth of a pixel nothing moves on screen; above 10 px a bounce is plain to see.
  public static let visibleDevicePixelsLimits = 0.05...10.0

  /// The notebook parameter behind each setting, with its limits and unit.
  public static var parameters: [(name: String, limits: ClosedRange<Double>, unit: String, path: WritableKeyPath<DisplaySettings, Double>)] {
    [
      ("fps", fpsLimits, "", \.fps), ("band", bandLimits, "", \.band), ("screen_scale", screenScaleLimits, "", \.screenScale),
      ("button_width", buttonWidthLimits, " pt", \.buttonWidth), ("visible_px", visibleDevicePixelsLimits, " px", \.visibleDevicePixels),
    ]
  }
}
