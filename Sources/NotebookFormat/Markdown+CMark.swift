import CCMark

/// cmark's node tree → `Block` values. The only file that touches cmark.
enum CMarkReader {
  /// Parses CommonMark text. Line numbers cmark reports are the text's own, so callers that cut
  /// something off the top blank it out instead, keeping lines aligned with the file.
  static func blocks(_ text: String, file: String) throws(NotebookError) -> [Block] {
    let bytes = Array(text.utf8)
    guard let document = bytes.withUnsafeBufferPointer({ buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
      }
    }) else { return [] }
    defer { cmark_node_free(document) }
    try checkDepth(document, file: file)
    return children(of: document, file: file).compactMap { $0 }
  }

  /// How deep quotes, lists and emphasis may nest: the walks over the tree recurse, so a deeper
  /// one (20,000 `>`) is refused before it can exhaust the stack.
  static let maxDepth = 100

  /// Walks cmark's tree with its iterator (no recursion) and refuses nesting beyond `maxDepth`.
  private static func checkDepth(_ document: OpaquePointer, file: String) throws(NotebookError) {
    guard let iterator = cmark_iter_new(document) else { return }
    defer { cmark_iter_free(iterator) }
    let leaves: Set<UInt32> = [
      CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
      CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE,
    ].map(\.rawValue).reduce(into: []) { $0.insert($1) }
    var depth = -1  // the document itself is no nesting
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { return }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      if event == CMARK_EVENT_EXIT {
        depth -= 1
      } else if !leaves.contains(cmark_node_get_type(node).rawValue) {
        depth += 1
        if depth > maxDepth {
          var line = Int(cmark_node_get_start_line(node))
          var parent: OpaquePointer? = node
          while line == 0, let p = parent { line = Int(cmark_node_get_start_line(p)); parent = cmark_node_parent(p) }
          throw NotebookError(
            "quotes, lists or emphasis nest more than \(maxDepth) levels deep here; flatten them",
            at: SourceLocation(file: file, line: max(line, 1), column: 1))
        }
      }
    }
  }

  private static func children(of node: OpaquePointer, file: String) -> [Block?] {
    var result: [Block?] = []
    var child = cmark_node_first_child(node)
    while let current = child {
      result.append(block(current, file: file))
      child = cmark_node_next(current)
    }
    return result
  }

  private static func block(_ node: OpaquePointer, file: String) -> Block? {
    let line = Int(cmark_node_get_start_line(node))
    switch cmark_node_get_type(node) {
    case CMARK_NODE_HEADING:
      return .heading(
        level: Int(cmark_node_get_heading_level(node)), content: inlines(of: node), line: line)
    case CMARK_NODE_PARAGRAPH:
      return .paragraph(inlines(of: node))
    case CMARK_NODE_LIST:
      let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
      var items: [[Block]] = []
      var item = cmark_node_first_child(node)
      while let current = item {
        items.append(children(of: current, file: file).compactMap { $0 })
        item = cmark_node_next(current)
      }
      return .list(
        start: ordered ? Int(cmark_node_get_list_start(node)) : nil,
        tight: cmark_node_get_list_tight(node) != 0, items: items)
    case CMARK_NODE_BLOCK_QUOTE:
      return .blockQuote(children(of: node, file: file).compactMap { $0 })
    case CMARK_NODE_CODE_BLOCK:
      let info = string(cmark_node_get_fence_info(node))
      let literal = string(cmark_node_get_literal(node))
      let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      if words.first == "presslab" {
        let column = Int(cmark_node_get_start_column(node))
        return .cell(
          Cell(
            id: "", number: 0, kindName: words.count > 1 ? words[1] : "",
            kind: nil, source: literal, options: nil,
            location: SourceLocation(file: file, line: line, column: column), error: nil,
            lastLine: Int(cmark_node_get_end_line(node)), kindOffset: 3 + "presslab ".count))
      }
      return .code(language: words.first, text: literal)
    case CMARK_NODE_THEMATIC_BREAK:
      return .thematicBreak
    case CMARK_NODE_HTML_BLOCK:
      return .html(string(cmark_node_get_literal(node)))
    default:
      return nil
    }
  }

  private static func inlines(of node: OpaquePointer) -> [Inline] {
    var result: [Inline] = []
    var child = cmark_node_first_child(node)
    while let current = child {
      if let inline = inline(current) {
        // cmark splits text at some punctuation; join neighbours so layout sees whole runs.
        if case .text(let next) = inline, case .text(let previous)? = result.last {
          result[result.count - 1] = .text(previous + next)
        } else {
          result.append(inline)
        }
      }
      child = cmark_node_next(current)
    }
    return result
  }

  private static func inline(_ node: OpaquePointer) -> Inline? {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
    case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
    case CMARK_NODE_EMPH: return .emphasis(inlines(of: node))
    case CMARK_NODE_STRONG: return .strong(inlines(of: node))
    case CMARK_NODE_LINK:
      return .link(destination: string(cmark_node_get_url(node)), content: inlines(of: node))
    case CMARK_NODE_IMAGE:
      return .image(source: string(cmark_node_get_url(node)), alt: inlines(of: node))
    case CMARK_NODE_SOFTBREAK: return .softBreak
    case CMARK_NODE_LINEBREAK: return .lineBreak
    case CMARK_NODE_HTML_INLINE: return .html(string(cmark_node_get_literal(node)))
    default: return nil
    }
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "" }
    return String(cString: pointer)
  }
}

extension NotebookParser {
  /// The version of the CommonMark library notebooks are read with, for the report's appendix.
  public static var cmarkVersion: String { String(cString: cmark_version_string()) }
}
