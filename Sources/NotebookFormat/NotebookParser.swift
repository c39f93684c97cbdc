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
    notebook.prose.scan(Array(lines.dropFirst(front.lineCount)), firstLine: front.lineCount + 1, file: file)
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
    var unknown: [String] = []
    let prepared = blocks.map { prepare($0, parameters: parameters, counter: &counter, seen: &seen, unknown: &unknown) }
    var notebook = Notebook(
      file: file, source: source, title: title ?? Self.stem(of: file), author: author,
      parameters: parameters, blocks: prepared, pieces: [])
    notebook.warnings = Self.unknownNameWarnings(unknown, parameters: parameters, source: source, file: file)
    return notebook
  }

  /// A warning for each `$name` of the narrative that names no parameter, at the first place the
  /// source writes it (the narrative keeps no positions of its own).
  static func unknownNameWarnings(_ names: [String], parameters: [Parameter], source: String, file: String) -> [NotebookError] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let known = parameters.map { "$" + $0.name }.joined(separator: ", ")
    return names.map { name in
      var location = SourceLocation(file: file, line: 1)
      if let index = lines.firstIndex(where: { $0.contains("$" + name) }), let range = lines[index].firstRange(of: "$" + name) {
        location = SourceLocation(file: file, line: index + 1, column: lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1)
      }
      return NotebookError(
        "$\(name) in the text names no parameter" + (known.isEmpty ? " (the notebook has none)" : " (known: \(known))")
          + "; it is printed as written (write $$ for a dollar sign)", at: location)
    }
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
    _ block: Block, parameters: [Parameter], counter: inout Int, seen: inout [String: SourceLocation],
    unknown: inout [String]
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
      return .blockQuote(inner.map { prepare($0, parameters: parameters, counter: &counter, seen: &seen, unknown: &unknown) })
    case .list(let start, let tight, let items):
      return .list(
        start: start, tight: tight,
        items: items.map { $0.map { prepare($0, parameters: parameters, counter: &counter, seen: &seen, unknown: &unknown) } })
    case .paragraph(let inlines):
      return .paragraph(Self.substitute(inlines, parameters, unknown: &unknown))
    case .heading(let level, let inlines, let line):
      return .heading(level: level, content: Self.substitute(inlines, parameters, unknown: &unknown), line: line)
    default:
      return block
    }
  }

  /// `$name` in narrative text reads as the parameter's value of this run, so prose can quote
  /// thresholds; `$$` is a literal `$`, as in cells. A name that is no parameter stays as written
  /// and is added to `unknown` (the caller warns); `$5` is money, not a name. Code spans are left alone.
  static func substitute(_ inlines: [Inline], _ parameters: [Parameter], unknown: inout [String]) -> [Inline] {
    inlines.map { inline in
      switch inline {
      case .text(let text) where text.contains("$"): return .text(substitute(text, parameters, unknown: &unknown))
      case .emphasis(let inner): return .emphasis(substitute(inner, parameters, unknown: &unknown))
      case .strong(let inner): return .strong(substitute(inner, parameters, unknown: &unknown))
      case .link(let d, let inner): return .link(destination: d, content: substitute(inner, parameters, unknown: &unknown))
      default: return inline
      }
    }
  }

  /// One text's `$$` and `$name`s, scanned once (linear in the text's length).
  static func substitute(_ text: String, _ parameters: [Parameter], unknown: inout [String]) -> String {
    var out = ""
    var scalars = Substring(text).unicodeScalars[...]
    func isNameScalar(_ c: Unicode.Scalar) -> Bool {
      c.isASCII && (c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c))
    }
    while let c = scalars.first {
      scalars.removeFirst()
      guard c == "$" else {
        out.unicodeScalars.append(c)
        continue
      }
      if scalars.first == "$" {
        scalars.removeFirst()
        out += "$"
        continue
      }
      guard let first = scalars.first, first.isASCII, first == "_" || first.properties.isAlphabetic else {
        out += "$"
        continue
      }
      let name = String(String.UnicodeScalarView(scalars.prefix(while: isNameScalar)))
      scalars.removeFirst(name.unicodeScalars.count)
      if let parameter = parameters.first(where: { $0.name == name }) {
        out += parameter.value.description
      } else {
        out += "$" + name
        if !unknown.contains(name) { unknown.append(name) }
      }
    }
    return out
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
