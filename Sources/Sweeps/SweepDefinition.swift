import CurveAnalysis
import Curves
import YAMLValues

/// A sweep, as written in a YAML definition: the model, the parameters (varied ones in written
/// order, first slowest), the frame rate, window, band, reading, button and metrics.
public struct SweepDefinition: Sendable {
  public var file: String
  public var model: CurveModel
  public var parameters: [SweepParameter]
  public var fps = 120.0
  public var window = 2.0
  public var band = 0.02
  public var reading: Reading = .frames
  public var buttonWidth = 200.0
  public var screenScale = 3.0
  public var metrics: [String] = CurveMetrics.stepNames
  /// `scale` when no parameter sets it: a 200-pt button at 0.95 travels 5 pt, `presslab curve`'s default.
  public static let defaultScale = 0.95

  /// The parameters that vary, in grid order.
  public var axes: [SweepParameter] { parameters.filter(\.isVaried) }

  /// Points in the grid.
  public var pointCount: Int { parameters.reduce(1) { $0 * $1.values.count } }

  static let topLevelKeys: Set = [
    "model", "preset", "parameters", "fps", "window", "band", "reading", "button", "metrics",
  ]

  /// Reads a definition; `lineOffset` is added to line numbers (a block cut from a larger file).
  public static func parse(text: String, file: String, lineOffset: Int = 0) throws(SweepError) -> SweepDefinition {
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
    return try SweepDefinition(root, file: file)
  }

  init(_ root: YAMLValue, file: String) throws(SweepError) {
    self.file = file
    func fail(_ field: String?, _ node: YAMLValue, _ message: String) -> SweepError {
      SweepError(file: file, line: node.location.line, field: field, message)
    }
    guard let pairs = root.pairs else { throw fail(nil, root, "expected a mapping of settings") }
    for pair in pairs where !Self.topLevelKeys.contains(pair.key.text) {
      throw SweepError(file: file, line: pair.key.location.line, field: pair.key.text,
                       "unknown setting (known: \(Self.topLevelKeys.sorted().joined(separator: ", ")))")
    }
    if let preset = root["preset"] {
      throw fail("preset", preset, "preset sweeps are not available yet; sweep a model with `model:`")
    }
    guard let modelNode = root["model"] else { throw fail("model", root, "missing: name the curve model to sweep") }
    guard let name = modelNode.string, let model = CurveModel(rawValue: name) else {
      throw fail("model", modelNode,
                 "unknown model '\(modelNode.string ?? "")' (models: \(CurveModel.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    self.model = model

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
      screenScale = try positive("button.screen_scale", button["screen_scale"], screenScale)
    }
    if let metricsNode = root["metrics"] {
      guard let items = metricsNode.items, !items.isEmpty else {
        throw fail("metrics", metricsNode, "expected a list of metric names")
      }
      var names: [String] = []
      for item in items {
        guard let metric = item.string, CurveMetrics.stepNames.contains(metric) else {
          throw fail("metrics", item,
                     "unknown metric '\(item.string ?? "")' (metrics: \(CurveMetrics.stepNames.joined(separator: ", ")))")
        }
        names.append(metric)
      }
      metrics = names
    }

    let reader = ValueReader(file: file)
    var parameters: [SweepParameter] = []
    if let parametersNode = root["parameters"] {
      guard let parameterPairs = parametersNode.pairs else {
        throw fail("parameters", parametersNode, "expected a mapping of parameter names to values")
      }
      let known = Set(["delay", "scale"] + model.parameterNames)
      for pair in parameterPairs {
        let name = pair.key.text
        guard known.contains(name) else {
          throw SweepError(file: file, line: pair.key.location.line, field: "parameters.\(name)",
                           "unknown parameter of \(model.rawValue) (known: \(known.sorted().joined(separator: ", ")))")
        }
        if parameters.contains(where: { $0.name == name }) {
          throw SweepError(file: file, line: pair.key.location.line, field: "parameters.\(name)", "given twice")
        }
        parameters.append(try reader.parameter(name, pair.value))
      }
    }
    self.parameters = parameters
    try checkGrid(line: root["parameters"]?.location.line)
  }

  func checkGrid(line: Int?) throws(SweepError) {
    var points = 1
    for parameter in parameters {
      let (product, overflow) = points.multipliedReportingOverflow(by: parameter.values.count)
      guard !overflow, product < ValueReader.maxCount else {
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
    let known = Set(["delay", "scale"] + model.parameterNames)
    for assignment in assignments {
      guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
        throw SweepError(file: "-p", line: nil, field: nil, "expected name=value, got '\(assignment)'")
      }
      let name = String(assignment[..<equals])
      let text = String(assignment[assignment.index(after: equals)...])
      guard known.contains(name) else {
        throw SweepError(file: "-p", line: nil, field: name, "unknown parameter of \(model.rawValue)")
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
      if let index = parameters.firstIndex(where: { $0.name == name }) {
        parameters[index] = parameter
      } else {
        parameters.append(parameter)
      }
    }
    try checkGrid(line: nil)
  }
}
