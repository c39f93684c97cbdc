import CurveAnalysis
import Curves
import Execution
import NotebookFormat
import Presets
import Recommendation
import ReportModel

/// The current curve a recommendation is compared with: a `current:` curve in the cell, or the
/// release curve of the cell's `preset:`.
struct CurrentCurve {
  var name: String
  var curve: Curve
  var text: String
  var pressScale: Double?
  var preset: Preset?
  /// The release group the recommendation replaces, by name.
  var groupName: String?
  /// What the release animates, for the Swift to paste.
  var target: ReleaseTarget?
  /// Seconds from the finger's lift-off until the release group starts (PEButton's press effect).
  var hold: Double = 0

  /// What the pages call it: the preset's button name, else the name the cell gives.
  var buttonName: String { preset?.buttonName ?? name }

  /// The curve as a decision reads it.
  var now: NowCurve { NowCurve(curve: curve, pressScale: pressScale, hold: hold) }
}

/// The property a release animates back, as Swift names it.
struct ReleaseTarget {
  var property: PressProperty
  /// From the pressed value back to rest.
  var pressed: Double
  var rest: Double

  var keyPath: String {
    switch property {
    case .scaleX, .scaleY: return "transform.scale"
    case .translationX: return "transform.translation.x"
    case .translationY: return "transform.translation.y"
    case .rotation: return "transform.rotation.z"
    case .alpha: return "opacity"
    case .shadowOpacity: return "shadowOpacity"
    case .shadowRadius: return "shadowRadius"
    case .shadowOffsetX, .shadowOffsetY: return "shadowOffset"
    default: return property.rawValue
    }
  }

  /// The line inside the UIView.animate block; nil for layer properties UIView blocks do not animate.
  var uikitLine: String? {
    switch property {
    case .scaleX, .scaleY, .translationX, .translationY, .rotation: return "button.transform = .identity"
    case .alpha: return "button.alpha = \(MetricText.short(rest))"
    default: return nil
    }
  }
}

/// Finding presets named in cells, and what the report says about them.
struct PresetAccess: Sendable {
  /// The preset named by `key` (a name), or an error listing the names there are.
  static func preset(_ name: String, in context: RunContext, cell: Cell, key: String) throws(CellError) -> Preset {
    if let p = context.presets.first(where: { $0.name == name }) { return p }
    let known = context.presets.map(\.name).joined(separator: ", ")
    var message = "no preset named '\(name)'" + (known.isEmpty ? " (no presets were read)" : " (presets: \(known))")
    // Say which preset file or folder failed and why, so "no presets" is never the whole story.
    if !context.presetErrors.isEmpty {
      message += "; " + (context.presetErrors.count == 1 ? "preset problem: " : "\(context.presetErrors.count) preset problems, the first: ")
        + context.presetErrors[0]
    }
    throw CellError(message, at: cell.location(of: key))
  }

  static func presets(_ cell: Cell, context: RunContext, key: String = "presets") throws(CellError) -> [Preset] {
    guard let names = try cell.strings(key) else { throw CellError("a \(cell.kindName) cell needs '\(key)'", at: cell.location) }
    var result: [Preset] = []
    for name in names { result.append(try preset(name, in: context, cell: cell, key: key)) }
    return result
  }

  /// "press" and "release" are the preset's press and release phases (`Preset.phase(_:)`); any
  /// other name is a phase by name.
  static func phaseNamed(_ preset: Preset, _ name: String) -> Phase? {
    Preset.Role(rawValue: name).flatMap { preset.phase($0) } ?? preset.phase(named: name)
  }

  /// "spring, 300 ms, damping ratio 0.05, velocity 1": a group's curve in design words.
  static func curveText(_ group: AnimationGroup) -> String { CurveWords.design(group) }

  /// The one way the report writes a curve: model, duration in ms, then the other parameters worth
  /// saying (`CurveSpec.described`: no zero delay, no switch left off), numbers to 4 digits; how
  /// often it plays (`repeatCount`) last, after what one pass is.
  static func describe(_ spec: CurveSpec) -> String {
    var parts: [String] = []
    let entries = spec.described.filter { $0.name != "repeatCount" } + spec.described.filter { $0.name == "repeatCount" }
    if case .number(let x)? = entries.first(where: { $0.name == "duration" })?.value { parts.append(MetricText.ms(x)) }
    for e in entries where e.name != "duration" {
      if case .number(let x) = e.value { parts.append("\(e.name) \(MetricText.short(x))") } else { parts.append("\(e.name) \(e.value.text)") }
    }
    return spec.name.rawValue + (parts.isEmpty ? "" : " " + parts.joined(separator: ", "))
  }

  /// Each animation of the preset in the API's terms, for the appendix.
  static func details(_ preset: Preset) -> [CurveDetail] {
    preset.phases.flatMap { phase in
      phase.animations.map { group in
        let moves = group.targets.map { PresetCurves.propertyName($0.property) }.joined(separator: ", ")
        return CurveDetail(
          button: preset.buttonName, preset: preset.name, part: "\(phase.name) · \(group.name) (\(moves))",
          call: CurveWords.call(group.curve.spec))
      }
    }
  }

