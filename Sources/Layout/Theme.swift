import Drawing
import ReportModel

/// Sizes, fonts and colours of the report pages, in one place so pages stay consistent.
public struct ReportTheme: Sendable {
  public var pageSize = Size.a4
  public var margins = (top: 62.0, left: 60.0, bottom: 64.0, right: 60.0)
  public var body = TextStyle(size: 10, lineSpacing: 1.15)
  public var small = TextStyle(size: 8.5, color: Color(hex: 0x555555))
  public var code = TextStyle(family: TextStyle.monoFamilies, size: 8.2)
  public var accent = Color(hex: 0x0072B2)  // Okabe–Ito blue
  public var warning = Color(hex: 0x9A5B00)  // dark orange, readable in greyscale
  public var failure = Color(hex: 0xB3261E)
  /// A reading that got better since the last run: dark green, readable in greyscale.
  public var success = Color(hex: 0x1E6B30)
  /// The pale red behind a failure: a failed cell, a figure that could not be drawn, warnings.
  public var failureFill = Color(hex: 0xFBEAEA)
  public var rule = Color(hex: 0xBBBBBB)
  public var codeBackground = Color(hex: 0xF3F3F0)
  public var highlight = Color(hex: 0xE6F1F8)
  /// Space after a paragraph, points.
  public var paragraphSpacing = 7.0

  public init() {}

  public var content: Rect {
    Rect(
      x: margins.left, y: margins.top, width: pageSize.width - margins.left - margins.right,
      height: pageSize.height - margins.top - margins.bottom)
  }

  public func heading(_ level: Int) -> TextStyle {
    switch level {
    case 1: return TextStyle(size: 17, bold: true, color: Color(hex: 0x111111))
    case 2: return TextStyle(size: 13.5, bold: true, color: Color(hex: 0x111111))
    case 3: return TextStyle(size: 11.5, bold: true, color: Color(hex: 0x222222))
    default: return TextStyle(size: 10, bold: true, color: Color(hex: 0x222222))
    }
  }
}
