#if canImport(Glibc)
  import Glibc
#endif

/// A UIKit spring refitted from the CASpringAnimation fit: the same motion where UIKit's spring is
/// at rest before its duration (FACTS.md §11), so where the CA spring fits better the UIKit fit
/// stopped short of its optimum and starts again from the duration UIKit would turn into that spring.
extension Fitter {
  static func reseeded(_ fits: [ModelFit], times: [Double], values: [Double], solver: some LeastSquaresSolver, options: FitOptions) -> [ModelFit] {
    guard let u = fits.firstIndex(where: { $0.model == .uikitSpring }), let ca = fits.first(where: { $0.model == .caSpring }),
      ca.rss < fits[u].rss, let start = uikitStart(ca.parameters.map(\.value))
    else { return fits }
    let problem = FitProblem(model: .uikitSpring, times: times, values: values)
    let solution = solver.minimize(problem.leastSquares, from: start)
    guard problem.residuals(solution.parameters).reduce(0, { $0 + $1 * $1 }) < fits[u].rss else { return fits }
    var out = fits
    let fit = summary(problem, solution, pixelsPerUnit: options.pixelsPerUnit, resolution: options.resolution)
    out[u] = widenedByTwins(fit, problem, solver: solver, resolution: options.resolution)
    return out
  }

  /// [stiffness, damping, velocity, start, from, to] at mass 1 → [duration, ratio, velocity, start,
  /// from, to]: the duration at which UIKit's equation ε = |ζω − v| / (√(1−ζ²) ω) · e^(−ζωd) holds
  /// (FACTS.md §1, ε = 0.001); nil where it has none (ζ ≥ 1, or already under ε).
  static func uikitStart(_ theta: [Double]) -> [Double]? {
    guard theta.count == 6, theta[0] > 0 else { return nil }
    let omega = theta[0].squareRoot(), zeta = theta[1] / (2 * omega), v = theta[2]
    guard zeta > 0, zeta < 1 else { return nil }
    let r = abs(zeta * omega - v) / ((1 - zeta * zeta).squareRoot() * omega)
    guard r > 0.001 else { return nil }
    let d = log(r / 0.001) / (zeta * omega)
    guard d.isFinite, d > 0.01, d < 10 else { return nil }
    return [d, zeta, v] + theta[3...]
  }
}
