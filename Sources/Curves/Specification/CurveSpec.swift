import TextFormats

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
  /// The parameters with defaults filled in, typed, in reading order.
  var listing: [(name: String, value: CurveParameterValue)] { get }
  /// Writes one parameter (or alias) to its typed field; false when `name` is not a parameter of
  /// the model. A value of the wrong kind throws.
  mutating func set(_ name: String, to value: SpecValue) throws(CurveError) -> Bool
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

  /// The parameters, typed, defaults filled in: delay first, then the model's.
  public var listing: [(name: String, value: CurveParameterValue)] {
    [("delay", .number(delay))] + model.parameters.listing
  }

  /// The parameters as text, defaults filled in: delay first, then the model's.
  public var text: [(name: String, value: String)] { listing.map { ($0.name, $0.value.text) } }

  /// The parameters worth saying about this curve: `listing` without a zero delay and without
  /// switches left at their off setting (solver exact, mode linear, a false flag).
  public var described: [(name: String, value: CurveParameterValue)] {
    listing.filter { entry in
      switch (entry.name, entry.value) {
      case ("delay", .number(0)), ("solver", .word("exact")), ("mode", .word("linear")),
        ("overdampedForm", .word("physical")), (_, .flag(false)):
        return false
      default: return true
      }
    }
  }

  /// The value of one parameter (or alias); nil when the model has no such parameter or it is unset.
  public func value(of name: String) -> CurveParameterValue? {
    let names = Self.aliases(of: name)
    return listing.first { names.contains($0.name) }?.value
  }

  /// This spec with one parameter written to its typed field: a number, or a word for parameters
  /// that name things (a curve, a mode). No text is formatted or read again.
  public func setting(_ name: String, to value: SpecValue) throws(CurveError) -> CurveSpec {
    var copy = self
    if name == "delay" {
      copy.delay = try value.nonNegative(name)
      return copy
    }
    var parameters = model.parameters
    guard try parameters.set(name, to: value) else {
      let known = ["delay"] + type(of: parameters).parameterNames
      throw CurveError(
        parameter: name, "is not a parameter of \(self.name.rawValue) (known: \(known.joined(separator: ", ")))")
    }
    copy.model = parameters.wrapped
    return copy
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
