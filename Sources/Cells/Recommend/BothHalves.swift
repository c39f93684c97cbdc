import Execution
import NotebookFormat
import Recommendation
import ReportModel
import Sweeps
import TextFormats

/// `phase: both`: the release springs back from where the touch-down pick took the button, so it
/// is judged at the press pick's depth, not at the button's own.
extension RecommendRunner {
  /// The touch-down decided, then the release judged at the touch-down pick's depth.
  func both(_ ask: Ask, rule: PickRule, cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    let (down, pressed) = try pressDecided(ask, rule: .deepest, cell: cell, context: context)
    guard let depth = pressed?.options.first?.made.scale, let i = ask.rows.parameterNames.firstIndex(where: { $0.hasSuffix("scale") }) else {
      return Self.joined(press: down, release: try release(ask, rule: rule, cell: cell, context: context))
    }
    var atDepth = ask
    atDepth.rows = try Self.rows(ask.rows, scaleAxis: i, at: depth, cell: cell, threads: context.threads)
    var up = try release(atDepth, rule: rule, cell: cell, context: context, pressDepth: depth)
    let own = try presets.current(cell, context: context)?.pressScale
    let words = "The release is judged from the touch-down pick's depth, scale \(NumberText.significant(depth, digits: 4))"
      + (own.map { abs($0 - depth) > 1e-9 ? " (the button now presses to \(NumberText.significant($0, digits: 4)))" : ", the button's own" } ?? "")
      + ": the travel it springs back over."
    up.items.insert(.block(.paragraph([.text(words)])), at: up.items.firstIndex { if case .heading = $0 { return false } else { return true } } ?? 0)
    return Self.joined(press: down, release: up)
  }

  /// The sweep's rows with the depth at `depth`: the sweep run again there (a refined depth may
  /// lie between the grid's), or, without its definition, the rows at that depth.
  static func rows(_ rows: SweepRows, scaleAxis i: Int, at depth: Double, cell: Cell, threads: Int) throws(CellError) -> SweepRows {
    if let definition = rows.definition {
      let fixed = definition.replacingValues([rows.parameterNames[i]: [.number(depth)]])
      if let table = try? Sweep.table(fixed, threads: threads) {
        var again = SweepRows(definition: fixed, table: table)
        again.preset = rows.preset
        return again
      }
    }
    var kept = rows
    let at = rows.rows.indices.filter { r in rows.rows[r][i].map { abs($0 - depth) < 1e-9 } ?? false }
    guard !at.isEmpty else {
      throw CellError("the release cannot be judged at the touch-down pick's depth (scale \(NumberText.parameter(depth))): the sweep has no row there", at: cell.location(of: "phase"))
    }
    kept.rows = at.map { rows.rows[$0] }
    if !rows.parameterValues.isEmpty { kept.parameterValues = at.map { rows.parameterValues[$0] } }
    if !rows.invalid.isEmpty { kept.invalid = at.map { rows.invalid[$0] } }
    if !rows.offRoot.isEmpty { kept.offRoot = at.map { rows.offRoot[$0] } }
    return kept
  }
}
