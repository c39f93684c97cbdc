import TextFormats

/// A `CAMediaTimingFunction` over a duration: a `CABasicAnimation` (FACTS.md §4).
public struct BezierParameters: CurveParameters {
  static let model = CurveModel.bezier
  static let parameterNames = ["duration", "curve", "points", "solver"]

  public var duration: Double
  /// A named function (`easeIn`…), or nil when `points` are given.
  public var curve: String?
  /// Control points x1, y1, x2, y2 as given, when no name is.
  public var points: [Double]?
  public var solver: BezierSolver

  init(reading p: inout ParameterList) throws(CurveError) {
    duration = try p.nonNegative("duration")
    if let points = try p.numberList("points") {
      if p.has("curve") { throw CurveError(parameter: "curve", "give either curve= or points=, not both") }
      self.points = points
    } else {
      curve = try p.choice("curve", from: CubicBezier.names, default: "linear")
    }
    solver = try BezierSolver(reading: &p)
  }

  var listing: [(name: String, value: CurveParameterValue)] {
    [("duration", .number(duration))] + (points.map { [("points", .numbers($0))] } ?? [])
      + (curve.map { [("curve", .word($0))] } ?? []) + [("solver", .word(solver.rawValue))]
  }

  /// A curve name replaces control points, and points a name: the spec holds one of them.
  mutating func set(_ name: String, to value: SpecValue) throws(CurveError) -> Bool {
    switch name {
    case "duration": duration = try value.nonNegative(name)
    case "curve": (curve, points) = (try value.word(name, from: CubicBezier.names), nil)
    case "points": (points, curve) = (try value.numbers(name), nil)
    case "solver": solver = try BezierSolver(value)
    default: return false
    }
    return true
  }

  var wrapped: ModelParameters { .bezier(self) }

  func build(_ b: inout Builder) throws(CurveError) {
    guard duration >= 0 else { throw CurveError(parameter: "duration", "must be ≥ 0, got \(duration)") }
    let function: CubicBezier
    if let points {
      guard points.count == 4 else {
        throw CurveError(parameter: "points", "must be four numbers x1,y1,x2,y2, got \(points.count)")
      }
      guard (0...1).contains(points[0]), (0...1).contains(points[2]) else {
        throw CurveError(parameter: "points", "x1 and x2 must be in [0, 1]")
      }
      function = CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    } else {
      let name = curve ?? "linear"
      guard let named = CubicBezier.named(name) else {
        throw CurveError(parameter: "curve", "must be one of \(CubicBezier.names.joined(separator: ", ")), got '\(name)'")
      }
      function = named
    }
    b.shape = .eased(function, duration: duration, solve: solver.solve(duration: duration))
    b.runDuration = duration
  }
}
