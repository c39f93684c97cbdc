import CurveAnalysis
import Curves
import Sweeps
import Testing
import _TestSupport

/// The sweep's SIMD spring kernel against the general frames reading (`Metrics.measure`), metric
/// by metric, for a few hundred random springs of the three spring models; and the general reading
/// against the definitions of FACTS.md §9 applied in plain loops to the same samples.
///
/// Frame indices (peak, settle, frames to settle) must be identical, except where the deciding
/// sample lies within rounding of a band edge, of a rise level, or ties another sample: those are
/// allowed explicitly and counted. Values read off samples (overshoot, undershoot, interpolated
/// rise crossings) agree to rounding: the kernel steps a recurrence, the general path evaluates
/// the closed form at every sample.
@Suite struct KernelAgreementTests {
  /// How close to an edge a sample must be for rounding to decide its side.
  static let rounding = 1e-12

  struct Case: CustomStringConvertible {
    var model: String
    var parameters: [(name: String, value: String)]
    var settings: MetricSettings
    var description: String {
      "\(model) " + parameters.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
        + " fps=\(settings.fps) window=\(settings.window) travel=\(settings.travelPoints)"
    }
  }

  /// `count` springs per model: ζ in (0, 1.5], ω0, velocity, press scale and frame rate at random;
  /// UIKit and Core Animation springs are removed after the window's last frame.
  static func cases(perModel count: Int, seed: UInt64 = 0x5EED, removedInside: Bool = false) -> [Case] {
    var rng = SeededGenerator(state: seed)
    func uniform(_ a: Double, _ b: Double) -> Double { Double.random(in: a...b, using: &rng) }
    var cases: [Case] = []
    for model in ["spring", "ca-spring", "uikit-spring"] {
      for _ in 0..<count {
        let zeta = 1.5 - uniform(0, 1.5 - 1e-3)  // (0, 1.5]
        let omega0 = uniform(6, 80)
        let velocity = uniform(-8, 20)
        let scale = uniform(0.85, 0.98)
        let fps = [60.0, 120, 120, 90][Int.random(in: 0..<4, using: &rng)]
        var window = uniform(0.5, 2.5)
        var parameters: [(name: String, value: String)]
        switch model {
        case "spring":
          parameters = [("stiffness", "\(omega0 * omega0)"), ("damping", "\(2 * zeta * omega0)"), ("velocity", "\(velocity)")]
        case "ca-spring":
          parameters = [
            ("stiffness", "\(omega0 * omega0)"), ("damping", "\(2 * zeta * omega0)"), ("velocity", "\(velocity)"),
            ("allowsOverdamping", "true"), ("duration", "\(removedInside ? window * uniform(0.05, 0.95) : window + 0.25)"),
          ]
        default:
          // UIKit picks ω0 from the duration; the window ends before the spring is removed, or
          // after it (the value snaps to 1 inside the window).
          let duration = uniform(0.3, 1.5)
          window = duration * (removedInside ? uniform(1.05, 3) : uniform(0.5, 0.95))
          parameters = [("duration", "\(duration)"), ("damping", "\(zeta)"), ("velocity", "\(velocity)")]
        }
        let settings = MetricSettings(
          band: 0.02, travelPoints: 200 * (1 - scale) / 2, screenScale: 3, fps: fps, window: window)
        cases.append(Case(model: model, parameters: parameters, settings: settings))
      }
    }
    return cases
  }

  /// Allowances made, by kind: each names a sample rounding could put on either side.
  struct Allowances {
    var bandEdge = 0, riseLevel = 0, peakTie = 0
  }

  /// Compares one metric; an unequal index is accepted only when every sample between the two
  /// answers lies within rounding of the edge that decides it.
  static func agree(
    _ metric: Metric, _ a: Double?, _ b: Double?, curve: Curve, settings: MetricSettings,
    allowances: inout Allowances
  ) -> Bool {
    let fps = settings.fps
    let count = settings.frameTimes.count
    func x(_ k: Int) -> Double { curve.value(at: Double(k) / fps) }
    switch metric {
    case .settleTime, .settleTimePx, .framesToSettle:
      if a == b { return true }
      let band = metric == .settleTimePx ? settings.pixelBand : settings.band
      let scale = metric == .framesToSettle ? 1 : fps
      let ka = a.map { Int(($0 * scale).rounded()) } ?? count
      let kb = b.map { Int(($0 * scale).rounded()) } ?? count
      // The last sample outside is ka − 1 for one reading, kb − 1 for the other: the samples
      // from min(ka, kb) to max(ka, kb) − 1 are inside for one and outside for the other, so
      // each must sit on the band's edge.
      let edge = (Swift.min(ka, kb)..<Swift.max(ka, kb)).allSatisfy { k in
        abs(abs(x(k) - 1) - band) <= rounding
      }
      if edge { allowances.bandEdge += 1 }
      return edge
    case .peakTime:
      if a == b { return true }
      guard let a, let b else {
        // Overshoot within rounding of zero: one reading sees a peak, the other none.
        let tie = abs(curve.value(at: a ?? b!) - 1) <= rounding
        if tie { allowances.peakTie += 1 }
        return tie
      }
      let tie = abs(curve.value(at: a) - curve.value(at: b)) <= rounding
      if tie { allowances.peakTie += 1 }
      return tie
    case .riseTime:
      switch (a, b) {
      case (nil, nil): return true
      case (let a?, let b?) where abs(a - b) <= 1e-9: return true
      default:
        // A level crossed at a sample within rounding of 0.1 or 0.9.
        let onLevel = (0..<count).contains { k in
          abs(x(k) - 0.1) <= rounding || abs(x(k) - 0.9) <= rounding
        }
        if onLevel { allowances.riseLevel += 1 }
        return onLevel
      }
    case .oscillations:
      if a == b { return true }
      // The count runs to the last sample outside the band (on its edge, see above), and a sample
      // within rounding of 1 may count as a crossing for one reading only.
      let edge = (0..<count).contains { k in
        abs(x(k) - 1) <= rounding || abs(abs(x(k) - 1) - settings.band) <= rounding
      }
      if edge { allowances.bandEdge += 1 }
      return edge
    default:
      guard let a, let b else { return a == nil && b == nil }
      return abs(a - b) <= 1e-9 * Swift.max(1, abs(b))
    }
  }

