import CurveAnalysis
import Curves
import Drawing
import NotebookFormat
import Plotting
import Presets
import Sweeps
import TextFormats
import YAMLValues

/// `sweep` cells: a sweep definition (inline under `definition: |`, or a `file:`), run on all
/// threads, written to `sweeps/<cell-id>.csv`, shown as heatmaps, a curve family and a table.
///
///     definition: |
///       model: uikit-spring
///       parameters:
///         damping: {from: 0.05, to: 1, count: 12}
///         duration: {from: 0.1, to: 0.6, count: 11}
///     heatmap:
///       - {x: damping, y: duration, metric: overshoot_px, contours: [1]}
///     at: {velocity: 0}            # where the other axes are held in heatmaps and the family
///     family: damping              # one line per value of this axis
///     table: {sort: settle_time, limit: 8}
struct SweepRunner: CellRunner {
  static let chartKeys: [CellSchema.Key] = [
    .init("heatmap", "heatmaps: {x: axis, y: axis, metric: name, contours: [values]}, one or a list"),
    .init("at", "where the axes a chart does not show are held: {axis: value} (default: each axis's middle)"),
    .init("family", "a numeric axis: one curve per value, the others held at 'at'"),
    .init("table", "a table of the lowest rows: {sort:, limit:, columns:}"),
    .init("title", "a heading above the sweep's figures"),
  ]
  static let schema = CellSchema(
    kind: "sweep",
    forms: [
      .init(selector: "definition", keys: [.init("definition", "the sweep definition's YAML, as a `|` block")] + chartKeys),
      .init(selector: "file", keys: [.init("file", "a sweep definition file, relative to the notebook's project (the folder holding datasets/)")] + chartKeys),
    ])

  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    let definition = try SweepSource.definition(cell, context: context)
    guard definition.pointCount <= SweepDefinition.notebookMaxPoints else {
      throw CellError(
        "the grid has \(definition.pointCount) curves, above the \(SweepDefinition.notebookMaxPoints) a notebook holds in "
          + "memory for its charts: run it with `presslab sweep` (which streams its table), or use fewer values",
        at: cell.location)
    }
    let table: SweepTable
    do {
      table = try Sweep.table(definition, threads: context.threads)
    } catch let error as SweepError {
      throw CellError(SweepSource.message(error), at: error.line.map { SweepSource.locate(error, line: $0, in: cell) } ?? cell.location)
    } catch {
      throw CellError("\(error)", at: cell.location)
    }
    let grid = SweepGrid(definition: definition, table: table)
    var output = CellOutput()
    output.csv = grid.csv()
    output.shared = .sweep(grid.rows)
    let title = cell.string("title")
    if let title { output.items.append(.heading(level: 3, text: title)) }
    output.items.append(
      .note(
        "\(grid.rows.rows.count) curves of \(definition.model.rawValue), read \(definition.reading == .frames ? "at \(Int(definition.fps)) Hz" : "continuously") over \(MetricText.ms(definition.window)), \(Int(definition.buttonWidth)) pt button on a \(Int(definition.screenScale))× screen. Full table: sweeps/\(cell.id).csv."
      ).asPlain)
    if let note = SweepSource.solverNote(table) { output.items.append(.note(note)) }
    if let note = SweepSource.invalidNote(table) { output.items.append(.note(note)) }
    let at = try SweepCharts.slice(cell, grid: grid)
    var figureIndex = 0
    for spec in try SweepCharts.heatmapSpecs(cell, grid: grid) {
      figureIndex += 1
      let chart = try SweepCharts.heatmap(spec, grid: grid, at: at, cell: cell, threads: context.threads)
      output.items.append(
        .figure(
          FigureItem(
            id: "\(cell.id)-heatmap-\(figureIndex)", caption: SweepCharts.caption(spec, at: at, grid: grid),
            drawing: ChartFigure(chart: chart, aspectRatio: 1.45), widthFraction: 0.8)))
    }
    if let family = try SweepCharts.family(cell, grid: grid, definition: definition, at: at) {
      output.items.append(.figure(FigureItem(id: "\(cell.id)-family", caption: family.caption, caveat: family.caveat, drawing: ChartFigure(chart: family.chart, aspectRatio: 1.9))))
      if !family.dropped.isEmpty {
        output.items.append(.note("The family leaves out what the curve engine refused: " + family.dropped.joined(separator: "; ") + "."))
      }
    }
    if let shown = try SweepCharts.table(cell, grid: grid) { output.items.append(.table(shown)) }
    output.metrics = .object([
      ("points", .integer(grid.rows.rows.count)), ("columns", .array((grid.rows.parameterNames + grid.rows.metricNames).map { .string($0) })),
      ("csv", .string("sweeps/\(cell.id).csv")), ("invalid", .integer(table.invalidCount)),
    ])
    return output
  }
}

