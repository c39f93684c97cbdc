import CurveAnalysis
import Curves
import Sweeps
import Testing

@testable import Recommendation
@testable import ReportModel

/// `decide` on small tables whose answers are worked out by hand in the comments, apart from any
/// report text: the rows that meet the bounds, the Pareto front, each rule's option, the quiet
/// parameters held.
@Suite struct DecideTests {
  /// UIKit springs over damping × duration, velocity 0. Every row rings slower than 30 Hz (a
  /// quarter of 120 fps: ω ≈ ln(1000)/(ζ·d) ≤ 138 rad/s), so none is left out for aliasing.
  static let definition = try! SweepDefinition.parse(
    text: "model: uikit-spring\nparameters:\n  damping: [0.5, 0.7, 0.9]\n  duration: [0.1, 0.2]\n  velocity: 0\n", file: "d.yaml")

  static func rows(_ metrics: [[Double?]]) -> SweepRows {
    let grid: [[Double?]] = [[0.5, 0.1], [0.5, 0.2], [0.7, 0.1], [0.7, 0.2], [0.9, 0.1], [0.9, 0.2]]
    var rows = SweepRows(
      parameterNames: ["damping", "duration"], metrics: [.settleTimePx, .overshootPx], rows: zip(grid, metrics).map(+),
      preset: nil, model: "uikit-spring")
    rows.definition = definition
    return rows
  }

  //            settle  overshoot
  static let table = rows([
    [0.040, 0.90],  // 0: fastest; a visible bounce (≥ 0.5 px)
    [0.080, 2.00],  // 1: over the 1 px bound
    [0.050, 0.30],  // 2: fastest without a visible bounce
    [0.060, 0.30],  // 3: beaten by row 2 (slower, same overshoot)
    [0.070, 0.00],  // 4: calmest
    [0.090, 0.00],  // 5: beaten by row 4 (slower, same overshoot)
  ])
  static let minimize = ["settle_time_px", "overshoot_px"]

  static func decision(_ rule: PickRule, bounds: [Bound] = [Bound(column: "overshoot_px", max: 1)], now: NowCurve? = nil, rows: SweepRows = table)
    throws -> Decision
  {
    try decide(rows: rows, bounds: bounds, minimize: minimize, rule: rule, now: now, threads: 1, refining: false)
  }

  static func uikit(damping: Double, duration: Double) throws -> Curve {
    try Curve(CurveSpec.parse(model: "uikit-spring", parameters: [("duration", "\(duration)"), ("damping", "\(damping)"), ("velocity", "0")]))
  }

  @Test func theFrontAndEachRulesOption() throws {
    let d = try Self.decision(.noBounce)
    // Feasible: all but row 1. Front: 0 (fastest), 2 (beats 3), 4 (0 px, beats 5).
    #expect(d.selection.feasible == [0, 2, 3, 4, 5])
    #expect(d.selection.front == [0, 2, 4])
    #expect(d.aliased == 0 && d.unmade.isEmpty && d.quiet.isEmpty)
    // The rule's own option first, then the others in their order; no current curve, so the
    // smallest change falls back to the fastest.
    #expect(d.options.map(\.rule) == [.noBounce, .snappiest, .smallestChange])
    #expect(d.options.map(\.row) == [2, 0, 0])
    #expect(d.pick.reading.overshootPx == 0.30 && d.pick.reading.settle == 0.050)
    #expect(d.pick.curve.parameters.first { $0.name == "damping" }.flatMap { Double($0.value) } == 0.7)
    #expect(d.nowReading == nil && !d.same)
  }

  /// ζ = 0.0005 over 0.5 s: UIKit's 12 Newton steps end at a negative ω (FACTS.md §1). The row is
  /// given the best numbers, yet it is no candidate: it is left out with its reason.
  @Test func aNegativeRootIsNeverPicked() throws {
    var rows = SweepRows(
      parameterNames: ["damping", "duration"], metrics: [.settleTimePx, .overshootPx],
      rows: [[0.0005, 0.5, 0.010, 0.0], [0.0005, 0.6, 0.010, 0.0], [0.7, 0.5, 0.200, 0.0], [0.7, 0.6, 0.250, 0.0]],
      preset: nil, model: "uikit-spring")
    rows.definition = try SweepDefinition.parse(
      text: "model: uikit-spring\nparameters:\n  damping: [0.0005, 0.7]\n  duration: [0.5, 0.6]\n  velocity: 0\n", file: "n.yaml")
    #expect(UIKitSpringSolver(duration: 0.5, dampingRatio: 0.0005, velocity: 0).omega < 0)
    let d = try Self.decision(.snappiest, rows: rows)
    #expect(UIKitSpringSolver(duration: 0.6, dampingRatio: 0.0005, velocity: 0).omega < 0)
    #expect(d.unmade.map(\.row) == [0, 1])
    #expect(d.unmade.first?.reason.contains("UIKit sets up that spring from an inexact solution") == true)
    // Damping takes one scored value, so it is no quiet axis held at an unscored one.
    #expect(d.selection.feasible == [2, 3])
    #expect(d.quiet.isEmpty)
    try #require(!d.options.isEmpty)
    #expect(d.pick.reading.settle == 0.200)
  }

  @Test func snappiestAndABoundOnAParameter() throws {
    // duration ≤ 0.1 leaves rows 0, 2, 4, all on the front; the snappiest is row 0.
    let d = try Self.decision(.snappiest, bounds: [Bound(column: "duration", max: 0.1)])
    #expect(d.selection.feasible == [0, 2, 4] && d.selection.front == [0, 2, 4])
    #expect(d.options.map(\.row) == [0, 2, 0])
  }

