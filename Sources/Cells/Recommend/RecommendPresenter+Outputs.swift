import CurveAnalysis
import Curves
import Execution
import NotebookFormat
import Plotting
import Recommendation
import ReportModel
import Sweeps
import TextFormats

extension RecommendRunner {
  /// How the options were found: the counts, what was left out, the scatter of the feasible
  /// curves (the front highlighted and lettered) and the front as a table.
  static func candidateItems(_ d: Decision, listing: Int, id: String) -> [ReportItem] {
    var items: [ReportItem] = []
    let rows = d.rows, minimize = d.minimize, candidatesRows = d.candidates
    let columns = rows.columnNames
    let intro =
      "\(d.selection.feasible.count) of \(rows.rows.count) curves meet \(constraintsText(d)). "
      + "\(d.selection.front.count) of them are on the Pareto front of \(minimize.map { SweepCharts.label($0, rows.visibility) }.joined(separator: " and ")): no other curve is better on one without being worse on another. "
      + "Each option was then refined on a finer grid around it, at the precision shown."
    items.append(.block(.paragraph([.text(intro)])))
    if d.aliased > 0 {
      items.append(.note("\(d.aliased) curves were left out: they ring faster than \(Int(rows.fps / 4)) Hz, so \(Int(rows.fps)) Hz frames cannot show them faithfully."))
    }
    if let first = d.unmade.first {
      items.append(
        .note("\(d.unmade.count) row\(d.unmade.count == 1 ? " was" : "s were") left out of the candidates: \(first.reason)\(d.unmade.count > 1 ? " (the first of them)" : "")."))
    }
    let listed = Array(d.selection.front.prefix(max(listing, 1)))
    if minimize.count >= 2, let xi = columns.firstIndex(of: minimize[0]), let yi = columns.firstIndex(of: minimize[1]) {
      let points = d.selection.feasible
      let letters = Dictionary(uniqueKeysWithValues: listed.enumerated().map { ($1, Self.letter($0)) })
      var chart = ScatterChart(
        title: "Candidates", xAxis: Axis(SweepCharts.label(minimize[0], rows.visibility), unit: SweepCharts.unit(minimize[0])),
        yAxis: Axis(SweepCharts.label(minimize[1], rows.visibility), unit: SweepCharts.unit(minimize[1])),
        x: points.map { candidatesRows.rows[$0][xi]! }, y: points.map { candidatesRows.rows[$0][yi]! },
        labels: points.map { letters[$0] ?? "" }, labelMode: .all)
      // The pick, refined off the grid or not, where its own numbers put it.
      let pickColumns = d.pick.rows.columnNames
      if let px = pickColumns.firstIndex(of: minimize[0]).flatMap({ d.pick.rows.rows[d.pick.row][$0] }),
        let py = pickColumns.firstIndex(of: minimize[1]).flatMap({ d.pick.rows.rows[d.pick.row][$0] })
      {
        chart.marks = [HeatmapMark(x: px, y: py, shape: .circle, label: "pick")]
      }
      items.append(
        .figure(
          FigureItem(
            id: "\(id)-pareto", caption: "The \(points.count) curves that meet the constraints; the Pareto front is highlighted and lettered as in the table below"
              + chart.marks.map { "; \($0.glyph) the \($0.label)" }.joined() + ".",
            drawing: ChartFigure(chart: chart, aspectRatio: 1.6), widthFraction: 0.8)))
    }
    let constrained = d.bounds.map(\.column)
    let shown = Array(rows.metrics.indices.filter { minimize.contains(rows.metrics[$0].name) || constrained.contains(rows.metrics[$0].name) }.prefix(4))
    let header = [""] + rows.parameterNames.map { SweepCharts.columnHeader($0, rows.visibility) } + shown.map { SweepCharts.columnHeader(rows.metrics[$0], rows.visibility) }
    let frontRows = listed.enumerated().map { n, r -> [String] in
      [Self.letter(n)] + rows.parameterNames.indices.map { i in SweepCharts.cellText(candidatesRows.parameterValue(r, i), of: rows.parameterNames[i]) }
        + shown.map { m in SweepCharts.cellText(candidatesRows.rows[r][rows.parameterNames.count + m], of: rows.metrics[m]) }
    }
    items.append(
      .table(TableItem(title: "The Pareto front on the sweep's grid, fastest first", header: header, rows: frontRows, alignments: header.map { _ in .right })))
    return items
  }

  /// The pick as a curve, next to the current one; when they are the same curve, one line says so
  /// instead of two identical panels.
  static func winnerItems(_ d: Decision, current: CurrentCurve?, _ words: DecisionWords, cell: Cell) -> [ReportItem] {
    if d.same { return [.block(.paragraph([.text("The current curve already is the \(d.rule.title) pick: keep it. Its curve and filmstrip are above.")]))] }
    var overlay: [(label: String, curve: Curve)] = [("Recommended", d.pick.curve)]
    if let current { overlay.append(("Now: \(current.buttonName)", current.curve)) }
    // The action and 50 ms after it: until the later of the two settles (or snaps).
    let ends = ([d.pick.reading] + (d.nowReading.map { [$0] } ?? [])).compactMap { $0.snapTime ?? $0.settle }.map { $0 - d.hold }
    let window = ends.count == overlay.count ? ends.max()! + 0.05 : overlay.map { CurvePlot.window(for: $0.curve) }.max() ?? 1
    return [
      .figure(
        FigureItem(
          id: "\(cell.id)-winner", caption: "The recommended curve (\(words.options[0].curve))" + (current.map { " against the current one (\($0.text))" } ?? "") + ".",
          caveat: CurveCells.caveat(overlay.map { ($0.curve, Metrics.measure($0.curve, reading: .frames, settings: MetricSettings(window: window, visiblePixels: d.rows.visibility.devicePixels))) }, d.rows.visibility),
          drawing: ChartFigure(chart: CurvePlot.chart(overlay, window: window, band: d.rows.band, title: "Recommended vs now", fps: nil, colors: [RolePalette.pick, RolePalette.now]), aspectRatio: 2.5)))
    ]
  }

