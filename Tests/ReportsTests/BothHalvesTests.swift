import Curves
import Foundation
import Testing
import TextFormats

@testable import Cells
@testable import Execution
@testable import ReportModel

/// `phase: both`: the release springs back from where the touch-down pick took the button, so
/// its pixel metrics are read over that depth's travel (160 pt at 3×: 160 · (1 − s) / 2 · 3 px),
/// worked out here from the pick's curve sampled at 120 Hz, not at the button's own 0.9.
@Suite struct BothHalvesTests {
  static let sweep = """
    model: uikit-spring
    window: 1.0
    button: {width: 160, screen_scale: 3}
    parameters:
      damping: [0.5, 0.7, 1]
      duration: [0.05, 0.1, 0.2]
      velocity: [0]
      scale: [0.8, 0.9]
    metrics: [overshoot_px, settle_time_px, end_jump_px]
    """

  /// Overshoot and settle time (½ px) of `curve` pressed to `scale`, on 120 Hz frames over 1 s.
  static func read(_ curve: Curve, scale: Double) -> (overshoot: Double, settle: Double) {
    let travel = 160 * (1 - scale) / 2 * 3
    let px = (0...120).map { k in (curve.value(at: Double(k) / 120) - 1) * travel }
    let last = px.lastIndex { abs($0) > 0.5 } ?? -1
    return (max(0, px.max()!), Double(last + 1) / 120)
  }

  @Test func theReleaseIsJudgedAtThePressPicksDepth() throws {
    let report = try runNotebook(
      PressDecisionTests.notebook(sweep: Self.sweep, recommend: "preset: shrink-grow\nphase: both\nprefer: snappiest\nminimize: [settle_time_px, overshoot_px]"))
    let record = try #require(report.record("pick"))
    #expect(record.status == .ok, "\(record.failure?.message ?? "")")
    let pressWinner = PressDecisionTests.member(PressDecisionTests.member(record.metrics, "press"), "winner")
    let depth = try #require(PressDecisionTests.number(PressDecisionTests.member(pressWinner, "scale")))
    #expect(abs(depth - 0.9) > 1e-9, "the press pick goes deeper than the button's own 0.9: \(depth)")
    let winner = PressDecisionTests.member(PressDecisionTests.member(record.metrics, "release"), "winner")
    if let scale = PressDecisionTests.number(PressDecisionTests.member(winner, "scale")) { #expect(abs(scale - depth) < 1e-9) }
    func parameter(_ name: String) throws -> String { NumberText.parameter(try #require(PressDecisionTests.number(PressDecisionTests.member(winner, name)))) }
    let curve = try Curve(
      try CurveSpec.parse(model: "uikit-spring", parameters: [("duration", try parameter("duration")), ("damping", try parameter("damping")), ("velocity", try parameter("velocity"))]))
    let atDepth = Self.read(curve, scale: depth), atOwn = Self.read(curve, scale: 0.9)
    let overshoot = try #require(PressDecisionTests.number(PressDecisionTests.member(winner, "overshoot_px")))
    let settle = try #require(PressDecisionTests.number(PressDecisionTests.member(winner, "settle_time_px")))
    #expect(abs(overshoot - atDepth.overshoot) < 1e-6, "overshoot \(overshoot) px; at \(depth) \(atDepth.overshoot), at 0.9 \(atOwn.overshoot)")
    #expect(abs(settle - atDepth.settle) < 1e-9, "settle \(settle) s; at \(depth) \(atDepth.settle), at 0.9 \(atOwn.settle)")
    // The pick's numbers over the two travels are not the same, so the depth is what decides them.
    #expect(atDepth.overshoot != atOwn.overshoot || atDepth.settle != atOwn.settle)
    // Page 1 reads the same numbers, and the chapter says which depth.
    let release = try #require(report.summaries.first { $0.preset == "shrink-grow" }?.decision)
    #expect(release.pick?.reading.settle == settle)
    let prose = PressDecisionTests.prose(record)
    #expect(prose.contains("The release is judged from the touch-down pick's depth, scale \(NumberText.significant(depth, digits: 4)) (the button now presses to 0.9)"), "\(prose)")
  }
}
