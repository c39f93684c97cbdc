/// A row read back from the history with every value checked before use: a file edited by hand
/// or by another program gets an error naming the file, table, row id and column, never a crash.
struct CheckedRow {
  let file: String
  let table: String
  let columns: [String]
  /// The row id first, then `columns`' values.
  let values: [SQLValue]

  var rowID: Int64 {
    if case .integer(let id) = values[0] { return id }
    return 0
  }

  private func problem(_ column: Int, _ what: String) -> HistoryError {
    .refusal("\(file): table \(table), row \(rowID), column \(columns[column]): \(what)")
  }

  private func value(_ column: Int) -> SQLValue { values[column + 1] }

  /// A whole number in `range`; a real, text or NULL is refused.
  func integer(_ column: Int, in range: ClosedRange<Int64>) throws(HistoryError) -> Int64 {
    guard let number = try optionalInteger(column, in: range) else { throw problem(column, "empty, where a whole number belongs") }
    return number
  }

  func optionalInteger(_ column: Int, in range: ClosedRange<Int64>) throws(HistoryError) -> Int64? {
    switch value(column) {
    case .null: return nil
    case .integer(let v):
      guard range.contains(v) else { throw problem(column, "\(v) is outside \(range.lowerBound)…\(range.upperBound)") }
      return v
    case .real(let v): throw problem(column, "\(v) is not a whole number")
    case .text(let v): throw problem(column, "'\(v.prefix(40))' is not a whole number")
    }
  }

  /// A finite number (a whole number is taken as one).
  func real(_ column: Int) throws(HistoryError) -> Double {
    guard let number = try optionalReal(column) else { throw problem(column, "empty, where a number belongs") }
    return number
  }

  func optionalReal(_ column: Int) throws(HistoryError) -> Double? {
    switch value(column) {
    case .null: return nil
    case .integer(let v): return Double(v)
    case .real(let v):
      guard v.isFinite else { throw problem(column, "\(v) is not a finite number") }
      return v
    case .text(let v): throw problem(column, "'\(v.prefix(40))' is not a number")
    }
  }

  func text(_ column: Int) throws(HistoryError) -> String {
    guard let text = value(column).text else { throw problem(column, "empty, where text belongs") }
    return text
  }

  func optionalText(_ column: Int) -> String? { value(column).text }

  func flag(_ column: Int) throws(HistoryError) -> Bool? { try optionalInteger(column, in: 0...1).map { $0 != 0 } }
}

extension SQLiteDatabase {
  /// `SELECT rowid, COLUMNS FROM TABLE WHERE …`, each row checked as it is read.
  func rows(
    file: String, _ table: String, _ columns: [String], _ rest: String, _ values: [SQLValue] = []
  ) throws(HistoryError) -> [CheckedRow] {
    let sql = "SELECT rowid, \(columns.joined(separator: ", ")) FROM \(table) \(rest)"
    return try query(sql, values).map { CheckedRow(file: file, table: table, columns: columns, values: $0) }
  }
}
