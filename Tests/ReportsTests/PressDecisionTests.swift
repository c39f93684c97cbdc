import CurveAnalysis
import Foundation
import NotebookFormat
import Plotting
import Testing
import TextFormats

@testable import Cells
@testable import Execution
@testable import ReportModel

/// `recommend` cells with `phase: press`: the touch-down decided by the press rule, its depth map,
/// its quick taps, and the bad input it refuses. Checked against the sweep's own table and
/// against numbers worked out here from the curves' definitions.
@Suite struct PressDecisionTests {
  static func notebook(sweep: String, recommend: String) -> String {
    """
    ---
    title: press
    ---

    ```presslab sweep
    id: down
    definition: |
    \(sweep.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
    ```

    ```presslab recommend
    id: pick
    sweep: down
    \(recommend)
    ```

    ```presslab curve
    id: after
    curves:
      - {model: uikit-spring, duration: 0.3, damping: 0.7}
    ```
    """
  }

  static let grow = """
    model: uikit-curve
    window: 1.0
    button: {width: 160, screen_scale: 3}
    parameters:
      duration: [0.05, 0.1, 0.2, 0.3]
      curve: [easeInOut, easeOut]
      scale: [0.85, 0.9, 0.95, 0.998]
    metrics: [overshoot_px, settle_time_px]
    """

  static func member(_ json: JSONValue?, _ key: String) -> JSONValue? {
    guard case .object(let members)? = json else { return nil }
    return members.first { $0.0 == key }?.1
  }

  static func number(_ json: JSONValue?) -> Double? {
    if case .number(let x)? = json { return x }
    if case .integer(let n)? = json { return Double(n) }
    return nil
  }

  /// The CSV of a sweep as rows of column → number.
  static func rows(_ csv: String) -> [[String: Double]] {
    let lines = csv.split(separator: "\n").filter { !$0.hasPrefix("#") }
    let header = lines[0].split(separator: ",").map { String($0).replacing("\"", with: "") }
    return lines.dropFirst().map { line in
      var row: [String: Double] = [:]
      for (name, cell) in zip(header, line.split(separator: ",", omittingEmptySubsequences: false)) { row[name] = Double(cell) }
      return row
    }
  }

  /// The record's paragraphs as a reader sees them.
  static func prose(_ record: CellRecord) -> String {
    record.outputs.compactMap { item -> String? in
      if case .block(.paragraph(let inlines)) = item { return inlines.plainText } else { return nil }
    }.joined(separator: "\n")
  }

