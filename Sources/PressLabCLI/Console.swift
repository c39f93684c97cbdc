import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writing to the standard streams without Foundation's non-Sendable globals. A failed write to
/// standard output (a full device, a closed stream) is remembered, so the command ends with exit
/// 73 instead of reporting success for output nobody got.
public enum Console {
  public static func out(_ text: String) {
    if let failure = write(1, text) { outputFailure.withLock { $0 = $0 ?? failure } }
  }
  public static func error(_ text: String) { _ = write(2, text) }
  /// True when standard error is a terminal (progress bars only then).
  public static var errorIsTerminal: Bool { isatty(2) != 0 }

  /// Why the first write to standard output failed (an errno), if one did; reading clears it.
  static func takeOutputFailure() -> Int32? {
    outputFailure.withLock { failure in
      defer { failure = nil }
      return failure
    }
  }

  /// Occupies a closed standard stream with /dev/null opened read-only, so writes to it fail
  /// (and are reported) instead of landing in the first file the command opens.
  static func claimClosedStreams() {
    for fd in Int32(0)...2 where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0, opened != fd {
        dup2(opened, fd)
        close(opened)
      }
    }
  }

  private static let outputFailure = LockedValue<Int32?>(nil)

  private static func write(_ fd: Int32, _ text: String) -> Int32? {
    var text = text
    return text.withUTF8 { DescriptorWriter.writeAll(fd, UnsafeRawBufferPointer($0)) }
  }
}

/// A value shared between threads behind a lock.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
