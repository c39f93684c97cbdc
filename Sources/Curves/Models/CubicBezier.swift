/// A `CAMediaTimingFunction`: the cubic Bézier from (0,0) to (1,1) with control points P1, P2
/// (FACTS.md §4). The API stores the points as `Float`, so the named functions use float32 values
/// (0.42 is 0.4199999869). `value(at:)` solves `Bx(s) = x` to machine precision.
public struct CubicBezier: Hashable, Sendable {
  public let x1: Double, y1: Double, x2: Double, y2: Double

  /// Control points as given, stored through `Float` as Core Animation stores them.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = Double(Float(x1))
    self.y1 = Double(Float(y1))
    self.x2 = Double(Float(x2))
    self.y2 = Double(Float(y2))
    let x = Polynomial(self.x1, self.x2), y = Polynomial(self.y1, self.y2)
    xPolynomial = x
    yPolynomial = y
  }

  /// Bx or By as `((a·s + b)·s + c)·s` and its derivative `(3a·s + 2b)·s + c`, the coefficients
  /// worked out once. Every evaluation of the curve (here and in the sweep's frames kernel) uses
  /// these, so they agree to the last bit.
  public struct Polynomial: Hashable, Sendable {
    public let a: Double, b: Double, c: Double
    /// 3a and 2b, for the derivative.
    public let a3: Double, b2: Double

    init(_ p1: Double, _ p2: Double) {
      a = 1 - 3 * p2 + 3 * p1
      b = 3 * p2 - 6 * p1
      c = 3 * p1
      a3 = 3 * a
      b2 = 2 * b
    }

    @inline(__always) public func value(_ s: Double) -> Double { ((a * s + b) * s + c) * s }
    @inline(__always) public func slope(_ s: Double) -> Double { (a3 * s + b2) * s + c }
    /// The same operations lane by lane, for several parameters at once (inlinable, so the sweep's
    /// kernel gets them specialised to its lanes: left generic, they cost it twentyfold).
    @inlinable @inline(__always) public func value<V: SIMD>(_ s: V) -> V where V.Scalar == Double { ((a * s + b) * s + c) * s }
    @inlinable @inline(__always) public func slope<V: SIMD>(_ s: V) -> V where V.Scalar == Double { (a3 * s + b2) * s + c }
  }

  public let xPolynomial: Polynomial
  public let yPolynomial: Polynomial

  /// The five `CAMediaTimingFunctionName` curves.
  public static let namedPoints: [(name: String, points: (Double, Double, Double, Double))] = [
    ("linear", (0, 0, 1, 1)),
    ("easeIn", (0.42, 0, 1, 1)),
    ("easeOut", (0, 0, 0.58, 1)),
    ("easeInEaseOut", (0.42, 0, 0.58, 1)),
    ("default", (0.25, 0.1, 0.25, 1)),
  ]

  public static var names: [String] { namedPoints.map(\.name) }

  /// A named timing function, or nil for an unknown name.
  public static func named(_ name: String) -> CubicBezier? {
    guard let entry = namedPoints.first(where: { $0.name == name }) else { return nil }
    let p = entry.points
    return CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
  }

  public static let linear = named("linear")!

  @inline(__always) private func bx(_ s: Double) -> Double { xPolynomial.value(s) }
  @inline(__always) private func by(_ s: Double) -> Double { yPolynomial.value(s) }
  @inline(__always) private func dbx(_ s: Double) -> Double { xPolynomial.slope(s) }

  /// The curve parameter s with `Bx(s) = x`, to within `tolerance` in x: Newton from s = x for at
  /// most 8 steps (giving up when |B′x| < 1e-6), then bisection on [0, 1], where Bx is monotone for
  /// control x in [0, 1]. A tolerance of 0 runs the bisection to the last bit.
  public func parameter(for x: Double, tolerance: Double = 0) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let tolerance = Swift.max(tolerance, 1e-15)
    var s = x
    for _ in 0..<8 {
      let err = bx(s) - x
      if abs(err) < tolerance { return s }
      let d = dbx(s)
      if abs(d) < 1e-6 { break }
      s -= err / d
    }
    var lo = 0.0
    var hi = 1.0
    s = x
    for _ in 0..<100 {
      let v = bx(s)
      if abs(v - x) < tolerance { return s }
      if v < x { lo = s } else { hi = s }
      let mid = 0.5 * (lo + hi)
      if mid == lo || mid == hi { break }
      s = mid
    }
    return s
  }

  /// Eased progress for input progress x in [0, 1] (clamped outside).
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return by(parameter(for: x))
  }

  /// Eased progress as WebKit's `UnitBezier` solves it (FACTS.md §4): Newton from s = x for at most
  /// 8 steps, stopping when |Bx − x| < epsilon, giving up when |B′x| < 1e-6, then bisection to the
  /// same tolerance. Browsers use epsilon = 1/(200·duration); Core Animation's own is not public.
  public func webKitValue(at x: Double, epsilon: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return by(parameter(for: x, tolerance: epsilon))
  }
}

/// How `Bx(s) = x` is solved for one sample of a timing function (FACTS.md §4, "Evaluation").
public enum BezierSolve: Hashable, Sendable {
  /// To machine precision.
  case exact
  /// Newton then bisection, stopping at this tolerance in x (WebKit's 1/(200·duration)).
  case tolerance(Double)
  /// As Core Animation's `_solveForInput:` answers: input and output in `Float`, solved to a fixed
  /// tolerance in x. Every published answer for the named functions (twenty, at x = 0.1, 0.25, 0.5,
  /// 0.75, 0.9) is reproduced bit for bit by any tolerance from 1.5e-6 to 1e-5; 1e-5 is used.
  case quartzcore

  public static let quartzcoreTolerance = 1e-5
}

extension CubicBezier {
  /// Eased progress for input progress x in [0, 1], solved as `solve` says.
  public func value(at x: Double, _ solve: BezierSolve) -> Double {
    switch solve {
    case .exact: return value(at: x)
    case .tolerance(let epsilon): return webKitValue(at: x, epsilon: epsilon)
    case .quartzcore: return Double(quartzCoreValue(at: Float(x)))
    }
  }

  /// Eased progress as Core Animation's `-[CAMediaTimingFunction _solveForInput:]` returns it: a
  /// `Float` in, a `Float` out, solved to `BezierSolve.quartzcoreTolerance` in x.
  public func quartzCoreValue(at x: Float) -> Float {
    Float(webKitValue(at: Double(x), epsilon: BezierSolve.quartzcoreTolerance))
  }
}
