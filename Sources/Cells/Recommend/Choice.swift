import CurveAnalysis
import Curves
import Execution
import NotebookFormat
import Recommendation
import ReportModel
import Sweeps
import TextFormats

/// The choice among a sweep's candidates for one button: the columns it reads, how far a row is
/// from the current curve, the parameters that change nothing visible, the finer look around
/// each option, and how the options read on screen.
struct Choice {
  let rows: SweepRows
  let minimize: [String]
  let bounds: [Bound]
  let current: CurrentCurve?

  init(rows: SweepRows, minimize: [String], bounds: [Bound], current: CurrentCurve?) {
    self.rows = rows
    self.minimize = minimize
    self.bounds = bounds
    self.current = current
  }

  var columns: [String] { rows.parameterNames + rows.metricNames }
  var overshoot: Int? { columns.firstIndex(of: Metric.overshootPx.name) }
  /// Settle time within ½ device pixel, else whatever settle time the sweep read.
  var settle: Int? { columns.firstIndex(of: Metric.settleTimePx.name) ?? columns.firstIndex(of: Metric.settleTime.name) }
  var endJump: Int? { columns.firstIndex(of: Metric.endJumpPx.name) }

  /// The current curve's value of each swept parameter; `scale` is its press scale.
  var nowValues: [String: Double] {
    guard let current else { return [:] }
    var now: [String: Double] = [:]
    for name in rows.parameterNames {
      let bare = String(name.split(separator: ".").last ?? "")
      if bare == "scale" {
        if let s = current.pressScale { now[name] = s }
      } else if let text = current.curve.parameters.first(where: { $0.name == bare })?.value, let v = Double(text) {
        now[name] = v
      }
    }
    return now
  }

