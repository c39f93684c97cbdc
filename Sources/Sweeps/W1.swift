import CurveAnalysis

/// Workload W1 of BENCHMARK.md: 200,000 SwiftUI springs `Spring(duration: d, bounce: 1 − ζ)`
/// released from rest with velocity v0, sampled at 120 Hz over 2 s (241 samples) and scored in
/// the frames reading. The grid is ζ (slowest), v0, d, press scale s (fastest).
public enum W1 {
  public static let zetas = linspace(0.05, 1.0, 40)
  public static let velocities = linspace(0, 10, 25)
  public static let durations = linspace(0.1, 1.0, 20)
  public static let scales = linspace(0.85, 0.98, 10)
  /// Read on the standard display, as BENCHMARK.md defines W1: 120 Hz (241 samples over 2 s), a
  /// 2 % band, a 200-pt button (the width and screen scale of `overshoot_px`) at 3×.
  public static let settings = SpringFrameSettings(fps: DisplaySettings.standard.fps, count: 241, band: DisplaySettings.standard.band)
  public static let buttonWidth = DisplaySettings.standard.buttonWidth, screenScale = DisplaySettings.standard.screenScale

  public static var curveCount: Int { zetas.count * velocities.count * durations.count * scales.count }
  public static var sampleCount: Int { curveCount * settings.count }

  /// One row of W1's metric table; NaN means "none".
  public struct Row: Sendable, Equatable {
    public var zeta = 0.0, velocity = 0.0, duration = 0.0, scale = 0.0
    public var overshootPct = 0.0, peakTime = Double.nan, settleTime = Double.nan
    public var riseTime = Double.nan, overshootPx = 0.0
    public init() {}
  }

  /// The checksum BENCHMARK.md compares implementations by.
  public struct Checksum: Sendable, Equatable {
    public var sumSettleFinite = 0.0
    public var settleFiniteCount = 0
    public var sumOvershootPct = 0.0
    public init() {}

    /// Plain running sums in row order.
    public init(_ rows: some Sequence<Row>) {
      for row in rows {
        if row.settleTime.isFinite {
          sumSettleFinite += row.settleTime
          settleFiniteCount += 1
        }
        sumOvershootPct += row.overshootPct
      }
    }
  }

  /// The grid point of row `index`.
  public static func point(_ index: Int) -> (zeta: Double, velocity: Double, duration: Double, scale: Double) {
    var i = index
    let s = i % scales.count; i /= scales.count
    let d = i % durations.count; i /= durations.count
    let v = i % velocities.count; i /= velocities.count
    return (zetas[i], velocities[v], durations[d], scales[s])
  }

  /// Computes every row, in grid order, on `threads` workers.
  public static func rows(threads: Int) -> [Row] {
    rows(zetas: zetas, velocities: velocities, durations: durations, scales: scales, threads: threads)
  }

  /// W1's model and metrics over another grid (same order: ζ slowest, s fastest).
  public static func rows(zetas: [Double], velocities: [Double], durations: [Double], scales: [Double],
                          settings: SpringFrameSettings = W1.settings, threads: Int) -> [Row] {
    let count = zetas.count * velocities.count * durations.count * scales.count
    return [Row](unsafeUninitializedCapacity: count) { buffer, initialized in
      nonisolated(unsafe) let out = buffer
      Parallel.forEachChunk(count: count, chunkSize: 1024, threads: threads) { range in
        let grid = Grid(zetas: zetas, velocities: velocities, durations: durations, scales: scales,
                        settings: settings)
        var index = range.lowerBound
        while index < range.upperBound {
          let lanes = min(SpringFrames.laneCount, range.upperBound - index)
          grid.score(from: index, lanes: lanes, into: out.baseAddress! + index)
          index += lanes
        }
      }
      initialized = count
    }
  }

  struct Grid {
    let zetas: [Double], velocities: [Double], durations: [Double], scales: [Double]
    let settings: SpringFrameSettings

    @inline(__always) func row(_ index: Int) -> Row {
      var i = index
      var row = Row()
      row.scale = scales[i % scales.count]; i /= scales.count
      row.duration = durations[i % durations.count]; i /= durations.count
      row.velocity = velocities[i % velocities.count]; i /= velocities.count
      row.zeta = zetas[i]
      return row
    }

    @inline(__always) func spring(_ row: Row) -> SpringMotion {
      SpringMotion(omega0: 2 * Double.pi / row.duration, dampingRatio: row.zeta, velocity: row.velocity)
    }

    func score(from first: Int, lanes: Int, into out: UnsafeMutablePointer<Row>) {
      let rows = (row(first), row(first + min(1, lanes - 1)))
      let scores = SpringFrames.score(spring(rows.0), spring(rows.1), pixelBands: nil, settings: settings)
      out.initialize(to: finish(rows.0, scores.0))
      if lanes > 1 { (out + 1).initialize(to: finish(rows.1, scores.1)) }
    }

    @inline(__always) func finish(_ row: Row, _ score: SpringFrameScore) -> Row {
      var row = row
      let frames = MetricSettings(
        band: settings.band, travelPoints: W1.buttonWidth * (1 - row.scale) / 2, screenScale: W1.screenScale,
        fps: settings.fps)
      let m = Metrics.frames(score.summary(count: settings.count), settings: frames)
      row.overshootPct = m.overshootPct
      row.peakTime = m.peakTime ?? .nan
      row.settleTime = m.settleTime ?? .nan
      row.riseTime = m.riseTime ?? .nan
      row.overshootPx = m.overshootPx
      return row
    }
  }
}
