import CurveAnalysis
import Drawing

/// A family of curves over one swept value, as plain data: one line per value, coloured by it.
public struct CurveFamily: Sendable {
  public var title: String
  public var subtitle: String
  /// Sample times in seconds, shared by every curve.
  public var times: [Double]
  /// One row of values per swept value (progress, or the property's real value).
  public var curves: [[Double]]
  /// The swept value of each curve.
  public var values: [Double]
  public var valueLabel: String
  public var valueUnit: AxisUnit
  public var yAxis: Axis
  public var xAxis: Axis
  /// Time of each curve's peak (nil: no peak marked).
  public var peakTimes: [Double?]
  /// Time each curve settles (nil: not settled in the window).
  public var settleTimes: [Double?]
  /// The target and the half-width of the rest band around it (nil: no band).
  public var restBand: (target: Double, halfWidth: Double)?
  /// Draw the band's edges as dashed lines as well as shading it.
  public var dashedBandEdges: Bool
  public var frameRate: Double?
  public var colormap: Colormap
  /// Up to this many curves get a legend row each; more get a colour bar.
  public var maxLegendRows: Int

  public init(
    title: String, subtitle: String = "", times: [Double], curves: [[Double]], values: [Double],
    valueLabel: String, valueUnit: AxisUnit = .none,
    xAxis: Axis = Axis("time", unit: .milliseconds), yAxis: Axis = Axis("progress"),
    peakTimes: [Double?] = [], settleTimes: [Double?] = [], restBand: (target: Double, halfWidth: Double)? = (1, DisplaySettings.standard.band),
    dashedBandEdges: Bool = false, frameRate: Double? = nil, colormap: Colormap = .viridis, maxLegendRows: Int = 8
  ) {
    self.title = title
    self.subtitle = subtitle
    self.times = times
    self.curves = curves
    self.values = values
    self.valueLabel = valueLabel
    self.valueUnit = valueUnit
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.peakTimes = peakTimes
    self.settleTimes = settleTimes
    self.restBand = restBand
    self.dashedBandEdges = dashedBandEdges
    self.frameRate = frameRate
    self.colormap = colormap
    self.maxLegendRows = maxLegendRows
  }

  /// The value of `curve` at time `t`, linearly interpolated between samples.
  func sample(_ curve: [Double], at t: Double) -> Double {
    guard let first = times.first, times.count == curve.count, times.count > 1 else { return .nan }
    if t <= first { return curve[0] }
    var lo = 0, hi = times.count - 1
    if t >= times[hi] { return curve[hi] }
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if times[mid] <= t { lo = mid } else { hi = mid }
    }
    let f = (t - times[lo]) / (times[hi] - times[lo])
    return curve[lo] + f * (curve[hi] - curve[lo])
  }

  public var chart: LineChart {
    let (lo, hi) = finiteRange(values) ?? (0, 1)
    let useLegend = values.count <= maxLegendRows
    var series: [LineSeries] = []
    for (i, curve) in curves.enumerated() {
      let v = i < values.count ? values[i] : .nan
      let color = values.count == 1 ? Color.ink : colormap.color(v, low: lo, high: hi)
      var markers: [LineSeries.Marker] = []
      if i < peakTimes.count, let t = peakTimes[i] { markers.append(.init(x: t, y: sample(curve, at: t), shape: .diamond)) }
      if i < settleTimes.count, let t = settleTimes[i] { markers.append(.init(x: t, y: sample(curve, at: t), shape: .circle)) }
      let label = useLegend ? "\(valueLabel) = \(compactText(v * valueUnit.factor))\(valueUnit.symbol.isEmpty ? "" : " " + valueUnit.symbol)" : ""
      series.append(LineSeries(x: times, y: curve, style: StrokeStyle(color: color, width: 0.9, join: .round), label: label, markers: markers))
    }
    var bands: [Band] = []
    var lines: [ReferenceLine] = []
    if let band = restBand {
      let pct = compactText(band.halfWidth * 100)
      bands.append(Band(low: band.target - band.halfWidth, high: band.target + band.halfWidth, color: ChartTheme.standard.bandFill,
                        label: "rest band ±\(pct) %"))
      if dashedBandEdges {
        for edge in [band.target - band.halfWidth, band.target + band.halfWidth] {
          lines.append(ReferenceLine(.horizontal, at: edge, style: .dashed(Color(hex: 0x555555), width: 0.6)))
        }
      }
    }
    var extras: [LegendEntry] = []
    if peakTimes.contains(where: { $0 != nil }) { extras.append(LegendEntry("peak", .marker(.diamond, .gray))) }
    if settleTimes.contains(where: { $0 != nil }) { extras.append(LegendEntry("settled", .marker(.circle, .gray))) }
    let bar = useLegend ? nil : ColorBar(colormap: colormap, low: lo, high: hi, label: valueLabel, unit: valueUnit)
    return LineChart(
      title: title, subtitle: subtitle, xAxis: xAxis, yAxis: yAxis, series: series, bands: bands, referenceLines: lines,
      frameRate: frameRate, key: ChartKey(colorBar: bar, legend: extras))
  }
}

extension CurveFamily: Chart {
  public func draw<C: Canvas>(on canvas: inout C, in frame: Rect) { chart.draw(on: &canvas, in: frame) }
}
