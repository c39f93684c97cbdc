import Curves
import Presets
import Recommendation
import TextFormats

/// The whole touch-down as code to paste: every property the press phase moves, each on the
/// timing the report analysed. The group the decision replaces moves on the pick's curve (a named
/// curve, a Bézier's control points or a spring) to the pick's depth; every other group keeps its
/// own curve, and the code says so.
struct PressCode: PhaseCode {
  var pick: Curve
  var timings: [ReleaseCode.Timing]
  var look: ButtonLook?
  /// Every property at rest, where the press starts.
  var pressed: [PressProperty: Double] = [:]
  var pickSpring: SpringCode? { nil }
  var isPress: Bool { true }

  /// The press of `preset` with `group` (its press group by default) on `pick`, the scale
  /// properties of that group at `scale` when the pick sets a depth.
  init?(preset: Preset, group groupName: String?, pick: Curve, scale: Double?) {
    guard let phase = preset.phase(.press), let chosen = groupName ?? preset.group(for: .press)?.name,
      phase.animations.contains(where: { $0.name == chosen })
    else { return nil }
    self.pick = pick
    look = preset.look
    for p in PressProperty.allCases { pressed[p] = preset.look.restingValue(of: p) }
    let geometry = preset.look.ripple.map { RippleGeometry(look: preset.look, ripple: $0, tapX: preset.look.width / 2, tapY: preset.look.height / 2) }
    var first: [ReleaseCode.Timing] = [], others: [ReleaseCode.Timing] = []
    for group in phase.animations {
      var moved: [ReleaseCode.Moved] = []
      for target in group.targets where !moved.contains(where: { $0.property == target.property }) {
        let rest = pressed[target.property] ?? 0
        let from = target.from.map { ReleaseCode.value($0, of: target.property, look: preset.look, geometry: geometry, pressed: rest) } ?? rest
        var to = ReleaseCode.value(target.to, of: target.property, look: preset.look, geometry: geometry, pressed: from)
        if group.name == chosen, let scale, [.scaleX, .scaleY].contains(target.property) { to = scale }
        var m = ReleaseCode.Moved(property: target.property, layer: group.layer, pressed: from, to: to)
        // A tap circle's layer is drawn at its final diameter, as the release's snippet scales it.
        if target.property == .rippleDiameter { m.size = geometry?.finalDiameter }
        moved.append(m)
      }
      let timing = ReleaseCode.Timing(own: group.name == chosen ? pick : group.curve, name: group.name, delay: group.at, moved: moved, removesLayer: false)
      if group.name == chosen { first.append(timing) } else { others.append(timing) }
    }
    timings = first + others
  }

  /// One property pressed on the pick, for a curve that comes with no preset.
  init(target: ReleaseTarget, pick: Curve, scale: Double?) {
    self.pick = pick
    look = nil
    let to = scale.flatMap { [.scaleX, .scaleY].contains(target.property) ? $0 : nil } ?? target.pressed
    timings = [ReleaseCode.Timing(own: pick, name: "press", delay: 0, moved: [ReleaseCode.Moved(property: target.property, layer: "view", pressed: target.rest, to: to)])]
  }

  /// "The touch-down pick: 100 ms on the easeOut curve, …", above the call that makes it.
  var pickComment: String {
    let words: String
    if let b = pick.timingFunction, CurveCall.name(b) == nil, let d = pick.runDuration {
      let points = "(\(SpringCode.text(b.x1)), \(SpringCode.text(b.y1))) and (\(SpringCode.text(b.x2)), \(SpringCode.text(b.y2)))"
      words = "\(NumberText.milliseconds(d)) on the Bézier through control points \(points)"
    } else {
      words = ReleaseCode.timingWords(timings[0], event: event)
    }
    return SpringCode.comment("The touch-down pick: \(words), as the report analysed it.")
  }

