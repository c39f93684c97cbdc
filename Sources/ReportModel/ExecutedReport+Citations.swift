import NotebookFormat

extension ExecutedReport {
  /// The narrative with every `{{…}}` citation replaced by what it cites, once every cell has run
  /// (a paragraph may cite a pick decided further on). A citation that cites nothing stays as
  /// written and fails the run at its place, as a failed cell does (`textFailures`).
  package mutating func resolveCitations(presetFiles: [(path: String, text: String)]) {
    guard !notebook.prose.citations.isEmpty else { return }
    let citations = Citations(presetFiles: presetFiles, summaries: summaries)
    var failed: [String: CellFailure] = [:]
    var order: [String] = []
    func value(_ key: String) -> String? {
      switch citations.resolve(key) {
      case .success(let text): return text
      case .failure(let error):
        if failed[key] == nil {
          order.append(key)
          let place = notebook.prose.place(of: key) ?? SourceLocation(file: notebook.file, line: 1)
          failed[key] = CellFailure(cellID: "{{\(key)}}", kind: "citation", location: place, message: error.message)
        }
        return nil
      }
    }
    func walk(_ nodes: [ReportNode]) -> [ReportNode] {
      nodes.map { node in
        switch node {
        case .block(let block): return .block(block.mappingText { Prose.replacingCitations(in: $0, value) })
        case .list(let start, let tight, let items): return .list(start: start, tight: tight, items: items.map(walk))
        case .quote(let inner): return .quote(walk(inner))
        case .cell: return node
        }
      }
    }
    body = walk(body)
    textFailures = order.compactMap { failed[$0] }.sorted { Prose.precedes($0.location, $1.location) }
  }
}
