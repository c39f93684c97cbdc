import CurveAnalysis
import Curves
import Execution
import NotebookFormat
import Presets
import Recommendation
import ReportModel
import Sweeps
import TextFormats

/// A press decision's words, made once for the chapter, its table and the cover. Times of a press
/// are read from touch-down; "fully pressed" is within ½ device pixel of the full press.
struct PressWords {
  var options: [ButtonDecision.Option] = []
  var statement: String
  var verdict: String
  /// The verdict as the cover's table says it, next to the times: in time or not, the depth's change.
  var coverVerdict: String
  /// The depth is the designer's to choose here (the button scales), so every curve names it.
  var showsDepth: Bool
  /// The current curve already is the pick, at the same depth.
  var same: Bool
  /// Another layer of the press that goes on after the pick's, more than a frame.
  var trailing: TrailingLayer?

  init(_ d: Decision, current: CurrentCurve?) {
    let contact = d.press?.contact ?? PressGoal.typicalContact
    let scales = d.choice.scaleColumn.map { Refinement.axisValues(d.rows, $0) } ?? []
    showsDepth = current?.pressScale != nil || scales.count > 1
    statement = d.rule == .deepest
      ? "the deepest press fully reached (within \(d.rows.visibility.words)) within \(NumberText.milliseconds(contact)), a quick tap's contact time, with no visible overshoot"
      : d.rule.statement(d.rows.visibility).replacing("settles", with: "is fully pressed")
    for (i, option) in d.options.enumerated() {
      let entry = ButtonDecision.Option(
        rule: option.rule.title, curve: Self.curve(option, showsDepth: showsDepth),
        swiftUI: option.curve.springModel.map { SpringCode(spring: $0).swiftUIName } ?? "—", reading: option.reading,
        call: current?.target.flatMap { CoverCall.call(option.curve, target: $0, uikitDuration: option.made.uikitDuration) })
      if i > 0, let same = options.firstIndex(where: { $0.curve == entry.curve }) {
        options[same].rule += " = " + entry.rule
        continue
      }
      options.append(entry)
    }
    same = d.same && (current?.pressScale).map { s in d.pick.made.scale.map { abs($0 - s) < 1e-9 } ?? true } ?? true
    verdict = same ? "keep it: it already is the \(d.rule.title) pick" : Self.verdict(d, nowDepth: current?.pressScale, showsDepth: showsDepth)
    coverVerdict = same ? "keep it" : Self.coverVerdict(d, nowDepth: current?.pressScale, showsDepth: showsDepth)
    // In the chapter's verdict and results.json; page 1 has no room for it beside five buttons' two rows.
    trailing = TrailingLayer.find(d, current: current)
    if let trailing { verdict += "; ⚠ \(trailing.sentence)" }
  }

  /// "before a quick tap lifts (100 ms); scale 0.95 → 0.9".
  static func coverVerdict(_ d: Decision, nowDepth: Double?, showsDepth: Bool) -> String {
    let contact = d.press?.contact ?? PressGoal.typicalContact, pick = d.pick.reading
    let inTime = pick.snapPx == nil && (pick.settle.map { $0 <= contact + 1e-9 } ?? false)
    var text = inTime ? "before a quick tap lifts (\(NumberText.milliseconds(contact)))" : "after a quick tap (\(NumberText.milliseconds(contact))) lifts"
    if showsDepth, let s = d.pick.made.scale {
      // Page 1's call leaves the depth to this line.
      let now = nowDepth.flatMap { abs(s - $0) > 1e-9 ? NumberText.significant($0, digits: 4) + " → " : nil } ?? ""
      text += "; scale \(now)\(NumberText.significant(s, digits: 4))"
    }
    if let o = pick.overshootPx, d.rows.visibility.isVisible(pixels: o) { text += "; overshoots" }
    return text
  }

  /// "100 ms, curve easeOut, to scale 0.9".
  static func curve(_ option: Decision.Option, showsDepth: Bool) -> String {
    curveText(option.curve) + (showsDepth ? option.made.scale.map { ", to scale \(NumberText.significant($0, digits: 4))" } ?? "" : "")
  }

