import TextFormats

/// `UIView.animate(withDuration:delay:options:)` with a curve option (FACTS.md §4).
public struct UIKitCurveParameters: CurveParameters {
  static let model = CurveModel.uikitCurve
  static let parameterNames = ["duration", "curve", "solver"]
  /// The curve options and the timing functions they install.
  static let options = [
    ("easeInOut", "easeInEaseOut"), ("easeIn", "easeIn"), ("easeOut", "easeOut"), ("linear", "linear"),
  ]

  public var duration: Double
  /// `easeInOut` (UIKit's default), `easeIn`, `easeOut` or `linear`.
  public var curve: String
  public var solver: BezierSolver

  init(reading p: inout ParameterList) throws(CurveError) {
    duration = try p.nonNegative("duration")
    curve = try p.choice("curve", from: Self.options.map(\.0), default: "easeInOut")
    solver = try BezierSolver(reading: &p)
  }

  var listing: [(name: String, value: CurveParameterValue)] {
    [("duration", .number(duration)), ("curve", .word(curve)), ("solver", .word(solver.rawValue))]
  }

  mutating func set(_ name: String, to value: SpecValue) throws(CurveError) -> Bool {
    switch name {
    case "duration": duration = try value.nonNegative(name)
    case "curve": curve = try value.word(name, from: Self.options.map(\.0))
    case "solver": solver = try BezierSolver(value)
    default: return false
    }
    return true
  }

  var wrapped: ModelParameters { .uikitCurve(self) }

  func build(_ b: inout Builder) throws(CurveError) {
    guard duration >= 0 else { throw CurveError(parameter: "duration", "must be ≥ 0, got \(duration)") }
    guard let name = Self.options.first(where: { $0.0 == curve })?.1, let function = CubicBezier.named(name) else {
      throw CurveError(parameter: "curve", "must be one of \(Self.options.map(\.0).joined(separator: ", ")), got '\(curve)'")
    }
    b.shape = .eased(function, duration: duration, solve: solver.solve(duration: duration))
    b.runDuration = duration
  }
}

/// How a timing function is solved: to machine precision, to WebKit's tolerance 1/(200·duration), or
/// as Core Animation's `_solveForInput:` answers (FACTS.md §4, "Evaluation").
public enum BezierSolver: String, Hashable, Sendable, CaseIterable {
  case exact, webkit, quartzcore

  init(reading p: inout ParameterList) throws(CurveError) {
    self = BezierSolver(rawValue: try p.choice("solver", from: Self.allCases.map(\.rawValue), default: "exact"))!
  }

  init(_ value: SpecValue) throws(CurveError) {
    self = BezierSolver(rawValue: try value.word("solver", from: Self.allCases.map(\.rawValue)))!
  }

  func solve(duration: Double) -> BezierSolve {
    switch self {
    case .exact: .exact
    case .webkit: .tolerance(1 / (200 * Swift.max(duration, 1e-9)))
    case .quartzcore: .quartzcore
    }
  }
}
