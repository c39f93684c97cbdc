#if canImport(Glibc)
  import Glibc
#endif

/// What is at a history's path, asked before SQLite opens it: SQLite would create `X-journal`
/// beside a device, wait forever on a FIFO, or answer a folder with words of its own.
enum HistoryFile {
  enum Found { case file, nothing }

  /// `.file` for a regular file (or a link to one), `.nothing` when there is none yet in an
  /// existing folder; anything else is refused in words that say what is there.
  static func check(_ path: String) throws(HistoryError) -> Found {
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG: return .file
      case S_IFDIR: throw HistoryError.refusal("\(path) is a folder, not a history file")
      case S_IFIFO: throw HistoryError.refusal("\(path) is a named pipe (FIFO), not a history file")
      case S_IFCHR, S_IFBLK: throw HistoryError.refusal("\(path) is a device, not a history file; refusing to write beside or over it")
      case S_IFSOCK: throw HistoryError.refusal("\(path) is a socket, not a history file")
      default: throw HistoryError.refusal("\(path) is not a regular file")
      }
    }
    let why = errno
    if lstat(path, &info) == 0 { throw HistoryError.refusal("\(path) is a symbolic link to nothing (or a loop); give the file's own path") }
    guard why == ENOENT else { throw HistoryError.refusal("cannot look at \(path): \(String(cString: strerror(why)))") }
    let folder = parent(of: path)
    guard stat(folder, &info) == 0 else { throw HistoryError.refusal("the folder \(folder) of \(path) does not exist") }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw HistoryError.refusal("\(folder) (the folder of \(path)) is not a folder") }
    return .nothing
  }

  static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// SQLite's header says WAL when bytes 18 and 19 are 2 (the file format's write/read versions).
  static func isWAL(_ path: String) -> Bool {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var header = [UInt8](repeating: 0, count: 20)
    guard read(fd, &header, 20) == 20, header.starts(with: Array("SQLite format 3".utf8)) else { return false }
    return header[18] == 2 && header[19] == 2
  }
}
