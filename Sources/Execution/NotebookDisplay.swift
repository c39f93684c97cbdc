import CurveAnalysis
import NotebookFormat
import TextFormats

extension DisplaySettings {
  /// The display a notebook's report is read on: each setting the notebook declares as a
  /// parameter (`fps`, `band`, `screen_scale`, `button_width`), the standard for the rest. A value
  /// out of its limits is an error at the parameter's line, never a silent default.
  public static func of(_ notebook: Notebook) -> Result<DisplaySettings, CellError> {
    var display = DisplaySettings.standard
    for (name, limits, unit, path) in parameters {
      guard let parameter = notebook.parameters.first(where: { $0.name == name }) else { continue }
      guard let value = parameter.value.number, limits.contains(value) else {
        func text(_ x: Double) -> String { NumberText.rounded(x, digits: 6) + unit }
        let what = name == "fps" ? "a frame rate" : "a number"
        return .failure(
          CellError(
            "the notebook's '\(name)' parameter must be \(what) from \(text(limits.lowerBound)) to \(text(limits.upperBound)), not \(parameter.value)"
              + (parameter.overriddenBy.map { " (set by \($0))" } ?? ""),
            at: parameter.location))
      }
      display[keyPath: path] = value
    }
    return .success(display)
  }

  /// True when the notebook sets `screen_scale`: then it is every button's screen, presets' too.
  public static func declaresScreenScale(_ notebook: Notebook) -> Bool {
    notebook.parameters.contains { $0.name == "screen_scale" }
  }
}
