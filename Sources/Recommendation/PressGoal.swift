import CurveAnalysis
import Sweeps

/// What a press decision aims for: the button fully pressed before the finger of a quick tap
/// lifts. Times of a press are read from touch-down.
package struct PressGoal: Sendable, Hashable {
  /// Seconds a tap's finger typically stays down (`contact_time:` in a notebook).
  package var contact: Double
  package init(contact: Double) { self.contact = contact }
  /// A tap's typical contact time: 100 ms.
  package static let typicalContact = 0.1
}

extension SweepRows {
  /// Device pixels the button's edge moves when pressed to `scale`.
  package func edgeTravel(scale: Double) -> Double { buttonWidth * abs(1 - scale) / 2 * screenScale }

  /// True when a press to `scale` moves the edge far enough to be seen: the rows' one threshold
  /// (the notebook's `visible_px`), as for every overshoot, jump and settle.
  package func isVisiblePress(scale: Double) -> Bool { visibility.isVisible(pixels: edgeTravel(scale: scale)) }

  /// The rows with every press nobody sees (`isVisiblePress`) left without metrics (so it meets
  /// no constraint), and how many there were.
  package func visiblePresses() -> (rows: SweepRows, hidden: Int) {
    guard let i = parameterNames.firstIndex(where: { $0.hasSuffix("scale") }) else { return (self, 0) }
    var kept = self
    var hidden = 0
    for r in rows.indices {
      guard let s = rows[r][i], !isVisiblePress(scale: s) else { continue }
      for c in parameterNames.count..<rows[r].count { kept.rows[r][c] = nil }
      hidden += 1
    }
    return (kept, hidden)
  }
}

extension Choice {
  /// The column of the press scale (the depth), when the sweep has one.
  package var scaleColumn: Int? { rows.parameterNames.firstIndex { $0.hasSuffix("scale") } }

  /// The row `rule` picks from `selection` of `table`'s rows.
  package func pick(_ rule: PickRule, _ selection: ParetoSelection, in table: SweepRows) -> Int? {
    guard rule == .deepest else { return rule.pick(selection, rows: table, overshoot: overshoot, distance: distance(in: table)) }
    // No press reaches full depth in time: the fastest without a visible overshoot instead.
    return deepest(selection, in: table) ?? PickRule.noBounce.pick(selection, rows: table, overshoot: overshoot, distance: nil)
  }

  /// Among the rows that meet every bound, reach full press (within the visibility threshold) by the contact
  /// time and do not overshoot visibly: the deepest (smallest scale), then the soonest, then the
  /// preferred (more damping), then grid order. Nil without a goal or when none qualifies.
  package func deepest(_ selection: ParetoSelection, in table: SweepRows) -> Int? {
    guard let press, let settle else { return nil }
    let preference = PickRule.preference(table)
    let reached = selection.feasible.filter { r in
      guard let t = table.rows[r][settle], t <= press.contact + 1e-9 else { return false }
      return overshoot.map { !table.visibility.isVisible(pixels: table.rows[r][$0] ?? .infinity) } ?? true
    }
    let depth = { (r: Int) in scaleColumn.flatMap { table.rows[r][$0] } ?? 1 }
    return reached.min { a, b in
      if depth(a) != depth(b) { return depth(a) < depth(b) }
      let ta = table.rows[a][settle]!, tb = table.rows[b][settle]!
      if ta != tb { return ta < tb }
      return preference(a) > preference(b)
    }
  }
}
