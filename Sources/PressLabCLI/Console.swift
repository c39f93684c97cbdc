#if canImport(Glibc)
  import Glibc
#endif

/// Writing to the standard streams without Foundation's non-Sendable globals.
public enum Console {
  public static func out(_ text: String) { write(1, text) }
  public static func error(_ text: String) { write(2, text) }
  /// True when standard error is a terminal (progress bars only then).
  public static var errorIsTerminal: Bool { isatty(2) != 0 }

  private static func write(_ fd: Int32, _ text: String) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n <= 0 { break }
        offset += n
      }
    }
  }
}
