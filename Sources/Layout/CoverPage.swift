import Drawing
import NotebookFormat
import ReportModel

/// The first page: title, date, version, failed-cell banner, parameters, presets at a glance.
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

    let failures = report.failures
    if !failures.isEmpty { banner(failures, total: cells, on: &t) }
    RunAlerts.set(report, on: &t)

    let decided = report.summaries.filter { $0.decision != nil || $0.press != nil }
    if !decided.isEmpty { decisionSheet(decided, report: report, on: &t) }
    let undecided = report.summaries.filter { $0.decision == nil && $0.press == nil }
    if !undecided.isEmpty {
      section(decided.isEmpty ? "Presets at a glance" : "Other presets", on: &t)
      let numbers = undecided.contains { $0.overshoot != nil }
      t.table(
        TableItem(
          header: ["Preset", "Now", "Recommended"] + (numbers ? ["Overshoot", "Settles"] : []),
          rows: undecided.map {
            [$0.preset, $0.current, $0.recommended ?? "—"] + (numbers ? [$0.overshoot ?? "", $0.settle ?? ""] : [])
          },
          alignments: [.left, .left, .left, .right, .right]))
    }

    if !notebook.parameters.isEmpty {
      // The full table is in the appendix; the cover says only what this run changed.
      let changed = notebook.parameters.filter(\.isOverridden)
      let text = changed.isEmpty
        ? "Parameters: the notebook's defaults (appendix B)."
        : "Parameters set for this run: " + changed.map { "\($0.name) = \($0.value.description) (default \($0.defaultValue.description))" }.joined(separator: ", ") + " (appendix B)."
      t.flow.paragraph(Paragraph(text, style: theme.small), spacingAfter: 4)
    }
  }

  /// One row per decision (a button's touch-down, then its release): the verdict, the pick as
  /// SwiftUI and UIKit, now → pick in one reading; under it the other options, the quick taps (a
  /// press cut short visibly flagged), what it will feel like.
  private static func decisionSheet<M: Canvas>(_ summaries: [PresetSummary], report: ExecutedReport, on t: inout Typesetter<M>) {
    let theme = t.theme
    section("Decisions", on: &t)
    let presses = summaries.contains { $0.press != nil }
    let rules = Set(summaries.flatMap { [$0.press, $0.decision].compactMap { $0.map { "\($0.rule): \($0.ruleStatement)" } } }).sorted()
    var reading = "Each pick follows one rule, " + rules.joined(separator: "; ")
    reading += ". Every number is read the same way: frames at the notebook's frame rate, settled within \(report.visibility.words) of rest, "
    reading += "a release's times from the finger's lift-off (a hold after it included)"
    if presses { reading += ", a touch-down's from touch-down (fully pressed: within \(report.visibility.words) of the full press)" }
    reading += ". ◆ marks a number that rests on a fact not yet checked on a device"
    reading += presses ? "; ⚠ a press a quick tap cuts short visibly." : "."
    reading += " Each chapter gives the whole phase as UIKit, Core Animation and SwiftUI code."
    t.flow.paragraph(Paragraph(reading, style: theme.small), spacingAfter: 6)
    func row(_ s: PresetSummary, _ d: ButtonDecision) -> [String] {
      let pick = d.pick
      var button = s.preset + (d.unconfirmed ? " ◆" : "")
      if presses { button += "\n" + d.phase + (d.cutShort ? " ⚠" : "") }
      // A touch-down's SwiftUI form is in its chapter: its row stays short so page 1 holds every decision.
      let swiftUI = { (o: ButtonDecision.Option) in d.phase == "release" ? "\nSwiftUI \(codeBreaks(o.swiftUI))" : "" }
      let curve: String = pick.map { p in
        (p.call.map(codeBreaks) ?? (p.curve + (d.api.hasPrefix("UIView") ? "" : " (Core Animation)"))) + swiftUI(p)
      } ?? "—"
      let overshoot = "\(d.nowReading.overshootText) → \(pick?.reading.overshootText ?? "—")"
      let settle = "\(d.nowReading.settleText) → \(pick?.reading.settleText ?? "—")"
      let snap = d.nowReading.snapPx == nil && pick?.reading.snapPx == nil ? "—" : "\(d.nowReading.snapText) → \(pick?.reading.snapText ?? "—")"
      return [button, d.verdict, curve, overshoot, settle, snap]
    }
    var sheet = TableItem(
      header: ["Button", "Verdict", "Pick, the call to type", "Overshoot", presses ? "Settles · fully pressed" : "Settles", "Snap"],
      rows: summaries.flatMap { s in [s.press, s.decision].compactMap { $0.map { row(s, $0) } } },
      alignments: [.left, .left, .left, .right, .right, .right])
    sheet.codeColumn = 2
    t.table(sheet)
    for s in summaries { t.flow.paragraph(Paragraph(buttonRuns(s, theme: theme), style: theme.small), spacingAfter: 3) }
    var common: [String] = []
    let undecided = summaries.filter { $0.press == nil }.map(\.preset)
    if !undecided.isEmpty { common.append(ButtonDecision.pressNotDecided(undecided)) }
    let releases = summaries.compactMap(\.decision)
    let quiet = Set(releases.flatMap(\.quiet)).sorted()
    if !quiet.isEmpty {
      common.append(
        quiet.joined(separator: " and ").capitalizedFirst + " change\(quiet.count == 1 ? "s" : "") nothing visible at "
          + (releases.allSatisfy { $0.quiet == quiet } ? "any pick" : "some picks")
          + " (under 0.1 px and a frame): held at each button's own value and left out of the choice.")
    }
    if !common.isEmpty { t.flow.paragraph(Paragraph(common.joined(separator: " "), style: theme.small), spacingAfter: 6) }
    if let house = report.houseDefault {
      var runs: [TextRun] = [.bold("House default: "), .plain(house.spring + ". ")]
      runs.append(.plain("One spring for every button: of the picks above, the one that meets the most buttons' constraints, then settles soonest on the slowest. "))
      runs.append(.plain("Fits " + house.fits.joined(separator: ", ") + (house.misses.isEmpty ? "." : "; not " + house.misses.joined(separator: ", ") + ".")))
      t.flow.paragraph(Paragraph(runs, style: theme.body.sized(9)), spacingAfter: 6)
    }
  }

  /// Code in a narrow cell breaks only between words or after an opening parenthesis (an
  /// invisible break, U+200B), never inside a name.
  static func codeBreaks(_ code: String) -> String { code.replacing("(", with: "(\u{200B}") }

  /// A button's line under the table: the other options, the quick taps, the risk.
  static func buttonRuns(_ s: PresetSummary, theme: ReportTheme) -> [TextRun] {
    var runs: [TextRun] = [.bold(s.preset + ". ")]
    if let p = s.press {
      let others = p.options.dropFirst().map { "\($0.rule): \($0.curve)" }
      if !others.isEmpty { runs.append(.plain("Other touch-downs: " + others.joined(separator: "; ") + ". ")) }
      if !p.quickTaps.isEmpty {
        runs.append(p.cutShort ? TextRun("Quick taps cut short ⚠: ", .bold, color: theme.warning) : .plain("Quick taps: "))
        runs.append(.plain(p.quickTaps.joined(separator: "; ") + ". "))
      }
    }
    guard let d = s.decision else { return runs }
    let others = d.options.dropFirst().map { "\($0.rule): \($0.curve), \($0.reading.sentence)" }
    if !others.isEmpty { runs.append(.plain("Other options: " + others.joined(separator: "; ") + ". ")) }
    if d.api.contains("cannot") { runs.append(.plain("Animated with \(d.api). ")) }
    if let risk = d.feel.first { runs.append(.plain("Risk: " + risk + " ")) }
    if s.press == nil { runs.append(.plain(d.press.filter { $0.hasPrefix("Touch-down") }.joined(separator: " "))) }
    return runs
  }

  static func section<M: Canvas>(_ title: String, on t: inout Typesetter<M>) {
    t.flow.space(6)
    t.flow.ensure(60)
    t.flow.paragraph(Paragraph([.bold(title)], style: t.theme.heading(3)), spacingAfter: 5)
  }

  /// A red box naming every failed cell, so nobody reads a partial report as a whole one.
  private static func banner<M: Canvas>(_ failures: [CellFailure], total: Int, on t: inout Typesetter<M>) {
    let theme = t.theme
    var runs: [TextRun] = [
      TextRun("\(failures.count) of \(total) cells failed — this report is incomplete.", .bold, color: theme.failure)
    ]
    for f in failures {
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

extension String {
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// The end matter: the notebook as run, the parameters, the versions, the cells.
enum Appendix {
  /// The most characters of one parameter value the parameters table shows.
  static let longestValue = 1000

  static func set<M: Canvas>(_ report: ExecutedReport, on t: inout Typesetter<M>) {
    t.flow.newPage()
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
    t.table(
      TableItem(
        header: ["Cell", "Kind", "Line", "Status"],
        rows: report.records.map { r in
          [r.id, r.kind, r.location.cell.map { "cells[\($0.index)]" } ?? String(r.location.line), r.status == .ok ? "ran" : "failed"]
        }, alignments: [.left, .left, .right, .left]))
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
    ExportsAppendix.set(report, letter: t.notes.isEmpty ? "E" : "F", on: &t)
  }
}
