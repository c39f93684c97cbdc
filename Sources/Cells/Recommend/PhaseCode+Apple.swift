import Curves
import Presets
import Recommendation
import TextFormats

extension PhaseCode {
  /// The Core Animation moves of a group: the view's transform as one matrix (reading
  /// `transform.scale` would average in the z scale), a tap circle's diameter as its layer's scale.
  func layerMoves(_ moved: [ReleaseCode.Moved]) -> [ReleaseCode.LayerMove] {
    typealias Move = ReleaseCode.LayerMove
    var moves: [Move] = []
    let transform = moved.filter { ReleaseCode.transformProperties.contains($0.property) }
    if let first = transform.first { moves.append(Move(layer: first.layer, keyPath: "transform", value: ReleaseCode.transformValue(transform))) }
    var offsetDone = false
    for m in moved {
      switch m.property {
      case .alpha, .rippleOpacity, .backgroundFade: moves.append(Move(layer: m.layer, keyPath: "opacity", value: ReleaseCode.number(m.to)))
      case .shadowOpacity: moves.append(Move(layer: m.layer, keyPath: "shadowOpacity", value: ReleaseCode.number(m.to)))
      case .shadowRadius: moves.append(Move(layer: m.layer, keyPath: "shadowRadius", value: ReleaseCode.number(m.to)))
      case .shadowOffsetX, .shadowOffsetY:
        guard !offsetDone else { continue }
        offsetDone = true
        let x = moved.first { $0.property == .shadowOffsetX }?.to ?? pressed[.shadowOffsetX] ?? 0
        let y = moved.first { $0.property == .shadowOffsetY }?.to ?? pressed[.shadowOffsetY] ?? 0
        moves.append(Move(layer: m.layer, keyPath: "shadowOffset", value: "CGSize(width: \(ReleaseCode.number(x)), height: \(ReleaseCode.number(y)))"))
      case .rippleDiameter:
        let s = ReleaseCode.number(m.to / Self.circleSize(m))
        moves.append(Move(layer: m.layer, keyPath: "transform", value: "CATransform3DMakeScale(\(s), \(s), 1)"))
      default: continue
      }
    }
    return moves
  }

  /// A group's animation as `variable` and the moves made with it; empty when its curve is one
  /// Core Animation cannot take as one animation (keyframes), said in a comment.
  func coreAnimationLines(_ timing: ReleaseCode.Timing, variable: String, moves: [ReleaseCode.LayerMove]) -> [String] {
    var lines: [String]
    if timing.own == nil, let spring = pickSpring {
      lines = spring.coreAnimationSettings(variable)
    } else if let own = timing.own, let settings = CurveCall.coreAnimation(own, variable: variable, named: isPress) {
      lines = settings
    } else {
      return [SpringCode.comment("Its curve (\(timing.own?.model.rawValue ?? "")) is no single Core Animation timing: not written here.")]
    }
    if timing.delay > 0 {
      lines += ["\(variable).beginTime = CACurrentMediaTime() + \(ReleaseCode.number(timing.delay))", "\(variable).fillMode = .backwards"]
    }
    return lines + moves.map { ReleaseCode.animateBack($0, with: variable, helper: helperName) }
  }

  /// After the UIKit call: with Core Animation, the layer properties of the pick's group (on the
  /// same timing as `variable`) and every other group on its own timing.
  func layerLines(variable: String) -> [String] {
    let main = timings[0]
    var out: [String] = []
    let layerOnly = layerMoves(main.moved).filter { !($0.layer == "view" && ($0.keyPath == "transform" || $0.keyPath == "opacity")) }
    var helperShown = false
    if !layerOnly.isEmpty {
      let same = isPress ? "the same curve" : "the same spring"
      out.append(
        SpringCode.comment(
          "UIView.animate cannot animate a layer's \(ReleaseCode.subject(main.moved.filter { $0.property.rawValue.hasPrefix("shadow") })): \(same) in Core Animation."))
      out += ReleaseCode.helper(named: helperName) + coreAnimationLines(main, variable: variable, moves: layerOnly)
      helperShown = true
    }
    for timing in timings.dropFirst() {
      out.append(ReleaseCode.ownTimingComment(timing, event: event, pick: pickWords))
      if !helperShown { out += ReleaseCode.helper(named: helperName) }
      helperShown = true
      out += coreAnimationLines(timing, variable: ReleaseCode.variable(timing), moves: layerMoves(timing.moved))
    }
    return out
  }
}
