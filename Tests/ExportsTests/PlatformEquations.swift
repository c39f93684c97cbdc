import Foundation

/// Each platform's published equations for the motion an export asks of it, written here apart
/// from PressLab's own models: the value of progress animated from 0 to 1 at `t` seconds.
enum PlatformEquations {
  /// Jetpack Compose `SpringSimulation` (androidx.compose.animation.core): mass 1, natural
  /// frequency √stiffness, displacement from the end `start − end`, velocity in units per second.
  static func compose(dampingRatio r: Double, stiffness: Double, velocity v: Double, t: Double) -> Double {
    let w0 = stiffness.squareRoot(), d = -1.0
    if r > 1 {
      let gammaPlus = (-r + (r * r - 1).squareRoot()) * w0, gammaMinus = (-r - (r * r - 1).squareRoot()) * w0
      let coeffB = (gammaMinus * d - v) / (gammaMinus - gammaPlus)
      return 1 + (d - coeffB) * exp(gammaMinus * t) + coeffB * exp(gammaPlus * t)
    }
    if r == 1 { return 1 + (d + (v + w0 * d) * t) * exp(-w0 * t) }
    let wd = w0 * (1 - r * r).squareRoot()
    return 1 + exp(-r * w0 * t) * (d * cos(wd * t) + (r * w0 * d + v) / wd * sin(wd * t))
  }

  /// Flutter `SpringSimulation(SpringDescription(mass:, stiffness:, damping:), 0, 1, velocity)`
  /// (package:flutter/physics): the solution picked by the sign of damping² − 4·mass·stiffness.
  static func flutter(mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double, t: Double) -> Double {
    let distance = -1.0, cmk = c * c - 4 * m * k
    if cmk == 0 {
      let r = -c / (2 * m)
      return 1 + (distance + (v - r * distance) * t) * exp(r * t)
    }
    if cmk > 0 {
      let r1 = (-c - cmk.squareRoot()) / (2 * m), r2 = (-c + cmk.squareRoot()) / (2 * m)
      let c2 = (v - r1 * distance) / (r2 - r1)
      return 1 + (distance - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
    let w = (4 * m * k - c * c).squareRoot() / (2 * m), r = -(c / (2 * m))
    return 1 + exp(r * t) * (distance * cos(w * t) + (v - r * distance) / w * sin(w * t))
  }

  /// React Native Reanimated `withSpring(1, { mass, stiffness, damping, velocity })` from 0
  /// (springUtils): ζ < 1 underdamped, any ζ ≥ 1 critically damped at ω0.
  static func reanimated(mass m: Double, stiffness k: Double, damping c: Double, velocity: Double, t: Double) -> Double {
    let zeta = c / (2 * (k * m).squareRoot()), omega0 = (k / m).squareRoot()
    let x0 = 1.0, v0 = -velocity
    if zeta < 1 {
      let omega1 = omega0 * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega0 * t)
      return 1 - envelope * (sin(omega1 * t) * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cos(omega1 * t))
    }
    return 1 - exp(-omega0 * t) * (x0 + (v0 + omega0 * x0) * t)
  }

  /// A cubic Bézier timing function (CSS `cubic-bezier()`, `CubicBezierEasing`, Flutter `Cubic`,
  /// `Easing.bezier`) at input progress `x`: the curve's parameter found by bisection.
  static func bezier(_ p: [Double], x: Double) -> Double {
    func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var lo = 0.0, hi = 1.0
    for _ in 0..<80 {
      let mid = (lo + hi) / 2
      if coordinate(p[0], p[2], mid) < x { lo = mid } else { hi = mid }
    }
    return coordinate(p[1], p[3], (lo + hi) / 2)
  }

  /// A CSS `linear()` easing function (CSS Easing Level 2 §2): its points with inputs filled in
  /// as the specification says, then the output at input progress `x`.
  struct LinearEasing {
    var points: [(output: Double, input: Double)]

    /// Reads `linear(0, 0.5 25%, 1)`: each stop an output and up to two percentages.
    init?(_ text: String) {
      guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
      var raw: [(Double, Double?)] = []
      for stop in text[text.index(after: open)..<close].split(separator: ",") {
        let words = stop.split(whereSeparator: \.isWhitespace)
        guard let output = words.first.flatMap({ Double($0) }) else { return nil }
        let inputs = words.dropFirst().compactMap { Double($0.dropLast()) }.map { $0 / 100 }
        if inputs.isEmpty { raw.append((output, nil)) }
        for input in inputs { raw.append((output, input)) }
      }
      guard raw.count >= 2 else { return nil }
      // The first point's missing input is 0, the last's 1; an input below an earlier one is
      // raised to it; a run of missing inputs is spread evenly between its neighbours.
      if raw[0].1 == nil { raw[0].1 = 0 }
      if raw[raw.count - 1].1 == nil { raw[raw.count - 1].1 = max(1, raw.compactMap(\.1).max() ?? 1) }
      var largest = -Double.infinity
      for i in raw.indices { if let v = raw[i].1 { largest = max(largest, v); raw[i].1 = largest } }
      var i = 0
      while i < raw.count {
        if raw[i].1 == nil {
          var j = i
          while raw[j].1 == nil { j += 1 }
          let a = raw[i - 1].1!, b = raw[j].1!
          for k in i..<j { raw[k].1 = a + (b - a) * Double(k - i + 1) / Double(j - i + 1) }
          i = j
        }
        i += 1
      }
      points = raw.map { ($0.0, $0.1!) }
    }

    /// The output at `x`: between the last point whose input is ≤ x and the first whose input is
    /// larger (the last two points past the end); equal inputs give the later point's output.
    func value(at x: Double) -> Double {
      let j = points.firstIndex { $0.input > x } ?? points.count - 1
      let b = points[max(j, 1)], a = points[max(j, 1) - 1]
      if a.input == b.input { return b.output }
      return a.output + (b.output - a.output) * (x - a.input) / (b.input - a.input)
    }
  }
}
