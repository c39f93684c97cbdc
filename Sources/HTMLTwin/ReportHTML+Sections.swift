import NotebookFormat
import ReportModel
import TextFormats

extension ReportHTML.Page {
  /// One of the report's sections as the PDF has it, in the PDF's order; nothing where the PDF
  /// has nothing. The switch is exhaustive: a section added to `ReportSection` must be written here.
  mutating func section(_ section: ReportSection) {
    switch section {
    case .cover: cover()
    case .decisions: decisions()
    case .risks: risks()
    case .houseDefault: houseDefault()
    case .otherPresets: otherPresets()
    case .parameters: parameters()
    case .sinceLastRun: sinceLastRun()
    case .contents: contentsAt = (ids.unique(section.title ?? ""), html.utf8.count)
    case .glossary: glossary()
    case .chapters: report.body.forEach { node($0) }
    case .trends: trends()
    case .appendix: appendix()
    }
  }

  /// A page-1 section's heading, with an id to link to; not in the contents, as in the PDF.
  mutating func sectionHeading(_ title: String) {
    html += "<h2 class=\"part\" id=\"\(ids.unique(title))\">\(escape(title))</h2>\n"
  }

  /// Title, byline, the failed cells and page 1's alarms.
  mutating func cover() {
    let notebook = report.notebook
    html += "<h1>\(escape(notebook.title))</h1>\n<p class=\"meta\">"
    if let author = notebook.author { html += "\(escape(author)) · " }
    html += "\(escape(report.dateText)) · " + report.versions.map { escape("\($0.name) \($0.version)") }.joined(separator: ", ") + "</p>\n"
    let cells = report.records.count, ok = report.records.filter { $0.status == .ok }.count
    html += "<p class=\"meta\">\(escape(notebook.file)) — \(cells) analysis cell\(cells == 1 ? "" : "s"), \(ok) ran</p>\n"
    let failures = report.failures
    if !failures.isEmpty {
      html += "<div class=\"alarm\" role=\"alert\"><b>\(failures.count) of \(cells) cells failed — this report is incomplete.</b><ul>"
      for f in failures {
        let place = "\(f.kind.isEmpty ? "no kind" : f.kind), \(f.location.cell.map { "\($0), " } ?? "")line \(f.location.line)"
        html += "<li><b>\(escape(f.cellID))</b> (\(escape(place))): \(escape(f.message))</li>"
      }
      html += "</ul></div>\n"
    }
    alarms()
  }

  /// Budgets broken, regressions since the last run, a history that could not be read.
  mutating func alarms() {
    var groups: [(String, [String])] = []
    let breaks = report.budgetBreaks
    if !breaks.isEmpty { groups.append(("\(breaks.count) budget\(breaks.count == 1 ? "" : "s") broken:", breaks.map(\.text))) }
    let regressions = report.memory?.sinceLast?.regressions ?? []
    if !regressions.isEmpty {
      groups.append(("\(regressions.count) regression\(regressions.count == 1 ? "" : "s") since the last run:", regressions.map(\.shortText)))
    }
    if let memory = report.memory, let problem = memory.problem { groups.append(("The run history, \(memory.file), \(problem).", [])) }
    if groups.isEmpty, let memory = report.memory {
      let text = memory.sinceLast.map { "Since \($0.base.title): \($0.summary) (details after the decisions)." }
        ?? "First run in \(memory.file): nothing to compare with yet."
      html += "<p class=\"meta\">\(escape(text))</p>\n"
    }
    guard !groups.isEmpty else { return }
    html += "<div class=\"alarm\" role=\"alert\">"
    for (title, lines) in groups {
      html += "<b>\(escape(title))</b>" + (lines.isEmpty ? "<br>" : "<ul>" + lines.map { "<li>\(escape($0))</li>" }.joined() + "</ul>")
    }
    html += "</div>\n"
  }

