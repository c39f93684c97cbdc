extension Curve {
  /// Reads `presslab curve` text and builds the curve: `CurveSpec.parse`, then `Curve(_:)`.
  public static func make(model name: String, parameters: [(name: String, value: String)])
    throws(CurveError) -> Curve
  {
    try Curve(try CurveSpec.parse(model: name, parameters: parameters))
  }

  /// Builds the curve a spec describes (FACTS.md §1–5). Values Apple clamps or replaces are adjusted
  /// and listed in `adjusted`; anything else not meaningful throws.
  public init(_ spec: CurveSpec) throws(CurveError) {
    guard spec.delay >= 0, spec.delay.isFinite else {
      throw CurveError(parameter: "delay", "must be ≥ 0, got \(spec.delay)")
    }
    var b = Builder()
    try spec.model.parameters.build(&b)
    guard let shape = b.shape else { throw CurveError(parameter: nil, "internal: no curve built") }
    let springConstants: SpringConstants?
    if case .spring(let s) = shape { springConstants = SpringConstants(s) } else { springConstants = nil }
    if springConstants?.settlingDuration == Spring.neverSettles {
      b.warnings.append("ζ = 0: the spring never settles (settlingDuration is FLT_MAX)")
    }
    var invalidReason = b.invalidReason
    if invalidReason == nil, let s = springConstants,
      ![s.mass, s.stiffness, s.damping, s.omega0].allSatisfy(\.isFinite)
    {
      invalidReason = "the spring's constants are not finite (stiffness \(s.stiffness), damping \(s.damping))"
      b.warnings.append("\(invalidReason!): the curve cannot be scored")
    } else if invalidReason == nil, let s = springConstants, !(s.omega0 > 0 && s.dampingRatio.isFinite) {
      // A stiffness that underflows to 0 (duration 1e308) leaves ζ = damping / 0: every sample is NaN.
      invalidReason = "the spring's stiffness is \(s.stiffness) (ω0 \(s.omega0) rad/s, ζ \(s.dampingRatio)): it never moves"
      b.warnings.append("\(invalidReason!): the curve cannot be scored")
    }
    self.init(
      spec: spec, delay: spec.delay, runDuration: b.runDuration, spring: springConstants, adjusted: b.adjusted,
      warnings: b.warnings, endsWithSnap: b.endsWithSnap, keyframeValues: b.keyframeValues, isAdditive: b.isAdditive,
      solverConverged: b.solverConverged, invalidReason: invalidReason, shape: shape)
  }
}

/// Collects what a model's parameters give.
struct Builder {
  var shape: Curve.Shape?
  var runDuration: Double?
  var adjusted: [Adjustment] = []
  var warnings: [String] = []
  var endsWithSnap = false
  var keyframeValues: [Double]?
  var isAdditive = false
  var solverConverged: Bool?
  var invalidReason: String?

  /// A spring that runs until settled runs for its `settlingDuration`; an undamped one (FLT_MAX) runs
  /// forever.
  static func runUntilSettled(_ spring: Spring) -> Double? {
    let settle = spring.settlingDuration()
    return settle < Spring.neverSettles ? settle : nil
  }

  static func describe(_ problem: Keyframes.Problem, valueCount n: Int) -> CurveError {
    switch problem {
    case .tooFewValues: return CurveError(parameter: "values", "needs at least one value")
    case .keyTimeCount(let expected, let got):
      return CurveError(parameter: "keyTimes", "needs \(expected) entries for \(n) values, got \(got)")
    case .keyTimesNotFromZeroToOne: return CurveError(parameter: "keyTimes", "must start at 0 and end at 1")
    case .keyTimesDecrease: return CurveError(parameter: "keyTimes", "must not decrease")
    case .timingFunctionCount(let expected, let got):
      return CurveError(parameter: "timingFunctions", "needs \(expected) entries (one per segment), got \(got)")
    }
  }
}
