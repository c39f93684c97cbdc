import Layout
import ReportModel

extension ReportHTML.Page {
  /// Budgets met, then what changed since the last run, as the page after the PDF's cover has it.
  mutating func sinceLastRun() {
    let budgets = report.notebook.budgets.count
    if budgets > 0 && report.budgetBreaks.isEmpty {
      html += "<p class=\"small\">Every button meets the notebook's \(budgets) budget\(budgets == 1 ? "" : "s").</p>\n"
    }
    guard let memory = report.memory else { return }
    sectionHeading(ReportSection.sinceLastRun.title ?? "")
    if let comparison = memory.sinceLast {
      html += "<p>\(escape(comparison.heading))</p>\n"
      for section in comparison.sections {
        html += "<p class=\"small\"><b>\(escape(section.title))</b></p><ul class=\"changes\">"
        for line in section.lines {
          let mark = line.contains("(worse)") ? " class=\"worse\"" : line.contains("(better)") ? " class=\"better\"" : ""
          html += "<li\(mark)>\(escape(line))</li>"
        }
        html += "</ul>\n"
      }
    } else {
      let why = memory.problem == nil ? "This is the first run in \(memory.file)" : "No earlier run could be read from \(memory.file)"
      html += "<p>\(escape(why + ": nothing to compare with."))</p>\n"
    }
    let recorded = memory.current.id.map { "This run is run \($0) of \(memory.file)." } ?? "This run is not in \(memory.file)."
    html += "<p class=\"meta\">\(escape(recorded))</p>\n"
  }

  /// The trends chapter: per button, its readings now and of its pick over the last runs, drawn
  /// as inline SVG by the PDF's own chart (`TrendsChapter`), its numbers in a table under it for
  /// a screen reader; each numbered as the PDF numbers its figure.
  mutating func trends() {
    guard let memory = report.memory else { return }
    let presets = TrendText.presets(memory)
    guard !presets.isEmpty else { return }
    let runs = memory.trendRuns
    heading(1, escape(ReportSection.trends.title ?? ""), text: ReportSection.trends.title ?? "")
    html += "<p>\(escape(TrendText.intro(memory)))</p>\n"
    for preset in presets {
      figureNumber += 1
      let id = ids.unique("trend-" + preset), caption = TrendText.caption(preset, runs, memory)
      let chart = SVGCanvas.svg(TrendFigure(chart: TrendsChapter.trends(of: preset, over: runs)), id: id, label: "Figure \(figureNumber): \(caption)")
      html += "<figure class=\"trend\" id=\"\(id)\">\(chart)\n<details><summary>The numbers, run by run</summary>"
      html += trendTable(preset, runs) + "</details><figcaption><b>Figure \(figureNumber).</b> \(escape(caption))</figcaption></figure>\n"
    }
  }

  /// The chart's numbers: per run, each reading now and of the pick, and the runs that edited the preset.
  func trendTable(_ preset: String, _ runs: [RunSnapshot]) -> String {
    let edited = Set(TrendText.editedRuns(of: preset, in: runs))
    var out = "<table><tr><th>Run</th><th>Settles now → pick</th><th>Overshoot now → pick</th><th>Snap now → pick</th><th></th></tr>\n"
    for (i, run) in runs.enumerated() {
      guard let b = run.buttons.first(where: { $0.preset == preset }) else { continue }
      let pick = b.pick?.reading
      let cells = [
        "\(b.now.settleText) → \(pick?.settleText ?? "—")", "\(b.now.overshootText) → \(pick?.overshootText ?? "—")",
        "\(b.now.snapText) → \(pick?.snapText ?? "—")",
      ]
      out += "<tr><td>\(run.id.map(String.init) ?? "?")</td>" + cells.map { "<td class=\"num\">\(escape($0))</td>" }.joined()
        + "<td>\(edited.contains(i) ? "preset edited" : "")</td></tr>\n"
    }
    return out + "</table>"
  }
}
