import TextFormats

/// What a run gave one analysis cell, for its code cell in a Jupyter notebook.
public struct JupyterCellRun: Sendable {
  /// nbformat output objects (`display_data`, `error`), in order.
  public var outputs: [JSONValue]
  public var executionCount: Int?
  /// Added to the cell's metadata (beside its tags).
  public var metadata: [(String, JSONValue)]

  public init(outputs: [JSONValue], executionCount: Int?, metadata: [(String, JSONValue)]) {
    self.outputs = outputs
    self.executionCount = executionCount
    self.metadata = metadata
  }
}

extension Notebook {
  /// The notebook in Markdown: front matter (title, author, the parameters' defaults), then its
  /// pieces, each analysis cell as a ```` ```presslab KIND ```` block.
  public func markdownText() -> String {
    var front = "---\ntitle: \(Self.yamlScalar(title))\n"
    if let author { front += "author: \(Self.yamlScalar(author))\n" }
    if !parameters.isEmpty { front += "parameters:\n" + parametersYAML(\.defaultValue, indent: "  ") }
    front += Budget.yaml(budgets)
    front += "---\n"
    let cellsByNumber = Dictionary(uniqueKeysWithValues: cells.map { ($0.number, $0) })
    let body = pieces.map { piece -> String in
      switch piece {
      case .markdown(let text, _): return text
      case .cell(let number):
        guard let cell = cellsByNumber[number] else { return "" }
        return JupyterReader.fenced(cell.source, info: "presslab \(cell.kindName)")
      }
    }
    return front + body.map { "\n" + $0 + "\n" }.joined()
  }

  /// The notebook as a Jupyter notebook (nbformat 4.5): the parameters' defaults in a code cell
  /// tagged `parameters`, then, when a value was overridden, its values in one tagged
  /// `injected-parameters` (papermill's convention), then narrative as markdown cells and each
  /// analysis cell as a code cell `%%presslab KIND` with its body as written. `run` gives a cell's
  /// outputs when the notebook was executed; `metadata` is added to the notebook's. Cells read
  /// from a Jupyter notebook keep their ids; others take the analysis cell's id or `markdown-N`.
  public func jupyterDocument(
    metadata extra: [(String, JSONValue)] = [], run: (Cell) -> JupyterCellRun? = { _ in nil }
  ) -> JSONValue {
    var ids = JupyterIDs()
    var cellsOut: [JSONValue] = []
    if !parameters.isEmpty {
      cellsOut.append(
        Self.codeCell(
          id: ids.claim(JupyterReader.parametersTag), source: parametersYAML(\.defaultValue, indent: ""),
          tags: [JupyterReader.parametersTag]))
      let overridden = parameters.filter(\.isOverridden)
      if !overridden.isEmpty {
        var source = ""
        for p in overridden { source += "\(p.name): \(p.value.yamlText)  # \(p.overriddenBy ?? "")\n" }
        cellsOut.append(
          Self.codeCell(
            id: ids.claim(JupyterReader.injectedTag), source: source, tags: [JupyterReader.injectedTag]))
      }
    }
    let cellsByNumber = Dictionary(uniqueKeysWithValues: cells.map { ($0.number, $0) })
    var markdownCount = 0
    for piece in pieces {
      switch piece {
      case .markdown(let text, let jupyterID):
        markdownCount += 1
        cellsOut.append(
          .object([
            ("cell_type", .string("markdown")), ("id", .string(ids.claim(jupyterID ?? "markdown-\(markdownCount)"))),
            ("metadata", .object([])), ("source", JupyterFile.lines(text)),
          ]))
      case .cell(let number):
        guard let cell = cellsByNumber[number] else { continue }
        var body = cell.source
        if body.hasSuffix("\n") { body.removeLast() }
        let result = run(cell)
        cellsOut.append(
          Self.codeCell(
            id: ids.claim(cell.jupyterID ?? cell.id), source: "\(JupyterReader.magic) \(cell.kindName)" + (body.isEmpty ? "" : "\n" + body),
            tags: [], run: result))
      }
    }
    var metadata: [(String, JSONValue)] = [("title", .string(title))]
    if let author { metadata.append(("authors", .array([.object([("name", .string(author))])]))) }
    if !budgets.isEmpty { metadata.append(("presslab", .object([("budgets", Budget.json(budgets))]))) }
    // The cells' text is YAML; a viewer highlights it as such.
    metadata.append(("language_info", .object([("name", .string("yaml"))])))
    metadata += extra
    return .object([
      ("cells", .array(cellsOut)), ("metadata", .object(metadata)), ("nbformat", .integer(4)),
      ("nbformat_minor", .integer(5)),
    ])
  }

  static func codeCell(id: String, source: String, tags: [String], run: JupyterCellRun? = nil) -> JSONValue {
    var metadata: [(String, JSONValue)] = []
    if !tags.isEmpty { metadata.append(("tags", .array(tags.map(JSONValue.string)))) }
    metadata += run?.metadata ?? []
    return .object([
      ("cell_type", .string("code")), ("execution_count", run?.executionCount.map(JSONValue.integer) ?? .null),
      ("id", .string(id)), ("metadata", .object(metadata)), ("outputs", .array(run?.outputs ?? [])),
      ("source", JupyterFile.lines(source)),
    ])
  }

  /// `name: value` lines, the values as YAML flow text.
  func parametersYAML(_ value: KeyPath<Parameter, ParameterValue>, indent: String) -> String {
    parameters.map { "\(indent)\($0.name): \($0[keyPath: value].yamlText)\n" }.joined()
  }

  /// Text as a YAML scalar: plain when YAML reads it back as the same text, else double-quoted.
  static func yamlScalar(_ text: String) -> String {
    let special = Set(":#{}[],&*!|>'\"%@`")
    let plain =
      !text.isEmpty && text.trimmingSpaces == text && !text.contains(where: { special.contains($0) || $0.isNewline })
      && !"-?".contains(text.first!) && Double(text) == nil
      && !["true", "false", "yes", "no", "on", "off", "null", "~"].contains(text.lowercased())
    return plain ? text : ParameterValue.quoted(text)
  }
}

/// Jupyter cell ids: letters, digits, '-' and '_', 1 to 64 of them, unique in the notebook.
struct JupyterIDs {
  private var used: Set<String> = []

  /// `wanted` when it is a valid id not yet used, else it made valid and numbered until unique.
  mutating func claim(_ wanted: String) -> String {
    var base = String(
      wanted.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") ? Character($0) : "-" }
        .prefix(56))
    if base.isEmpty { base = "cell" }
    var id = base
    var n = 1
    while used.contains(id) {
      n += 1
      id = "\(base)-\(n)"
    }
    used.insert(id)
    return id
  }
}
