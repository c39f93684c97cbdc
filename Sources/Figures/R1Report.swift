import CurveAnalysis
import Curves
import Dispatch
import Drawing
import Plotting
import Sweeps

/// BENCHMARK.md's R1 workload: twenty chart pages computed from W1's model and metrics —
/// ten curve families, five overshoot heatmaps, five settle-against-overshoot scatters. The grid is
/// scored by the sweep engine's W1 kernel; the families are the curve engine's SwiftUI springs.
public enum R1Report {
  /// The metrics R1 draws of one (ζ, v0, d) point of W1's grid (the press scale changes neither).
  public struct Scores: Sendable {
    public var overshootPct: Double
    /// NaN when the curve does not settle in the window.
    public var settleTime: Double
    public var peakTime: Double

    /// `overshoot_px` for press scale `s`: the travel of one edge in device pixels.
    public func overshootPx(scale s: Double) -> Double {
      overshootPct / 100 * W1.buttonWidth * (1 - s) / 2 * W1.screenScale
    }
  }

  /// Scores of every (ζ, v0, d) of W1's grid, in W1 order with ζ slowest and d fastest, on every core.
  public static func scoreGrid(threads: Int) -> [Scores] {
    W1.rows(zetas: W1.zetas, velocities: W1.velocities, durations: W1.durations, scales: [W1.scales[0]],
            threads: threads)
      .map { Scores(overshootPct: $0.overshootPct, settleTime: $0.settleTime, peakTime: $0.peakTime) }
  }

  /// W1's frame times, t_k = k/120 for k = 0…240.
  static var times: [Double] { (0..<W1.settings.count).map { Double($0) / W1.settings.fps } }

  /// One page: its bookmark title and chart.
  public struct Page: Sendable {
    public var bookmark: String
    public var chart: any Chart
  }

  /// What was computed and drawn, for the benchmark's report.
  public struct Summary: Sendable {
    public var pages: Int
    /// Curves sampled and scored (the (ζ, v0, d) grid plus the family curves).
    public var curves: Int
    public var samples: Int
    public var scatterPoints: Int
  }

  public static let pageSize = Size.a4Landscape
  public static let margin = 40.0

  /// (v0, d) of pages 1–10.
  public static let familyParameters: [(v0: Double, d: Double)] = [
    (0, 0.3), (0, 0.6), (2.5, 0.3), (2.5, 0.6), (5, 0.3), (5, 0.6), (7.5, 0.3), (7.5, 0.6), (10, 0.3), (10, 0.6),
  ]
  /// 0-based duration indices of the heatmaps (W1's 1st, 6th, 11th, 16th, 20th).
  public static let heatmapDurations = [0, 5, 10, 15, 19]
  /// 0-based scale indices of the scatters (W1's 2nd, 4th, 6th, 8th, 10th).
  public static let scatterScales = [1, 3, 5, 7, 9]
  public static let scatterCount = 2000

  /// Computes the data and builds the twenty charts.
  public static func pages(threads: Int = 2) -> (pages: [Page], summary: Summary) {
    let grid = scoreGrid(threads: threads)
    let pages = familyPages() + gridPages(grid)
    return (pages, summary(pages, grid: grid))
  }

  public static func familyPages() -> [Page] { familyParameters.map { family(v0: $0.v0, d: $0.d) } }

  /// The heatmap and scatter pages, from the scores of the (ζ, v0, d) grid.
  public static func gridPages(_ grid: [Scores]) -> [Page] {
    heatmapDurations.map { heatmap(durationIndex: $0, grid: grid) } + scatterScales.map { scatter(scaleIndex: $0, grid: grid) }
  }

  static func summary(_ pages: [Page], grid: [Scores]) -> Summary {
    let points = pages.reduce(0) { $0 + (($1.chart as? ScatterChart)?.x.count ?? 0) }
    let curves = grid.count + familyParameters.count * W1.zetas.count
    return Summary(pages: pages.count, curves: curves, samples: curves * W1.settings.count, scatterPoints: points)
  }

