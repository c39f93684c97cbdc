import CurveAnalysis
import Curves
import TextFormats

/// One property of a press, sampled and scored.
public struct PropertyReport: Sendable {
  public var property: PressProperty
  /// Value just before the scored response starts, and at the end of the window.
  public var from: Double
  public var to: Double
  public var samples: [(t: Double, value: Double)]
  /// FACTS.md §9 metrics of the response to the last event, progress `from` → `to`, times since
  /// that event. Values that do not move (wobbles, shakes) have min/max/amplitude only.
  public var metrics: CurveMetrics
  /// False for properties without an on-screen size (opacities): no pixel metrics.
  public var hasSize: Bool
}

/// What `presslab press` prints: every animated property's samples and metrics, and the jumps.
public struct PressReport: Sendable {
  public var preset: String
  public var events: [TimelineEvent]
  public var release: Double?
  public var repress: Double?
  public var fps: Double
  public var window: Double
  /// When the scored response starts (the last event that started a phase).
  public var scoredFrom: Double
  public var properties: [PropertyReport]
  public var jumps: [Jump]
  /// The preset's modelling choices its sources leave open (UNCERTAIN in FACTS.md).
  public var notes: [String]

  /// The `--json` object of `presslab press`.
  public func json() -> JSONValue {
    var props: [(String, JSONValue)] = []
    for p in properties {
      var metrics = p.metrics.json()
      if !p.hasSize, case .object(let members) = metrics {
        metrics = .object(members.map { $0.0.hasSuffix("_px") ? ($0.0, .null) : $0 })
      }
      props.append(
        (
          p.property.rawValue,
          .object([
            ("unit", .string(p.property.unit)), ("from", .number(p.from)), ("to", .number(p.to)),
            ("samples", .array(p.samples.map { .object([("t", .number($0.t)), ("value", .number($0.value))]) })),
            ("metrics", metrics),
          ])
        ))
    }
    return .object([
      ("preset", .string(preset)),
      (
        "events",
        .object([("touch_down", .number(0)), ("release", .optional(release)), ("repress", .optional(repress))])
      ),
      ("fps", .number(fps)), ("window", .number(window)), ("metrics_from", .number(scoredFrom)),
      ("notes", .array(notes.map { .string($0) })),
      ("properties", .object(props)),
      (
        "jumps",
        .array(
          jumps.map {
            .object([
              ("property", .string($0.property.rawValue)), ("t", .number($0.time)), ("size", .number($0.size)),
              ("px", .optional($0.pixels)),
            ])
          })
      ),
    ])
  }
}

extension PressTimeline {
  /// Samples at `t_k = k / fps` over [0, window] and the metrics of each animated property's
  /// response to the last event: of the curve itself (`continuous`), or of the frames a display
  /// at `fps` shows from that event on (`frames`, as sweeps and recommendations read curves).
  public func report(
    fps: Double = DisplaySettings.standard.fps, window: Double? = nil, band: Double = DisplaySettings.standard.band,
    reading: Reading = .continuous, visiblePixels: Double = DisplaySettings.standard.visibleDevicePixels
  ) -> PressReport {
    let window = window ?? defaultWindow
    let count = Int((window * fps).rounded())
    let times = (0...max(count, 0)).map { Double($0) / fps }
    let scoredFrom = events.filter { $0.phase != nil && $0.time <= window }.map(\.time).max() ?? 0
    let jumps = jumps(until: window)
    var reports: [PropertyReport] = []
    for property in preset.animatedProperties {
      let samples = times.map { (t: $0, value: value(of: property, at: $0)) }
      let from = scoredFrom > 0 ? leftLimit(of: property, at: scoredFrom) : value(of: property, at: 0)
      let to = value(of: property, at: window)
      let metrics = score(
        property, from: from, to: to, start: scoredFrom, window: window, fps: fps, band: band, visiblePixels: visiblePixels,
        jumps: jumps.filter { $0.property == property }, reading: reading)
      reports.append(
        PropertyReport(
          property: property, from: from, to: to, samples: samples, metrics: metrics,
          hasSize: property.pointsPerUnit(preset.look) != nil))
    }
    return PressReport(
      preset: preset.name, events: events, release: release, repress: events.first { $0.name == "repress" }?.time,
      fps: fps, window: window, scoredFrom: scoredFrom, properties: reports, jumps: jumps,
      notes: preset.uncertain)
  }

