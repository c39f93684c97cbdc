import NotebookFormat
import TextFormats

extension ExecutedReport {
  /// `results.json`: the run's parameters and, for every cell, its id, kind, status, duration,
  /// error and computed metrics. Durations live here and never in the PDF.
  public func resultsJSON() -> JSONValue {
    let cells: [JSONValue] = records.map { r in
      var fields: [(String, JSONValue)] = [("id", .string(r.id)), ("kind", .string(r.kind)), ("line", .integer(r.location.line))]
      // In a Jupyter notebook lines count within a cell: say which (its index in `cells`).
      if let cell = r.location.cell { fields.append(("cell", .integer(cell.index))) }
      fields += [("status", .string(r.status.rawValue)), ("duration_s", .number((r.duration * 1e6).rounded() / 1e6))]
      if let f = r.failure {
        var error: [(String, JSONValue)] = [
          ("message", .string(f.message)), ("file", .string(f.location.file)),
          ("line", .integer(f.location.line)), ("column", .integer(f.location.column)),
        ]
        if let cell = f.location.cell { error.append(("cell", .integer(cell.index))) }
        fields.append(("error", .object(error)))
      } else {
        fields.append(("error", .null))
      }
      fields.append(("metrics", r.metrics))
      return .object(fields)
    }
    let parameters: [(String, JSONValue)] = notebook.parameters.map { p in
      (p.name, .object([
        ("value", p.value.json), ("default", p.defaultValue.json),
        ("overridden_by", p.overriddenBy.map(JSONValue.string) ?? .null),
      ]))
    }
    // Present only when a citation failed, so a report without one keeps its bytes.
    let textErrors: [(String, JSONValue)] = textFailures.isEmpty ? [] : [
      ("text_errors", .array(textFailures.map { f in
        .object([("citation", .string(f.cellID)), ("message", .string(f.message)), ("file", .string(f.location.file)),
          ("line", .integer(f.location.line)), ("column", .integer(f.location.column))] + (f.location.cell.map { [("cell", .integer($0.index))] } ?? []))
      }))
    ]
    return .object([
      ("notebook", .string(notebook.file)),
      ("title", .string(notebook.title)),
      ("date", .string(dateText)),
      ("status", .string(failures.isEmpty && textFailures.isEmpty ? "ok" : "failed")),
      ("failed_cells", .array(failures.map { .string($0.cellID) })),
    ] + textErrors + [
      ("parameters", .object(parameters)),
      ("buttons", .object(buttonNames.map { ($0.preset, .string($0.name)) })),
      ("cells", .array(cells)),
      ("figures", .array(figures.map { .string("figures/\($0.id).png") })),
      ("sweeps", .array(tables.map { .string($0) })),
      ("versions", .object(versions.map { ($0.name, .string($0.version)) })),
    ])
  }
}

extension ExecutedReport {
  /// Each preset the report shows, by id, with the name its pages give it, in report order.
  public var buttonNames: [(preset: String, name: String)] {
    var seen: Set<String> = []
    return (summaries.map { ($0.preset, $0.name) } + curveDetails.map { ($0.preset, $0.button) }).filter { seen.insert($0.0).inserted }
  }
}

extension ParameterValue {
  var json: JSONValue {
    switch self {
    case .number(let x): return .number(x)
    case .bool(let b): return .bool(b)
    case .string(let s): return .string(s)
    case .list(let items): return .array(items.map(\.json))
    }
  }
}
