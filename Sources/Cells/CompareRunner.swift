import CurveAnalysis
import Curves
import Drawing
import Execution
import NotebookFormat
import Plotting
import Presets
import Recommendation
import ReportModel
import TextFormats

/// `compare` cells: presets side by side — their curves for one phase overlaid, a metrics table,
/// and filmstrips; or parameter sets (`curves:`) overlaid as a curve cell draws them.
struct CompareRunner: CellRunner {
  static let showKey = CellSchema.Key("show", "what to show, any of: curves, metrics, filmstrips (default all)")

  static let schema = CellSchema(
    kind: "compare",
    forms: [
      .init(
        selector: "presets",
        keys: [
          .init("presets", "the presets' names"),
          .init("phase", "press or release (default release): the phase whose curves and metrics are compared"),
          showKey,
          .init("window", "seconds the curves chart shows (default: long enough for the slowest curve)"),
          .init("title", "the curves chart's title"),
          .init("caption", "the curves figure's caption"),
        ], rejected: CurveRunner.presetRejects),
      .init(
        selector: "curves",
        keys: CurveRunner.curvesKeys + [.init("show", "what to show, any of: curves, metrics (default both)")],
        rejected: ["phase": "'phase' picks a preset's press or release; curves are drawn as given"]),
    ])

  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    let show = try cell.strings("show")
    // Parameter sets side by side: the same as a curve cell's overlay and metrics table.
    if cell.options?["curves"] != nil {
      let shown = show ?? ["curves", "metrics"]
      for (i, word) in shown.enumerated() where !["curves", "metrics"].contains(word) {
        throw CellError("'show' takes curves and metrics for curves: (filmstrips need presets), not '\(word)' (item \(i + 1))", at: cell.location(of: "show"))
      }
      return try CurveRunner.curves(cell, show: shown, display: context.display())
    }
    let presets = try PresetAccess.presets(cell, context: context)
    let phase = cell.string("phase") ?? "release"
    guard let role = Preset.Role(rawValue: phase) else { throw CellError("'phase' must be press or release", at: cell.location(of: "phase")) }
    let window = try cell.number("window")
    if let window, window <= 0 || window > 60 { throw CellError("'window' must be between 0 and 60 s", at: cell.location(of: "window")) }
    let showing = show ?? ["curves", "metrics", "filmstrips"]
    for (i, word) in showing.enumerated() where !["curves", "metrics", "filmstrips"].contains(word) {
      throw CellError("'show' takes curves, metrics and filmstrips, not '\(word)' (item \(i + 1))", at: cell.location(of: "show"))
    }
    let display = try context.display()
    var output = CellOutput()
    var curves: [(label: String, curve: Curve)] = []
    var colors: [Color] = []
    let readings = presets.map { ButtonReading($0, role: role, notebook: context.notebook) }
    for (preset, reading) in zip(presets, readings) {
      guard let reading else { continue }
      curves.append((reading.label(preset.buttonName), reading.group.curve))
      // A button's colour is its place among the report's buttons, the same on every chart.
      colors.append(RolePalette.button(named: preset.name, among: context.notebook.buttonIDs))
    }
    if showing.contains("curves"), !curves.isEmpty {
      let window = window ?? CompareCurves.window(zip(presets, readings).map { $0 }, role: role, display: display)
      let settings = MetricSettings(display, window: window)
      let title = cell.string("title") ?? "\(phase.prefix(1).uppercased() + phase.dropFirst()) curves compared"
      // Each movement from the phase's event, as the table reads it (a keyframe shake has no progress).
      let responses = zip(presets, readings).compactMap { p, r in r.flatMap { CompareCurves.response(p, reading: $0, role: role, window: window) } }
      let chart = curves.contains { $0.curve.isKeyframes } || responses.count != curves.count
        ? CurvePlot.chart(curves, window: window, band: display.band, title: title, fps: nil, colors: colors)
        : CompareCurves.chart(responses, window: window, band: display.band, title: title, colors: colors)
      output.items.append(
        .figure(
          FigureItem(
            id: "\(cell.id)-curves", caption: cell.string("caption") ?? "The \(phase) of each preset's button movement \(role == .release ? "from the finger's lift" : "from touch-down"), as progress from 0 (start) to 1 (end).",
            caveat: CurveCells.caveat(curves.map { ($0.curve, Metrics.measure($0.curve, reading: .frames, settings: settings)) }, display.visibility),
            drawing: ChartFigure(chart: chart, aspectRatio: 2.0))))
    }
    var json: [(String, JSONValue)] = []
    if showing.contains("metrics") {
      var rows: [[String]] = []
      for (preset, reading) in zip(presets, readings) {
        let m = Self.mainMetrics(preset, role: role, display: display, property: reading?.property)
        // Each phase's curve of the property the row reads, named unless it is the scale or position.
        let curve = { (r: Preset.Role) in ButtonReading(preset, role: r, notebook: context.notebook).map { $0.named(PresetAccess.curveText($0.group)) } ?? "—" }
        rows.append([
          preset.buttonName, curve(.press), curve(.release),
          m.map { MetricText.px($0.overshootPx) } ?? "—", m.map { MetricText.ms($0.settleTimePx) } ?? "—",
          m.map { MetricText.endJump(px: $0.endJumpPx, display.visibility) } ?? "—",
        ])
        json.append((preset.name, m?.json() ?? .null))
      }
      output.items.append(
        .table(
          TableItem(
            title: "\(phase.prefix(1).uppercased() + phase.dropFirst()) of the button's movement", header: ["Button", "Press curve", "Release curve"] + [Metric.overshootPx, .settleTimePx, .endJumpPx].map { display.visibility.heading($0) }, rows: rows,
            alignments: [.left, .left, .left, .right, .right, .right])))
    }
    if showing.contains("filmstrips") {
      output.items += Filmstrips.items(
        presets.map { ($0.buttonName, $0) }, id: "\(cell.id)-filmstrip", display: display, caption: "Frames of each button through a press and release, side by side in time.",
        notebook: context.notebook)
    }
    output.metrics = .object(json)
    output.curveDetails = presets.flatMap(PresetAccess.details)
    return output
  }

  /// Metrics of the phase's response of `property`, by default the button's main moving property.
  static func mainMetrics(_ preset: Preset, role: Preset.Role, display: DisplaySettings, property: PressProperty? = nil) -> CurveMetrics? {
    guard let property = property ?? preset.group(for: role)?.targets.first?.property else { return nil }
    let timeline = role == .press ? PressTimeline(preset: preset, release: nil) : PressTimeline(preset: preset, release: PressTimeline.defaultRelease(for: preset))
    if role == .release && timeline.release == nil { return nil }
    let metrics = timeline.report(fps: display.fps, band: display.band, reading: .frames, visiblePixels: display.visibleDevicePixels).properties.first { $0.property == property }?.metrics
    return metrics?.hasStepMetrics == true ? metrics : nil
  }
}

