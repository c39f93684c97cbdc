#if canImport(Glibc)
  import Glibc
#endif
import CurveAnalysis
import Curves
import Drawing
import Execution
import NotebookFormat
import Plotting
import Recommendation
import ReportModel
import Sweeps
import TextFormats
import YAMLValues

/// `recommend` cells: the best curves of an earlier sweep under a designer's constraints.
///
///     sweep: release-sweep          # id of an earlier sweep cell
///     constraints:
///       overshoot_px: {max: 1}      # or just `overshoot_px: 1` for a maximum
///       settle_time: {max: 0.25}
///       duration: {min: 0.1, max: 0.3}
///     minimize: [settle_time, overshoot_px]
///     candidates: 5
///     current: {model: uikit-spring, duration: 0.3, damping: 0.05, velocity: 1}   # or preset:
struct RecommendRunner: CellRunner {
  var presets: PresetAccess = PresetAccess()

  static let commonKeys: [CellSchema.Key] = [
    .init("sweep", "the id of an earlier sweep cell whose rows are the candidates"),
    .init("constraints", "column: {min:, max:} or column: maximum, for each column that must hold"),
    .init("minimize", "the two columns traded off (default settle_time, overshoot_px)"),
    .init("candidates", "how many curves of the front to list (default 5)"),
    .init("prefer", "which named option is the pick: no-bounce (the default), snappiest or smallest-change"),
    .init("title", "a heading above the recommendation"),
  ]
  static let schema = CellSchema(
    kind: "recommend",
    forms: [
      .init(
        selector: nil,
        keys: commonKeys + [
          .init("preset", "the preset whose release is compared, shown and replaced in its filmstrip"),
          .init("property", "which of the preset's release animations to compare (default its main movement)"),
        ]),
      .init(
        selector: "current",
        keys: commonKeys + [
          .init("current", "the current curve: {model:, parameter: value…}"),
          .init("preset", "the name the current curve is shown under"),
        ],
        rejected: ["property": "it picks one of a preset's release animations, and 'current' gives the curve itself"]),
    ])

  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    let sweepID = try cell.requiredString("sweep")
    let rows = try context.sweepRows(sweepID, for: cell)
    let bounds = try Self.bounds(cell)
    let minimize = try cell.strings("minimize") ?? [Metric.settleTime, .overshootPx].map(\.name).filter { rows.metricNames.contains($0) }
    let candidates = try cell.number("candidates") ?? 5
    guard candidates >= 1, candidates <= 1000, candidates == candidates.rounded() else {
      throw CellError("'candidates' must be a whole number from 1", at: cell.location(of: "candidates"))
    }
    let count = Int(candidates)
    let preferText = cell.string("prefer") ?? PickRule.noBounce.rawValue
    guard let rule = PickRule(prefer: preferText) else {
      throw CellError(
        "'prefer' must be one of \(PickRule.allCases.map(\.rawValue).joined(separator: ", ")), not '\(preferText)'", at: cell.location(of: "prefer"))
    }
    // Springs that ring faster than a quarter of the frame rate alias: their frames can look
    // still while the screen flickers. They are no recommendation, whatever the numbers say.
    let (usable, aliased, unmade) = Self.withoutAliasing(rows, cell: cell)
    let current = try presets.current(cell, context: context)
    let choice = Choice(rows: rows, minimize: minimize, bounds: bounds, current: current)
    // A parameter that changes nothing visible is held where it is and left out of the choice.
    // It is judged around the rule's first pick; held, the choice is made again without it.
    var candidatesRows = usable
    var selection = try ParetoSelection(rows: usable, bounds: bounds, minimize: minimize, preference: PickRule.preference(usable))
    var quiet: [Choice.QuietAxis] = []
    if let first = rule.pick(selection, rows: usable, overshoot: choice.overshoot, distance: choice.distance(in: usable)) {
      quiet = choice.quietAxes(usable, around: first)
      if !quiet.isEmpty {
        candidatesRows = choice.holding(quiet, in: usable)
        selection = try ParetoSelection(rows: candidatesRows, bounds: bounds, minimize: minimize, preference: PickRule.preference(candidatesRows))
      }
    }
    let columns = rows.parameterNames + rows.metricNames

