import CurveAnalysis
import Curves
import ReportModel
import Sweeps

/// The button's release curve now, as a decision reads it.
package struct NowCurve: Sendable {
  package var curve: Curve
  /// The press scale the button shrinks to, when it shrinks.
  package var pressScale: Double?
  /// Seconds from the finger's lift-off until the release starts.
  package var hold: Double
  package init(curve: Curve, pressScale: Double?, hold: Double) {
    self.curve = curve
    self.pressScale = pressScale
    self.hold = hold
  }
}

/// The choice among a sweep's candidates for one button: the columns it reads, how far a row is
/// from the current curve, the finer look around each option, and how a row reads on screen.
package struct Choice: Sendable {
  package let rows: SweepRows
  package let minimize: [String]
  package let bounds: [Bound]
  package let now: NowCurve?
  /// Set for a press decision: what `PickRule.deepest` aims for.
  package var press: PressGoal? = nil

  package var columns: [String] { rows.columnNames }
  /// The column of a metric in a row (after the parameters); nil when the sweep did not read it.
  package func column(_ metric: Metric) -> Int? { rows.metrics.firstIndex(of: metric).map { rows.parameterNames.count + $0 } }
  package var overshoot: Int? { column(.overshootPx) }
  /// Settle time within ½ device pixel, else whatever settle time the sweep read.
  package var settle: Int? { column(.settleTimePx) ?? column(.settleTime) }
  package var endJump: Int? { column(.endJumpPx) }

  /// The current curve's value of each swept parameter; `scale` is its press scale.
  package var nowValues: [String: Double] {
    guard let now else { return [:] }
    var values: [String: Double] = [:]
    for name in rows.parameterNames {
      let bare = String(name.split(separator: ".").last ?? "")
      if bare == "scale" {
        if let s = now.pressScale { values[name] = s }
      } else if case .number(let v)? = now.curve.spec.value(of: bare) {
        values[name] = v
      }
    }
    return values
  }

  /// A row's change from now: each parameter's difference over its sweep range, squared and added.
  package func distance(in table: SweepRows) -> ((Int) -> Double)? {
    let now = nowValues
    guard !now.isEmpty else { return nil }
    var spans: [String: Double] = [:]
    for name in now.keys {
      let values = Refinement.axisValues(rows, rows.parameterNames.firstIndex(of: name)!)
      spans[name] = max((values.last ?? 1) - (values.first ?? 0), 1e-12)
    }
    return { r in
      now.reduce(0) { sum, entry in
        guard let i = table.parameterNames.firstIndex(of: entry.key), let v = table.rows[r][i] else { return sum }
        let d = (v - entry.value) / spans[entry.key]!
        return sum + d * d
      }
    }
  }

  /// Row `r` of `table` refined: the sweep again on a finer grid around it (`Refinement`), and the
  /// same rule's pick there. The grid's own pick stays when the finer one would be beaten on both
  /// objectives by a curve of the grid, or cannot be computed.
  package func refine(
    _ r: Int, in table: SweepRows, rule: PickRule, held: Set<String>, grid: ParetoSelection, threads: Int
  ) -> (rows: SweepRows, row: Int) {
    guard let (_, usable) = rerun(Refinement.neighbourhood(of: r, in: table, original: rows, held: held), limit: 20_000, threads: threads),
      let selection = try? ParetoSelection(rows: usable, bounds: bounds, minimize: minimize, preference: PickRule.preference(usable)),
      let picked = pick(rule, selection, in: usable)
    else { return (table, r) }
    // A deeper press is slower by nature: the deepest pick is judged at its own depth, not against shallower ones.
    if rule == .deepest { return (usable, picked) }
    let objectives = minimize.compactMap { columns.firstIndex(of: $0) }
    let mine = objectives.map { usable.rows[picked][$0] ?? .infinity }
    let beaten = grid.feasible.contains { g in
      let theirs = objectives.map { table.rows[g][$0] ?? .infinity }
      return zip(theirs, mine).allSatisfy { $0 <= $1 } && zip(theirs, mine).contains { $0 < $1 }
    }
    return beaten ? (table, r) : (usable, picked)
  }

  /// The sweep run again over other values of its axes (at most `limit` curves): its rows, and
  /// those rows with the curves no recommendation may pick (aliasing, unmade) left without metrics.
  package func rerun(_ values: [String: [SweepValue]], limit: Int, threads: Int) -> (rows: SweepRows, usable: SweepRows)? {
    guard let definition = rows.definition else { return nil }
    let finer = definition.replacingValues(values)
    guard finer.pointCount <= limit, let table = try? Sweep.table(finer, threads: threads) else { return nil }
    var fine = SweepRows(definition: finer, table: table)
    fine.preset = rows.preset
    fine = fine.fromLift(hold: now?.hold ?? 0)
    let usable = Candidates.usable(fine).rows
    return (fine, press == nil ? usable : usable.visiblePresses().rows)
  }

  /// How row `r` reads on screen; the rows' times are from lift-off already (`fromLift`), the
  /// snap's is the curve's own plus `hold`.
  package func reading(_ table: SweepRows, row r: Int, curve: Curve, hold: Double) -> ButtonDecision.Reading {
    ButtonDecision.Reading(
      overshootPx: overshoot.flatMap { table.rows[r][$0] }, settle: settle.flatMap { table.rows[r][$0] },
      snapPx: endJump.flatMap { table.rows[r][$0] }, snapTime: curve.endTime.map { $0 + hold }, visibility: table.visibility)
  }

  /// The current curve read as the sweep reads its rows: frames at its rate, its button's travel.
  package func nowReading(_ now: NowCurve, scale: Double?) -> ButtonDecision.Reading {
    let s = scale ?? now.pressScale ?? SweepDefinition.defaultScale
    let settings = MetricSettings(
      band: rows.band, travelPoints: rows.travelPoints(scale: s), screenScale: rows.screenScale, fps: rows.fps,
      window: max(rows.definition?.window ?? 2, now.curve.defaultWindow), visiblePixels: rows.visibility.devicePixels)
    let m = Metrics.measure(now.curve, reading: .frames, settings: settings)
    return ButtonDecision.Reading(
      overshootPx: m.overshootPx, settle: (m.settleTimePx ?? m.settleTime).map { $0 + now.hold }, snapPx: m.endJumpPx,
      snapTime: now.curve.endTime.map { $0 + now.hold }, visibility: rows.visibility)
  }
}
