/// A curve as the Apple API that draws it takes it: the model with its typed parameters, and a
/// delay. Text and YAML are read into it at the edges (`CurveSpec.parse`); everything after works on
/// typed fields, and `Curve(_:)` applies Apple's clamps in one place.
public struct CurveSpec: Hashable, Sendable {
  /// Seconds before the animation starts.
  public var delay: Double
  public var model: ModelParameters

  public init(delay: Double = 0, _ model: ModelParameters) {
    self.delay = delay
    self.model = model
  }

  public var name: CurveModel { model.name }
}

/// One case per curve model, each with its typed parameters.
public enum ModelParameters: Hashable, Sendable {
  case uikitSpring(UIKitSpringParameters)
  case uikitCurve(UIKitCurveParameters)
  case caSpring(CASpringParameters)
  case spring(SwiftUISpringParameters)
  case bezier(BezierParameters)
  case keyframes(KeyframeParameters)

  /// The parameters of any model, through the one protocol they share.
  var parameters: any CurveParameters {
    switch self {
    case .uikitSpring(let p): return p
    case .uikitCurve(let p): return p
    case .caSpring(let p): return p
    case .spring(let p): return p
    case .bezier(let p): return p
    case .keyframes(let p): return p
    }
  }

  public var name: CurveModel { type(of: parameters).model }
}

/// What each model's parameters provide: reading from text, typed writes by name, and the curve.
protocol CurveParameters: Hashable, Sendable {
  static var model: CurveModel { get }
  /// Every parameter name the model reads (aliases included), for help and error text.
  static var parameterNames: [String] { get }
  /// Reads the model's parameters; the names it reads are marked known.
  init(reading p: inout ParameterList) throws(CurveError)
  /// The parameters with defaults filled in, as text, in reading order.
  var text: [(name: String, value: String)] { get }
  /// Sets a numeric parameter (or alias) by name; false when `name` is not a numeric parameter.
  mutating func set(_ name: String, to value: Double) -> Bool
  /// The curve these parameters give, with Apple's clamps.
  func build(_ b: inout Builder) throws(CurveError)
  /// Wraps the parameters in their case.
  var wrapped: ModelParameters { get }
}

/// Every curve model, in the order `presslab curve` lists them; adding a model adds one line here.
let curveModels: [any CurveParameters.Type] = [
  UIKitSpringParameters.self, UIKitCurveParameters.self, CASpringParameters.self, SwiftUISpringParameters.self,
  BezierParameters.self, KeyframeParameters.self,
]

/// One value a swept or varied parameter takes.
public enum SpecValue: Hashable, Sendable {
  case number(Double)
  case text(String)
}

extension CurveSpec {
  /// Reads `name=value` text (the command line, YAML scalars): the only way from text into a curve.
  public static func parse(model name: String, parameters: [(name: String, value: String)])
    throws(CurveError) -> CurveSpec
  {
    guard let type = curveModels.first(where: { $0.model.rawValue == name }) else {
      throw CurveError(
        parameter: nil,
        "unknown model '\(name)' (models: \(CurveModel.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    var p = ParameterList(parameters)
    let delay = try p.nonNegative("delay", default: 0)
    let model = try type.init(reading: &p)
    try p.finish(model: name, known: ["delay"] + type.parameterNames)
    return CurveSpec(delay: delay, model.wrapped)
  }

  /// The parameters as text, defaults filled in: delay first, then the model's.
  public var text: [(name: String, value: String)] {
    [("delay", ParameterList.format(delay))] + model.parameters.text
  }

  /// This spec with one parameter changed: numbers are written to their typed field; words (a curve
  /// name, a mode) are read as `presslab curve` reads them.
  public func setting(_ name: String, to value: SpecValue) throws(CurveError) -> CurveSpec {
    var copy = self
    if case .number(let number) = value {
      guard number.isFinite else { throw CurveError(parameter: name, "must be a finite number, got \(number)") }
      if name == "delay" {
        guard number >= 0 else { throw CurveError(parameter: name, "must be ≥ 0, got \(number)") }
        copy.delay = number
        return copy
      }
      var parameters = model.parameters
      if parameters.set(name, to: number) {
        copy.model = parameters.wrapped
        return copy
      }
    }
    let word: String
    switch value {
    case .number(let number): word = ParameterList.format(number)
    case .text(let text): word = text
    }
    var pairs = text.filter { $0.name != name && !Self.aliases(of: name).contains($0.name) }
    pairs.append((name, word))
    return try CurveSpec.parse(model: self.name.rawValue, parameters: pairs)
  }

  /// Names that stand for the same parameter (`damping` and `usingSpringWithDamping`).
  static func aliases(of name: String) -> Set<String> {
    ParameterList.aliasGroups.filter { $0.contains(name) }.reduce([name]) { $0.union($1) }
  }
}

extension CurveModel {
  /// Every parameter name the model reads (aliases included), for help and error text.
  public var parameterNames: [String] {
    curveModels.first { $0.model == self }?.parameterNames ?? []
  }
}
