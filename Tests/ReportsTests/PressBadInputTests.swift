import Foundation
import Testing

@testable import Cells
@testable import Execution
@testable import ReportModel

/// A press cell given what no press can be: a clear error at the cell's key, and the other cells run.
@Suite struct PressBadInputTests {
  /// Runs the notebook, then the failing cell's message and line, and whether every other cell ran.
  /// `keyLine(key, last)`: the notebook line of the first (or last) line whose text starts with `key:`.
  static func failure(_ recommend: String, scale: String = "[0.9, 0.95]", id: String = "pick") throws -> (message: String, line: Int, keyLine: (String, Bool) -> Int?, othersRan: Bool) {
    let text = PressDecisionTests.notebook(
      sweep: "model: uikit-curve\nwindow: 1.0\nparameters:\n  duration: [0.05, 0.1]\n  scale: \(scale)\nmetrics: [overshoot_px, settle_time_px]",
      recommend: recommend)
    let report = try runNotebook(text)
    let failed = try #require(report.record(id))
    #expect(failed.status != .ok, "\(id) ran")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let keyLine = { (key: String, last: Bool) -> Int? in
      let found = lines.indices.filter { lines[$0].drop(while: { $0 == " " }).hasPrefix(key + ":") }
      return (last ? found.last : found.first).map { $0 + 1 }
    }
    let others = report.records.filter { $0.id != id && !(id == "down" && $0.id == "pick") }
    return (failed.failure?.message ?? "", failed.failure?.location.line ?? 0, keyLine, others.allSatisfy { $0.status == .ok })
  }

  /// Every preset wires a phase to touch-down (the library refuses one that does not), so a preset
  /// without a press is one whose touch-down plays keyframes: the wobble, the shake.
  @Test(arguments: ["home-wobble", "pin-shake"])
  func aPresetWithoutAPress(preset: String) throws {
    let f = try Self.failure("preset: \(preset)\nphase: press")
    #expect(f.message.contains("preset '\(preset)' has none") && f.message.contains("keyframes"), "\(f.message)")
    #expect(f.line == f.keyLine("phase", false))
    #expect(f.othersRan)
  }

  @Test func aQuickTapBeyondThePress() throws {
    let f = try Self.failure("preset: shrink-grow\nphase: press\nquick_taps: [0.05, 0.5]")
    #expect(f.message.hasPrefix("'quick_taps'") && f.message.contains("100 ms") && f.message.contains("500 ms"), "\(f.message)")
    #expect(f.line == f.keyLine("quick_taps", false))
    #expect(f.othersRan)
  }

  /// Depth 1 is no press: the press cell names its sweep; 0 and more than 1 the sweep refuses itself.
  @Test func aDepthOfOne() throws {
    let f = try Self.failure("preset: shrink-grow\nphase: press", scale: "[0.9, 1]")
    #expect(f.message.contains("depth") && f.message.contains("'scale' takes 1"), "\(f.message)")
    #expect(f.line == f.keyLine("sweep", true))
    #expect(f.othersRan)
  }

  @Test(arguments: ["[0.9, 0]", "[0.9, 1.2]"])
  func aDepthOfZeroOrMoreThanOne(scale: String) throws {
    let f = try Self.failure("preset: shrink-grow\nphase: press", scale: scale, id: "down")
    #expect(f.message.contains("parameters.scale") || f.message.contains("press scale"), "\(f.message)")
    #expect(f.line == f.keyLine("scale", false))
    #expect(f.othersRan)
  }

  @Test func aDepthBoundOfOne() throws {
    let f = try Self.failure("preset: shrink-grow\nphase: press\nconstraints:\n  scale: {max: 1}")
    #expect(f.message.contains("press depth ('scale')") && f.message.contains("not 1"), "\(f.message)")
    #expect(f.line == f.keyLine("scale", true))
  }

  @Test func deepestIsAPressRule() throws {
    let f = try Self.failure("preset: shrink-grow\nprefer: deepest")
    #expect(f.message.contains("'deepest' is a press rule"), "\(f.message)")
    #expect(f.line == f.keyLine("prefer", false))
  }

  @Test func anUnknownPhase() throws {
    let f = try Self.failure("preset: shrink-grow\nphase: lift")
    #expect(f.message.contains("'phase' must be release, press or both"), "\(f.message)")
    #expect(f.line == f.keyLine("phase", false))
  }
}