  /// Page 1's decision sheet: its rule, then a row per touch-down and release, now → pick.
  mutating func decisions() {
    let summaries = DecisionSheet.decided(report)
    guard !summaries.isEmpty else { return }
    sectionHeading(ReportSection.decisions.title ?? "")
    html += "<p class=\"small\">\(escape(DecisionSheet.reading(summaries, visibility: report.visibility)))</p>\n"
    let numbers = 3...5
    html += "<table class=\"summary\"><tr>" + DecisionSheet.header(summaries).map { "<th>\(escape($0))</th>" }.joined() + "</tr>\n"
    for row in DecisionSheet.rows(summaries) {
      html += "<tr>" + row.enumerated().map { c, text in
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "<br>")
        return c == DecisionSheet.codeColumn ? "<td class=\"code\">\(lines)</td>" : numbers.contains(c) ? "<td class=\"num\">\(lines)</td>" : "<td>\(lines)</td>"
      }.joined() + "</tr>\n"
    }
    html += "</table>\n"
  }

  /// Each decided button's other options, quick taps and risk; what the buttons share.
  mutating func risks() {
    let summaries = DecisionSheet.decided(report)
    for s in summaries { html += "<p class=\"small\">\(Self.spans(DecisionSheet.buttonLine(s)))</p>\n" }
    if let common = DecisionSheet.common(summaries) { html += "<p class=\"small\">\(escape(common))</p>\n" }
  }

  mutating func houseDefault() {
    guard let house = report.houseDefault, !DecisionSheet.decided(report).isEmpty else { return }
    html += "<p class=\"house\">\(Self.spans(DecisionSheet.houseDefault(house)))</p>\n"
  }

  mutating func otherPresets() {
    let undecided = DecisionSheet.undecided(report)
    guard !undecided.isEmpty else { return }
    sectionHeading(DecisionSheet.decided(report).isEmpty ? "Presets at a glance" : "Other presets")
    let numbers = undecided.contains { $0.overshoot != nil }
    html += ReportHTML.table(
      TableItem(
        header: ["Preset", "Now", "Recommended"] + (numbers ? ["Overshoot", "Settles"] : []),
        rows: undecided.map { [$0.name, $0.current, $0.recommended ?? "—"] + (numbers ? [$0.overshoot ?? "", $0.settle ?? ""] : []) },
        alignments: [.left, .left, .left, .right, .right]))
  }

  /// What this run set; the whole table is in appendix B.
  mutating func parameters() {
    let parameters = report.notebook.parameters
    guard !parameters.isEmpty else { return }
    let changed = parameters.filter(\.isOverridden)
    let text = changed.isEmpty
      ? "Parameters: the notebook's defaults (appendix B)."
      : "Parameters set for this run: " + changed.map { "\($0.name) = \($0.value.description) (default \($0.defaultValue.description))" }.joined(separator: ", ") + " (appendix B)."
    html += "<p class=\"small\">\(escape(text))</p>\n"
  }

  mutating func glossary() {
    let entries = Glossary.entries(for: report)
    guard !entries.isEmpty else { return }
    sectionHeading(ReportSection.glossary.title ?? "")
    html += "<dl class=\"glossary\">" + entries.map { "<dt>\(escape($0.term))</dt><dd>\(escape($0.meaning))</dd>" }.joined() + "</dl>\n"
  }

  /// The contents where they stand: the chapters, trends and appendix to level 2, linked.
  mutating func finish() {
    guard let (id, offset) = contentsAt else { return }
    var nav = "<nav class=\"contents\"><h2 class=\"part\" id=\"\(id)\">\(escape(ReportSection.contents.title ?? ""))</h2><ul>\n"
    for h in headings where h.level <= 2 {
      nav += "<li class=\"l\(h.level)\"><a href=\"#\(h.id)\">\(escape(h.text))</a></li>\n"
    }
    nav += "</ul></nav>\n"
    html.insert(contentsOf: nav, at: html.utf8.index(html.utf8.startIndex, offsetBy: offset))
  }

  /// Page 1's words with their emphasis.
  static func spans(_ spans: [DecisionSheet.Span]) -> String {
    spans.map { span in
      switch span.style {
      case .plain: escape(span.text)
      case .bold: "<b>\(escape(span.text))</b>"
      case .warning: "<b class=\"warn\">\(escape(span.text))</b>"
      }
    }.joined()
  }

  func escape(_ s: String) -> String { ReportHTML.escape(s) }
  static func escape(_ s: String) -> String { ReportHTML.escape(s) }
}
