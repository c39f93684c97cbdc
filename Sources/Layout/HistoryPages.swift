import Drawing
import Plotting
import ReportModel

/// Page 1's alarms, under the title: budgets broken, regressions against the last run, and a
/// history that could not be read or updated. The details follow the decision sheet.
enum RunAlerts {
  static func set<M: Canvas>(_ report: ExecutedReport, on t: inout Typesetter<M>) {
    let theme = t.theme
    var runs: [TextRun] = []
    func add(_ title: String, _ lines: [String]) {
      if !runs.isEmpty { runs.append(.plain("\n")) }
      runs.append(TextRun(title, .bold, color: theme.failure))
      for line in lines { runs.append(.plain("\n• " + line)) }
    }
    let breaks = report.budgetBreaks
    if !breaks.isEmpty {
      add("\(breaks.count) budget\(breaks.count == 1 ? "" : "s") broken:", breaks.map(\.text))
    }
    let regressions = report.memory?.sinceLast?.regressions ?? []
    if !regressions.isEmpty {
      add("\(regressions.count) regression\(regressions.count == 1 ? "" : "s") since the last run:", regressions.map(\.shortText))
    }
    if let memory = report.memory, let problem = memory.problem {
      add("The run history, \(memory.file), \(problem).", [])
    }
    if runs.isEmpty, let memory = report.memory {
      // Nothing alarming: one quiet line says what the page after the decisions holds.
      let text = memory.sinceLast.map { "Since \($0.base.title): \($0.summary) (details after the decisions)." }
        ?? "First run in \(memory.file): nothing to compare with yet."
      t.flow.paragraph(Paragraph(text, style: theme.small.colored(Color(hex: 0x555555))), spacingAfter: 10)
    }
    guard !runs.isEmpty else { return }
    CoverPage.box(Paragraph(runs, style: theme.body.sized(9)), edge: theme.failure, fill: theme.failureFill, on: &t)
  }
}

/// "Since the last run", after the decision sheet: what is compared with what, then what changed.
enum SinceLastRun {
  static func set<M: Canvas>(_ report: ExecutedReport, on t: inout Typesetter<M>) {
    let theme = t.theme
    if !report.notebook.budgets.isEmpty && report.budgetBreaks.isEmpty {
      let count = report.notebook.budgets.count
      t.flow.paragraph(Paragraph("Every button meets the notebook's \(count) budget\(count == 1 ? "" : "s").", style: theme.small), spacingAfter: 6)
    }
    guard let memory = report.memory else { return }
    CoverPage.section(ReportSection.sinceLastRun.title ?? "", on: &t)
    guard let comparison = memory.sinceLast else {
      let why = memory.problem == nil ? "This is the first run in \(memory.file)" : "No earlier run could be read from \(memory.file)"
      t.flow.paragraph(Paragraph(why + ": nothing to compare with.", style: theme.body.sized(9.5)), spacingAfter: 6)
      recorded(memory, on: &t)
      return
    }
    t.flow.paragraph(Paragraph(comparison.heading, style: theme.body.sized(9.5)), spacingAfter: 4)
    for section in comparison.sections {
      var runs: [TextRun] = [.bold(section.title)]
      for line in section.lines {
        runs.append(.plain("\n• "))
        runs.append(
          line.contains("(worse)") ? TextRun(line, .plain, color: theme.failure)
            : line.contains("(better)") ? TextRun(line, .plain, color: theme.success) : .plain(line))
      }
      t.flow.paragraph(Paragraph(runs, style: theme.small), spacingAfter: 5)
    }
    let review = report.textToReview
    if !review.isEmpty {
      var runs: [TextRun] = [
        .bold("Text to review"),
        .plain(" (it states numbers about a button whose preset changed; a {{preset.…}} or {{pick.…}} citation keeps a number true)"),
      ]
      for paragraph in review { runs.append(.plain("\n• " + paragraph.text)) }
      t.flow.paragraph(Paragraph(runs, style: theme.small), spacingAfter: 5)
    }
    recorded(memory, on: &t)
  }

