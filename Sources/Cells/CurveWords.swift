import Curves
import Presets
import TextFormats

/// A curve as a designer pages reads it: "ease-out, 300 ms", "spring, 300 ms, damping ratio 0.05,
/// velocity 1", "a four-step shake over 250 ms". The API's own terms (model, solver, key times,
/// additive) go to the appendix (`call`, a `CurveDetail`), never to these pages.
enum CurveWords {
  static func design(_ spec: CurveSpec, property: PressProperty? = nil) -> String {
    var text: String
    switch spec.model {
    case .uikitCurve(let p): text = "\(ease(p.curve)), \(NumberText.milliseconds(p.duration))"
    case .bezier(let p):
      let shape = p.curve.map(ease) ?? p.points.map { "cubic-bezier(" + $0.map { NumberText.significant($0, digits: 3) }.joined(separator: ", ") + ")" }
      text = (shape ?? "linear") + ", " + NumberText.milliseconds(p.duration)
    case .uikitSpring, .caSpring, .spring: text = "spring, " + spring(spec)
    case .keyframes(let k): text = keyframes(k, property: property)
    }
    if spec.delay > 0 { text += ", after \(NumberText.milliseconds(spec.delay))" }
    return text
  }

  /// A group's curve in design words, named by what it moves.
  static func design(_ group: AnimationGroup) -> String { design(group.curve.spec, property: group.targets.first?.property) }

  /// The spring's numbers a designer types, duration first (`DecisionText.parameterText`); the
  /// switches and words of the API (a UIKit spring's ignored curve option) left to the appendix.
  static func spring(_ spec: CurveSpec) -> String {
    let numbers = spec.listing.compactMap { entry -> (String, Double)? in
      guard entry.name != "delay", case .number(let x) = entry.value else { return nil }
      return (entry.name, x)
    }
    let ordered = numbers.filter { $0.0 == "duration" } + numbers.filter { $0.0 != "duration" }
    return ordered.map { DecisionText.parameterText($0.0, $0.1, model: spec.name) }.joined(separator: ", ")
  }

  /// "easeOut" → "ease-out"; Core Animation's `default` is its gentle "default ease".
  static func ease(_ name: String) -> String {
    switch name {
    case "easeIn": "ease-in"
    case "easeOut": "ease-out"
    case "easeInOut", "easeInEaseOut": "ease-in-out"
    case "default": "default ease"
    default: name
    }
  }

  /// "a four-step wobble over 400 ms, repeating forever".
  static func keyframes(_ k: KeyframeParameters, property: PressProperty?) -> String {
    let steps = max(1, k.values.count - 1)
    let motion: String? =
      switch property {
      case .rotation?: "wobble"
      case .translationX?, .translationY?: "shake"
      case .scaleX?, .scaleY?: "pulse"
      default: nil
      }
    var text = motion.map { "a \(count(steps))-step \($0)" } ?? "\(count(steps)) keyframe steps"
    text += " over \(NumberText.milliseconds(k.duration))"
    if k.autoreverses { text += ", there and back" }
    if k.repeatCount.isInfinite {
      text += ", repeating forever"
    } else if k.repeatCount > 1 {
      text += ", \(NumberText.significant(k.repeatCount, digits: 3)) times"
    }
    return text
  }

  static func count(_ n: Int) -> String {
    let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    return n < words.count ? words[n] : String(n)
  }

  /// What `presslab curve` takes for this curve, every parameter given: the appendix's statement.
  static func call(_ spec: CurveSpec) -> String {
    ([spec.name.rawValue] + spec.text.map { "\($0.name)=\($0.value)" }).joined(separator: " ")
  }

  /// "curves of uikit-spring" in words: "UIKit springs".
  static func plural(_ model: CurveModel) -> String {
    switch model {
    case .uikitSpring: "UIKit springs"
    case .uikitCurve: "UIKit timing curves"
    case .caSpring: "Core Animation springs"
    case .spring: "SwiftUI springs"
    case .bezier: "Core Animation timing curves"
    case .keyframes: "keyframe animations"
    }
  }
}
