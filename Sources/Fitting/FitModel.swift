import Curves

/// One model a recording may have been drawn with, as the fit sees it: the shape parameters it
/// varies (Apple's own parameters, through `Curves`), a coarse grid of starting shapes, and the
/// three nuisance parameters every model shares: the start time and the values before and after.
public enum FitModel: Hashable, Sendable {
  /// `UIView.animate(…usingSpringWithDamping:initialSpringVelocity:)`: duration, damping, velocity;
  /// removed (and snapped to rest) at its duration.
  case uikitSpring
  /// `CASpringAnimation` at mass 1 (pixels see only stiffness/mass and damping/mass), run for its
  /// `settlingDuration`.
  case caSpring
  /// SwiftUI `Spring(duration:bounce:)`, at rest velocity.
  case swiftUISpring
  /// A named `CAMediaTimingFunction` over a duration.
  case namedBezier(String)
  /// A free cubic Bézier x1, y1, x2, y2 over a duration.
  case cubicBezier

  /// Every model fitted, simplest family last within its kind.
  public static let all: [FitModel] =
    [.uikitSpring, .caSpring, .swiftUISpring] + CubicBezier.names.map { .namedBezier($0) } + [.cubicBezier]

  /// The nuisance parameters after the shape ones: start time (s), value before, value after.
  public static let nuisanceNames = ["start", "from", "to"]

  /// How the model is named in tables and JSON.
  public var id: String {
    switch self {
    case .uikitSpring: return "uikit-spring"
    case .caSpring: return "ca-spring"
    case .swiftUISpring: return "spring"
    case .namedBezier(let name): return "bezier " + name
    case .cubicBezier: return "bezier points"
    }
  }

  /// The shape parameters, as the model's own API names them.
  public var shapeNames: [String] {
    switch self {
    case .uikitSpring: return ["duration", "damping", "velocity"]
    case .caSpring: return ["stiffness", "damping", "velocity"]
    case .swiftUISpring: return ["duration", "bounce"]
    case .namedBezier: return ["duration"]
    case .cubicBezier: return ["duration", "x1", "y1", "x2", "y2"]
    }
  }

  public var parameterNames: [String] { shapeNames + Self.nuisanceNames }
  public var parameterCount: Int { parameterNames.count }

  /// A typical size of each shape parameter: finite-difference steps are a small part of it.
  var shapeScales: [Double] {
    switch self {
    case .uikitSpring: return [0.1, 0.1, 1]
    case .caSpring: return [10, 1, 1]
    case .swiftUISpring: return [0.1, 0.1]
    case .namedBezier: return [0.1]
    case .cubicBezier: return [0.1, 0.1, 0.1, 0.1, 0.1]
    }
  }

  /// Starting shapes, coarse enough to score in a blink and fine enough that the best of them lies
  /// in the basin of the optimum.
  var grid: [[Double]] {
    let durations = [0.1, 0.15, 0.2, 0.3, 0.4, 0.55, 0.75, 1.0, 1.4]
    switch self {
    case .uikitSpring:
      return product([durations, [0.05, 0.15, 0.3, 0.5, 0.7, 0.9, 1.0], [0, 1, 3]])
    case .caSpring:
      // Stiffness on a log scale; damping from a ratio ζ at that stiffness (mass 1: c = 2ζ√k).
      let pairs = product([[20, 50, 120, 300, 700, 1500], [0.05, 0.15, 0.3, 0.5, 0.7, 1.0]])
        .map { [$0[0], 2 * $0[1] * $0[0].squareRoot()] }
      return pairs.flatMap { p in [0.0, 3.0].map { p + [$0] } }
    case .swiftUISpring:
      return product([durations, [-0.5, 0, 0.15, 0.3, 0.5, 0.7, 0.9]])
    case .namedBezier:
      return durations.map { [$0] }
    case .cubicBezier:
      return product([durations, [0, 0.25, 0.42], [0, 0.1, 0.5], [0.25, 0.58, 1], [1, 1.2]])
    }
  }

  /// The curve a shape draws, with the model's domain kept (a negative duration is no curve); nil
  /// when Apple's model cannot draw it.
  func curve(_ shape: [Double]) -> Curve? {
    do {
      var spec: CurveSpec
      switch self {
      case .uikitSpring:
        spec = CurveSpec(.uikitSpring(UIKitSpringParameters(
          duration: max(shape[0], 0.01), damping: max(shape[1], 0.001), velocity: shape[2])))
      case .caSpring:
        spec = try Self.caBase.setting("stiffness", to: .number(max(shape[0], 1e-3)))
          .setting("damping", to: .number(max(shape[1], 0))).setting("velocity", to: .number(shape[2]))
      case .swiftUISpring:
        spec = try Self.swiftUIBase.setting("duration", to: .number(max(shape[0], 0.01)))
          .setting("bounce", to: .number(min(max(shape[1], -0.99), 0.99)))
      case .namedBezier(let name):
        spec = try Self.bezierBase.setting("curve", to: .text(name)).setting("duration", to: .number(max(shape[0], 0.01)))
      case .cubicBezier:
        let points = [min(max(shape[1], 0), 1), shape[2], min(max(shape[3], 0), 1), shape[4]]
        spec = try Self.bezierBase.setting("points", to: .text(points.map { "\($0)" }.joined(separator: ",")))
          .setting("duration", to: .number(max(shape[0], 0.01)))
      }
      let curve = try Curve(spec)
      return curve.invalidReason == nil ? curve : nil
    } catch {
      return nil
    }
  }

  private static let caBase = try! CurveSpec.parse(model: "ca-spring", parameters: [])
  private static let swiftUIBase = try! CurveSpec.parse(model: "spring", parameters: [("duration", "0.5")])
  private static let bezierBase = try! CurveSpec.parse(model: "bezier", parameters: [("duration", "0.3")])
}

/// Every combination of the given values, the first varying slowest.
func product(_ axes: [[Double]]) -> [[Double]] {
  axes.reduce([[]]) { partial, axis in partial.flatMap { p in axis.map { p + [$0] } } }
}
