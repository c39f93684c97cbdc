import ReportModel

extension ReportHTML.Page {
  /// The end matter as the PDF has it: the notebook as run, the parameters, the versions, the
  /// cells, the notes behind ◆, and each export's text.
  mutating func appendix() {
    let title = ReportSection.appendix.title ?? ""
    heading(1, escape(title), text: title)
    let notebook = report.notebook
    part("A. Notebook source as run")
    let lines = notebook.source.split(separator: "\n", omittingEmptySubsequences: false)
    let trimmed = lines.last == "" ? lines.dropLast() : lines[...]
    html += "<p class=\"small\">\(escape(notebook.file)), \(trimmed.count) lines. Parameter values of this run are in B.</p>\n"
    html += "<details><summary>The source</summary><pre class=\"source\"><code>"
      + trimmed.enumerated().map { "<span class=\"ln\">\($0 + 1)</span>\(escape(String($1)))" }.joined(separator: "\n") + "</code></pre></details>\n"

    part("B. Parameters")
    if notebook.parameters.isEmpty {
      html += "<p>The notebook has no parameters.</p>\n"
    } else {
      html += ReportHTML.table(
        TableItem(
          header: ["Parameter", "Type", "Value", "Default", "Set by"],
          rows: notebook.parameters.map { [$0.name, $0.defaultValue.typeName, $0.value.description, $0.defaultValue.description, $0.overriddenBy ?? "default"] },
          alignments: [.left, .left, .left, .left, .left]))
    }

    part("C. Versions")
    html += ReportHTML.table(TableItem(header: ["Software", "Version"], rows: report.versions.map { [$0.name, $0.version] }, alignments: [.left, .left]))

    part("D. Cells")
    html += ReportHTML.table(CellsAppendix.table(report.records))

    if !notes.isEmpty {
      part("E. Notes")
      html += "<p class=\"small\">What the figures marked ◆ rest on: facts not yet checked on a device, and choices the sources leave open.</p>\n<ol class=\"notes\">"
        + notes.map { "<li>\(escape($0))</li>" }.joined() + "</ol>\n"
    }
    let exportsLetter = notes.isEmpty ? "E" : "F"
    exports(letter: exportsLetter)
    curves(letter: report.exports.isEmpty ? exportsLetter : CurveDetail.letter(after: exportsLetter))
  }

  /// The PDF's curves part: each animation as PressLab models it.
  mutating func curves(letter: String) {
    guard !report.curveDetails.isEmpty else { return }
    part("\(letter). \(CurveDetail.heading)")
    html += "<p class=\"small\">\(escape(CurveDetail.intro))</p>\n"
    html += ReportHTML.table(TableItem(header: CurveDetail.header, rows: CurveDetail.rows(report.curveDetails), alignments: [.left, .left, .left, .left]))
    for note in CurveDetail.notes(report.curveDetails) { html += "<p class=\"small\">\(escape(note))</p>\n" }
  }

  /// Each export a recommend cell asked for: its file and text, or why there is none.
  mutating func exports(letter: String) {
    let exports = report.exports
    guard !exports.isEmpty else { return }
    part("\(letter). Exports")
    html += "<p class=\"small\">The picks as other platforms draw them, written next to this page in export/. Each is within half a device "
      + "pixel of the pick at every frame; what a platform cannot reproduce is said in the file.</p>\n"
    for export in exports {
      let head = "<b>\(escape(export.cellID)) → \(escape(export.target)):</b> "
      if let path = export.path, let text = export.text {
        html += "<p>\(head)\(escape(path))</p>\n<pre class=\"export\"><code>\(escape(text))</code></pre>\n"
      } else {
        html += "<p>\(head)<span class=\"failure\">not exported: \(escape(export.problem ?? "not exported"))</span></p>\n"
      }
    }
  }

  /// Figure caveats, each once, in order of first mention: the PDF's ◆ notes.
  var notes: [String] {
    var notes: [String] = []
    for figure in report.figures {
      for fact in (figure.caveat ?? "").split(separator: "\n").map(String.init) where !fact.isEmpty && !notes.contains(fact) { notes.append(fact) }
    }
    return notes
  }

  private mutating func part(_ title: String) { heading(2, escape(title), text: title) }
}
