import CurveAnalysis
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
  /// The tables the cell wrote through `RunContext.tables` ("sweeps/<cell-id>.csv"), its own
  /// first; a recommendation's default sweeps add theirs.
  public var tables: [String] = []
  public var summaries: [PresetSummary] = []
  /// What later cells may use by this cell's id, of whatever type its runner shares (a sweep's
  /// rows for `recommend` and `table`); the cells that read it ask for that type.
  public var shared: (any Sendable)?
  /// What the cell leaves for its kind's `conclude` once every cell ran (a recommendation's
  /// button, for the house default judged across all of them).
  public var findings: [any Sendable] = []
  /// The files the cell exports (`export:` on a recommend cell), for `export/` and the appendix.
  public var exports: [CellExport] = []
  /// The animations the cell's pages describe in design words, in the API's terms, for the appendix.
  public var curveDetails: [CurveDetail] = []
  public init() {}
}

/// Runs one kind of cell.
public protocol CellRunner: Sendable {
  /// The keys this kind accepts, checked before `run`; a key no form reads is an error.
  static var schema: CellSchema { get }
  /// The earlier cells `cell` reads (`sweep: <id>`), checked by the executor before `run`.
  static func references(_ cell: Cell) -> [CellReference]
  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput
  /// After every cell ran: what this kind's cells found, in document order, into the report.
  static func conclude(_ findings: [any Sendable], into report: inout ExecutedReport, threads: Int)
}

extension CellRunner {
  public static var schema: CellSchema { .open }
  public static func references(_ cell: Cell) -> [CellReference] { [] }
  public static func conclude(_ findings: [any Sendable], into report: inout ExecutedReport, threads: Int) {}
}

/// What every cell may read: the notebook, files next to it, earlier cells' results.
public struct RunContext: Sendable {
  public var notebook: Notebook
  /// Reads a file named in a cell (relative to the folder the run started in); nil when missing.
  public var readFile: @Sendable (String) -> [UInt8]?
  /// Results of earlier cells, by cell id (`CellOutput.shared`).
  public var shared: [String: any Sendable]
  /// Worker threads a sweep may use.
  public var threads: Int
  public var environment: ReportEnvironment
  /// Where a cell writes its tables as it computes them.
  public var tables: any TableSink = MemoryTables()
  /// Every preset read from the preset files, and the files' problems.
  public var presets: [Preset] = []
  public var presetErrors: [String] = []
  /// The ids of the cells some cell reads (`CellRunner.references`): what is worth keeping for them.
  public var referenced: Set<String> = []
  /// The report's display, built once from the notebook's parameters (`DisplaySettings.of`), or
  /// why it could not be: every cell reads it through `display()`.
  public var displaySettings: Result<DisplaySettings, CellError> = .success(.standard)

  /// The frame rate, band, screen scale and button width every cell reads at; a notebook
  /// parameter out of its limits fails the cell with the error at the parameter's line.
  public func display() throws(CellError) -> DisplaySettings { try displaySettings.get() }
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
