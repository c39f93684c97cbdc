import Curves

#if canImport(Glibc)
  import Glibc
#endif

/// A seeded coverage run: UIKit springs drawn with known parameters at 60 and 120 fps, with
/// 0.25 px of Gaussian noise, a dropped frame and an unknown start, fitted with every model; how
/// often the spring is the best model (or one the recording cannot tell from it) and how often
/// its 95 % intervals hold each parameter it was drawn with.
public enum FitCoverage {
  /// Duration, damping ratio, velocity: shrink-spring's release cut off mid-swing, softer and
  /// stiffer springs, a start against the motion.
  public static let springs: [(duration: Double, damping: Double, velocity: Double)] = [
    (0.3, 0.05, 1), (0.41, 0.62, 0), (0.5, 0.4, 2), (0.25, 0.8, 0), (0.6, 0.2, -1), (0.35, 0.3, 3),
  ]
  /// Device pixels per unit of scale: a 200-pt button at 3×.
  static let pixelsPerUnit = 300.0

  public struct Tally: Sendable {
    public var cases = 0, recovered = 0, parameters = 0, inside = 0
    /// Cases drawn where UIKit's 12 Newton steps do not converge (FACTS.md §1), and how many of
    /// them were recovered; they are not in `cases`.
    public var unconverged = 0, unconvergedRecovered = 0
    public var misses: [String] = []
    /// Cases recovered as an equivalent spring of another API.
    public var equivalents: [String] = []
  }

  /// `bootstrap` and `models` as `FitOptions` takes them: the bench's run fits every model and checks
  /// intervals with 20 refits; a test of what is counted, not of the intervals, may take fewer.
  public static func run(
    seeds: Int, solver: some LeastSquaresSolver, springs: [(duration: Double, damping: Double, velocity: Double)] = springs,
    bootstrap: Int = 20, models: [FitModel] = FitModel.all
  ) -> Tally {
    var tally = Tally()
    for (index, truth) in springs.enumerated() {
      for seed in 1...max(seeds, 1) {
        let start = 0.02 + 0.0123 * Double(seed % 8)
        let spec = CurveSpec(.uikitSpring(UIKitSpringParameters(duration: truth.duration, damping: truth.damping, velocity: truth.velocity)))
        guard let curve = try? Curve(spec) else { continue }
        var generator = SeededGenerator(seed: UInt64(1000 * index + seed))
        let fps = seed % 2 == 0 ? 60.0 : 120.0
        var times: [Double] = [], values: [Double] = []
        for i in 0..<Int((0.3 + 2 * truth.duration) * fps) where i != 7 + seed % 8 {
          let t = Double(i) / fps
          times.append(t)
          values.append(0.95 + 0.05 * curve.value(at: t - start) + 0.25 / pixelsPerUnit * gaussian(&generator))
        }
        let trace = Trace(source: "spring \(index) seed \(seed)", times: times, columns: [.init(name: "scale", values: values)])
        let options = FitOptions(pixelsPerUnit: pixelsPerUnit, bootstrap: bootstrap, seed: UInt64(seed), models: models)
        guard let result = Fitter.fit(trace, solver: solver, options: options).first else { continue }
        let ranked = [result.best] + result.tiedWithBest
        // Off the solver's root, UIKit draws a spring its neighbours do not (0.35 s, 0.3, 3:
        // ω0 3.5 rad/s; 52 at 0.345 s, 8.5 at 0.355 s): an isolated point no fit can walk to.
        guard curve.solverConverged != false else {
          tally.unconverged += 1
          tally.unconvergedRecovered += ranked.contains { $0.model == .uikitSpring } ? 1 : 0
          continue
        }
        tally.cases += 1
        guard let fit = ranked.first(where: { $0.model == .uikitSpring }) else {
          // The same motion drawn by another API, which the recording cannot tell from it.
          if let twin = ranked.first(where: { equivalent($0.model, to: truth, curve: curve) }) {
            tally.recovered += 1
            tally.equivalents.append("\(trace.source): \(twin.model.id)")
          } else {
            tally.misses.append("\(trace.source): best \(result.best.model.id)")
          }
          continue
        }
        tally.recovered += 1
        for (name, value) in [("duration", truth.duration), ("damping", truth.damping), ("velocity", truth.velocity), ("start", start)] {
          guard let e = fit.parameter(name) else { continue }
          tally.parameters += 1
          if let half = e.statedHalfWidth, abs(e.value - value) <= half {
            tally.inside += 1
          } else {
            tally.misses.append("\(trace.source) \(name): \(e.value) ± \(e.statedHalfWidth ?? .nan), drawn with \(value)")
          }
        }
      }
    }
    return tally
  }

  /// Whether another API's spring draws the truth's motion (FACTS.md §11): a UIKit spring that
  /// shows no snap at its duration (under 0.05 px) is a `CASpringAnimation` of the same ω0, ζ and
  /// velocity, and, started at rest, a SwiftUI spring.
  static func equivalent(_ model: FitModel, to truth: (duration: Double, damping: Double, velocity: Double), curve: Curve) -> Bool {
    let snap = abs(1 - (curve.valueBeforeEnd ?? 1)) * 0.05 * pixelsPerUnit
    guard snap < 0.05 else { return false }
    return model == .caSpring || (model == .swiftUISpring && truth.velocity == 0)
  }

  /// A standard normal draw (Box–Muller).
  static func gaussian(_ generator: inout SeededGenerator) -> Double {
    let u = Double.random(in: Double.ulpOfOne..<1, using: &generator), v = Double.random(in: 0..<1, using: &generator)
    return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
  }
}
