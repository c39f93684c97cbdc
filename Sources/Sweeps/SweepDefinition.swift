import CurveAnalysis
import Curves
import Presets
import YAMLValues

/// A sweep, as written in a YAML definition: the model, the parameters (varied ones in written
/// order, first slowest), the frame rate, window, band, reading, button and metrics.
public struct SweepDefinition: Sendable {
  public var file: String
  public var model: CurveModel
  /// The preset swept, if any: its release curve is the one scored (`SweepDefinition+Preset`).
  public var preset: String?
  /// The curve every point starts from (the preset's release curve); the swept parameters are
  /// written to its typed fields.
  public var baseSpec: CurveSpec?
  public var parameters: [SweepParameter]
  // What the definition leaves out comes from the display it is read on (`parse(…display:)`).
  public var fps = DisplaySettings.standard.fps
  public var window = 2.0
  public var band = DisplaySettings.standard.band
  public var reading: Reading = .frames
  public var buttonWidth = DisplaySettings.standard.buttonWidth
  public var screenScale = DisplaySettings.standard.screenScale
  /// The report's visibility threshold in device pixels (the band of `settle_time_px`).
  public var visiblePixels = DisplaySettings.standard.visibleDevicePixels
  /// The same as the report reads it: what is visible, and how its metrics are labelled.
  public var visibility: Visibility { Visibility(devicePixels: visiblePixels) }
  public var metrics: [Metric] = Metric.step

  /// The metrics a sweep of `model` writes when its definition names none: every metric for
  /// keyframes (their extremes and amplitude), the step metrics otherwise.
  static func defaultMetrics(for model: CurveModel) -> [Metric] { model == .keyframes ? Metric.allCases : Metric.step }
  /// `scale` when no parameter sets it: a 200-pt button at 0.95 travels 5 pt, `presslab curve`'s default.
  public static let defaultScale = 0.95

  /// The parameters that vary, in grid order.
  public var axes: [SweepParameter] { parameters.filter(\.isVaried) }

  /// Points in the grid.
  public var pointCount: Int { parameters.reduce(1) { $0 * $1.values.count } }

  /// The same sweep over other values of some axes: a finer grid around a point, or one value of an
  /// axis. Each axis keeps its column, even with a single value, so rows line up with the original's.
  public func replacingValues(_ values: [String: [SweepValue]]) -> SweepDefinition {
    var copy = self
    for i in copy.parameters.indices {
      if let list = values[copy.parameters[i].name], !list.isEmpty { copy.parameters[i].values = SweepValueList(list) }
    }
    return copy
  }
  /// The most points `presslab sweep` runs unless told otherwise (`--max-points`): a few minutes
  /// and a few GB of CSV. Bigger grids are refused before any work.
  public static let defaultMaxPoints = 20_000_000
  /// The most points of a notebook's sweep kept whole in memory, for the cells that name it
  /// (`recommend`, `table`); a bigger grid's table is only streamed to its file.
  public static let notebookMaxPoints = 1_000_000

  static let topLevelKeys: Set = [
    "model", "preset", "parameters", "fps", "window", "band", "reading", "button", "metrics",
  ]

  /// Reads a definition; `lineOffset` is added to line numbers (a block cut from a larger file).
  /// `presets` finds a preset by name, for definitions that sweep one (`preset:`); `display`
  /// gives the frame rate, band, button width and screen scale the definition does not set (a
  /// preset's button gives its own width and screen scale).
  public static func parse(
    text: String, file: String, lineOffset: Int = 0, presets: (String) -> Preset? = { _ in nil },
    display: DisplaySettings = .standard
  ) throws(SweepError) -> SweepDefinition {
    let root: YAMLValue
    do {
      guard let value = try YAML.parse(text, lineOffset: lineOffset) else {
        throw SweepError(file: file, line: nil, field: nil, "the sweep definition is empty")
      }
      root = value
    } catch let error as YAMLError {
      throw SweepError(file: file, line: error.location.line, field: nil, error.message)
    } catch let error as SweepError {
      throw error
    } catch {
      throw SweepError(file: file, line: nil, field: nil, "\(error)")
    }
    return try SweepDefinition(root, file: file, presets: presets, display: display)
  }

