import CurveAnalysis
import Drawing
import Presets

/// A row of button snapshots at fixed frame intervals over a mini chart of the curves driving
/// them, on one time axis: each snapshot sits above its time on the chart. Events (touch-down,
/// release) and jumps (a spring removed mid-swing, a snap) are marked on the chart.
public struct Filmstrip: Chart {
  public struct Frame: Sendable {
    public var time: Double
    public var state: ButtonState
    /// Where the finger is (button points), nil when not touching.
    public var touch: Point?
  }
  public struct Curve: Sendable {
    public var label: String
    public var times: [Double]
    /// Change from rest divided by its largest magnitude in the window: −1…1.
    public var values: [Double]
  }
  public struct Mark: Sendable {
    public var time: Double
    public var label: String
    /// How big (device pixels for jumps); 0 for events.
    public var size: Double = 0
  }

  public var title: String
  public var subtitle: String
  public var look: ButtonLook
  public var frames: [Frame]
  public var interval: Double
  public var curves: [Curve]
  public var events: [Mark]
  public var jumps: [Mark]
  /// Adds a panel of every frame's outline over the resting one, extremes emphasised.
  public var onionSkin: Bool
  /// Page points per button point; nil fits the cells. Side-by-side strips share it.
  public var buttonScale: Double?
  /// A common time axis for strips compared side by side; nil spans this strip's frames.
  public var alignTo: (Double, Double)?
  /// The timeline the frames came from, to draw the instants around a jump.
  public var sourceTimeline: PressTimeline?
  /// The display's frame rate: "before" a jump is one frame at it.
  public var fps = MetricSettings().fps
  public var theme: ChartTheme

  /// Samples `timeline` every `interval` seconds from `start` through `end` (both included when
  /// they fall on the grid), and the driving curves at 240 Hz.
  public init(
    timeline: PressTimeline, title: String? = nil, start: Double = 0, end: Double? = nil, interval: Double? = nil,
    onionSkin: Bool = false
  ) {
    let preset = timeline.preset
    // Just past the last animation that ends; loops that never end get 0.6 s.
    let lastEnd = timeline.lastAnimationEnd
    let stop = end ?? (lastEnd > 0 ? min(timeline.defaultWindow, max(0.15, 1.25 * lastEnd)) : 0.6)
    let step = interval ?? Filmstrip.defaultInterval(span: stop - start)
    let count = max(1, Int(((stop - start) / step + 1e-9).rounded(.down)) + 1)
    let releaseTime = timeline.release ?? .infinity
    let repressTime = timeline.repress ?? .infinity
    self.frames = (0..<count).map { i in
      let t = start + Double(i) * step
      let touching = t < releaseTime || t >= repressTime
      return Frame(time: t, state: timeline.state(at: t), touch: touching ? Point(timeline.tapX, timeline.tapY) : nil)
    }
    self.title = title ?? preset.name
    self.subtitle = preset.description
    self.look = preset.look
    self.interval = step
    self.onionSkin = onionSkin
    self.theme = .standard
    self.sourceTimeline = timeline
    self.events = timeline.events.map { Mark(time: $0.time, label: $0.name.replacing("_", with: "-")) }

    // Driving curves: each animated property's change from rest, normalised; identical ones merged.
    let lo = start - step / 2, hi = start + Double(count - 1) * step + step / 2
    let n = max(2, Int(((hi - lo) * 240).rounded()) + 1)
    let times = (0..<n).map { lo + (hi - lo) * Double($0) / Double(n - 1) }
    var curves: [Curve] = []
    var raw: [[Double]] = []
    for property in preset.animatedProperties {
      let rest = preset.look.restingValue(of: property)
      let values = times.map { timeline.value(of: property, at: $0) }
      let peak = values.map { abs($0 - rest) }.max() ?? 0
      guard peak > 1e-9 else { continue }
      let lowest = values.min()!, highest = values.max()!
      let range = "\(compactText(lowest))…\(compactText(highest))"
      if let k = raw.firstIndex(where: { $0 == values }) {
        curves[k].label = curves[k].label.replacing(" ", with: ", \(property.rawValue) ", maxReplacements: 1)
        continue
      }
      raw.append(values)
      curves.append(Curve(label: "\(property.rawValue) \(range)", times: times, values: values.map { ($0 - rest) / peak }))
    }
    self.curves = curves
    // Jumps at one instant share one mark; x and y of one property (scale_x, scale_y) are
    // named once, by the first.
    func kind(_ p: PressProperty) -> String {
      let name = p.rawValue
      return name.hasSuffix("_x") || name.hasSuffix("_y") ? String(name.dropLast(2)) : name
    }
    var jumps: [Mark] = []
    var kinds: [[String]] = []
    // Only jumps a viewer can see (`Visibility`): half a device pixel, or 2 % of an opacity.
    let visible = timeline.jumps(until: hi).filter { jump in
      jump.time >= lo
        && (jump.pixels.map(Visibility.standard.isVisible(pixels:)) ?? Visibility.isVisible(opacityChange: jump.size))
    }
    for jump in visible {
      let size = jump.pixels.map { "\(compactText($0, significant: 2)) px" } ?? compactText(jump.size, significant: 2)
      if let k = jumps.firstIndex(where: { abs($0.time - jump.time) < 1e-9 }) {
        if !kinds[k].contains(kind(jump.property)) {
          jumps[k].label += ", \(jump.property.rawValue) \(size)"
          kinds[k].append(kind(jump.property))
        }
        jumps[k].size = max(jumps[k].size, jump.pixels ?? 0)
      } else {
        jumps.append(Mark(time: jump.time, label: "jump: \(jump.property.rawValue) \(size)", size: jump.pixels ?? 0))
        kinds.append([kind(jump.property)])
      }
    }
    self.jumps = jumps
  }

