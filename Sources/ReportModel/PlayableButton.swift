import Presets

/// A button a reader of the HTML twin can press: a preset as it is now, or with a recommended
/// release, and the numbers the PDF prints beside it.
public struct PlayableButton: Sendable {
  /// "Now", "Pick: no bounce", "Snappiest".
  public var label: String
  public var preset: Preset
  /// The release curve as the PDF writes it: "uikit-spring 300 ms, damping 0.05".
  public var curve: String
  /// Name and value, as the decision table prints them: ("Overshoot", "12.8 px").
  public var numbers: [(name: String, value: String)]

  public init(label: String, preset: Preset, curve: String, numbers: [(name: String, value: String)] = []) {
    self.label = label
    self.preset = preset
    self.curve = curve
    self.numbers = numbers
  }
}
