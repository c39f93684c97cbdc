import Execution
import Foundation

/// A report's tables, written into its new folder (`ReportFolder`) while the cells compute them,
/// each under a temporary name renamed when whole. A table that cannot be written fails its cell,
/// and then the run (exit 73) before the report is put in place.
final class ReportTables: TableSink, @unchecked Sendable {
  let folder: ReportFolder
  private let lock = NSLock()
  private var failures: [CLIError] = []

  init(_ folder: ReportFolder) { self.folder = folder }

  func open(_ name: String) throws(TableSinkError) -> any TableWriting {
    let path = folder.file(name)
    do {
      try AtomicFile.makeFolder(URL(fileURLWithPath: path).deletingLastPathComponent().path)
      return Writer(QueuedFile(try StreamedFile(path, option: name)), tables: self)
    } catch {
      throw failed(error)
    }
  }

  /// Throws the first table that could not be written.
  func check() throws {
    if let first = lock.withLock({ failures.first }) { throw first }
  }

  private func failed(_ error: any Error) -> TableSinkError {
    let cliError = error as? CLIError ?? CLIError.cannotCreate("\(error)")
    lock.withLock { failures.append(cliError) }
    return TableSinkError(cliError.message)
  }

  final class Writer: TableWriting {
    let output: QueuedFile
    let tables: ReportTables

    init(_ output: QueuedFile, tables: ReportTables) {
      self.output = output
      self.tables = tables
    }

    func write(_ pieces: [[UInt8]]) { output.write(pieces) }

    func finish() throws(TableSinkError) {
      output.drain()
      do {
        try output.file.commit()
      } catch {
        throw tables.failed(error)
      }
    }

    func abort() {
      output.drain()
      output.file.discard()
    }

    deinit { abort() }
  }
}
