import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A report's folder, whose files change together: the new set is written into a fresh folder
/// beside the old one and switched in with one atomic exchange, so a reader (or an interrupted
/// run) never sees a new table next to an old PDF. The old set is then removed.
struct ReportFolder {
  /// Where the report lives (a link's target when it is a symbolic link to a folder).
  let path: String
  /// The fresh folder the new files are written into.
  let staging: String

  init(_ path: String) throws {
    var resolved = path
    var info = stat()
    if lstat(path, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFLNK {
        guard let real = realpath(path, nil) else {
          throw CLIError.cannotCreate("cannot write \(path): a symbolic link to nothing or a loop")
        }
        resolved = String(cString: real)
        free(real)
        _ = stat(resolved, &info)
      }
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw CLIError.cannotCreate("cannot write the report into \(path): it exists and is not a folder")
      }
    }
    try AtomicFile.makeFolder(URL(fileURLWithPath: resolved).deletingLastPathComponent().path)
    self.path = resolved
    TemporaryFiles.removeStale(beside: resolved, kind: "new")
    staging = try TemporaryFiles.createFolder(beside: resolved)
  }

  /// A path inside the new set.
  func file(_ relative: String) -> String { staging + "/" + relative }

  /// Puts the new set in place of the old one, in one step.
  func commit() throws {
    // Exchange when a previous report is there (another run may put one there meanwhile: retry).
    for _ in 0..<8 {
      if Self.exchange(staging, path) {
        TemporaryFiles.forget(staging)
        // `staging` now holds the previous set; removed under its temporary name.
        TemporaryFiles.register(staging)
        try? FileManager.default.removeItem(atPath: staging)
        TemporaryFiles.forget(staging)
        return
      }
      if errno == ENOENT || errno == ENOSYS || errno == EINVAL {
        if rename(staging, path) == 0 {
          TemporaryFiles.forget(staging)
          return
        }
        if errno == ENOTEMPTY || errno == EEXIST { continue }
      }
      break
    }
    let why = String(cString: strerror(errno))
    try? FileManager.default.removeItem(atPath: staging)
    TemporaryFiles.forget(staging)
    throw CLIError.cannotCreate("cannot put the report in place at \(path): \(why)")
  }

  /// Drops the new set (after a failure); the old report stays as it was.
  func discard() {
    try? FileManager.default.removeItem(atPath: staging)
    TemporaryFiles.forget(staging)
  }

  /// Linux's renameat2(RENAME_EXCHANGE): swaps two paths atomically (`HiddenCFunction`); false
  /// (errno set) when missing or refused.
  private static func exchange(_ a: String, _ b: String) -> Bool {
    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    guard let renameat2 = HiddenCFunction.named("renameat2", as: RenameAt2.self) else {
      errno = ENOSYS
      return false
    }
    let atWorkingFolder: Int32 = -100  // AT_FDCWD
    let exchange: UInt32 = 2  // RENAME_EXCHANGE
    return renameat2(atWorkingFolder, a, atWorkingFolder, b, exchange) == 0
  }
}
