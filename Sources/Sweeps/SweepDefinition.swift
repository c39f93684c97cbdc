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
  public var metrics: [Metric] = Metric.step
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
    func fail(_ field: String?, _ node: YAMLValue, _ message: String) -> SweepError {
      SweepError(file: file, line: node.location.line, field: field, message)
    }
    guard let pairs = root.pairs else { throw fail(nil, root, "expected a mapping of settings") }
    for pair in pairs where !Self.topLevelKeys.contains(pair.key.text) {
      throw SweepError(file: file, line: pair.key.location.line, field: pair.key.text,
                       "unknown setting (known: \(Self.topLevelKeys.sorted().joined(separator: ", ")))")
    }
    var parameters: [SweepParameter] = []
    var base: ReleaseCurve?
    if let presetNode = root["preset"] {
      if let modelNode = root["model"] { throw fail("model", modelNode, "give a model or a preset, not both") }
      base = try ReleaseCurve(presetNode, file: file, presets: presets)
    }
    if let base {
      if let scale = base.pressScale {
        parameters.append(SweepParameter(name: "press.scale", target: "scale", values: SweepValueList([.number(scale)]),
                                         isVaried: false, line: nil))
      }
      model = base.model
      preset = base.preset.name
      baseSpec = base.spec
      buttonWidth = base.preset.look.width
      screenScale = base.preset.look.screenScale
    } else {
      guard let modelNode = root["model"] else { throw fail("model", root, "missing: name the curve model (or the preset) to sweep") }
      guard let name = modelNode.string, let model = CurveModel(rawValue: name) else {
        throw fail("model", modelNode,
                   "unknown model '\(modelNode.string ?? "")' (models: \(CurveModel.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      self.model = model
    }

    func positive(_ key: String, _ node: YAMLValue?, _ fallback: Double) throws(SweepError) -> Double {
      guard let node else { return fallback }
      guard let value = node.number, value > 0 else {
        throw fail(key, node, "expected a number above 0, got '\(node.string ?? node.kindName)'")
      }
      return value
    }
    fps = try positive("fps", root["fps"], fps)
    window = try positive("window", root["window"], window)
    band = try positive("band", root["band"], band)
    if let problem = MetricSettings.frameLimitProblem(fps: fps, window: window) {
      let key = root["window"] != nil ? "window" : "fps"
      throw fail(key, root[key] ?? root, problem)
    }
    for (key, value, limits, unit) in [("fps", fps, MetricSettings.fpsLimits, ""), ("window", window, MetricSettings.windowLimits, " s")] {
      if let problem = MetricSettings.rangeProblem(key, value, limits, unit: unit) { throw fail(key, root[key] ?? root, problem) }
    }
    if let readingNode = root["reading"] {
      guard let text = readingNode.string, let reading = Reading(rawValue: text) else {
        throw fail("reading", readingNode, "expected frames or continuous")
      }
      self.reading = reading
    }
    if let button = root["button"] {
      guard let buttonPairs = button.pairs else { throw fail("button", button, "expected {width, screen_scale}") }
      for pair in buttonPairs where !["width", "screen_scale"].contains(pair.key.text) {
        throw SweepError(file: file, line: pair.key.location.line, field: "button.\(pair.key.text)",
                         "unknown button setting (known: width, screen_scale)")
      }
      buttonWidth = try positive("button.width", button["width"], buttonWidth)
      if let problem = MetricSettings.rangeProblem("button.width", buttonWidth, MetricSettings.buttonWidthLimits, unit: " pt") {
        throw fail("button.width", button["width"] ?? button, problem)
      }
      screenScale = try positive("button.screen_scale", button["screen_scale"], screenScale)
    }
    if let metricsNode = root["metrics"] {
      guard let items = metricsNode.items, !items.isEmpty else {
        throw fail("metrics", metricsNode, "expected a list of metric names")
      }
      var names: [Metric] = []
      for item in items {
        guard let metric = item.string.flatMap(Metric.init(name:)) else {
          throw fail("metrics", item, "unknown metric '\(item.string ?? "")' (metrics: \(Metric.names.joined(separator: ", ")))")
        }
        names.append(metric)
      }
      metrics = names
    } else if model == .keyframes {
      metrics = Metric.allCases
    }

    let reader = ValueReader(file: file)
    if let parametersNode = root["parameters"] {
      guard let parameterPairs = parametersNode.pairs else {
        throw fail("parameters", parametersNode, "expected a mapping of parameter names to values")
      }
      for pair in parameterPairs {
        let name = pair.key.text
        guard let target = target(of: name) else {
          throw SweepError(file: file, line: pair.key.location.line, field: "parameters.\(name)", unknownParameter(name))
        }
        if let index = parameters.firstIndex(where: { $0.target == target && $0.line == nil }) {
          parameters.remove(at: index)  // the preset's own value, replaced
        }
        if parameters.contains(where: { $0.target == target }) {
          throw SweepError(file: file, line: pair.key.location.line, field: "parameters.\(name)", "given twice")
        }
        var parameter = try reader.parameter(name, pair.value)
        parameter.target = target
        parameters.append(parameter)
      }
    }
    self.parameters = parameters
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
