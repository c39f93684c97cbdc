import TextFormats

#if canImport(Glibc)
  import Glibc
#endif

/// A fit in words and numbers a designer reads: values rounded to what their intervals support.
public enum FitWords {
  /// "0.62 ± 0.03": the interval to one significant digit (two when it starts with 1 or 2) and
  /// the value to the same place; "0.62 (not determined)" without an interval.
  public static func plusMinus(_ value: Double, _ half: Double?) -> String {
    guard let half, half.isFinite else { return NumberText.significant(value, digits: 3) + " (not determined)" }
    guard half > 0 else { return NumberText.significant(value, digits: 6) + " ± 0" }
    let exponent = Int(floor(log10(half)))
    let leading = half / pow(10, Double(exponent))
    var places = max(0, -exponent + (leading < 3 ? 1 : 0))
    // An interval wider than the value still shows the value to two significant digits.
    if value != 0 { places = max(places, 1 - Int(floor(log10(abs(value))))) }
    return NumberText.fixed(value, places: places) + " ± " + NumberText.fixed(half, places: places)
  }

  static func p(_ fit: ModelFit, _ name: String) -> String {
    let e = fit.parameter(name)!
    return plusMinus(e.value, e.statedHalfWidth)
  }

  /// The model and its parameters in a sentence fragment: "a UIKit spring, damping 0.62 ± 0.03,
  /// 0.41 ± 0.01 s, cut off at its duration".
  public static func describe(_ fit: ModelFit) -> String {
    switch fit.model {
    case .uikitSpring:
      let snap = fit.snapPixels ?? 0
      let end = snap >= 0.5
        ? "cut off at its duration (a \(NumberText.significant(snap, digits: 2)) px snap)" : "at rest before its duration"
      return "a UIKit spring, damping \(p(fit, "damping")), \(p(fit, "duration")) s, velocity \(p(fit, "velocity")), \(end)"
    case .caSpring:
      return "a CASpringAnimation, stiffness/mass \(p(fit, "stiffness")), damping/mass \(p(fit, "damping")), "
        + "velocity \(p(fit, "velocity")) (mass 1: only the ratios show in pixels)"
    case .swiftUISpring:
      return "a SwiftUI spring, duration \(p(fit, "duration")) s, bounce \(p(fit, "bounce"))"
    case .namedBezier(let name):
      return "the \(name) timing function over \(p(fit, "duration")) s"
    case .cubicBezier:
      let points = ["x1", "y1", "x2", "y2"].map { p(fit, $0) }.joined(separator: ", ")
      return "a cubic Bézier (\(points)) over \(p(fit, "duration")) s"
    }
  }

  /// The verdict: the best model in words, and which others the data cannot tell from it.
  public static func verdict(_ result: FitResult) -> String {
    var text = "\(result.property): best fit \(describe(result.best)); "
      + "RMS \(px(result.best.rmsPixels, result.unit)), worst \(px(result.best.worstPixels, result.unit)) at \(NumberText.milliseconds(result.best.worstTime))."
    let ties = result.tiedWithBest
    if !ties.isEmpty {
      text += " The recording cannot tell it from " + ties.map { fit in
        "\(fit.model.id) (ΔBIC \(NumberText.fixed(fit.bic - result.best.bic, places: 1)))"
      }.joined(separator: ", ") + "."
    }
    return text
  }

  static func px(_ pixels: Double, _ unit: String = "px") -> String { NumberText.significant(pixels, digits: 2) + " " + unit }

  /// One line per model, best first: rank, model, parameter count, RMS and worst residual in device
  /// pixels, ΔAIC and ΔBIC from the best, and the parameters with their intervals.
  public static func table(_ result: FitResult) -> String {
    let rows = [tableHeader] + tableRows(result)
    let widths = (0..<rows[0].count - 1).map { c in rows.map { $0[c].count }.max()! }
    return rows.map { row in
      (0..<row.count - 1).map { row[$0].padding(toLength: widths[$0]) }.joined(separator: "  ") + "  " + row.last!
    }.joined(separator: "\n") + "\n"
  }

  public static let tableHeader = ["rank", "model", "k", "rms_px", "worst_px", "dAIC", "dBIC", "parameters"]

  /// The table's rows, as a report's table shows them too.
  public static func tableRows(_ result: FitResult) -> [[String]] {
    var rows: [[String]] = []
    let bestAIC = result.fits.map(\.aic).min() ?? 0
    for (i, fit) in result.fits.enumerated() {
      let shape = fit.model.shapeNames.map { "\($0) \(p(fit, $0))" }.joined(separator: ", ")
      rows.append([
        String(i + 1), fit.model.id, String(fit.model.parameterCount), NumberText.significant(fit.rmsPixels, digits: 2),
        NumberText.significant(fit.worstPixels, digits: 2), NumberText.fixed(fit.aic - bestAIC, places: 1),
        NumberText.fixed(fit.bic - result.best.bic, places: 1), shape + (fit.converged ? "" : " [solver: \(fit.solverNote)]"),
      ])
    }
    return rows
  }
}

extension String {
  fileprivate func padding(toLength n: Int) -> String { self + String(repeating: " ", count: max(0, n - count)) }
}
