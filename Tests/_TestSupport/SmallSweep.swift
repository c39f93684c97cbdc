/// The small UIKit spring sweep several report tests start from: a fenced `sweep` cell on a
/// 200 pt button at 3×, read over one second, the travel of a 0.95 press unless `scale` says.
public enum SmallSweep {
  /// The cell, its grid given as YAML flow lists ("[0.6, 0.8, 1]").
  public static func cell(
    id: String = "s", damping: String, duration: String, velocity: String = "[1]", scale: String = "[0.95]",
    metrics: String = "[overshoot_px, settle_time, settle_time_px, end_jump_px]"
  ) -> String {
    """
    ```presslab sweep
    id: \(id)
    definition: |
      model: uikit-spring
      window: 1.0
      button: {width: 200, screen_scale: 3}
      parameters:
        damping: \(damping)
        duration: \(duration)
        velocity: \(velocity)
        scale: \(scale)
      metrics: \(metrics)
    ```
    """
  }
}
