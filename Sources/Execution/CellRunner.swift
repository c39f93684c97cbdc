import NotebookFormat
import Presets
import ReportModel
import Sweeps
import TextFormats
import YAMLValues

/// Why a cell failed, and where in the notebook (a key of its body, or the cell itself).
public struct CellError: Error, Sendable {
  public var message: String
  public var location: SourceLocation?
  public init(_ message: String, at location: SourceLocation? = nil) {
    self.message = message
    self.location = location
  }
}

/// What a cell gives the report.
public struct CellOutput: Sendable {
  public var items: [ReportItem] = []
  public var metrics: JSONValue = .object([])
  /// The table the cell wrote through `RunContext.tables` ("sweeps/<cell-id>.csv").
  public var table: String?
  public var summaries: [PresetSummary] = []
  /// What later cells may use by this cell's id (a sweep's rows for `recommend` and `table`).
  public var shared: SharedResult?
  /// What the cell leaves for its kind's `conclude` once every cell ran (a recommendation's
  /// button, for the house default judged across all of them).
  public var findings: [any Sendable] = []
  public init() {}
}

/// A result a later cell can refer to by the id of the cell that made it.
public enum SharedResult: Sendable {
  case sweep(SweepRows)
  /// A sweep above `SweepDefinition.notebookMaxPoints` curves: its table went only to its file
  /// (`table`, inside the report) as it was computed.
  case streamedSweep(points: Int, table: String)
}

extension RunContext {
  /// The whole table of sweep cell `id`, for a cell that names it under `sweep:`.
  public func sweepRows(_ id: String, for cell: Cell) throws(CellError) -> SweepRows {
    switch shared[id] {
    case .sweep(let rows)?: return rows
    case .streamedSweep(let points, let table)?:
      throw CellError(
        "sweep cell '\(id)' has \(points) curves, above the \(environment.heldSweepPoints) a notebook holds in memory "
          + "for a \(cell.kindName) cell: its table was only written to \(table). Give this cell a sweep of fewer values, "
          + "or read \(table) with a data tool",
        at: cell.location(of: "sweep"))
    case nil:
      throw CellError("no sweep cell with id '\(id)' ran before this cell", at: cell.location(of: "sweep"))
    }
  }
}

/// A sweep's table: the varied parameters and metrics per grid point, in grid order.
public struct SweepRows: Sendable {
  public var parameterNames: [String]
  public var metricNames: [String]
  /// Each row: parameter values then metric values (nil = none, or a parameter that takes words).
  public var rows: [[Double?]]
  /// Each row's parameter values as the curve engine reads them ("0.3", "easeIn"), so a word
  /// axis (`curve: [easeIn, easeOut]`) is not lost; empty when not known.
  public var parameterTexts: [[String]] = []
  /// The preset the sweep varies, if any (for the recommendation's comparison).
  public var preset: String?
  /// The model the sweep varies (`spring`, `uikit-spring`, …).
  public var model: String?
  public var fixed: [(name: String, value: String)]
  /// Frame rate the metrics were read at.
  public var fps: Double = 120
  /// The sweep's button width and screen scale: travel in points is width · (1 − scale) / 2.
  public var buttonWidth: Double = 200
  public var screenScale: Double = 3
  public var band: Double = 0.02
  /// The sweep the rows come from: its typed curve template makes any row a curve.
  public var definition: SweepDefinition?
  /// Per row: the curve cannot be scored (no valid root, non-finite samples); empty when not known.
  public var invalid: [Bool] = []
  public func isInvalid(_ r: Int) -> Bool { r < invalid.count && invalid[r] }
  /// Parameter `i` of row `r` as text: its word, or its number.
  public func parameterText(_ r: Int, _ i: Int) -> String? {
    if r < parameterTexts.count, i < parameterTexts[r].count { return parameterTexts[r][i] }
    return rows[r][i]?.description
  }

  public init(parameterNames: [String], metricNames: [String], rows: [[Double?]], preset: String?, model: String?, fixed: [(name: String, value: String)] = []) {
    self.parameterNames = parameterNames
    self.metricNames = metricNames
    self.rows = rows
    self.preset = preset
    self.model = model
    self.fixed = fixed
  }
}

/// Runs one kind of cell.
public protocol CellRunner: Sendable {
  /// The keys this kind accepts, checked before `run`; a key no form reads is an error.
  static var schema: CellSchema { get }
  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput
  /// After every cell ran: what this kind's cells found, in document order, into the report.
  static func conclude(_ findings: [any Sendable], into report: inout ExecutedReport, threads: Int)
}

extension CellRunner {
  public static var schema: CellSchema { .open }
  public static func conclude(_ findings: [any Sendable], into report: inout ExecutedReport, threads: Int) {}
}

/// What every cell may read: the notebook, files next to it, earlier cells' results.
public struct RunContext: Sendable {
  public var notebook: Notebook
  /// Reads a file named in a cell (relative to the folder the run started in); nil when missing.
  public var readFile: @Sendable (String) -> [UInt8]?
  /// Results of earlier cells, by cell id.
  public var shared: [String: SharedResult]
  /// Worker threads a sweep may use.
  public var threads: Int
  public var environment: ReportEnvironment
  /// Where a cell writes its tables as it computes them.
  public var tables: any TableSink = MemoryTables()
  /// Every preset read from the preset files, and the files' problems.
  public var presets: [Preset] = []
  public var presetErrors: [String] = []
}

extension Cell {
  /// The place of `key` in the notebook (the cell's fence when the key is absent).
  public func location(of key: String) -> SourceLocation {
    guard let pair = options?.pairs?.first(where: { $0.key.text == key }) else { return location }
    return place(pair.key.location)
  }

  public func location(ofValue value: YAMLValue) -> SourceLocation {
    place(value.location)
  }

  /// A place in the body as a notebook place: cmark hands over the body without the fence's
  /// indentation (a list item's, a quote's `> `), so columns move right by it.
  package func place(_ at: YAMLLocation) -> SourceLocation {
    location.moved(line: at.line, column: at.column + location.column - 1)
  }

  /// A required string key.
  public func requiredString(_ key: String) throws(CellError) -> String {
    guard let value = options?[key] else {
      throw CellError("a \(kindName) cell needs '\(key)'", at: location)
    }
    guard let text = value.string, value.scalar != nil else {
      throw CellError("'\(key)' must be text", at: location(ofValue: value))
    }
    return text
  }

  /// A string or a list of strings.
  public func strings(_ key: String) throws(CellError) -> [String]? {
    guard let value = options?[key] else { return nil }
    if let text = value.string { return [text] }
    guard let items = value.items else {
      throw CellError("'\(key)' must be a name or a list of names", at: location(ofValue: value))
    }
    var result: [String] = []
    for item in items {
      guard let text = item.string else {
        throw CellError("'\(key)' must list names", at: location(ofValue: item))
      }
      result.append(text)
    }
    return result
  }

  /// An optional number key.
  public func number(_ key: String) throws(CellError) -> Double? {
    guard let value = options?[key] else { return nil }
    guard let x = value.number else {
      throw CellError("'\(key)' must be a number, got '\(value.string ?? value.kindName)'", at: location(ofValue: value))
    }
    return x
  }

  public func bool(_ key: String) throws(CellError) -> Bool? {
    guard let value = options?[key] else { return nil }
    guard let b = value.bool else {
      throw CellError("'\(key)' must be true or false", at: location(ofValue: value))
    }
    return b
  }
}