/// `table` cells: numbers from presets or from an earlier sweep.
struct TableRunner: CellRunner {
  /// The sweep cell named under `sweep:`, which must run above this one.
  static func references(_ cell: Cell) -> [CellReference] { CellReference.sweep(cell) }

  static let schema = CellSchema(
    kind: "table",
    forms: [
      .init(
        selector: "sweep",
        keys: [
          .init("sweep", "the id of an earlier sweep cell"),
          .init("sort", "the column rows are sorted by, lowest first (default settle_time)"),
          .init("limit", "how many rows to show (default 10)"),
          .init("columns", "the metric columns shown after the swept parameters"),
          .init("title", "the table's title"),
        ]),
      .init(
        selector: "presets",
        keys: [
          .init("presets", "the presets' names: each one's main movement"),
          .init("phase", "press or release (default both)"),
          .init("sort", "the column rows are sorted by, lowest first (default: as listed)"),
          .init("limit", "how many rows to show (default all)"),
          .init("columns", "the columns shown, any of: \(PresetColumn.allCases.map(\.rawValue).joined(separator: ", "))"),
          .init("title", "the table's title"),
        ]),
    ])
  /// The metrics a sweep's table shows when the cell names no columns (those the sweep has).
  static let defaultColumns: [Metric] = [.overshootPx, .peakTime, .settleTime, .endJumpPx]

  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    var output = CellOutput()
    if let sweepID = cell.string("sweep") {
      let rows = try context.sweepRows(sweepID, for: cell)
      let all = rows.columnNames
      let sort = cell.string("sort") ?? (rows.metrics.contains(.settleTime) ? Metric.settleTime.name : all.last ?? "")
      guard let si = all.firstIndex(of: sort) else { throw CellError("'\(sort)' is not a column of sweep \(sweepID) (\(all.joined(separator: ", ")))", at: cell.location(of: "sort")) }
      let limitValue = try cell.number("limit") ?? 10
      guard limitValue >= 1, limitValue == limitValue.rounded() else { throw CellError("'limit' must be a whole number from 1", at: cell.location(of: "limit")) }
      let limit = Int(limitValue)
      let metrics = try cell.strings("columns") ?? rows.metrics.filter(Self.defaultColumns.contains).map(\.name)
      for m in metrics where !all.contains(m) { throw CellError("'\(m)' is not a column of sweep \(sweepID)", at: cell.location(of: "columns")) }
      let columns = rows.parameterNames + metrics.filter { !rows.parameterNames.contains($0) }
      let order = rows.rows.indices.sorted { a, b in
        let x = rows.rows[a][si] ?? .infinity, y = rows.rows[b][si] ?? .infinity
        return x != y ? x < y : a < b
      }
      let shown = order.prefix(limit).map { r in
        columns.enumerated().map { k, name in
          let i = all.firstIndex(of: name)!
          // A word axis has no number: show its word; a metric without one never happened.
          return (i < rows.parameterNames.count
            ? SweepCharts.cellText(rows.parameterValue(r, i), of: name)
            : SweepCharts.cellText(rows.rows[r][i], of: rows.metrics[i - rows.parameterNames.count]))
            + (k == 0 && rows.isOffRoot(r) ? SweepCharts.offRootMark : "")
        }
      }
      output.items.append(.table(TableItem(title: cell.string("title") ?? "Sweep \(sweepID): the \(shown.count) lowest \(SweepCharts.label(sort, rows.visibility))", header: columns.map { SweepCharts.columnHeader($0, rows.visibility) }, rows: shown, alignments: columns.map { _ in .right })))
      if let note = SweepCharts.offRootNote(order.prefix(limit).filter(rows.isOffRoot).count) { output.items.append(note) }
      return output
    }
    let presets = try PresetAccess.presets(cell, context: context)
    let phase = cell.string("phase")
    let roles: [Preset.Role] = phase.map { [Preset.Role(rawValue: $0)].compactMap { $0 } } ?? [.press, .release]
    if roles.isEmpty { throw CellError("'phase' must be press or release", at: cell.location(of: "phase")) }
    let columns = try PresetColumn.list(cell, key: "columns") ?? PresetColumn.allCases
    let sort = try PresetColumn.list(cell, key: "sort")
    if let sort, sort.count != 1 { throw CellError("'sort' names one column", at: cell.location(of: "sort")) }
    let limit = try cell.number("limit")
    if let limit, limit < 1 || limit != limit.rounded() { throw CellError("'limit' must be a whole number from 1", at: cell.location(of: "limit")) }
    var rows: [PresetRow] = []
    let display = try context.display()
    for preset in presets {
      for role in roles {
        guard let r = ButtonReading(preset, role: role, notebook: context.notebook) else { continue }
        rows.append(PresetRow(preset: preset.buttonName, phase: role.rawValue, curve: r.named(PresetAccess.curveText(r.group)), metrics: CompareRunner.mainMetrics(preset, role: role, display: display, property: r.property), visibility: display.visibility))
      }
    }
    if let by = sort?.first {
      // Lowest first, rows without the value last; ties keep the listed order.
      let keyed = rows.enumerated().map { ($0.offset, $0.element, $0.element.sortKey(by)) }
      rows = keyed.sorted { a, b in
        switch (a.2, b.2) {
        case let (x?, y?) where x != y: return x < y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return a.0 < b.0
        }
      }.map(\.1)
    }
    if let limit { rows = Array(rows.prefix(Int(limit))) }
    output.items.append(
      .table(
        TableItem(
          title: cell.string("title"), header: columns.map { $0.header(display.visibility) }, rows: rows.map { row in columns.map { row.text($0) } },
          alignments: columns.map(\.alignment))))
    output.curveDetails = presets.flatMap(PresetAccess.details)
    return output
  }
}