    var output = CellOutput()
    if let title = cell.string("title") { output.items.append(.heading(level: 3, text: title)) }
    let constraintsText = bounds.map { SweepCharts.boundText($0) }.joined(separator: ", ")

    var options: [(rule: PickRule, rows: SweepRows, row: Int)] = []
    for r in [rule] + PickRule.allCases.filter({ $0 != rule }) {
      guard let gridRow = r.pick(selection, rows: candidatesRows, overshoot: choice.overshoot, distance: choice.distance(in: candidatesRows)) else { continue }
      let refined = choice.refine(gridRow, in: candidatesRows, rule: r, held: Set(quiet.map(\.name)), grid: selection, threads: context.threads, cell: cell)
      options.append((r, refined.rows, refined.row))
    }
    guard !options.isEmpty else {
      output.items.append(.block(.paragraph([.text("\(selection.feasible.count) of \(rows.rows.count) curves meet \(constraintsText.isEmpty ? "no constraints" : constraintsText).")])))
      output.items.append(.note("No curve of the sweep meets every constraint: loosen one, or widen the sweep."))
      output.metrics = .object([("feasible", .integer(0)), ("winner", .null)])
      if let current { output.summaries = [PresetSummary(preset: current.name, current: current.text, recommended: "none meets the constraints")] }
      return output
    }
    var made: [(curve: Curve, uikitDuration: Double?, scale: Double?)] = []
    for option in options { made.append(try Self.winnerCurve(option.rows, row: option.row, cell: cell)) }
    let pick = made[0]

    // The decision: the pick and the named options, read one way, now beside them.
    let hold = current?.hold ?? 0
    let optionReadings = options.indices.map { i in choice.reading(options[i].rows, row: options[i].row, curve: made[i].curve, hold: hold) }
    let target = current?.target ?? ReleaseTarget(property: .scaleX, pressed: pick.scale ?? 0.95, rest: 1)
    let api = DecisionText.api(for: target)
    var decisionOptions: [ButtonDecision.Option] = []
    for (i, option) in options.enumerated() {
      let entry = ButtonDecision.Option(
        rule: option.rule.title, curve: DecisionText.curve(made[i].curve),
        swiftUI: made[i].curve.springModel.map { SpringCode(spring: $0).swiftUIName } ?? "—", reading: optionReadings[i])
      // Options that land on the pick's curve are the pick: listed once.
      if i > 0, let same = decisionOptions.firstIndex(where: { $0.curve == entry.curve }) {
        decisionOptions[same].rule += " = " + entry.rule
        continue
      }
      decisionOptions.append(entry)
    }
    let nowReading = current.map { choice.nowReading($0, scale: pick.scale, hold: hold) }
    let same = current.map { DecisionText.sameCurve($0.curve, pick.curve) } ?? false
    let verdict = same ? "keep it: it already is the \(rule.title) pick" : DecisionText.verdict(now: nowReading, pick: optionReadings[0])
    let feel = current?.preset.map { FeelNotes.lines($0, groupName: current?.groupName, property: current?.target?.property, recommended: pick.curve, fps: rows.fps) } ?? []
    var press = current?.preset.map { FeelNotes.pressLines($0, fps: rows.fps) } ?? []
    if target.property == .scaleX || target.property == .scaleY { press += choice.scaleLine(current: current) }

