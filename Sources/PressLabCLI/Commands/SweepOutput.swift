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

  /// Small pieces are gathered into one large write; a large piece is written as it is.
  func write(_ bytes: [UInt8]) {
    if bytes.count >= Self.writeSize / 4 {
      flush()
      guard let stream else { return }
      _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) }
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.writeSize { flush() }
  }

  static let writeSize = 1 << 20

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

/// A sweep table written block by block: formatted by `SweepTableText` on the sweep's threads,
/// then written in order on a queue of its own while the next block is computed (at most two
/// blocks wait, so memory stays flat).
final class TableWriter: @unchecked Sendable {
  let file: StreamedFile
  let text: SweepTableText
  let threads: Int
  private var continuing = false
  private let queue = DispatchQueue(label: "presslab.table-writer")
  private let waiting = DispatchSemaphore(value: 2)

  init(_ file: StreamedFile, _ definition: SweepDefinition, format: SweepTableText.Format, threads: Int) {
    self.file = file
    self.text = SweepTableText(definition, format: format)
    self.threads = threads
  }

  func begin(_ columns: [String]) { file.write(SweepTableText.header(columns, format: text.format)) }

  func write(_ block: SweepBlock) {
    let parts = text.rows(block, continuing: continuing, threads: threads)
    continuing = true
    waiting.wait()
    queue.async {
      for part in parts { self.file.write(part) }
      self.waiting.signal()
    }
  }

  /// Writes the end of the table once every block is written.
  func end() { queue.sync { file.write(SweepTableText.footer(format: text.format)) } }

  /// Waits for the blocks still being written (before the file is committed or discarded).
  func drain() { queue.sync {} }
}
