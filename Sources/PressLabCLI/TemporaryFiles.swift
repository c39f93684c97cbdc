import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Every temporary file and folder this process is writing, so an interrupted run (SIGINT,
/// SIGTERM, SIGHUP) removes them before it ends instead of leaving `.tmp` files behind.
enum TemporaryFiles {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var paths: Set<String> = []
  nonisolated(unsafe) private static var counter = 0

  /// A new, exclusively created file beside `path`: `.NAME.tmp-PID-N`, unique per writer even
  /// within one process. Returns its descriptor and name.
  static func createFile(beside path: String) throws -> (fd: Int32, path: String) {
    while true {
      let name = uniqueName(beside: path, kind: "tmp")
      let fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 {
        register(name)
        return (fd, name)
      }
      if errno == EEXIST { continue }
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      throw CLIError.cannotCreate("cannot write \(path): \(folder) is not writable (\(String(cString: strerror(errno))))")
    }
  }

  /// A new, empty folder beside `path`: `.NAME.new-PID-N`.
  static func createFolder(beside path: String) throws -> String {
    while true {
      let name = uniqueName(beside: path, kind: "new")
      if mkdir(name, 0o777) == 0 {
        register(name)
        return name
      }
      if errno == EEXIST { continue }
      throw CLIError.cannotCreate("cannot create folder \(name) (\(String(cString: strerror(errno))))")
    }
  }

  /// Removes the `.NAME.KIND-PID-N` files and folders beside `path` whose process no longer
  /// runs: a killed run (SIGKILL, a power cut) could not clean up after itself.
  static func removeStale(beside path: String, kind: String) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let prefix = "." + url.lastPathComponent + ".\(kind)-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(prefix) {
      let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, pid != getpid(), Int(parts[1]) != nil else { continue }
      // ESRCH: no such process. A live one (or one we may not signal: EPERM) keeps its folder.
      if kill(pid, 0) == -1, errno == ESRCH { try? FileManager.default.removeItem(atPath: folder + "/" + name) }
    }
  }

  static func uniqueName(beside path: String, kind: String) -> String {
    let url = URL(fileURLWithPath: path)
    let n = lock.withLock {
      counter += 1
      return counter
    }
    return url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".\(kind)-\(getpid())-\(n)"
  }

  static func register(_ path: String) { _ = lock.withLock { paths.insert(path) } }
  /// The file was renamed into place or removed: no longer ours to clean.
  static func forget(_ path: String) { _ = lock.withLock { paths.remove(path) } }

  /// Removes every registered file and folder.
  static func removeAll() {
    let all = lock.withLock {
      let all = paths
      paths = []
      return all
    }
    for path in all { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove the temporary files, then end
  /// the process by the same signal (so the shell sees how it ended). The handler itself only
  /// writes the signal's number to a pipe; a thread reads it and does the work.
  static func removeOnInterrupt() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    interruptPipe = ends[1]
    let reader = ends[0]
    let thread = Thread {
      var signal: Int32 = 0
      while read(reader, &signal, MemoryLayout<Int32>.size) != MemoryLayout<Int32>.size {}
      removeAll()
      Glibc.signal(signal, SIG_DFL)
      kill(getpid(), signal)
    }
    thread.start()
    // A parent may have blocked these signals (the mask survives exec): take them back.
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      sigaddset(&signals, signal)
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signal in
        var number = signal
        _ = write(interruptPipe, &number, MemoryLayout<Int32>.size)
      }
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }
}

/// The pipe the signal handler writes to (a C handler cannot capture context).
nonisolated(unsafe) private var interruptPipe: Int32 = -1
