import Foundation

/// Writes files so that a failed or interrupted run never leaves a half-written file where a good
/// one was: the bytes go to a temporary name in the same folder, then are renamed over the target.
public enum AtomicFile {
  public static func write(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CLIError.cannotCreate("cannot write \(path): folder \(folder) does not exist")
    }
    let temporary = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
      throw CLIError.cannotCreate("cannot write \(path): \(folder) is not writable")
    }
    if rename(temporary, path) != 0 {
      unlink(temporary)
      throw CLIError.cannotCreate("cannot write \(path): rename failed")
    }
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
