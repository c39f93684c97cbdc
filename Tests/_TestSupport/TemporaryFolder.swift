import Foundation

/// A fresh, empty folder under the system's temporary folder. Remove it with `remove()` (usually
/// in a `defer`), or use `withTemporaryFolder`.
public struct TemporaryFolder: Sendable {
  /// The folder's absolute path, without a trailing slash.
  public let path: String

  /// Creates `<tmp>/presslab-<label>-<UUID>`.
  public init(_ label: String = "test") throws {
    path = NSTemporaryDirectory() + "presslab-\(label)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the folder (the file need not exist).
  public func path(_ name: String) -> String { path + "/" + name }

  /// Writes `text` as UTF-8 to `name` inside the folder and returns the file's path.
  @discardableResult
  public func write(_ text: String, to name: String) throws -> String {
    try text.write(toFile: path(name), atomically: true, encoding: .utf8)
    return path(name)
  }

  /// Writes `bytes` to `name` inside the folder and returns the file's path.
  @discardableResult
  public func write(_ bytes: [UInt8], to name: String) throws -> String {
    try Data(bytes).write(to: URL(fileURLWithPath: path(name)))
    return path(name)
  }

  /// The bytes of `name` inside the folder; empty when it cannot be read.
  public func bytes(_ name: String) -> [UInt8] {
    FileManager.default.contents(atPath: path(name)).map { Array($0) } ?? []
  }

  /// A new empty file `name` opened for writing.
  func handle(_ name: String) throws -> FileHandle {
    guard FileManager.default.createFile(atPath: path(name), contents: nil),
      let handle = FileHandle(forWritingAtPath: path(name))
    else { throw CocoaError(.fileWriteUnknown) }
    return handle
  }

  /// Deletes the folder and everything in it.
  public func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Runs `body` with a fresh temporary folder and removes the folder afterwards.
public func withTemporaryFolder<Result>(
  _ label: String = "test", _ body: (TemporaryFolder) throws -> Result
) throws -> Result {
  let folder = try TemporaryFolder(label)
  defer { folder.remove() }
  return try body(folder)
}
