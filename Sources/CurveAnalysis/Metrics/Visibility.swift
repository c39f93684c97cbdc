/// When a movement on screen counts as seen.
public enum Visibility {
  /// Half a device pixel: the smallest movement, jump or overshoot PressLab calls visible. A change
  /// smaller than this moves no pixel edge by more than half a pixel, so anti-aliasing hides it.
  /// It is the band of `settle_time_px` (FACTS.md §9), the size below which report tables print an
  /// end jump as "—", the smallest jump a filmstrip marks, and the end jump from which a report
  /// warns that UIKit cut a spring off mid-swing.
  public static let threshold = DisplaySettings.standard.visibleDevicePixels

  /// The same for properties without an on-screen size (opacities): 2 % of their range.
  public static let opacityThreshold = 0.02

  /// True when `pixels` device pixels can be seen.
  public static func isVisible(pixels: Double) -> Bool { pixels >= threshold }

  /// True when a change of `size` in a property without a size (an opacity) can be seen.
  public static func isVisible(opacityChange size: Double) -> Bool { abs(size) >= opacityThreshold }
}
