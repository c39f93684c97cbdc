import Curves
import TextFormats

/// Numbers as a developer types them: the fewest significant digits that keep the export on the
/// curve. Each export's text is made from these, and the tests read them back from the text.
enum RoundedNumbers {
  /// `exact` rounded to the fewest significant digits (3 to 9) for which `make` gives a spring
  /// within `tolerance` of `make(exact)` at every millisecond up to `window`.
  static func spring(_ exact: [Double], window: Double, tolerance: Double, make: ([Double]) -> Spring) -> [Double] {
    let target = make(exact)
    for digits in 3...9 {
      let rounded = exact.map { round($0, digits: digits) }
      let spring = make(rounded)
      let close = stride(from: 0, through: window, by: 0.001).allSatisfy { abs(spring.value(at: $0) - target.value(at: $0)) <= tolerance }
      if close { return rounded }
    }
    return exact
  }

  /// `x` to `digits` significant digits, as the number that text reads back to.
  static func round(_ x: Double, digits: Int) -> Double {
    x == 0 || !x.isFinite ? x : Double(NumberText.significant(x, digits: digits)) ?? x
  }

  /// A number as code writes it: shortest text that reads back to it, no exponent for the
  /// magnitudes an export holds ("0.83", "380", "-1.5").
  static func text(_ x: Double) -> String {
    let shortest = NumberText.parameter(x)
    guard shortest.contains("e") else { return shortest }
    return NumberText.significant(x, digits: 9)
  }

  /// A control point or a stop value: up to 6 significant digits (Core Animation stores its
  /// points as `Float`, so 0.41999998688697815 is typed 0.42).
  static func point(_ x: Double) -> String { NumberText.significant(x, digits: 6) }

  /// Milliseconds as CSS, Compose and Reanimated take them, up to a tenth of one: "312.5".
  static func milliseconds(_ seconds: Double) -> String { NumberText.significant((seconds * 1e4).rounded() / 10, digits: 12) }
}
