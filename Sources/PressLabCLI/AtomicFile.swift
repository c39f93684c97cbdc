import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One output being written. A file goes to a temporary name in the same folder and is renamed
/// over the target only when complete, so a failed or interrupted run never leaves a half-written
/// file where a good one was; standard output, a pipe or a device is written through (see
/// `OutputTarget`). Every failed write (a full disk, a closed stream) surfaces at `commit` as
/// exit 73.
final class OutputFile {
  let target: OutputTarget
  private var fd: Int32
  private var temporary: String?
  private var failure: Int32?
  private var finished = false
  /// Bytes written so far, and how many of them the disk has been told to start writing.
  private var written = 0, started = 0

  init(_ target: OutputTarget) throws {
    self.target = target
    switch target.kind {
    case .standardOutput:
      fd = 1
    case .passThrough:
      fd = open(target.path, O_WRONLY | O_CLOEXEC)
      guard fd >= 0 else { throw CLIError.cannotCreate("cannot write \(target.given): \(String(cString: strerror(errno)))") }
    case .file:
      let folder = URL(fileURLWithPath: target.path).deletingLastPathComponent().path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw CLIError.cannotCreate("cannot write \(target.given): folder \(folder) does not exist")
      }
      (fd, temporary) = try TemporaryFiles.createFile(beside: target.path)
    }
  }

  /// Opens `path` ("-" for standard output) for one output named `option` in messages.
  convenience init(_ path: String, option: String) throws {
    try self.init(try OutputTarget.resolve(path, option: option))
  }

  /// What messages call this output.
  var name: String { target.kind == .standardOutput ? "standard output" : target.given }

  func write(_ bytes: [UInt8]) {
    guard failure == nil, !finished else { return }
    failure = bytes.withUnsafeBytes { DescriptorWriter.writeAll(fd, $0) }
    written += bytes.count
    if temporary != nil, written - started >= Writeback.batch {
      Writeback.start(fd, started..<written)
      started = written
    }
  }

  /// Finishes the output: renames a file into place; throws (exit 73) if any write failed.
  func commit() throws {
    guard !finished else { return }
    if let failure {
      discard()
      throw CLIError.cannotCreate("cannot write \(name): \(String(cString: strerror(failure)))")
    }
    finished = true
    guard target.kind != .standardOutput else { return }
    let closed = close(fd) == 0 ? nil : errno
    guard let temporary else {
      if let closed { throw CLIError.cannotCreate("cannot write \(name): \(String(cString: strerror(closed)))") }
      return
    }
    defer { TemporaryFiles.forget(temporary) }
    guard closed == nil, rename(temporary, target.path) == 0 else {
      let why = String(cString: strerror(closed ?? errno))
      unlink(temporary)
      throw CLIError.cannotCreate("cannot write \(name): \(why)")
    }
  }

  /// Drops an unfinished output (after a failure); nothing once committed.
  func discard() {
    guard !finished else { return }
    finished = true
    guard target.kind != .standardOutput else { return }
    close(fd)
    if let temporary {
      unlink(temporary)
      TemporaryFiles.forget(temporary)
    }
  }

  deinit { discard() }
}

/// Linux's sync_file_range(SYNC_FILE_RANGE_WRITE): starts the disk writing a range of a file and
/// returns without waiting. A large file written to a temporary name is handed over this way as it
/// grows, so that the rename over an older file (which on ext4 first sends every byte still only in
/// memory to the disk) finds little left to send. Nothing happens where the call is missing.
enum Writeback {
  /// Bytes handed over at once.
  static let batch = 8 << 20

  private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
  private static let syncFileRange = HiddenCFunction.named("sync_file_range", as: SyncFileRange.self)

  static var isAvailable: Bool { syncFileRange != nil }

  static func start(_ fd: Int32, _ range: Range<Int>) {
    let write: UInt32 = 2  // SYNC_FILE_RANGE_WRITE
    _ = syncFileRange?(fd, Int64(range.lowerBound), Int64(range.count), write)
  }
}

/// A function of the C library that its headers do not show to Swift (a GNU or Linux addition),
/// found by name at run time; nil where this C library has none.
enum HiddenCFunction {
  static func named<Function>(_ name: String, as type: Function.Type) -> Function? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(symbol, to: type)
  }
}

/// Whole outputs written in one call.
public enum AtomicFile {
  public static func write(_ bytes: [UInt8], to path: String) throws {
    let file = try OutputFile(path, option: "the output")
    file.write(bytes)
    try file.commit()
  }

  public static func write(_ text: String, to path: String) throws {
    try write(Array(text.utf8), to: path)
  }

  /// Creates a folder and its parents; exit 73 when that is impossible.
  public static func makeFolder(_ path: String) throws {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw CLIError.cannotCreate("cannot create folder \(path)")
    }
  }
}