  @Test func theSmallestChangeFromNow() throws {
    // Now: damping 0.9 over 0.2 s (row 5's values, not on the front). Change, each parameter over
    // its range (damping 0.4, duration 0.1), squared: row 0 1 + 1 = 2, row 2 0.25 + 1, row 4 0 + 1.
    let now = NowCurve(curve: try Self.uikit(damping: 0.9, duration: 0.2), pressScale: nil, hold: 0.1)
    let d = try Self.decision(.smallestChange, now: now)
    #expect(d.options.map(\.row) == [4, 2, 0])
    // Times count from the finger's lift-off: the hold comes first.
    #expect(abs((d.pick.reading.settle ?? 0) - 0.170) < 1e-12)
    #expect(d.nowReading != nil && !d.same)
    // Now already is the no-bounce pick (row 2): keep it.
    let kept = try Self.decision(.noBounce, now: NowCurve(curve: try Self.uikit(damping: 0.7, duration: 0.1), pressScale: nil, hold: 0))
    #expect(kept.options.first?.row == 2 && kept.same)
  }

  @Test func nothingMeetsTheBounds() throws {
    let d = try Self.decision(.noBounce, bounds: [Bound(column: "settle_time_px", max: 0.01)])
    #expect(d.selection.feasible.isEmpty && d.options.isEmpty)
  }

  @Test func aParameterThatChangesNothingIsHeld() throws {
    // Duration moves neither number (same overshoot, settle within a frame) at the first pick's
    // damping: it is held at the value nearest zero, 0.1, and the 0.2 s rows leave the choice.
    let rows = Self.rows([[0.040, 0.90], [0.041, 0.90], [0.050, 0.30], [0.052, 0.30], [0.070, 0.00], [0.070, 0.00]])
    let d = try Self.decision(.noBounce, rows: rows)
    #expect(d.quiet.map(\.name) == ["duration"] && d.quiet.first?.value == 0.1)
    #expect(d.selection.feasible == [0, 2, 4] && d.options.map(\.row) == [2, 0, 0])
  }

  @Test func anUnknownColumnNamesItsKey() {
    #expect(throws: RecommendationError.self) { try Self.decision(.noBounce, bounds: [Bound(column: "bounce", max: 1)]) }
    do {
      _ = try decide(rows: Self.table, bounds: [], minimize: ["settle"], rule: .noBounce, now: nil, threads: 1)
      Issue.record("an unknown objective is an error")
    } catch {
      #expect(error.key == "minimize" && error.message.hasPrefix("the sweep has no column 'settle'"))
    }
  }
}

/// The house default: every button's options judged on every button; the spring that fits the
/// most buttons wins. The bounds here are on parameters only, so the answer follows by hand.
@Suite struct HouseSpringTests {
  static func button(_ name: String, _ bounds: [Bound], option: [String: Double]) -> ButtonFit {
    var rows = SweepRows(
      parameterNames: ["damping", "duration"], metrics: [.settleTimePx], rows: [[0.5, 0.1, 0.1]], preset: nil, model: "uikit-spring")
    rows.definition = DecideTests.definition
    return ButtonFit(preset: name, rows: rows, bounds: bounds, kept: [:], options: [option.mapValues { .number($0) }])
  }

  @Test func theSpringThatFitsMostButtons() throws {
    let a = Self.button("a", [Bound(column: "duration", max: 0.15)], option: ["damping": 0.7, "duration": 0.1])
    let b = Self.button("b", [Bound(column: "damping", min: 0.8)], option: ["damping": 0.9, "duration": 0.2])
    let c = Self.button("c", [Bound(column: "damping", min: 0.95)], option: ["damping": 0.9, "duration": 0.1])
    // (0.7, 0.1) fits a only; (0.9, 0.2) fits b only; (0.9, 0.1) fits a and b, and is under c's damping.
    let found = try #require(HouseSpring.search([a, b, c], threads: 1))
    #expect(found.values.map(\.name) == ["damping", "duration"] && found.values.map(\.value.number) == [0.9, 0.1])
    #expect(found.fits == ["a", "b"] && found.misses.map(\.preset) == ["c"])
    guard case .under(let bound)? = found.misses.first?.miss else {
      Issue.record("c's miss is its damping bound")
      return
    }
    #expect(bound.column == "damping" && bound.min == 0.95)
    // One button has no house default to speak of.
    #expect(HouseSpring.search([a], threads: 1) == nil)
  }
}

/// A problem of the decision is placed at the key it is about.
@Suite struct RecommendCellErrorTests {
  @Test func anUnknownObjectiveIsAnErrorAtItsLine() throws {
    let report = try runNotebook(
      """
      ```presslab sweep
      id: s
      definition: |
        model: spring
        parameters:
          duration: [0.2, 0.3]
          bounce: 0
      ```

      ```presslab recommend
      sweep: s
      minimize: [settle]
      ```
      """)
    let failure = try #require(report.record("cell-2")?.failure)
    #expect(failure.message.hasPrefix("the sweep has no column 'settle' (it has: duration, "), "\(failure.message)")
    // Line 12, the `minimize:` key (it was the cell's fence, line 10).
    #expect(failure.location.line == 12 && failure.location.column == 1, "\(failure.location)")
  }
}
