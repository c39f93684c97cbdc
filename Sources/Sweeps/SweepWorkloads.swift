/// The table-writing workloads of `presslab bench`: a million-curve sweep of each kind the nightly
/// report runs, written whole as CSV. Peers are timed writing the same table (docs/BENCHMARKS.md).
public enum SweepWorkload: String, CaseIterable, Sendable {
  /// UIKit springs removed before the 2 s window ends (durations 0.2–1.5 s), 7 metrics with
  /// `oscillations`: 100 dampings × 25 velocities × 40 durations × 10 press scales.
  case uikit = "sweep-uikit"
  /// SwiftUI springs over 2 s, 6 metrics: 100 bounces × 25 velocities × 40 durations × 10 scales.
  case swiftui = "sweep-swiftui"

  /// The definition, as `presslab sweep` would read it from a file.
  public var text: String {
    switch self {
    case .uikit:
      return """
        model: uikit-spring
        fps: 120
        window: 2.0
        parameters:
          damping:  {from: 0.05, to: 1.0, count: 100}
          velocity: {from: 0, to: 10, count: 25}
          duration: {from: 0.2, to: 1.5, count: 40}
          scale:    {from: 0.85, to: 0.98, count: 10}
        metrics: [overshoot_pct, overshoot_px, peak_time, settle_time, settle_time_px, end_jump_px, oscillations]

        """
    case .swiftui:
      return """
        model: spring
        fps: 120
        window: 2.0
        parameters:
          bounce:   {from: 0.0, to: 0.95, count: 100}
          velocity: {from: 0, to: 10, count: 25}
          duration: {from: 0.1, to: 1.0, count: 40}
          scale:    {from: 0.85, to: 0.98, count: 10}
        metrics: [overshoot_pct, overshoot_px, peak_time, settle_time, rise_time, settle_time_px]

        """
    }
  }

  public func definition() throws(SweepError) -> SweepDefinition {
    try SweepDefinition.parse(text: text, file: "<bench \(rawValue)>")
  }
}
