import TextFormats
import YAMLValues

/// Reads a Jupyter notebook (nbformat 4) into the same `Notebook` a Markdown notebook gives:
/// markdown cells are narrative, a code cell whose first line is `%%presslab KIND` is an analysis
/// cell with its YAML below, the code cell tagged `parameters` holds the defaults as YAML, and one
/// tagged `injected-parameters` (papermill's convention) overrides them. Title and author come
/// from the notebook's metadata (`title`, `authors: [{name}]` or `author`).
///
/// A cell that cannot be told apart (unknown cell type, a code cell that is not PressLab's, an
/// unknown kind) stops the read with an error naming the cell's index and id; problems inside an
/// analysis cell's YAML are the cell's own, as in Markdown.
enum JupyterReader {
  /// The first line of an analysis cell, before its kind.
  static let magic = "%%presslab"
  static let parametersTag = "parameters"
  static let injectedTag = "injected-parameters"
  /// Columns from a code cell's start to its kind: past `%%presslab `.
  static let codeCellKindOffset = magic.count + 1

  static func read(_ bytes: [UInt8], file: String, overrides: [ParameterOverride]) throws -> Notebook {
    let document = try JupyterFile.decode(bytes, file: file)
    let top = SourceLocation(file: file, line: 1)
    try checkVersion(document, at: top)
    let metadata = document["metadata"] ?? .object([])
    let title = try text(metadata["title"], "metadata.title", at: top)
    let author = try authors(metadata, at: top)
    guard let cells = document["cells"]?.arrayValue else {
      throw NotebookError("the notebook has no 'cells' list", at: top)
    }
    var read = JupyterCells(file: file)
    for (index, json) in cells.enumerated() { try read.add(json, index: index) }
    let defaults = try read.injectedDefaults()
    var notebook = try NotebookParser().assemble(
      file: file, source: "", title: title, author: author, defaults: defaults, blocks: read.blocks, overrides: overrides)
    if let budgets = metadata["presslab"]?["budgets"] { notebook.budgets = try Budget.read(json: budgets, at: top) }
    notebook.pieces = read.pieces(notebook.cells)
    for role in read.roles {
      guard let markdown = role.markdown else { continue }
      notebook.prose.scan(markdown.split(separator: "\n", omittingEmptySubsequences: false), firstLine: 1, file: file, place: role.place)
    }
    notebook.source = notebook.markdownText()
    return notebook
  }

  /// A JSON object of nbformat 4: anything else is refused before its cells are read.
  static func checkVersion(_ document: JSONValue, at top: SourceLocation) throws(NotebookError) {
    guard document.members != nil else {
      throw NotebookError("a Jupyter notebook is a JSON object with 'cells', 'metadata' and 'nbformat'", at: top)
    }
    guard let version = document["nbformat"]?.integerValue else {
      throw NotebookError("the notebook has no 'nbformat' version number (is it a Jupyter notebook?)", at: top)
    }
    guard version == 4 else {
      throw NotebookError("nbformat \(version) is not supported: PressLab reads nbformat 4 (save it from Jupyter 4 or later)", at: top)
    }
  }

  /// An analysis cell from a code cell's text: `%%presslab KIND` then the YAML body.
  static func analysisCell(_ source: String, at: SourceLocation) throws(NotebookError) -> Cell {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let first = lines.first.map { String($0.trimmingTrailingSpaces) } ?? ""
    let words = first.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let kinds = CellKind.allCases.map(\.rawValue).joined(separator: ", ")
    guard words.first == magic else {
      throw NotebookError(
        "a code cell must start with '\(magic) KIND' (one of: \(kinds)); PressLab runs no other code"
          + " (a listing belongs in a markdown cell, the defaults in a cell tagged '\(parametersTag)')", at: at)
    }
    guard words.count == 2, CellKind(rawValue: words[1]) != nil else {
      let column = magic.count + 2
      throw NotebookError(
        words.count < 2
          ? "'\(magic)' needs a kind (one of: \(kinds))"
          : words.count > 2
            ? "'\(magic)' takes one kind, got '\(words.dropFirst().joined(separator: " "))'"
            : "unknown cell kind '\(words[1])' (the kinds are: \(kinds))",
        at: at.moved(line: 1, column: words.count < 2 ? 1 : column))
    }
    lines.removeFirst()
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    // The body ends in a newline, as cmark hands over a fenced block's, so both forms read alike.
    let body = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    return Cell(
      id: "", number: 0, kindName: words[1], kind: nil, source: body, options: nil, location: at, error: nil,
      lastLine: lines.count + 1, kindOffset: codeCellKindOffset)
  }

