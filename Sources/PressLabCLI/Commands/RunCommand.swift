import CairoBackend
import Cells
import Execution
import Foundation
import LeastSquares
import NotebookFormat
import ReportModel
import Sweeps
import TextFormats

/// `presslab run NOTEBOOK`: runs a notebook's cells and writes its report.
struct RunCommand: Command {
  static let name = "run"
  static let abstract = "Run a notebook and write its PDF report, executed .ipynb, results.json, CSVs and PNGs."
  static let usage = """
    Usage: presslab run NOTEBOOK [-p name=value ...] [--params FILE.yaml] [-o DIR] [--describe]
                        [--threads N] [--max-points N] [--history FILE | --no-history]
                        [--fail-on budget,regression] [--progress]

    Runs the analysis cells of NOTEBOOK in order: Markdown with ```presslab KIND``` cells, or a
    Jupyter notebook (.ipynb) with `%%presslab KIND` code cells and the defaults in a code cell
    tagged `parameters`. Writes, under DIR/<stem>/ (stem = the file name without .md or .ipynb):
      <stem>.pdf               the report
      <stem>.ipynb             the executed notebook (nbformat 4.5): each cell with its outputs
      <stem>.html              its twin: one self-contained page whose filmstrip buttons
                               play the modelled press when pressed (1 CSS px = 1 point)
      results.json             every cell's id, kind, status, duration, error and metrics
      sweeps/<cell-id>.csv     each sweep's table
      figures/<figure-id>.png  each chart and filmstrip
    The files are written into a fresh folder beside DIR/<stem>/ and switched in at once, so a
    failed or interrupted run leaves the previous report exactly as it was, and the files of
    DIR/<stem>/ always come from one run (anything else in it goes with the old set).

    """
  static let parameter = Option(
    "-p", value: "name=value", repeatable: true,
    help: "set a parameter; the value must have the default's type (number, bool, string; lists as a,b,c or [a, b, c])")
  static let params = Option("--params", value: "FILE", help: "a YAML mapping of parameter values")
  static let output = Option("-o", "--output", value: "DIR", default: "reports/out", help: "output folder")
  static let describe = Option("--describe", help: "list the parameters and cells without running anything")
  static let threads = Option("--threads", value: "N", help: "worker threads for sweeps (default, 0 or more than the machine's cores: all cores)")
  static let maxPoints = Option(
    "--max-points", value: "N", default: String(SweepDefinition.defaultMaxPoints),
    help: "the largest grid a sweep cell runs; a bigger one fails its cell before any work, saying the time and disk it would take")
  static let presets = Option(
    "--presets", value: "DIR", help: "folder of preset files cells name (default: datasets/presets of the notebook's project)")
  static let progress = Option(
    "--progress",
    help: "print a sweep cell's progress (points done, rate, time left) on standard error once it runs over 2 s, even "
      + "when it is not a terminal (on a terminal it is shown anyway)")
  static let options = [parameter, params, output, describe, threads, maxPoints, presets, progress] + RunHistory.options
  static let notes = """
    The notebook's project is the nearest folder holding datasets/, from the notebook's own
    folder upward; its presets, sweep files and `file:` paths are read from there (from the
    working directory when there is none), whatever folder the run starts in. --describe says
    which folders are used.

    A sweep cell's table is written to sweeps/<cell-id>.csv as it is computed, the same bytes
    as `presslab sweep FILE --csv`, so memory does not grow with the grid. A grid of up to
    \(SweepDefinition.notebookMaxPoints) curves is also held in memory for the recommend and table cells that name
    it; above that, only what its own charts and table show is kept, and a recommend or table
    cell naming it fails, saying so.

    Parameter values are decided in this order, the last one winning: the defaults in the
    notebook's front matter, then --params FILE, then each -p in the order given.

    Each run is recorded whole in the history (SQLite), with the real time, the notebook's
    hash, the git commit, parameters, preset values, cells, readings, picks and warnings. Page 1
    says what changed since the last run of the same notebook; a trends chapter draws the last
    runs. Budgets in the front matter limit how buttons read now:
      budgets: {overshoot_px: {max: 1}, shrink-shadow: {settle_time_px: {max: 0.3}}}

    With SOURCE_DATE_EPOCH set, the report is dated from it and the same inputs and the same
    history give the same PDF, .ipynb and HTML bytes, whatever the output folder (the notebook then
    leaves out durations).

    A figure that cannot be drawn (Cairo refuses it) fails its cell: the error stands in the
    figure's place and the rest of the report is written.

    Exit status: 0 every cell ran; 1 the report was written but some cells failed; 3 the
    report was written and a --fail-on gate is met; 74 the report was written but the history
    could not be read or updated; 64 a bad option or an unknown or mistyped parameter; 65 the
    notebook cannot be read or parsed; 73 the output cannot be written; 70 an internal error.
    When more than one applies: 74, then 3, then 1.

    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    try run(arguments, runners: StandardRunners.all(solver: GSLSolver()))
  }

  /// Runs with `runners` for the cell kinds (tests hand in figures no notebook can make).
  static func run(_ arguments: Arguments, runners: [CellKind: any CellRunner]) throws -> Int32 {
    var args = arguments
    let describe = args.flag(Self.describe)
    let settings = args.options(Self.parameter)
    let paramsFile = args.option(Self.params)
    let output = args.option(Self.output)!
    let threadsOption = try args.number(Self.threads)
    let presetsOption = args.option(Self.presets)
    let maxPoints = try SweepCommand.maxPointsOption(&args, Self.maxPoints)
    let progress = SweepCellProgress(forced: args.flag(Self.progress))
    var history = try RunHistory(&args, output: output)
    let words = try args.finish()
    guard words.count == 1, let path = words.first else {
      throw CLIError.usage(words.isEmpty ? "missing NOTEBOOK; run 'presslab run --help'" : "one NOTEBOOK at a time, got \(words.count)")
    }
    let threads = try threadCount(threadsOption)
    guard !output.isEmpty else { throw CLIError.usage("-o needs a folder, got an empty one") }
    let name = URL(fileURLWithPath: path).lastPathComponent
    guard ![".md", ".ipynb"].contains(name), !["", ".", ".."].contains(NotebookParser.stem(of: path)) else {
      throw CLIError.usage("\(path): the notebook needs a name before its extension (its report is named after it)")
    }

    let overrides = try parameterOverrides(paramsFile: paramsFile, settings: settings)
    let (notebook, bytes) = try readNotebook(path, overrides: overrides)
    for warning in notebook.warnings { Console.error("presslab run: warning: \(warning)\n") }
    let project = NotebookProject(notebook: path, presets: presetsOption)
    if describe {
      Console.out(NotebookDescription.text(notebook) + "\n" + project.description)
      return ExitStatus.ok
    }

    let stem = NotebookParser.stem(of: path)
    let folder = output + "/" + stem
    try history.refuseInside(folder)
    // Every file of the report is written into a fresh folder and switched in at once.
    let reportFolder = try ReportFolder(folder)
    defer { reportFolder.discard() }
    // Sweep tables are written into the new folder as the cells compute them.
    let tables = ReportTables(reportFolder)
    let presetFiles = project.presetFiles()
    // A preset folder or file that cannot be read is said now (when --presets names it or a cell
    // may read presets), and again by any cell that needs it.
    if project.presetsGiven || project.needsPresets(notebook) {
      for problem in presetFiles.problems { Console.error("presslab run: warning: preset \(problem)\n") }
    }
    var environment = environment(project, presetFiles: presetFiles, tables: tables, threads: threads, maxPoints: maxPoints)
    environment.sweepProgress = { progress.report(cell: $0, done: $1, of: $2) }
    let runners = StandardRunners.reading(frames: FitCommand.cellRecordings(project), runners)
    var report = ReportExecutor(runners: runners).execute(notebook, environment: environment)
    progress.finish()
    let unexported: [String]
    (report, unexported) = RecommendExports.failedCells(report)
    try tables.check()
    // Each figure is drawn on its own first: one Cairo cannot draw fails its cell, in its place,
    // and the rest of the report is written.
    let drawn = ReportPDF.pngs(report.figures, threads: threads)
    report = report.replacingFigures(drawn.failures)
    history.record(into: &report, notebookBytes: bytes, presetFiles: presetFiles.files)

    let rendered: ReportPDF.Rendered
    do {
      rendered = try write(&report, pngs: drawn.pngs, into: reportFolder, stem: stem, date: environment.date)
      history.complete(written: true)
    } catch {
      history.complete(written: false)
      throw error
    }

    sayFailures(report)
    for message in unexported { Console.error("presslab run: \(message)\n") }
    for failure in rendered.looseFailures {
      Console.error("presslab run: figure '\(failure.figureID)' could not be drawn: \(failure.message)\n")
    }
    Console.out("\(folder)/\(stem).pdf\n")
    let complete = report.failures.isEmpty && report.textFailures.isEmpty && rendered.looseFailures.isEmpty
    return history.exitStatus(report, otherwise: complete ? ExitStatus.ok : ExitStatus.partial)
  }

  /// Each failed cell and each citation that cites nothing, on standard error at its place.
  static func sayFailures(_ report: ExecutedReport) {
    for failure in report.records.flatMap(\.failures) {
      Console.error("presslab run: \(failure.location): cell '\(failure.cellID)' failed: \(failure.message)\n")
    }
    for failure in report.textFailures {
      Console.error("presslab run: \(failure.location): citation \(failure.cellID) cites nothing: \(failure.message)\n")
    }
  }

  /// What the cells may read: the project's files, the clock, the versions, the preset files.
  static func environment(
    _ project: NotebookProject, presetFiles: (files: [(path: String, text: String)], problems: [String]), tables: ReportTables,
    threads: Int, maxPoints: Int
  ) -> ReportEnvironment {
    var environment = ReportEnvironment(
      clock: FileAccess.monotonicSeconds, readFile: { (try? project.resolve($0)).flatMap(FileAccess.read) }, date: FileAccess.reportDate(),
      versions: [
        ("PressLab", PressLab.version), ("cairo", LibraryVersions.cairo), ("Pango", LibraryVersions.pango),
        ("cmark", NotebookParser.cmarkVersion),
      ], threads: threads, presetFiles: presetFiles.files, presetProblems: presetFiles.problems, tables: tables,
      maxSweepPoints: maxPoints)
    environment.fileRefusal = { project.refusal($0) }
    environment.presetFolder = project.presetFolder
    return environment
  }

  /// The parameter values of --params FILE, then of each -p, in order (the last one wins).
  static func parameterOverrides(paramsFile: String?, settings: [String]) throws -> [ParameterOverride] {
    var overrides: [ParameterOverride] = []
    if let paramsFile {
      guard let bytes = FileAccess.read(paramsFile) else { throw CLIError.usage("cannot read params file \(paramsFile)") }
      do {
        overrides += try ParamsFile.read(bytes, file: paramsFile)
      } catch let error as NotebookError {
        throw CLIError.usage(error.description)
      }
    }
    for word in settings {
      do {
        overrides.append(try ParameterOverride.commandLine(word))
      } catch {
        throw CLIError.usage(error.message)
      }
    }
    return overrides
  }

  /// The notebook at `path` with the overrides applied, and its bytes (the history hashes them).
  static func readNotebook(_ path: String, overrides: [ParameterOverride]) throws -> (Notebook, [UInt8]) {
    guard let bytes = FileAccess.read(path) else { throw CLIError.data("cannot read notebook \(path)") }
    do {
      return (try NotebookParser().parse(bytes, file: path, overrides: overrides), bytes)
    } catch let error as NotebookError {
      throw CLIError.data(error.description)
    } catch let error as ParameterError {
      throw CLIError.usage(error.message)
    }
  }

  /// Draws the report and writes its files into the new folder, then puts the folder in place.
  private static func write(
    _ report: inout ExecutedReport, pngs drawn: [(id: String, bytes: [UInt8])], into reportFolder: ReportFolder, stem: String,
    date: Int64
  ) throws -> ReportPDF.Rendered {
    let rendered: ReportPDF.Rendered
    do {
      rendered = try ReportPDF.render(&report, date: date)
    } catch {
      throw CLIError(ExitStatus.software, "cannot draw the report: \(error)")
    }
    // A figure that drew alone but not on its page failed there: its PNG goes with it.
    let kept = Set(report.figures.map(\.id))
    let pngs = drawn.filter { kept.contains($0.id) }.map { ($0.id, $0.bytes) }

    if !pngs.isEmpty { try AtomicFile.makeFolder(reportFolder.file("figures")) }
    for (id, bytes) in pngs {
      try AtomicFile.write(bytes, to: reportFolder.file("figures/\(id).png"))
    }
    try AtomicFile.write(rendered.bytes, to: reportFolder.file("\(stem).pdf"))
    try ExportFiles.write(report, into: reportFolder)
    let images = Dictionary(pngs, uniquingKeysWith: { first, _ in first })
    for writer in ReportWriters.all {
      try AtomicFile.write(writer.bytes(report, images: images), to: reportFolder.file(writer.fileName(stem: stem)))
    }
    try reportFolder.commit()
    return rendered
  }

  static func threadCount(_ option: Double?) throws -> Int { try ThreadCount.resolve(option, command: name) }
}

/// `presslab run --describe`: parameters and cells, without running them.
enum NotebookDescription {
  static func text(_ notebook: Notebook) -> String {
    var out = "\(notebook.title)\n"
    if let author = notebook.author { out += "by \(author)\n" }
    out += "\nParameters:\n"
    if notebook.parameters.isEmpty { out += "  (none)\n" }
    let width = notebook.parameters.map(\.name.count).max() ?? 0
    for p in notebook.parameters {
      out += "  " + p.name.padding(toLength: width, withPad: " ", startingAt: 0)
      out += "  \(p.defaultValue.typeName.padding(toLength: 6, withPad: " ", startingAt: 0))  default \(p.defaultValue.yamlText)"
      if let by = p.overriddenBy { out += "  now \(p.value.yamlText) (\(by))" }
      out += "\n"
    }
    out += "\nCells:\n"
    // Keys are checked against each kind's schema here too, and the earlier cells each reads, so
    // --describe shows what a run would.
    let cells = StandardRunners.checked(notebook)
    if cells.isEmpty { out += "  (none)\n" }
    let idWidth = cells.map(\.id.count).max() ?? 0
    for cell in cells {
      out += "  " + cell.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
      out += "  " + cell.kindName.padding(toLength: 9, withPad: " ", startingAt: 0)
      out += cell.location.cell.map { "  \($0)" } ?? "  line \(cell.location.line)"
      if let caption = cell.options?["caption"]?.string ?? cell.options?["title"]?.string { out += "  \(caption)" }
      if let error = cell.error { out += "\n      error: \(error)" }
      out += "\n"
    }
    return out
  }
}
