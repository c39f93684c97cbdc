import CurveAnalysis
import Curves
import TextFormats

/// The text of a new plain preset file (no `seed:`, plain values, commented), which
/// `PresetLibrary` loads as written: a minimal template, or another preset's look and motion.
public enum PresetScaffold {
  /// `schema` is the path of `datasets/preset.schema.json` as seen from the new file, for the
  /// editor line; nil leaves the line out.
  public static func text(name: String, from source: Preset? = nil, schema: String?) -> String {
    var lines: [String] = []
    if let schema { lines.append("# yaml-language-server: $schema=\(schema)") }
    lines += [
      "# A button of your own: no `seed:` line, so values are written plain and shown as \"yours\"",
      "# (a [value, source] pair still works). Check it with `presslab presets check FILE`,",
      "# play it with `presslab press \(name)`.",
    ]
    if let source { lines.append("# Made from \(source.name) (\(source.origin)): its look and motion, as plain values.") }
    lines += ["presets:", "  \(name):"]
    let preset = source ?? template
    lines.append("    description: \(quoted(source.map { "Made from \($0.name): \($0.description)" } ?? preset.description))")
    lines.append("    name: \(quoted(Preset.words(fromID: name)))   # what the report calls the button")
    lines += look(preset.look).map { "    " + $0 }
    lines.append("    events:   # which phase each control event starts")
    for event in ControlEvent.allCases { if let phase = preset.events[event] { lines.append("      \(event.rawValue): \(phase)") } }
    if preset.releaseEvent != .touchUpInside { lines.append("    release_event: \(preset.releaseEvent.rawValue)") }
    // The preset's own notes; its groups' notes travel with the groups.
    let groupNotes = Set(preset.phases.flatMap { p in p.animations.compactMap { g in g.uncertain.map { "\(p.name).\(g.name): \($0)" } } })
    let notes = preset.uncertain.filter { !groupNotes.contains($0) }
    if !notes.isEmpty { lines += ["    uncertain:"] + notes.map { "      - \(quoted($0))" } }
    lines.append("    phases:")
    for phase in preset.phases {
      lines.append("      \(phase.name):")
      if let layer = phase.removesAnimations.first { lines.append("        remove_all_animations: \(layer)") }
      lines.append("        animations:")
      for group in phase.animations { lines += self.group(group).map { "          " + $0 } }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A 200 × 50 button that shrinks to 0.96 in 0.08 s (ease-out) and springs back (0.4 s, damping 0.6).
  static let template: Preset = {
    let result = PresetLibrary.parse(file: "template", text: templateText)
    return result.presets[0]
  }()

  static let templateText = """
    presets:
      your-button:
        description: A 0.08 s ease-out press to 0.96, a UIKit spring release (0.4 s, damping 0.6)
        look: {width: 200, height: 50, corner_radius: 12, fill: "#2F6FDE", title: Continue, title_color: "#FFFFFF"}
        events: {touchDown: press, touchDragEnter: press, touchDragExit: release, touchCancel: release, touchUpInside: release, touchUpOutside: release}
        phases:
          press:
            animations:
              transform: {kind: uikit, curve: {model: uikit-curve, duration: 0.08, curve: easeOut}, set: {scale_x: 0.96, scale_y: 0.96}}
          release:
            animations:
              transform: {kind: uikit, curve: {model: uikit-spring, duration: 0.4, damping: 0.6, velocity: 0}, set: {scale_x: rest, scale_y: rest}}
    """

  static func look(_ look: ButtonLook) -> [String] {
    var lines = [
      "look:",
      "  width: \(n(look.width))   # points",
      "  height: \(n(look.height))",
      "  corner_radius: \(look.isCapsule ? "capsule" : n(look.cornerRadius))   # points, or capsule",
      "  fill: \(quoted(color(look.fill)))   # #RRGGBB, #RRGGBBAA, rgb255(r, g, b), rgb(r, g, b, a) or white(w)",
      "  title: \(quoted(look.title))",
      "  title_color: \(quoted(color(look.titleColor)))",
    ]
    if look.screenScale != DisplaySettings.standard.screenScale { lines.append("  screen_scale: \(n(look.screenScale))") }
    if look.shadowOpacity > 0 {
      lines += [
        "  shadow:", "    color: \(quoted(color(look.shadowColor)))", "    opacity: \(n(look.shadowOpacity))",
        "    radius: \(n(look.shadowRadius))", "    offset_x: \(n(look.shadowOffsetX))", "    offset_y: \(n(look.shadowOffsetY))",
      ]
    }
    if let ripple = look.ripple {
      let diameter: String
      switch ripple.diameter {
      case .largestSide: diameter = "largest_side"
      case .full: diameter = "full"
      case .points(let x): diameter = n(x)
      case .factorOfLargestSide(let f): diameter = "{factor_of_largest_side: \(n(f))}"
      }
      lines += [
        "  ripple:   # the tap circle", "    start_diameter: \(n(ripple.startDiameter))", "    diameter: \(diameter)",
        "    burst: \(n(ripple.burst))", "    from_tap_location: \(ripple.fromTapLocation)",
        "    beyond_bounds: \(ripple.beyondBounds)", "    color: \(quoted(color(ripple.color)))",
      ]
      if let fade = ripple.fadeColor { lines.append("    fade_color: \(quoted(color(fade)))") }
    }
    return lines
  }

  static func group(_ group: AnimationGroup) -> [String] {
    var lines = ["\(group.name):", "  kind: \(group.kind.rawValue)"]
    if group.layer != group.targets[0].property.defaultLayer { lines.append("  layer: \(group.layer)") }
    if group.at != 0 { lines.append("  at: \(n(group.at))") }
    if let options = group.options { lines.append("  options: \(quoted(options))") }
    if group.fillForwards { lines.append("  fill_forwards: true") }
    if group.removesLayerAtEnd { lines.append("  removes_layer: true") }
    if let note = group.uncertain { lines.append("  uncertain: \(quoted(note))") }
    lines.append("  curve:")
    lines.append("    model: \(group.curve.spec.name.rawValue)")
    for entry in group.curve.spec.described {
      let value: String
      switch entry.value {
      case .number(let x): value = n(x)
      case .numbers(let xs): value = "[" + xs.map(n).joined(separator: ", ") + "]"
      case .word, .words, .flag: value = quoted(entry.value.text)
      }
      lines.append("    \(entry.name): \(value)")
    }
    lines.append("  set:")
    for target in group.targets {
      let to = self.value(target.to)
      lines.append("    \(target.property.rawValue): " + (target.from.map { "{to: \(to), from: \(self.value($0))}" } ?? to))
    }
    return lines
  }

  static func value(_ value: TargetValue) -> String {
    switch value {
    case .value(let x): return n(x)
    case .factor(let f): return "{factor: \(n(f))}"
    case .rest: return "rest"
    case .rippleStart: return "ripple_start"
    case .rippleFinal: return "ripple_final"
    case .rippleBurst: return "ripple_burst"
    case .keyframes: return "keyframes"
    case .presentation: return "presentation"
    }
  }

  /// `#RRGGBB[AA]` when every component is a whole byte, else `rgb(r, g, b, a)` exactly.
  static func color(_ c: RGBA) -> String {
    let parts = [c.r, c.g, c.b, c.a]
    let bytes = parts.map { ($0 * 255).rounded() }
    guard zip(parts, bytes).allSatisfy({ $0.0 == $0.1 / 255 }) else {
      return "rgb(" + parts.map(n).joined(separator: ", ") + ")"
    }
    let hex = bytes.dropLast(c.a == 1 ? 1 : 0).map { b -> String in
      let text = String(Int(b), radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + hex.joined()
  }

  static func n(_ x: Double) -> String { NumberText.parameter(x) }

  /// A YAML double-quoted scalar.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