  /// The view's properties of the pick's group in one UIKit call of the pick's curve:
  /// `UIView.animate` with the curve option of a curve UIKit names, else `UIViewPropertyAnimator`
  /// with the control points.
  func curveCall(_ lines: [String]) -> String? {
    guard let b = pick.timingFunction, let d = pick.runDuration else { return nil }
    let body = lines.map { "    " + $0 }.joined(separator: "\n"), delay = timings[0].delay
    if let option = CurveCall.uikitOption(b) {
      return pickComment + "\n" + """
        UIView.animate(
            \(CurveCall.uikitTiming(duration: d, delay: delay)),
            options: [.allowUserInteraction, .beginFromCurrentState,
                      \(option)]
        ) {
        \(body)
        }
        """
    }
    let start = delay > 0 ? "animator.startAnimation(afterDelay: \(SpringCode.text(delay)))" : "animator.startAnimation()"
    return pickComment + "\n" + """
      let animator = UIViewPropertyAnimator(
          duration: \(SpringCode.text(d)),
          controlPoint1: CGPoint(x: \(SpringCode.text(b.x1)), y: \(SpringCode.text(b.y1))),
          controlPoint2: CGPoint(x: \(SpringCode.text(b.x2)), y: \(SpringCode.text(b.y2)))
      ) {
      \(body)
      }
      \(start)
      """
  }

  /// The UIKit snippet: the view's properties on the pick, then with Core Animation what a view
  /// animation cannot move; nil when nothing on the pick is the view's.
  var uikit: String? {
    let lines = ReleaseCode.viewLines(timings[0].moved)
    guard !lines.isEmpty else { return nil }
    if let spring = pick.springModel {
      let code = SpringCode(spring: spring, uikitDuration: pick.model == .uikitSpring ? pick.runDuration : nil)
      guard code.uikitDuration != nil else { return code.uikit(lines: lines) }
      return ([code.uikit(lines: lines, delay: timings[0].delay)] + layerLines(variable: "press")).joined(separator: "\n")
    }
    guard let call = curveCall(lines) else { return nil }
    return ([call] + layerLines(variable: "press")).joined(separator: "\n")
  }

  /// Where a layer the button makes for each touch starts (a tap circle), set before it moves.
  var startLines: [String] {
    let fresh = timings.flatMap(\.moved).filter { $0.layer == "ripple" || $0.layer == "fade" }
    guard !fresh.isEmpty else { return [] }
    let starts = layerMoves(fresh.map { m in var s = m; s.to = m.pressed; return s })
    let size = fresh.first { $0.property == .rippleDiameter }.map { " (drawn \(NumberText.significant(Self.circleSize($0), digits: 4)) pt across)" } ?? ""
    return [SpringCode.comment("A new \(ReleaseCode.subject(fresh))\(size) for each touch starts here.")]
      + starts.map { "\(ReleaseCode.layerName($0.layer)).\($0.keyPath) = \($0.value)" }
  }

  /// The Core Animation snippet: every property from its presentation value, its model value set,
  /// added to its layer under its key path.
  var coreAnimation: String {
    var out = [pickComment] + startLines + ReleaseCode.helper(named: helperName)
    out += coreAnimationLines(timings[0], variable: "press", moves: layerMoves(timings[0].moved))
    for timing in timings.dropFirst() {
      out.append(ReleaseCode.ownTimingComment(timing, event: event, pick: pickWords))
      out += coreAnimationLines(timing, variable: ReleaseCode.variable(timing), moves: layerMoves(timing.moved))
    }
    return out.joined(separator: "\n")
  }

  /// The SwiftUI snippet: the button's shape, its tap circle and its modifiers, each run of them
  /// followed by the touch-down's animation for it; the release keeps nil.
  var swiftUI: String {
    var out = [
      SpringCode.comment(
        "The touch-down: each .animation below is the press's (isPressed turns true); put the release's own animation in place of nil.")
    ]
    out.append(shape)
    out += rippleOverlay ?? []
    out += modifierLines()
    return out.joined(separator: "\n")
  }
}
