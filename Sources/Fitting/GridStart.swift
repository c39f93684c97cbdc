import Curves

/// The coarse search that picks where the solver starts: every shape of the model's grid at a few
/// start times, each scored with its best values before and after (a straight-line fit in closed
/// form), so a local minimum near a poor guess does not win.
extension FitProblem {
  /// The `count` best starting parameter vectors, best first, each a different grid shape.
  func gridStarts(count: Int) -> [[Double]] {
    let onset = dataOnset()
    var scored: [(ssr: Double, theta: [Double])] = []
    for shape in model.grid {
      guard let curve = model.curve(shape) else { continue }
      let lag = Self.timeToLeave(curve)
      var best: (ssr: Double, theta: [Double])?
      for offset in [-1.0, -0.5, 0, 0.5, 1] {
        let start = onset.time - lag + offset * onset.frame
        let p = times.map { curve.value(at: $0 - start) }
        guard let (from, to, ssr) = lineFit(p), ssr < (best?.ssr ?? .infinity) else { continue }
        best = (ssr, shape + [start, from, to])
      }
      if let best { scored.append(best) }
    }
    return scored.sorted { $0.ssr < $1.ssr }.prefix(count).map(\.theta)
  }

  /// When the recording first leaves its first value by 5 % of its range (interpolated between
  /// frames), and the frame interval there.
  func dataOnset() -> (time: Double, frame: Double) {
    let first = values[0]
    let k = values.firstIndex { abs($0 - first) > 0.05 * range } ?? 1
    let i = max(k, 1)
    let frame = times[i] - times[i - 1]
    let (a, b) = (abs(values[i - 1] - first), abs(values[i] - first))
    let w = b > a ? min(max((0.05 * range - a) / (b - a), 0), 1) : 1
    return (times[i - 1] + w * frame, frame)
  }

  /// How long a curve takes to move 5 % of the way (2 ms steps, up to 2 s).
  static func timeToLeave(_ curve: Curves.Curve) -> Double {
    var t = 0.0
    while t < 2 {
      if abs(curve.value(at: t)) >= 0.05 { return t }
      t += 0.002
    }
    return 0
  }

  /// The values before and after that fit `values ≈ from + (to − from)·p` best, and the sum of
  /// squared residuals; nil when p does not vary.
  func lineFit(_ p: [Double]) -> (from: Double, to: Double, ssr: Double)? {
    let n = Double(p.count)
    let mp = p.reduce(0, +) / n, mv = values.reduce(0, +) / n
    var spp = 0.0, spv = 0.0
    for i in p.indices {
      spp += (p[i] - mp) * (p[i] - mp)
      spv += (p[i] - mp) * (values[i] - mv)
    }
    guard spp > 1e-12 else { return nil }
    let slope = spv / spp, intercept = mv - slope * mp
    var ssr = 0.0
    for i in p.indices {
      let r = intercept + slope * p[i] - values[i]
      ssr += r * r
    }
    return (intercept, intercept + slope, ssr)
  }
}