  /// The pick as code to paste (UIKit, Core Animation, SwiftUI), the whole release of the
  /// preset (`ReleaseCode`), and as JSON; none for a curve that is no spring.
  static func code(_ pick: Decision.Option, target: ReleaseTarget, current: CurrentCurve?) -> ([ReportItem], JSONValue?) {
    guard let spring = pick.curve.springModel else { return ([], nil) }
    var items: [ReportItem] = []
    let code = SpringCode(spring: spring, uikitDuration: pick.made.uikitDuration)
    let release = current?.preset.flatMap { ReleaseCode(preset: $0, group: current?.groupName, spring: code) }
      ?? ReleaseCode(target: target, spring: code, delay: current?.hold ?? 0)
    items += snippets(uikit: release.uikit, coreAnimation: release.coreAnimation, swiftUI: release.swiftUI, keyPath: target.keyPath, handler: "release")
    let json: JSONValue = .object([
      ("damping_ratio", .number(code.dampingRatio)), ("omega0", .number(code.omega0)), ("velocity", .number(code.velocity)),
      ("uikit_duration", .optional(code.uikitDuration)), ("swiftui_duration", .number(code.perceptualDuration)), ("swiftui_bounce", .number(code.bounce)),
    ])
    return (items, json)
  }

  /// A phase's three snippets under their titles; without a UIKit one, a line says why.
  static func snippets(uikit: String?, coreAnimation: String, swiftUI: String, keyPath: String, handler: String) -> [ReportItem] {
    var items: [ReportItem] = []
    if let uikit {
      items.append(.snippet(title: "UIKit: paste into the \(handler) handler", code: uikit))
    } else {
      items.append(.block(.paragraph([.text("UIView.animate cannot animate a layer's \(keyPath): use Core Animation (or SwiftUI).")])))
    }
    items.append(.snippet(title: "Core Animation", code: coreAnimation))
    items.append(.snippet(title: "SwiftUI (iOS 17)", code: swiftUI))
    return items
  }

  /// The cell's `results.json` entry: the rule, the counts, each option's row, the held values,
  /// the button now, the pick's spring.
  static func metrics(_ d: Decision, spring: JSONValue?) -> JSONValue {
    var metrics: [(String, JSONValue)] = [
      ("rule", .string(d.rule.rawValue)), ("feasible", .integer(d.selection.feasible.count)), ("front", .integer(d.selection.front.count)),
      ("winner", Self.rowJSON(d.pick.rows, d.pick.row)),
      ("options", .object(d.options.map { ($0.rule.rawValue, Self.rowJSON($0.rows, $0.row)) })),
      ("held", .object(d.quiet.map { ($0.name, .number($0.value)) })),
    ]
    // The button now, as its chapter reads it, so other pages' numbers can be checked against it.
    if let now = d.nowReading {
      let number = { (x: Double?) in x.map(JSONValue.number) ?? .null }
      metrics.append(("now", .object([("overshoot_px", number(now.overshootPx)), ("settle_time_px", number(now.settle)), ("snap_px", number(now.snapPx))])))
    }
    // Times are from the finger's lift: a held button's moments include its hold.
    if d.hold > 0 { metrics.append(("hold", .number(d.hold))) }
    if let spring { metrics.append(("spring", spring)) }
    return .object(metrics)
  }

  /// The cover's line for this button, with its decision.
  static func summaries(_ d: Decision, current: CurrentCurve?, _ words: DecisionWords) -> [PresetSummary] {
    guard let current, let nowReading = d.nowReading else { return [] }
    let decision = ButtonDecision(
      property: DecisionText.propertyName(words.target.property), api: words.api.long, rule: d.rule.title, ruleStatement: d.rule.statement(d.rows.visibility),
      now: current.text, nowReading: nowReading, options: words.options, verdict: words.verdict, feel: words.feel, press: words.press,
      unconfirmed: !(current.preset?.uncertain.isEmpty ?? true) || (d.pick.curve.endTime != nil && (d.pick.reading.snapPx ?? 0) > 0))
    var summary = PresetSummary(
      preset: current.name, name: current.buttonName, current: current.text, recommended: d.same ? "keep it" : words.options[0].curve,
      overshoot: "\(nowReading.overshootText) → \(d.pick.reading.overshootText)", settle: "\(nowReading.settleText) → \(d.pick.reading.settleText)")
    summary.decision = decision
    summary.decision?.quiet = d.quiet.map { SweepCharts.parameterLabel($0.name) }
    return [summary]
  }
}
