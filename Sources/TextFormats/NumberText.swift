#if canImport(Glibc)
  import Glibc
#endif

/// How PressLab writes numbers for people and for files.
public enum NumberText {
  /// A float cell of a table: the shortest decimal that reads back to the same double, always with
  /// a decimal point or an exponent (`0.0`, `1.0`, `1e-10`); empty for nil or non-finite values
  /// ("none").
  public static func cell(_ value: Double?) -> String {
    guard let value else { return "" }
    return NumberBytes.float(value)
  }

  /// A value rounded to `digits` decimals for readable summaries, without trailing zeros.
  public static func rounded(_ value: Double, digits: Int = 4) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    // Past 2^53 a double has no decimals to round, and scaling it could overflow to infinity.
    guard abs(value) < 9e15 else { return String(value) }
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
    // Past 2^53 a double has no decimals to round, and no Int holds it.
    guard abs(x) < 9e15 else { return String(x) }
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
  public static func milliseconds(_ seconds: Double) -> String { whole(seconds * 1000) + " ms" }

  /// The nearest whole number, for counts and whole units a person reads ("3", "120"); the one
  /// place a number is rounded to an integer for text.
  public static func whole(_ x: Double) -> String { String(Int(x.rounded())) }

  /// A number as a parameter is written, to be read back exactly (`presslab curve`, presets,
  /// sweep values): whole numbers without a point ("1", "-3"), others in shortest round-trip form
  /// ("0.05", "1e-07").
  public static func parameter(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
  }

  /// floor(log10(x)) for x > 0.
  static func decimalExponent(_ x: Double) -> Double { log10(x).rounded(.down) }

  /// Plain decimal text with a fixed number of places for charts and labels: a typographic minus
  /// ("−1.5"), "-0" printed as "0", "–" for NaN, "∞"; independent of locale.
  public static func decimal(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "–" : (value > 0 ? "∞" : "−∞") }
    let p = max(0, min(9, places))
    var scale = 1.0
    for _ in 0..<p { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    if scaled >= 9e15 { return String(value) }
    let n = Int64(scaled)
    let negative = value < 0 && n != 0
    var digits = String(n)
    if p > 0 {
      if digits.count <= p { digits = String(repeating: "0", count: p - digits.count + 1) + digits }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -p))
    }
    return (negative ? "−" : "") + digits
  }

  /// A compact label for a value: up to `significant` significant digits, trailing zeros dropped.
  public static func compact(_ value: Double, significant: Int = 3) -> String {
    guard value.isFinite, value != 0 else { return value == 0 ? "0" : decimal(value, places: 0) }
    let magnitude = Int(floor(log10(abs(value))))
    let places = max(0, significant - 1 - magnitude)
    var text = decimal(value, places: places)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }
}
