import CurveAnalysis
/// Page 1's words, formed once for the PDF and the HTML twin: the decision sheet's rule, header
/// and rows, each button's line under it, what the buttons share, and the house default.
public enum DecisionSheet {
  /// A run of text and how it stands out.
  public struct Span: Sendable, Hashable {
    public enum Style: Sendable, Hashable { case plain, bold, warning }
    public var text: String
    public var style: Style
    public init(_ text: String, _ style: Style = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// The buttons a cell decided (a touch-down, a release or both), in report order.
  public static func decided(_ report: ExecutedReport) -> [PresetSummary] {
    report.summaries.filter { $0.decision != nil || $0.press != nil }
  }

  /// The buttons nothing decided.
  public static func undecided(_ report: ExecutedReport) -> [PresetSummary] {
    report.summaries.filter { $0.decision == nil && $0.press == nil }
  }

  /// What the sheet's numbers mean: each rule, the one reading, the marks.
  public static func reading(_ summaries: [PresetSummary], visibility: Visibility) -> String {
    let presses = summaries.contains { $0.press != nil }
    let rules = Set(summaries.flatMap { [$0.press, $0.decision].compactMap { $0.map { "\($0.rule): \($0.ruleStatement)" } } }).sorted()
    var reading = "Each pick follows one rule, " + rules.joined(separator: "; ")
    reading += ". Every number is read the same way: frames at the notebook's frame rate, settled within \(visibility.words) of rest, "
    reading += "a release's times from the finger's lift-off (a hold after it included)"
    if presses { reading += ", a touch-down's from touch-down (fully pressed: within \(visibility.words) of the full press)" }
    reading += ". ◆ marks a number that rests on a fact not yet checked on a device"
    reading += presses ? "; ⚠ a press a quick tap cuts short visibly." : "."
    reading += " Each chapter gives the whole phase as UIKit, Core Animation and SwiftUI code."
    return reading
  }

  /// The sheet's column heads; the pick's call is column `codeColumn`.
  public static func header(_ summaries: [PresetSummary]) -> [String] {
    let presses = summaries.contains { $0.press != nil }
    return ["Button", "Verdict", "Pick, the call to type", "Overshoot", presses ? "Settles · fully pressed" : "Settles", "Snap"]
  }

  public static let codeColumn = 2

  /// One row per decision (a button's touch-down, then its release): the verdict, the pick as
  /// SwiftUI and UIKit, now → pick in one reading; a line break ("\n") where the PDF breaks.
  public static func rows(_ summaries: [PresetSummary]) -> [[String]] {
    let presses = summaries.contains { $0.press != nil }
    func row(_ s: PresetSummary, _ d: ButtonDecision) -> [String] {
      let pick = d.pick
      var button = s.name + (d.unconfirmed ? " ◆" : "")
      if presses { button += "\n" + d.phase + (d.cutShort ? " ⚠" : "") }
      // A touch-down's SwiftUI form is in its chapter: its row stays short so page 1 holds every decision.
      let swiftUI = { (o: ButtonDecision.Option) in d.phase == "release" ? "\nSwiftUI \(codeBreaks(o.swiftUI))" : "" }
      let curve: String = pick.map { p in
        (p.call.map(codeBreaks) ?? (p.curve + (d.api.hasPrefix("UIView") ? "" : " (Core Animation)"))) + swiftUI(p)
      } ?? "—"
      let overshoot = "\(d.nowReading.overshootText) → \(pick?.reading.overshootText ?? "—")"
      let settle = "\(d.nowReading.settleText) → \(pick?.reading.settleText ?? "—")"
      let snap = d.nowReading.snapPx == nil && pick?.reading.snapPx == nil ? "—" : "\(d.nowReading.snapText) → \(pick?.reading.snapText ?? "—")"
      return [button, d.verdict, curve, overshoot, settle, snap]
    }
    return summaries.flatMap { s in [s.press, s.decision].compactMap { $0.map { row(s, $0) } } }
  }

  /// Code in a narrow cell breaks only between words or after an opening parenthesis (an
  /// invisible break, U+200B), never inside a name.
  public static func codeBreaks(_ code: String) -> String { code.replacing("(", with: "(\u{200B}") }

  /// A button's line under the sheet: the other options, the quick taps, the risk.
  public static func buttonLine(_ s: PresetSummary) -> [Span] {
    var runs: [Span] = [Span(s.name + ". ", .bold)]
    if let p = s.press {
      let others = p.options.dropFirst().map { "\($0.rule): \($0.curve)" }
      if !others.isEmpty { runs.append(Span("Other touch-downs: " + others.joined(separator: "; ") + ". ")) }
      if !p.quickTaps.isEmpty {
        runs.append(p.cutShort ? Span("Quick taps cut short ⚠: ", .warning) : Span("Quick taps: "))
        runs.append(Span(p.quickTaps.joined(separator: "; ") + ". "))
      }
    }
    guard let d = s.decision else { return runs }
    let others = d.options.dropFirst().map { "\($0.rule): \($0.curve), \($0.reading.sentence)" }
    if !others.isEmpty { runs.append(Span("Other options: " + others.joined(separator: "; ") + ". ")) }
    if d.api.contains("cannot") { runs.append(Span("Animated with \(d.api). ")) }
    if let risk = d.feel.first { runs.append(Span("Risk: " + risk + " ")) }
    if s.press == nil { runs.append(Span(d.press.filter { $0.hasPrefix("Touch-down") }.joined(separator: " "))) }
    return runs
  }

  /// What the decided buttons share: touch-downs nothing decided, properties no pick moves.
  public static func common(_ summaries: [PresetSummary]) -> String? {
    var common: [String] = []
    let undecided = summaries.filter { $0.press == nil }.map(\.name)
    if !undecided.isEmpty { common.append(ButtonDecision.pressNotDecided(undecided)) }
    let releases = summaries.compactMap(\.decision)
    let quiet = Set(releases.flatMap(\.quiet)).sorted()
    if !quiet.isEmpty {
      let first = quiet.joined(separator: " and ")
      common.append(
        first.prefix(1).uppercased() + first.dropFirst() + " change\(quiet.count == 1 ? "s" : "") nothing visible at "
          + (releases.allSatisfy { $0.quiet == quiet } ? "any pick" : "some picks")
          + " (under 0.1 px and a frame): held at each button's own value and left out of the choice.")
    }
    return common.isEmpty ? nil : common.joined(separator: " ")
  }

  /// "House default: …", what it is and which buttons it fits.
  public static func houseDefault(_ house: HouseDefault) -> [Span] {
    [
      Span("House default: ", .bold), Span(house.spring + ". "),
      Span("One spring for every button: of the picks above, the one that meets the most buttons' constraints, then settles soonest on the slowest. "),
      Span("Fits " + house.fits.joined(separator: ", ") + (house.misses.isEmpty ? "." : "; not " + house.misses.joined(separator: ", ") + ".")),
    ]
  }
}
