#if canImport(Glibc)
  import Glibc
#endif

/// How PressLab writes numbers for people and for files.
public enum NumberText {
  /// Shortest decimal that reads back to the same double (CSV and JSON cells); empty for nil or
  /// non-finite values ("none").
  public static func cell(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "" }
    return value == 0 ? "0" : value.description
  }

  /// A value rounded to `digits` decimals for readable summaries, without trailing zeros.
  public static func rounded(_ value: Double, digits: Int = 4) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let r = (value * scale).rounded() / scale
    var text = r == 0 ? "0" : String(r)
    if text.contains("e") { return text }
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// Fixed-point text with `places` decimals, "-" for negatives, independent of locale: "1.5".
  public static func fixed(_ x: Double, places: Int) -> String {
    let negative = x < 0
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let total = (abs(x) * scale).rounded()
    let whole = (total / scale).rounded(.down)
    let fraction = total - whole * scale
    var frac = String(Int(fraction))
    while frac.count < places { frac = "0" + frac }
    return (negative && total != 0 ? "-" : "") + String(Int(whole)) + (places > 0 ? "." + frac : "")
  }

  /// Up to `digits` significant digits, no trailing zeros: "4.599", "1234", "0.01234".
  public static func significant(_ x: Double, digits: Int = 4) -> String {
    guard x.isFinite else { return "\(x)" }
    if x == 0 { return "0" }
    let magnitude = Int(decimalExponent(abs(x)))
    let places = Swift.max(0, digits - 1 - magnitude)
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let rounded = (x * scale).rounded() / scale
    var s = places == 0 ? String(Int(rounded)) : fixed(rounded, places: places)
    if s.contains(".") {
      while s.hasSuffix("0") { s.removeLast() }
      if s.hasSuffix(".") { s.removeLast() }
    }
    return s
  }

  /// A time in seconds as whole milliseconds: "120 ms".
  public static func milliseconds(_ seconds: Double) -> String { "\(Int((seconds * 1000).rounded())) ms" }

  /// floor(log10(x)) for x > 0.
  static func decimalExponent(_ x: Double) -> Double { log10(x).rounded(.down) }
}
