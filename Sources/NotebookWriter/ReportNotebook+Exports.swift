import NotebookFormat
import ReportModel
import TextFormats

extension ExecutedReport {
  /// The fence language of an export's file, by its extension.
  static let exportLanguages = ["kt": "kotlin", "dart": "dart", "css": "css", "ts": "typescript", "json": "json"]

  /// An export the cell wrote (`export:`) as an output after the cell's own: its target, its file
  /// in the report's `export/` folder and its whole text in a code block, as the PDF's appendix
  /// prints it. An export that was not written has its failure among the cell's outputs already.
  static func output(_ export: CellExport) -> JSONValue? {
    guard let path = export.path, let text = export.text else { return nil }
    let title = "Export to \(export.target): \(path)"
    let language = path.split(separator: ".").last.flatMap { exportLanguages[String($0)] }
    let code = Block.code(language: language, text: text.hasSuffix("\n") ? text : text + "\n").markdown
    return display(markdown: "**" + Inline.escaped(title) + "**\n\n" + code, plain: title + "\n" + text)
  }
}