    // What the reader needs first: the rule, the pick, and how it compares.
    output.items.append(
      .block(.paragraph([
        .strong([.text("Pick (\(rule.title)): ")]),
        .text("\(rule.statement). \(decisionOptions[0].curve): \(optionReadings[0].sentence)"
          + (nowReading.map { "; now \($0.sentence)" } ?? "") + ". Verdict: \(verdict)."),
      ])))
    let decisionHeader = ["", "Curve (\(api.short))", "SwiftUI", "Overshoot", "Settles", "Snap"]
    var decisionRows: [[String]] = []
    if let current, let nowReading {
      decisionRows.append(["now", DecisionText.curve(current.curve), "—", nowReading.overshootText, nowReading.settleText, nowReading.snapText])
    }
    for (n, option) in decisionOptions.enumerated() {
      decisionRows.append([n == 0 ? "pick: \(option.rule)" : option.rule, option.curve, option.swiftUI, option.reading.overshootText, option.reading.settleText, option.reading.snapText])
    }
    output.items.append(
      .table(
        TableItem(
          title: "The pick and the named options for \(current?.name ?? "this sweep")", header: decisionHeader, rows: decisionRows,
          alignments: [.left, .left, .left, .right, .right, .right], highlighted: [current == nil ? 0 : 1])))
    var facts: [String] = []
    facts.append(
      "Read at \(Int(rows.fps)) frames per second; settled means within ½ device pixel of rest"
        + (hold > 0 ? "; times from the finger's lift-off, including the \(NumberText.milliseconds(hold)) the button stays pressed" : "; times from the finger's lift-off") + ".")
    if let spread = choice.sensitivity(options[0].rows, row: options[0].row, held: Set(quiet.map(\.name)), hold: hold, threads: context.threads) {
      facts.append(spread)
    }
    output.items.append(.block(.paragraph([.text(facts.joined(separator: " "))])))
    for line in feel { output.items.append(.block(.paragraph([.strong([.text("You will feel: ")]), .text(line)]))) }
    if !press.isEmpty { output.items.append(.block(.paragraph([.strong([.text("The press: ")]), .text((press + [ButtonDecision.pressNotEvaluated]).joined(separator: " "))]))) }
    for axis in quiet { output.items.append(.block(.paragraph([.text(axis.sentence)]))) }

    // The damping family at the pick's other values (its duration, velocity, scale): what more or
    // less damping would do to this very spring.
    if let definition = rows.definition,
      let axis = definition.axes.first(where: { $0.name.hasSuffix("damping") || $0.name.hasSuffix("dampingFraction") || $0.name.hasSuffix("bounce") }),
      axis.values.allSatisfy({ $0.number != nil })
    {
      let family = SweepCharts.family(of: axis, definition: definition, at: Refinement.values(options[0].rows, row: options[0].row))
      if let chart = family.chart {
        output.items.append(
          .figure(
            FigureItem(
              id: "\(cell.id)-family", caption: family.caption.replacing("; dots", with: ", the values of the pick; dots"),
              caveat: family.caveat, drawing: ChartFigure(chart: chart, aspectRatio: 1.9))))
      }
    }

    if let map = DecisionMap.figure(choice, pick: (options[0].rows, options[0].row), pickReading: optionReadings[0], threads: context.threads, cell: cell) {
      output.items.append(.figure(map))
    }

    let intro =
      "\(selection.feasible.count) of \(rows.rows.count) curves meet \(constraintsText.isEmpty ? "no constraints" : constraintsText). "
      + "\(selection.front.count) of them are on the Pareto front of \(minimize.map(SweepCharts.label).joined(separator: " and ")): no other curve is better on one without being worse on another. "
      + "Each option was then refined on a finer grid around it, at the precision shown."
    output.items.append(.block(.paragraph([.text(intro)])))
    if aliased > 0 {
      output.items.append(.note("\(aliased) curves were left out: they ring faster than \(Int(rows.fps / 4)) Hz, so \(Int(rows.fps)) Hz frames cannot show them faithfully."))
    }
    if let first = unmade.first {
      output.items.append(
        .note("\(unmade.count) row\(unmade.count == 1 ? " was" : "s were") left out of the candidates: \(first.reason)\(unmade.count > 1 ? " (the first of them)" : "")."))
    }

