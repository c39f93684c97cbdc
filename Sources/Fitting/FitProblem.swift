/// One model against one measured property: the value drawn at each frame time,
/// `from + (to − from) · progress(t − start)`, its residuals and their Jacobian.
public struct FitProblem: Sendable {
  public let model: FitModel
  public let times: [Double]
  public let values: [Double]
  /// max − min of the values: the size residuals of an undrawable shape are given.
  let range: Double

  public init(model: FitModel, times: [Double], values: [Double]) {
    self.model = model
    self.times = times
    self.values = values
    range = (values.max() ?? 0) - (values.min() ?? 0)
  }

  public var parameterCount: Int { model.parameterCount }

  /// The progress (0 → 1) of a shape at each frame, for a start time; nil when the model cannot
  /// draw that shape.
  func progress(shape: [Double], start: Double) -> [Double]? {
    guard let curve = model.curve(shape) else { return nil }
    return times.map { curve.value(at: $0 - start) }
  }

  /// The values the parameters draw at each frame; nil when the model cannot draw them.
  public func predicted(_ theta: [Double]) -> [Double]? {
    let n = model.shapeNames.count
    guard let p = progress(shape: Array(theta[0..<n]), start: theta[n]) else { return nil }
    let (from, to) = (theta[n + 1], theta[n + 2])
    return p.map { from + (to - from) * $0 }
  }

  /// Drawn minus measured, frame by frame. A shape the model cannot draw gets residuals ten times
  /// the recording's range, so a solver steps back from it.
  public func residuals(_ theta: [Double]) -> [Double] {
    guard let drawn = predicted(theta) else { return values.map { _ in 10 * range } }
    return zip(drawn, values).map { $0 - $1 }
  }

  /// ∂residual/∂parameter, one row per frame. Shape and start time by differences on either side:
  /// where the two sides disagree tenfold a frame lies on a jump (UIKit's snap at `duration`), and
  /// the side that does not cross it is taken. The values before and after are linear: exact.
  public func jacobian(_ theta: [Double]) -> [[Double]] {
    let n = model.shapeNames.count
    let scales = model.shapeScales + [0.01]
    let here = residuals(theta)
    var rows = [[Double]](repeating: [Double](repeating: 0, count: theta.count), count: times.count)
    for j in 0...n {
      let h = 1e-4 * max(abs(theta[j]), scales[j])
      var up = theta, down = theta
      up[j] += h
      down[j] -= h
      let (ru, rd) = (residuals(up), residuals(down))
      for i in times.indices {
        let forward = (ru[i] - here[i]) / h, backward = (here[i] - rd[i]) / h
        let (small, large) = abs(forward) < abs(backward) ? (forward, backward) : (backward, forward)
        rows[i][j] = abs(large) > 10 * abs(small) + 1e-9 * range / h ? small : (forward + backward) / 2
      }
    }
    if let p = progress(shape: Array(theta[0..<n]), start: theta[n]) {
      for i in times.indices {
        rows[i][n + 1] = 1 - p[i]
        rows[i][n + 2] = p[i]
      }
    }
    return rows
  }
}