  /// A spring at the precision a designer types (`DecisionText.curve`); any other curve as the report writes curves.
  static func curveText(_ curve: Curve) -> String {
    DecisionText.curve(curve)
  }

  /// "reaches full press in 50 ms, before a quick tap lifts (100 ms); now 257 ms; presses deeper: …".
  static func verdict(_ d: Decision, nowDepth: Double?, showsDepth: Bool) -> String {
    let contact = d.press?.contact ?? PressGoal.typicalContact, pick = d.pick.reading
    var parts: [String] = []
    if pick.snapPx == nil, let t = pick.settle {
      parts.append(
        "reaches full press in \(NumberText.milliseconds(t)), "
          + (t <= contact + 1e-9 ? "before a quick tap lifts (\(NumberText.milliseconds(contact)))" : "after a quick tap (\(NumberText.milliseconds(contact))) has lifted"))
    } else {
      parts.append(sentence(pick))
    }
    if let now = d.nowReading { parts.append("now " + (now.snapPx == nil ? now.settle.map { NumberText.milliseconds($0) } ?? "never" : sentence(now))) }
    if showsDepth, let s = d.pick.made.scale, let n = nowDepth, abs(s - n) > 1e-9 {
      parts.append("presses \(s < n ? "deeper" : "shallower"): scale \(NumberText.significant(s, digits: 4)) instead of \(NumberText.significant(n, digits: 4))")
    }
    if let o = pick.overshootPx, d.rows.visibility.isVisible(pixels: o) { parts.append("overshoots \(ButtonDecision.Reading.px(o))") }
    return parts.joined(separator: "; ")
  }

  /// "fully pressed after 50 ms, overshoot 0.0 px", or the snap that ends it.
  static func sentence(_ r: ButtonDecision.Reading) -> String {
    let reached = r.snapPx.map { "never settles: snaps \(ButtonDecision.Reading.px($0)) at \(NumberText.milliseconds(r.snapTime ?? 0))" }
      ?? r.settle.map { "fully pressed after \(NumberText.milliseconds($0))" } ?? "never fully pressed"
    return reached + ", overshoot \(r.overshootText)"
  }
}

extension RecommendRunner {
  /// A press decision to the chapter: the pick and the options, the depth map, the candidates,
  /// the quick taps; its JSON and the cover's touch-down line.
  func presentPress(_ d: Decision, current: CurrentCurve?, keys: PressKeys, listing: Int, cell: Cell) -> CellOutput {
    var output = CellOutput()
    let id = "\(cell.id)-press"
    if let title = cell.string("title") { output.items.append(.heading(level: 3, text: title)) }
    guard !d.options.isEmpty else {
      output.items += Self.noneMeets(d)
      output.metrics = .object([("phase", .string("press")), ("feasible", .integer(0)), ("winner", .null)])
      return output
    }
    let words = PressWords(d, current: current)
    output.items += Self.pressPickItems(d, current: current, words, contactSet: cell.options?["contact_time"] != nil)
    if let map = DepthMap.figure(d, threads: 1, id: id) { output.items.append(.figure(map)) }
    if d.invisible > 0 {
      output.items.append(.note("\(d.invisible) curves were left out: they move the button's edge less than \(d.rows.visibility.words), so nobody sees the press."))
    }
    output.items += Self.candidateItems(d, listing: listing, id: id)
    output.items += Self.pressCode(d, current: current)
    let taps = QuickTapTable(d, current: current, words: words, at: keys.quickTaps)
    output.items += taps.items
    guard case .object(var members) = Self.metrics(d, spring: nil) else { return output }
    members.insert(("phase", .string("press")), at: 0)
    members.append(("contact_time", .number(d.press?.contact ?? keys.contact)))
    members.append(("quick_taps", taps.json))
    if let trailing = words.trailing { members.append(("trailing", trailing.json)) }
    output.metrics = .object(members)
    output.summaries = Self.pressSummaries(d, current: current, words, taps: taps)
    return output
  }

