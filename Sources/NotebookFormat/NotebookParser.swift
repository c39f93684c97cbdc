/// Reads a notebook source into a `Notebook`, with the parameters' values for this run.
///
/// The order in which values are decided, last one winning: the defaults in the front matter, then
/// the params file (`--params FILE.yaml`), then each `-p name=value` in the order given.
public struct NotebookParser: Sendable {
  public init() {}

  /// Throws `NotebookError` when the notebook cannot be run at all (empty, not UTF-8, NUL bytes,
  /// front matter never closed or with unknown keys), and `ParameterError` when an override names
  /// no parameter or has the wrong type. Problems inside one cell do not throw: the cell carries
  /// its error and the others still run.
  public func parse(
    _ bytes: [UInt8], file: String, overrides: [ParameterOverride] = []
  ) throws -> Notebook {
    if NotebookForm(path: file) == .jupyter {
      return try JupyterReader.read(bytes, file: file, overrides: overrides)
    }
    let text = try Self.decode(bytes, file: file)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let front = try FrontMatter.read(lines: lines, file: file)
    // Blank the front matter out rather than cut it, so cmark's line numbers are the file's.
    var body = String(repeating: "\n", count: front.lineCount)
    body += lines.dropFirst(front.lineCount).joined(separator: "\n")
    var notebook = try assemble(
      file: file, source: text, title: front.title, author: front.author, defaults: front.parameters,
      blocks: CMarkReader.blocks(body, file: file), overrides: overrides)
    let headings = notebook.blocks.compactMap { block -> Int? in
      if case .heading(_, _, let line) = block { return line } else { return nil }
    }
    notebook.budgets = front.budgets
    notebook.pieces = SourcePiece.split(lines, from: front.lineCount, cells: notebook.cells, breaks: headings)
    return notebook
  }

  /// The steps both forms share: overrides applied, cells numbered and read, ids checked, `$name`
  /// replaced in the narrative. `pieces` is left for the caller, who knows the source's shape.
  func assemble(
    file: String, source: String, title: String?, author: String?, defaults: [Parameter], blocks: [Block],
    overrides: [ParameterOverride]
  ) throws -> Notebook {
    var parameters = defaults
    for override in overrides {
      try Self.apply(override, to: &parameters)
    }
    var counter = 0
    var seen: [String: SourceLocation] = [:]
    let prepared = blocks.map { prepare($0, parameters: parameters, counter: &counter, seen: &seen) }
    return Notebook(
      file: file, source: source, title: title ?? Self.stem(of: file), author: author,
      parameters: parameters, blocks: prepared, pieces: [])
  }

  /// The file name without folders and without `.md` or `.ipynb`.
  public static func stem(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    for suffix in [".md", ".ipynb"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  private func prepare(
    _ block: Block, parameters: [Parameter], counter: inout Int, seen: inout [String: SourceLocation]
  ) -> Block {
    switch block {
    case .cell(var cell):
      counter += 1
      cell.number = counter
      CellReader.read(&cell, parameters: parameters)
      if cell.error == nil, let first = seen[cell.id] {
        let place = first.cell.map { "\($0)" } ?? "line \(first.line)"
        cell.error = NotebookError("cell id '\(cell.id)' is already used by the cell at \(place)", at: cell.location)
      }
      seen[cell.id] = seen[cell.id] ?? cell.location
      return .cell(cell)
    case .blockQuote(let inner):
      return .blockQuote(inner.map { prepare($0, parameters: parameters, counter: &counter, seen: &seen) })
    case .list(let start, let tight, let items):
      return .list(
        start: start, tight: tight,
        items: items.map { $0.map { prepare($0, parameters: parameters, counter: &counter, seen: &seen) } })
    case .paragraph(let inlines):
      return .paragraph(Self.substitute(inlines, parameters))
    case .heading(let level, let inlines, let line):
      return .heading(level: level, content: Self.substitute(inlines, parameters), line: line)
    default:
      return block
    }
  }

  /// `$name` in narrative text reads as the parameter's value of this run, so prose can quote
  /// thresholds. Names that are no parameter stay as written; code spans are left alone.
  static func substitute(_ inlines: [Inline], _ parameters: [Parameter]) -> [Inline] {
    guard !parameters.isEmpty else { return inlines }
    return inlines.map { inline in
      switch inline {
      case .text(let text) where text.contains("$"):
        var out = text
        for p in parameters.sorted(by: { $0.name.count > $1.name.count }) {
          out = out.replacing("$" + p.name, with: p.value.description)
        }
        return .text(out)
      case .emphasis(let inner): return .emphasis(substitute(inner, parameters))
      case .strong(let inner): return .strong(substitute(inner, parameters))
      case .link(let d, let inner): return .link(destination: d, content: substitute(inner, parameters))
      default: return inline
      }
    }
  }

  /// UTF-8 text with no NUL bytes, not empty.
  static func decode(_ bytes: [UInt8], file: String) throws(NotebookError) -> String {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw NotebookError("the notebook is empty", at: SourceLocation(file: file, line: 1))
    }
    if let nul = bytes.firstIndex(of: 0) {
      throw NotebookError(
        "the notebook holds a NUL byte (is it a binary file?)", at: location(of: nul, in: bytes, file: file))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let bad = firstInvalidUTF8(bytes)
      throw NotebookError("the notebook is not UTF-8 text", at: location(of: bad, in: bytes, file: file))
    }
    // Windows line ends read as Unix ones; a BOM is dropped.
    var clean = text.replacing("\r\n", with: "\n")
    if clean.hasPrefix("\u{FEFF}") { clean.removeFirst() }
    return clean
  }

  static func location(of offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
    let before = bytes[..<offset]
    let line = before.count(where: { $0 == 0x0A }) + 1
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    return SourceLocation(file: file, line: line, column: offset - lineStart + 1)
  }

  /// The offset of the first byte that does not begin or continue a valid UTF-8 sequence.
  private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
    var i = 0
    while i < bytes.count {
      let end = min(bytes.count, i + 4)
      var length = 1
      while length <= end - i, String(validating: bytes[i..<(i + length)], as: UTF8.self) == nil {
        length += 1
      }
      if length > end - i { return i }
      i += length
    }
    return bytes.count
  }

  static func apply(_ override: ParameterOverride, to parameters: inout [Parameter]) throws(ParameterError) {
    guard let index = parameters.firstIndex(where: { $0.name == override.name }) else {
      let known = parameters.map(\.name).joined(separator: ", ")
      throw ParameterError(
        "\(override.origin): the notebook has no parameter '\(override.name)'"
          + (known.isEmpty ? " (it has none)" : " (it has: \(known))"))
    }
    let expected = parameters[index].defaultValue
    guard let value = ParameterTyping.coerce(override, like: expected) else {
      throw ParameterError(
        "\(override.origin): parameter '\(override.name)' is a \(expected.typeName)"
          + " (default \(expected.yamlText)), got '\(override.text)'")
    }
    parameters[index].value = value
    parameters[index].overriddenBy = override.origin
  }
}