  static func text(_ value: Double?) -> String { value.map { "\($0)" } ?? "none" }

  @Test(arguments: [false, true])
  func kernelEqualsGeneralFramesReadingOnEveryMetric(removedInside: Bool) throws {
    // UIKit and Core Animation springs removed before the window ends: the kernel's curve up to the
    // removal, exactly 1 after it, and the jump as one number.
    let cases = Self.cases(perModel: 110, removedInside: removedInside)
    let metrics = Metric.allCases.filter(\.isFrameSummaryMetric)
    #expect(metrics.count == 11, "every step metric")
    var snapped = 0
    var allowances = Allowances()
    var disagreements: [String] = []
    var settled = 0, unsettled = 0, overshooting = 0
    for c in cases {
      let curve = try Curve.make(model: c.model, parameters: c.parameters)
      let kernel = try #require(SpringFrames.metrics(curve, settings: c.settings), "kernel declined \(c)")
      let general = Metrics.measure(curve, reading: .frames, settings: c.settings)
      for metric in metrics {
        let a = metric.value(in: kernel), b = metric.value(in: general)
        if !Self.agree(metric, a, b, curve: curve, settings: c.settings, allowances: &allowances) {
          disagreements.append("\(metric): kernel \(Self.text(a)), general \(Self.text(b)) at \(c)")
        }
      }
      if general.endJumpPct > 0 { snapped += 1 }
      if general.settleTime != nil { settled += 1 } else { unsettled += 1 }
      if general.overshootPct > 0 { overshooting += 1 }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(5))")
    // The draw covers springs that settle, that do not, and that overshoot.
    #expect(settled > 30 && (removedInside || unsettled > 10) && overshooting > 30,
            "settled \(settled), unsettled \(unsettled), overshooting \(overshooting)")
    #expect(removedInside ? snapped > 150 : snapped == 0, "removed inside the window: \(snapped)")
    // Edge cases are rare: a handful at most among 3,300 comparisons.
    print("kernel agreement: \(cases.count) springs; allowed: band edge \(allowances.bandEdge), rise level \(allowances.riseLevel), peak ties \(allowances.peakTie)")
    #expect(allowances.bandEdge + allowances.riseLevel + allowances.peakTie <= 5,
            "band edge \(allowances.bandEdge), rise level \(allowances.riseLevel), peak ties \(allowances.peakTie)")
  }

  /// The general frames reading against FACTS.md §9 written out in plain loops over the same
  /// samples, so the shared formulas are checked too, not only that two paths agree.
  @Test func generalFramesReadingFollowsTheDefinitions() throws {
    for c in Self.cases(perModel: 30, seed: 0xF00D) {
      let curve = try Curve.make(model: c.model, parameters: c.parameters)
      let s = c.settings
      let x = s.frameTimes.map(curve.value(at:))
      let m = Metrics.measure(curve, reading: .frames, settings: s)
      let peak = x.max()!
      let over = max(0, peak - 1)
      #expect(m.overshootPct == 100 * over, "\(c)")
      #expect(m.undershootPct == 100 * max(0, -x.min()!), "\(c)")
      #expect(abs(m.overshootPx - over * s.travelPoints * s.screenScale) <= 1e-12, "\(c)")
      // The first local maximum within 1e-3 of the largest (equal maxima), else the largest.
      let firstPeak = x.indices.dropLast().first { i in
        x[i] >= peak - 1e-3 * max(1, abs(peak)) && (i == 0 || x[i] >= x[i - 1]) && x[i] >= x[i + 1]
      } ?? x.firstIndex(of: peak)!
      #expect(m.peakTime == (over > 0 ? Double(firstPeak) / s.fps : nil), "\(c)")
      func settle(_ band: Double) -> Double? {
        guard let last = x.lastIndex(where: { abs($0 - 1) > band }) else { return 0 }
        return last == x.count - 1 ? nil : Double(last + 1) / s.fps
      }
      #expect(m.settleTime == settle(s.band), "\(c)")
      #expect(m.settleTimePx == settle(0.5 / (s.travelPoints * s.screenScale)), "\(c)")
      #expect(m.framesToSettle == m.settleTime.map { Int(($0 * s.fps).rounded()) }, "\(c)")
      func reach(_ level: Double) -> Double? {
        guard let k = x.firstIndex(where: { $0 >= level }) else { return nil }
        return k == 0 ? 0 : (Double(k - 1) + (level - x[k - 1]) / (x[k] - x[k - 1])) / s.fps
      }
      let rise = reach(0.9).flatMap { t90 in reach(0.1).map { t90 - $0 } }
      #expect(m.riseTime == rise, "\(c)")
      #expect(m.endJumpPct == 0 && m.endJumpPx == 0, "removed after the window: no jump seen")
    }
  }
}
