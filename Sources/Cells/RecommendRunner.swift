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
    .init("prefer", "which named option is the pick: no-bounce (the default), snappiest or smallest-change"),
    .init("title", "a heading above the recommendation"),
    RecommendExports.key,
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
          .init("current", "the current curve: {model:, parameter: value…}"),
          .init("preset", "the name the current curve is shown under"),
        ],
        rejected: ["property": "it picks one of a preset's release animations, and 'current' gives the curve itself"]),
    ])

  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    let sweepID = try cell.requiredString("sweep")
    let rows = try context.sweepRows(sweepID, for: cell)
    let bounds = try Self.bounds(cell)
    let minimize = try cell.strings("minimize") ?? [Metric.settleTime, .overshootPx].filter(rows.metrics.contains).map(\.name)
    let candidates = try cell.number("candidates") ?? 5
    guard candidates >= 1, candidates <= 1000, candidates == candidates.rounded() else {
      throw CellError("'candidates' must be a whole number from 1", at: cell.location(of: "candidates"))
    }
    let preferText = cell.string("prefer") ?? PickRule.noBounce.rawValue
    guard let rule = PickRule(prefer: preferText) else {
      throw CellError(
        "'prefer' must be one of \(PickRule.allCases.map(\.rawValue).joined(separator: ", ")), not '\(preferText)'", at: cell.location(of: "prefer"))
    }
    let current = try presets.current(cell, context: context)
    let decision: Decision
    do throws(RecommendationError) {
      decision = try Recommendation.decide(
        rows: rows, bounds: bounds, minimize: minimize, rule: rule, now: current?.now, threads: context.threads)
    } catch {
      throw CellError(error.message, at: error.location ?? error.key.map { cell.location(of: $0) } ?? cell.location)
    }
    var output = present(decision, current: current, listing: Int(candidates), cell: cell, context: context)
    try RecommendExports.add(decision, name: current?.name, cell: cell, to: &output)
    return output
  }

  /// The sweep cell named under `sweep:`, which must run above this one.
  static func references(_ cell: Cell) -> [CellReference] { CellReference.sweep(cell) }

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