  /// The defaults: a YAML mapping of names to values, as in a Markdown notebook's front matter.
  static func parameters(_ source: String, file: String) throws(NotebookError) -> [Parameter] {
    guard let root = try YAMLReading.parse(source, lineOffset: 0, columnOffset: 0, file: file) else { return [] }
    return try FrontMatter.parameters(root, file: file)
  }

  static func injectedOverrides(_ source: String, file: String) throws(NotebookError) -> [ParameterOverride] {
    guard let root = try YAMLReading.parse(source, lineOffset: 0, columnOffset: 0, file: file) else { return [] }
    guard root.entries != nil else {
      throw NotebookError("the injected parameters must be a YAML mapping of names to values", at: root.sourceLocation(file))
    }
    return try ParamsFile.overrides(root, file: file)
  }

  /// Runs `read`, placing its error in the cell (its lines count from the cell's first).
  static func located<T>(in place: JupyterCellPlace, _ read: () throws(NotebookError) -> T) throws(NotebookError) -> T {
    do {
      return try read()
    } catch {
      throw NotebookError(error.message, at: error.location.within(place))
    }
  }

  /// A cell's `source`: one string, or a list of strings joined as they are (each keeps its "\n").
  static func sourceText(_ value: JSONValue?, at: SourceLocation) throws(NotebookError) -> String {
    switch value {
    case .string(let s)?: return s.replacing("\r\n", with: "\n")
    case .array(let items)?:
      var text = ""
      for item in items {
        guard let line = item.stringValue else {
          throw NotebookError("the cell's 'source' must be text or a list of text", at: at)
        }
        text += line
      }
      return text.replacing("\r\n", with: "\n")
    default:
      throw NotebookError("the cell has no 'source' text", at: at)
    }
  }

  static func text(_ value: JSONValue?, _ name: String, at: SourceLocation) throws(NotebookError) -> String? {
    guard let value, value != .null else { return nil }
    guard let text = value.stringValue else { throw NotebookError("'\(name)' must be text", at: at) }
    return text
  }

  /// `metadata.authors` (nbformat's list of `{name}`), else `metadata.author` as text.
  static func authors(_ metadata: JSONValue, at: SourceLocation) throws(NotebookError) -> String? {
    if let list = metadata["authors"]?.arrayValue {
      let names = list.compactMap { $0["name"]?.stringValue ?? $0.stringValue }
      guard names.count == list.count else {
        throw NotebookError("'metadata.authors' must list objects with a 'name'", at: at)
      }
      return names.isEmpty ? nil : names.joined(separator: ", ")
    }
    return try text(metadata["author"], "metadata.author", at: at)
  }

  /// A fenced block that no line of `text` closes.
  static func fenced(_ text: String, info: String) -> String {
    var longest = 0
    for line in text.split(separator: "\n") {
      longest = max(longest, line.drop(while: { $0 == " " }).prefix(while: { $0 == "`" }).count)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    let body = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
    return fence + info + "\n" + body + fence
  }
}

extension Cell {
  /// The id of the Jupyter code cell this cell is, nil for a Markdown block (also one inside a
  /// Jupyter markdown cell).
  var jupyterID: String? { kindOffset == JupyterReader.codeCellKindOffset ? location.cell?.id : nil }
}

extension SourceLocation {
  /// The same line and column, counted within a Jupyter cell.
  func within(_ place: JupyterCellPlace) -> SourceLocation {
    var located = self
    located.cell = place
    return located
  }
}

extension Block {
  /// The block with every analysis cell in it placed in a Jupyter cell.
  func within(_ place: JupyterCellPlace) -> Block {
    switch self {
    case .cell(var cell):
      cell.location.cell = place
      return .cell(cell)
    case .list(let start, let tight, let items):
      return .list(start: start, tight: tight, items: items.map { $0.map { $0.within(place) } })
    case .blockQuote(let inner):
      return .blockQuote(inner.map { $0.within(place) })
    default:
      return self
    }
  }
}