  private static func recorded<M: Canvas>(_ memory: RunMemory, on t: inout Typesetter<M>) {
    let text =
      memory.current.id.map { "This run is run \($0) of \(memory.file)." } ?? "This run is not in \(memory.file)."
    t.flow.paragraph(Paragraph(text, style: t.theme.small.colored(Color(hex: 0x555555))), spacingAfter: 6)
  }
}

/// The trends chapter: per button, its settle time, overshoot and snap now and of its pick over
/// the last runs, with the runs that edited its preset marked.
package enum TrendsChapter {
  static func set<M: Canvas>(_ report: ExecutedReport, on t: inout Typesetter<M>) {
    guard let memory = report.memory else { return }
    let runs = memory.trendRuns
    let presets = TrendText.presets(memory)
    guard !presets.isEmpty else { return }
    t.flow.newPage()
    t.flow.heading(ReportSection.trends.title ?? "", level: 1)
    t.flow.paragraph(Paragraph(TrendText.intro(memory), style: t.theme.body.sized(9.5)))
    for preset in presets {
      t.set(
        .figure(
          FigureItem(id: "trend-\(preset)", caption: TrendText.caption(preset, runs, memory), drawing: TrendFigure(chart: trends(of: preset, over: runs)))))
    }
  }

  package static func trends(of preset: String, over runs: [RunSnapshot]) -> SmallMultiples {
    let x = runs.enumerated().map { i, run in Double(run.id ?? Int64(i + 1)) }
    let buttons = runs.map { $0.buttons.first { $0.preset == preset } }
    // An edit happened between two runs: its line stands halfway between them.
    let edits = TrendText.editedRuns(of: preset, in: runs).map { i in (x[i - 1] + x[i]) / 2 }
    func panel(_ title: String, unit: AxisUnit, _ value: (ButtonDecision.Reading) -> Double?, snaps: Bool = false) -> LineChart {
      let now = buttons.map { $0.flatMap { value($0.now) } ?? .nan }
      let pick = buttons.map { $0.flatMap { $0.pick.flatMap { value($0.reading) } } ?? .nan }
      // Where a button snaps instead of settling: a cross at the snap, one single-point series
      // each so no line joins them and the axis takes them in.
      var snapSeries: [LineSeries] = []
      if snaps {
        for (i, b) in buttons.enumerated() {
          if let time = b?.now.snapTime {
            snapSeries.append(LineSeries(x: [x[i]], y: [time], style: StrokeStyle(color: RolePalette.now, width: 1.2), pointMarker: .cross))
          }
        }
      }
      var chart = LineChart(
        title: title, xAxis: Axis("run", tickTarget: min(6, max(1, runs.count - 1))), yAxis: Axis(title, unit: unit, low: 0, tickTarget: 3),
        series: [
          LineSeries(x: x, y: now, style: StrokeStyle(color: RolePalette.now, width: 1.4), pointMarker: .circle),
          LineSeries(x: x, y: pick, style: .dashed(RolePalette.pick, width: 1.2), pointMarker: .diamond),
        ] + snapSeries,
        referenceLines: edits.map { ReferenceLine(.vertical, at: $0, style: StrokeStyle(color: .ink, width: 0.6, dash: [1, 2])) })
      chart.drawsKey = false
      // The first and last run sit on the plot's sides and zero on its floor: marks drawn whole.
      chart.keepsMarksInside = true
      return chart
    }
    return SmallMultiples(
      columns: 3,
      panels: [
        panel("settles", unit: .milliseconds, { $0.snapTime == nil ? $0.settle : nil }, snaps: true),
        panel("overshoot", unit: .px, { $0.overshootPx }),
        panel("snap", unit: .px, { $0.snapPx ?? 0 }),
      ], shareX: true, shareY: false)
  }
}

/// A trend row in the report's figure flow.
package struct TrendFigure: FigureDrawing {
  package var chart: SmallMultiples
  package init(chart: SmallMultiples) { self.chart = chart }
  package var aspectRatio: Double { 3.4 }
  package func draw<K: Canvas>(on canvas: inout K, in rect: Rect) { chart.draw(on: &canvas, in: rect) }
}
