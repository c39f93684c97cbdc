import CurveAnalysis
import Curves
import Exports
import Foundation
import Testing

/// An export read back from its text alone, as the platform would run it: the progress it draws
/// at `t` seconds after the animation is started (its delay included).
struct ExportReading {
  var value: (Double) -> Double
  /// Seconds after which the platform's animation is over (a tween's or linear()'s end).
  var end: Double? = nil

  static func number(_ text: String, _ pattern: String) throws -> Double {
    let regex = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    let range = NSRange(text.startIndex..., in: text)
    let match = try #require(regex.firstMatch(in: text, range: range), "no \(pattern) in\n\(text)")
    let word = String(text[Range(match.range(at: 1), in: text)!])
    return try #require(Double(word.hasSuffix("f") ? String(word.dropLast()) : word), "'\(word)' is no number")
  }

  static func optionalNumber(_ text: String, _ pattern: String) -> Double? { optionalWord(text, pattern).flatMap(Double.init) }

  /// The text with comment lines joined back into their sentences.
  static func prose(_ text: String) -> String {
    text.replacingOccurrences(of: "\n// ", with: " ").replacingOccurrences(of: "\n * ", with: " ")
  }

  static func numbers(_ text: String, _ pattern: String) throws -> [Double] {
    let regex = try NSRegularExpression(pattern: pattern)
    let match = try #require(regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), "no \(pattern) in\n\(text)")
    return String(text[Range(match.range(at: 1), in: text)!]).split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "f", with: ""))!
    }
  }

  /// Compose's named constants, from androidx.compose.animation.core.Spring.
  static let composeConstants: [String: Double] = [
    "StiffnessHigh": 10_000, "StiffnessMedium": 1500, "StiffnessMediumLow": 400, "StiffnessLow": 200, "StiffnessVeryLow": 50,
    "DampingRatioHighBouncy": 0.2, "DampingRatioMediumBouncy": 0.5, "DampingRatioLowBouncy": 0.75, "DampingRatioNoBouncy": 1,
  ]

  static func compose(_ text: String) throws -> ExportReading {
    if text.contains("tween<Float>(") {
      let duration = try number(text, #"durationMillis = (\d+)"#) / 1000, delay = try number(text, #"delayMillis = (\d+)"#) / 1000
      let points = try numbers(text, #"CubicBezierEasing\(([^)]*)\)"#)
      return ExportReading(value: { PlatformEquations.bezier(points, x: ($0 - delay) / duration) }, end: delay + duration)
    }
    func constant(_ key: String) throws -> Double {
      if let name = optionalWord(text, key + #" = Spring\.(\w+)"#) { return try #require(composeConstants[name]) }
      return try number(text, key + #" = ([-0-9.]+f)"#)
    }
    let ratio = try constant("dampingRatio"), stiffness = try constant("stiffness")
    let velocity = try number(text, #"initialVelocity = ([-0-9.]+f)"#)
    let delay = (optionalNumber(text, #"// delay\((\d+)\)"#) ?? 0) / 1000
    return ExportReading(
      value: { $0 < delay ? 0 : PlatformEquations.compose(dampingRatio: ratio, stiffness: stiffness, velocity: velocity, t: $0 - delay) }, end: nil)
  }

  static func optionalWord(_ text: String, _ pattern: String) -> String? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
    else { return nil }
    return String(text[Range(match.range(at: 1), in: text)!])
  }

  static func flutter(_ text: String) throws -> ExportReading {
    let delay = (optionalNumber(text, #"Future\.delayed\(const Duration\(microseconds: (\d+)\)"#) ?? 0) / 1e6
    if text.contains("Cubic(") {
      let points = try numbers(text, #"Cubic\(([^)]*)\)"#)
      let duration = try number(text, #"Duration = Duration\(microseconds: (\d+)\)"#) / 1e6
      return ExportReading(value: { PlatformEquations.bezier(points, x: ($0 - delay) / duration) }, end: delay + duration)
    }
    let m = try number(text, #"SpringDescription\(mass: ([-0-9.]+)"#), k = try number(text, #"stiffness: ([-0-9.]+)"#)
    let c = try number(text, #"damping: ([-0-9.]+)\)"#), v = try number(text, #"Velocity = ([-0-9.]+);"#)
    return ExportReading(value: { $0 < delay ? 0 : PlatformEquations.flutter(mass: m, stiffness: k, damping: c, velocity: v, t: $0 - delay) }, end: nil)
  }

  static func reanimated(_ text: String) throws -> ExportReading {
    let delay = (optionalNumber(text, #"withDelay\(([0-9.]+),"#) ?? 0) / 1000
    if text.contains("Easing.bezier(") {
      let points = try numbers(text, #"Easing\.bezier\(([^)]*)\)"#)
      let duration = try number(text, #"duration: ([0-9.]+),"#) / 1000
      return ExportReading(value: { PlatformEquations.bezier(points, x: ($0 - delay) / duration) }, end: delay + duration)
    }
    let m = try number(text, #"mass: ([-0-9.]+),"#), k = try number(text, #"stiffness: ([-0-9.]+),"#)
    let c = try number(text, #"damping: ([-0-9.]+),"#), v = try number(text, #"velocity: ([-0-9.]+),"#)
    return ExportReading(
      value: { $0 < delay ? 0 : PlatformEquations.reanimated(mass: m, stiffness: k, damping: c, velocity: v, t: $0 - delay) }, end: nil)
  }

  static func css(_ text: String) throws -> (reading: ExportReading, easing: String, duration: Double, delay: Double) {
    let duration = try number(text, #"-duration: ([0-9.]+)ms;"#) / 1000, delay = try number(text, #"-delay: ([0-9.]+)ms;"#) / 1000
    let easing = try #require(optionalWord(text, #"-easing: ([^;]*);"#)).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    let value: (Double) -> Double
    if easing.hasPrefix("cubic-bezier(") {
      let points = try numbers(easing, #"cubic-bezier\(([^)]*)\)"#)
      value = { PlatformEquations.bezier(points, x: $0) }
    } else {
      let linear = try #require(PlatformEquations.LinearEasing(easing), "cannot read \(easing)")
      value = { linear.value(at: min(1, max(0, $0))) }
    }
    return (ExportReading(value: { $0 < delay ? 0 : value(min(1, ($0 - delay) / duration)) }, end: delay + duration), easing, duration, delay)
  }

  /// A tokens file's one token: a spring from its extension, a Bézier from its transition.
  static func tokens(_ text: String) throws -> (reading: ExportReading, token: [String: Any]) {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let token = try #require(json.values.first as? [String: Any])
    func ms(_ any: Any?) throws -> Double {
      let d = try #require(any as? [String: Any])
      #expect(d["unit"] as? String == "ms")
      return try #require((d["value"] as? NSNumber)?.doubleValue) / 1000
    }
    if let spring = (token["$extensions"] as? [String: Any])?["org.presslab.spring"] as? [String: Any] {
      #expect(token["$type"] as? String == "duration")
      let n = { (key: String) throws -> Double in try #require((spring[key] as? NSNumber)?.doubleValue, "\(key)") }
      let m = try n("mass"), k = try n("stiffness"), c = try n("damping"), v = try n("initialVelocity"), delay = try ms(spring["delay"])
      return (ExportReading(value: { $0 < delay ? 0 : PlatformEquations.flutter(mass: m, stiffness: k, damping: c, velocity: v, t: $0 - delay) }, end: nil), token)
    }
    let easing = try #require(token["easing"] as? [String: Any]), duration = try #require(token["duration"] as? [String: Any])
    let transition = try #require(token["transition"] as? [String: Any])
    #expect(easing["$type"] as? String == "cubicBezier" && duration["$type"] as? String == "duration" && transition["$type"] as? String == "transition")
    let points = try #require(easing["$value"] as? [NSNumber]).map(\.doubleValue)
    let d = try ms(duration["$value"]), delay = try ms((transition["$value"] as? [String: Any])?["delay"])
    return (ExportReading(value: { PlatformEquations.bezier(points, x: ($0 - delay) / d) }, end: delay + d), token)
  }

  static func read(_ export: CurveExport) throws -> ExportReading { try read(export.text, as: export.target) }

  static func read(_ text: String, as target: ExportTarget) throws -> ExportReading {
    switch target {
    case .compose: return try compose(text)
    case .flutter: return try flutter(text)
    case .reanimated: return try reanimated(text)
    case .css: return try css(text).reading
    case .tokens: return try tokens(text).reading
    }
  }
}
