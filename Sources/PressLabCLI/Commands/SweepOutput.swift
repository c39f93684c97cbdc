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

  /// Small pieces are gathered into one large write; a piece of `directSize` or more (a sweep
  /// chunk's rows, even of a narrow table) is written as it is, not copied first.
  func write(_ bytes: [UInt8]) {
    if bytes.count >= Self.directSize {
      flush()
      output.write(bytes)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.writeSize { flush() }
  }

  static let writeSize = 1 << 20
  static let directSize = 1 << 15

  private func flush() {
    guard !buffer.isEmpty else { return }
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

/// A file written in batches on a queue of its own while the caller computes the next batch (at
/// most two batches wait, so memory stays flat); or, not `overlapped`, on the caller's thread: a
/// sweep told to use one thread uses one core, as a cluster shard given one CPU must.
final class QueuedFile: @unchecked Sendable {
  let file: StreamedFile
  let overlapped: Bool
  private let queue = DispatchQueue(label: "presslab.table-writer")
  private let waiting = DispatchSemaphore(value: 2)

  init(_ file: StreamedFile, overlapped: Bool = true) {
    self.file = file
    self.overlapped = overlapped
  }

  func write(_ pieces: [[UInt8]]) {
    guard overlapped else {
      for piece in pieces { file.write(piece) }
      return
    }
    waiting.wait()
    queue.async {
      for piece in pieces { self.file.write(piece) }
      self.waiting.signal()
    }
  }

  /// Waits for the batches still being written (before the file is committed or discarded).
  func drain() { queue.sync {} }
}

/// A sweep table written block by block: formatted by `SweepTableText` on the sweep's threads (as
/// they compute the rows), then written in order while the next block is computed (`QueuedFile`).
final class TableWriter {
  let output: QueuedFile
  let text: SweepTableText
  let threads: Int
  private var continuing = false

  var file: StreamedFile { output.file }

  init(_ file: StreamedFile, _ definition: SweepDefinition, format: SweepTableText.Format, threads: Int) {
    output = QueuedFile(file, overlapped: threads > 1)
    self.text = SweepTableText(definition, format: format)
    self.threads = threads
  }

  func begin(_ columns: [String]) { output.write([Array(SweepTableText.header(columns, format: text.format).utf8)]) }

  /// Writes a block's rows: those formatted by `Sweep.run` (this table its `index`-th), else
  /// formatted here.
  func write(_ block: SweepBlock, index: Int? = nil) {
    output.write(text.rows(block, continuing: continuing, threads: threads, index: index))
    continuing = true
  }

  /// Writes the end of the table once every block is written.
  func end() {
    output.write([Array(SweepTableText.footer(format: text.format).utf8)])
    output.drain()
  }

  /// Waits for the blocks still being written (before the file is committed or discarded).
  func drain() { output.drain() }
}
