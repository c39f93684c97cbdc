import NotebookFormat
import ReportModel
import TextFormats

/// The executed notebook as a Jupyter notebook, the record of the run papermill's users expect:
/// the notebook as written (`Notebook.jupyterDocument`) with each analysis cell's outputs from its
/// `CellRecord`, in the order the cell gave them. Figures are `image/png` (their PNGs are handed
/// in, drawn by the command line's backend) followed by their numbered caption, tables are
/// `text/markdown` and `text/plain`, metrics `application/json`, a failed cell an `error` output
/// with its message and place, an export the cell wrote its text in a code block. Each code cell's
/// metadata holds its status and duration.
extension ExecutedReport {
  /// `pngs` gives each figure's PNG bytes by figure id. `durations` false leaves durations out
  /// (null), so a run with `SOURCE_DATE_EPOCH` gives the same bytes every time.
  public func jupyterNotebook(pngs: [String: [UInt8]], durations: Bool) -> JSONValue {
    var figureNumber = 0
    let records = Dictionary(records.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
    let metadata: [(String, JSONValue)] = [
      ("presslab", .object([
        ("date", .string(dateText)),
        ("versions", .object(versions.map { ($0.name, .string($0.version)) })),
      ]))
    ]
    return notebook.jupyterDocument(metadata: metadata) { cell in
      guard let record = records[cell.number] else { return nil }
      var outputs: [JSONValue] = []
      for item in record.outputs {
        outputs += Self.outputs(item, figureNumber: &figureNumber, pngs: pngs)
      }
      outputs += record.exports.compactMap(Self.output)
      let duration: JSONValue = durations ? .number((record.duration * 1e6).rounded() / 1e6) : .null
      return JupyterCellRun(
        outputs: outputs, executionCount: record.number,
        metadata: [
          ("presslab", .object([
            ("id", .string(record.id)), ("kind", .string(record.kind)), ("status", .string(record.status.rawValue)),
            ("duration_s", duration),
          ]))
        ])
    }
  }

  /// One report item as nbformat outputs.
  static func outputs(_ item: ReportItem, figureNumber: inout Int, pngs: [String: [UInt8]]) -> [JSONValue] {
    switch item {
    case .block(let block):
      return [display(markdown: block.markdown, plain: [block].plainText)]
    case .heading(let level, let text):
      return [display(markdown: String(repeating: "#", count: level) + " " + Inline.escaped(text), plain: text)]
    case .figure(let figure):
      figureNumber += 1
      let caption = "Figure \(figureNumber). \(figure.caption)"
      var result: [JSONValue] = []
      if let png = pngs[figure.id] {
        result.append(
          .object([
            ("output_type", .string("display_data")),
            ("data", .object([("image/png", .string(JupyterFile.base64(png))), ("text/plain", .string(caption))])),
            // Drawn 640 points wide at 2 pixels per point: shown at 640 so it is sharp.
            ("metadata", .object([("image/png", .object([("width", .integer(640))]))])),
          ]))
      }
      var markdown = "**Figure \(figureNumber).** " + Inline.escaped(figure.caption)
      var plain = caption
      if let caveat = figure.caveat {
        markdown += "  \n**Note:** *" + Inline.escaped(caveat) + "*"
        plain += "\nNote: " + caveat
      }
      return result + [display(markdown: markdown, plain: plain)]
    case .table(let table):
      return [display(markdown: markdownTable(table), plain: plainTable(table))]
    case .snippet(let title, let code):
      return [
        display(markdown: "**" + Inline.escaped(title) + "**\n\n" + Block.code(language: "swift", text: code + "\n").markdown, plain: title + "\n" + code)
      ]
    case .note(let text):
      return [display(markdown: "**Note:** *" + Inline.escaped(text) + "*", plain: "Note: " + text)]
    case .metrics(let metrics):
      // JupyterLab shows the JSON as a tree; HTML viewers (nbconvert) get it folded away, as the
      // tables above already show the numbers people read.
      let html = "<details><summary>Metrics (as in results.json)</summary><pre>" + escapedHTML(metrics.pretty()) + "</pre></details>"
      return [
        .object([
          ("output_type", .string("display_data")),
          ("data", .object([
            ("application/json", metrics), ("text/html", JupyterFile.lines(html)), ("text/plain", .string(metrics.serialized())),
          ])),
          ("metadata", .object([])),
        ])
      ]
    case .failure(let failure):
      let kind = failure.kind.isEmpty ? "no kind" : failure.kind
      return [
        .object([
          ("output_type", .string("error")), ("ename", .string("CellError")), ("evalue", .string(failure.message)),
          ("traceback", .array([.string("Cell '\(failure.cellID)' (\(kind)) failed at \(failure.location)"), .string(failure.message)])),
        ])
      ]
    }
  }

  static func escapedHTML(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
  }

  static func display(markdown: String, plain: String) -> JSONValue {
    .object([
      ("output_type", .string("display_data")),
      ("data", .object([("text/markdown", JupyterFile.lines(markdown)), ("text/plain", JupyterFile.lines(plain))])),
      ("metadata", .object([])),
    ])
  }

  /// A pipe table (GitHub's and Jupyter's), the title in bold above it, highlighted rows in bold.
  static func markdownTable(_ table: TableItem) -> String {
    func cell(_ text: String) -> String { Inline.escaped(text).replacing("\n", with: " ") }
    var lines: [String] = []
    if let title = table.title { lines += ["**" + Inline.escaped(title) + "**", ""] }
    lines.append("| " + table.header.map(cell).joined(separator: " | ") + " |")
    lines.append("|" + table.alignments.map { $0 == .right ? " ---: |" : " :--- |" }.joined())
    for (i, row) in table.rows.enumerated() {
      let bold = table.highlighted.contains(i)
      lines.append("| " + row.map { bold && !$0.isEmpty ? "**" + cell($0) + "**" : cell($0) }.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n")
  }

  /// Columns padded to line up in a monospace font; highlighted rows marked with `*`.
  static func plainTable(_ table: TableItem) -> String {
    let rows = [table.header] + table.rows
    let widths = table.header.indices.map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    func line(_ row: [String], mark: String) -> String {
      let cells = widths.indices.map { column -> String in
        let text = column < row.count ? row[column] : ""
        let pad = String(repeating: " ", count: widths[column] - text.count)
        return column < table.alignments.count && table.alignments[column] == .right ? pad + text : text + pad
      }
      return (mark + cells.joined(separator: "  ")).replacing(/\ +$/, with: "")
    }
    var lines = table.title.map { [$0] } ?? []
    lines.append(line(table.header, mark: "  "))
    for (i, row) in table.rows.enumerated() { lines.append(line(row, mark: table.highlighted.contains(i) ? "* " : "  ")) }
    return lines.joined(separator: "\n")
  }
}

extension Array where Element == Block {
  /// The characters a reader sees.
  var plainText: String {
    map { block -> String in
      switch block {
      case .heading(_, let content, _), .paragraph(let content): return content.plainText
      case .code(_, let text), .html(let text): return text
      case .list(_, _, let items): return items.map { "- " + $0.plainText }.joined(separator: "\n")
      case .blockQuote(let inner): return inner.plainText
      case .thematicBreak: return "---"
      case .cell(let cell): return cell.source
      }
    }.joined(separator: "\n\n")
  }
}