    // Scatter of the feasible curves, front highlighted, the grid's options lettered.
    if minimize.count >= 2, let xi = columns.firstIndex(of: minimize[0]), let yi = columns.firstIndex(of: minimize[1]) {
      let points = selection.feasible
      let listed = Array(selection.front.prefix(max(count, 1)))
      let letters = Dictionary(uniqueKeysWithValues: listed.enumerated().map { ($1, Self.letter($0)) })
      let chart = ScatterChart(
        title: "Candidates", xAxis: Axis(SweepCharts.label(minimize[0]), unit: SweepCharts.unit(minimize[0])),
        yAxis: Axis(SweepCharts.label(minimize[1]), unit: SweepCharts.unit(minimize[1])),
        x: points.map { candidatesRows.rows[$0][xi]! }, y: points.map { candidatesRows.rows[$0][yi]! },
        labels: points.map { letters[$0] ?? "" }, labelMode: .all)
      output.items.append(
        .figure(
          FigureItem(
            id: "\(cell.id)-pareto", caption: "The \(points.count) curves that meet the constraints; the Pareto front is highlighted and lettered as in the table below.",
            drawing: ChartFigure(chart: chart, aspectRatio: 1.6), widthFraction: 0.8)))
    }

    let constrained = bounds.map(\.column)
    let shown = Array(rows.metricNames.filter { minimize.contains($0) || constrained.contains($0) }.prefix(4))
    let header = [""] + (rows.parameterNames + shown).map(SweepCharts.columnHeader)
    let frontRows = Array(selection.front.prefix(max(count, 1))).enumerated().map { n, r -> [String] in
      [Self.letter(n)] + rows.parameterNames.indices.map { i in candidatesRows.rows[r][i].map { SweepCharts.cellText($0, of: rows.parameterNames[i]) } ?? candidatesRows.parameterText(r, i) ?? "" }
        + shown.map { name in candidatesRows.rows[r][columns.firstIndex(of: name)!].map { SweepCharts.cellText($0, of: name) } ?? SweepCharts.noneText(name) }
    }
    output.items.append(
      .table(TableItem(title: "The Pareto front on the sweep's grid, fastest first", header: header, rows: frontRows, alignments: header.map { _ in .right })))

    // The pick as a curve, next to the current one; when they are the same curve, one line says so
    // instead of two identical panels.
    if same { output.items.append(.block(.paragraph([.text("The current curve already is the \(rule.title) pick: keep it. Its curve and filmstrip are above.")]))) }
    var overlay: [(label: String, curve: Curve)] = [("Recommended", pick.curve)]
    if let current { overlay.append(("Now: \(current.name)", current.curve)) }
    // The action and 50 ms after it: until the later of the two settles (or snaps).
    let ends = ([optionReadings[0]] + (nowReading.map { [$0] } ?? [])).compactMap { $0.snapTime ?? $0.settle }.map { $0 - hold }
    let window = ends.count == overlay.count ? ends.max()! + 0.05 : overlay.map { CurvePlot.window(for: $0.curve) }.max() ?? 1
    if !same { output.items.append(
      .figure(
        FigureItem(
          id: "\(cell.id)-winner", caption: "The recommended curve (\(decisionOptions[0].curve))" + (current.map { " against the current one (\($0.text))" } ?? "") + ".",
          caveat: CurveCells.caveat(overlay.map { ($0.curve, Metrics.measure($0.curve, reading: .frames, settings: MetricSettings(window: window))) }),
          drawing: ChartFigure(chart: CurvePlot.chart(overlay, window: window, band: 0.02, title: "Recommended vs now", fps: nil), aspectRatio: 2.5))))
    }

