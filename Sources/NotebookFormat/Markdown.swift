/// The narrative of a notebook as values: what cmark found, with no C types left in it.
public indirect enum Block: Sendable, Hashable {
  case heading(level: Int, content: [Inline], line: Int)
  case paragraph([Inline])
  /// `start` is the first number of an ordered list, nil for a bullet list.
  case list(start: Int?, tight: Bool, items: [[Block]])
  case blockQuote([Block])
  /// A fenced or indented code block that is not an analysis cell; `language` is the info string's first word.
  case code(language: String?, text: String)
  case thematicBreak
  /// Raw HTML is not rendered; it is kept so the appendix shows the source as written.
  case html(String)
  /// A ```` ```presslab KIND ```` block.
  case cell(Cell)
}

/// Text-level Markdown.
public indirect enum Inline: Sendable, Hashable {
  case text(String)
  case code(String)
  case emphasis([Inline])
  case strong([Inline])
  case link(destination: String, content: [Inline])
  /// Images cannot be embedded from a notebook; their alt text is shown.
  case image(source: String, alt: [Inline])
  case softBreak
  case lineBreak
  case html(String)
}

extension Inline {
  /// The characters a reader sees, without formatting.
  public var plainText: String {
    switch self {
    case .text(let s), .code(let s): return s
    case .emphasis(let c), .strong(let c), .link(_, let c), .image(_, let c):
      return c.plainText
    case .softBreak: return " "
    case .lineBreak: return "\n"
    case .html: return ""
    }
  }
}

extension Array where Element == Inline {
  public var plainText: String { map(\.plainText).joined() }
}

extension Block {
  /// The block with `change` applied to the text a reader sees (paragraphs, headings, list items,
  /// quotes; emphasis and links inside them), not to code or HTML.
  public func mappingText(_ change: (String) -> String) -> Block {
    switch self {
    case .paragraph(let content): return .paragraph(content.map { $0.mappingText(change) })
    case .heading(let level, let content, let line): return .heading(level: level, content: content.map { $0.mappingText(change) }, line: line)
    case .list(let start, let tight, let items): return .list(start: start, tight: tight, items: items.map { $0.map { $0.mappingText(change) } })
    case .blockQuote(let inner): return .blockQuote(inner.map { $0.mappingText(change) })
    default: return self
    }
  }
}

extension Inline {
  public func mappingText(_ change: (String) -> String) -> Inline {
    switch self {
    case .text(let text): return .text(change(text))
    case .emphasis(let inner): return .emphasis(inner.map { $0.mappingText(change) })
    case .strong(let inner): return .strong(inner.map { $0.mappingText(change) })
    case .link(let d, let inner): return .link(destination: d, content: inner.map { $0.mappingText(change) })
    default: return self
    }
  }
}
