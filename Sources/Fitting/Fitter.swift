/// Fits every model to each property of a trace: grid starts, the solver from each, the best
/// optimum kept, intervals from the Jacobian and checked by bootstrap, models ranked by BIC.
public enum Fitter {
  public static func fit(_ trace: Trace, solver: some LeastSquaresSolver, options: FitOptions) -> [FitResult] {
    trace.columns.map { column in
      var own = options
      if let scale = column.scale {
        (own.pixelsPerUnit, own.resolution, own.unit) = (scale.pixelsPerUnit, scale.resolutionPixels / scale.pixelsPerUnit, scale.unit)
      }
      return fit(times: trace.times, values: column.values, property: column.name, solver: solver, options: own)
    }
  }

  public static func fit(
    times: [Double], values: [Double], property: String, solver: some LeastSquaresSolver, options: FitOptions
  ) -> FitResult {
    var fits = options.models.map { model in
      fitModel(FitProblem(model: model, times: times, values: values), solver: solver, options: options)
    }.compactMap { $0 }
    fits = reseeded(fits, times: times, values: values, solver: solver, options: options)
    fits.sort { ($0.bic, $0.model.parameterCount) < ($1.bic, $1.model.parameterCount) }
    var result = FitResult(property: property, times: times, values: values, fits: fits, resolution: options.resolution)
    result.unit = options.unit
    if options.bootstrap > 0, !fits.isEmpty {
      let checked = 1 + result.tiedWithBest.count
      for i in 0..<checked {
        result.fits[i] = bootstrapped(result.fits[i], times: times, values: values, solver: solver, options: options)
      }
    }
    return result
  }

  /// The best optimum over the grid starts, with its statistics; nil when no start is drawable.
  static func fitModel(_ problem: FitProblem, solver: some LeastSquaresSolver, options: FitOptions) -> ModelFit? {
    var best: (rss: Double, solution: LeastSquaresSolution)?
    for start in problem.gridStarts(count: options.starts) {
      let solution = solver.minimize(problem.leastSquares, from: start)
      let rss = problem.residuals(solution.parameters).reduce(0) { $0 + $1 * $1 }
      if rss.isFinite, rss < (best?.rss ?? .infinity) { best = (rss, solution) }
    }
    guard let best else { return nil }
    let fit = summary(problem, best.solution, pixelsPerUnit: options.pixelsPerUnit, resolution: options.resolution)
    return widenedByTwins(fit, problem, solver: solver, resolution: options.resolution)
  }

  /// Residuals, intervals and criteria at a solver's optimum.
  static func summary(_ problem: FitProblem, _ solution: LeastSquaresSolution, pixelsPerUnit: Double, resolution: Double = 0) -> ModelFit {
    let theta = solution.parameters
    let residuals = problem.residuals(theta)
    let n = residuals.count, k = theta.count
    let rss = residuals.reduce(0) { $0 + $1 * $1 }
    let variance = Statistics.variance(rss: rss, frames: n, parameters: k, resolution: resolution)
    let t = Statistics.t975(degreesOfFreedom: n - k)
    let estimates = problem.model.parameterNames.enumerated().map { j, name in
      let c = solution.inverseNormal.isEmpty ? 0 : solution.inverseNormal[j][j]
      return ParameterEstimate(
        name: name, value: theta[j], halfWidth: c > 0 && c.isFinite ? t * (variance * c).squareRoot() : nil)
    }
    let worst = residuals.indices.max { abs(residuals[$0]) < abs(residuals[$1]) } ?? 0
    // Residuals finer than the measurement's resolution count as that fine, not finer.
    let (aic, bic) = Statistics.criteria(rss: max(rss, Double(n) * resolution * resolution), frames: n, parameters: k, range: problem.range)
    var snap: Double?
    var stated = estimates
    if problem.model == .uikitSpring, let curve = problem.model.curve(Array(theta[0..<3])),
      let before = curve.valueBeforeEnd
    {
      snap = abs(1 - before) * abs(theta[5] - theta[4]) * pixelsPerUnit
      // A snap well above the noise places start + duration between the two frames around it,
      // which a Jacobian cannot see (a jump has no slope): the duration's interval is that gap.
      let rms = (rss / Double(n)).squareRoot() * pixelsPerUnit
      if snap! >= max(3 * rms, 0.5), let gap = frameGap(around: theta[3] + theta[0], in: problem.times) {
        stated[0].halfWidth = min(stated[0].halfWidth ?? .infinity, gap + (stated[3].halfWidth ?? 0))
      }
    }
    return ModelFit(
      model: problem.model, parameters: stated, residuals: residuals, rss: rss,
      rmsPixels: (rss / Double(n)).squareRoot() * pixelsPerUnit, worstPixels: abs(residuals[worst]) * pixelsPerUnit,
      worstTime: problem.times[worst], aic: aic, bic: bic, converged: solution.converged,
      solverNote: solution.note, snapPixels: snap)
  }

  /// The farther of the two frame times around `time` (or the frame interval at either end).
  static func frameGap(around time: Double, in times: [Double]) -> Double? {
    guard times.count >= 2, let k = times.firstIndex(where: { $0 >= time }), k > 0 else { return nil }
    return max(time - times[k - 1], times[k] - time)
  }

  /// Residual bootstrap: the fitted curve plus the residuals resampled with replacement, refitted
  /// from the optimum; the spread of each parameter over the refits.
  static func bootstrapped(
    _ fit: ModelFit, times: [Double], values: [Double], solver: some LeastSquaresSolver, options: FitOptions
  ) -> ModelFit {
    let problem = FitProblem(model: fit.model, times: times, values: values)
    let theta = fit.parameters.map(\.value)
    guard let drawn = problem.predicted(theta) else { return fit }
    var generator = SeededGenerator(seed: options.seed)
    var samples = [[Double]](repeating: [], count: theta.count)
    for _ in 0..<options.bootstrap {
      let resampled = drawn.indices.map { drawn[$0] - fit.residuals[Int.random(in: 0..<drawn.count, using: &generator)] }
      let refit = FitProblem(model: fit.model, times: times, values: resampled)
      let solution = solver.minimize(refit.leastSquares, from: theta)
      for j in theta.indices { samples[j].append(solution.parameters[j]) }
    }
    var result = fit
    for j in theta.indices { result.parameters[j].bootstrapHalfWidth = Statistics.percentileHalfWidth(samples[j]) }
    return result
  }
}
