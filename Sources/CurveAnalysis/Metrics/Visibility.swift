import TextFormats

/// When a movement on screen counts as seen: one threshold per report (`DisplaySettings.visibility`,
/// the notebook's `visible_px`), read by every pick, map, contour, table and sentence.
public struct Visibility: Hashable, Sendable {
  /// The smallest movement, jump or overshoot called visible, in device pixels. Half a pixel by
  /// default: a change smaller than that moves no pixel edge by more than half a pixel, so
  /// anti-aliasing hides it. It is the band of `settle_time_px` (FACTS.md §9), the size below
  /// which report tables print an end jump as "—", the smallest jump a filmstrip marks, the
  /// overshoot the no-bounce pick stays under, and the end jump from which a report warns that
  /// UIKit cut a spring off mid-swing.
  public var devicePixels: Double

  public init(devicePixels: Double) { self.devicePixels = devicePixels }

  /// Half a device pixel (`DisplaySettings.standard`).
  public static let standard = Visibility(devicePixels: DisplaySettings.standard.visibleDevicePixels)

  /// No threshold: every size is kept (values already filtered when they were stored).
  public static let everything = Visibility(devicePixels: 0)

  /// The same for properties without an on-screen size (opacities): 2 % of their range.
  public static let opacityThreshold = 0.02

  /// True when `pixels` device pixels can be seen.
  public func isVisible(pixels: Double) -> Bool { pixels >= devicePixels }

  /// True when a change of `size` in a property without a size (an opacity) can be seen.
  public static func isVisible(opacityChange size: Double) -> Bool { abs(size) >= opacityThreshold }

  /// The threshold as the report writes it: "½ px", "1 px", "0.25 px".
  public var text: String { (devicePixels == 0.5 ? "½" : NumberText.rounded(devicePixels, digits: 6)) + " px" }

  /// "½ device pixel", "1 device pixel", "2 device pixels": for sentences.
  public var words: String {
    let number = devicePixels == 0.5 ? "½" : NumberText.rounded(devicePixels, digits: 6)
    return number + (devicePixels > 1 ? " device pixels" : " device pixel")
  }
}