  /// A row's change from now: each parameter's difference over its sweep range, squared and added.
  func distance(in table: SweepRows) -> ((Int) -> Double)? {
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

  /// A parameter the sweep varies that changes nothing a person can see.
  struct QuietAxis {
    var name: String
    /// The value it is held at: now's, else the one nearest zero.
    var value: Double
    var overshootSpread: Double
    var settleSpread: Double
    var sentence: String {
      let label = SweepCharts.label(name)
      let overshoot = overshootSpread < 0.001 ? "under 0.001 px" : "at most \(NumberText.significant(overshootSpread, digits: 2)) px"
      return "\(label.prefix(1).uppercased() + label.dropFirst()) changes nothing visible here (overshoot by \(overshoot), "
        + "settle time by less than a frame): held at \(NumberText.significant(value, digits: 3)) and left out of the choice."
    }
  }

  /// Axes along which, everything else fixed at row `around`'s values, overshoot moves under 0.1 px
  /// and settle time under a frame. The press scale is never one: it sets the travel the pixels
  /// are counted over.
  func quietAxes(_ table: SweepRows, around: Int) -> [QuietAxis] {
    guard let overshoot, let settle else { return [] }
    var quiet: [QuietAxis] = []
    for (i, name) in table.parameterNames.enumerated() where !name.hasSuffix("scale") {
      let values = Refinement.axisValues(table, i)
      guard values.count > 1 else { continue }
      var groups: [[Double?]: (lo: [Double], hi: [Double])] = [:]
      for row in table.rows {
        guard let o = row[overshoot], let s = row[settle] else { continue }
        var key = Array(row[0..<table.parameterNames.count])
        key[i] = nil
        var centre = Array(table.rows[around][0..<table.parameterNames.count])
        centre[i] = nil
        guard key == centre else { continue }
        let g = groups[key] ?? (lo: [o, s], hi: [o, s])
        groups[key] = (lo: [min(g.lo[0], o), min(g.lo[1], s)], hi: [max(g.hi[0], o), max(g.hi[1], s)])
      }
      let overshootSpread = groups.values.map { $0.hi[0] - $0.lo[0] }.max() ?? .infinity
      let settleSpread = groups.values.map { $0.hi[1] - $0.lo[1] }.max() ?? .infinity
      guard !groups.isEmpty, overshootSpread < 0.1, settleSpread < 1 / rows.fps - 1e-9 else { continue }
      let held = nowValues[name].map { Refinement.nearest($0, in: values) } ?? values.min { abs($0) < abs($1) }!
      quiet.append(QuietAxis(name: name, value: held, overshootSpread: overshootSpread, settleSpread: settleSpread))
    }
    return quiet
  }

  /// The rows with each quiet axis at its held value; the others keep their place with no metrics,
  /// so they meet no constraint.
  func holding(_ quiet: [QuietAxis], in table: SweepRows) -> SweepRows {
    var kept = table
    for axis in quiet {
      guard let i = table.parameterNames.firstIndex(of: axis.name) else { continue }
      for r in kept.rows.indices where kept.rows[r][i].map({ abs($0 - axis.value) > 1e-12 }) ?? true {
        for c in table.parameterNames.count..<kept.rows[r].count { kept.rows[r][c] = nil }
      }
    }
    return kept
  }

  /// Row `r` of `table` refined: the sweep again on a finer grid around it (`Refinement`), and the
  /// same rule's pick there. The grid's own pick stays when the finer one would be beaten on both
  /// objectives by a curve of the grid, or cannot be computed.
  func refine(
    _ r: Int, in table: SweepRows, rule: PickRule, held: Set<String>, grid: ParetoSelection, threads: Int, cell: Cell
  ) -> (rows: SweepRows, row: Int) {
    guard let (_, usable) = rerun(Refinement.neighbourhood(of: r, in: table, original: rows, held: held), limit: 20_000, threads: threads, cell: cell),
      let selection = try? ParetoSelection(rows: usable, bounds: bounds, minimize: minimize, preference: PickRule.preference(usable)),
      let picked = rule.pick(selection, rows: usable, overshoot: overshoot, distance: distance(in: usable))
    else { return (table, r) }
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
  func rerun(_ values: [String: [SweepValue]], limit: Int, threads: Int, cell: Cell) -> (rows: SweepRows, usable: SweepRows)? {
    guard let definition = rows.definition else { return nil }
    let finer = definition.replacingValues(values)
    guard finer.pointCount <= limit, let table = try? Sweep.table(finer, threads: threads) else { return nil }
    var fine = SweepRows(definition: finer, table: table)
    fine.preset = rows.preset
    return (fine, RecommendRunner.withoutAliasing(fine, cell: cell).0)
  }

  /// How row `r` reads on screen; times from lift-off (`hold` later than the curve's own).
  func reading(_ table: SweepRows, row r: Int, curve: Curve, hold: Double) -> ButtonDecision.Reading {
    ButtonDecision.Reading(
      overshootPx: overshoot.flatMap { table.rows[r][$0] }, settle: settle.flatMap { table.rows[r][$0] }.map { $0 + hold },
      snapPx: endJump.flatMap { table.rows[r][$0] }, snapTime: curve.endTime.map { $0 + hold })
  }

  /// The current curve read as the sweep reads its rows: frames at its rate, its button's travel.
  func nowReading(_ current: CurrentCurve, scale: Double?, hold: Double) -> ButtonDecision.Reading {
    let s = scale ?? current.pressScale ?? SweepDefinition.defaultScale
    let settings = MetricSettings(
      band: rows.band, travelPoints: max(1e-9, rows.buttonWidth * abs(1 - s) / 2), screenScale: rows.screenScale, fps: rows.fps,
      window: max(rows.definition?.window ?? 2, current.curve.defaultWindow))
    let m = Metrics.measure(current.curve, reading: .frames, settings: settings)
    return ButtonDecision.Reading(
      overshootPx: m.overshootPx, settle: (m.settleTimePx ?? m.settleTime).map { $0 + hold }, snapPx: m.endJumpPx,
      snapTime: current.curve.endTime.map { $0 + hold })
  }

  /// How much the pick's reading moves one grid step either way on each parameter, one at a time.
  func sensitivity(_ table: SweepRows, row r: Int, held: Set<String>, hold: Double, threads: Int) -> String? {
    guard let definition = table.definition, let settle, let overshoot else { return nil }
    let pickValues = Refinement.values(table, row: r)
    var settles = [table.rows[r][settle]].compactMap { $0 }
    var overshoots = [table.rows[r][overshoot]].compactMap { $0 }
    var steps: [String] = []
    for (i, name) in table.parameterNames.enumerated() where !held.contains(name) && !name.hasSuffix("scale") {
      guard let v = table.rows[r][i], let step = Refinement.gridStep(rows, axis: i, at: Refinement.nearest(v, in: Refinement.axisValues(rows, i))) else { continue }
      let range = Refinement.axisValues(rows, i)
      let sides = [v - step, v + step].filter { $0 >= range.first! - 1e-12 && $0 <= range.last! + 1e-12 }
      guard !sides.isEmpty else { continue }
      var values = pickValues.mapValues { [$0] }
      values[name] = sides.map { .number($0) }
      guard let computed = try? Sweep.table(definition.replacingValues(values), threads: threads) else { continue }
      let m = computed.metricNames
      for row in computed.metrics {
        if let k = m.firstIndex(of: columns[settle]), let x = row[k] { settles.append(x) }
        if let k = m.firstIndex(of: columns[overshoot]), let x = row[k] { overshoots.append(x) }
      }
      let stepText = name.hasSuffix("duration") ? NumberText.milliseconds(step) : NumberText.significant(Refinement.step(for: name).map { Refinement.rounded(step, step: $0) } ?? step, digits: 3)
      steps.append("\(SweepCharts.label(name)) ±\(stepText)")
    }
    guard !steps.isEmpty, let sLo = settles.min(), let sHi = settles.max(), let oLo = overshoots.min(), let oHi = overshoots.max() else { return nil }
    let ms = { (x: Double) in NumberText.milliseconds(x + hold) }
    return "One grid step either way (\(steps.joined(separator: ", ")), one at a time) moves the pick to settle in "
      + "\(ms(sLo))–\(ms(sHi)) with overshoot \(NumberText.decimal(oLo, places: 1))–\(NumberText.decimal(oHi, places: 1)) px."
  }

  /// The press-scale verdict: what the sweep and the constraints say of it.
  func scaleLine(current: CurrentCurve?) -> [String] {
    guard let i = rows.parameterNames.firstIndex(where: { $0.hasSuffix("scale") }) else {
      return current?.pressScale.map { ["Press scale \(NumberText.significant($0, digits: 3)): not swept; not evaluated."] } ?? []
    }
    let name = rows.parameterNames[i]
    if let bound = bounds.first(where: { $0.column == name }), let lo = bound.min, let hi = bound.max, abs(hi - lo) < 1e-12 {
      return ["Press scale \(NumberText.significant(lo, digits: 3)): kept by the constraints; not evaluated."]
    }
    return ["Press scale: chosen with the rest of the curve (the options above carry it)."]
  }
}
