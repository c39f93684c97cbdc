import Curves
import LeastSquares
import Presets
import Testing

@testable import Fitting

/// The numbers and words a fit prints: quantiles against published tables, interval rounding,
/// and each model's preset read back by PressLab's own preset parser.
@Suite struct FitOutputTests {
  /// Student's t 97.5 % quantiles (any statistics table; scipy.stats.t.ppf(0.975, ν)).
  @Test func tQuantileMatchesTheTable() {
    let table: [(Int, Double)] = [(3, 3.182446305284263), (5, 2.570581835636314), (10, 2.228138851986274),
                                  (30, 2.042272456301238), (100, 1.983971518523552)]
    for (nu, want) in table {
      let got = Statistics.t975(degreesOfFreedom: nu)
      #expect(abs(got - want) / want < 2e-3, "ν = \(nu): \(got), table \(want)")
    }
  }

  @Test func intervalsRoundTheirValues() {
    #expect(FitWords.plusMinus(0.6213, 0.031) == "0.62 ± 0.03")
    #expect(FitWords.plusMinus(0.41034, 0.012) == "0.410 ± 0.012")
    #expect(FitWords.plusMinus(0.3, nil) == "0.3 (not determined)")
    #expect(FitWords.plusMinus(1.0, 13.7) == "1.0 ± 13.7")
  }

  /// Each model's best fit written as a preset parses, and its release curve is the fitted model.
  @Test(arguments: [
    (FitModel.uikitSpring, "uikit-spring", [("duration", "0.41"), ("damping", "0.62"), ("velocity", "5")]),
    (FitModel.caSpring, "ca-spring", [("stiffness", "300"), ("damping", "15"), ("velocity", "2")]),
    (FitModel.swiftUISpring, "spring", [("duration", "0.5"), ("bounce", "0.3")]),
    (FitModel.namedBezier("easeOut"), "bezier", [("duration", "0.3"), ("curve", "easeOut")]),
    (FitModel.cubicBezier, "bezier", [("duration", "0.35"), ("points", "0.3,0.1,0.2,1.3")]),
  ])
  func presetParses(_ model: FitModel, _ curveModel: String, _ parameters: [(String, String)]) throws {
    let made = try Recordings.make(try Recordings.spec(curveModel, parameters), start: 0.0437, noise: 0.2 / 300, seed: 3)
    let options = FitOptions(pixelsPerUnit: 300, bootstrap: 0, models: [model])
    let result = try #require(Fitter.fit(made.trace, solver: GSLSolver(), options: options).first)
    let yaml = result.presetYAML(name: "fit-made", source: "made.csv")
    let (presets, errors) = PresetLibrary.parse(files: [("fit.yaml", yaml)])
    #expect(errors.isEmpty, "\(errors)\n\(yaml)")
    #expect(presets.first?.name == "fit-made")
    #expect(yaml.contains("model: \(curveModel)"), "\(yaml)")
  }

  /// A column measured in its own unit (an opacity's gray levels) states its residuals in that unit
  /// and scale: a known 0.2 opacity step over 200 levels with 0.01 of noise is 2 levels, not 2 px.
  @Test func aColumnsScaleNamesTheResidualsUnit() throws {
    // A linear 0.5 s ramp from 0.8 to 1 starting at 0.05 s, 30 fps, ±0.01 alternating.
    let times = (0..<24).map { Double($0) / 30 }
    let values = times.enumerated().map { i, t in 0.8 + 0.2 * min(max((t - 0.05) / 0.5, 0), 1) + (i % 2 == 0 ? 0.01 : -0.01) }
    let scale = Trace.Scale(pixelsPerUnit: 200, resolutionPixels: 0.25, unit: "gray levels")
    let trace = Trace(source: "levels.csv", times: times, columns: [.init(name: "opacity", values: values, scale: scale)])
    let options = FitOptions(pixelsPerUnit: 1, bootstrap: 0, models: [.namedBezier("linear")])
    let result = try #require(Fitter.fit(trace, solver: GSLSolver(), options: options).first)
    let verdict = FitWords.verdict(result)
    #expect(verdict.contains(" gray levels, worst ") && !verdict.contains(" px"), "\(verdict)")
    #expect(result.best.rmsPixels > 1 && result.best.rmsPixels < 3, "0.01 of noise × 200 levels: \(result.best.rmsPixels)")
  }
}
