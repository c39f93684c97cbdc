import CurveAnalysis
import Execution
import NotebookFormat

extension RunContext {
  /// The one frame rate of a report: the notebook's `fps` parameter (as its sweeps take it), else
  /// 120. Preset tables and filmstrips read their frames at it, and curve cells unless they set
  /// their own. An `fps` that is no frame rate is an error at the parameter's line, never a
  /// silent 120.
  func notebookFPS() throws(CellError) -> Double {
    guard let parameter = notebook.parameters.first(where: { $0.name == "fps" }) else { return MetricSettings().fps }
    guard let fps = parameter.value.number, MetricSettings.fpsLimits.contains(fps) else {
      let limits = MetricSettings.fpsLimits
      throw CellError(
        "the notebook's 'fps' parameter must be a frame rate from \(Int(limits.lowerBound)) to \(Int(limits.upperBound)), not \(parameter.value)"
          + (parameter.overriddenBy.map { " (set by \($0))" } ?? ""),
        at: parameter.location)
    }
    return fps
  }
}