  /// The touch-down pick as code to paste (UIKit, Core Animation, SwiftUI): the whole press of
  /// the preset (`PressCode`), or the one property of a curve that comes with none.
  static func pressCode(_ d: Decision, current: CurrentCurve?) -> [ReportItem] {
    guard let target = current?.target else { return [] }
    let scale = d.pick.made.scale
    let code = current?.preset.flatMap { PressCode(preset: $0, group: current?.groupName, pick: d.pick.curve, scale: scale) }
      ?? PressCode(target: target, pick: d.pick.curve, scale: scale)
    return snippets(uikit: code.uikit, coreAnimation: code.coreAnimation, swiftUI: code.swiftUI, keyPath: target.keyPath, handler: "touch-down")
  }

  static func pressPickItems(_ d: Decision, current: CurrentCurve?, _ words: PressWords, contactSet: Bool) -> [ReportItem] {
    var items: [ReportItem] = []
    items.append(
      .block(.paragraph([
        .strong([.text("Touch-down pick (\(d.rule.title)): ")]),
        .text("\(words.statement). \(words.options[0].curve): \(PressWords.sentence(d.pick.reading))"
          + (d.nowReading.map { "; now \(PressWords.sentence($0))" } ?? "") + ". Verdict: \(words.verdict)."),
      ])))
    let api = current?.target.map { DecisionText.api(for: $0).short } ?? "curve"
    let header = ["", "Curve (\(api))", "SwiftUI", "Overshoot", "Fully pressed", "Snap"]
    var rows: [[String]] = []
    if let current, let now = d.nowReading {
      let depth = words.showsDepth ? current.pressScale.map { ", to scale \(NumberText.significant($0, digits: 4))" } ?? "" : ""
      rows.append(["now", PressWords.curveText(current.curve) + depth, "—", now.overshootText, now.settleText, now.snapText])
    }
    for (n, option) in words.options.enumerated() {
      rows.append([n == 0 ? "pick: \(option.rule)" : option.rule, option.curve, option.swiftUI, option.reading.overshootText, option.reading.settleText, option.reading.snapText])
    }
    items.append(
      .table(
        TableItem(
          title: "The touch-down pick and the named options for \(current?.buttonName ?? "this sweep")", header: header, rows: rows,
          alignments: [.left, .left, .left, .right, .right, .right], highlighted: [current == nil ? 0 : 1])))
    let contact = NumberText.milliseconds(d.press?.contact ?? PressGoal.typicalContact)
    var facts = "Read at \(Int(d.rows.fps)) frames per second; fully pressed means within \(d.rows.visibility.words) of the full press; times from touch-down. "
      + "A quick tap's finger stays down \(contact)" + (contactSet ? ", the contact time this notebook sets." : ", a tap's typical contact time.")
    if let spread = d.sensitivity { facts += " " + DecisionWords.sentence(spread).replacing("to settle in", with: "to be fully pressed in") }
    items.append(.block(.paragraph([.text(facts)])))
    for axis in d.quiet { items.append(.block(.paragraph([.text(DecisionWords.sentence(axis))]))) }
    return items
  }

  /// The cover's touch-down line for this button.
  static func pressSummaries(_ d: Decision, current: CurrentCurve?, _ words: PressWords, taps: QuickTapTable) -> [PresetSummary] {
    guard let current, let nowReading = d.nowReading else { return [] }
    let target = current.target ?? ReleaseTarget(property: .scaleX, pressed: current.pressScale ?? 1, rest: 1)
    var decision = ButtonDecision(
      property: DecisionText.propertyName(target.property), api: DecisionText.api(for: target).long, rule: d.rule.title,
      ruleStatement: words.statement, now: current.text, nowReading: nowReading, options: words.options, verdict: words.coverVerdict,
      feel: [], press: [], unconfirmed: !(current.preset?.uncertain.isEmpty ?? true))
    decision.phase = "touch-down"
    decision.quickTaps = taps.now.map(\.sentence)
    decision.cutShort = taps.now.contains { $0.cutShort }
    var summary = PresetSummary(preset: current.name, name: current.buttonName, current: "", recommended: nil)
    summary.press = decision
    return [summary]
  }
}
