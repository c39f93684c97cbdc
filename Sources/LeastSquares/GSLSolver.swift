import CGSL
import Fitting

/// `LeastSquaresSolver` on GSL's `gsl_multifit_nlinear`: the trust-region method with
/// Levenberg–Marquardt steps and Moré scaling, the Jacobian supplied by the problem.
public struct GSLSolver: LeastSquaresSolver {
  public var maxIterations: Int
  public var tolerance: Double

  public init(maxIterations: Int = 200, tolerance: Double = 1e-10) {
    self.maxIterations = maxIterations
    self.tolerance = tolerance
  }

  /// GSL calls back through C function pointers; the problem rides along as `params`.
  private final class Context {
    let problem: LeastSquaresProblem
    init(_ problem: LeastSquaresProblem) { self.problem = problem }
  }

  public func minimize(_ problem: LeastSquaresProblem, from start: [Double]) -> LeastSquaresSolution {
    // GSL's default handler aborts the process; its status codes are read instead.
    gsl_set_error_handler_off()
    let n = problem.residualCount, p = start.count
    let context = Context(problem)
    let opaque = Unmanaged.passRetained(context).toOpaque()
    defer { Unmanaged<Context>.fromOpaque(opaque).release() }
    var fdf = gsl_multifit_nlinear_fdf()
    fdf.f = { x, params, f in
      let problem = Unmanaged<Context>.fromOpaque(params!).takeUnretainedValue().problem
      let r = problem.residuals(GSLSolver.array(x!))
      for (i, value) in r.enumerated() { gsl_vector_set(f, i, value) }
      return Int32(GSL_SUCCESS)
    }
    fdf.df = { x, params, jac in
      let problem = Unmanaged<Context>.fromOpaque(params!).takeUnretainedValue().problem
      for (i, row) in problem.jacobian(GSLSolver.array(x!)).enumerated() {
        for (j, value) in row.enumerated() { gsl_matrix_set(jac, i, j, value) }
      }
      return Int32(GSL_SUCCESS)
    }
    fdf.fvv = nil
    fdf.n = n
    fdf.p = p
    fdf.params = opaque
    var parameters = gsl_multifit_nlinear_default_parameters()
    parameters.trs = presslab_gsl_trs_lm()
    guard let work = gsl_multifit_nlinear_alloc(presslab_gsl_trust(), &parameters, n, p) else {
      return LeastSquaresSolution(parameters: start, inverseNormal: [], iterations: 0, converged: false,
        note: "GSL could not allocate a workspace for \(n) residuals and \(p) parameters")
    }
    defer { gsl_multifit_nlinear_free(work) }
    let x = gsl_vector_alloc(p)!
    defer { gsl_vector_free(x) }
    for (i, value) in start.enumerated() { gsl_vector_set(x, i, value) }
    var status = gsl_multifit_nlinear_init(x, &fdf, work)
    var info: Int32 = 0
    if status == Int32(GSL_SUCCESS) {
      status = gsl_multifit_nlinear_driver(maxIterations, tolerance, tolerance, 0, nil, nil, &info, work)
    }
    let best = GSLSolver.array(gsl_multifit_nlinear_position(work))
    let covariance = gsl_matrix_alloc(p, p)!
    defer { gsl_matrix_free(covariance) }
    gsl_multifit_nlinear_covar(gsl_multifit_nlinear_jac(work), 1e-12, covariance)
    let inverse = (0..<p).map { i in (0..<p).map { j in gsl_matrix_get(covariance, i, j) } }
    let note = status == Int32(GSL_SUCCESS)
      ? (info == 1 ? "small step" : "small gradient") : String(cString: gsl_strerror(status))
    return LeastSquaresSolution(
      parameters: best, inverseNormal: inverse, iterations: Int(gsl_multifit_nlinear_niter(work)),
      converged: status == Int32(GSL_SUCCESS), note: note)
  }

  private static func array(_ v: UnsafePointer<gsl_vector>) -> [Double] {
    (0..<v.pointee.size).map { gsl_vector_get(v, $0) }
  }
}
