/// Blocks and inlines written back as CommonMark, for text a cell makes (a Jupyter output's
/// `text/markdown`). The notebook's own narrative is kept as written and never goes through here.
extension Block {
  public var markdown: String {
    switch self {
    case .heading(let level, let content, _):
      return String(repeating: "#", count: max(1, min(6, level))) + " " + content.markdown
    case .paragraph(let content):
      return content.markdown
    case .list(let start, let tight, let items):
      return items.enumerated().map { n, blocks in
        let marker = start.map { "\($0 + n). " } ?? "- "
        let pad = String(repeating: " ", count: marker.count)
        let text = blocks.map(\.markdown).joined(separator: "\n\n")
        return marker + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + pad)
      }.joined(separator: tight ? "\n" : "\n\n")
    case .blockQuote(let inner):
      let text = inner.map(\.markdown).joined(separator: "\n\n")
      return text.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n")
    case .code(let language, let text):
      return JupyterReader.fenced(text, info: language ?? "")
    case .thematicBreak:
      return "---"
    case .html(let text):
      return text
    case .cell(let cell):
      return JupyterReader.fenced(cell.source, info: "presslab \(cell.kindName)")
    }
  }
}

extension Array where Element == Inline {
  public var markdown: String { map(\.markdown).joined() }
}

extension Inline {
  public var markdown: String {
    switch self {
    case .text(let s): return Self.escaped(s)
    case .code(let s):
      let ticks = String(repeating: "`", count: (s.split(separator: "`", omittingEmptySubsequences: false).count > 1) ? 2 : 1)
      return ticks + (s.hasPrefix("`") || s.hasSuffix("`") ? " \(s) " : s) + ticks
    case .emphasis(let c): return "*" + c.markdown + "*"
    case .strong(let c): return "**" + c.markdown + "**"
    case .link(let destination, let c): return "[" + c.markdown + "](<" + destination + ">)"
    case .image(let source, let alt): return "![" + alt.markdown + "](<" + source + ">)"
    case .softBreak: return "\n"
    case .lineBreak: return "\\\n"
    case .html(let s): return s
    }
  }

  /// Text with the characters CommonMark would read as markup escaped.
  public static func escaped(_ text: String) -> String {
    var out = ""
    for c in text {
      if "\\`*_[]<>#|".contains(c) { out.append("\\") }
      out.append(c)
    }
    return out
  }
}
