import Curves
import Presets
import Recommendation
import TextFormats

/// A phase's properties as code to paste, group by group, each on the timing the report analysed:
/// what the release (`ReleaseCode`, on the pick's spring) and the touch-down (`PressCode`, on the
/// pick's curve) share. The first group moves on the pick; every other keeps its own curve.
protocol PhaseCode {
  /// The group on the pick first, then each other group of the phase.
  var timings: [ReleaseCode.Timing] { get }
  var look: ButtonLook? { get }
  /// Every property's value where the phase starts (what a property the phase leaves keeps).
  var pressed: [PressProperty: Double] { get }
  /// The spring the first group moves on when its `own` is nil (the release's pick).
  var pickSpring: SpringCode? { get }
  /// The touch-down: `isPressed` turns true, times run from touch-down.
  var isPress: Bool { get }
}

extension PhaseCode {
  /// What the times of a comment run from.
  var event: String { isPress ? "touch-down" : "lift-off" }
  /// What a group on its own timing would be given to move with the button.
  var pickWords: String { isPress ? "the pick's curve" : "the spring" }
  /// The snippets' Core Animation helper.
  var helperName: String { isPress ? "animatePress" : "animateBack" }

  /// A moved property's values as `isPressed` reads them: pressed, then at rest.
  func ends(_ m: ReleaseCode.Moved) -> (pressed: Double, rest: Double) { isPress ? (m.to, m.pressed) : (m.pressed, m.to) }

  /// The size a tap circle's layer is drawn at: its scale is the diameter over it.
  static func circleSize(_ m: ReleaseCode.Moved) -> Double { max(m.size ?? m.pressed, 1e-9) }

  /// The tap circle as a SwiftUI overlay, clipped to the button: a circle its final diameter
  /// across whose scale and opacity each move on the group's timing; nil without one.
  var rippleOverlay: [String]? {
    guard let look, let ripple = look.ripple else { return nil }
    var found: [(m: ReleaseCode.Moved, timing: Int)] = []
    for (i, t) in timings.enumerated() { for m in t.moved where m.layer == "ripple" { found.append((m, i)) } }
    guard !found.isEmpty else { return nil }
    let size = found.first { $0.m.property == .rippleDiameter }.map { Self.circleSize($0.m) } ?? 0
    let c = ripple.color
    let rgb = [c.r, c.g, c.b].map { NumberText.significant($0, digits: 3) }
    let color = "Color(red: \(rgb[0]), green: \(rgb[1]), blue: \(rgb[2]))"
    let own = Set(found.map(\.timing)).sorted().filter { $0 > 0 }.map { ReleaseCode.timingWords(timings[$0], event: event) }
    var lines = [
      SpringCode.comment(
        "The tap circle, \(NumberText.significant(size, digits: 4)) pt across, centred (the button starts it at the touch)"
          + (own.isEmpty ? "." : ", on its own timing as the report analysed it: \(own.joined(separator: "; "))."), width: SpringCode.maxColumns - 4
      ).split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"),
      "    .overlay {", "        Circle()", "            .fill(\(color)", "                .opacity(\(ReleaseCode.number(c.a))))",
      "            .frame(width: \(ReleaseCode.number(size)), height: \(ReleaseCode.number(size)))",
    ]
    for (m, timing) in found {
      let (p, r) = ends(m)
      let value = m.property == .rippleDiameter
        ? ".scaleEffect(\(ReleaseCode.either(p / Self.circleSize(m), r / Self.circleSize(m))))" : ".opacity(\(ReleaseCode.either(p, r)))"
      lines.append("            " + value)
      if let animation = swiftUIAnimation(timing) { lines += animationLines(animation, indent: 12) }
    }
    return lines + ["    }", "    .clipShape(\(shape))"]
  }

  /// The button's shape, as the preset draws it.
  var shape: String {
    guard let look else { return "RoundedRectangle(cornerRadius: 12)" }
    if look.isCapsule { return "Capsule()" }
    return look.cornerRadius > 0 ? "RoundedRectangle(cornerRadius: \(ReleaseCode.number(look.cornerRadius)))" : "Rectangle()"
  }

