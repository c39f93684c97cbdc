import Curves
import ReportModel
import Sweeps

/// What a recommendation decided, before any words: the rule's pick and the other named options
/// from the Pareto front, each refined, read the one way the report reads a button, and the
/// button as it is now.
package struct Decision: Sendable {
  /// A named option on its refined grid, made into a curve and read.
  package struct Option: Sendable {
    package var rule: PickRule
    package var rows: SweepRows
    package var row: Int
    package var made: RowCurve
    package var reading: ButtonDecision.Reading
    package var curve: Curve { made.curve }
  }

  package var rule: PickRule
  /// The sweep's rows, times from the finger's lift (`fromLift`: a hold added).
  package var rows: SweepRows
  package var bounds: [Bound]
  package var minimize: [String]
  /// Rows left out: ringing faster than fps/4, and rows that are no curve (with why).
  package var aliased: Int
  package var unmade: [(row: Int, reason: String)]
  package var now: NowCurve?
  package var choice: Choice
  /// The rows the options were chosen from: usable rows, quiet parameters held.
  package var candidates: SweepRows
  package var selection: ParetoSelection
  package var quiet: [QuietAxis]
  /// The rule's pick first, then the other rules' options; empty when no curve meets every bound.
  package var options: [Option] = []
  package var nowReading: ButtonDecision.Reading?
  /// The current curve already is the pick.
  package var same = false
  /// How the pick reads one grid step away on each parameter.
  package var sensitivity: Sensitivity?
  /// Set when this decides a press (times from touch-down).
  package var press: PressGoal?
  /// A press's rows left out because nobody sees the edge move (`SweepRows.isVisiblePress`).
  package var invisible = 0

  package var pick: Option { options[0] }
  package var held: Set<String> { Set(quiet.map(\.name)) }
  /// Seconds the button stays pressed after lift-off before its release starts.
  package var hold: Double { now?.hold ?? 0 }
}

/// The pure decision: a sweep's rows, the designer's bounds, the objectives, the rule and the
/// curve now to the refined, read options. `threads` run the finer sweeps around each option;
/// without `refining` each option stays on the sweep's own grid; `grid` is the notebook's typing grid.
package func decide(
  rows given: SweepRows, bounds: [Bound], minimize: [String], rule: PickRule, now: NowCurve?, threads: Int, refining: Bool = true,
  press: PressGoal? = nil, grid: TypedGrid.Custom = .init()
) throws(RecommendationError) -> Decision {
  // Every time is read from the finger's lift, a hold included, before anything is judged.
  let rows = given.fromLift(hold: now?.hold ?? 0)
  var (usable, aliased, unmade) = Candidates.usable(rows)
  // A press nobody sees (the edge moves less than the visibility threshold) is no candidate.
  var invisible = 0
  if press != nil { (usable, invisible) = usable.visiblePresses() }
  let choice = Choice(rows: rows, minimize: minimize, bounds: bounds, now: now, press: press)
  // A parameter that changes nothing visible is held where it is and left out of the choice.
  // It is judged around the rule's first pick; held, the choice is made again without it.
  var candidates = usable
  var selection = try ParetoSelection(rows: usable, bounds: bounds, minimize: minimize, preference: PickRule.preference(usable))
  var quiet: [QuietAxis] = []
  if let first = choice.pick(rule, selection, in: usable) {
    quiet = choice.quietAxes(usable, around: first)
    if !quiet.isEmpty {
      candidates = choice.holding(quiet, in: usable)
      selection = try ParetoSelection(rows: candidates, bounds: bounds, minimize: minimize, preference: PickRule.preference(candidates))
    }
  }
  var decision = Decision(
    rule: rule, rows: rows, bounds: bounds, minimize: minimize, aliased: aliased, unmade: unmade, now: now, choice: choice,
    candidates: candidates, selection: selection, quiet: quiet)
  decision.press = press
  decision.invisible = invisible
  for r in [rule] + PickRule.options(press: press != nil).filter({ $0 != rule }) {
    guard let gridRow = choice.pick(r, selection, in: candidates) else { continue }
    var refined = refining
      ? choice.refine(gridRow, in: candidates, rule: r, held: decision.held, grid: selection, threads: threads) : (rows: candidates, row: gridRow)
    // What the page shows is what a designer types: the refined option on the typed grid, scored there.
    if refining, let typed = choice.typed(refined.row, in: refined.rows, rule: r, held: decision.held, grid: grid, threads: threads) { refined = typed }
    let made = try Candidates.curve(refined.rows, row: refined.row)
    decision.options.append(
      Decision.Option(
        rule: r, rows: refined.rows, row: refined.row, made: made,
        reading: choice.reading(refined.rows, row: refined.row, curve: made.curve, hold: decision.hold)))
  }
  guard !decision.options.isEmpty else { return decision }
  // A press is read at its own depth where it has one; a release at the pick's (the travel it returns over).
  decision.nowReading = now.map { choice.nowReading($0, scale: press != nil ? $0.pressScale ?? decision.pick.made.scale : decision.pick.made.scale) }
  decision.same = now.map { Decision.sameCurve($0.curve, decision.pick.curve) } ?? false
  decision.sensitivity = choice.sensitivity(decision.pick.rows, row: decision.pick.row, held: decision.held, threads: threads)
  return decision
}

extension Decision {
  /// The same model with the same parameters (numbers equal to 1e-9).
  package static func sameCurve(_ a: Curve, _ b: Curve) -> Bool {
    let mine = a.spec.listing
    return a.model == b.model
      && b.spec.listing.allSatisfy { p in mine.contains { $0.name == p.name && sameValue($0.value, p.value) } }
  }

  static func sameValue(_ x: CurveParameterValue, _ y: CurveParameterValue) -> Bool {
    if case .number(let a) = x, case .number(let b) = y { return abs(a - b) < 1e-9 }
    return x == y
  }
}