  /// A multiple of 1/60 s giving at most eight frames over `span`.
  public static func defaultInterval(span: Double) -> Double {
    let frames60 = max(1, (span / 7 * 60 - 1e-9).rounded(.up))
    return frames60 / 60
  }

  public var timeDomain: (Double, Double) {
    if let alignTo { return alignTo }
    let first = frames.first?.time ?? 0, last = frames.last?.time ?? 0
    return (first - interval / 2, last + interval / 2)
  }

  var miniChart: LineChart {
    let colors = RolePalette.buttons
    let series = curves.enumerated().map { i, c in
      LineSeries(x: c.times, y: c.values, style: StrokeStyle(color: colors[i % colors.count], width: 1.2, join: .round), label: c.label)
    }
    var lines = frames.map { ReferenceLine(.vertical, at: $0.time, style: StrokeStyle(color: Color(white: 0.75), width: 0.5)) }
    lines += events.map { ReferenceLine(.vertical, at: $0.time, style: .dashed(.ink, width: 0.8), label: $0.label) }
    lines += jumps.map { ReferenceLine(.vertical, at: $0.time, style: StrokeStyle(color: RolePalette.emphasis, width: 1.4, dash: [2, 1.5]), label: $0.label) }
    let (lo, hi) = timeDomain
    let chart = LineChart(
      xAxis: Axis("time since touch-down", unit: .milliseconds, low: lo, high: hi, tickTarget: 8),
      yAxis: Axis("change from rest (÷ largest)", low: -1.1, high: 1.1, tickTarget: 4),
      series: series, referenceLines: lines, theme: theme)
    return chart
  }

  public func draw<C: Canvas>(on canvas: inout C, in frame: Rect) {
    var top = frame.minY
    canvas.drawText(title, at: Point(frame.minX, top), style: theme.title, baseline: .top)
    top += canvas.measure(title, style: theme.title).height + 1
    if !subtitle.isEmpty {
      // Wrapped: a preset's description can be longer than the strip is wide.
      top += canvas.drawParagraph(
        Paragraph(subtitle, style: theme.subtitle), at: Point(frame.minX, top), width: frame.width)
    }
    top += 4
    var chart = miniChart
    chart.drawsKey = false
    // The horizontal layout does not depend on the height: find the cells from a trial layout.
    let trial = chart.layout(in: Rect(x: frame.minX, y: top, width: frame.width, height: 200), canvas: canvas)
    let cellW = abs(trial.x(interval) - trial.x(0))
    let margin = ButtonSnapshot.margin(for: look)
    let boxW = look.width + 2 * margin, boxH = look.height + 2 * margin
    let scale = buttonScale ?? min(cellW * 0.94 / boxW, frame.height * 0.3 / boxH)
    let cellH = boxH * scale
    let labelH = canvas.measure("0", style: theme.tickLabel).height
    for (i, f) in frames.enumerated() {
      let cx = trial.x(f.time)
      let cell = Rect(x: cx - cellW / 2, y: top, width: cellW, height: cellH)
      drawCell(f, in: cell.insetBy(dx: 0.5, dy: 0), scale: scale, shade: i % 2 == 0 ? 0xF4F4F4 : 0xECECEC, on: &canvas)
      canvas.drawText("\(compactText(f.time * 1000)) ms", at: Point(cx, cell.maxY + 2), style: theme.tickLabel.aligned(.center), baseline: .top)
    }
    // Bottom row: legend on the left, then the instants around the largest jump and the onion skin.
    let detailScale = min(scale * 1.5, frame.height * 0.14 / boxH)
    let detailH = max(boxH * detailScale + 2 * labelH + 6, Double(chart.legendEntries.count) * (labelH + 2))
    let chartTop = top + cellH + labelH + 6
    let bottomTop = frame.maxY - detailH
    chart.draw(on: &canvas, in: Rect(x: frame.minX, y: chartTop, width: frame.width, height: bottomTop - 6 - chartTop))
    let legend = ChartKey(legend: chart.legendEntries)
    let legendW = legend.width(theme: theme, canvas: canvas)
    legend.draw(in: Rect(x: trial.plot.minX, y: bottomTop, width: legendW, height: detailH), theme: theme, on: &canvas)
    var x = frame.maxX
    let detailW = boxW * detailScale
    if onionSkin {
      x -= detailW
      drawOnionSkin(on: &canvas, in: Rect(x: x, y: bottomTop + labelH + 2, width: detailW, height: boxH * detailScale), scale: detailScale)
      x -= 10
    }
    if let jump = jumps.max(by: { $0.size < $1.size }), let timeline = sourceTimeline {
      let before = jump.time - 1 / fps
      let cellH = boxH * detailScale
      for (t, label) in [(jump.time, "\(compactText(jump.time * 1000)) ms, after"), (before, "\(compactText(before * 1000)) ms, before")] {
        x -= detailW
        let cell = Rect(x: x, y: bottomTop + labelH + 2, width: detailW, height: cellH)
        drawCell(Frame(time: t, state: timeline.state(at: t), touch: nil), in: cell, scale: detailScale, shade: 0xF4F4F4, on: &canvas)
        canvas.drawText(label, at: Point(cell.midX, cell.maxY + 2), style: theme.tickLabel.aligned(.center), baseline: .top)
        x -= 6
      }
      canvas.drawText(jump.label, at: Point(x + 6, bottomTop), style: theme.tickLabel.colored(RolePalette.emphasis), baseline: .top)
    }
  }

