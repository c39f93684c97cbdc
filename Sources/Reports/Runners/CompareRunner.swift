import CurveAnalysis
import Curves
import Drawing
import NotebookFormat
import Plotting
import Presets
import TextFormats

/// `compare` cells: presets side by side — their curves for one phase overlaid, a metrics table,
/// and filmstrips.
///
///     presets: [shrink-shadow, pebutton, shrink-grow]
///     phase: release          # or press (default release)
///     show: [curves, metrics, filmstrips]
///     # or parameter sets:  curves: [{model: spring, duration: 0.3, bounce: 0.1}, …]
struct CompareRunner: CellRunner {
  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    // Parameter sets side by side: the same as a curve cell's overlay and metrics table.
    if cell.options?["curves"] != nil, cell.options?["presets"] == nil { return try CurveRunner().run(cell, context: context) }
    let presets = try PresetAccess.presets(cell, context: context)
    let phase = cell.string("phase") ?? "release"
    guard ["press", "release"].contains(phase) else { throw CellError("'phase' must be press or release", at: cell.location(of: "phase")) }
    let show = try cell.strings("show") ?? ["curves", "metrics", "filmstrips"]
    for (i, word) in show.enumerated() where !["curves", "metrics", "filmstrips"].contains(word) {
      throw CellError("'show' takes curves, metrics and filmstrips, not '\(word)' (item \(i + 1))", at: cell.location(of: "show"))
    }
    var output = CellOutput()
    var curves: [(label: String, curve: Curve)] = []
    for preset in presets {
      if let group = PresetAccess.mainGroup(preset, phase: phase) { curves.append((preset.name, group.curve)) }
    }
    if show.contains("curves"), !curves.isEmpty {
      let window = curves.map { CurvePlot.window(for: $0.curve) }.max() ?? 1
      let settings = MetricSettings(window: window)
      output.items.append(
        .figure(
          FigureItem(
            id: "\(cell.id)-curves", caption: cell.string("caption") ?? "The \(phase) curve of each preset's button movement, as progress from 0 (start) to 1 (end).",
            caveat: CurveSpec.caveat(curves.map { ($0.curve, Metrics.measure($0.curve, reading: .frames, settings: settings)) }),
            drawing: ChartFigure(chart: CurvePlot.chart(curves, window: window, band: 0.02, title: cell.string("title") ?? "\(phase.prefix(1).uppercased() + phase.dropFirst()) curves compared", fps: nil), aspectRatio: 2.0))))
    }
    var json: [(String, JSONValue)] = []
    if show.contains("metrics") {
      var rows: [[String]] = []
      for preset in presets {
        let m = Self.mainMetrics(preset, phase: phase)
        rows.append([
          preset.name, PresetAccess.mainGroup(preset, phase: "press").map(PresetAccess.curveText) ?? "—",
          PresetAccess.mainGroup(preset, phase: "release").map(PresetAccess.curveText) ?? "—",
          m.map { MetricText.px($0.overshootPx) } ?? "—", m.map { MetricText.ms($0.settleTimePx) } ?? "—",
          m.map { MetricText.endJump(px: $0.endJumpPx) } ?? "—",
        ])
        json.append((preset.name, m?.json() ?? .null))
      }
      output.items.append(
        .table(
          TableItem(
            title: "\(phase.prefix(1).uppercased() + phase.dropFirst()) of the button's movement", header: ["Preset", "Press curve", "Release curve", "Overshoot", "Settles (½ px)", "End jump"], rows: rows,
            alignments: [.left, .left, .left, .right, .right, .right])))
    }
    if show.contains("filmstrips") {
      output.items += Filmstrips.items(presets.map { ($0.name, $0) }, id: "\(cell.id)-filmstrip", caption: "Frames of each button through a press and release, side by side in time.")
    }
    output.metrics = .object(json)
    return output
  }

  /// Metrics of the phase's response of the button's main moving property.
  static func mainMetrics(_ preset: Preset, phase: String) -> CurveMetrics? {
    guard let group = PresetAccess.mainGroup(preset, phase: phase), let property = group.targets.first?.property else { return nil }
    let timeline = phase == "press" ? PressTimeline(preset: preset, release: nil) : PressTimeline(preset: preset, release: PressTimeline.defaultRelease(for: preset))
    if phase == "release" && timeline.release == nil { return nil }
    let metrics = timeline.report().properties.first { $0.property == property }?.metrics
    return metrics?.hasStepMetrics == true ? metrics : nil
  }
}

