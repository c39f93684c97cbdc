/// How each metric heads a column, in the report's tables and in `presslab press`'s, and which
/// metrics a notebook's budgets limit: one switch per fact, so a new metric has to say.
extension Metric {
  /// A report table's heading of every metric but `settle_time_px` (`Visibility.heading(_:)`
  /// names the report's threshold): "Overshoot", "Settles (2%)".
  var plainHeading: String {
    switch self {
    case .overshootPct, .overshootPx: return "Overshoot"
    case .undershootPct: return "Undershoot"
    case .peakTime: return "Peak"
    case .riseTime: return "Rise"
    case .settleTime: return "Settles (2%)"
    case .settleTimePx: return "Settles"
    case .endJumpPct, .endJumpPx: return "End jump"
    case .oscillations: return "Swings"
    case .framesToSettle: return "Frames to settle"
    case .min: return "Min"
    case .max: return "Max"
    case .amplitude: return "Amplitude"
    }
  }

  /// `presslab press`'s compact column name: "overshoot_%", "settle_px_t".
  public var compactName: String {
    switch self {
    case .overshootPct: return "overshoot_%"
    case .undershootPct: return "undershoot_%"
    case .peakTime: return "peak_t"
    case .riseTime: return "rise_t"
    case .settleTime: return "settle_t"
    case .settleTimePx: return "settle_px_t"
    case .endJumpPct: return "end_jump_%"
    case .endJumpPx: return "end_jump_px"
    case .overshootPx: return "overshoot_px"
    case .oscillations: return "osc"
    case .framesToSettle: return "frames"
    case .min, .max, .amplitude: return name
    }
  }

  /// The readings of a button on screen a notebook's `budgets:` can limit: those a recommendation's
  /// reading of the button holds, in the order it tells them (overshoot, end jump, settle to the visibility threshold).
  public static let budgeted: [Metric] = [.overshootPx, .endJumpPx, .settleTimePx]
  public var isBudgeted: Bool { Self.budgeted.contains(self) }
}

extension Metric {
  /// True for metrics measured in device pixels (the settle to ½ px too), which a property with no
  /// size on screen (an opacity) has none of.
  public var needsPixels: Bool { unit == .pixels || self == .settleTimePx }
}