  func drawCell<C: Canvas>(_ f: Frame, in cell: Rect, scale: Double, shade: UInt32, on canvas: inout C) {
    canvas.fill(cell, color: Color(hex: shade))
    canvas.save()
    canvas.clip(to: .rect(cell))
    ButtonSnapshot(look: look, state: f.state, touch: f.touch, restOutline: true).draw(on: &canvas, center: cell.center, scale: scale)
    canvas.restore()
  }

  /// Every frame's outline over the resting one; the frames farthest from rest drawn solid.
  func drawOnionSkin<C: Canvas>(on canvas: inout C, in cell: Rect, scale: Double) {
    canvas.fill(cell, color: Color(hex: 0xF4F4F4))
    canvas.save()
    canvas.clip(to: .rect(cell))
    let w = look.width, h = look.height
    let place = AffineTransform.translation(-w / 2, -h / 2).concatenating(.scale(scale, scale)).concatenating(.translation(cell.midX, cell.midY))
    let shape = Path.roundedRect(Rect(x: 0, y: 0, width: w, height: h), cornerRadius: look.cornerRadius)
    func outline(_ s: ButtonState) -> Path {
      shape.applying(AffineTransform.about(Point(w / 2, h / 2), scaleX: s.scaleX, scaleY: s.scaleY, rotation: s.rotation,
                                           translationX: s.translationX, translationY: s.translationY).concatenating(place))
    }
    func distance(_ s: ButtonState) -> Double {
      abs(s.scaleX - 1) * w + abs(s.scaleY - 1) * h + abs(s.translationX) + abs(s.translationY) + abs(s.rotation) * (w + h) / 2
    }
    canvas.stroke(shape.applying(place), style: .dashed(.gray, width: 0.6, dash: [2, 2]))
    for f in frames { canvas.stroke(outline(f.state), style: StrokeStyle(color: Color.gray.withAlpha(0.35), width: 0.6)) }
    let ranked = frames.sorted { distance($0.state) > distance($1.state) }
    for f in ranked.prefix(2) { canvas.stroke(outline(f.state), style: StrokeStyle(color: RolePalette.emphasis, width: 1)) }
    canvas.restore()
    canvas.drawText("onion skin", at: Point(cell.midX, cell.maxY + 2), style: theme.tickLabel.aligned(.center), baseline: .top)
  }
}

/// Filmstrips stacked on one page with the same time axis and button scale, so the same
/// instant lines up.
public struct FilmstripComparison: Chart {
  public var strips: [Filmstrip]
  public init(_ strips: [Filmstrip]) { self.strips = strips }

  public func draw<C: Canvas>(on canvas: inout C, in frame: Rect) {
    guard !strips.isEmpty else { return }
    let lo = strips.map { $0.timeDomain.0 }.min()!, hi = strips.map { $0.timeDomain.1 }.max()!
    let gap = 14.0
    let h = (frame.height - gap * Double(strips.count - 1)) / Double(strips.count)
    // The same button scale for all: the smallest any strip would pick.
    let scale = strips.map { s -> Double in
      let m = ButtonSnapshot.margin(for: s.look)
      let cell = (frame.width - 60) * s.interval / (hi - lo)
      return min(cell * 0.94 / (s.look.width + 2 * m), h * 0.3 / (s.look.height + 2 * m))
    }.min()!
    for (i, var strip) in strips.enumerated() {
      strip.buttonScale = scale
      strip.alignTo = (lo, hi)
      strip.draw(on: &canvas, in: Rect(x: frame.minX, y: frame.minY + Double(i) * (h + gap), width: frame.width, height: h))
    }
  }
}
