/// A parsed notebook: its front matter, its parameters with the values of this run, and its
/// blocks in order (narrative and cells). Markdown and Jupyter notebooks parse to the same values.
public struct Notebook: Sendable, Hashable {
  /// The path as given, used in error locations.
  public var file: String
  /// The whole source text as read, for the report's appendix; for a Jupyter notebook its Markdown
  /// form (`markdownText()`), which people read more easily than the JSON.
  public var source: String
  public var title: String
  public var author: String?
  public var parameters: [Parameter]
  public var blocks: [Block]
  /// The notebook as written, in the pieces a Jupyter notebook has cells for: narrative text and
  /// analysis cells, in order.
  public var pieces: [SourcePiece]
  /// Limits on how buttons read now (front matter `budgets:`).
  public var budgets: [Budget] = []
  /// Problems in the narrative that do not stop a run (an unknown `$name`), each at its place.
  public var warnings: [NotebookError] = []
  /// Where the narrative's paragraphs, headings and citations stand in the source.
  public var prose = Prose()

  /// The analysis cells, in order.
  public var cells: [Cell] {
    var found: [Cell] = []
    func walk(_ blocks: [Block]) {
      for block in blocks {
        switch block {
        case .cell(let cell): found.append(cell)
        case .blockQuote(let inner): walk(inner)
        case .list(_, _, let items): items.forEach(walk)
        default: break
        }
      }
    }
    walk(blocks)
    return found
  }

  public func parameter(_ name: String) -> Parameter? { parameters.first { $0.name == name } }
}

/// A piece of a notebook as its author wrote it.
public enum SourcePiece: Sendable, Hashable {
  /// Narrative Markdown as written, `$name` references not yet replaced; `jupyterID` is the id of
  /// the Jupyter cell it was read from, kept when the notebook is written again.
  case markdown(String, jupyterID: String? = nil)
  /// The analysis cell with this `number` (1-based among `Notebook.cells`).
  case cell(Int)

  /// Markdown lines cut at every analysis cell, from line index `start` on, and before each line
  /// of `breaks` (1-based: the top-level headings, so each section starts a Jupyter cell). A cell
  /// inside a list item or a block quote is cut out too, so each cell stands on its own (the list
  /// goes on after it).
  static func split(
    _ lines: [Substring], from start: Int, cells: [Cell], breaks: [Int] = [], jupyterID: String? = nil
  ) -> [SourcePiece] {
    var pieces: [SourcePiece] = []
    var next = start
    func narrative(upTo end: Int) {
      guard end > next else { return }
      var chunk = lines[next..<end]
      next = end
      while let first = chunk.first, first.allSatisfy(\.isWhitespace) { chunk = chunk.dropFirst() }
      while let last = chunk.last, last.allSatisfy(\.isWhitespace) { chunk = chunk.dropLast() }
      // The first piece of a Jupyter markdown cell keeps its id; the cell's other pieces get new ones.
      if !chunk.isEmpty { pieces.append(.markdown(chunk.joined(separator: "\n"), jupyterID: pieces.isEmpty ? jupyterID : nil)) }
    }
    let cuts = (cells.map { (line: $0.location.line, cell: Optional($0)) } + breaks.map { ($0, nil) })
      .sorted { $0.line < $1.line }
    for cut in cuts {
      narrative(upTo: cut.line - 1)
      guard let cell = cut.cell else { continue }
      pieces.append(.cell(cell.number))
      next = max(next, min(lines.count, cell.lastLine))
    }
    narrative(upTo: lines.count)
    return pieces
  }
}

/// The two forms a notebook is written in, told apart by the file name.
public enum NotebookForm: Sendable, Hashable {
  /// Markdown with ```` ```presslab KIND ```` cells.
  case markdown
  /// A Jupyter notebook (`.ipynb`, nbformat 4) with `%%presslab KIND` code cells.
  case jupyter

  public init(path: String) {
    self = path.hasSuffix(".ipynb") ? .jupyter : .markdown
  }
}
