import CurveAnalysis
import Curves
import Testing

@testable import Sweeps

/// Springs scored by the closed form (`ClosedFormFrames`: a few frames around the peak and the
/// band's last crossing) give every value of the walk over every frame to the last bit, near ζ = 1,
/// cut off by the removal or the window, at tiny and huge stiffness, with few frames per swing.
@Suite struct ClosedFormFramesTests {
  static let metrics = "[overshoot_pct, overshoot_px, peak_time, settle_time, settle_time_px, frames_to_settle, end_jump_px, oscillations]"

  static let definitions: [String] = [
    """
    model: uikit-spring
    fps: 120
    window: 1.5
    parameters:
      duration: [0.01, 0.05, 0.12, 0.3, 0.61, 0.9, 1.4, 3]
      damping: [0.02, 0.08, 0.3, 0.55, 0.9, 0.99, 0.9999, 1]
      velocity: [0, 0.4, 3, 9, 40]
      scale: [0.9, 0.97]
    metrics: \(metrics)
    """,
    """
    model: uikit-spring
    fps: 60
    window: 0.3
    parameters:
      duration: {from: 0.12, to: 0.9, count: 7}
      damping: {from: 0.08, to: 1.0, count: 9}
      velocity: [0, 5]
    metrics: \(metrics)
    """,
    """
    model: spring
    fps: 120
    window: 2
    parameters:
      duration: [0.01, 0.02, 0.05, 0.1, 0.33, 1, 4]
      bounce: [-0.9, -0.5, -0.001, 0, 0.0001, 0.001, 0.3, 0.7, 0.9, 0.99, 1]
      velocity: [0, 2, 30]
    metrics: \(metrics)
    """,
    """
    model: ca-spring
    fps: 120
    window: 2
    parameters:
      stiffness: [0.5, 50, 333, 1000, 1e4, 1e6]
      damping: [0, 0.01, 5, 20, 44.7, 60, 400]
      mass: [0.2, 1, 3]
    metrics: \(metrics)
    """,
    """
    model: spring
    parameters:
      duration: {from: 0.1, to: 1.0, count: 30}
      bounce: {from: -0.5, to: 0.9, count: 30}
    metrics: [overshoot_px]
    """,
  ]

  static func bits(_ plan: SweepPlan) throws -> [UInt64] {
    var bits: [UInt64] = []
    try Sweep.run(plan, threads: 2, blockSize: 700) { bits += $0.values.map(\.bitPattern) }
    return bits
  }

  @Test(arguments: definitions.indices)
  func closedFormIsTheWalksBits(_ index: Int) throws {
    let definition = try SweepDefinition.parse(text: Self.definitions[index], file: "closed.yaml")
    let fast = SweepPlan(definition)
    let walked = SweepPlan(definition, closedForm: false)
    #expect(fast.closedForm != nil && walked.closedForm == nil)
    let (fastBits, walkedBits) = (try Self.bits(fast), try Self.bits(walked))
    let first = fastBits.indices.first { $0 >= walkedBits.count || fastBits[$0] != walkedBits[$0] }
    #expect(first == nil, "row \((first ?? 0) / fast.rowWidth), column \((first ?? 0) % fast.rowWidth)")
    #expect(fastBits.count == definition.pointCount * fast.rowWidth && fastBits == walkedBits)
  }

  /// Most springs of a designer's grid are decided by the closed form (else the test above
  /// would compare the walk with itself).
  @Test func mostSpringsTakeTheClosedForm() throws {
    for workload in [SweepWorkload.w2UIKit, .w2SwiftUI, .w2CA] {
      let plan = SweepPlan(try workload.definition())
      let needs = try #require(plan.closedForm)
      var solved = 0, tried = 0
      for point in stride(from: 0, to: 1_000_000, by: 997) {
        guard let built = plan.springPoints?.spring(point, plan) else { continue }
        let spring = PointSpring.built(built)
        guard let kernel = plan.kernelSpring(point, spring) else { continue }
        tried += 1
        if plan.closedFormScore(WalkedSpring(group: point..<point + 1, kernel: kernel, spring: spring), needs) != nil { solved += 1 }
      }
      #expect(tried > 900 && Double(solved) > 0.9 * Double(tried), "\(workload.rawValue): \(solved) of \(tried)")
    }
  }

  /// Against every frame of the closed form, walked here: the largest frame, the last outside each
  /// band and the sign changes up to it.
  @Test func framesFoundAreThoseOfEveryFrame() throws {
    let settings = SpringFrameSettings(fps: 120, count: 241, band: 0.02)
    var checked = 0
    for omega0 in [3.0, 9.7, 31, 77, 200] {
      for zeta in [0.01, 0.05, 0.2, 0.5, 0.8, 0.97, 1, 1.3] {
        for v0 in [0.0, 1, 8, 60] {
          for snap in [nil, 40, 200] as [Int?] {
            let motion = SpringMotion(omega0: omega0, dampingRatio: zeta, velocity: v0)
            let spring = KernelSpring(motion: motion, snapSample: snap, endJump: 0)
            guard let frames = ClosedFormFrames(spring, settings: settings) else { continue }
            let x = (0...frames.last).map { motion.value(at: settings.time($0)) }
            for band in [0.02, 0.004, 0.3, 1.5] {
              let expected = x.indices.last { abs(x[$0] - 1) > band } ?? -1
              #expect(frames.lastOutside(band) == expected, "ω0 \(omega0) ζ \(zeta) v0 \(v0) snap \(String(describing: snap)) band \(band)")
              let crossings = FrameSummary.crossingsOfOne(x, before: expected + 1)
              #expect(expected < 0 || frames.crossings(upTo: expected) == crossings, "ω0 \(omega0) ζ \(zeta) v0 \(v0)")
            }
            if let peak = frames.peakFrame(), !frames.isMonotone {
              #expect(peak == x.indices.max { x[$0] < x[$1] }, "ω0 \(omega0) ζ \(zeta) v0 \(v0)")
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked > 100)
  }
}
