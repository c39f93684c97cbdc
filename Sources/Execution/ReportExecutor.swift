import CurveAnalysis
import NotebookFormat
import Presets
import ReportModel
import Sweeps
import TextFormats

/// What the command line supplies: the clock, files, versions, the date, the presets.
public struct ReportEnvironment: Sendable {
  /// Monotonic seconds, for cell durations.
  public var clock: @Sendable () -> Double
  public var readFile: @Sendable (String) -> [UInt8]?
  /// Why a file a cell names may not be read (it leaves the notebook's project); nil when it may.
  public var fileRefusal: @Sendable (String) -> String? = { _ in nil }
  /// Seconds since 1970 for the cover's date (SOURCE_DATE_EPOCH when set).
  public var date: Int64
  public var versions: [(name: String, version: String)]
  public var threads: Int
  /// Text of every preset file, by preset file path (read once by the command line).
  public var presetFiles: [(path: String, text: String)]
  /// Preset folders and files that could not be read, each with its path and why.
  public var presetProblems: [String]
  /// The folder `presetFiles` were read from, as their paths start (`presets: datasets/presets/team/`
  /// is matched below it).
  public var presetFolder = ""
  /// Where sweep tables are written as they are computed; nil keeps them in memory (each
  /// record's `csv`).
  public var tables: (any TableSink)?
  /// The largest sweep grid a cell runs; a bigger one is refused before any work.
  public var maxSweepPoints: Int
  /// The largest sweep kept whole in memory for the cells that name it; a bigger one, or one no
  /// cell names, keeps only what its own charts and table show.
  public var heldSweepPoints = SweepDefinition.notebookMaxPoints
  /// Told how far a sweep cell has got: its id, the points done and in all (0 done when its
  /// sweep starts, all when it ends); nil tells nobody.
  public var sweepProgress: (@Sendable (_ cell: String, _ done: Int, _ total: Int) -> Void)?

  public init(
    clock: @escaping @Sendable () -> Double, readFile: @escaping @Sendable (String) -> [UInt8]?, date: Int64,
    versions: [(name: String, version: String)], threads: Int = 2, presetFiles: [(path: String, text: String)] = [],
    presetProblems: [String] = [], tables: (any TableSink)? = nil, maxSweepPoints: Int = SweepDefinition.defaultMaxPoints
  ) {
    self.clock = clock
    self.readFile = readFile
    self.date = date
    self.versions = versions
    self.threads = threads
    self.presetFiles = presetFiles
    self.presetProblems = presetProblems
    self.tables = tables
    self.maxSweepPoints = maxSweepPoints
  }
}

/// Runs a notebook's cells in order. A cell that fails becomes an error block; the rest still run.
public struct ReportExecutor: Sendable {
  public var runners: [CellKind: any CellRunner]

  public init(runners: [CellKind: any CellRunner]) { self.runners = runners }

