/// One animation of a button in the API's own terms, for the appendix: designer pages say
/// "ease-out, 300 ms", the appendix what `presslab curve` takes ("uikit-curve duration=0.3 …").
public struct CurveDetail: Sendable, Hashable {
  /// The button's name, as the designer pages print it.
  public var button: String
  /// The preset's id, as a notebook or `presslab press` types it.
  public var preset: String
  /// "release · transform (scale x, scale y)".
  public var part: String
  /// "uikit-spring delay=0 duration=0.3 damping=0.05 velocity=1".
  public var call: String

  public init(button: String, preset: String, part: String, call: String) {
    self.button = button
    self.preset = preset
    self.part = part
    self.call = call
  }

  /// Said once under the appendix's table when a UIKit spring is in it.
  public static let uikitSpringNote =
    "UIKit turns a spring's duration and damping ratio into stiffness and damping with twelve Newton steps in single precision; "
    + "PressLab runs the same steps, so each spring here is drawn as iOS installs it, a case where the steps end off a valid root included."
}

extension CurveDetail {
  public static let heading = "Curves in the APIs' terms"
  public static let intro =
    "The chapters say each animation in design words; here each is as PressLab models it and presslab curve takes it, every parameter given."
  /// The table's head and rows, the same in the PDF and the HTML twin.
  public static let header = ["Button", "Preset", "Animation", "Curve"]
  public static func rows(_ details: [CurveDetail]) -> [[String]] { details.map { [$0.button, $0.preset, $0.part, $0.call] } }
  /// The sentences under the table: UIKit's solver, where a UIKit spring is listed.
  public static func notes(_ details: [CurveDetail]) -> [String] {
    details.contains { $0.call.hasPrefix("uikit-spring") } ? [uikitSpringNote] : []
  }

  /// "E" → "F": the appendix's next part.
  public static func letter(after letter: String) -> String {
    guard let scalar = letter.unicodeScalars.first, let next = Unicode.Scalar(scalar.value + 1) else { return letter }
    return String(Character(next))
  }
}
