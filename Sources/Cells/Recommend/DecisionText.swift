import Curves
import Execution
import Presets
import Recommendation
import ReportModel
import TextFormats

/// The words of a decision: which API animates the property, a curve at the precision a designer
/// types, and the verdict.
enum DecisionText {
  /// The API that animates `target` on release: `UIView.animate` for the view's transform and
  /// alpha, Core Animation for a layer's shadow (FACTS.md §6).
  static func api(for target: ReleaseTarget) -> (short: String, long: String) {
    target.uikitLine == nil
      ? ("CASpringAnimation", "CASpringAnimation (UIView.animate cannot animate a layer's \(propertyName(target.property)))")
      : ("UIView.animate", "UIView.animate")
  }

  /// "scale", "position", "shadow radius".
  static func propertyName(_ p: PressProperty) -> String {
    switch p {
    case .scaleX, .scaleY: return "scale"
    case .translationX, .translationY: return "position"
    default: return PresetCurves.propertyName(p)
    }
  }

  /// "damping ratio 0.76, 100 ms, velocity 1": the curve's parameters at the precision a designer
  /// types (`Refinement.precision`), duration first, a zero delay left out. UIKit's damping is a
  /// ratio; Core Animation's a coefficient; each is named so.
  static func curve(_ curve: Curve) -> String {
    // A timing curve reads as its shape and duration; only springs are a list of numbers.
    guard curve.springModel != nil else { return CurveWords.design(curve.spec) }
    var parts: [String] = []
    let listing = curve.spec.listing
    if case .number(let x)? = listing.first(where: { $0.name == "duration" })?.value { parts.append(NumberText.milliseconds(x)) }
    for p in listing where p.name != "duration" {
      guard case .number(let x) = p.value else {
        // A word, a list or a switch reads as `presslab curve` writes it.
        parts.append("\(p.name) \(p.value.text)")
        continue
      }
      if p.name == "delay", x == 0 { continue }
      parts.append(parameterText(p.name, x, model: curve.model))
    }
    return parts.joined(separator: ", ")
  }

  /// "damping ratio 0.76", "100 ms": one parameter at the precision a designer types.
  static func parameterText(_ name: String, _ x: Double, model: CurveModel) -> String {
    let bare = String(name.split(separator: ".").last ?? "")
    if bare == "duration" { return NumberText.milliseconds(x) }
    let value = Refinement.step(for: bare).map { NumberText.significant(Refinement.rounded(x, step: $0), digits: 6) } ?? NumberText.significant(x, digits: 3)
    return "\(parameterName(bare, model: model)) \(value)"
  }

  static func parameterName(_ name: String, model: CurveModel) -> String {
    switch (name, model) {
    case ("damping", .uikitSpring): return "damping ratio"
    case ("damping", .caSpring): return "damping coefficient"
    case ("dampingFraction", _): return "damping fraction"
    default: return name
    }
  }

  /// "removes a 10.1 px snap and settles 109 ms sooner".
  static func verdict(now: ButtonDecision.Reading?, pick: ButtonDecision.Reading) -> String {
    guard let now else { return "the pick of this sweep" }
    var phrases: [String] = []
    var removed: [String] = []
    if let snap = now.snapPx, pick.snapPx == nil { removed.append("a \(ButtonDecision.Reading.px(snap)) snap") }
    if let o = now.overshootPx, o >= 0.5, (pick.overshootPx ?? 0) < 0.5 { removed.append("a \(ButtonDecision.Reading.px(o)) bounce") }
    if !removed.isEmpty { phrases.append("removes " + removed.joined(separator: " and ")) }
    if let a = now.snapPx == nil ? now.settle : now.snapTime, let b = pick.settle {
      let change = a - b
      if abs(change) >= 0.0005 {
        phrases.append(change > 0 ? "settles \(NumberText.milliseconds(change)) sooner" : "settles \(NumberText.milliseconds(-change)) later")
      }
    }
    if let o = pick.overshootPx, o >= 0.5, (now.overshootPx ?? 0) < 0.5 { phrases.append("adds a \(ButtonDecision.Reading.px(o)) overshoot") }
    return phrases.isEmpty ? "reads the same as now" : phrases.joined(separator: "; ")
  }
}
