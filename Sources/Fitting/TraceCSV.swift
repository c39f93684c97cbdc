/// Reads a trace from CSV text: `t, value[, value…]`, times in seconds. A first line whose first
/// field is not a number names the columns; blank lines and lines starting with `#` are skipped.
extension Trace {
  public static func parseCSV(_ text: String, source: String) throws(TraceError) -> Trace {
    var names: [String]?
    var times: [Double] = []
    var values: [[Double]] = []
    var lines: [Int] = []
    for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
      let line = index + 1
      let fields = raw.split(separator: ",", omittingEmptySubsequences: false).map { trimmed($0) }
      if fields.allSatisfy(\.isEmpty) || fields[0].hasPrefix("#") { continue }
      if names == nil && times.isEmpty && Double(fields[0]) == nil && !isNaNText(fields[0]) {
        names = fields
        continue
      }
      let width = names?.count ?? values.first.map { $0.count + 1 } ?? fields.count
      guard fields.count == width else {
        throw TraceError(source, line: line, field: nil, "\(fields.count) fields; expected \(width) (t and each value)")
      }
      guard width >= 2 else { throw TraceError(source, line: line, field: nil, "expected t and at least one value column") }
      var row: [Double] = []
      for (column, field) in fields.enumerated() {
        let name = names?[column] ?? (column == 0 ? "t" : "value\(width > 2 ? String(column) : "")")
        guard let number = Double(field) else {
          throw TraceError(source, line: line, field: name, "'\(field)' is not a number")
        }
        guard !number.isNaN else { throw TraceError(source, line: line, field: name, "NaN; every field must be a number") }
        row.append(number)
      }
      times.append(row[0])
      values.append(Array(row.dropFirst()))
      lines.append(line)
    }
    guard let first = values.first else { throw TraceError(source, line: nil, field: nil, "no frames (expected lines of t, value)") }
    let columnNames = (names.map { Array($0.dropFirst()) })
      ?? (first.count == 1 ? ["value"] : (1...first.count).map { "value\($0)" })
    let columns = columnNames.enumerated().map { c, name in Column(name: name, values: values.map { $0[c] }) }
    return try Trace(source: source, times: times, columns: columns, lines: lines).validated()
  }

  private static func trimmed(_ s: Substring) -> String {
    String(s.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  private static func isNaNText(_ s: String) -> Bool { s.lowercased() == "nan" }
}