  /// The extreme near a grid extreme, by golden-section search over the two grid steps around it
  /// (keyframe peaks fall between samples).
  func refine(_ property: PressProperty, near t: Double, step: Double, sign: Double) -> Double {
    var a = t - step
    var b = t + step
    let g = (5.0.squareRoot() - 1) / 2
    for _ in 0..<60 {
      let c = b - g * (b - a)
      let d = a + g * (b - a)
      if sign * value(of: property, at: c) > sign * value(of: property, at: d) { b = d } else { a = c }
    }
    return value(of: property, at: (a + b) / 2)
  }

  func score(
    _ property: PressProperty, from: Double, to: Double, start: Double, window: Double, fps: Double,
    band: Double, visiblePixels: Double = DisplaySettings.standard.visibleDevicePixels, jumps: [Jump], reading: Reading = .continuous
  ) -> CurveMetrics {
    let span = window - start
    let travel = to - from
    if abs(travel) <= 1e-9 * max(1, abs(from)) || span <= 0 {
      // Nothing to normalise by: the raw extent, as for keyframes.
      var m = CurveMetrics(reading: .continuous)
      m.hasStepMetrics = false
      let n = max(1, Int((span * 10_000).rounded(.up)))
      let times = (0...n).map { start + span * Double($0) / Double(n) }
      let values = times.map { value(of: property, at: $0) }
      let first = values[0]
      let hi = refine(
        property, near: times[values.indices.max { values[$0] < values[$1] }!], step: span / Double(n), sign: 1)
      let lo = refine(
        property, near: times[values.indices.min { values[$0] < values[$1] }!], step: span / Double(n), sign: -1)
      m.min = Swift.min(lo, values.min()!)
      m.max = Swift.max(hi, values.max()!)
      m.amplitude = Swift.max(abs(m.max! - first), abs(m.min! - first))
      return m
    }
    let points = property.pointsPerUnit(preset.look) ?? 0
    let settings = MetricSettings(
      band: band, travelPoints: max(abs(travel) * points, 1e-12), screenScale: preset.look.screenScale, fps: fps,
      window: span, visiblePixels: visiblePixels)
    let inside = jumps.filter { $0.time > start && $0.time <= window }
    var cuts = inside.map { $0.time - start }
    if jumps.contains(where: { abs($0.time - start) < 1e-12 }) { cuts.insert(1e-9, at: 0) }
    let endJump = inside.last.map { abs($0.size / travel) } ?? 0
    let timeline = self
    let progress = { (tau: Double) -> Double in
      let v = tau < 1e-9 ? from : timeline.value(of: property, at: start + tau)
      return (v - from) / travel
    }
    if reading == .frames {
      return Metrics.frames(settings.frameTimes.map(progress), settings: settings, endJump: endJump)
    }
    return Metrics.continuous(progress, from: 0, to: span, jumps: cuts, endJump: endJump, settings: settings)
  }
}

extension PropertyReport {
  /// The metrics `presslab press` prints for each property, in column order.
  public static let columns: [Metric] = [
    .overshootPct, .peakTime, .riseTime, .settleTime, .settleTimePx, .endJumpPct, .endJumpPx, .oscillations, .min, .max,
  ]

  /// Each of `columns` for this property: `format` for a number, "never" for a settle that does
  /// not happen, "-" for none and for what does not apply (step metrics of a wobble, pixels of an
  /// opacity).
  public func columnTexts(_ format: (Double) -> String) -> [String] {
    Self.columns.map { metric in
      if (metric.scope == .step && !metrics.hasStepMetrics) || (metric.needsPixels && !hasSize) { return "-" }
      return metric.measured(in: metrics).map(format) ?? (metric.noneText == "never" ? "never" : "-")
    }
  }
}
