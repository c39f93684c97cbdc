/// Springs whose start velocity trades against the start time, where the Jacobian's straight-line
/// intervals understate a curved valley.
extension Fitter {
  /// Two other solutions are tried: the mirror (a start velocity v at t0 draws the frames again
  /// from 2v/ω0² earlier with about −v, both roots of x ≈ vt + ω0²t²/2 between two frames), and
  /// the spring at rest at its start (velocity held at 0, the common case). Each that fits within
  /// the 95 % level of one parameter (ΔRSS ≤ 3.84 σ², a likelihood-ratio test) widens every
  /// interval to hold it, rather than stating only the end of the valley the solver reached.
  static func widenedByTwins(_ fit: ModelFit, _ problem: FitProblem, solver: some LeastSquaresSolver, resolution: Double = 0) -> ModelFit {
    guard let v = fit.model.shapeNames.firstIndex(of: "velocity"), let curve = problem.model.curve(fit.shape),
      let omega = curve.spring?.omega0, omega > 0
    else { return fit }
    let theta = fit.parameters.map(\.value)
    let s = fit.model.shapeNames.count
    var mirror = theta
    mirror[s] -= 2 * theta[v] / (omega * omega)
    mirror[v] = -theta[v]
    let twins = [
      solver.minimize(problem.leastSquares, from: mirror).parameters, atRest(problem, velocity: v, from: theta, solver),
    ]
    let n = fit.residuals.count, k = fit.parameters.count
    let limit = fit.rss + 3.84 * Statistics.variance(rss: fit.rss, frames: n, parameters: k, resolution: resolution)
    var result = fit
    for twin in twins where problem.residuals(twin).reduce(0, { $0 + $1 * $1 }) <= limit {
      for j in result.parameters.indices {
        guard let own = fit.parameters[j].halfWidth, let current = result.parameters[j].halfWidth else { continue }
        result.parameters[j].halfWidth = max(current, abs(twin[j] - theta[j]) + own)
      }
    }
    return result
  }

  /// The best fit with the start velocity held at 0.
  static func atRest(_ problem: FitProblem, velocity v: Int, from theta: [Double], _ solver: some LeastSquaresSolver) -> [Double] {
    @Sendable func full(_ reduced: [Double]) -> [Double] {
      var x = reduced
      x.insert(0, at: v)
      return x
    }
    let held = LeastSquaresProblem(
      residualCount: problem.times.count, residuals: { problem.residuals(full($0)) },
      jacobian: { problem.jacobian(full($0)).map { row in var r = row; r.remove(at: v); return r } })
    var start = theta
    start.remove(at: v)
    return full(solver.minimize(held, from: start).parameters)
  }
}
