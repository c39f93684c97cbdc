import CurveAnalysis

/// A sweep's table: the varied parameters and metrics per grid point, in grid order, for what
/// reads a sweep whole (a notebook's `recommend` and `table` cells, the recommendation).
public struct SweepRows: Sendable {
  public var parameterNames: [String]
  /// The metric columns, after the parameters.
  public var metrics: [Metric]
  /// Each row: parameter values then metric values (nil = none, or a parameter that takes words).
  public var rows: [[Double?]]
  /// Each row's parameter values as the sweep gave them (numbers, or words: `curve: [easeIn,
  /// easeOut]`), so a word axis is not lost; empty when not known.
  public var parameterValues: [[SweepValue]] = []
  /// The preset the sweep varies, if any (for the recommendation's comparison).
  public var preset: String?
  /// The model the sweep varies (`spring`, `uikit-spring`, …).
  public var model: String?
  /// Frame rate the metrics were read at.
  public var fps = DisplaySettings.standard.fps
  /// The sweep's button width and screen scale: travel in points is width · (1 − scale) / 2.
  public var buttonWidth = DisplaySettings.standard.buttonWidth
  public var screenScale = DisplaySettings.standard.screenScale
  public var band = DisplaySettings.standard.band
  /// The visibility threshold the rows were read with.
  public var visibility = Visibility.standard
  /// The sweep the rows come from: its typed curve template makes any row a curve.
  public var definition: SweepDefinition?
  /// Per row: the curve cannot be scored (no valid root, non-finite samples); empty when not known.
  public var invalid: [Bool] = []
  public func isInvalid(_ r: Int) -> Bool { r < invalid.count && invalid[r] }
  /// Per row: scored, but UIKit's solver ends off a valid root (`Sweep.offRoot`); empty when not known.
  public var offRoot: [Bool] = []
  public func isOffRoot(_ r: Int) -> Bool { r < offRoot.count && offRoot[r] }
  /// Every column's name: the parameters, then the metrics (what a cell's `sort:` or a bound names).
  public var columnNames: [String] { parameterNames + metrics.map(\.name) }
  /// Parameter `i` of row `r`: its word, or its number; nil when neither is known.
  public func parameterValue(_ r: Int, _ i: Int) -> SweepValue? {
    if r < parameterValues.count, i < parameterValues[r].count { return parameterValues[r][i] }
    return rows[r][i].map { .number($0) }
  }

  public init(parameterNames: [String], metrics: [Metric], rows: [[Double?]], preset: String?, model: String?) {
    self.parameterNames = parameterNames
    self.metrics = metrics
    self.rows = rows
    self.preset = preset
    self.model = model
  }
}

extension SweepRows {
  /// A sweep's whole table as rows. An axis may take words (`curve: [easeIn, easeOut]`): those
  /// rows hold no number for it, only the word.
  public init(definition: SweepDefinition, table: SweepTable) {
    self.init(
      parameterNames: table.parameterNames, metrics: table.metricColumns,
      rows: zip(table.parameters, table.metrics).map { parameters, metrics in parameters.map(\.number) + metrics }, preset: nil,
      model: definition.model.rawValue)
    parameterValues = table.parameters
    fps = definition.fps
    buttonWidth = definition.buttonWidth
    screenScale = definition.screenScale
    band = definition.band
    visibility = definition.visibility
    self.definition = definition
    invalid = table.invalid
    offRoot = table.offRoot
  }
}
