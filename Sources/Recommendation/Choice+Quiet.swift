import Sweeps

/// A parameter the sweep varies that changes nothing a person can see.
package struct QuietAxis: Sendable {
  package var name: String
  /// The value it is held at: now's, else the one nearest zero.
  package var value: Double
  package var overshootSpread: Double
  package var settleSpread: Double
}

/// How much the pick's reading moves one grid step either way on each parameter, one at a time.
package struct Sensitivity: Sendable {
  /// Each parameter stepped, with its grid step.
  package var steps: [(name: String, step: Double)]
  /// Settle times (from the finger's lift, any hold included) and overshoots in px, the pick's and its neighbours'.
  package var settle: ClosedRange<Double>
  package var overshoot: ClosedRange<Double>
}

extension Choice {
  /// Axes along which, everything else fixed at row `around`'s values, overshoot moves under 0.1 px
  /// and settle time under a frame. The press scale is never one: it sets the travel the pixels
  /// are counted over.
  package func quietAxes(_ table: SweepRows, around: Int) -> [QuietAxis] {
    guard let overshoot, let settle else { return [] }
    var quiet: [QuietAxis] = []
    for (i, name) in table.parameterNames.enumerated() where !name.hasSuffix("scale") {
      let values = Refinement.axisValues(table, i)
      guard values.count > 1 else { continue }
      var groups: [[Double?]: (lo: [Double], hi: [Double])] = [:]
      // The values this axis takes on scored rows: one alone shows nothing, and only one of them may be held.
      var scored: [Double] = []
      for row in table.rows {
        guard let o = row[overshoot], let s = row[settle] else { continue }
        var key = Array(row[0..<table.parameterNames.count])
        key[i] = nil
        var centre = Array(table.rows[around][0..<table.parameterNames.count])
        centre[i] = nil
        guard key == centre else { continue }
        if let v = row[i] { scored.append(v) }
        let g = groups[key] ?? (lo: [o, s], hi: [o, s])
        groups[key] = (lo: [min(g.lo[0], o), min(g.lo[1], s)], hi: [max(g.hi[0], o), max(g.hi[1], s)])
      }
      let overshootSpread = groups.values.map { $0.hi[0] - $0.lo[0] }.max() ?? .infinity
      let settleSpread = groups.values.map { $0.hi[1] - $0.lo[1] }.max() ?? .infinity
      guard scored.count > 1, overshootSpread < 0.1, settleSpread < 1 / rows.fps - 1e-9 else { continue }
      let held = nowValues[name].map { Refinement.nearest($0, in: scored) } ?? scored.min { abs($0) < abs($1) }!
      quiet.append(QuietAxis(name: name, value: held, overshootSpread: overshootSpread, settleSpread: settleSpread))
    }
    return quiet
  }

  /// The rows with each quiet axis at its held value; the others keep their place with no metrics,
  /// so they meet no constraint.
  package func holding(_ quiet: [QuietAxis], in table: SweepRows) -> SweepRows {
    var kept = table
    for axis in quiet {
      guard let i = table.parameterNames.firstIndex(of: axis.name) else { continue }
      for r in kept.rows.indices where kept.rows[r][i].map({ abs($0 - axis.value) > 1e-12 }) ?? true {
        for c in table.parameterNames.count..<kept.rows[r].count { kept.rows[r][c] = nil }
      }
    }
    return kept
  }

  /// Row `r` and its neighbours one grid step either way on each parameter, one at a time (held
  /// parameters and the press scale stay): how far its settle time and overshoot move.
  package func sensitivity(_ table: SweepRows, row r: Int, held: Set<String>, threads: Int) -> Sensitivity? {
    guard let definition = table.definition, let settle, let overshoot else { return nil }
    let pickValues = Refinement.values(table, row: r)
    var settles = [table.rows[r][settle]].compactMap { $0 }
    var overshoots = [table.rows[r][overshoot]].compactMap { $0 }
    var steps: [(name: String, step: Double)] = []
    for (i, name) in table.parameterNames.enumerated() where !held.contains(name) && !name.hasSuffix("scale") {
      guard let v = table.rows[r][i], let step = Refinement.gridStep(rows, axis: i, at: Refinement.nearest(v, in: Refinement.axisValues(rows, i))) else { continue }
      let range = Refinement.axisValues(rows, i)
      let sides = [v - step, v + step].filter { $0 >= range.first! - 1e-12 && $0 <= range.last! + 1e-12 }
      guard !sides.isEmpty else { continue }
      var values = pickValues.mapValues { [$0] }
      values[name] = sides.map { .number($0) }
      guard let computed = try? Sweep.table(definition.replacingValues(values), threads: threads) else { continue }
      let m = computed.metricColumns, first = rows.parameterNames.count
      for row in computed.metrics {
        if let k = m.firstIndex(of: rows.metrics[settle - first]), let x = row[k] { settles.append(x + (now?.hold ?? 0)) }
        if let k = m.firstIndex(of: rows.metrics[overshoot - first]), let x = row[k] { overshoots.append(x) }
      }
      steps.append((name, step))
    }
    guard !steps.isEmpty, let sLo = settles.min(), let sHi = settles.max(), let oLo = overshoots.min(), let oHi = overshoots.max() else { return nil }
    return Sensitivity(steps: steps, settle: sLo...sHi, overshoot: oLo...oHi)
  }
}
