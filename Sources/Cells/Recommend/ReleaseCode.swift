import Curves
import Presets
import Recommendation
import TextFormats

/// The whole release as code to paste: every property the release phase moves, each on the
/// timing the report analysed. The group the recommendation replaces moves on the pick's spring;
/// every other group keeps its own curve (the chapter's filmstrip and feel lines read it so), and
/// the code says so where it does.
struct ReleaseCode: PhaseCode {
  /// One property back from where the press left it.
  struct Moved {
    var property: PressProperty
    /// `view`, `shadow`, `ripple`, `fade`: the layer the preset puts it on.
    var layer: String
    var pressed: Double
    var to: Double
    /// The diameter a tap circle's layer is drawn at, when it is not `pressed`.
    var size: Double? = nil
  }

  /// Properties that move together: on the pick's spring (`own == nil`) or a group's own curve.
  struct Timing {
    var own: Curve?
    var name: String
    /// Seconds after lift-off before it starts.
    var delay: Double
    var moved: [Moved]
    /// The layer is removed when the group ends (BFPaperButton's tap circle).
    var removesLayer = false
  }

  var spring: SpringCode
  /// The pick's spring first, then each other group of the release.
  var timings: [Timing]
  var look: ButtonLook?
  /// Every property's value when the press has ended (what a property the release leaves keeps).
  var pressed: [PressProperty: Double] = [:]
  var pickSpring: SpringCode? { spring }
  var isPress: Bool { false }

  /// The release of `preset` with `group` (its release group by default) on `spring`.
  init?(preset: Preset, group groupName: String?, spring: SpringCode) {
    guard let phase = preset.phase(.release),
      let chosen = groupName ?? preset.releaseGroup?.name, phase.animations.contains(where: { $0.name == chosen })
    else { return nil }
    self.spring = spring
    look = preset.look
    let pressedAt = PressTimeline(preset: preset).lastAnimationEnd + 10
    let press = PressTimeline(preset: preset, release: nil)
    for p in PressProperty.allCases { pressed[p] = press.value(of: p, at: pressedAt) }
    let geometry = preset.look.ripple.map { RippleGeometry(look: preset.look, ripple: $0, tapX: preset.look.width / 2, tapY: preset.look.height / 2) }
    var spring: [Timing] = [], others: [Timing] = []
    let replaced = phase.animations.first { $0.name == chosen }!
    let replacedProperties = Set(replaced.targets.map(\.property))
    // A group that only holds the replaced group's properties until it starts (PEButton's press
    // effect presses again, then releases) is the wait: the snippet's delay says it.
    for group in phase.animations
    where group.name == chosen || group.at >= replaced.at || !Set(group.targets.map(\.property)).isSubset(of: replacedProperties) {
      var moved: [Moved] = []
      for target in group.targets where !moved.contains(where: { $0.property == target.property }) {
        let from = pressed[target.property] ?? 0
        let to = Self.value(target.to, of: target.property, look: preset.look, geometry: geometry, pressed: from)
        moved.append(Moved(property: target.property, layer: group.layer, pressed: from, to: to))
      }
      let timing = Timing(own: group.name == chosen ? nil : group.curve, name: group.name, delay: group.at, moved: moved, removesLayer: group.removesLayerAtEnd)
      if group.name == chosen { spring.append(timing) } else { others.append(timing) }
    }
    timings = spring + others
  }

  /// One property on the spring, for a curve that comes with no preset.
  init(target: ReleaseTarget, spring: SpringCode, delay: Double = 0) {
    self.spring = spring
    look = nil
    timings = [Timing(own: nil, name: "release", delay: delay, moved: [Moved(property: target.property, layer: "view", pressed: target.pressed, to: target.rest)])]
  }

  static func value(_ target: TargetValue, of property: PressProperty, look: ButtonLook, geometry: RippleGeometry?, pressed: Double) -> Double {
    target.resolved(rest: look.restingValue(of: property), geometry: geometry, model: pressed, shown: pressed)
  }

  /// The Swift name of a layer.
  static func layerName(_ layer: String) -> String { layer == "view" ? "button.layer" : "\(layer)Layer" }

  /// "shadow", "tap circle", "button": what a comment calls a group's properties.
  static func subject(_ moved: [Moved]) -> String {
    let properties = Set(moved.map(\.property))
    if properties.allSatisfy({ $0.rawValue.hasPrefix("shadow") }) { return "shadow" }
    if properties.allSatisfy({ $0.rawValue.hasPrefix("ripple") }) { return "tap circle" }
    if properties == [.backgroundFade] { return "background fade" }
    var words: [String] = []
    for m in moved {
      let word = transformProperties.contains(m.property) ? (m.property.rawValue.hasPrefix("scale") ? "scale" : "position") : PresetCurves.propertyName(m.property)
      if !words.contains(word) { words.append(word) }
    }
    return words.joined(separator: " and ")
  }

  /// "// It starts 100 ms after lift-off, …": the wait before the release, when there is one.
  var holdComment: [String] {
    guard timings[0].delay > 0 else { return [] }
    return [
      SpringCode.comment(
        "It starts \(NumberText.milliseconds(timings[0].delay)) after lift-off, as the preset's release does: the button stays pressed until then.")
    ]
  }

  /// "250 ms on the default curve": a group's own timing in words, its delay from `event`.
  static func timingWords(_ timing: Timing, event: String = "lift-off") -> String {
    guard let curve = timing.own else { return "the spring" }
    let length = curve.runDuration.map { NumberText.milliseconds($0) } ?? "its own length"
    let shape: String
    if case .word(let w)? = curve.spec.value(of: "curve") {
      shape = "the \(w) curve"
    } else if curve.springModel != nil {
      shape = "its own spring"
    } else {
      shape = "its own curve"
    }
    return "\(length) on \(shape)" + (timing.delay > 0 ? ", \(NumberText.milliseconds(timing.delay)) after \(event)" : "")
  }

  /// The comment above a group that keeps its own timing, `indent` spaces in; `pick` is what it
  /// would be given to move with the button.
  static func ownTimingComment(_ timing: Timing, indent: Int = 0, event: String = "lift-off", pick: String = "the spring") -> String {
    let subject = subject(timing.moved)
    var text = "The \(subject) \(subject.contains(" and ") ? "keep their" : "keeps its") own timing, as the report analysed it: \(timingWords(timing, event: event))."
    if subject != "tap circle" { text += " To move it with the button, give it \(pick)." }
    if timing.removesLayer { text += " Remove \(layerName(timing.moved[0].layer)) when it ends, as the button does." }
    return SpringCode.comment(text, width: SpringCode.maxColumns - indent).split(separator: "\n").map { String(repeating: " ", count: indent) + $0 }
      .joined(separator: "\n")
  }

  /// A group's own timing as a variable name: `circle-burst` → `circleBurstTiming`.
  static func variable(_ timing: Timing) -> String {
    let words = timing.name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    guard let first = words.first else { return "timing" }
    return first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Timing"
  }
}
