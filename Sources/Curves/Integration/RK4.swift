/// Classical fourth-order Runge–Kutta for `m x″ + c x′ + k (x − 1) = 0`: an independent numeric
/// solution that the closed forms are checked against. Not used to draw curves.
public enum RK4 {
  /// Progress at each of `times` (ascending), integrating from x(0) = 0, x′(0) = v0 with at most
  /// `step` seconds per step.
  public static func springPositions(
    mass m: Double, stiffness k: Double, damping c: Double, initialVelocity v0: Double,
    times: [Double], step: Double = 1e-4
  ) -> [Double] {
    func accel(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
    var x = 0.0
    var v = v0
    var t = 0.0
    var out: [Double] = []
    out.reserveCapacity(times.count)
    for target in times {
      while t < target {
        let h = min(step, target - t)
        let k1x = v, k1v = accel(x, v)
        let k2x = v + 0.5 * h * k1v, k2v = accel(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
        let k3x = v + 0.5 * h * k2v, k3v = accel(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
        let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += h
      }
      out.append(x)
    }
    return out
  }
}
