/// Horizontal placement of text relative to its anchor point or within a paragraph's width.
public enum TextAlignment: Sendable, Hashable { case left, center, right, justified }

/// Which point of a single line `drawText(_:at:…)` puts at the given position.
public enum TextBaseline: Sendable, Hashable {
  /// The top of the line box.
  case top
  /// Halfway between the line box's top and bottom.
  case middle
  /// The alphabetic baseline.
  case alphabetic
  /// The bottom of the line box.
  case bottom
}

/// A font and colour. Families are Pango/fontconfig family lists; the defaults name fonts the
/// set-up script installs so output does not depend on what `sans-serif` resolves to.
public struct TextStyle: Hashable, Sendable {
  public static let sansFamilies = "DejaVu Sans, Noto Sans CJK JP"
  public static let monoFamilies = "DejaVu Sans Mono, Noto Sans CJK JP"

  public var family: String
  /// Size in points (the em size).
  public var size: Double
  public var bold: Bool
  public var italic: Bool
  public var color: Color
  public var alignment: TextAlignment
  /// Extra space between lines of a paragraph, as a multiple of the font's natural line height.
  public var lineSpacing: Double

  public init(
    family: String = TextStyle.sansFamilies, size: Double = 10, bold: Bool = false,
    italic: Bool = false, color: Color = .ink, alignment: TextAlignment = .left,
    lineSpacing: Double = 1
  ) {
    self.family = family
    self.size = size
    self.bold = bold
    self.italic = italic
    self.color = color
    self.alignment = alignment
    self.lineSpacing = lineSpacing
  }

  /// The monospace family at the same size.
  public var monospaced: TextStyle {
    var s = self
    s.family = TextStyle.monoFamilies
    return s
  }
  public var isMonospaced: Bool { family.hasPrefix("DejaVu Sans Mono") }
  public func sized(_ size: Double) -> TextStyle {
    var s = self
    s.size = size
    return s
  }
  public func colored(_ color: Color) -> TextStyle {
    var s = self
    s.color = color
    return s
  }
  public func bolded(_ on: Bool = true) -> TextStyle {
    var s = self
    s.bold = on
    return s
  }
  public func aligned(_ a: TextAlignment) -> TextStyle {
    var s = self
    s.alignment = a
    return s
  }
}

/// A piece of a paragraph with one emphasis.
public struct TextRun: Hashable, Sendable {
  public enum Emphasis: Hashable, Sendable { case plain, bold, italic, boldItalic, code }
  public var text: String
  public var emphasis: Emphasis
  /// A colour overriding the paragraph's (links, warnings).
  public var color: Color?
  /// Drawn underlined (links).
  public var underline: Bool
  public init(_ text: String, _ emphasis: Emphasis = .plain, color: Color? = nil, underline: Bool = false) {
    self.text = text
    self.emphasis = emphasis
    self.color = color
    self.underline = underline
  }
  public static func plain(_ s: String) -> TextRun { TextRun(s) }
  public static func bold(_ s: String) -> TextRun { TextRun(s, .bold) }
  public static func italic(_ s: String) -> TextRun { TextRun(s, .italic) }
  public static func code(_ s: String) -> TextRun { TextRun(s, .code) }
}

/// Rich text that wraps to a width: runs of plain, bold, italic and code text in a base style.
/// A `"\n"` inside a run forces a line break.
public struct Paragraph: Hashable, Sendable {
  public var runs: [TextRun]
  public var style: TextStyle
  public init(_ runs: [TextRun], style: TextStyle = TextStyle()) {
    self.runs = runs
    self.style = style
  }
  public init(_ text: String, style: TextStyle = TextStyle()) {
    self.init([TextRun(text)], style: style)
  }
  public var plainText: String { runs.map(\.text).joined() }
}

/// The size of one line of text.
public struct TextMetrics: Hashable, Sendable {
  /// Advance width in points.
  public var width: Double
  /// Line box height in points.
  public var height: Double
  /// Distance from the line box's top to the baseline.
  public var ascent: Double
  public init(width: Double, height: Double, ascent: Double) {
    self.width = width
    self.height = height
    self.ascent = ascent
  }
}

/// The laid-out size of a paragraph and where its lines end, so a typesetter can split it
/// across pages between lines.
public struct ParagraphMetrics: Hashable, Sendable {
  /// Width of the widest line.
  public var width: Double
  public var height: Double
  /// The bottom of each line, measured from the paragraph's top, in order.
  public var lineBottoms: [Double]
  /// Where each line starts, in Unicode scalars from the start of the paragraph's `plainText`,
  /// in order (the first is 0): a long paragraph is cut between pages after one measurement.
  public var lineStarts: [Int]
  public init(width: Double, height: Double, lineBottoms: [Double], lineStarts: [Int]) {
    self.width = width
    self.height = height
    self.lineBottoms = lineBottoms
    self.lineStarts = lineStarts
  }
}
