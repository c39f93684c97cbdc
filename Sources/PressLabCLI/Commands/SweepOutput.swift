import CurveAnalysis
import Foundation
import Sweeps
import TextFormats

/// An output written in pieces (see `OutputFile`), buffered into large writes.
final class StreamedFile {
  private let output: OutputFile
  private var buffer: [UInt8] = []

  init(_ path: String, option: String) throws { output = try OutputFile(path, option: option) }

  static func standardOutput() throws -> StreamedFile { try StreamedFile("-", option: "standard output") }

  func write(_ text: String) { write(Array(text.utf8)) }

  func write(_ bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  private func flush() {
    output.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// Finishes the file and moves it into place.
  func commit() throws {
    flush()
    try output.commit()
  }

  /// Drops an unfinished file (after a failure); nothing once committed.
  func discard() { output.discard() }
}

/// A sweep table format written block by block.
protocol TableWriter {
  var file: StreamedFile { get }
  func begin(_ columns: [String])
  func write(_ block: SweepBlock) throws
  func end()
}

/// CSV, formatted by `SweepCSV` on the sweep's threads.
struct CSVWriter: TableWriter {
  let file: StreamedFile
  let threads: Int
  init(_ file: StreamedFile, threads: Int) {
    self.file = file
    self.threads = threads
  }

  func begin(_ columns: [String]) { file.write(columns.map(SweepCSV.quoted).joined(separator: ",") + "\n") }
  func write(_ block: SweepBlock) throws { file.write(SweepCSV.rows(block, threads: threads)) }
  func end() {}
}

/// JSON: `{"columns": [...], "rows": [[...], ...]}`, nulls for none.
final class JSONTableWriter: TableWriter {
  let file: StreamedFile
  private var first = true
  init(_ file: StreamedFile) { self.file = file }

  func begin(_ columns: [String]) {
    file.write("{\"columns\": " + JSONValue.array(columns.map(JSONValue.string)).serialized() + ", \"rows\": [")
  }

  func write(_ block: SweepBlock) throws {
    var text = ""
    let counts = block.metricNames.map { Metric(name: $0)?.isCount == true }
    for row in 0..<block.count {
      var cells: [JSONValue] = block.axisValues(row).map { value in
        switch value {
        case .number(let number): return .number(number)
        case .text(let word): return .string(word)
        }
      }
      for column in 0..<block.metricCount {
        let value = block.metric(row, column)
        if counts[column], let value {
          cells.append(.integer(Int(value)))
        } else {
          cells.append(.optional(value))
        }
      }
      cells.append(.integer(block.isInvalid(row) ? 1 : 0))
      text += (first ? "\n" : ",\n") + JSONValue.array(cells).serialized()
      first = false
    }
    file.write(text)
  }

  func end() { file.write("\n]}\n") }
}
