import CurveAnalysis
import Curves
import Presets
import YAMLValues

/// The steps of reading a definition's settings, in the order their errors are reported.
extension SweepDefinition {
  /// The model swept: by name, or a preset's release curve (`ReleaseCurve`), never both.
  static func curve(
    _ root: YAMLValue, file: String, presets: (String) -> Preset?
  ) throws(SweepError) -> (model: CurveModel, base: ReleaseCurve?) {
    let reader = ValueReader(file: file)
    if let presetNode = root["preset"] {
      if let modelNode = root["model"] { throw reader.error("model", modelNode, "give a model or a preset, not both") }
      let base = try ReleaseCurve(presetNode, file: file, presets: presets)
      return (base.model, base)
    }
    guard let modelNode = root["model"] else {
      throw reader.error("model", root, "missing: name the curve model (or the preset) to sweep")
    }
    guard let name = modelNode.string, let model = CurveModel(rawValue: name) else {
      throw reader.error("model", modelNode,
                         "unknown model '\(modelNode.string ?? "")' (models: \(CurveModel.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    return (model, nil)
  }

  /// A preset sweep starts from the preset: its release curve, its press scale (a fixed
  /// parameter without a line, which the definition's own `press.scale` replaces) and its button.
  mutating func adopt(_ base: ReleaseCurve) {
    if let scale = base.pressScale {
      parameters.append(SweepParameter(name: "press.scale", target: "scale", values: SweepValueList([.number(scale)]),
                                       isVaried: false, line: nil))
    }
    preset = base.preset.name
    baseSpec = base.spec
    buttonWidth = base.preset.look.width
    screenScale = base.preset.look.screenScale
  }

  /// `fps`, `window` and `band`, within the limits of the frames reading, and `reading`.
  mutating func readFrames(_ root: YAMLValue) throws(SweepError) {
    let reader = ValueReader(file: file)
    fps = try positive("fps", root["fps"], fps)
    window = try positive("window", root["window"], window)
    band = try positive("band", root["band"], band)
    if let problem = MetricSettings.frameLimitProblem(fps: fps, window: window) {
      let key = root["window"] != nil ? "window" : "fps"
      throw reader.error(key, root[key] ?? root, problem)
    }
    for (key, value, limits, unit) in [("fps", fps, MetricSettings.fpsLimits, ""), ("window", window, MetricSettings.windowLimits, " s")] {
      if let problem = MetricSettings.rangeProblem(key, value, limits, unit: unit) { throw reader.error(key, root[key] ?? root, problem) }
    }
    if let readingNode = root["reading"] {
      guard let text = readingNode.string, let reading = Reading(rawValue: text) else {
        throw reader.error("reading", readingNode, "expected frames or continuous")
      }
      self.reading = reading
    }
  }

  /// `button: {width, screen_scale}`.
  mutating func readButton(_ button: YAMLValue?) throws(SweepError) {
    guard let button else { return }
    let reader = ValueReader(file: file)
    guard let buttonPairs = button.pairs else { throw reader.error("button", button, "expected {width, screen_scale}") }
    for pair in buttonPairs where !["width", "screen_scale"].contains(pair.key.text) {
      throw SweepError(file: file, line: pair.key.location.line, field: "button.\(pair.key.text)",
                       "unknown button setting (known: width, screen_scale)")
    }
    buttonWidth = try positive("button.width", button["width"], buttonWidth)
    if let problem = MetricSettings.rangeProblem("button.width", buttonWidth, MetricSettings.buttonWidthLimits, unit: " pt") {
      throw reader.error("button.width", button["width"] ?? button, problem)
    }
    screenScale = try positive("button.screen_scale", button["screen_scale"], screenScale)
  }

  /// `metrics:`, a list of metric names; without it a keyframe sweep writes every metric.
  mutating func readMetrics(_ metricsNode: YAMLValue?) throws(SweepError) {
    guard let metricsNode else {
      metrics = Self.defaultMetrics(for: model)
      return
    }
    let reader = ValueReader(file: file)
    guard let items = metricsNode.items, !items.isEmpty else {
      throw reader.error("metrics", metricsNode, "expected a list of metric names")
    }
    var names: [Metric] = []
    for item in items {
      guard let metric = item.string.flatMap(Metric.init(name:)) else {
        throw reader.error("metrics", item, "unknown metric '\(item.string ?? "")' (metrics: \(Metric.names.joined(separator: ", ")))")
      }
      names.append(metric)
    }
    metrics = names
  }

  /// `parameters:`, each name checked against the model (or the preset's release) and given once.
  mutating func readParameters(_ parametersNode: YAMLValue?) throws(SweepError) {
    guard let parametersNode else { return }
    let reader = ValueReader(file: file)
    guard let parameterPairs = parametersNode.pairs else {
      throw reader.error("parameters", parametersNode, "expected a mapping of parameter names to values")
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

  /// A setting that must be a number above 0; `fallback` when not given.
  func positive(_ key: String, _ node: YAMLValue?, _ fallback: Double) throws(SweepError) -> Double {
    guard let node else { return fallback }
    guard let value = node.number, value > 0 else {
      throw ValueReader(file: file).error(key, node, "expected a number above 0, got '\(node.string ?? node.kindName)'")
    }
    return value
  }
}
