#if canImport(Glibc)
  import Glibc
#endif
import CurveAnalysis
import Curves
import Drawing
import NotebookFormat
import Plotting
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
    .init("prefer", "closest (the smallest change from now, the default with a current curve) or fastest"),
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
    guard case .sweep(let rows)? = context.shared[sweepID] else {
      throw CellError("no sweep cell with id '\(sweepID)' ran before this cell", at: cell.location(of: "sweep"))
    }
    let bounds = try Self.bounds(cell)
    let minimize = try cell.strings("minimize") ?? [Metric.settleTime, .overshootPx].map(\.name).filter { rows.metricNames.contains($0) }
    let candidates = try cell.number("candidates") ?? 5
    guard candidates >= 1, candidates <= 1000, candidates == candidates.rounded() else {
      throw CellError("'candidates' must be a whole number from 1", at: cell.location(of: "candidates"))
    }
    let count = Int(candidates)
    // Springs that ring faster than a quarter of the frame rate alias: their frames can look
    // still while the screen flickers. They are no recommendation, whatever the numbers say.
    let (usable, aliased, unmade) = Self.withoutAliasing(rows, cell: cell)
    let selection = try ParetoSelection(rows: usable, bounds: bounds, minimize: minimize)
    let columns = rows.parameterNames + rows.metricNames

    var output = CellOutput()
    if let title = cell.string("title") { output.items.append(.heading(level: 3, text: title)) }
    let current = try presets.current(cell, context: context)
    let constraintsText = bounds.map { SweepCharts.boundText($0) }.joined(separator: ", ")
    let intro =
      "\(selection.feasible.count) of \(rows.rows.count) curves meet \(constraintsText.isEmpty ? "no constraints" : constraintsText). "
      + "\(selection.front.count) of them are on the Pareto front of \(minimize.map(SweepCharts.label).joined(separator: " and ")): no other curve is better on one without being worse on another."
    output.items.append(.block(.paragraph([.text(intro)])))
    if aliased > 0 {
      output.items.append(.note("\(aliased) curves were left out: they ring faster than \(Int(rows.fps / 4)) Hz, so \(Int(rows.fps)) Hz frames cannot show them faithfully."))
    }
    if let first = unmade.first {
      output.items.append(
        .note("\(unmade.count) row\(unmade.count == 1 ? " was" : "s were") left out of the candidates: \(first.reason)\(unmade.count > 1 ? " (the first of them)" : "")."))
    }

    let prefer = cell.string("prefer") ?? (current == nil ? "fastest" : "closest")
    guard ["closest", "fastest"].contains(prefer) else {
      throw CellError("'prefer' must be closest (the smallest change from now) or fastest", at: cell.location(of: "prefer"))
    }
    let closest = current.flatMap { Self.closest(selection.feasible, rows: rows, to: $0) }
    guard let winner = prefer == "closest" ? (closest ?? selection.winner) : selection.winner else {
      output.items.append(.note("No curve of the sweep meets every constraint: loosen one, or widen the sweep."))
      output.metrics = .object([("feasible", .integer(0)), ("winner", .null)])
      if let current { output.summaries = [PresetSummary(preset: current.name, current: current.text, recommended: "none meets the constraints")] }
      return output
    }

    // Scatter of the feasible curves, front highlighted.
    if minimize.count >= 2, let xi = columns.firstIndex(of: minimize[0]), let yi = columns.firstIndex(of: minimize[1]) {
      let points = selection.feasible
      let picked = Array(([winner] + selection.front.filter { $0 != winner }).prefix(max(count, 1)))
      let letters = Dictionary(uniqueKeysWithValues: picked.enumerated().map { ($1, Self.letter($0)) })
      let chart = ScatterChart(
        title: "Candidates", xAxis: Axis(SweepCharts.label(minimize[0]), unit: SweepCharts.unit(minimize[0])),
        yAxis: Axis(SweepCharts.label(minimize[1]), unit: SweepCharts.unit(minimize[1])),
        x: points.map { rows.rows[$0][xi]! }, y: points.map { rows.rows[$0][yi]! },
        labels: points.map { letters[$0] ?? "" }, labelMode: .all)
      output.items.append(
        .figure(
          FigureItem(
            id: "\(cell.id)-pareto", caption: "The \(points.count) curves that meet the constraints; the Pareto front is highlighted. A is the pick, the other letters are the front, listed below.",
            drawing: ChartFigure(chart: chart, aspectRatio: 1.6), widthFraction: 0.8)))
    }

    let constrained = bounds.map(\.column)
    let shown = Array(rows.metricNames.filter { minimize.contains($0) || constrained.contains($0) }.prefix(4))
    let header = ["", ""] + rows.parameterNames + shown.map(SweepCharts.label)
    var listed = [winner] + selection.front.filter { $0 != winner }
    listed = Array(listed.prefix(max(count, 1)))
    let tableRows = listed.enumerated().map { n, r -> [String] in
      [Self.letter(n), n == 0 ? (prefer == "closest" && current != nil ? "pick (closest)" : "pick (fastest)") : (selection.front.first == r ? "fastest" : "front")] + rows.parameterNames.indices.map { i in rows.rows[r][i].map { SweepCharts.valueText($0, of: rows.parameterNames[i]) } ?? rows.parameterText(r, i) ?? "" }
        + shown.map { name in rows.rows[r][columns.firstIndex(of: name)!].map { SweepCharts.valueText($0, of: name) } ?? SweepCharts.noneText(name) }
    }
    output.items.append(.table(TableItem(title: "Best candidates", header: header, rows: tableRows, highlighted: [0])))

    // The winner as a curve, next to the current one.
    let made = try Self.winnerCurve(rows, row: winner, cell: cell)
    var overlay: [(label: String, curve: Curve)] = [("Recommended", made.curve)]
    if let current { overlay.append(("Now: \(current.name)", current.curve)) }
    let window = overlay.map { CurvePlot.window(for: $0.curve) }.max() ?? 1
    output.items.append(
      .figure(
        FigureItem(
          id: "\(cell.id)-winner", caption: "The recommended curve (\(made.text))" + (current.map { " against the current one (\($0.text))" } ?? "") + ".",
          caveat: CurveCells.caveat(overlay.map { ($0.curve, Metrics.measure($0.curve, reading: .frames, settings: MetricSettings(window: window))) }),
          drawing: ChartFigure(chart: CurvePlot.chart(overlay, window: window, band: 0.02, title: "Recommended vs now", fps: nil), aspectRatio: 2.5))))

    if let spring = made.curve.springModel {
      let code = SpringCode(spring: spring, uikitDuration: made.uikitDuration)
      let scale = made.scale ?? current?.pressScale ?? 0.95
      let target = current?.target ?? ReleaseTarget(property: .scaleX, pressed: scale, rest: 1)
      let uikit = target.uikitLine.map { code.uikit(property: $0) }
        ?? "// UIView.animate does not animate a layer's \(target.keyPath) (FACTS.md §6): use the CASpringAnimation below."
      let from = target.keyPath == "shadowOffset" ? "CGSize(width: 0, height: \(SpringCode.text(target.pressed)))" : SpringCode.text(target.pressed)
      let to = target.keyPath == "shadowOffset" ? "CGSize(width: 0, height: \(SpringCode.text(target.rest)))" : SpringCode.text(target.rest)
      output.items.append(.snippet(title: "UIKit — paste into the release handler", code: uikit))
      output.items.append(.snippet(title: "Core Animation", code: code.coreAnimation(keyPath: target.keyPath, from: from, to: to)))
      output.items.append(.snippet(title: "SwiftUI (iOS 17)", code: code.swiftUI(value: "isPressed")))
      output.metrics = .object([
        ("feasible", .integer(selection.feasible.count)), ("front", .integer(selection.front.count)),
        ("winner", Self.rowJSON(rows, winner)),
        ("spring", .object([
          ("damping_ratio", .number(code.dampingRatio)), ("omega0", .number(code.omega0)), ("velocity", .number(code.velocity)),
          ("uikit_duration", .optional(code.uikitDuration)), ("swiftui_duration", .number(code.perceptualDuration)), ("swiftui_bounce", .number(code.bounce)),
        ])),
      ])
    } else {
      output.metrics = .object([
        ("feasible", .integer(selection.feasible.count)), ("front", .integer(selection.front.count)),
        ("winner", Self.rowJSON(rows, winner)),
      ])
    }
    output.items += presets.filmstrips(cell, context: context, current: current, recommended: made.curve)
    if let current {
      let same = current.curve.model == made.curve.model
        && made.curve.parameters.allSatisfy { p in
          current.curve.parameters.contains { $0.name == p.name && abs((Double($0.value) ?? .nan) - (Double(p.value) ?? .nan)) < 1e-9 }
        }
      // Now and then, read as the sweep read its curves: frames at its rate, its button's travel.
      let scale = made.scale ?? current.pressScale ?? 0.95
      let settings = MetricSettings(
        band: rows.band, travelPoints: max(1e-9, rows.buttonWidth * (1 - scale) / 2), screenScale: rows.screenScale, fps: rows.fps,
        window: max(2, current.curve.defaultWindow))
      let now = Metrics.measure(current.curve, reading: .frames, settings: settings)
      let value = { (metric: Metric) in columns.firstIndex(of: metric.name).flatMap { rows.rows[winner][$0] } }
      var text = made.text
      // The scale is shown only when it is a real change of the button's press scale; otherwise
      // it only set the travel the pixel metrics were read over.
      if let s = made.scale, current.pressScale.map({ abs(s - $0) < 1e-9 }) ?? true {
        text = text.replacing(", scale \(MetricText.short(s))", with: "")
      }
      output.summaries = [
        PresetSummary(
          preset: current.name, current: current.text, recommended: same ? "keep it: it meets every constraint" : text,
          overshoot: "\(MetricText.px(now.overshootPx)) → \(value(.overshootPx).map(MetricText.px) ?? "—")",
          settle: "\(MetricText.ms(now.settleTimePx)) → \(MetricText.ms(value(.settleTimePx) ?? value(.settleTime)))")
      ]
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
      let made: (curve: Curve, text: String, uikitDuration: Double?, scale: Double?)
      do {
        made = try winnerCurve(rows, row: r, cell: cell)
      } catch {
        // A row that is no curve cannot be recommended; say so rather than keep it silently.
        for c in metrics { kept.rows[r][c] = nil }
        unmade.append((r, error.message))
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

  /// The feasible row nearest the current curve's own values, each axis scaled to its range:
  /// the smallest change that meets every constraint.
  static func closest(_ feasible: [Int], rows: SweepRows, to current: CurrentCurve) -> Int? {
    var now: [Int: Double] = [:]
    for (i, name) in rows.parameterNames.enumerated() {
      if name == "scale" { now[i] = current.pressScale; continue }
      if let text = current.curve.parameters.first(where: { $0.name == name })?.value, let v = Double(text) { now[i] = v }
    }
    guard !now.isEmpty else { return nil }
    var span: [Int: Double] = [:]
    for i in now.keys {
      let column = rows.rows.compactMap { $0[i] }
      span[i] = max((column.max() ?? 1) - (column.min() ?? 0), 1e-12)
    }
    return feasible.min { a, b in
      func d(_ r: Int) -> Double { now.reduce(0) { sum, kv in sum + pow(((rows.rows[r][kv.key] ?? kv.value) - kv.value) / span[kv.key]!, 2) } }
      let da = d(a), db = d(b)
      return da != db ? da < db : a < b
    }
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
      if let x = pair.value.number {
        bounds.append(Bound(column: pair.key.text, max: x, location: at))
        continue
      }
      guard pair.value.pairs != nil else { throw CellError("'\(pair.key.text)' must be {min:, max:} or a number", at: at) }
      for inner in pair.value.pairs! where !["min", "max"].contains(inner.key.text) {
        throw CellError("a constraint takes min and max, not '\(inner.key.text)'", at: cell.location(ofValue: inner.value))
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
    -> (curve: Curve, text: String, uikitDuration: Double?, scale: Double?)
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
      // As written in the sweep: its fixed values and the row's axes, under the names the sweep uses.
      var shown = rows.fixed.filter { $0.name != "scale" && $0.name != "press.scale" }
      for (i, name) in rows.parameterNames.enumerated() where name != "scale" && name != "press.scale" {
        if let v = rows.parameterText(row, i) { shown.append((name.hasPrefix("release.") ? String(name.dropFirst("release.".count)) : name, v)) }
      }
      let text = PresetAccess.describe(model: curve.model.rawValue, parameters: shown)
        + (rows.parameterNames.contains { $0.hasSuffix("scale") } || rows.fixed.contains { $0.name == "scale" }
          ? ", scale \(MetricText.short(scale))" : "")
      return (curve, text, duration, scale)
    } catch {
      throw CellError("row \(row + 1) of the sweep cannot be made into a curve: \(error)", at: cell.location(of: "sweep"))
    }
  }
}