  /// Why a text is no sweep definition at all (not YAML, not a mapping, a top-level key sweeps do
  /// not have), at which line; nil when it has a sweep definition's shape. Says nothing of the text
  /// itself, so a file named by mistake (or by a hostile notebook) is never quoted.
  public static func shapeProblem(_ text: String) -> (line: Int, reason: String)? {
    let root: YAMLValue?
    do {
      root = try YAML.parse(text)
    } catch {
      return (error.location.line, "it cannot be read as YAML")
    }
    guard let root else { return nil }
    guard let pairs = root.pairs else { return (root.location.line, "it is not a mapping of settings") }
    if let unknown = pairs.first(where: { !topLevelKeys.contains($0.key.text) }) {
      return (unknown.key.location.line, "a top-level key sweeps do not have (they have \(topLevelKeys.sorted().joined(separator: ", ")))")
    }
    return nil
  }

  init(_ root: YAMLValue, file: String, presets: (String) -> Preset?, display: DisplaySettings = .standard) throws(SweepError) {
    self.file = file
    self.parameters = []
    (fps, band, buttonWidth, screenScale) = (display.fps, display.band, display.buttonWidth, display.screenScale)
    visiblePixels = display.visibleDevicePixels
    guard let pairs = root.pairs else {
      throw SweepError(file: file, line: root.location.line, field: nil, "expected a mapping of settings")
    }
    for pair in pairs where !Self.topLevelKeys.contains(pair.key.text) {
      throw SweepError(file: file, line: pair.key.location.line, field: pair.key.text,
                       "unknown setting (known: \(Self.topLevelKeys.sorted().joined(separator: ", ")))")
    }
    let (model, base) = try Self.curve(root, file: file, presets: presets)
    self.model = model
    if let base { adopt(base) }
    try readFrames(root)
    try readButton(root["button"])
    try readMetrics(root["metrics"])
    try readParameters(root["parameters"])
    try checkGrid(line: root["parameters"]?.location.line)
  }

  func checkGrid(line: Int?) throws(SweepError) {
    // The press scale shrinks the button (1: a press that does not scale); more would grow it.
    if let scale = parameters.first(where: { $0.target == "scale" }),
      let bad = scale.values.first(where: { value in value.number.map { !($0 > 0 && $0 <= 1) } ?? true })
    {
      throw SweepError(file: file, line: scale.line ?? line, field: "parameters.\(scale.name)",
                       "a press scale is above 0 and at most 1, got \(bad.parameterText)")
    }
    var points = 1
    for parameter in parameters {
      let (product, overflow) = points.multipliedReportingOverflow(by: parameter.values.count)
      guard !overflow, product <= ValueReader.maxCount else {
        throw SweepError(file: file, line: parameter.line ?? line, field: "parameters.\(parameter.name)",
                         "the grid reaches over 2^31 points here")
      }
      points = product
    }
  }

  /// Replaces or adds parameters from `name=value` words (`-p bounce=0.3`, `-p 'velocity=[0, 5]'`);
  /// the value uses the definition's syntax.
  public mutating func override(_ assignments: [String]) throws(SweepError) {
    let reader = ValueReader(file: "-p")
    for assignment in assignments {
      guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
        throw SweepError(file: "-p", line: nil, field: nil, "expected name=value, got '\(assignment)'")
      }
      let name = String(assignment[..<equals])
      let text = String(assignment[assignment.index(after: equals)...])
      guard let target = target(of: name) else {
        throw SweepError(file: "-p", line: nil, field: name, unknownParameter(name))
      }
      let node: YAMLValue
      do {
        guard let parsed = try YAML.parse(text) else {
          throw SweepError(file: "-p", line: nil, field: name, "empty value")
        }
        node = parsed
      } catch let error as SweepError {
        throw error
      } catch {
        throw SweepError(file: "-p", line: nil, field: name, "cannot read '\(text)': \(error)")
      }
      var parameter = try reader.parameter(name, node)
      parameter.line = nil
      parameter.target = target
      if let index = parameters.firstIndex(where: { $0.target == target }) {
        parameters[index] = parameter
      } else {
        parameters.append(parameter)
      }
    }
    try checkGrid(line: nil)
  }
}
