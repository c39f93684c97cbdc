import Drawing
import ReportModel

/// Small rules of setting text that hold on every page: a number and its unit never break apart,
/// a relation sign stays with its number, and a minus before a number is a true minus.
enum Typography {
  static let noBreakSpace = "\u{00A0}"

  /// `text` with those rules applied (prose and table cells; never code).
  static func set(_ text: String) -> String {
    // Every rule needs a `\d` (`Character.isNumber`: any numeric scalar leading a character, ½
    // too); without a numeric scalar a megabyte of prose skips three regular expressions (a fifth
    // of setting it).
    guard text.contains(where: { $0 == " " || $0 == "-" }),
      text.unicodeScalars.contains(where: { $0.properties.numericType != nil })
    else { return text }
    var out = text.replacing(/(\d) (px|ms|pt|s|Hz|%|°|fps|curves)\b/) { m in "\(m.output.1)\(noBreakSpace)\(m.output.2)" }
    out = out.replacing(/([≤≥<>=±→]) (\d)/) { m in "\(m.output.1)\(noBreakSpace)\(m.output.2)" }
    out = out.replacing(/(^|[\s(\[])-(\d)/) { m in "\(m.output.1)−\(m.output.2)" }
    return out
  }

  /// The paragraph with every run but code set by `set(_:)`.
  static func set(_ paragraph: Paragraph) -> Paragraph {
    var p = paragraph
    for i in p.runs.indices where p.runs[i].emphasis != .code { p.runs[i].text = set(p.runs[i].text) }
    return p
  }
}
