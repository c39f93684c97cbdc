import Foundation
import Testing
import TextFormats

@testable import Cells
@testable import Execution
@testable import ReportModel

/// A faster touch-down pick moves only the button's group: seed 001's shadow (its own 100 ms
/// easeIn) then goes on after the button is fully pressed. The times are worked out here from
/// easeIn's control points (0.42, 0, 1, 1): 20 pt of travel each, ½ device px on a 3× screen.
@Suite struct PressTrailingTests {
  /// easeIn's progress at `x` of its duration: x(u) solved by bisection, then y(u).
  static func easeIn(_ x: Double) -> Double {
    func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double { 3 * u * (1 - u) * (1 - u) * p1 + 3 * u * u * (1 - u) * p2 + u * u * u }
    if x >= 1 { return 1 }
    var lo = 0.0, hi = 1.0
    for _ in 0..<80 {
      let mid = (lo + hi) / 2
      if bezier(mid, 0.42, 1) < x { lo = mid } else { hi = mid }
    }
    return bezier((lo + hi) / 2, 0, 1)
  }

  /// The first 120 Hz frame from which 20 pt pressed over `duration` on easeIn stays within ½ px.
  static func fullyPressed(duration: Double) -> Double {
    let frames = (0...240).map { k in 20 * (1 - easeIn(Double(k) / 120 / duration)) * 3 }
    let last = frames.lastIndex { $0 > 0.5 } ?? -1
    return Double(last + 1) / 120
  }

  func run(durations: String) throws -> (metrics: JSONValue, prose: String) {
    let sweep = "model: uikit-curve\nwindow: 1.0\nparameters:\n  duration: \(durations)\n  curve: [easeIn]\n  scale: [0.8]\nmetrics: [overshoot_px, settle_time_px]"
    let report = try runNotebook(PressDecisionTests.notebook(sweep: sweep, recommend: "preset: pressable-material\nphase: press"))
    let record = try #require(report.record("pick"))
    #expect(record.status == .ok, "\(record.failure?.message ?? "")")
    return (record.metrics, PressDecisionTests.prose(record))
  }

  @Test func aShadowLeftOnItsOwnCurveIsFlagged() throws {
    let (metrics, prose) = try run(durations: "[0.05, 0.1]")
    let winner = PressDecisionTests.member(metrics, "winner")
    let duration = try #require(PressDecisionTests.number(PressDecisionTests.member(winner, "duration")))
    #expect(duration < 0.09, "the pick is the faster press: \(duration)")
    let trailing = try #require(PressDecisionTests.member(metrics, "trailing"), "no trailing layer in \(metrics)")
    #expect(PressDecisionTests.member(trailing, "property") == .string("shadow_offset_y"))
    // (the press report reads its moments between frames too: to the millisecond)
    let shadow = Self.fullyPressed(duration: 0.1), button = Self.fullyPressed(duration: duration)
    #expect(shadow - button > 1.0 / 120)
    #expect(abs((PressDecisionTests.number(PressDecisionTests.member(trailing, "fully_pressed")) ?? -1) - shadow) < 1e-3)
    #expect(abs((PressDecisionTests.number(PressDecisionTests.member(trailing, "button_fully_pressed")) ?? -1) - button) < 1e-3)
    // Said in the chapter's verdict, with the numbers results.json holds (checked above).
    let ends = try #require(PressDecisionTests.number(PressDecisionTests.member(trailing, "fully_pressed")))
    let mainEnds = try #require(PressDecisionTests.number(PressDecisionTests.member(trailing, "button_fully_pressed")))
    let trails = "⚠ its shadow offset y trails: fully pressed at \(NumberText.milliseconds(ends)), "
      + "\(NumberText.milliseconds(ends - mainEnds)) after the button (\(NumberText.milliseconds(mainEnds)))"
    #expect(prose.contains(trails), "\(prose)")
  }

  @Test func aShadowThatKeepsUpIsNotFlagged() throws {
    let (metrics, prose) = try run(durations: "[0.1]")
    #expect(PressDecisionTests.member(metrics, "trailing") == nil)
    #expect(!prose.contains("trails"), "\(prose)")
  }
}
