/// The table-writing workloads of `presslab bench`: a million-curve sweep of each kind the nightly
/// report runs, written whole as CSV. Peers are timed writing the same table (docs/BENCHMARKS.md).
/// The `scales-*` workloads share each curve between ten press scales (they measure the sampling
/// kernel); the `w2-*` ones are BENCHMARK.md's W2, where every point is a distinct spring.
public enum SweepWorkload: String, CaseIterable, Sendable {
  /// UIKit springs removed before the 2 s window ends (durations 0.2–1.5 s), 7 metrics with
  /// `oscillations`: 100 dampings × 25 velocities × 40 durations × 10 press scales.
  case uikit = "scales-uikit"
  /// SwiftUI springs over 2 s, 6 metrics: 100 bounces × 25 velocities × 40 durations × 10 scales.
  case swiftui = "scales-swiftui"
  /// Cubic Béziers over 2 s, 8 metrics with `oscillations`: 4,096 control-point sets (x1, x2 over
  /// [0, 1], y1, y2 over [−0.5, 1.6], 8 values each) × 25 durations × 10 scales.
  case bezier = "scales-bezier"
  /// Keyframe animations over 2 s, 11 metrics with the raw extremes: 10 value lists × 5 calculation
  /// modes × 50 durations × 4 repeat counts × autoreverse or not × 10 scales.
  case keyframes = "scales-keyframes"
  /// W2-uikit: 100 durations × 100 dampings × 100 velocities, every spring distinct, 1.5 s window.
  case w2UIKit = "w2-uikit"
  /// W2-swiftui: 1,000 durations × 1,000 bounces, `overshoot_px`.
  case w2SwiftUI = "w2-swiftui"
  /// W2-ca: 1,000 stiffnesses × 1,000 dampings, `overshoot_px` (the metric of W2-swiftui).
  case w2CA = "w2-ca"

  /// The workload a name stands for: its name, or the name it had before W2 (`sweep-uikit` is
  /// `scales-uikit`).
  public init?(named name: String) {
    let lowered = name.lowercased()
    let renamed = lowered.hasPrefix("sweep-") ? "scales-" + lowered.dropFirst("sweep-".count) : lowered
    self.init(rawValue: renamed)
  }

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
    case .bezier:
      let xs = linspace(0, 1, 8), ys = linspace(-0.5, 1.6, 8)
      var points: [String] = []
      for x1 in xs { for y1 in ys { for x2 in xs { for y2 in ys { points.append("\"\(x1),\(y1),\(x2),\(y2)\"") } } } }
      return """
        model: bezier
        fps: 120
        window: 2.0
        parameters:
          points:   [\(points.joined(separator: ", "))]
          duration: {from: 0.1, to: 1.5, count: 25}
          scale:    {from: 0.85, to: 0.98, count: 10}
        metrics: [overshoot_pct, overshoot_px, undershoot_pct, peak_time, settle_time, settle_time_px, rise_time, oscillations]

        """
    case .keyframes:
      return """
        model: keyframes
        fps: 120
        window: 2.0
        parameters:
          values: ["0,1", "0,1.2,1", "0,1.1,0.95,1", "0,0.5,1", "0,1.3,0.8,1.05,1", "0,-0.2,1", "0,1,0", "1,0", "0,0,1", "0,2,-1,1"]
          mode: [linear, discrete, paced, cubic, cubicPaced]
          duration: {from: 0.1, to: 1.5, count: 50}
          repeatCount: [0, 1, 2.5, forever]
          autoreverses: [false, true]
          scale: {from: 0.85, to: 0.98, count: 10}
        metrics: [overshoot_pct, overshoot_px, undershoot_pct, peak_time, settle_time, settle_time_px, rise_time, oscillations, min, max, amplitude]

        """
    case .w2UIKit:
      return """
        model: uikit-spring
        fps: 120
        window: 1.5
        parameters:
          duration: {from: 0.12, to: 0.9, count: 100}
          damping:  {from: 0.08, to: 1.0, count: 100}
          velocity: {from: 0, to: 9, count: 100}
        metrics: [overshoot_pct, overshoot_px, peak_time, settle_time, settle_time_px, end_jump_px, oscillations]

        """
    case .w2SwiftUI:
      return """
        model: spring
        fps: 120
        window: 2.0
        parameters:
          duration: {from: 0.1, to: 1.0, count: 1000}
          bounce:   {from: -0.5, to: 0.9, count: 1000}
        metrics: [overshoot_px]

        """
    case .w2CA:
      return """
        model: ca-spring
        fps: 120
        window: 2.0
        parameters:
          stiffness: {from: 50, to: 1000, count: 1000}
          damping:   {from: 5, to: 60, count: 1000}
        metrics: [overshoot_px]

        """
    }
  }

  public func definition() throws(SweepError) -> SweepDefinition {
    try SweepDefinition.parse(text: text, file: "<bench \(rawValue)>")
  }
}
