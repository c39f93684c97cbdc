import CurveAnalysis
import Foundation
import Sweeps
import TextFormats

/// A file written in pieces to a temporary name beside the target and renamed over it only when
/// complete, so a failed run never truncates an existing output.
final class StreamedFile {
  let path: String?
  let temporary: String?
  private var stream: UnsafeMutablePointer<FILE>?
  private var buffer: [UInt8] = []

  init(_ path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw CLIError.cannotCreate("cannot write \(path): folder \(folder) does not exist")
    }
    let temporary = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())"
    guard let stream = fopen(temporary, "wb") else {
      throw CLIError.cannotCreate("cannot write \(path): \(folder) is not writable")
    }
    self.path = path
    self.temporary = temporary
    self.stream = stream
  }

  private init(standardOutput: Void) {
    path = nil
    temporary = nil
    stream = fdopen(1, "wb")
  }

  static func standardOutput() -> StreamedFile { StreamedFile(standardOutput: ()) }

  func write(_ text: String) { write(Array(text.utf8)) }

  func write(_ bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  private func flush() {
    guard let stream, !buffer.isEmpty else { return }
    _ = buffer.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Finishes the file and moves it into place.
  func commit() throws {
    flush()
    guard let stream else { return }
    self.stream = nil
    let failed = ferror(stream) != 0
    if let temporary, let path {
      let closed = fclose(stream) == 0
      guard !failed, closed, rename(temporary, path) == 0 else {
        unlink(temporary)
        throw CLIError.cannotCreate("cannot write \(path)")
      }
    } else {
      fflush(stream)
      if failed { throw CLIError.cannotCreate("cannot write standard output") }
    }
  }

  /// Drops an unfinished file (after a failure); nothing once committed.
  func discard() {
    guard let stream else { return }
    self.stream = nil
    if let temporary {
      fclose(stream)
      unlink(temporary)
    } else {
      fflush(stream)
    }
  }
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
      text += (first ? "\n" : ",\n") + JSONValue.array(cells).serialized()
      first = false
    }
    file.write(text)
  }

  func end() { file.write("\n]}\n") }
}
