import CurveAnalysis
import Execution
import NotebookFormat
import Recommendation
import ReportModel
import Sweeps
import TextFormats
import YAMLValues

/// `recommend` cells: the best curves of an earlier sweep under a designer's constraints.
///
///     sweep: release-sweep          # id of an earlier sweep cell
///     constraints:
///       overshoot_px: {max: 1}      # or just `overshoot_px: 1` for a maximum
///       settle_time: {max: 0.25}
///       duration: {min: 0.1, max: 0.3}
///     minimize: [settle_time, overshoot_px]
///     candidates: 5
///     current: {model: uikit-spring, duration: 0.3, damping: 0.05, velocity: 1}   # or preset:
struct RecommendRunner: CellRunner {
  var presets: PresetAccess = PresetAccess()

  static let commonKeys: [CellSchema.Key] = [
    .init("sweep", "the id of an earlier sweep cell whose rows are the candidates"),
    .init("constraints", "column: {min:, max:} or column: maximum, for each column that must hold"),
    .init("minimize", "the two columns traded off (default settle_time, overshoot_px)"),
    .init("candidates", "how many curves of the front to list (default 5)"),
    .init("prefer", "which named option is the pick: no-bounce (a release's default), snappiest, smallest-change, or deepest (a press's default)"),
    .init("title", "a heading above the recommendation"),
    RecommendExports.key,
    TypingGridKey.key,
    .init("phase", "what is decided: release (the default), press (touch-down: its curve and depth) or both"),
    .init("contact_time", "a press: seconds a quick tap's finger stays down, the press rule's deadline (default 0.1)"),
    .init("quick_taps", "a press: lift times a quick tap is scored at, within the press (default [0.05, 0.1])"),
  ]
  static let schema = CellSchema(
    kind: "recommend",
    forms: [
      .init(
        selector: nil,
        keys: commonKeys + [
          .init("preset", "the preset whose release is compared, shown and replaced in its filmstrip"),
          .init("property", "which of the preset's release animations to compare (default its main movement)"),
        ]),
      .init(
        selector: "current",
        keys: commonKeys + [
          .init("current", "the current curve: {model:, parameter: value…}, or the id of a fit cell above (its best model)"),
          .init("preset", "the name the current curve is shown under"),
        ],
        rejected: ["property": "it picks one of a preset's release animations, and 'current' gives the curve itself"]),
    ])

  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    let phase = try RecommendPhase(cell)
    let sweepID = try cell.requiredString("sweep")
    let rows = try context.sweepRows(sweepID, for: cell)
    let bounds = try Self.bounds(cell)
    let minimize = try cell.strings("minimize") ?? [Metric.settleTime, .overshootPx].filter(rows.metrics.contains).map(\.name)
    let candidates = try cell.number("candidates") ?? 5
    guard candidates >= 1, candidates <= 1000, candidates == candidates.rounded() else {
      throw CellError("'candidates' must be a whole number from 1", at: cell.location(of: "candidates"))
    }
    let rule = try Self.rule(cell, phase: phase)
    let ask = Ask(rows: rows, bounds: bounds, minimize: minimize, listing: Int(candidates), grid: try TypingGridKey.read(cell))
    switch phase {
    case .release: return try release(ask, rule: rule, cell: cell, context: context)
    case .press: return try press(ask, rule: rule, cell: cell, context: context)
    case .both: return try both(ask, rule: rule, cell: cell, context: context)
    }
  }

  /// What every decision of a cell reads: the sweep's rows, the bounds, the objectives, how many options to list.
  struct Ask {
    var rows: SweepRows
    var bounds: [Bound]
    var minimize: [String]
    var listing: Int
    var grid = TypedGrid.Custom()
  }

  /// The release decided and presented.
  /// `pressDepth`: the touch-down pick's depth, which the release springs back from (`phase: both`).
  func release(_ ask: Ask, rule: PickRule, cell: Cell, context: RunContext, pressDepth: Double? = nil) throws(CellError) -> CellOutput {
    var current = try presets.current(cell, context: context)
    if let pressDepth, current?.pressScale != nil { current?.pressScale = pressDepth }
    let decision = try Self.decide(ask, rule: rule, now: current?.now, press: nil, cell: cell, threads: context.threads)
    var output = present(decision, current: current, listing: ask.listing, cell: cell, context: context)
    try RecommendExports.add(decision, name: current?.name, cell: cell, to: &output)
    return output
  }

  static func decide(_ ask: Ask, rule: PickRule, now: NowCurve?, press: PressGoal?, cell: Cell, threads: Int) throws(CellError) -> Decision {
    do throws(RecommendationError) {
      return try Recommendation.decide(
        rows: ask.rows, bounds: ask.bounds, minimize: ask.minimize, rule: rule, now: now, threads: threads, press: press, grid: ask.grid)
    } catch {
      throw CellError(error.message, at: error.location ?? error.key.map { cell.location(of: $0) } ?? cell.location)
    }
  }

  /// `prefer:`, by phase: a press defaults to `deepest`, a release to `no-bounce` and takes no `deepest`.
  static func rule(_ cell: Cell, phase: RecommendPhase) throws(CellError) -> PickRule {
    let allowed = PickRule.options(press: phase == .press)
    let preferText = cell.string("prefer") ?? (phase == .press ? PickRule.deepest : .noBounce).rawValue
    guard let rule = PickRule(prefer: preferText), allowed.contains(rule) else {
      let why = PickRule(prefer: preferText) == .deepest ? " ('deepest' is a press rule: set 'phase: press')" : ""
      throw CellError(
        "'prefer' must be one of \(allowed.map(\.rawValue).joined(separator: ", ")), not '\(preferText)'\(why)", at: cell.location(of: "prefer"))
    }
    return rule
  }

  /// The sweep cell named under `sweep:`, which must run above this one.
  static func references(_ cell: Cell) -> [CellReference] { CellReference.sweep(cell) + CellReference.fit(cell) }

  /// A row as JSON: numbers, words for a word axis, null for a metric that never happened.
  static func rowJSON(_ rows: SweepRows, _ r: Int) -> JSONValue {
    let columns = rows.columnNames
    return .object(columns.indices.map { i in
      if rows.rows[r][i] == nil, i < rows.parameterNames.count, case .text(let word)? = rows.parameterValue(r, i) { return (columns[i], .string(word)) }
      return (columns[i], .optional(rows.rows[r][i]))
    })
  }

  static func letter(_ n: Int) -> String { n < 26 ? String(UnicodeScalar(UInt8(65 + n))) : "\(n + 1)" }

  static func bounds(_ cell: Cell) throws(CellError) -> [Bound] {
    guard let node = cell.options?["constraints"] else { return [] }
    guard let pairs = node.pairs else {
      throw CellError("'constraints' must map columns to {min:, max:} or to a maximum", at: cell.location(ofValue: node))
    }
    var bounds: [Bound] = []
    for pair in pairs {
      let at = cell.location(ofValue: pair.value)
      if pair.value.pairs == nil, pair.value.number.map({ !$0.isFinite }) ?? (pair.value.string != nil) {
        throw CellError("'\(pair.key.text)' must be a finite number or {min:, max:}, not '\(pair.value.string ?? "")'", at: at)
      }
      if let x = pair.value.number {
        bounds.append(Bound(column: pair.key.text, max: x, location: at))
        continue
      }
      guard pair.value.pairs != nil else { throw CellError("'\(pair.key.text)' must be {min:, max:} or a number", at: at) }
      for inner in pair.value.pairs! {
        guard ["min", "max"].contains(inner.key.text) else {
          throw CellError("a constraint takes min and max, not '\(inner.key.text)'", at: cell.location(ofValue: inner.value))
        }
        guard let x = inner.value.number, x.isFinite else {
          throw CellError("'\(pair.key.text).\(inner.key.text)' must be a finite number, not '\(inner.value.string ?? "a list or mapping")'", at: cell.location(ofValue: inner.value))
        }
      }
      let lo = pair.value["min"]?.number, hi = pair.value["max"]?.number
      guard lo != nil || hi != nil else { throw CellError("'\(pair.key.text)' needs min or max", at: at) }
      bounds.append(Bound(column: pair.key.text, min: lo, max: hi, location: at))
    }
    return bounds
  }
}
