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

  /// The Core Animation moves of a group: the view's transform as one matrix (reading
  /// `transform.scale` would average in the z scale), a tap circle's diameter as its layer's scale.
  func layerMoves(_ moved: [Moved]) -> [LayerMove] {
    var moves: [LayerMove] = []
    let transform = moved.filter { Self.transformProperties.contains($0.property) }
    if let first = transform.first { moves.append(LayerMove(layer: first.layer, keyPath: "transform", value: Self.transformValue(transform))) }
    var offsetDone = false
    for m in moved {
      switch m.property {
      case .alpha, .rippleOpacity, .backgroundFade: moves.append(LayerMove(layer: m.layer, keyPath: "opacity", value: Self.number(m.to)))
      case .shadowOpacity: moves.append(LayerMove(layer: m.layer, keyPath: "shadowOpacity", value: Self.number(m.to)))
      case .shadowRadius: moves.append(LayerMove(layer: m.layer, keyPath: "shadowRadius", value: Self.number(m.to)))
      case .shadowOffsetX, .shadowOffsetY:
        guard !offsetDone else { continue }
        offsetDone = true
        let x = moved.first { $0.property == .shadowOffsetX }?.to ?? pressed[.shadowOffsetX] ?? 0
        let y = moved.first { $0.property == .shadowOffsetY }?.to ?? pressed[.shadowOffsetY] ?? 0
        moves.append(LayerMove(layer: m.layer, keyPath: "shadowOffset", value: "CGSize(width: \(Self.number(x)), height: \(Self.number(y)))"))
      case .rippleDiameter:
        let s = Self.number(m.to / max(m.pressed, 1e-9))
        moves.append(LayerMove(layer: m.layer, keyPath: "transform", value: "CATransform3DMakeScale(\(s), \(s), 1)"))
      default: continue
      }
    }
    return moves
  }

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

  /// From where each property is shown now to where the release leaves it; the model value is
  /// set too, so the layer stays there when the animation is removed.
  static let helper = [
    "// Each property from where it is shown now to its new model value,",
    "// set too so the layer stays there when the animation is removed.",
    "func animateBack(_ layer: CALayer, _ keyPath: String, to value: Any,",
    "                 with animation: CABasicAnimation) {",
    "    animation.keyPath = keyPath",
    "    animation.fromValue =",
    "        layer.presentation()?.value(forKeyPath: keyPath)",
    "    animation.toValue = value",
    "    layer.setValue(value, forKeyPath: keyPath)",
    "    layer.add(animation, forKey: keyPath)",
    "}",
  ]

  /// A group's animation as `variable` and the moves made with it; empty when its curve is one
  /// Core Animation cannot take as one animation (keyframes), said in a comment.
  func coreAnimationLines(_ timing: Timing, variable: String, moves: [LayerMove]) -> [String] {
    var lines: [String]
    if timing.own == nil {
      lines = spring.coreAnimationSettings(variable)
    } else if let own = timing.own, let b = own.timingFunction, let d = own.runDuration {
      lines = [
        "let \(variable) = CABasicAnimation()", "\(variable).duration = \(Self.number(d))",
        "\(variable).timingFunction = CAMediaTimingFunction(",
        "    controlPoints: \([b.x1, b.y1, b.x2, b.y2].map(Self.number).joined(separator: ", ")))",
      ]
    } else if let own = timing.own, let s = own.springModel {
      lines = SpringCode(spring: s, uikitDuration: own.model == .uikitSpring ? own.runDuration : nil).coreAnimationSettings(variable)
    } else {
      return [SpringCode.comment("Its curve (\(timing.own?.model.rawValue ?? "")) is no single Core Animation timing: not written here.")]
    }
    if timing.delay > 0 {
      lines += ["\(variable).beginTime = CACurrentMediaTime() + \(Self.number(timing.delay))", "\(variable).fillMode = .backwards"]
    }
    return lines + moves.map { Self.animateBack($0, with: variable) }
  }

  /// `animateBack(layer, "keyPath", to: value, with: animation)`, broken after the key path when
  /// it is too wide for the block.
  static func animateBack(_ move: LayerMove, with variable: String) -> String {
    let head = "animateBack(\(layerName(move.layer)), \"\(move.keyPath)\",", tail = "to: \(move.value), with: \(variable))"
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
    var out = holdComment + [spring.uikit(lines: lines, delay: main.delay)]
    let layerOnly = layerMoves(main.moved).filter { !($0.layer == "view" && ($0.keyPath == "transform" || $0.keyPath == "opacity")) }
    var helperShown = false
    if !layerOnly.isEmpty {
      out.append(SpringCode.comment("UIView.animate cannot animate a layer's \(Self.subject(main.moved.filter { $0.property.rawValue.hasPrefix("shadow") })): the same spring in Core Animation."))
      out += Self.helper + coreAnimationLines(main, variable: "spring", moves: layerOnly)
      helperShown = true
    }
    for timing in timings.dropFirst() {
      out.append(Self.ownTimingComment(timing))
      if !helperShown { out += Self.helper }
      helperShown = true
      out += coreAnimationLines(timing, variable: Self.variable(timing), moves: layerMoves(timing.moved))
    }
    return out.joined(separator: "\n")
  }

  /// The Core Animation snippet: every property from its presentation value, its model value set,
  /// added to its layer under its key path.
  var coreAnimation: String {
    var out = [spring.coreAnimationComment] + holdComment + Self.helper + coreAnimationLines(timings[0], variable: "spring", moves: layerMoves(timings[0].moved))
    for timing in timings.dropFirst() {
      out.append(Self.ownTimingComment(timing))
      out += coreAnimationLines(timing, variable: Self.variable(timing), moves: layerMoves(timing.moved))
    }
    return out.joined(separator: "\n")
  }
}
