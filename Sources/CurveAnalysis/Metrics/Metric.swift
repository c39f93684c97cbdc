import TextFormats

/// One metric of FACTS.md §9: its column name, how people read it, and where its value comes from.
/// `Metric.allCases` is the order of `presslab curve --json`'s `metrics` object and of a sweep's
/// default columns.
public enum Metric: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case overshootPct = "overshoot_pct"
  case undershootPct = "undershoot_pct"
  case peakTime = "peak_time"
  case riseTime = "rise_time"
  case settleTime = "settle_time"
  case settleTimePx = "settle_time_px"
  case endJumpPct = "end_jump_pct"
  case endJumpPx = "end_jump_px"
  case overshootPx = "overshoot_px"
  case oscillations
  case framesToSettle = "frames_to_settle"
  case min
  case max
  case amplitude

  /// How a metric's number is measured and shown.
  public enum Unit: String, Hashable, Sendable {
    /// Percent of the travel (the value is already × 100).
    case percent
    /// A time, held in seconds and shown in milliseconds.
    case milliseconds
    /// Device pixels.
    case pixels
    /// A whole number of events or frames.
    case count
    /// A raw animated value (keyframes), in the property's own unit.
    case value

    /// "%", "ms", "px", or "" for counts and raw values.
    public var symbol: String {
      switch self {
      case .percent: return "%"
      case .milliseconds: return "ms"
      case .pixels: return "px"
      case .count, .value: return ""
      }
    }
    /// What the stored number is multiplied by to be shown in `symbol` (seconds → ms: 1000).
    public var factor: Double { self == .milliseconds ? 1000 : 1 }
  }

  /// Which curves a metric applies to.
  public enum Scope: Hashable, Sendable {
    /// Step responses: progress from 0 to 1 (every model; keyframes only when first ≠ last value).
    case step
    /// Keyframe animations: their raw values.
    case keyframes
  }

  /// The column name: JSON keys, CSV columns, notebook cells and `--metrics` spell it this way.
  public var name: String { rawValue }
  public var description: String { rawValue }

  /// Lower-case words for people of every metric but `settle_time_px`, whose words name the
  /// report's threshold: people read a metric through `Visibility.label(_:)`.
  var plainLabel: String {
    switch self {
    case .overshootPct, .overshootPx: return "overshoot"
    case .undershootPct: return "undershoot"
    case .peakTime: return "peak time"
    case .riseTime: return "rise time"
    case .settleTime: return "settle time"
    case .settleTimePx: return "visible settle time"
    case .endJumpPct, .endJumpPx: return "end jump"
    case .oscillations: return "oscillations"
    case .framesToSettle: return "frames to settle"
    case .min: return "min"
    case .max: return "max"
    case .amplitude: return "amplitude"
    }
  }

  public var unit: Unit {
    switch self {
    case .overshootPct, .undershootPct, .endJumpPct: return .percent
    case .peakTime, .riseTime, .settleTime, .settleTimePx: return .milliseconds
    case .overshootPx, .endJumpPx: return .pixels
    case .oscillations, .framesToSettle: return .count
    case .min, .max, .amplitude: return .value
    }
  }

  /// True for whole-number metrics (written without a fractional part).
  public var isCount: Bool { unit == .count }

  public var scope: Scope {
    switch self {
    case .min, .max, .amplitude: return .keyframes
    default: return .step
    }
  }

  /// True when the metric is a function of a `FrameSummary` alone, so a sampler that reports one
  /// (the sweep's spring kernel) can compute it without keeping the samples (`oscillations` from
  /// the crossings it counts); keyframe extremes are of raw values.
  public var isFrameSummaryMetric: Bool { scope == .step }

  /// A metric by its column name.
  public init?(name: String) { self.init(rawValue: name) }

  /// The step metrics, in `allCases` order.
  public static let step = allCases.filter { $0.scope == .step }
  /// The keyframe metrics: `min`, `max`, `amplitude`.
  public static let keyframes = allCases.filter { $0.scope == .keyframes }
  /// Every column name, in order.
  public static let names = allCases.map(\.name)

  /// This metric of `m`; nil for "none" and for step metrics of curves they do not apply to.
  public func value(in m: CurveMetrics) -> Double? {
    if !m.isValid || (scope == .step && !m.hasStepMetrics) { return nil }
    return measured(in: m)
  }

  /// The field of `m` this metric reads, as measured, whether or not it applies to the curve.
  public func measured(in m: CurveMetrics) -> Double? {
    switch self {
    case .overshootPct: return m.overshootPct
    case .undershootPct: return m.undershootPct
    case .peakTime: return m.peakTime
    case .riseTime: return m.riseTime
    case .settleTime: return m.settleTime
    case .settleTimePx: return m.settleTimePx
    case .endJumpPct: return m.endJumpPct
    case .endJumpPx: return m.endJumpPx
    case .overshootPx: return m.overshootPx
    case .oscillations: return Double(m.oscillations)
    case .framesToSettle: return m.framesToSettle.map(Double.init)
    case .min: return m.min
    case .max: return m.max
    case .amplitude: return m.amplitude
    }
  }

  /// The JSON value of this metric of `m` (integers for counts, null for none).
  public func json(in m: CurveMetrics) -> JSONValue {
    guard let v = value(in: m) else { return .null }
    return isCount ? .integer(Int(v)) : .number(v)
  }
}