  /// Computes and draws the report into `sink`, one chart per page. The grid is scored on other
  /// threads while the family pages, which do not need it, are drawn.
  @discardableResult
  public static func render<S: PageSink>(into sink: inout S, threads: Int = 2) -> Summary {
    let box = GridBox()
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) { box.grid = scoreGrid(threads: threads) }
    let families = familyPages()
    draw(families, into: &sink)
    done.wait()
    let rest = gridPages(box.grid)
    draw(rest, into: &sink)
    return summary(families + rest, grid: box.grid)
  }

  /// Draws computed pages into `sink`, one chart per page.
  public static func draw<S: PageSink>(_ pages: [Page], into sink: inout S) {
    for page in pages {
      sink.addPage(size: pageSize, bookmark: page.bookmark) { canvas in
        page.chart.draw(on: &canvas, in: Rect(size: pageSize).insetBy(dx: margin, dy: margin))
      }
    }
  }

  static func family(v0: Double, d: Double) -> Page {
    let times = Self.times
    var curves: [[Double]] = []
    var peaks: [Double?] = [], settles: [Double?] = []
    let settings = MetricSettings(band: W1.settings.band, fps: W1.settings.fps, window: times.last ?? 2)
    for zeta in W1.zetas {
      var spring = Spring.swiftUI(duration: d, bounce: 1 - zeta)
      spring.initialVelocity = v0
      let x = times.map(spring.value(at:))
      let m = Metrics.frames(x, settings: settings)
      curves.append(x)
      peaks.append(m.peakTime)
      settles.append(m.settleTime)
    }
    let title = "Spring family at v0 = \(compactText(v0))/s, d = \(compactText(d * 1000)) ms"
    let family = CurveFamily(
      title: title,
      subtitle: "SwiftUI Spring(duration: d, bounce: 1 − ζ) from rest, one line per damping ratio ζ; sampled at \(Int(W1.settings.fps)) Hz; ◆ peak, ● settled (±2 %)",
      times: times, curves: curves, values: W1.zetas, valueLabel: "damping ratio ζ",
      xAxis: Axis("time", unit: .milliseconds, low: 0, high: 2, tickTarget: 8), yAxis: Axis("progress", tickTarget: 7),
      peakTimes: peaks, settleTimes: settles, restBand: (1, W1.settings.band), dashedBandEdges: true)
    return Page(bookmark: title, chart: family)
  }

  static func heatmap(durationIndex id: Int, grid: [Scores]) -> Page {
    let (nv, nd) = (W1.velocities.count, W1.durations.count)
    let values = (0..<W1.zetas.count).map { iz in
      (0..<nv).map { iv in grid[(iz * nv + iv) * nd + id].overshootPct }
    }
    let d = W1.durations[id]
    let title = "Overshoot over ζ and v0 at d = \(compactText(d * 1000)) ms"
    let map = Heatmap(
      title: title, subtitle: "W1 grid: 40 damping ratios × 25 initial velocities; contours at 2 % and 10 %",
      xAxis: Axis("initial velocity v0", unit: AxisUnit(symbol: "1/s")), yAxis: Axis("damping ratio ζ"),
      xValues: W1.velocities, yValues: W1.zetas, values: values, metricLabel: "overshoot", metricUnit: .percent,
      colorLow: 0,
      contours: [
        Contour(level: 2, label: "2 % overshoot", style: StrokeStyle(color: .black, width: 1, dash: [3, 2])),
        Contour(level: 10, label: "10 % overshoot", style: StrokeStyle(color: .black, width: 1)),
      ])
    return Page(bookmark: title, chart: map)
  }

  static func scatter(scaleIndex isc: Int, grid: [Scores]) -> Page {
    let s = W1.scales[isc]
    let finite = grid.filter { $0.settleTime.isFinite }
    let n = finite.count
    let count = min(scatterCount, n)
    var xs: [Double] = [], ys: [Double] = []
    xs.reserveCapacity(count)
    ys.reserveCapacity(count)
    for i in 0..<count {
      let p = finite[i * n / count]
      xs.append(p.overshootPx(scale: s))
      ys.append(p.settleTime)
    }
    let title = "Settle time against overshoot at press scale \(compactText(s))"
    let chart = ScatterChart(
      title: title, subtitle: "\(count) W1 curves with a finite settle time, picked evenly in sweep order; \(Int(W1.buttonWidth)) pt button on a @\(Int(W1.screenScale))x screen",
      xAxis: Axis("overshoot of one edge", unit: .px), yAxis: Axis("settle time (±2 %)", unit: .milliseconds), x: xs, y: ys)
    return Page(bookmark: title, chart: chart)
  }
}

/// Hands the grid scores from the thread that computes them to the one that draws; read only
/// after the group's wait, so no two threads touch it at once.
private final class GridBox: @unchecked Sendable {
  var grid: [R1Report.Scores] = []
}
