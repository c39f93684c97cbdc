import Drawing
import NotebookFormat
import ReportModel

/// The first page (`ReportSection`'s cover part): title, date, version, failed-cell banner, the
/// decision sheet and the lines under it, the house default, other presets, parameters.
enum CoverPage {
  static func set<M: Canvas>(_ report: ExecutedReport, on t: inout Typesetter<M>) {
    let theme = t.theme
    let notebook = report.notebook
    t.flow.y += 40
    t.flow.paragraph(Paragraph([.bold(Typesetter<M>.breakable(notebook.title))], style: TextStyle(size: 26, color: Color(hex: 0x111111))), spacingAfter: 8)
    var byline: [String] = []
    if let author = notebook.author { byline.append(author) }
    byline.append(report.dateText)
    if let version = report.versions.first { byline.append("\(version.name) \(version.version)") }
    t.flow.paragraph(Paragraph(byline.joined(separator: "  ·  "), style: theme.body.sized(11).colored(Color(hex: 0x555555))), spacingAfter: 6)
    let cells = report.records.count
    let ok = report.records.filter { $0.status == .ok }.count
    t.flow.paragraph(
      Paragraph("\(notebook.file) — \(cells) analysis cell\(cells == 1 ? "" : "s"), \(ok) ran", style: theme.small),
      spacingAfter: 18)

    if !report.failures.isEmpty || !report.textFailures.isEmpty { banner(report, total: cells, on: &t) }
    RunAlerts.set(report, on: &t)
  }

  /// Page 1's decision sheet: what the numbers mean, one row per decision.
  static func decisionSheet<M: Canvas>(_ report: ExecutedReport, on t: inout Typesetter<M>) {
    let summaries = DecisionSheet.decided(report)
    guard !summaries.isEmpty else { return }
    section(ReportSection.decisions.title ?? "", on: &t)
    t.flow.paragraph(Paragraph(DecisionSheet.reading(summaries, visibility: report.visibility), style: t.theme.small), spacingAfter: 6)
    var sheet = TableItem(
      header: DecisionSheet.header(summaries), rows: DecisionSheet.rows(summaries), alignments: [.left, .left, .left, .right, .right, .right])
    sheet.codeColumn = DecisionSheet.codeColumn
    t.table(sheet)
  }

  /// Under the sheet, a line per button (other options, quick taps, the risk), then what they share.
  static func risks<M: Canvas>(_ report: ExecutedReport, on t: inout Typesetter<M>) {
    let summaries = DecisionSheet.decided(report)
    let theme = t.theme
    for s in summaries { t.flow.paragraph(Paragraph(runs(DecisionSheet.buttonLine(s), theme: theme), style: theme.small), spacingAfter: 3) }
    if let common = DecisionSheet.common(summaries) { t.flow.paragraph(Paragraph(common, style: theme.small), spacingAfter: 6) }
  }

  static func houseDefault<M: Canvas>(_ report: ExecutedReport, on t: inout Typesetter<M>) {
    guard let house = report.houseDefault, !DecisionSheet.decided(report).isEmpty else { return }
    t.flow.paragraph(Paragraph(runs(DecisionSheet.houseDefault(house), theme: t.theme), style: t.theme.body.sized(9)), spacingAfter: 6)
  }

  static func otherPresets<M: Canvas>(_ report: ExecutedReport, on t: inout Typesetter<M>) {
    let undecided = DecisionSheet.undecided(report)
    guard !undecided.isEmpty else { return }
    section(DecisionSheet.decided(report).isEmpty ? "Presets at a glance" : "Other presets", on: &t)
    let numbers = undecided.contains { $0.overshoot != nil }
    t.table(
      TableItem(
        header: ["Preset", "Now", "Recommended"] + (numbers ? ["Overshoot", "Settles"] : []),
        rows: undecided.map {
          [$0.name, $0.current, $0.recommended ?? "—"] + (numbers ? [$0.overshoot ?? "", $0.settle ?? ""] : [])
        },
        alignments: [.left, .left, .left, .right, .right]))
  }

  static func parameters<M: Canvas>(_ report: ExecutedReport, on t: inout Typesetter<M>) {
    let notebook = report.notebook
    guard !notebook.parameters.isEmpty else { return }
    // The full table is in the appendix; the cover says only what this run changed.
    let changed = notebook.parameters.filter(\.isOverridden)
    let text = changed.isEmpty
      ? "Parameters: the notebook's defaults (appendix B)."
      : "Parameters set for this run: " + changed.map { "\($0.name) = \($0.value.description) (default \($0.defaultValue.description))" }.joined(separator: ", ") + " (appendix B)."
    t.flow.paragraph(Paragraph(text, style: t.theme.small), spacingAfter: 4)
  }

  /// The PDF's runs for page 1's words.
  static func runs(_ spans: [DecisionSheet.Span], theme: ReportTheme) -> [TextRun] {
    spans.map { span in
      switch span.style {
      case .plain: .plain(span.text)
      case .bold: .bold(span.text)
      case .warning: TextRun(span.text, .bold, color: theme.warning)
      }
    }
  }

  static func section<M: Canvas>(_ title: String, on t: inout Typesetter<M>) {
    t.flow.space(6)
    t.flow.ensure(60)
    t.flow.paragraph(Paragraph([.bold(title)], style: t.theme.heading(3)), spacingAfter: 5)
  }