/// The columns a table of presets can show: the preset, phase and curve, then metrics of the registry.
enum PresetColumn: Hashable {
  case preset, phase, curve
  case metric(Metric)

  /// The metrics a preset table shows: the button's movement on screen.
  static let metrics: [Metric] = [.overshootPx, .peakTime, .settleTimePx, .endJumpPx]
  static let allCases: [PresetColumn] = [.preset, .phase, .curve] + metrics.map(PresetColumn.metric)

  /// The name a cell writes: `preset`, `curve`, a metric's registry name.
  var rawValue: String {
    switch self {
    case .preset: return "preset"
    case .phase: return "phase"
    case .curve: return "curve"
    case .metric(let m): return m.name
    }
  }

  /// The column's heading, a settle time's naming the report's threshold.
  func header(_ visibility: Visibility) -> String {
    switch self {
    case .preset: return "Button"
    case .phase: return "Phase"
    case .curve: return "Curve"
    case .metric(let m): return visibility.heading(m, among: Self.metrics)
    }
  }

  var alignment: TableItem.Alignment { [.preset, .phase, .curve].contains(self) ? .left : .right }

  /// A name or list of names under `key`, each a column; an unknown name is an error at its place.
  static func list(_ cell: Cell, key: String) throws(CellError) -> [PresetColumn]? {
    guard let names = try cell.strings(key) else { return nil }
    var result: [PresetColumn] = []
    for name in names {
      guard let column = allCases.first(where: { $0.rawValue == name }) else {
        throw CellError(
          "'\(name)' is not a column of a preset table (\(allCases.map(\.rawValue).joined(separator: ", ")))", at: cell.location(of: key))
      }
      result.append(column)
    }
    return result
  }
}

