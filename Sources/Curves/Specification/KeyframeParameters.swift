import TextFormats

/// `CAKeyframeAnimation` (FACTS.md §5): values, key times, a calculation mode, timing functions,
/// repeats, autoreverse and `isAdditive`.
public struct KeyframeParameters: CurveParameters {
  static let model = CurveModel.keyframes
  static let parameterNames = [
    "duration", "values", "keyTimes", "mode", "calculationMode", "timingFunctions", "timingFunction", "repeatCount",
    "autoreverses", "additive", "isAdditive",
  ]

  public var duration: Double
  public var values: [Double]
  public var keyTimes: [Double]?
  public var mode: Keyframes.Mode
  /// One named timing function per segment, or none.
  public var timingFunctions: [String]?
  /// The animation-level timing function, applied first.
  public var timingFunction: String?
  /// Passes; `.infinity` repeats forever.
  public var repeatCount: Double
  public var autoreverses: Bool
  public var additive: Bool

  init(reading p: inout ParameterList) throws(CurveError) {
    duration = try p.nonNegative("duration")
    guard let values = try p.numberList("values") else {
      throw CurveError(parameter: "values", "is required (a comma-separated list of numbers)")
    }
    self.values = values
    keyTimes = try p.numberList("keyTimes")
    mode = Keyframes.Mode(rawValue: try p.choice("mode", aliases: ["calculationMode"],
      from: Keyframes.Mode.allCases.map(\.rawValue), default: "linear"))!
    timingFunctions = p.nameList("timingFunctions")
    timingFunction = p.text("timingFunction")
    repeatCount = try p.text("repeatCount").map { (text) throws(CurveError) in try Self.repeatCount(.text(text)) } ?? 0
    autoreverses = try p.bool("autoreverses", default: false)
    additive = try p.bool("additive", aliases: ["isAdditive"], default: false)
  }

  var listing: [(name: String, value: CurveParameterValue)] {
    var entries: [(name: String, value: CurveParameterValue)] = [("duration", .number(duration)), ("values", .numbers(values))]
    if let keyTimes { entries.append(("keyTimes", .numbers(keyTimes))) }
    entries.append(("mode", .word(mode.rawValue)))
    if let timingFunctions { entries.append(("timingFunctions", .words(timingFunctions))) }
    if let timingFunction { entries.append(("timingFunction", .word(timingFunction))) }
    if repeatCount != 0 { entries.append(("repeatCount", repeatCount.isInfinite ? .word("forever") : .number(repeatCount))) }
    entries.append(("autoreverses", .flag(autoreverses)))
    entries.append(("additive", .flag(additive)))
    return entries
  }

  mutating func set(_ name: String, to value: SpecValue) throws(CurveError) -> Bool {
    switch name {
    case "duration": duration = try value.nonNegative(name)
    case "values": values = try value.numbers(name)
    case "keyTimes": keyTimes = try value.numbers(name)
    case "mode", "calculationMode":
      mode = Keyframes.Mode(rawValue: try value.word(name, from: Keyframes.Mode.allCases.map(\.rawValue)))!
    case "timingFunctions": timingFunctions = try value.words(name)
    case "timingFunction": timingFunction = try value.word(name)
    case "repeatCount": repeatCount = try Self.repeatCount(value)
    case "autoreverses": autoreverses = try value.flag(name)
    case "additive", "isAdditive": additive = try value.flag(name)
    default: return false
    }
    return true
  }

  /// A number of passes ≥ 0, or `forever`; Float.greatestFiniteMagnitude is Core Animation's "forever".
  static func repeatCount(_ value: SpecValue) throws(CurveError) -> Double {
    if case .text(let t) = value, t == "forever" || t == "infinity" { return .infinity }
    let count = try value.number("repeatCount")
    guard count >= 0 else { throw CurveError(parameter: "repeatCount", "must be ≥ 0 or forever") }
    return count >= Double(Float.greatestFiniteMagnitude) ? .infinity : count
  }

  var wrapped: ModelParameters { .keyframes(self) }

  func build(_ b: inout Builder) throws(CurveError) {
    guard duration >= 0 else { throw CurveError(parameter: "duration", "must be ≥ 0, got \(duration)") }
    guard repeatCount >= 0 else { throw CurveError(parameter: "repeatCount", "must be ≥ 0 or forever") }
    func named(_ name: String, _ parameter: String) throws(CurveError) -> CubicBezier {
      guard let f = CubicBezier.named(name) else {
        throw CurveError(parameter: parameter,
          "unknown timing function '\(name)' (one of \(CubicBezier.names.joined(separator: ", ")))")
      }
      return f
    }
    var functions: [CubicBezier] = []
    for name in timingFunctions ?? [] { functions.append(try named(name, "timingFunctions")) }
    let overall = try timingFunction.map { name throws(CurveError) in try named(name, "timingFunction") }
    do {
      let k = try Keyframes(values: values, keyTimes: keyTimes, mode: mode, timingFunctions: functions,
        timingFunction: overall, duration: duration, repeatCount: repeatCount, autoreverses: autoreverses)
      b.shape = .keyframes(k)
      b.runDuration = k.activeDuration
    } catch {
      throw Builder.describe(error, valueCount: values.count)
    }
    b.keyframeValues = values
    b.isAdditive = additive
    if keyTimes != nil && (mode == .paced || mode == .cubicPaced) {
      b.warnings.append("keyTimes are ignored in \(mode.rawValue) mode")
    }
  }
}