/// `table` cells: numbers from presets or from an earlier sweep.
///
///     presets: [shrink-shadow, pebutton]     # the button's main movement, press and release
///     # or
///     sweep: release-sweep
///     sort: settle_time
///     limit: 10
///     columns: [overshoot_px, settle_time]
struct TableRunner: CellRunner {
  /// The metrics a sweep's table shows when the cell names no columns (those the sweep has).
  static let defaultColumns: [Metric] = [.overshootPx, .peakTime, .settleTime, .endJumpPx]

  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    var output = CellOutput()
    if let sweepID = cell.string("sweep") {
      guard case .sweep(let rows)? = context.shared[sweepID] else {
        throw CellError("no sweep cell with id '\(sweepID)' ran before this cell", at: cell.location(of: "sweep"))
      }
      let all = rows.parameterNames + rows.metricNames
      let sort = cell.string("sort") ?? (rows.metricNames.contains(Metric.settleTime.name) ? Metric.settleTime.name : all.last ?? "")
      guard let si = all.firstIndex(of: sort) else { throw CellError("'\(sort)' is not a column of sweep \(sweepID) (\(all.joined(separator: ", ")))", at: cell.location(of: "sort")) }
      let limit = max(1, Int(try cell.number("limit") ?? 10))
      let metrics = try cell.strings("columns") ?? rows.metricNames.filter { Self.defaultColumns.map(\.name).contains($0) }
      for m in metrics where !all.contains(m) { throw CellError("'\(m)' is not a column of sweep \(sweepID)", at: cell.location(of: "columns")) }
      let columns = rows.parameterNames + metrics.filter { !rows.parameterNames.contains($0) }
      let order = rows.rows.indices.sorted { a, b in
        let x = rows.rows[a][si] ?? .infinity, y = rows.rows[b][si] ?? .infinity
        return x != y ? x < y : a < b
      }
      let shown = order.prefix(limit).map { r in columns.map { name in rows.rows[r][all.firstIndex(of: name)!].map { SweepCharts.valueText($0, of: name) } ?? SweepCharts.noneText(name) } }
      output.items.append(.table(TableItem(title: cell.string("title") ?? "Sweep \(sweepID): the \(shown.count) lowest \(SweepCharts.label(sort))", header: columns.map(SweepCharts.label), rows: shown)))
      return output
    }
    let presets = try PresetAccess.presets(cell, context: context)
    let phases = cell.string("phase").map { [$0] } ?? ["press", "release"]
    var rows: [[String]] = []
    for preset in presets {
      for phase in phases {
        guard let group = PresetAccess.mainGroup(preset, phase: phase) else { continue }
        let m = CompareRunner.mainMetrics(preset, phase: phase)
        rows.append([
          preset.name, phase, PresetAccess.curveText(group), m.map { MetricText.px($0.overshootPx) } ?? "—",
          m.flatMap { $0.peakTime }.map { MetricText.ms($0) } ?? "—", m.map { MetricText.ms($0.settleTimePx) } ?? "—",
          m.map { MetricText.endJump(px: $0.endJumpPx) } ?? "—",
        ])
      }
    }
    output.items.append(
      .table(
        TableItem(
          title: cell.string("title"), header: ["Preset", "Phase", "Curve", "Overshoot", "Peak", "Settles (½ px)", "End jump"], rows: rows,
          alignments: [.left, .left, .left, .right, .right, .right, .right])))
    return output
  }
}

