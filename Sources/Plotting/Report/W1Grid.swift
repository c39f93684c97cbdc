import CurveAnalysis
import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// BENCHMARK.md's W1 model: SwiftUI `Spring(duration: d, bounce: b)` from rest at 0 towards 1
/// with initial velocity v0, ζ = 1 − b, ω0 = 2π/d, sampled at t_k = k/120 for k = 0…240, and
/// its grid. Only what the R1 charts need is computed here; the sweep engine owns W1 itself.
public enum W1Grid {
  public static let zetas = linspace(0.05, 1.0, 40)
  public static let velocities = linspace(0, 10, 25)
  public static let durations = linspace(0.1, 1.0, 20)
  public static let scales = linspace(0.85, 0.98, 10)
  public static let sampleCount = 241
  public static let fps = 120.0
  public static let band = 0.02
  /// Button width in points and screen scale for `overshoot_px`.
  public static let buttonWidth = 200.0
  public static let screenScale = 3.0

  /// numpy's linspace: start + i·step, the last element exactly `stop`.
  public static func linspace(_ start: Double, _ stop: Double, _ n: Int) -> [Double] {
    let step = (stop - start) / Double(n - 1)
    return (0..<n).map { $0 == n - 1 ? stop : start + Double($0) * step }
  }

  public static var times: [Double] { (0..<sampleCount).map { Double($0) / fps } }

  /// Progress samples x(t_k) of one spring.
  public static func samples(zeta: Double, v0: Double, duration: Double) -> [Double] {
    var out = [Double](repeating: 0, count: sampleCount)
    out.withUnsafeMutableBufferPointer { fill($0, zeta: zeta, v0: v0, duration: duration) }
    return out
  }

  /// Writes x(t_k) = 1 + e(t_k): the closed form, advanced by a damped rotation per sample and
  /// re-anchored to the closed form every 60 samples so rounding cannot accumulate.
  static func fill(_ x: UnsafeMutableBufferPointer<Double>, zeta: Double, v0: Double, duration: Double) {
    let omega0 = 2 * Double.pi / duration
    let h = 1 / fps
    if zeta >= 1 {
      for k in 0..<x.count {
        let t = Double(k) * h
        x[k] = 1 + ((v0 - omega0) * t - 1) * exp(-omega0 * t)
      }
      return
    }
    let a = zeta * omega0
    let wd = omega0 * (1 - zeta * zeta).squareRoot()
    let b = (v0 - a) / wd
    // e = Re(z · (−1 − iB)) with z = e^{(−a + iωd)t}.
    let decay = exp(-a * h)
    let wr = decay * cos(wd * h), wi = decay * sin(wd * h)
    var zr = 1.0, zi = 0.0
    for k in 0..<x.count {
      if k % 60 == 0 && k > 0 {
        let t = Double(k) * h
        let m = exp(-a * t)
        zr = m * cos(wd * t)
        zi = m * sin(wd * t)
      }
      x[k] = 1 - zr + b * zi
      let nr = zr * wr - zi * wi
      zi = zr * wi + zi * wr
      zr = nr
    }
  }

  /// The metrics R1 draws, per BENCHMARK.md's definitions, from one curve's samples.
  public struct Scores: Sendable {
    /// 100 · max(0, max x − 1).
    public var overshootPct: Double
    /// t[k+1] for the last k with |x − 1| > band; t[0] if none; NaN if the last sample is out.
    public var settleTime: Double
    /// Time of the first maximum; NaN without overshoot.
    public var peakTime: Double

    /// `overshoot_px` for press scale `s`: the travel of one edge in device pixels.
    public func overshootPx(scale s: Double) -> Double {
      overshootPct / 100 * W1Grid.buttonWidth * (1 - s) / 2 * W1Grid.screenScale
    }
  }

  static func score(_ x: UnsafeBufferPointer<Double>) -> Scores {
    let settings = MetricSettings(band: band, fps: fps, window: Double(x.count - 1) / fps)
    let m = Metrics.frames(Array(x), settings: settings)
    return Scores(overshootPct: m.overshootPct, settleTime: m.settleTime ?? .nan, peakTime: m.peakTime ?? .nan)
  }

  public static func scores(zeta: Double, v0: Double, duration: Double) -> Scores {
    let x = samples(zeta: zeta, v0: v0, duration: duration)
    return x.withUnsafeBufferPointer { score($0) }
  }

  /// Scores of every (ζ, v0, d) of the grid, in W1 order with ζ slowest and d fastest
  /// (scale does not change these scores), computed on all cores.
  public static func scoreGrid() -> [Scores] {
    let (nz, nv, nd) = (zetas.count, velocities.count, durations.count)
    let zetas = self.zetas, velocities = self.velocities, durations = self.durations
    nonisolated(unsafe) let out = UnsafeMutableBufferPointer<Scores>.allocate(capacity: nz * nv * nd)
    defer { out.deallocate() }
    DispatchQueue.concurrentPerform(iterations: nz) { iz in
      let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: sampleCount)
      defer { buffer.deallocate() }
      for iv in 0..<nv {
        for id in 0..<nd {
          fill(buffer, zeta: zetas[iz], v0: velocities[iv], duration: durations[id])
          (out.baseAddress! + (iz * nv + iv) * nd + id).initialize(to: score(UnsafeBufferPointer(buffer)))
        }
      }
    }
    return Array(out)
  }
}
