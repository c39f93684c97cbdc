import CurveAnalysis
import Curves
import Execution
import Presets
import Recommendation
import ReportModel
import TextFormats

/// A quick tap: the finger lifts at `at`, before the press has finished. How far the press got,
/// whether the release starts from there or jumps, and how deep the button goes at most.
struct QuickTap {
  var at: Double
  /// The moving property's progress just before the lift: 0 at rest, 1 fully pressed.
  var reached: Double
  /// The deepest progress from touch-down on (an additive press keeps going a moment after the lift).
  var deepest: Double
  /// The largest jump at the lift of a property with an on-screen size, in device pixels.
  var jump: (property: PressProperty, px: Double)?
  /// The report's visibility threshold.
  var visibility: Visibility

  /// The press is cut short visibly: something jumps by the visibility threshold or more as the finger lifts.
  var cutShort: Bool { jump.map { visibility.isVisible(pixels: $0.px) } ?? false }

  /// "lifted at 50 ms: 62% pressed, at most 70%; the release starts from there".
  var sentence: String {
    var text = "lifted at \(NumberText.milliseconds(at)): \(Self.percent(reached)) pressed"
    if deepest > reached + 0.005 { text += ", at most \(Self.percent(deepest))" }
    if let jump, cutShort {
      text += "; its \(PresetCurves.propertyName(jump.property)) jumps \(ButtonDecision.Reading.px(jump.px)) as the finger lifts"
    } else {
      text += "; the release starts from there"
    }
    return text
  }

  static func percent(_ x: Double) -> String { NumberText.decimal(100 * x, places: 0) + "%" }
}

enum QuickTaps {
  /// `preset` tapped and lifted at `at`; nil when `property` does not move on touch-down.
  static func score(_ preset: Preset, property: PressProperty, at t: Double, visibility: Visibility) -> QuickTap? {
    let held = PressTimeline(preset: preset)
    let rest = preset.look.restingValue(of: property)
    let span = held.value(of: property, at: held.lastAnimationEnd + 10) - rest
    guard abs(span) > 1e-12 else { return nil }
    let tap = PressTimeline(preset: preset, release: t)
    let progress = { (x: Double) in (tap.value(of: property, at: x) - rest) / span }
    // Millisecond steps over the half second after the lift: deep enough for any press to turn back.
    let deepest = (0...Int(((t + 0.5) * 1000).rounded())).map { progress(Double($0) / 1000) }.max() ?? 0
    let jumps = tap.jumps(until: t + 1e-6).filter { abs($0.time - t) < 1e-6 && $0.pixels != nil }
    let jump = jumps.max { $0.pixels! < $1.pixels! }.map { (property: $0.property, px: $0.pixels!) }
    return QuickTap(at: t, reached: (tap.leftLimit(of: property, at: t) - rest) / span, deepest: max(deepest, 0), jump: jump, visibility: visibility)
  }

  /// The preset with its touch-down group (`group`) on `curve`, pressed to `scale` when it scales.
  static func replacingPress(_ preset: Preset, group name: String?, with curve: Curve, scale: Double?) -> Preset? {
    var p = preset
    guard let phase = preset.phase(.press), let group = name ?? preset.group(for: .press)?.name,
      let pi = p.phases.firstIndex(where: { $0.name == phase.name }),
      let gi = p.phases[pi].animations.firstIndex(where: { $0.name == group })
    else { return nil }
    p.phases[pi].animations[gi].curve = curve
    if let scale, preset.pressScale != nil, let scaled = try? p.varying("press.scale", to: scale) { p = scaled }
    return p
  }
}

/// The quick taps of a press decision, the button now and with the pick's touch-down: the table,
/// the flag when a press is cut short visibly, and the JSON.
struct QuickTapTable {
  var now: [QuickTap] = []
  var pick: [QuickTap] = []
  var items: [ReportItem] = []
  var json: JSONValue = .array([])

  init(_ d: Decision, current: CurrentCurve?, words: PressWords, at times: [Double]) {
    guard let current, let preset = current.preset, let property = current.target?.property else { return }
    now = times.compactMap { QuickTaps.score(preset, property: property, at: $0, visibility: d.rows.visibility) }
    if !words.same, let changed = QuickTaps.replacingPress(preset, group: current.groupName, with: d.pick.curve, scale: d.pick.made.scale) {
      pick = times.compactMap { QuickTaps.score(changed, property: property, at: $0, visibility: d.rows.visibility) }
    }
    guard !now.isEmpty else { return }
    let name = PresetCurves.propertyName(property)
    items.append(
      .block(.paragraph([
        .strong([.text("Quick taps: ")]),
        .text("the finger lifts at \(times.map { NumberText.milliseconds($0) }.joined(separator: " and ")) after touch-down. "
          + "Pressed: how far the \(name) had gone when it lifted (0% at rest, 100% fully pressed); deepest: the furthest it gets; "
          + "a jump of \(d.rows.visibility.words) or more as the finger lifts cuts the press short visibly."),
      ])))
    func row(_ label: String, _ t: QuickTap) -> [String] {
      [label, NumberText.milliseconds(t.at), QuickTap.percent(t.reached), QuickTap.percent(t.deepest),
       t.jump.map { "\(ButtonDecision.Reading.px($0.px)) (\(PresetCurves.propertyName($0.property)))" } ?? "—"]
    }
    items.append(
      .table(
        TableItem(
          title: "Quick taps of \(preset.buttonName)", header: ["", "Finger up", "Pressed at the lift", "Deepest", "Jump at the lift"],
          rows: now.map { row("now", $0) } + pick.map { row("pick", $0) }, alignments: [.left, .right, .right, .right, .right])))
    if let cut = now.first(where: \.cutShort) {
      let fixed = !pick.isEmpty && !pick.contains(where: \.cutShort)
      items.append(
        .block(.paragraph([
          .strong([.text("Cut short: ")]),
          .text("\(preset.buttonName) \(cut.sentence)" + (pick.isEmpty ? "." : fixed ? "; the pick's touch-down does not." : "; the pick's touch-down does too: the jump is not in the curve decided here.")),
        ])))
    }
    json = .array(
      now.map { Self.json($0, curve: "now") } + pick.map { Self.json($0, curve: "pick") })
  }

  static func json(_ t: QuickTap, curve: String) -> JSONValue {
    .object([
      ("curve", .string(curve)), ("at", .number(t.at)), ("pressed", .number(t.reached)), ("deepest", .number(t.deepest)),
      ("jump_px", .optional(t.jump?.px)), ("jump_property", t.jump.map { .string($0.property.rawValue) } ?? .null), ("cut_short", .bool(t.cutShort)),
    ])
  }
}
