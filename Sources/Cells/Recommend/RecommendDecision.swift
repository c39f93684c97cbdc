import CurveAnalysis
import Curves
import Execution
import NotebookFormat
import Recommendation
import ReportModel
import Sweeps

/// What a `recommend` cell decided, before any words: the rule's pick and the other named
/// options from the Pareto front, each refined, read the one way the report reads a button, and
/// the button as it is now.
struct RecommendDecision {
  /// A named option on its refined grid, made into a curve and read.
  struct Option {
    var rule: PickRule
    var rows: SweepRows
    var row: Int
    var curve: Curve
    var uikitDuration: Double?
    var scale: Double?
    var reading: ButtonDecision.Reading
  }

  var rule: PickRule
  /// The sweep's rows as the sweep cell gave them.
  var rows: SweepRows
  var bounds: [Bound]
  var minimize: [String]
  /// Rows left out: ringing faster than fps/4, and rows that are no curve (with why).
  var aliased: Int
  var unmade: [(row: Int, reason: String)]
  var current: CurrentCurve?
  var choice: Choice
  /// The rows the options were chosen from: usable rows, quiet parameters held.
  var candidates: SweepRows
  var selection: ParetoSelection
  var quiet: [Choice.QuietAxis]
  /// The rule's pick first, then the other rules' options; empty when no curve meets every bound.
  var options: [Option]
  /// Seconds the button stays pressed after lift-off before its release starts.
  var hold: Double
  var nowReading: ButtonDecision.Reading?
  /// The current curve already is the pick.
  var same: Bool

  var pick: Option { options[0] }
  var held: Set<String> { Set(quiet.map(\.name)) }
}

extension RecommendRunner {
  /// The pure step: rows, bounds, rule and the current curve to the refined, read options.
  static func decide(
    rows: SweepRows, bounds: [Bound], minimize: [String], rule: PickRule, current: CurrentCurve?, threads: Int, cell: Cell
  ) throws(CellError) -> RecommendDecision {
    // Springs that ring faster than a quarter of the frame rate alias: their frames can look
    // still while the screen flickers. They are no recommendation, whatever the numbers say.
    let (usable, aliased, unmade) = Self.withoutAliasing(rows, cell: cell)
    let choice = Choice(rows: rows, minimize: minimize, bounds: bounds, current: current)
    // A parameter that changes nothing visible is held where it is and left out of the choice.
    // It is judged around the rule's first pick; held, the choice is made again without it.
    var candidatesRows = usable
    var selection = try ParetoSelection(rows: usable, bounds: bounds, minimize: minimize, preference: PickRule.preference(usable))
    var quiet: [Choice.QuietAxis] = []
    if let first = rule.pick(selection, rows: usable, overshoot: choice.overshoot, distance: choice.distance(in: usable)) {
      quiet = choice.quietAxes(usable, around: first)
      if !quiet.isEmpty {
        candidatesRows = choice.holding(quiet, in: usable)
        selection = try ParetoSelection(rows: candidatesRows, bounds: bounds, minimize: minimize, preference: PickRule.preference(candidatesRows))
      }
    }
    var decision = RecommendDecision(
      rule: rule, rows: rows, bounds: bounds, minimize: minimize, aliased: aliased, unmade: unmade, current: current,
      choice: choice, candidates: candidatesRows, selection: selection, quiet: quiet, options: [], hold: current?.hold ?? 0,
      nowReading: nil, same: false)
    var picks: [(rule: PickRule, rows: SweepRows, row: Int)] = []
    for r in [rule] + PickRule.allCases.filter({ $0 != rule }) {
      guard let gridRow = r.pick(selection, rows: candidatesRows, overshoot: choice.overshoot, distance: choice.distance(in: candidatesRows)) else { continue }
      let refined = choice.refine(gridRow, in: candidatesRows, rule: r, held: decision.held, grid: selection, threads: threads, cell: cell)
      picks.append((r, refined.rows, refined.row))
    }
    guard !picks.isEmpty else { return decision }
    var made: [(curve: Curve, uikitDuration: Double?, scale: Double?)] = []
    for option in picks { made.append(try Self.winnerCurve(option.rows, row: option.row, cell: cell)) }
    decision.options = picks.indices.map { i in
      RecommendDecision.Option(
        rule: picks[i].rule, rows: picks[i].rows, row: picks[i].row, curve: made[i].curve, uikitDuration: made[i].uikitDuration,
        scale: made[i].scale, reading: choice.reading(picks[i].rows, row: picks[i].row, curve: made[i].curve, hold: decision.hold))
    }
    decision.nowReading = current.map { choice.nowReading($0, scale: made[0].scale, hold: decision.hold) }
    decision.same = current.map { DecisionText.sameCurve($0.curve, made[0].curve) } ?? false
    return decision
  }

  /// The rows whose spring rings slower than fps/4, how many were dropped for ringing faster,
  /// and the rows that cannot be made into a curve, with why. Dropped rows keep their place with
  /// every metric set to none, so they fail every constraint.
  static func withoutAliasing(_ rows: SweepRows, cell: Cell) -> (SweepRows, Int, [(row: Int, reason: String)]) {
    var kept = rows
    var dropped = 0
    var unmade: [(row: Int, reason: String)] = []
    let metrics = rows.parameterNames.count..<(rows.parameterNames.count + rows.metricNames.count)
    for r in rows.rows.indices {
      let made: (curve: Curve, uikitDuration: Double?, scale: Double?)
      do {
        made = try winnerCurve(rows, row: r, cell: cell)
      } catch {
        // A row that is no curve cannot be recommended; say so rather than keep it silently.
        for c in metrics { kept.rows[r][c] = nil }
        unmade.append((r, error.message))
        continue
      }
      // A curve that cannot be scored (no valid root) has no numbers to recommend it by.
      if let why = made.curve.invalidReason ?? (rows.isInvalid(r) ? "the curve cannot be scored" : nil) {
        for c in metrics { kept.rows[r][c] = nil }
        unmade.append((r, why))
        continue
      }
      guard let spring = made.curve.springModel, spring.dampingRatio < 1 else { continue }
      let ringing = spring.omega0 * (1 - spring.dampingRatio * spring.dampingRatio).squareRoot() / (2 * Double.pi)
      if ringing > rows.fps / 4 {
        for c in metrics { kept.rows[r][c] = nil }
        dropped += 1
      }
    }
    return (kept, dropped, unmade)
  }

  /// The sweep row as a curve: the sweep's typed template with the row's values written to it (a
  /// preset sweep's `release.damping` sets the release curve's damping).
  static func winnerCurve(_ rows: SweepRows, row: Int, cell: Cell) throws(CellError)
    -> (curve: Curve, uikitDuration: Double?, scale: Double?)
  {
    guard let definition = rows.definition else {
      throw CellError("the sweep's rows carry no definition to make the winning row a curve", at: cell.location(of: "sweep"))
    }
    // A word axis (`curve: [easeIn, easeOut]`) has no number; its text is the value.
    let values: [SweepValue?] = rows.parameterNames.indices.map { i in
      if let number = rows.rows[row][i] { return .number(number) }
      return rows.parameterText(row, i).map { .text($0) }
    }
    do throws(any Error) {
      let (spec, scale) = try definition.curveSpec(axisValues: values)
      let curve = try Curve(spec)
      var duration: Double?
      if case .uikitSpring(let p) = spec.model { duration = p.duration }
      return (curve, duration, scale)
    } catch {
      throw CellError("row \(row + 1) of the sweep cannot be made into a curve: \(error)", at: cell.location(of: "sweep"))
    }
  }
}
