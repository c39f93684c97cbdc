import Execution
import NotebookFormat
import Presets
import Recommendation
import ReportModel
import Sweeps
import TextFormats

/// What a `recommend` cell decides (`phase:`): the release (the default), the press (touch-down:
/// its curve and depth) or both from one sweep.
enum RecommendPhase: String {
  case release, press, both

  init(_ cell: Cell) throws(CellError) {
    guard let text = cell.options?["phase"] else {
      self = .release
      return
    }
    guard let word = text.string, let phase = RecommendPhase(rawValue: word) else {
      throw CellError("'phase' must be release, press or both, not '\(text.string ?? text.kindName)'", at: cell.location(ofValue: text))
    }
    self = phase
  }
}

/// A press cell's own keys: the contact time of a quick tap, and the lift times it is scored at.
struct PressKeys {
  var contact = PressGoal.typicalContact
  var quickTaps = [0.05, 0.1]

  /// `pressEnd`: when the button's touch-down animations end; a quick tap lifts before.
  init(_ cell: Cell, preset: Preset?) throws(CellError) {
    if let x = try cell.number("contact_time") {
      guard x > 0, x <= 1 else {
        throw CellError("'contact_time' is the seconds a quick tap's finger stays down: above 0 and at most 1, not \(NumberText.parameter(x))", at: cell.location(of: "contact_time"))
      }
      contact = x
    }
    if let node = cell.options?["quick_taps"] {
      let items = node.items ?? [node]
      var times: [Double] = []
      for item in items {
        guard let t = item.number, t.isFinite, t > 0 else {
          throw CellError("'quick_taps' lists lift times in seconds after touch-down, each above 0, not '\(item.string ?? item.kindName)'", at: cell.location(ofValue: item))
        }
        times.append(t)
      }
      guard !times.isEmpty else { throw CellError("'quick_taps' needs at least one lift time", at: cell.location(of: "quick_taps")) }
      quickTaps = times
    }
    guard let preset, let end = PressTimeline.defaultRelease(for: preset) else { return }
    if let late = quickTaps.first(where: { $0 > end + 1e-9 }) {
      throw CellError(
        "'quick_taps': a quick tap lifts before the press ends, and \(preset.buttonName) is fully pressed at \(NumberText.milliseconds(end)), not after \(NumberText.milliseconds(late))",
        at: cell.location(of: "quick_taps"))
    }
  }
}

extension PresetAccess {
  /// The curve now of a press decision: the `current:` curve, or the touch-down group of the
  /// cell's `preset:` (the one that moves the button, or the one animating `property:`).
  func currentPress(_ cell: Cell, context: RunContext) throws(CellError) -> CurrentCurve? {
    if cell.options?["current"] != nil { return try current(cell, context: context) }
    guard let name = cell.string("preset") else { return nil }
    let preset = try Self.preset(name, in: context, cell: cell, key: "preset")
    guard let phase = preset.phase(.press) else {
      throw CellError("'phase: press' decides a touch-down, and preset '\(name)' has no press phase (nothing happens on \(preset.pressEvent.rawValue))", at: cell.location(of: "phase"))
    }
    var group = preset.group(for: .press)
    if let wanted = cell.string("property") {
      guard let p = PressProperty(rawValue: wanted) else {
        throw CellError("unknown property '\(wanted)' (\(PressProperty.allCases.map(\.rawValue).joined(separator: ", ")))", at: cell.location(of: "property"))
      }
      group = phase.animations.first { $0.targets.contains { $0.property == p } }
      if group == nil { throw CellError("preset '\(name)' does not animate \(wanted) on touch-down", at: cell.location(of: "property")) }
    }
    let property = cell.string("property").flatMap(PressProperty.init(rawValue:)) ?? group?.targets.first?.property
    guard let group, let property, !group.curve.isKeyframes, group.curve.endTime != nil else {
      let plays = group?.curve.isKeyframes == true ? "keyframes (a wobble or a shake), not a press" : "an animation that never ends"
      throw CellError("'phase: press' decides a press, and preset '\(name)' has none: its touch-down plays \(plays)", at: cell.location(of: "phase"))
    }
    let timeline = PressTimeline(preset: preset)
    let pressed = timeline.value(of: property, at: timeline.lastAnimationEnd + 10)
    return CurrentCurve(
      name: name, curve: group.curve, text: Self.curveText(group), pressScale: preset.pressScale, preset: preset, groupName: group.name,
      target: ReleaseTarget(property: property, pressed: pressed, rest: preset.look.restingValue(of: property)), hold: 0)
  }
}

extension RecommendRunner {
  /// The touch-down decided and presented: its curve and depth by the press rule, its quick taps.
  func press(_ ask: Ask, rule: PickRule, cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    try pressDecided(ask, rule: rule, cell: cell, context: context).output
  }

  /// The touch-down's outputs and its decision (nil when no curve meets every bound).
  func pressDecided(_ ask: Ask, rule: PickRule, cell: Cell, context: RunContext) throws(CellError) -> (output: CellOutput, decision: Decision?) {
    let current = try presets.currentPress(cell, context: context)
    let keys = try PressKeys(cell, preset: current?.preset)
    try Self.checkDepths(ask, cell: cell)
    let decision = try Self.decide(ask, rule: rule, now: current?.now, press: PressGoal(contact: keys.contact), cell: cell, threads: context.threads)
    return (presentPress(decision, current: current, keys: keys, listing: ask.listing, cell: cell), decision.options.isEmpty ? nil : decision)
  }

  /// A press goes somewhere: a depth (press scale) of 0, 1 or more is no press.
  static func checkDepths(_ ask: Ask, cell: Cell) throws(CellError) {
    if let i = ask.rows.parameterNames.firstIndex(where: { $0.hasSuffix("scale") }),
      let bad = Refinement.axisValues(ask.rows, i).first(where: { !($0 > 0 && $0 < 1) })
    {
      throw CellError(
        "a press needs a depth between 0 and 1: the sweep's '\(ask.rows.parameterNames[i])' takes \(NumberText.parameter(bad))\(bad == 1 ? ", which does not press at all" : "")",
        at: cell.location(of: "sweep"))
    }
    for bound in ask.bounds where bound.column.hasSuffix("scale") {
      for x in [bound.min, bound.max].compactMap({ $0 }) where !(x > 0 && x < 1) {
        throw CellError("a press depth ('\(bound.column)') is between 0 and 1, not \(NumberText.parameter(x))", at: bound.location ?? cell.location(of: "constraints"))
      }
    }
  }

  /// `phase: both`: the touch-down's outputs, then the release's, under their own headings.
  static func joined(press: CellOutput, release: CellOutput) -> CellOutput {
    var out = CellOutput()
    var up = release.items
    if case .heading? = up.first, case .heading? = press.items.first { up.removeFirst() }
    var down = press.items
    let title = down.first.flatMap { item -> ReportItem? in if case .heading = item { return item } else { return nil } }
    if title != nil { down.removeFirst() }
    out.items = (title.map { [$0] } ?? []) + [.heading(level: 4, text: "Touch-down")] + down + [.heading(level: 4, text: "Release")] + up
    out.metrics = .object([("press", press.metrics), ("release", release.metrics)])
    out.summaries = press.summaries + release.summaries
    out.findings = release.findings
    return out
  }
}
