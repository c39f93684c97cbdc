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
    repeatCount = 0
    if let text = p.text("repeatCount") {
      if text == "forever" || text == "infinity" {
        repeatCount = .infinity
      } else {
        repeatCount = try ParameterList.parseNumber(text, "repeatCount")
        guard repeatCount >= 0 else { throw CurveError(parameter: "repeatCount", "must be ≥ 0 or forever") }
        // Float.greatestFiniteMagnitude is Core Animation's "forever".
        if repeatCount >= Double(Float.greatestFiniteMagnitude) { repeatCount = .infinity }
      }
    }
    autoreverses = try p.bool("autoreverses", default: false)
    additive = try p.bool("additive", aliases: ["isAdditive"], default: false)
  }

  var text: [(name: String, value: String)] {
    let f = ParameterList.format
    var pairs: [(name: String, value: String)] = [("duration", f(duration)), ("values", values.map(f).joined(separator: ","))]
    if let keyTimes { pairs.append(("keyTimes", keyTimes.map(f).joined(separator: ","))) }
    pairs.append(("mode", mode.rawValue))
    if let timingFunctions { pairs.append(("timingFunctions", timingFunctions.joined(separator: ","))) }
    if let timingFunction { pairs.append(("timingFunction", timingFunction)) }
    if repeatCount != 0 { pairs.append(("repeatCount", repeatCount.isInfinite ? "forever" : f(repeatCount))) }
    pairs.append(("autoreverses", autoreverses ? "true" : "false"))
    pairs.append(("additive", additive ? "true" : "false"))
    return pairs
  }

  mutating func set(_ name: String, to value: Double) -> Bool {
    switch name {
    case "duration": duration = value
    case "repeatCount": repeatCount = value >= Double(Float.greatestFiniteMagnitude) ? .infinity : value
    default: return false
    }
    return true
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
