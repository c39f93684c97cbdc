import Curves
import Presets
import Recommendation
import TextFormats

extension ReleaseCode {
  /// One key path a group moves on a layer, and the value it goes to, as Swift.
  struct LayerMove {
    var layer: String
    var keyPath: String
    var value: String
  }

  static let transformProperties: Set<PressProperty> = [.scaleX, .scaleY, .translationX, .translationY, .rotation]

  static func number(_ x: Double) -> String { SpringCode.text(x) }

  /// The transform a group ends on: scale x, y and translation x, y.
  static func transformTarget(_ moved: [Moved]) -> (sx: Double, sy: Double, tx: Double, ty: Double) {
    func to(_ p: PressProperty, _ rest: Double) -> Double { moved.first { $0.property == p }?.to ?? rest }
    return (to(.scaleX, 1), to(.scaleY, 1), to(.translationX, 0), to(.translationY, 0))
  }

  /// The transform a group ends on as a layer's: identity at rest, else its scale or translation.
  static func transformValue(_ moved: [Moved]) -> String {
    let t = transformTarget(moved)
    if t.sx != 1 || t.sy != 1 { return "CATransform3DMakeScale(\(number(t.sx)), \(number(t.sy)), 1)" }
    if t.tx != 0 || t.ty != 0 { return "CATransform3DMakeTranslation(\(number(t.tx)), \(number(t.ty)), 0)" }
    return "CATransform3DIdentity"
  }

  /// The lines inside `UIView.animate` for the view's own properties of a group.
  static func viewLines(_ moved: [Moved]) -> [String] {
    var lines: [String] = []
    let transform = moved.filter { $0.layer == "view" && transformProperties.contains($0.property) }
    if !transform.isEmpty {
      let t = transformTarget(transform)
      let value =
        t.sx != 1 || t.sy != 1
        ? "CGAffineTransform(scaleX: \(number(t.sx)), y: \(number(t.sy)))"
        : t.tx != 0 || t.ty != 0 ? "CGAffineTransform(translationX: \(number(t.tx)), y: \(number(t.ty)))" : ".identity"
      lines.append("button.transform = \(value)")
    }
    for m in moved where m.layer == "view" && m.property == .alpha { lines.append("button.alpha = \(number(m.to))") }
    return lines
  }

  /// From where each property is shown now to where the phase leaves it; the model value is set
  /// too, so the layer stays there when the animation is removed.
  static func helper(named name: String) -> [String] {
    [
      "// Each property from where it is shown now to its new model value,",
      "// set too so the layer stays there when the animation is removed.",
      "func \(name)(_ layer: CALayer, _ keyPath: String, to value: Any,",
      "\(String(repeating: " ", count: name.count + 6))with animation: CABasicAnimation) {",
      "    animation.keyPath = keyPath",
      "    animation.fromValue =",
      "        layer.presentation()?.value(forKeyPath: keyPath)",
      "    animation.toValue = value",
      "    layer.setValue(value, forKeyPath: keyPath)",
      "    layer.add(animation, forKey: keyPath)",
      "}",
    ]
  }

  /// `animateBack(layer, "keyPath", to: value, with: animation)` (the helper's name given), broken
  /// after the key path when it is too wide for the block.
  static func animateBack(_ move: LayerMove, with variable: String, helper: String = "animateBack") -> String {
    let head = "\(helper)(\(layerName(move.layer)), \"\(move.keyPath)\",", tail = "to: \(move.value), with: \(variable))"
    let one = head + " " + tail, indent = String(repeating: " ", count: 12)
    if one.count <= SpringCode.maxColumns { return one }
    if indent.count + tail.count <= SpringCode.maxColumns { return head + "\n" + indent + tail }
    return head + "\n" + indent + "to: \(move.value),\n" + indent + "with: \(variable))"
  }

  /// The UIKit snippet: the view's properties in `UIView.animate` on the spring, then with Core
  /// Animation what a view block cannot animate; nil when nothing on the spring is the view's.
  var uikit: String? {
    let main = timings[0]
    let lines = Self.viewLines(main.moved)
    guard !lines.isEmpty else { return nil }
    guard spring.uikitDuration != nil else { return spring.uikit(lines: lines) }
    return (holdComment + [spring.uikit(lines: lines, delay: main.delay)] + layerLines(variable: "spring")).joined(separator: "\n")
  }

  /// The Core Animation snippet: every property from its presentation value, its model value set,
  /// added to its layer under its key path.
  var coreAnimation: String {
    var out = [spring.coreAnimationComment] + holdComment + Self.helper(named: helperName) + coreAnimationLines(timings[0], variable: "spring", moves: layerMoves(timings[0].moved))
    for timing in timings.dropFirst() {
      out.append(Self.ownTimingComment(timing))
      out += coreAnimationLines(timing, variable: Self.variable(timing), moves: layerMoves(timing.moved))
    }
    return out.joined(separator: "\n")
  }
}
