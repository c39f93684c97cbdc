#if canImport(Glibc)
  import Glibc
#endif
import CurveAnalysis
import Curves
import Testing
import _TestSupport

#if canImport(Glibc)
  import Glibc
#endif

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
    // Critically damped (ζ ≥ 1 without overdamping) with velocities below and above ω0.
    """
    model: ca-spring
    fps: 120
    window: 2
    parameters:
      stiffness: [1, 50, 333, 1000, 1e4]
      damping: [2, 20, 63.2455532033676, 100, 400]
      velocity: [0, 0.5, 3, 40, 200]
    metrics: \(metrics)
    """,
    // Zeros of e less than a frame apart: without `oscillations` the closed form still decides.
    """
    model: spring
    fps: 60
    window: 0.5
    parameters:
      duration: [0.004, 0.007, 0.011, 0.016, 0.025, 0.04]
      bounce: [0, 0.2, 0.6, 0.95]
      velocity: [0, 4, 50]
    metrics: [overshoot_pct, overshoot_px, peak_time, settle_time, settle_time_px, frames_to_settle, end_jump_px]
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
      // Before, the walk took 8.5 % of W2-uikit's springs (those removed before their first peak,
      // damping ≥ 0.93; damping 1 with a velocity; 2–3 radians a frame), 4.5 % of W2-ca's, 1.8 % of W2-swiftui's.
      #expect(tried > 900 && Double(solved) > 0.985 * Double(tried), "\(workload.rawValue): \(solved) of \(tried)")
    }
  }

  /// Against every frame of the closed form, walked here: the largest frame, the last outside each
  /// band and the sign changes up to it.
  @Test func framesFoundAreThoseOfEveryFrame() throws {
    let settings = SpringFrameSettings(fps: 120, count: 241, band: 0.02)
    var checked = 0
    for omega0 in [3.0, 9.7, 31, 77, 200, 330, 700] {
      for zeta in [0.01, 0.05, 0.2, 0.5, 0.8, 0.97, 1, 1.3] {
        for v0 in [0.0, 1, 8, 60] {
          for snap in [nil, 40, 200] as [Int?] {
            let motion = SpringMotion(omega0: omega0, dampingRatio: zeta, velocity: v0)
            let spring = KernelSpring(motion: motion, snapSample: snap, endJump: 0)
            // Up to 2.75 radians a frame with crossings counted, 5.8 without.
            let counts = omega0 < 500
            guard var frames = ClosedFormFrames(spring, settings: settings, countsCrossings: counts) else { continue }
            let x = (0...frames.last).map { motion.value(at: settings.time($0)) }
            for band in [0.02, 0.004, 0.3, 1.5] {
              let expected = x.indices.last { abs(x[$0] - 1) > band } ?? -1
              let found = frames.lastOutside(band)
              #expect(found == expected || (found == nil && omega0 > 300), "ω0 \(omega0) ζ \(zeta) v0 \(v0) snap \(String(describing: snap)) band \(band)")
              let crossings = FrameSummary.crossingsOfOne(x, before: expected + 1)
              #expect(!counts || expected < 0 || frames.crossings(upTo: expected) == crossings, "ω0 \(omega0) ζ \(zeta) v0 \(v0)")
            }
            // Frames after the removal read the target, 1.
            let drawn = x + [Double](repeating: 1, count: settings.count - 1 - frames.last)
            if !frames.isMonotone, let (peak, top) = frames.peakFrame({ drawn[$0] }) {
              #expect(peak == drawn.indices.max { drawn[$0] < drawn[$1] } && top == drawn[peak], "ω0 \(omega0) ζ \(zeta) v0 \(v0)")
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked > 100)
  }

  /// The sign changes up to a band's last frame outside, counted from e's sign there as the band
  /// search left it, are those counted from the phase of e's zeros (atan2), over random swinging
  /// springs, frame rates and bands; and the sign decides for nearly all of them.
  @Test func crossingsFromTheSignAreThoseFromThePhase() {
    var rng = SeededGenerator(state: 0xC0_55E5)
    var compared = 0, bySign = 0
    for _ in 0..<30_000 {
      let fps = [60.0, 120, 240].randomElement(using: &rng)!
      let settings = SpringFrameSettings(fps: fps, count: Int(2 * fps) + 1, band: 0.02)
      let omega0 = exp(rng.uniform(log(2)...log(300)))
      let motion = SpringMotion(omega0: omega0, dampingRatio: rng.uniform(0.005...0.99), velocity: rng.uniform(0...30))
      guard var frames = ClosedFormFrames(KernelSpring(motion: motion, snapSample: nil, endJump: 0), settings: settings)
      else { continue }
      for band in [0.02, rng.uniform(1e-4...0.5)] {
        guard let last = frames.lastOutside(band), last > 0 else { continue }
        #expect(frames.crossings(upTo: last) == frames.crossingsByPhase(upTo: last), "ω0 \(omega0) \(motion) band \(band)")
        compared += 1
        if frames.exit.frame == last || frames.memo.value(last) != nil { bySign += 1 }
      }
    }
    #expect(compared > 30_000 && Double(bySign) > 0.95 * Double(compared), "\(bySign) of \(compared) by the sign")
  }

  /// A swinging spring's stretch (or a monotone spring's frames) stepped through frame by frame
  /// (`lastOfHead`) ends where the bisection of exact frames ends, and where every frame says, over
  /// random springs (critically and over-damped too), frame rates, windows, removals and bands
  /// (from far below the settle band to above the first swing), two bands a spring.
  @Test func steppedStretchIsTheBisection() {
    var rng = SeededGenerator(state: 0x5EED_BA2D)
    var decided = 0
    for trial in 0..<30_000 {
      let omega0 = exp(rng.uniform(log(0.5)...log(900)))
      let zeta = trial % 8 == 7 ? [1, 1, rng.uniform(1...4)][trial % 3]
        : [0.0005, 0.01, 0.1, 0.5, 0.9, 0.99, 0.9999][trial % 7] * rng.uniform(0.5...1)
      let v0 = trial % 3 == 0 ? 0 : exp(rng.uniform(log(0.01)...log(80)))
      let settings = SpringFrameSettings(fps: [30, 60, 120, 240][trial % 4], count: Int(rng.uniform(2...400)), band: 0.02)
      let snap = trial % 5 == 0 ? Int(rng.uniform(1...Double(settings.count + 20))) : nil
      let motion = SpringMotion(omega0: omega0, dampingRatio: zeta, velocity: v0)
      let spring = KernelSpring(motion: motion, snapSample: snap, endJump: 0)
      guard var stepped = ClosedFormFrames(spring, settings: settings, countsCrossings: trial % 2 == 0) else { continue }
      var bisected = stepped
      // Two bands: the second steps with the steps the first made.
      for _ in 0..<2 {
        let band = exp(rng.uniform(log(1e-6)...log(0.9)))
        let found = stepped.lastOutside(band)
        #expect(found == bisected.lastOutside(band, guided: false), "ω0 \(omega0) ζ \(zeta) v0 \(v0) band \(band)")
        guard let found else { continue }
        let expected = (0...stepped.last).last { abs(motion.value(at: settings.time($0)) - 1) > band } ?? -1
        #expect(found == expected, "ω0 \(omega0) ζ \(zeta) v0 \(v0) band \(band)")
        decided += 1
      }
    }
    #expect(decided > 40_000)
  }

  /// The larger of the two frames around the first peak, told from the expansion there without
  /// evaluating the other, is the one evaluating both finds, over many random springs at the frame
  /// rates and windows sweeps use; and it is told for most of them.
  @Test func largerFrameToldIsTheOneEvaluated() throws {
    var random = SeededGenerator(state: 0x1A26_E5F0)
    var springs = 0, told = 0
    for _ in 0..<40_000 {
      let fps = [60.0, 120, 240].randomElement(using: &random)!
      let settings = SpringFrameSettings(fps: fps, count: Int(2 * fps) + 1, band: 0.02)
      let omega0 = exp(Double.random(in: log(2.0)...log(400.0), using: &random))
      let zeta = Double.random(in: 0.001..<1, using: &random)
      let v0 = Bool.random(using: &random) ? 0 : Double.random(in: 0...20, using: &random)
      let motion = SpringMotion(omega0: omega0, dampingRatio: zeta, velocity: v0)
      guard var frames = ClosedFormFrames(KernelSpring(motion: motion, snapSample: nil, endJump: 0), settings: settings,
                                          countsCrossings: false, readsSettle: false)
      else { continue }
      var reads = 0
      let x = { (k: Int) -> Double in reads += 1; return motion.value(at: settings.time(k)) }
      let both = frames.peakFrame(tellsLarger: false, x)
      reads = 0
      let one = frames.peakFrame(x)
      #expect(one?.frame == both?.frame && one?.value == both?.value, "ω0 \(omega0) ζ \(zeta) v0 \(v0) fps \(fps)")
      springs += 1
      if one != nil && reads == 1 { told += 1 }
    }
    #expect(springs > 30_000 && Double(told) > 0.5 * Double(springs), "told \(told) of \(springs)")
  }

  /// e at the first extremum from ψ's sine and cosine is the closed form's e at t_0 to rounding,
  /// and t_0 is an extremum (e′ = 0 there, e at most as large a hundredth of a swing either side),
  /// over random springs released from rest and pushed.
  @Test func firstExtremumIsTheClosedFormsAtT0() throws {
    var random = SeededGenerator(state: 0xF125_7E11)
    for _ in 0..<20_000 {
      let omega0 = exp(Double.random(in: log(2.0)...log(2000.0), using: &random))
      let zeta = Double.random(in: 0.001..<1, using: &random)
      let v0 = Bool.random(using: &random) ? 0 : exp(Double.random(in: log(0.01)...log(200.0), using: &random))
      let motion = SpringMotion(omega0: omega0, dampingRatio: zeta, velocity: v0)
      guard case .underdamped(let sigma, let omegaD, let b) = motion.regime else { continue }
      let w2 = sigma * sigma + omegaD * omegaD
      let cosine = w2 - sigma * v0, sine = v0 * omegaD
      let psi = v0 == 0 ? 0 : atan2(sine, cosine)
      let t0 = (.pi - psi) / omegaD
      let first = ClosedFormFrames.firstExtremum(motion, sigma: sigma, omegaD: omegaD, b: b, psi: psi, sine, cosine)
      let direct = motion.deviation(at: t0)
      #expect(abs(first - direct) <= 1e-13 * max(1, abs(direct)), "ω0 \(omega0) ζ \(zeta) v0 \(v0)")
      let step = 0.01 * .pi / omegaD
      #expect(first > 0 && motion.deviation(at: t0 - step) < first && motion.deviation(at: t0 + step) < first)
    }
  }

  /// W2-uikit's reading of a spring (its peak, the band and the pixel band) evaluates each frame
  /// once: the two bands share the frames both ask for, and a stretch's end frames are not evaluated
  /// again by its bisection (about 20 evaluations a spring before).
  @Test func w2UIKitEvaluatesFewFrames() throws {
    let plan = SweepPlan(try SweepWorkload.w2UIKit.definition())
    var springs = 0, evaluated = 0
    for point in stride(from: 0, to: 1_000_000, by: 997) {
      guard let built = plan.springPoints?.spring(point, plan), let kernel = plan.kernelSpring(point, .built(built)),
        var frames = ClosedFormFrames(kernel, settings: plan.frameSettings)
      else { continue }
      var reads = 0
      guard frames.peakFrame({ reads += 1; return SpringPoints.value(built, at: plan.frameSettings.time($0)) }) != nil
      else { continue }
      _ = frames.lastOutside(plan.frameSettings.band)
      _ = frames.lastOutside(plan.settings(point).pixelBand)
      springs += 1
      evaluated += frames.evaluated + reads
    }
    #expect(springs > 900 && Double(evaluated) < 10 * Double(springs), "\(evaluated) frames for \(springs) springs")
  }
}
