import CurveAnalysis

/// A sweep's table: the varied parameters and metrics per grid point, in grid order, for what
/// reads a sweep whole (a notebook's `recommend` and `table` cells, the recommendation).
public struct SweepRows: Sendable {
  public var parameterNames: [String]
  public var metricNames: [String]
  /// Each row: parameter values then metric values (nil = none, or a parameter that takes words).
  public var rows: [[Double?]]
  /// Each row's parameter values as the curve engine reads them ("0.3", "easeIn"), so a word
  /// axis (`curve: [easeIn, easeOut]`) is not lost; empty when not known.
  public var parameterTexts: [[String]] = []
  /// The preset the sweep varies, if any (for the recommendation's comparison).
  public var preset: String?
  /// The model the sweep varies (`spring`, `uikit-spring`, …).
  public var model: String?
  public var fixed: [(name: String, value: String)]
  /// Frame rate the metrics were read at.
  public var fps = DisplaySettings.standard.fps
  /// The sweep's button width and screen scale: travel in points is width · (1 − scale) / 2.
  public var buttonWidth = DisplaySettings.standard.buttonWidth
  public var screenScale = DisplaySettings.standard.screenScale
  public var band = DisplaySettings.standard.band
  /// The sweep the rows come from: its typed curve template makes any row a curve.
  public var definition: SweepDefinition?
  /// Per row: the curve cannot be scored (no valid root, non-finite samples); empty when not known.
  public var invalid: [Bool] = []
  public func isInvalid(_ r: Int) -> Bool { r < invalid.count && invalid[r] }
  /// Parameter `i` of row `r` as text: its word, or its number.
  public func parameterText(_ r: Int, _ i: Int) -> String? {
    if r < parameterTexts.count, i < parameterTexts[r].count { return parameterTexts[r][i] }
    return rows[r][i]?.description
  }

  public init(parameterNames: [String], metricNames: [String], rows: [[Double?]], preset: String?, model: String?, fixed: [(name: String, value: String)] = []) {
    self.parameterNames = parameterNames
    self.metricNames = metricNames
    self.rows = rows
    self.preset = preset
    self.model = model
    self.fixed = fixed
  }
}

extension SweepRows {
  /// A sweep's whole table as rows. An axis may take words (`curve: [easeIn, easeOut]`): those
  /// rows hold no number for it, only the word.
  public init(definition: SweepDefinition, table: SweepTable) {
    self.init(
      parameterNames: table.parameterNames, metricNames: table.metricNames,
      rows: zip(table.parameters, table.metrics).map { parameters, metrics in parameters.map(\.number) + metrics }, preset: nil,
      model: definition.model.rawValue,
      fixed: definition.parameters.filter { !$0.isVaried }.map { ($0.name, $0.values.first?.parameterText ?? "") })
    parameterTexts = table.parameters.map { $0.map(\.parameterText) }
    fps = definition.fps
    buttonWidth = definition.buttonWidth
    screenScale = definition.screenScale
    band = definition.band
    self.definition = definition
    invalid = table.invalid
  }
}
