import Curves
import Presets
import Recommendation
import ReportModel
import Sweeps
import TextFormats

/// A decision's words, made once for the chapter, its table and the cover.
struct DecisionWords {
  /// What the release animates, for the API named and the Swift to paste.
  var target: ReleaseTarget
  var api: (short: String, long: String)
  /// The named options as the table lists them: options on the pick's curve are the pick, once.
  var options: [ButtonDecision.Option]
  var verdict: String
  var feel: [String]
  var press: [String]

  init(_ d: Decision, current: CurrentCurve?) {
    target = current?.target ?? ReleaseTarget(property: .scaleX, pressed: d.pick.made.scale ?? 0.95, rest: 1)
    api = DecisionText.api(for: target)
    options = []
    for (i, option) in d.options.enumerated() {
      let entry = ButtonDecision.Option(
        rule: option.rule.title, curve: DecisionText.curve(option.curve),
        swiftUI: option.curve.springModel.map { SpringCode(spring: $0).swiftUIName } ?? "—", reading: option.reading,
        call: CoverCall.call(option.curve, target: target, delay: current?.hold ?? 0, uikitDuration: option.made.uikitDuration))
      if i > 0, let same = options.firstIndex(where: { $0.curve == entry.curve }) {
        options[same].rule += " = " + entry.rule
        continue
      }
      options.append(entry)
    }
    verdict = d.same ? "keep it: it already is the \(d.rule.title) pick" : DecisionText.verdict(now: d.nowReading, pick: d.pick.reading)
    feel = current?.preset.map {
      FeelNotes.lines($0, groupName: current?.groupName, property: current?.target?.property, recommended: d.pick.curve, fps: d.rows.fps, band: d.rows.band, visibility: d.rows.visibility)
    } ?? []
    press = current?.preset.map { FeelNotes.pressLines($0, fps: d.rows.fps, band: d.rows.band, visibility: d.rows.visibility) } ?? []
    if target.property == .scaleX || target.property == .scaleY { press += Self.scaleLine(d, current: current) }
  }
}

extension DecisionWords {
  /// The press-scale verdict: what the sweep and the constraints say of it.
  static func scaleLine(_ d: Decision, current: CurrentCurve?) -> [String] {
    let rows = d.rows
    guard let i = rows.parameterNames.firstIndex(where: { $0.hasSuffix("scale") }) else {
      return current?.pressScale.map { ["Press scale \(NumberText.significant($0, digits: 3)): not swept by this release."] } ?? []
    }
    let name = rows.parameterNames[i]
    if let bound = d.bounds.first(where: { $0.column == name }), let lo = bound.min, let hi = bound.max, abs(hi - lo) < 1e-12 {
      return ["Press scale \(NumberText.significant(lo, digits: 3)): kept by this release's constraints (the touch-down decision chooses a depth)."]
    }
    return ["Press scale: chosen with the rest of the curve (the options above carry it)."]
  }

  /// "Damping changes nothing visible here (…): held at 0 and left out of the choice."
  static func sentence(_ axis: QuietAxis) -> String {
    let label = SweepCharts.parameterLabel(axis.name)
    let overshoot = axis.overshootSpread < 0.001 ? "under 0.001 px" : "at most \(NumberText.significant(axis.overshootSpread, digits: 2)) px"
    return "\(label.prefix(1).uppercased() + label.dropFirst()) changes nothing visible here (overshoot by \(overshoot), "
      + "settle time by less than a frame): held at \(NumberText.significant(axis.value, digits: 3)) and left out of the choice."
  }

  /// "One grid step either way (damping ±0.1, …) moves the pick to settle in …"; times from lift-off
  /// (`Sensitivity` includes the hold).
  static func sentence(_ s: Sensitivity) -> String {
    let steps = s.steps.map { name, step in
      let stepText = name.hasSuffix("duration")
        ? NumberText.milliseconds(step) : NumberText.significant(Refinement.step(for: name).map { Refinement.rounded(step, step: $0) } ?? step, digits: 3)
      return "\(SweepCharts.parameterLabel(name)) ±\(stepText)"
    }
    let ms = { (x: Double) in NumberText.milliseconds(x) }
    return "One grid step either way (\(steps.joined(separator: ", ")), one at a time) moves the pick to settle in "
      + "\(ms(s.settle.lowerBound))–\(ms(s.settle.upperBound)) with overshoot \(NumberText.decimal(s.overshoot.lowerBound, places: 1))–\(NumberText.decimal(s.overshoot.upperBound, places: 1)) px."
  }
}