  /// The pick is the deepest press the constraints allow that is fully pressed within 100 ms
  /// without a visible overshoot, and the soonest among those; the cover's line says when it is.
  @Test func thePressPickIsTheDeepestFullyPressedInTime() throws {
    let report = try runNotebook(Self.notebook(sweep: Self.grow, recommend: "preset: shrink-grow\nphase: press\nconstraints:\n  scale: {min: 0.9}\nminimize: [settle_time_px, overshoot_px]"))
    let record = try #require(report.record("pick"))
    #expect(record.status == .ok, "\(record.failure?.message ?? "")")
    let table = Self.rows(try #require(report.record("down")?.csv))
    let reached = table.filter { ($0["scale"] ?? 0) >= 0.9 && ($0["settle_time_px"] ?? .infinity) <= 0.1 && ($0["overshoot_px"] ?? .infinity) < 0.5 }
    let deepest = try #require(reached.map { $0["scale"]! }.min())
    let soonest = try #require(reached.filter { $0["scale"] == deepest }.map { $0["settle_time_px"]! }.min())
    let winner = Self.member(record.metrics, "winner")
    #expect(Self.number(Self.member(winner, "scale")) == deepest)
    let settle = try #require(Self.number(Self.member(winner, "settle_time_px")))
    #expect(settle <= soonest + 1e-9 && settle <= 0.1)
    #expect(Self.member(record.metrics, "phase") == .string("press"))
    let press = try #require(report.summaries.first { $0.preset == "shrink-grow" }?.press)
    #expect(press.phase == "touch-down")
    // Page 1's call leaves the depth to the verdict.
    #expect(press.verdict == "before a quick tap lifts (100 ms); scale \(NumberText.significant(deepest, digits: 4))", "\(press.verdict)")
    #expect(Self.prose(record).contains("Verdict: reaches full press in \(NumberText.milliseconds(settle)), before a quick tap lifts (100 ms)"), "\(Self.prose(record))")
    #expect(press.pick?.reading.settle == settle)
    #expect(report.record("after")?.status == .ok)
  }

  /// Too short a contact time for any press: the fastest without a visible overshoot instead, and
  /// the verdict says the press is still going when a quick tap lifts.
  @Test func aContactTimeNoPressMeetsSaysSo() throws {
    let report = try runNotebook(Self.notebook(sweep: Self.grow, recommend: "preset: shrink-grow\nphase: press\ncontact_time: 0.02"))
    let press = try #require(report.summaries.first { $0.preset == "shrink-grow" }?.press)
    #expect(press.verdict.hasPrefix("after a quick tap (20 ms) lifts"), "\(press.verdict)")
    let prose = Self.prose(try #require(report.record("pick")))
    #expect(prose.contains("after a quick tap (20 ms) has lifted"), "\(prose)")
    #expect(press.ruleStatement.contains("within 20 ms"))
  }

  /// The depth map hatches exactly the depths whose edge moves less than the notebook's
  /// `visible_px`, ½ px unset (160 pt at 3×: 160 · (1 − s) / 2 · 3 < 0.5), marks the pick, and
  /// draws the contact time.
  @Test func theDepthMapShowsWhereAPressIsSeen() throws {
    let report = try runNotebook(Self.notebook(sweep: Self.grow, recommend: "preset: shrink-grow\nphase: press"))
    let record = try #require(report.record("pick"))
    let figure = try #require(record.figures.first { $0.id == "pick-press-depth" })
    let map = try #require((figure.drawing as? ChartFigure<Heatmap>)?.chart)
    let hidden = try #require(map.excluded)
    for (c, s) in map.xValues.enumerated() {
      let invisible = 160 * (1 - s) / 2 * 3 < 0.5
      for row in hidden { #expect(row[c] == invisible, "scale \(s)") }
    }
    #expect(hidden.joined().contains(true) && hidden.joined().contains(false))
    #expect(map.marks.contains { $0.label == "pick" } && map.marks.contains { $0.label == "now" })
    #expect(map.contours.map(\.level) == [0.1])
  }

  /// Seed 001's shadow restarts from an explicit 0 when the finger lifts: a quick tap at 50 ms cuts
  /// the press short by the shadow offset reached under easeIn (0.42, 0, 1, 1), worked out here.
  @Test func aQuickTapThatJumpsIsFlagged() throws {
    let sweep = "model: uikit-curve\nwindow: 1.0\nparameters:\n  duration: [0.05, 0.1]\n  curve: [easeIn]\n  scale: [0.8]\nmetrics: [overshoot_px, settle_time_px]"
    let report = try runNotebook(Self.notebook(sweep: sweep, recommend: "preset: pressable-material\nphase: press\nquick_taps: [0.05]"))
    let record = try #require(report.record("pick"))
    #expect(record.status == .ok, "\(record.failure?.message ?? "")")
    guard case .array(let taps)? = Self.member(record.metrics, "quick_taps"), let now = taps.first else { Issue.record("no quick taps"); return }
    // easeIn at half its 100 ms: x(u) = 0.5 solved by bisection, progress y(u).
    func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double { 3 * u * (1 - u) * (1 - u) * p1 + 3 * u * u * (1 - u) * p2 + u * u * u }
    var lo = 0.0, hi = 1.0
    for _ in 0..<80 {
      let mid = (lo + hi) / 2
      if bezier(mid, 0.42, 1) < 0.5 { lo = mid } else { hi = mid }
    }
    let y = bezier((lo + hi) / 2, 0, 1)
    let expected = 20 * (1 - y) * 3
    let jump = try #require(Self.number(Self.member(now, "jump_px")))
    #expect(abs(jump - expected) < 0.01, "jump \(jump) px, expected \(expected) px")
    #expect(Self.member(now, "cut_short") == .bool(true))
    #expect(abs((Self.number(Self.member(now, "pressed")) ?? -1) - y) < 0.01)
    let press = try #require(report.summaries.first { $0.preset == "pressable-material" }?.press)
    #expect(press.cutShort)
    #expect(press.quickTaps.first?.contains("shadow offset y jumps") == true, "\(press.quickTaps)")
  }

  /// A UIKit press is additive: a quick tap's release starts where the press got to, no flag.
  @Test func anAdditivePressIsNotCutShort() throws {
    let report = try runNotebook(Self.notebook(sweep: Self.grow, recommend: "preset: shrink-grow\nphase: press"))
    let press = try #require(report.summaries.first { $0.preset == "shrink-grow" }?.press)
    #expect(!press.cutShort)
    #expect(press.quickTaps.count == 2 && press.quickTaps.allSatisfy { $0.contains("the release starts from there") }, "\(press.quickTaps)")
  }
}

extension PressDecisionTests {
  /// `phase: both` decides the touch-down and the release from one sweep: both under their own
  /// headings, both in results.json, both on the button's cover line.
  @Test func bothHalvesFromOneSweep() throws {
    let sweep = """
      model: uikit-spring
      window: 1.0
      parameters:
        damping: [0.7, 1]
        duration: [0.05, 0.1, 0.2]
        velocity: [1]
        scale: [0.85, 0.9, 0.95]
      metrics: [overshoot_px, settle_time_px, end_jump_px]
      """
    let report = try runNotebook(Self.notebook(sweep: sweep, recommend: "preset: pebutton\nphase: both\nconstraints:\n  scale: {min: 0.9, max: 0.9}\nminimize: [settle_time_px, overshoot_px]"))
    let record = try #require(report.record("pick"))
    #expect(record.status == .ok, "\(record.failure?.message ?? "")")
    let headings = record.outputs.compactMap { item -> String? in if case .heading(_, let text) = item { return text } else { return nil } }
    #expect(headings == ["Touch-down", "Release"])
    #expect(Self.member(Self.member(record.metrics, "press"), "phase") == .string("press"))
    #expect(Self.member(Self.member(record.metrics, "release"), "rule") == .string("no-bounce"))
    let summary = try #require(report.summaries.first { $0.preset == "pebutton" })
    #expect(summary.press?.rule == "deepest in time" && summary.decision?.rule == "no bounce")
    // Figure ids stay unique: the touch-down's carry "-press".
    let ids = record.figures.map(\.id)
    #expect(Set(ids).count == ids.count && ids.contains("pick-press-pareto") && ids.contains("pick-pareto"), "\(ids)")
  }
}
