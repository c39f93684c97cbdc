import Drawing
import ReportModel

/// The appendix's exports: each pick a recommend cell exports (`export:`), file by file as written
/// in the report's `export/` folder, and each target that was not exported with why.
enum ExportsAppendix {
  static func set<M: Canvas>(_ report: ExecutedReport, letter: String, on t: inout Typesetter<M>) {
    let exports = report.exports
    guard !exports.isEmpty else { return }
    t.flow.heading("\(letter). Exports", level: 2)
    t.flow.paragraph(
      Paragraph(
        "The picks as other platforms draw them, written next to this PDF in export/. Each is within half a device pixel "
          + "of the pick at every frame; what a platform cannot reproduce is said in the file.", style: t.theme.small))
    for export in exports {
      let head = TextRun("\(export.cellID) → \(export.target): ", .bold)
      if let path = export.path, let text = export.text {
        t.flow.paragraph(Paragraph([head, .plain(path)], style: t.theme.body), spacingAfter: 2)
        t.flow.code(text, style: t.theme.code.sized(6.2))
      } else {
        let why = export.problem ?? "not exported"
        t.flow.paragraph(Paragraph([head, TextRun("not exported: \(why)", color: t.theme.failure)], style: t.theme.body))
      }
    }
  }
}
