import Dispatch
import Foundation

/// A program of the system (such as Debian's `ffmpeg`) run as a child process, its standard output
/// read through a pipe as it comes.
///
/// The program is looked up only in PATH's absolute folders, so a relative entry (`.`, `bin`)
/// cannot make a checkout's own file run; the child gets PATH and LC_ALL=C only (no variable of
/// ours can change what it reads or writes), no standard input, and its messages are kept for ours.
final class SystemProgram {
  let name: String
  private let process = Process()
  private let output = Pipe(), messages = Pipe()
  private let messageText = LockedValue<[UInt8]>([])
  private let drained = DispatchGroup()

  /// The program's path: the first executable `name` in PATH's absolute folders; nil when none.
  static func find(_ name: String) -> String? {
    let path = CommandEnvironment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where folder.hasPrefix("/") {
      let candidate = folder + "/" + name
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate)
      {
        return candidate
      }
    }
    return nil
  }

  /// Starts `executable` with `arguments`.
  init(_ executable: String, _ arguments: [String]) throws {
    name = (executable as NSString).lastPathComponent
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ["PATH": CommandEnvironment["PATH"] ?? "/usr/bin:/bin", "LC_ALL": "C"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = messages
    try process.run()
    // Messages are read alongside, so a chatty child never blocks on a full pipe; the last 16 KB are kept.
    let (handle, text) = (messages.fileHandleForReading, messageText)
    DispatchQueue.global().async(group: drained) {
      while let chunk = try? handle.read(upToCount: 4096), !chunk.isEmpty {
        text.withLock { $0 = Array(($0 + chunk).suffix(16384)) }
      }
    }
  }

  /// The next `count` bytes of standard output; fewer only at its end (empty: nothing more).
  func read(_ count: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count, let chunk = try? output.fileHandleForReading.read(upToCount: count - bytes.count), !chunk.isEmpty {
      bytes += chunk
    }
    return bytes
  }

  /// Everything left on standard output.
  func readToEnd() -> [UInt8] {
    [UInt8]((try? output.fileHandleForReading.readToEnd()) ?? Data())
  }

  /// Waits for the child (ending it first when `stop`), then its exit status and the last line of
  /// its messages.
  func finish(stop: Bool = false) -> (status: Int32, message: String) {
    if stop && process.isRunning { process.terminate() }
    // Unread output is discarded, so a child still writing is not blocked on the pipe.
    while let chunk = try? output.fileHandleForReading.read(upToCount: 1 << 16), !chunk.isEmpty {}
    process.waitUntilExit()
    drained.wait()
    let text = String(decoding: messageText.withLock { $0 }, as: UTF8.self)
    let last = text.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
    return (process.terminationStatus, last)
  }
}
