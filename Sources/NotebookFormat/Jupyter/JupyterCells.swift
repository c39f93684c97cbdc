import TextFormats

/// A Jupyter notebook's cells read in order, each by its type and tags: narrative and analysis
/// cells become blocks, the cell tagged `parameters` the defaults, the one tagged
/// `injected-parameters` overrides of them; each cell's role is kept for `pieces`.
struct JupyterCells {
  let file: String
  var blocks: [Block] = []
  var defaults: [Parameter] = []
  var parametersCell: JupyterCellPlace?
  var injected: (place: JupyterCellPlace, overrides: [ParameterOverride])?
  /// Each cell's role, for `pieces` once the cells are numbered.
  var roles: [(place: JupyterCellPlace, markdown: String?)] = []

  init(file: String) { self.file = file }

  /// Reads cell `index` of the notebook.
  mutating func add(_ json: JSONValue, index: Int) throws(NotebookError) {
    let file = file
    let place = JupyterCellPlace(index: index, id: json["id"]?.stringValue)
    let at = SourceLocation(file: file, line: 1).within(place)
    guard json.members != nil else { throw NotebookError("a cell must be a JSON object", at: at) }
    let type = json["cell_type"]?.stringValue ?? ""
    let source = try JupyterReader.sourceText(json["source"], at: at)
    let tags = (json["metadata"]?["tags"]?.arrayValue ?? []).compactMap(\.stringValue)
    switch type {
    case "markdown":
      blocks += try JupyterReader.located(in: place) { () throws(NotebookError) in try CMarkReader.blocks(source, file: file) }
        .map { $0.within(place) }
      roles.append((place, source))
    case "raw":
      // Raw cells are nbconvert's pass-through text; PressLab shows them as a listing.
      blocks.append(.code(language: nil, text: source))
      roles.append((place, JupyterReader.fenced(source, info: "")))
    case "code" where tags.contains(JupyterReader.parametersTag):
      if let first = parametersCell {
        throw NotebookError("a second cell tagged '\(JupyterReader.parametersTag)' (the first is \(first))", at: at)
      }
      parametersCell = place
      defaults = try JupyterReader.located(in: place) { () throws(NotebookError) in try JupyterReader.parameters(source, file: file) }
        .map { var p = $0; p.location.cell = place; return p }
    case "code" where tags.contains(JupyterReader.injectedTag):
      let overrides = try JupyterReader.located(in: place) { () throws(NotebookError) in
        try JupyterReader.injectedOverrides(source, file: file)
      }
      injected = (place, overrides.map { var o = $0; o.origin = "\(file): \(place) (\(JupyterReader.injectedTag))"; return o })
    case "code":
      blocks.append(.cell(try JupyterReader.analysisCell(source, at: at)))
      roles.append((place, nil))
    default:
      throw NotebookError(
        type.isEmpty
          ? "the cell has no 'cell_type'"
          : "unknown cell type '\(type)' (a Jupyter cell is markdown, code or raw)", at: at)
    }
  }

  /// The defaults with the injected values applied. Values a run injected are the notebook's own:
  /// a misfit is a broken notebook, not a usage error. They apply first, then the command line's.
  func injectedDefaults() throws(NotebookError) -> [Parameter] {
    var defaults = defaults
    guard let injected else { return defaults }
    for override in injected.overrides {
      do {
        try NotebookParser.apply(override, to: &defaults)
      } catch {
        throw NotebookError(error.message, at: SourceLocation(file: file, line: 1).within(injected.place))
      }
    }
    return defaults
  }

  /// The source as written, in pieces: each markdown cell's text around the analysis cells in it,
  /// each code cell as its analysis cell (`cells`: the notebook's, numbered).
  func pieces(_ cells: [Cell]) -> [SourcePiece] {
    let cellsByPlace = Dictionary(grouping: cells) { $0.location.cell?.index ?? -1 }
    return roles.flatMap { role -> [SourcePiece] in
      let inside = cellsByPlace[role.place.index] ?? []
      guard let markdown = role.markdown else { return inside.map { .cell($0.number) } }
      let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
      return SourcePiece.split(lines, from: 0, cells: inside, jupyterID: role.place.id)
    }
  }
}