extension ReportItem {
  /// A note without the "Note:" warning styling is just a small paragraph.
  var asPlain: ReportItem {
    if case .note(let text) = self { return .block(.paragraph([.emphasis([.text(text)])])) }
    return self
  }
}

/// Where a sweep cell's definition comes from.
enum SweepSource {
  static func definition(_ cell: Cell, context: RunContext) throws(CellError) -> SweepDefinition {
    if let inline = cell.options?["definition"] {
      guard let text = inline.string, inline.scalar != nil else {
        throw CellError("'definition' must be the sweep's YAML as a block: `definition: |` then the lines indented", at: cell.location(ofValue: inline))
      }
      do {
        // A `|` block starts on the line after its key.
        return try SweepDefinition.parse(
          text: text, file: cell.location.file, lineOffset: inline.location.line, presets: lookup(context))
      } catch {
        let at = error.line.map { locate(error, line: $0, in: cell) } ?? cell.location(ofValue: inline)
        throw CellError(message(error), at: at)
      }
    }
    guard let fileValue = cell.options?["file"] else {
      throw CellError("a sweep cell needs 'definition: |' (the sweep's YAML) or 'file:' (a sweep definition file)", at: cell.location)
    }
    guard let path = fileValue.string else { throw CellError("'file' must be a path", at: cell.location(ofValue: fileValue)) }
    guard let bytes = context.readFile(path), let text = String(validating: bytes, as: UTF8.self) else {
      throw CellError("cannot read sweep definition \(path)", at: cell.location(ofValue: fileValue))
    }
    do {
      return try SweepDefinition.parse(text: text, file: path, presets: lookup(context))
    } catch {
      throw CellError("in \(path)\(error.line.map { " line \($0)" } ?? ""): \(message(error))", at: cell.location(ofValue: fileValue))
    }
  }

  /// Says how many rows rest on a UIKit solve that did not converge, and the first of them.
  static func solverNote(_ table: SweepTable) -> String? {
    guard table.notConverged.count > 0, let first = table.notConverged.first else { return nil }
    let at = zip(table.parameterNames, table.parameters[first]).map { "\($0) \($1.parameterText)" }.joined(separator: ", ")
    return "UIKit's spring solver has not converged for \(table.notConverged.count) of \(table.parameters.count) rows "
      + "(the first: \(at)): after its 12 Newton steps it is still far from a root, so those curves rest on "
      + "float32 rounding details."
  }

  /// Says how many rows are curves that cannot be scored, and the first of them.
  static func invalidNote(_ table: SweepTable) -> String? {
    guard let first = table.invalid.firstIndex(of: true) else { return nil }
    let at = zip(table.parameterNames, table.parameters[first]).map { "\($0) \($1.parameterText)" }.joined(separator: ", ")
    return "\(table.invalidCount) of \(table.parameters.count) rows are curves that cannot be scored (the first: \(at)): "
      + "UIKit's solver finds no valid root or the samples are not finite. They are marked in the CSV's "
      + "'\(Sweep.invalidColumn)' column, have no metrics, are grey in heatmaps and are never candidates."
  }

  /// `preset:` sweeps find their preset among the notebook's presets.
  static func lookup(_ context: RunContext) -> (String) -> Preset? {
    let presets = context.presets
    return { name in presets.first { $0.name == name } }
  }

