import NotebookFormat
import Presets
import TextFormats

/// What the command line supplies: the clock, files, versions, the date, the presets.
public struct ReportEnvironment: Sendable {
  /// Monotonic seconds, for cell durations.
  public var clock: @Sendable () -> Double
  public var readFile: @Sendable (String) -> [UInt8]?
  /// Seconds since 1970 for the cover's date (SOURCE_DATE_EPOCH when set).
  public var date: Int64
  public var versions: [(name: String, version: String)]
  public var threads: Int
  /// Text of every preset file, by preset file path (read once by the command line).
  public var presetFiles: [(path: String, text: String)]

  public init(
    clock: @escaping @Sendable () -> Double, readFile: @escaping @Sendable (String) -> [UInt8]?, date: Int64,
    versions: [(name: String, version: String)], threads: Int = 2, presetFiles: [(path: String, text: String)] = []
  ) {
    self.clock = clock
    self.readFile = readFile
    self.date = date
    self.versions = versions
    self.threads = threads
    self.presetFiles = presetFiles
  }
}

/// Runs a notebook's cells in order. A cell that fails becomes an error block; the rest still run.
public struct ReportExecutor: Sendable {
  public var runners: [CellKind: any CellRunner]

  public init(runners: [CellKind: any CellRunner]) { self.runners = runners }

  public func execute(_ notebook: Notebook, environment: ReportEnvironment) -> ExecutedReport {
    var items: [ReportItem] = []
    var results: [CellResult] = []
    var csvs: [(cellID: String, csv: String)] = []
    var summaries: [PresetSummary] = []
    var context = RunContext(
      notebook: notebook, readFile: environment.readFile, shared: [:], threads: environment.threads,
      environment: environment)
    let library = PresetLibrary.parse(files: environment.presetFiles.map { (name: $0.path, text: $0.text) })
    context.presets = library.presets
    context.presetErrors = library.errors.map { "\($0)" }

    func run(_ cell: Cell) {
      let start = environment.clock()
      var output = CellOutput()
      var failure: CellFailure?
      if let error = cell.error {
        failure = CellFailure(cellID: cell.id, kind: cell.kindName, location: error.location, message: error.message)
      } else if let kind = cell.kind, let runner = runners[kind] {
        do {
          output = try runner.run(cell, context: context)
        } catch {
          failure = CellFailure(
            cellID: cell.id, kind: cell.kindName, location: error.location ?? cell.location, message: error.message)
        }
      } else {
        failure = CellFailure(
          cellID: cell.id, kind: cell.kindName, location: cell.location,
          message: "this version of PressLab cannot run \(cell.kindName) cells")
      }
      let duration = environment.clock() - start
      if let failure {
        items.append(.failure(failure))
        results.append(
          CellResult(id: cell.id, kind: cell.kindName, status: .failed, duration: duration, failure: failure, metrics: .null))
        return
      }
      items += output.items
      if let csv = output.csv { csvs.append((cell.id, csv)) }
      summaries += output.summaries
      if let shared = output.shared { context.shared[cell.id] = shared }
      results.append(
        CellResult(id: cell.id, kind: cell.kindName, status: .ok, duration: duration, failure: nil, metrics: output.metrics))
    }

    func walk(_ blocks: [Block]) {
      for block in blocks {
        if case .cell(let cell) = block {
          run(cell)
        } else {
          items.append(.block(block))
        }
      }
    }
    walk(notebook.blocks)
    return ExecutedReport(
      notebook: notebook, items: items, results: results, sweepTables: csvs,
      summaries: Self.merge(summaries), dateText: Self.dateText(environment.date), versions: environment.versions)
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