  public func execute(_ notebook: Notebook, environment: ReportEnvironment) -> ExecutedReport {
    var summaries: [PresetSummary] = []
    var curveDetails: [CurveDetail] = []
    var findings: [CellKind: [any Sendable]] = [:]
    let tables = environment.tables ?? MemoryTables()
    // Tables kept in memory are handed back in each record's `csv`.
    let memory = tables as? MemoryTables
    var context = RunContext(
      notebook: notebook, readFile: environment.readFile, shared: [:], threads: environment.threads,
      environment: environment, tables: tables)
    let library = PresetLibrary.parse(files: environment.presetFiles.map { (name: $0.path, text: $0.text) })
    context.presets = library.presets
    context.displaySettings = DisplaySettings.of(notebook)
    // A notebook's screen scale is the screen of the whole report: the presets' buttons too.
    if DisplaySettings.declaresScreenScale(notebook), case .success(let display) = context.displaySettings {
      for i in context.presets.indices { context.presets[i].look.screenScale = display.screenScale }
    }
    context.presetErrors = environment.presetProblems + library.errors.map { "\($0)" }
    // A cell that a later one reads (as its runner declares) keeps what its readers need.
    context.referenced = Set(notebook.cells.flatMap { references($0).map(\.id) })
    var ran: [String: CellReference.Above] = [:]

    func run(_ cell: Cell) -> CellRecord {
      let start = environment.clock()
      let (output, failure) = self.output(of: cell, context: context, ran: ran)
      let duration = environment.clock() - start
      var record = CellRecord(
        id: cell.id, kind: cell.kindName, number: cell.number, location: cell.location, status: .ok, duration: duration,
        outputs: [])
      defer { ran[cell.id] = CellReference.Above(kind: record.kind, location: record.location, failed: record.status == .failed) }
      if let failure {
        record.status = .failed
        record.outputs = [.failure(failure)]
        return record
      }
      record.outputs = output.items
      record.exports = output.exports
      // A runner may fail part of its work (an export) and still give the rest.
      if !record.failures.isEmpty { record.status = .failed }
      if output.metrics != .object([]) { record.outputs.append(.metrics(output.metrics)) }
      record.tables = output.tables
      record.csv = output.tables.first.flatMap { memory?.bytes($0) }.map { String(decoding: $0, as: UTF8.self) }
      summaries += output.summaries
      for detail in output.curveDetails where !curveDetails.contains(detail) { curveDetails.append(detail) }
      if let kind = cell.kind { findings[kind, default: []] += output.findings }
      if let shared = output.shared { context.shared[cell.id] = shared }
      return record
    }

    // Cells run in document order, wherever they sit: a cell in a list item or a block quote
    // runs where it stands, and its outputs stay inside that container.
    func walk(_ blocks: [Block]) -> [ReportNode] {
      blocks.map { block in
        switch block {
        case .cell(let cell): return .cell(run(cell))
        case .list(let start, let tight, let items): return .list(start: start, tight: tight, items: items.map(walk))
        case .blockQuote(let inner): return .quote(walk(inner))
        default: return .block(block)
        }
      }
    }
    let body = walk(notebook.blocks)
    var report = ExecutedReport(
      notebook: notebook, body: body, summaries: Self.merge(summaries), dateText: Self.dateText(environment.date),
      versions: environment.versions)
    if case .success(let display) = context.displaySettings { report.visibility = display.visibility }
    report.curveDetails = curveDetails
    for kind in CellKind.allCases {
      guard let runner = runners[kind], let found = findings[kind] else { continue }
      type(of: runner).conclude(found, into: &report, threads: environment.threads)
    }
    report.resolveCitations(presetFiles: environment.presetFiles)
    return report
  }

  /// `cell` run through its kind's runner once its keys and the cells it reads are checked
  /// (`ran`: the records so far, by id); or why it did not run.
  func output(of cell: Cell, context: RunContext, ran: [String: CellReference.Above]) -> (CellOutput, CellFailure?) {
    func failure(_ message: String, at location: SourceLocation) -> (CellOutput, CellFailure?) {
      (CellOutput(), CellFailure(cellID: cell.id, kind: cell.kindName, location: location, message: message))
    }
    if let error = cell.error { return failure(error.message, at: error.location) }
    guard let kind = cell.kind, let runner = runners[kind] else {
      return failure("this version of PressLab cannot run \(cell.kindName) cells", at: cell.location)
    }
    do throws(CellError) {
      try type(of: runner).schema.check(cell)
      if let problem = references(cell).lazy.compactMap({ $0.problem(for: cell, ran: ran, in: context.notebook) }).first { throw problem }
      return (try runner.run(cell, context: context), nil)
    } catch {
      return failure(error.message, at: error.location ?? cell.location)
    }
  }

  /// The earlier cells `cell` reads, as its kind's runner declares.
  func references(_ cell: Cell) -> [CellReference] {
    cell.kind.flatMap { runners[$0] }.map { type(of: $0).references(cell) } ?? []
  }

  /// One line per preset: the last recommendation wins, the first "current" text is kept.
  static func merge(_ summaries: [PresetSummary]) -> [PresetSummary] {
    var order: [String] = []
    var byName: [String: PresetSummary] = [:]
    for s in summaries {
      if var existing = byName[s.preset] {
        if let r = s.recommended { existing.recommended = r }
        if let o = s.overshoot { existing.overshoot = o }
        if let t = s.settle { existing.settle = t }
        if let d = s.decision { existing.decision = d }
        if let d = s.press { existing.press = d }
        if existing.current.isEmpty { existing.current = s.current }
        byName[s.preset] = existing
      } else {
        order.append(s.preset)
        byName[s.preset] = s
      }
    }
    return order.compactMap { byName[$0] }
  }

  /// "YYYY-MM-DD" (UTC) for seconds since 1970.
  public static func dateText(_ seconds: Int64) -> String { UTCDate(secondsSince1970: seconds).dateText }
}
