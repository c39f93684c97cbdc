import CurveAnalysis
import TextFormats

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

/// Plain decimal text with a fixed number of places for chart labels (`NumberText.decimal`).
public func decimalText(_ value: Double, places: Int) -> String { NumberText.decimal(value, places: places) }

/// A compact label for a value: up to `significant` significant digits, trailing zeros dropped
/// (`NumberText.compact`).
public func compactText(_ value: Double, significant: Int = 3) -> String {
  NumberText.compact(value, significant: significant)
}
