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
}