    var metrics: [(String, JSONValue)] = [
      ("rule", .string(rule.rawValue)), ("feasible", .integer(selection.feasible.count)), ("front", .integer(selection.front.count)),
      ("winner", Self.rowJSON(options[0].rows, options[0].row)),
      ("options", .object(options.map { ($0.rule.rawValue, Self.rowJSON($0.rows, $0.row)) })),
      ("held", .object(quiet.map { ($0.name, .number($0.value)) })),
    ]
    if let spring = pick.curve.springModel {
      let code = SpringCode(spring: spring, uikitDuration: pick.uikitDuration)
      let from = target.keyPath == "shadowOffset" ? "CGSize(width: 0, height: \(SpringCode.text(target.pressed)))" : SpringCode.text(target.pressed)
      let to = target.keyPath == "shadowOffset" ? "CGSize(width: 0, height: \(SpringCode.text(target.rest)))" : SpringCode.text(target.rest)
      if let line = target.uikitLine {
        output.items.append(.snippet(title: "UIKit: paste into the release handler", code: code.uikit(property: line)))
      } else {
        output.items.append(.block(.paragraph([.text("UIView.animate cannot animate a layer's \(target.keyPath): use Core Animation (or SwiftUI).")])))
      }
      output.items.append(.snippet(title: "Core Animation", code: code.coreAnimation(keyPath: target.keyPath, from: from, to: to)))
      output.items.append(.snippet(title: "SwiftUI (iOS 17)", code: code.swiftUI(value: "isPressed")))
      metrics.append(
        ("spring", .object([
          ("damping_ratio", .number(code.dampingRatio)), ("omega0", .number(code.omega0)), ("velocity", .number(code.velocity)),
          ("uikit_duration", .optional(code.uikitDuration)), ("swiftui_duration", .number(code.perceptualDuration)), ("swiftui_bounce", .number(code.bounce)),
        ])))
    }
    output.metrics = .object(metrics)
    if let current {
      var kept = Dictionary(uniqueKeysWithValues: quiet.map { ($0.name, SweepValue.number($0.value)) })
      if let scaleName = rows.parameterNames.first(where: { $0.hasSuffix("scale") }), let s = pick.scale { kept[scaleName] = .number(s) }
      output.findings.append(ButtonFit(preset: current.name, rows: rows, bounds: bounds, kept: kept, options: options.map { Refinement.values($0.rows, row: $0.row) }))
    }
    let optionCurves = decisionOptions.map { option in
      (option, made.first { DecisionText.curve($0.curve) == option.curve }?.curve ?? pick.curve)
    }
    if !same { output.items += presets.filmstrips(cell, current: current, nowReading: nowReading, options: optionCurves) }
    if let current, let nowReading {
      let decision = ButtonDecision(
        property: DecisionText.propertyName(target.property), api: api.long, rule: rule.title, ruleStatement: rule.statement, now: current.text, nowReading: nowReading,
        options: decisionOptions, verdict: verdict, feel: feel, press: press,
        unconfirmed: !(current.preset?.uncertain.isEmpty ?? true) || (pick.curve.endTime != nil && (optionReadings[0].snapPx ?? 0) > 0))
      var summary = PresetSummary(
        preset: current.name, current: current.text, recommended: same ? "keep it" : decisionOptions[0].curve,
        overshoot: "\(nowReading.overshootText) → \(optionReadings[0].overshootText)", settle: "\(nowReading.settleText) → \(optionReadings[0].settleText)")
      summary.decision = decision
      summary.decision?.quiet = quiet.map { SweepCharts.label($0.name) }
      output.summaries = [summary]
    }
    return output
  }

  /// The rows whose spring rings slower than fps/4, how many were dropped for ringing faster,
  /// and the rows that cannot be made into a curve, with why. Dropped rows keep their place with
  /// every metric set to none, so they fail every constraint.
  static func withoutAliasing(_ rows: SweepRows, cell: Cell) -> (SweepRows, Int, [(row: Int, reason: String)]) {
    var kept = rows
    var dropped = 0
    var unmade: [(row: Int, reason: String)] = []
    let metrics = rows.parameterNames.count..<(rows.parameterNames.count + rows.metricNames.count)
    for r in rows.rows.indices {
      let made: (curve: Curve, uikitDuration: Double?, scale: Double?)
      do {
        made = try winnerCurve(rows, row: r, cell: cell)
      } catch {
        // A row that is no curve cannot be recommended; say so rather than keep it silently.
        for c in metrics { kept.rows[r][c] = nil }
        unmade.append((r, error.message))
        continue
      }
      // A curve that cannot be scored (no valid root) has no numbers to recommend it by.
      if let why = made.curve.invalidReason ?? (rows.isInvalid(r) ? "the curve cannot be scored" : nil) {
        for c in metrics { kept.rows[r][c] = nil }
        unmade.append((r, why))
        continue
      }
      guard let spring = made.curve.springModel, spring.dampingRatio < 1 else { continue }
      let ringing = spring.omega0 * (1 - spring.dampingRatio * spring.dampingRatio).squareRoot() / (2 * Double.pi)
      if ringing > rows.fps / 4 {
        for c in metrics { kept.rows[r][c] = nil }
        dropped += 1
      }
    }
    return (kept, dropped, unmade)
  }

  /// A row as JSON: numbers, words for a word axis, null for a metric that never happened.
  static func rowJSON(_ rows: SweepRows, _ r: Int) -> JSONValue {
    let columns = rows.parameterNames + rows.metricNames
    return .object(columns.indices.map { i in
      if rows.rows[r][i] == nil, i < rows.parameterNames.count, let text = rows.parameterText(r, i) { return (columns[i], .string(text)) }
      return (columns[i], .optional(rows.rows[r][i]))
    })
  }

  static func letter(_ n: Int) -> String { n < 26 ? String(UnicodeScalar(UInt8(65 + n))) : "\(n + 1)" }

  static func bounds(_ cell: Cell) throws(CellError) -> [Bound] {
    guard let node = cell.options?["constraints"] else { return [] }
    guard let pairs = node.pairs else {
      throw CellError("'constraints' must map columns to {min:, max:} or to a maximum", at: cell.location(ofValue: node))
    }
    var bounds: [Bound] = []
    for pair in pairs {
      let at = cell.location(ofValue: pair.value)
      if pair.value.pairs == nil, pair.value.number.map({ !$0.isFinite }) ?? (pair.value.string != nil) {
        throw CellError("'\(pair.key.text)' must be a finite number or {min:, max:}, not '\(pair.value.string ?? "")'", at: at)
      }
      if let x = pair.value.number {
        bounds.append(Bound(column: pair.key.text, max: x, location: at))
        continue
      }
      guard pair.value.pairs != nil else { throw CellError("'\(pair.key.text)' must be {min:, max:} or a number", at: at) }
      for inner in pair.value.pairs! {
        guard ["min", "max"].contains(inner.key.text) else {
          throw CellError("a constraint takes min and max, not '\(inner.key.text)'", at: cell.location(ofValue: inner.value))
        }
        guard let x = inner.value.number, x.isFinite else {
          throw CellError("'\(pair.key.text).\(inner.key.text)' must be a finite number, not '\(inner.value.string ?? "a list or mapping")'", at: cell.location(ofValue: inner.value))
        }
      }
      let lo = pair.value["min"]?.number, hi = pair.value["max"]?.number
      guard lo != nil || hi != nil else { throw CellError("'\(pair.key.text)' needs min or max", at: at) }
      bounds.append(Bound(column: pair.key.text, min: lo, max: hi, location: at))
    }
    return bounds
  }

  /// The sweep row as a curve: the sweep's typed template with the row's values written to it (a
  /// preset sweep's `release.damping` sets the release curve's damping).
  static func winnerCurve(_ rows: SweepRows, row: Int, cell: Cell) throws(CellError)
    -> (curve: Curve, uikitDuration: Double?, scale: Double?)
  {
    guard let definition = rows.definition else {
      throw CellError("the sweep's rows carry no definition to make the winning row a curve", at: cell.location(of: "sweep"))
    }
    // A word axis (`curve: [easeIn, easeOut]`) has no number; its text is the value.
    let values: [SweepValue?] = rows.parameterNames.indices.map { i in
      if let number = rows.rows[row][i] { return .number(number) }
      return rows.parameterText(row, i).map { .text($0) }
    }
    do throws(any Error) {
      let (spec, scale) = try definition.curveSpec(axisValues: values)
      let curve = try Curve(spec)
      var duration: Double?
      if case .uikitSpring(let p) = spec.model { duration = p.duration }
      return (curve, duration, scale)
    } catch {
      throw CellError("row \(row + 1) of the sweep cannot be made into a curve: \(error)", at: cell.location(of: "sweep"))
    }
  }
}
