import Curves
import TextFormats

/// W3C Design Tokens Community Group JSON (format 2025.10): a Bézier as `duration`, `cubicBezier`
/// and a `transition` that refers to them; a spring, which the format has no type for, as a
/// `duration` token (until within half a device pixel of rest, or UIKit's cut) whose
/// `$extensions` entry holds the spring and its CSS `linear()` easing.
extension ExportCode {
  /// The reverse-domain key of PressLab's extension entry.
  static let extensionKey = "org.presslab.spring"

  static func duration(_ seconds: Double) -> JSONValue {
    .object([("value", .number((seconds * 1e4).rounded() / 10)), ("unit", .string("ms"))])
  }

  func tokens(label: String?, notes: [String]) throws(ExportError) -> String {
    let description = "PressLab export" + (label.map { ", \($0)" } ?? "") + ". " + notes.map { $0 + " " }.joined()
      + Self.sourcePrefix + motion.source
    let token: JSONValue
    if let e = eased {
      let points = e.points.map { JSONValue.number(Double($0) ?? 0) }
      token = .object([
        ("$description", .string(description)),
        ("duration", .object([("$type", .string("duration")), ("$value", Self.duration(e.duration))])),
        ("easing", .object([("$type", .string("cubicBezier")), ("$value", .array(points))])),
        ("transition", .object([
          ("$type", .string("transition")),
          ("$value", .object([
            ("duration", .string("{\(name).duration}")), ("delay", Self.duration(motion.delay)), ("timingFunction", .string("{\(name).easing}")),
          ])),
        ])),
      ])
    } else {
      guard let p = physical, let s = motion.spring else { throw ExportError(target: "tokens", "internal: no spring and no Bézier") }
      let css = try cssEasing()
      var spring: [(String, JSONValue)] = [
        ("mass", .number(p.mass)), ("stiffness", .number(p.stiffness)), ("damping", .number(p.damping)),
        ("initialVelocity", .number(p.velocity)), ("dampingRatio", .number(RoundedNumbers.round(s.dampingRatio, digits: 4))),
        ("delay", Self.duration(motion.delay)),
      ]
      if let cut = motion.cut { spring.append(("uikitCutOff", Self.duration(cut))) }
      spring += [("cssEasing", .string(css.easing)), ("cssDuration", Self.duration(css.duration))]
      token = .object([
        ("$type", .string("duration")),
        ("$value", Self.duration(motion.cut ?? motion.rest)),
        ("$description", .string(description)),
        ("$extensions", .object([(Self.extensionKey, .object(spring))])),
      ])
    }
    return JSONValue.object([(name, token)]).pretty()
  }
}
