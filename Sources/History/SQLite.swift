import CSQLite

/// What SQLite said when a call failed: its result code and message, with what was being done.
public struct HistoryError: Error, Sendable, CustomStringConvertible {
  public var code: Int32
  public var message: String
  public init(code: Int32, message: String) {
    self.code = code
    self.message = message
  }
  /// An error of PressLab's own (not SQLite's): a file that is not a history, a bad value.
  static func refusal(_ message: String) -> HistoryError { HistoryError(code: -1, message: message) }
  public var description: String { message }
  /// True for "the database is locked" (another run held it past the timeout).
  public var isBusy: Bool { code & 0xff == SQLITE_BUSY || code & 0xff == SQLITE_LOCKED }
}

/// A SQLite connection: the one place SQLite's C results turn into Swift errors.
final class SQLiteDatabase {
  private var handle: OpaquePointer?

  /// Read-only connections never create, migrate or write anything; `immutable` ones also take
  /// no locks and make no `-shm` file (for a WAL file with no `-wal` beside it: nothing pending).
  init(path: String, readOnly: Bool, immutable: Bool = false, busyTimeoutMilliseconds: Int32) throws(HistoryError) {
    var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
    flags |= readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    let status = sqlite3_open_v2(Self.uri(path, readOnly: readOnly, immutable: immutable), &handle, flags, nil)
    guard status == SQLITE_OK else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      sqlite3_close_v2(handle)
      handle = nil
      throw HistoryError(code: status, message: message)
    }
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
  }

  deinit { sqlite3_close_v2(handle) }

  /// `file:PATH?mode=ro`: a URI, so the open mode is SQLite's own promise, not only our flags.
  private static func uri(_ path: String, readOnly: Bool, immutable: Bool) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x21, 0x7f...:
        let hex = Array("0123456789ABCDEF".utf8)
        encoded += String(decoding: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
      default: encoded.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    let prefix = path.hasPrefix("/") ? "file://" : "file:"
    return prefix + encoded + (readOnly ? "?mode=ro" + (immutable ? "&immutable=1" : "") : "")
  }

  private func failure(_ status: Int32, _ doing: String) -> HistoryError {
    HistoryError(code: status, message: "\(doing): \(String(cString: sqlite3_errmsg(handle)))")
  }

  /// Runs statements that return no rows.
  func execute(_ sql: String) throws(HistoryError) {
    let status = sqlite3_exec(handle, sql, nil, nil, nil)
    guard status == SQLITE_OK else { throw failure(status, firstWords(sql)) }
  }

  /// Runs one statement with `values` bound to its `?`s and returns every row.
  @discardableResult
  func query(_ sql: String, _ values: [SQLValue] = []) throws(HistoryError) -> [[SQLValue]] {
    var statement: OpaquePointer?
    var status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard status == SQLITE_OK else { throw failure(status, firstWords(sql)) }
    defer { sqlite3_finalize(statement) }
    for (i, value) in values.enumerated() {
      let at = Int32(i + 1)
      switch value {
      case .null: status = sqlite3_bind_null(statement, at)
      case .integer(let v): status = sqlite3_bind_int64(statement, at, v)
      case .real(let v): status = sqlite3_bind_double(statement, at, v)
      // SQLITE_TRANSIENT: SQLite copies the text before the Swift string goes away.
      case .text(let v): status = sqlite3_bind_text(statement, at, v, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
      }
      guard status == SQLITE_OK else { throw failure(status, firstWords(sql)) }
    }
    var rows: [[SQLValue]] = []
    while true {
      status = sqlite3_step(statement)
      if status == SQLITE_DONE { break }
      guard status == SQLITE_ROW else { throw failure(status, firstWords(sql)) }
      rows.append(
        (0..<sqlite3_column_count(statement)).map { column in
          switch sqlite3_column_type(statement, column) {
          case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
          case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
          case SQLITE_NULL: return .null
          default: return .text(String(cString: sqlite3_column_text(statement, column)))
          }
        })
    }
    return rows
  }

  var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

  private func firstWords(_ sql: String) -> String {
    sql.split(whereSeparator: \.isWhitespace).prefix(3).joined(separator: " ")
  }
}

/// A value SQLite stores.
enum SQLValue: Sendable, Hashable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)

  init(_ text: String?) { self = text.map { .text($0) } ?? .null }
  init(_ number: Double?) { self = number.map { .real($0) } ?? .null }
  init(_ flag: Bool?) { self = flag.map { .integer($0 ? 1 : 0) } ?? .null }

  var text: String? {
    switch self {
    case .text(let v): return v
    case .integer(let v): return String(v)
    case .real(let v): return String(v)
    case .null: return nil
    }
  }
}
