import CurveAnalysis
import Curves
import Drawing
import Execution
import NotebookFormat
import Plotting
import Presets
import Recommendation
import ReportModel
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
    let limit = context.environment.maxSweepPoints
    guard definition.pointCount <= limit else {
      throw CellError(SweepSource.refusal(definition, limit: limit, context: context), at: cell.location)
    }
    // The charts' keys are read, and what does not rest on the rows drawn, before the sweep runs,
    // so a mistake in them costs no work.
    let columns = SweepColumns(definition)
    let at = try SweepCharts.slice(cell, columns: columns)
    let specs = try SweepCharts.heatmapSpecs(cell, columns: columns)
    var maps: [HeatmapCells] = []
    for spec in specs { maps.append(try SweepCharts.heatmapCells(spec, columns: columns, at: at, cell: cell, threads: context.threads)) }
    let family = try SweepCharts.family(cell, columns: columns, definition: definition, at: at)
    let tableSpec = try SweepCharts.tableSpec(cell, columns: columns)
    let hold = SweepHold.of(cell, definition: definition, context: context)
    var lowest = tableSpec.map { LowestRows(sort: $0.sort, limit: $0.limit, columns: columns) }
    // A grid a notebook can hold is kept whole when a cell reads it (as its runner declares);
    // otherwise, or when bigger, it is only streamed to its file, with what the charts need kept.
    let named = context.referenced.contains(cell.id)
    var whole = named && definition.pointCount <= context.environment.heldSweepPoints ? SweepTable(definition) : nil
    var counts = SweepCounts()

    let name = SweepSource.tableName(cell)
    let writer = try SweepSource.openTable(name, cell: cell, context: context)
    do throws(CellError) {
      let progress = context.environment.sweepProgress.map { report in { report(cell.id, $0, $1) } }
      try SweepSource.stream(definition, to: writer, cell: cell, threads: context.threads, progress: progress) { block in
        counts.add(block)
        for i in maps.indices { maps[i].add(block) }
        lowest?.add(block)
        whole?.append(block)
      }

      var output = CellOutput()
      output.tables = [name]
      output.shared = whole.map { SweepShare.rows(SweepRows(definition: definition, table: $0)) }
        ?? SweepShare.streamed(points: definition.pointCount, table: name)
      let title = cell.string("title")
      if let title { output.items.append(.heading(level: 3, text: title)) }
      output.items.append(
        .note(
          "\(counts.rows) \(CurveWords.plural(definition.model)), read \(definition.reading == .frames ? "at \(Int(definition.fps)) Hz" : "continuously") over \(MetricText.ms(definition.window)), \(Int(definition.buttonWidth)) pt button on a \(Int(definition.screenScale))× screen. Every row is in the table file the appendix names (D. Cells)."
        ).asPlain)
      if let note = SweepSource.solverNote(counts, columns: columns) { output.items.append(.note(note)) }
      if let note = SweepSource.invalidNote(counts, columns: columns) { output.items.append(.note(note)) }
      for (index, (spec, var cells)) in zip(specs, maps).enumerated() {
        if let hold { cells.values = cells.values.map { $0.map { hold.reading($0, of: spec.metric) } } }
        output.items.append(
          .figure(
            FigureItem(
              id: "\(cell.id)-heatmap-\(index + 1)", caption: SweepCharts.caption(spec, at: at, columns: columns, anyInvalid: counts.invalid > 0, hold: hold),
              drawing: ChartFigure(chart: SweepCharts.heatmap(spec, cells: cells), aspectRatio: 1.45), widthFraction: 0.8)))
      }
      if let family {
        output.items.append(.figure(FigureItem(id: "\(cell.id)-family", caption: family.caption, caveat: family.caveat, drawing: ChartFigure(chart: family.chart, aspectRatio: 1.9))))
        if !family.dropped.isEmpty {
          output.items.append(.note("The family leaves out what the curve engine refused: " + family.dropped.joined(separator: "; ") + "."))
        }
      }
      if let tableSpec, let lowest {
        output.items.append(.table(SweepCharts.table(tableSpec, lowest: lowest.rows, total: counts.rows, columns: columns, hold: hold)))
        if let note = SweepCharts.offRootNote(lowest.rows.filter(\.offRoot).count) { output.items.append(note) }
      }
      output.metrics = .object([
        ("points", .integer(counts.rows)), ("columns", .array((columns.parameterNames + columns.metrics.map(\.name)).map { .string($0) })),
        ("csv", .string(name)), ("invalid", .integer(counts.invalid)),
      ])
      do {
        try writer.finish()
      } catch {
        throw CellError(error.message, at: cell.location)
      }
      return output
    } catch {
      // A failed cell leaves no table behind, not even part of one.
      writer.abort()
      throw error
    }
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
  /// What the definition leaves out (frame rate, band, button) is the notebook's display.
  static func definition(_ cell: Cell, context: RunContext) throws(CellError) -> SweepDefinition {
    let display = try context.display()
    if let inline = cell.options?["definition"] {
      guard let text = inline.string, inline.scalar != nil else {
        throw CellError("'definition' must be the sweep's YAML as a block: `definition: |` then the lines indented", at: cell.location(ofValue: inline))
      }
      do {
        // A `|` block starts on the line after its key.
        return try SweepDefinition.parse(
          text: text, file: cell.location.file, lineOffset: inline.location.line, presets: lookup(context), display: display)
      } catch {
        let at = error.line.map { locate(error, line: $0, in: cell) } ?? cell.location(ofValue: inline)
        throw CellError(message(error), at: at)
      }
    }
    guard let fileValue = cell.options?["file"] else {
      throw CellError("a sweep cell needs 'definition: |' (the sweep's YAML) or 'file:' (a sweep definition file)", at: cell.location)
    }
    guard let path = fileValue.string else { throw CellError("'file' must be a path", at: cell.location(ofValue: fileValue)) }
    if let why = context.environment.fileRefusal(path) { throw CellError("'file' \(path): \(why)", at: cell.location(ofValue: fileValue)) }
    guard let bytes = context.readFile(path), let text = String(validating: bytes, as: UTF8.self) else {
      throw CellError("cannot read sweep definition \(path)", at: cell.location(ofValue: fileValue))
    }
    do {
      return try SweepDefinition.parse(text: text, file: path, presets: lookup(context), display: display)
    } catch {
      // A file that is no sweep definition may hold anything: it is named, never quoted.
      if let shape = SweepDefinition.shapeProblem(text) {
        throw CellError("'file' \(path) line \(shape.line): not a sweep definition (\(shape.reason)); its text is not shown", at: cell.location(ofValue: fileValue))
      }
      throw cellError(error, in: cell)
    }
  }

  /// Where a sweep cell's table goes, inside the report.
  static func tableName(_ cell: Cell) -> String { "sweeps/\(cell.id).csv" }

  /// The cell's table, opened before the sweep runs: a place it cannot be written costs no work.
  static func openTable(_ name: String, cell: Cell, context: RunContext) throws(CellError) -> any TableWriting {
    do {
      return try context.tables.open(name)
    } catch {
      throw CellError(error.message, at: cell.location)
    }
  }

  /// Runs the sweep, writing its CSV to `writer` block by block and handing each block to `each`,
  /// so no more of the table than a block is held here; `progress` gets (points done, in all).
  static func stream(
    _ definition: SweepDefinition, to writer: any TableWriting, cell: Cell, threads: Int,
    progress: ((Int, Int) -> Void)? = nil, each: (SweepBlock) -> Void
  ) throws(CellError) {
    let text = SweepTableText(definition, format: .csv)
    writer.write([Array(SweepTableText.header(Sweep.columns(definition), format: .csv).utf8)])
    progress?(0, definition.pointCount)
    do {
      try Sweep.run(definition, threads: threads, texts: [text], progress: progress) { block in
        writer.write(text.rows(block, threads: threads, index: 0))
        each(block)
      }
    } catch let error as SweepError {
      throw cellError(error, in: cell)
    } catch {
      throw CellError("\(error)", at: cell.location)
    }
    writer.write([Array(SweepTableText.footer(format: .csv).utf8)])
  }

  /// Why a grid above the limit is refused, with what it would cost at this machine's rate.
  static func refusal(_ definition: SweepDefinition, limit: Int, context: RunContext) -> String {
    var text = "the grid has \(definition.pointCount) curves, above the limit of \(limit) a notebook's sweep runs"
    if let cost = GridEstimate.cost(definition, threads: context.threads, clock: context.environment.clock) { text += "; " + cost }
    return text + ". Raise the limit with `presslab run --max-points N`, run the grid with `presslab sweep` "
      + "(which can split it into parts with --shard), or use fewer values."
  }

  /// Says how many scored rows rest on a UIKit solve that did not converge, and the first of them;
  /// those that cannot be scored at all are `invalidNote`'s.
  static func solverNote(_ counts: SweepCounts, columns: SweepColumns) -> String? {
    guard counts.offRoot > 0, let first = counts.firstOffRoot else { return nil }
    let at = point(first, columns: columns)
    // Designer words: how UIKit's solver fails is the solver's business (docs/FACTS.md §1).
    return "UIKit sets up \(counts.offRoot) of \(counts.rows) springs (the first: \(at)) from an inexact "
      + "solution, so a device may draw them slightly otherwise: they are scored as iOS installs them, but never picked."
  }

  /// Says how many rows are curves that cannot be scored, and the first of them.
  static func invalidNote(_ counts: SweepCounts, columns: SweepColumns) -> String? {
    guard let first = counts.firstInvalid else { return nil }
    let at = point(first, columns: columns)
    return "\(counts.invalid) of \(counts.rows) curves cannot be scored (the first: \(at)): UIKit cannot set up "
      + "those springs. They have no numbers, are grey in the maps and are never picked; the full table marks them."
  }

  /// A grid point as a designer page names it: each parameter at three significant digits (the
  /// table file has them whole).
  static func point(_ values: [SweepValue], columns: SweepColumns) -> String {
    zip(columns.parameterNames, values).map { name, value in
      "\(name) \(value.number.map { NumberText.significant($0, digits: 3) } ?? value.readableText)"
    }.joined(separator: ", ")
  }

  /// `preset:` sweeps find their preset among the notebook's presets.
  static func lookup(_ context: RunContext) -> (String) -> Preset? {
    let presets = context.presets
    return { name in presets.first { $0.name == name } }
  }

  /// A sweep's complaint about a point of its grid, where the definition is written: a line of
  /// the cell's `definition:`, or of its `file:`.
  static func cellError(_ error: SweepError, in cell: Cell) -> CellError {
    if let file = cell.options?["file"], let path = file.string {
      return CellError("in \(path)\(error.line.map { " line \($0)" } ?? ""): \(message(error))", at: cell.location(ofValue: file))
    }
    return CellError(message(error), at: error.line.map { locate(error, line: $0, in: cell) } ?? cell.location)
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