  /// `.animation(isPressed ? nil : …, value: isPressed)` (a touch-down's `isPressed ? … : nil`),
  /// `indent` spaces in, broken over lines when it is too wide.
  func animationLines(_ animation: (call: String, delay: String?), indent: Int = 4) -> [String] {
    let pad = String(repeating: " ", count: indent), whole = animation.call + (animation.delay ?? "")
    func choice(_ call: String) -> String { isPress ? "isPressed ? \(call) : nil" : "isPressed ? nil : \(call)" }
    let one = "\(pad).animation(\(choice(whole)), value: isPressed)"
    if one.count <= SpringCode.maxColumns { return [one] }
    let inner = "\(pad)    \(choice(whole)),"
    if inner.count <= SpringCode.maxColumns { return ["\(pad).animation(", inner, "\(pad)    value: isPressed)"] }
    let call = animation.call, open = call.firstIndex(of: "(")!, end = isPress ? " : nil," : ","
    let arguments = "\(pad)        \(call[call.index(after: open)...])"
    let tail = animation.delay.map { [arguments, "\(pad)        \($0)" + end] } ?? [arguments + end]
    return ["\(pad).animation(", "\(pad)    isPressed ? " + (isPress ? "" : "nil : ") + "\(call[...open])"] + tail + ["\(pad)    value: isPressed)"]
  }
}

/// The calls a curve is written with, one place each: UIKit's curve option, a Core Animation
/// timing function, SwiftUI's animation.
enum CurveCall {
  /// The CAMediaTimingFunction name of a timing function that is one, its points within
  /// `tolerance` (a sweep's named curve may come back through `Float`, 0.58 as 0.5799999833).
  static func name(_ b: CubicBezier, tolerance: Double = 1e-6) -> String? {
    let points = [b.x1, b.y1, b.x2, b.y2]
    return CubicBezier.namedPoints.first { n in zip([n.points.0, n.points.1, n.points.2, n.points.3], points).allSatisfy { abs($0 - $1) < tolerance } }?.name
  }

  /// `CAMediaTimingFunction(name: .easeOut)`, or its control points when it has no name (or
  /// `named` is false).
  static func timingFunction(_ b: CubicBezier, named: Bool = true, tolerance: Double = 1e-6) -> String {
    if named, let name = name(b, tolerance: tolerance) { return "CAMediaTimingFunction(name: .\(name))" }
    return "CAMediaTimingFunction(controlPoints: \([b.x1, b.y1, b.x2, b.y2].map { SpringCode.text($0) }.joined(separator: ", ")))"
  }

  /// `.curveEaseOut`: the UIView option of a timing function UIKit names; nil for any other.
  static func uikitOption(_ b: CubicBezier) -> String? {
    let options = ["linear": ".curveLinear", "easeIn": ".curveEaseIn", "easeOut": ".curveEaseOut", "easeInEaseOut": ".curveEaseInOut"]
    return name(b).flatMap { options[$0] }
  }

  /// `withDuration: 0.1, delay: 0`: UIView.animate's timing, as every call writes it.
  static func uikitTiming(duration: Double, delay: Double) -> String { "withDuration: \(SpringCode.text(duration)), delay: \(SpringCode.text(delay))" }

  /// `.linear(duration: 0.25)`, else `.timingCurve(…, duration:)`: SwiftUI documents no control
  /// points for its `.easeOut` and the rest, so every other curve is written by its own.
  static func swiftUI(_ b: CubicBezier, duration d: Double) -> String {
    if name(b) == "linear" { return ".linear(duration: \(SpringCode.text(d)))" }
    return ".timingCurve(\([b.x1, b.y1, b.x2, b.y2].map { SpringCode.text($0) }.joined(separator: ", ")), duration: \(SpringCode.text(d)))"
  }

  /// The lines that make `variable` the Core Animation animation of `curve`: a CABasicAnimation
  /// with its timing function, or a CASpringAnimation; nil for keyframes.
  static func coreAnimation(_ curve: Curve, variable: String, named: Bool) -> [String]? {
    if let b = curve.timingFunction, let d = curve.runDuration {
      let one = "\(variable).timingFunction = \(timingFunction(b, named: named))"
      let function = one.count <= SpringCode.maxColumns ? [one] : ["\(variable).timingFunction = CAMediaTimingFunction(", "    " + timingFunction(b, named: named).dropFirst(22)]
      return ["let \(variable) = CABasicAnimation()", "\(variable).duration = \(SpringCode.text(d))"] + function
    }
    if let s = curve.springModel {
      return SpringCode(spring: s, uikitDuration: curve.model == .uikitSpring ? curve.runDuration : nil).coreAnimationSettings(variable)
    }
    return nil
  }
}