  /// The sweep's complaint without its own file prefix: "field: message".
  static func message(_ error: SweepError) -> String {
    error.field.map { "\($0): \(error.message)" } ?? error.message
  }

  /// The notebook place of a sweep error: its line, and the column where the field's last name
  /// is written on that line (the line's first word when it cannot be found). The cell's body
  /// starts on the line after its fence and lost the fence's indentation.
  static func locate(_ error: SweepError, line: Int, in cell: Cell) -> SourceLocation {
    let lines = cell.source.split(separator: "\n", omittingEmptySubsequences: false)
    let index = line - cell.location.line - 1
    var column = 1
    if lines.indices.contains(index) {
      let text = lines[index]
      if let name = error.field?.split(separator: ".").last, let range = text.firstRange(of: name) {
        column = text.distance(from: text.startIndex, to: range.lowerBound) + 1
      } else if let first = text.firstIndex(where: { $0 != " " }) {
        column = text.distance(from: text.startIndex, to: first) + 1
      }
    }
    return cell.location.moved(line: line, column: column + cell.location.column - 1)
  }
}

/// A sweep's table with its axes, for charts and recommendations. An axis may take words
/// (`curve: [easeIn, easeOut]`): those rows hold no number for it, only the word.
struct SweepGrid {
  var definition: SweepDefinition
  var rows: SweepRows
  /// Each row's varied parameter values as the sweep took them, in grid order.
  var parameters: [[SweepValue]]
  /// The varied axes' values, in grid order.
  var axes: [(name: String, values: [SweepValue])]

  init(definition: SweepDefinition, table: SweepTable) {
    self.definition = definition
    parameters = table.parameters
    let numeric = table.parameters.map { $0.map { $0.number } }
    rows = SweepRows(
      parameterNames: table.parameterNames, metricNames: table.metricNames,
      rows: zip(numeric, table.metrics).map { $0 + $1 }, preset: nil, model: definition.model.rawValue,
      fixed: definition.parameters.filter { !$0.isVaried }.map { ($0.name, $0.values.first?.parameterText ?? "") })
    rows.parameterTexts = table.parameters.map { $0.map(\.parameterText) }
    rows.fps = definition.fps
    rows.buttonWidth = definition.buttonWidth
    rows.screenScale = definition.screenScale
    rows.band = definition.band
    rows.definition = definition
    rows.invalid = table.invalid
    axes = definition.axes.map { axis in (axis.name, Array(axis.values)) }
  }

  /// True when every value of the axis is a number (it can be a chart axis).
  func isNumeric(_ name: String) -> Bool {
    axes.first { $0.name == name }?.values.allSatisfy { $0.number != nil } ?? false
  }

  /// The value of axis `name` in row `r`.
  func value(_ name: String, row r: Int) -> SweepValue? {
    rows.parameterNames.firstIndex(of: name).map { parameters[r][$0] }
  }

  func csv() -> String {
    var out = (rows.parameterNames + rows.metricNames + [Sweep.invalidColumn]).map(SweepCSV.quoted)
      .joined(separator: ",") + "\n"
    // The same text `presslab sweep --csv` writes: counts as integers, other numbers shortest,
    // words as written (quoted when they hold a comma or a quote).
    let counts = rows.metricNames.map { Metric(name: $0)?.isCount == true }
    let p = rows.parameterNames.count
    for (r, row) in rows.rows.enumerated() {
      let cells = parameters[r].map { value -> String in
        switch value {
        case .number(let x): return NumberText.cell(x)
        case .text(let t): return SweepCSV.quoted(t)
        }
      }
      let metrics = zip(row[p...], counts).map { value, isCount in
        if isCount, let value { return String(Int(value)) }
        return NumberText.cell(value)
      }
      out += (cells + metrics + [rows.isInvalid(r) ? "1" : "0"]).joined(separator: ",") + "\n"
    }
    return out
  }

  func column(_ name: String) -> Int? { (rows.parameterNames + rows.metricNames).firstIndex(of: name) }
}
