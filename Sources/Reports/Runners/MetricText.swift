import CurveAnalysis

/// How metrics read in the report's tables: units a designer uses, "—" for none.
enum MetricText {
  static func ms(_ seconds: Double?) -> String {
    guard let s = seconds, s.isFinite else { return "never" }
    return "\(Int((s * 1000).rounded())) ms"
  }
  static func px(_ value: Double) -> String { fixed(value, 1) + " px" }
  static func pct(_ value: Double) -> String { fixed(value, 1) + "%" }

  static func fixed(_ x: Double, _ places: Int) -> String {
    guard x.isFinite else { return "—" }
    return String(format: places, x)
  }

  /// A short number: up to 4 significant digits.
  static func short(_ x: Double) -> String { SpringCode.text(x, 4) }

  static let header = ["Overshoot", "Overshoot px", "Peak", "Settles (2%)", "Settles (½ px)", "End jump", "Swings"]

  static func row(_ m: CurveMetrics) -> [String] {
    [
      pct(m.overshootPct), px(m.overshootPx), m.peakTime.map { ms($0) } ?? "—", ms(m.settleTime), ms(m.settleTimePx),
      m.endJumpPx >= 0.05 ? px(m.endJumpPx) : "—", "\(m.oscillations)",
    ]
  }
}
