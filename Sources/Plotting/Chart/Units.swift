import CurveAnalysis

#if canImport(Glibc)
  import Glibc
#endif

/// How an axis shows its values: the data are multiplied by `factor` and labelled with `symbol`
/// (seconds shown as milliseconds: factor 1000, "ms").
public struct AxisUnit: Hashable, Sendable {
  public var symbol: String
  public var factor: Double
  public init(symbol: String, factor: Double = 1) {
    self.symbol = symbol
    self.factor = factor
  }
  public static let none = AxisUnit(symbol: "")
  /// Data in seconds, shown in milliseconds.
  public static let milliseconds = AxisUnit(symbol: "ms", factor: 1000)
  public static let seconds = AxisUnit(symbol: "s")
  /// Data already in percent.
  public static let percent = AxisUnit(symbol: "%")
  /// Data as a fraction (progress 0…1), shown in percent.
  public static let fractionAsPercent = AxisUnit(symbol: "%", factor: 100)
  public static let px = AxisUnit(symbol: "px")
  public static let pt = AxisUnit(symbol: "pt")

  /// How a metric of the registry is shown: ms, %, px, or no unit for counts and raw values.
  public init(_ unit: Metric.Unit) {
    switch unit {
    case .milliseconds: self = .milliseconds
    case .percent: self = .percent
    case .pixels: self = .px
    case .count, .value: self = .none
    }
  }

  /// "label (unit)" or just the label.
  public func title(_ label: String) -> String { symbol.isEmpty ? label : "\(label) (\(symbol))" }
}

/// Plain decimal text with a fixed number of places ("-0" printed as "0"), independent of locale.
public func decimalText(_ value: Double, places: Int) -> String {
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
public func compactText(_ value: Double, significant: Int = 3) -> String {
  guard value.isFinite, value != 0 else { return value == 0 ? "0" : decimalText(value, places: 0) }
  let magnitude = Int(floor(log10(abs(value))))
  let places = max(0, significant - 1 - magnitude)
  var text = decimalText(value, places: places)
  if text.contains(".") {
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
  }
  return text
}
