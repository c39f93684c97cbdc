import Dispatch

/// Where a cell's table goes while it is computed, so a sweep of any size is never held whole:
/// the command line writes it into the report's new folder; without one, it is kept in memory.
public protocol TableSink: Sendable {
  /// Starts table `name`, a path inside the report ("sweeps/grid.csv").
  func open(_ name: String) throws(TableSinkError) -> any TableWriting
}

/// One table being written, in order.
public protocol TableWriting: AnyObject {
  /// The next pieces of the table.
  func write(_ pieces: [[UInt8]])
  /// Puts the whole table in place.
  func finish() throws(TableSinkError)
  /// Drops the unfinished table: nothing of it is left.
  func abort()
}

/// Why a table cannot be written.
public struct TableSinkError: Error, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}

/// Tables kept in memory, for runs that hand in no sink (tests, callers that write the tables
/// themselves): each finished table's bytes by name.
public final class MemoryTables: TableSink, @unchecked Sendable {
  private var finished: [String: [UInt8]] = [:]
  private let lock = DispatchQueue(label: "presslab.memory-tables")

  public init() {}

  public func open(_ name: String) -> any TableWriting { Writer(name: name, tables: self) }

  /// A finished table's bytes; nil when it was never finished (or was dropped).
  public func bytes(_ name: String) -> [UInt8]? { lock.sync { finished[name] } }

  final class Writer: TableWriting {
    let name: String
    let tables: MemoryTables
    var bytes: [UInt8] = []

    init(name: String, tables: MemoryTables) {
      self.name = name
      self.tables = tables
    }

    func write(_ pieces: [[UInt8]]) { for piece in pieces { bytes += piece } }
    func finish() {
      let bytes = bytes
      tables.lock.sync { tables.finished[name] = bytes }
    }
    func abort() { bytes = [] }
  }
}