  /// A red box naming every failed cell, so nobody reads a partial report as a whole one.
  private static func banner<M: Canvas>(_ report: ExecutedReport, total: Int, on t: inout Typesetter<M>) {
    let theme = t.theme
    let failures = report.failures, cited = report.textFailures.count
    var counts: [String] = []
    if !failures.isEmpty { counts.append("\(failures.count) of \(total) cells failed") }
    if cited > 0 { counts.append("\(cited) citation\(cited == 1 ? "" : "s") in the text cite\(cited == 1 ? "s" : "") nothing") }
    var runs: [TextRun] = [TextRun(counts.joined(separator: ", ") + " — this report is incomplete.", .bold, color: theme.failure)]
    for f in failures + report.textFailures {
      var message = f.message
      if message.count > 110 { message = String(message.prefix(108)) + "…" }
      runs.append(.plain("\n• "))
      runs.append(.bold(f.cellID))
      runs.append(.plain(" (\(f.kind.isEmpty ? "no kind" : f.kind), \(f.location.cell.map { "\($0), " } ?? "")line \(f.location.line)): \(message)"))
    }
    box(Paragraph(runs, style: theme.body.sized(9)), edge: theme.failure, fill: theme.failureFill, on: &t)
  }

  /// A paragraph in a tinted box with a coloured edge on its left: what must not be missed.
  static func box<M: Canvas>(_ p: Paragraph, edge: Color, fill: Color, on t: inout Typesetter<M>) {
    let pad = 8.0
    let h = t.flow.measurer.measure(p, width: t.flow.width - 2 * pad - 4).height + 2 * pad
    t.flow.ensure(h)
    let box = Rect(x: t.flow.left, y: t.flow.y, width: t.flow.width, height: h)
    t.flow.place(.fill(.rect(box), fill))
    t.flow.place(.fill(.rect(Rect(x: box.minX, y: box.minY, width: 4, height: h)), edge))
    t.flow.place(.paragraph(p, at: Point(box.minX + pad + 4, box.minY + pad), width: t.flow.width - 2 * pad - 4, clip: nil))
    t.flow.y += h + 14
  }
}

/// The end matter: the notebook as run, the parameters, the versions, the cells.
enum Appendix {
  /// The most characters of one parameter value the parameters table shows.
  static let longestValue = 1000

  static func set<M: Canvas>(_ report: ExecutedReport, on t: inout Typesetter<M>) {
    // The body's last page ends its chapter: it may end short.
    t.flow.newPage(chapter: true)
    t.flow.heading("Appendix", level: 1)
    t.flow.heading("A. Notebook source as run", level: 2)
    let lines = report.notebook.source.split(separator: "\n", omittingEmptySubsequences: false)
    let trimmed = lines.last == "" ? lines.dropLast() : lines[...]
    let width = String(trimmed.count).count
    let numbered = trimmed.enumerated().map { i, line in
      String(repeating: " ", count: width - String(i + 1).count) + "\(i + 1)  " + line
    }
    t.flow.paragraph(
      Paragraph("\(report.notebook.file), \(trimmed.count) lines. Parameter values of this run are in B.", style: t.theme.small))
    t.flow.code(numbered.joined(separator: "\n"), style: t.theme.code.sized(6.2))

    t.flow.heading("B. Parameters", level: 2)
    if report.notebook.parameters.isEmpty {
      t.flow.paragraph(Paragraph("The notebook has no parameters.", style: t.theme.body))
    } else {
      // A table row never splits between pages: a value of many pages would run off its page.
      let parameters = report.notebook.parameters
      func cell(_ text: String) -> String {
        text.count <= longestValue ? text : String(text.prefix(longestValue)) + "… (\(text.count) characters)"
      }
      t.table(
        TableItem(
          header: ["Parameter", "Type", "Value", "Default", "Set by"],
          rows: parameters.map {
            [$0.name, $0.defaultValue.typeName, cell($0.value.description), cell($0.defaultValue.description), $0.overriddenBy ?? "default"]
          }, alignments: [.left, .left, .left, .left, .left]))
      if parameters.contains(where: { $0.value.description.count > longestValue || $0.defaultValue.description.count > longestValue }) {
        t.flow.paragraph(
          Paragraph(
            "Values over \(longestValue) characters are cut here; the cover gives this run's values and the source (A) the defaults in full.",
            style: t.theme.small))
      }
    }

    t.flow.heading("C. Versions", level: 2)
    t.table(TableItem(header: ["Software", "Version"], rows: report.versions.map { [$0.name, $0.version] }, alignments: [.left, .left]))
    t.flow.paragraph(
      Paragraph(
        "Bézier timing functions are solved to machine precision unless a curve names solver=webkit (WebKit's tolerance) "
          + "or solver=quartzcore (Core Animation's own answers, in Float); exact and Core Animation differ by at most "
          + "1.5e-6 of the travel.", style: t.theme.small))

    t.flow.heading("D. Cells", level: 2)
    t.table(CellsAppendix.table(report.records))
    t.flow.paragraph(
      Paragraph("Timings of each cell are in results.json next to this PDF; they are left out here so the same inputs give the same PDF.", style: t.theme.small))

    if !t.notes.isEmpty {
      t.flow.heading("E. Notes", level: 2)
      t.flow.paragraph(
        Paragraph("What the figures marked ◆ rest on: facts not yet checked on a device, and choices the sources leave open.", style: t.theme.small))
      for (n, note) in t.notes.enumerated() {
        t.flow.paragraph(Paragraph([TextRun("◆\(n + 1) ", .bold, color: t.theme.warning), .plain(note)], style: t.theme.small), spacingAfter: 3)
      }
    }
    let exportsLetter = t.notes.isEmpty ? "E" : "F"
    ExportsAppendix.set(report, letter: exportsLetter, on: &t)
    CurvesAppendix.set(report, letter: report.exports.isEmpty ? exportsLetter : CurveDetail.letter(after: exportsLetter), on: &t)
  }
}
