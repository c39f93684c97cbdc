import CurveAnalysis
import YAMLValues
import TextFormats

/// A limit the front matter sets on how a button reads now, for every button or for one preset:
/// `budgets: {overshoot_px: {max: 1}, shrink-shadow: {settle_time_px: {max: 0.5}}}`.
public struct Budget: Sendable, Hashable {
  /// The readings a budget can limit: the registry's `Metric.budgeted`, by its names.
  static func metric(named name: String) -> Metric? { Metric(name: name).flatMap { $0.isBudgeted ? $0 : nil } }
  static var metricNames: String { Metric.budgeted.map(\.name).joined(separator: ", ") }
  /// nil for every button.
  public var preset: String?
  public var metric: Metric
  public var max: Double
  public var location: SourceLocation

  public init(preset: String?, metric: Metric, max: Double, location: SourceLocation) {
    self.preset = preset
    self.metric = metric
    self.max = max
    self.location = location
  }

  /// The budgets of the front matter's `budgets:` mapping: a metric name sets a budget for every
  /// button; any other key names a preset and holds that preset's own (which win over the global).
  static func read(_ value: YAMLValue, file: String) throws(NotebookError) -> [Budget] {
    guard let entries = value.entries else {
      throw NotebookError("'budgets' must be a mapping of metrics (or preset names) to {max: N}", at: value.sourceLocation(file))
    }
    var budgets: [Budget] = []
    for entry in entries {
      if let metric = metric(named: entry.key) {
        budgets.append(try limit(entry, metric: metric, preset: nil, file: file))
        continue
      }
      // `{max: N}` under a word that is no metric is a misspelt metric, not a preset.
      guard let inner = entry.value.entries, !inner.contains(where: { $0.key == "max" }) else {
        throw NotebookError(
          "'\(entry.key)' is not a budget metric (\(metricNames)); "
            + "a preset's budgets are a mapping of those", at: entry.keyLocation(file))
      }
      for metricEntry in inner {
        guard let metric = metric(named: metricEntry.key) else {
          throw NotebookError(
            "unknown budget metric '\(metricEntry.key)' (the metrics are: \(metricNames))",
            at: metricEntry.keyLocation(file))
        }
        budgets.append(try limit(metricEntry, metric: metric, preset: entry.key, file: file))
      }
    }
    return budgets
  }

  private static func limit(_ entry: YAMLEntry, metric: Metric, preset: String?, file: String) throws(NotebookError) -> Budget {
    guard let fields = entry.value.entries, fields.count == 1, fields[0].key == "max", let max = fields[0].value.number, max >= 0
    else {
      throw NotebookError("budget '\(entry.key)' must be {max: N} with N a number from 0", at: entry.value.sourceLocation(file))
    }
    return Budget(preset: preset, metric: metric, max: max, location: entry.keyLocation(file))
  }
}

extension Budget {
  /// The budgets as the front matter writes them (`budgets:` and its lines), "" for none.
  static func yaml(_ budgets: [Budget]) -> String {
    guard !budgets.isEmpty else { return "" }
    var out = "budgets:\n"
    var preset: String?
    for budget in budgets {
      let limit = "{max: \(ParameterValue.number(budget.max).yamlText)}"
      if let name = budget.preset {
        if name != preset { out += "  \(name):\n" }
        out += "    \(budget.metric.rawValue): \(limit)\n"
      } else {
        out += "  \(budget.metric.rawValue): \(limit)\n"
      }
      preset = budget.preset
    }
    return out
  }

  /// The budgets as a Jupyter notebook's `metadata.presslab.budgets`: the same mapping, in JSON.
  static func json(_ budgets: [Budget]) -> JSONValue {
    var members: [(String, JSONValue)] = []
    for budget in budgets {
      let limit = JSONValue.object([("max", .number(budget.max))])
      guard let name = budget.preset else {
        members.append((budget.metric.rawValue, limit))
        continue
      }
      if let i = members.firstIndex(where: { $0.0 == name }), case .object(var inner) = members[i].1 {
        inner.append((budget.metric.rawValue, limit))
        members[i].1 = .object(inner)
      } else {
        members.append((name, .object([(budget.metric.rawValue, limit)])))
      }
    }
    return .object(members)
  }

  /// The budgets of a Jupyter notebook's `metadata.presslab.budgets`. JSON is YAML, so they are
  /// read as the front matter's are; errors are placed at `at` and name the key.
  static func read(json: JSONValue, at: SourceLocation) throws(NotebookError) -> [Budget] {
    do {
      guard let value = try YAMLReading.parse(json.serialized(), lineOffset: 0, columnOffset: 0, in: at) else { return [] }
      return try read(value, file: at.file)
    } catch {
      throw NotebookError("metadata.presslab.budgets: \(error.message)", at: at)
    }
  }
}
