import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where one output goes, decided before any work starts.
///
/// A regular file (or a new one) is written under a temporary name beside it and renamed over it,
/// so a failed run never leaves half a file. Renaming would replace anything else that sits at
/// the path, so: `-` is standard output; a character device or FIFO (`/dev/null`, a pipe) is
/// written through in place; a symbolic link is followed and its target replaced, never the link;
/// a dangling or looping link, a folder, a block device or a socket is refused (exit 73).
struct OutputTarget: Equatable {
  enum Kind: Equatable { case standardOutput, passThrough, file }
  let kind: Kind
  /// The path as the user gave it, for messages.
  let given: String
  /// The path written: a link's final target, else `given`.
  let path: String

  static func resolve(_ given: String, option: String) throws -> OutputTarget {
    if given == "-" { return OutputTarget(kind: .standardOutput, given: given, path: given) }
    guard !given.isEmpty else { throw CLIError.usage("\(option) needs a path, got an empty one") }
    var link = stat()
    guard lstat(given, &link) == 0 else {
      // Nothing there yet: a new file (its folder is checked when it is written).
      return OutputTarget(kind: .file, given: given, path: given)
    }
    var target = link
    var path = given
    if fileType(link) == S_IFLNK {
      guard stat(given, &target) == 0 else {
        let why = errno == ELOOP ? "a symbolic link that loops" : "a symbolic link to nothing (\(String(cString: strerror(errno))))"
        throw CLIError.cannotCreate("cannot write \(given): \(why); give the target's path or remove the link")
      }
      // A pipe or device behind a link (`/dev/stdout`) is opened through the link; a file is replaced at its own path.
      if fileType(target) == S_IFREG {
        guard let resolved = realpath(given, nil) else {
          throw CLIError.cannotCreate("cannot write \(given): cannot resolve the link (\(String(cString: strerror(errno))))")
        }
        path = String(cString: resolved)
        free(resolved)
      }
    }
    switch fileType(target) {
    case S_IFREG: return OutputTarget(kind: .file, given: given, path: path)
    case S_IFCHR, S_IFIFO: return OutputTarget(kind: .passThrough, given: given, path: path)
    case S_IFDIR: throw CLIError.cannotCreate("cannot write \(given): it is a folder")
    case S_IFBLK: throw CLIError.cannotCreate("cannot write \(given): it is a block device; refusing to write over it")
    default: throw CLIError.cannotCreate("cannot write \(given): it is neither a file, a pipe nor a character device")
    }
  }

  /// What identifies the place written, whatever the spelling: the inode when it exists, else the
  /// absolute path of its folder and its name.
  var identity: String {
    if kind == .standardOutput { return "-" }
    var info = stat()
    if stat(path, &info) == 0 { return "inode \(info.st_dev):\(info.st_ino)" }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    guard let resolved = realpath(folder, nil) else { return "path " + url.standardizedFileURL.path }
    defer { free(resolved) }
    return "path " + String(cString: resolved) + "/" + url.lastPathComponent
  }

  /// Refuses, before anything is written, two outputs to one place and an output that is one of
  /// the command's inputs (`sweep x.yaml --csv x.yaml`).
  static func checkDistinct(_ outputs: [(option: String, target: OutputTarget)], inputs: [String] = []) throws {
    var seen: [String: String] = [:]
    for (option, target) in outputs {
      let key = target.identity
      if let earlier = seen[key] {
        throw CLIError.cannotCreate("\(earlier) and \(option) both write \(target.given); give each output its own path")
      }
      seen[key] = option
    }
    for input in inputs {
      var info = stat()
      guard stat(input, &info) == 0, let option = seen["inode \(info.st_dev):\(info.st_ino)"] else { continue }
      throw CLIError.cannotCreate("\(option) \(input) would overwrite an input of this command; write elsewhere")
    }
  }

  private static func fileType(_ info: stat) -> mode_t { info.st_mode & S_IFMT }
}

/// Bytes written straight to an open descriptor, every failure (a full device, a closed stream)
/// reported with the system's reason.
enum DescriptorWriter {
  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if n == 0 { return EIO }
      offset += n
    }
    return nil
  }
}
