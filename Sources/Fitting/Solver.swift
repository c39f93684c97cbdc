/// A nonlinear least-squares solver: minimises ½‖r(θ)‖² from a start. `Fitting` states the problem
/// and reads the answer; the solver (GSL's trust region in `LeastSquares`) is handed in, so this
/// module stays pure.
public protocol LeastSquaresSolver: Sendable {
  func minimize(_ problem: LeastSquaresProblem, from start: [Double]) -> LeastSquaresSolution
}

/// Residuals and their Jacobian (one row per residual) as functions of the parameters.
public struct LeastSquaresProblem: Sendable {
  public let residualCount: Int
  public let residuals: @Sendable ([Double]) -> [Double]
  public let jacobian: @Sendable ([Double]) -> [[Double]]

  public init(
    residualCount: Int, residuals: @escaping @Sendable ([Double]) -> [Double],
    jacobian: @escaping @Sendable ([Double]) -> [[Double]]
  ) {
    self.residualCount = residualCount
    self.residuals = residuals
    self.jacobian = jacobian
  }
}

/// Where a solver stopped.
public struct LeastSquaresSolution: Sendable {
  public var parameters: [Double]
  /// (JᵀJ)⁻¹ at the optimum; a row and column of zeros for a parameter the data do not determine.
  public var inverseNormal: [[Double]]
  public var iterations: Int
  /// False when it stopped at its iteration limit or on an error; `note` says which.
  public var converged: Bool
  public var note: String

  public init(parameters: [Double], inverseNormal: [[Double]], iterations: Int, converged: Bool, note: String) {
    self.parameters = parameters
    self.inverseNormal = inverseNormal
    self.iterations = iterations
    self.converged = converged
    self.note = note
  }
}

extension FitProblem {
  /// This problem in the solver's terms.
  var leastSquares: LeastSquaresProblem {
    let problem = self
    return LeastSquaresProblem(
      residualCount: times.count, residuals: { problem.residuals($0) }, jacobian: { problem.jacobian($0) })
  }
}