  /// A designer-facing line for a FACTS.md [UNCERTAIN] modelling choice.
  static func plainNote(_ text: String) -> String {
    var t = text
    if let colon = t.firstIndex(of: ":"), t[..<colon].contains(".") && !t[..<colon].contains(" ") {
      t = String(t[t.index(after: colon)...]).trimmingLeadingSpaces  // "release.shadow: …"
    }
    var source = ""
    if t.hasPrefix("UNCERTAIN"), let close = t.firstIndex(of: ")"), let open = t.firstIndex(of: "(") {
      source = String(t[t.index(after: open)..<close])
      t = String(t[t.index(after: close)...]).drop(while: { $0 == ":" || $0 == " " }).description
    }
    t = t.prefix(1).uppercased() + t.dropFirst()
    return "Not confirmed on a device: \(t)" + (source.isEmpty ? "." : " (\(source)).")
  }

  func current(_ cell: Cell, context: RunContext) throws(CellError) -> CurrentCurve? {
    if let id = cell.string("current") {
      return try Self.fitted(id, cell: cell, context: context)
    }
    if let node = cell.options?["current"] {
      let made = try CurveCells.make(node, in: cell, defaultLabel: "current")
      let text = CurveWords.design(made.curve.spec)
      return CurrentCurve(name: cell.string("preset") ?? made.label, curve: made.curve, text: text, pressScale: nil, preset: nil)
    }
    guard let name = cell.string("preset") else { return nil }
    let preset = try Self.preset(name, in: context, cell: cell, key: "preset")
    var group = preset.releaseGroup
    var property = group?.targets.first?.property
    if let wanted = cell.string("property") {
      guard let p = PressProperty(rawValue: wanted) else {
        throw CellError("unknown property '\(wanted)' (\(PressProperty.allCases.map(\.rawValue).joined(separator: ", ")))", at: cell.location(of: "property"))
      }
      group = preset.phase(.release)?.animations.first { $0.targets.contains { $0.property == p } }
      property = p
      if group == nil { throw CellError("preset '\(name)' does not animate \(wanted) on release", at: cell.location(of: "property")) }
    }
    guard let group, let property else {
      throw CellError("preset '\(name)' has no release phase to compare with", at: cell.location(of: "preset"))
    }
    let rest = preset.look.restingValue(of: property)
    let pressed = PressTimeline(preset: preset, release: nil).value(of: property, at: PressTimeline(preset: preset).lastAnimationEnd + 10)
    return CurrentCurve(
      name: name, curve: group.curve, text: Self.curveText(group), pressScale: preset.pressScale, preset: preset,
      groupName: group.name, target: ReleaseTarget(property: property, pressed: pressed, rest: rest), hold: group.at)
  }

  /// The current preset and the same preset with the pick's release on the same frames; the
  /// other named options (`options` after the first) playable in the HTML twin.
  func filmstrips(
    _ cell: Cell, current: CurrentCurve?, nowReading: ButtonDecision.Reading?, options: [(option: ButtonDecision.Option, curve: Curve)],
    fps: Double, visibility: Visibility
  ) -> [ReportItem] {
    guard let current, let preset = current.preset, let first = options.first,
      let changed = Filmstrips.replacingRelease(preset, group: current.groupName, with: first.curve)
    else { return [] }
    func numbers(_ r: ButtonDecision.Reading) -> [(name: String, value: String)] {
      [("Overshoot", r.overshootText), ("Settles", r.settleText), ("Snap", r.snapText)]
    }
    let now = PlayableButton(
      label: "Now", preset: preset, curve: DecisionText.curve(current.curve), numbers: nowReading.map(numbers) ?? [])
    let pick = PlayableButton(label: "Recommended (\(first.option.rule))", preset: changed, curve: first.option.curve, numbers: numbers(first.option.reading))
    let others = options.dropFirst().compactMap { o in
      Filmstrips.replacingRelease(preset, group: current.groupName, with: o.curve).map {
        PlayableButton(label: o.option.rule.prefix(1).uppercased() + o.option.rule.dropFirst(), preset: $0, curve: o.option.curve, numbers: numbers(o.option.reading))
      }
    }
    return [
      Filmstrips.comparison(
        now: now, recommended: pick, options: others, id: "\(cell.id)-filmstrip", fps: fps, visibility: visibility,
        caption: "\(preset.buttonName) now (upper row of each pair) and with the recommended release (lower row), on the same frames and scale; "
          + "where the recommended outline is a different distance from rest, the frame says by how much.")
    ]
  }
}

extension String {
  var trimmingLeadingSpaces: String { String(drop(while: { $0 == " " })) }
  /// "uikit-spring, 300 ms, damping 0.05" → "uikit-spring 300 ms, damping 0.05".
  func replacingFirstComma() -> String {
    guard let r = firstRange(of: ", ") else { return self }
    var copy = self
    copy.replaceSubrange(r, with: " ")
    return copy
  }
}
