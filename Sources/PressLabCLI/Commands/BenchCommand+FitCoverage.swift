import Fitting
import LeastSquares
import TextFormats

extension BenchCommand {
  /// `presslab bench fit-coverage`: the seeded coverage run of `presslab fit` (`FitCoverage`):
  /// how often the drawing model is recovered and its 95 % intervals hold the truth. Not timed.
  static func runFitCoverage(json: Bool, seeds: Int = 8, output: Output = .console) -> Int32 {
    let tally = FitCoverage.run(seeds: seeds, solver: GSLSolver())
    func percent(_ a: Int, _ b: Int) -> String { NumberText.rounded(100 * Double(a) / Double(max(b, 1)), digits: 3) + " %" }
    (json ? output.error : output.out)("""
      fit-coverage: \(FitCoverage.springs.count) UIKit springs × \(seeds) seeds (60/120 fps, 0.25 px noise, a dropped frame, unknown start)
        model recovered     \(tally.recovered) of \(tally.cases) (\(percent(tally.recovered, tally.cases)))
        inside intervals    \(tally.inside) of \(tally.parameters) parameters (\(percent(tally.inside, tally.parameters)))
        not counted         \(tally.unconverged) drawn where UIKit's solver does not converge (an isolated spring), \(tally.unconvergedRecovered) recovered
      \(tally.equivalents.map { "  recovered as an equivalent spring: \($0)\n" }.joined())\(tally.misses.map { "  outside: \($0)\n" }.joined())
      """)
    if json {
      output.out(JSONValue.object([
        ("workload", .string("fit-coverage")), ("cases", .integer(tally.cases)), ("recovered", .integer(tally.recovered)),
        ("parameters", .integer(tally.parameters)), ("inside", .integer(tally.inside)),
        ("unconverged", .integer(tally.unconverged)), ("unconverged_recovered", .integer(tally.unconvergedRecovered)),
      ]).serialized() + "\n")
    }
    return ExitStatus.ok
  }
}
