import Foundation

/// What a finished process printed and how it ended.
public struct ProcessOutput: Sendable {
  public var status: Int32
  public var stdout: String
  public var stderr: String

  /// Standard output, then standard error: for failure messages.
  public var all: String { stdout + (stderr.isEmpty ? "" : "\n[stderr]\n" + stderr) }
}

/// Runs the built `presslab` binary or a tool on `PATH` and captures what it prints.
public enum ProcessRunner {
  /// Runs `tool` (a name looked up on `PATH`, or an absolute path) with `arguments`.
  /// `directory` is the working directory (default: the package root); `environment` entries are
  /// added to this process's environment.
  public static func run(
    _ tool: String, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]
  ) throws -> ProcessOutput {
    let executable = tool.hasPrefix("/") ? tool : "/usr/bin/env"
    let argv = (tool.hasPrefix("/") ? [tool] : ["/usr/bin/env", tool]) + arguments
    let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    // Files rather than pipes: a process that fills one pipe while the other is read cannot block.
    let folder = try TemporaryFolder("process")
    defer { folder.remove() }
    let out = try folder.handle("stdout"), err = try folder.handle("stderr")
    let status = try Spawn.runToExit(
      executable, argv, environment: merged.map { "\($0)=\($1)" }, directory: directory ?? PackagePaths.root.path,
      stdout: out.fileDescriptor, stderr: err.fileDescriptor)
    try out.close()
    try err.close()
    return ProcessOutput(
      status: status,
      stdout: try String(contentsOfFile: folder.path("stdout"), encoding: .utf8),
      stderr: try String(contentsOfFile: folder.path("stderr"), encoding: .utf8))
  }

  /// Runs the `presslab` binary the build made (run `swift build` first), from the package root
  /// unless `directory` is given.
  public static func presslab(
    _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]
  ) throws -> ProcessOutput {
    try run(try presslabBinary(), arguments, in: directory, environment: environment)
  }

  /// The built `presslab` next to the running test binary (whatever the build folder and
  /// configuration), else in `.build/debug/`.
  public static func presslabBinary() throws -> String {
    let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidates = [
      running.deletingLastPathComponent().appendingPathComponent("presslab").path,
      PackagePaths.root.appendingPathComponent(".build/debug/presslab").path,
    ]
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      throw MissingBinary(searched: candidates)
    }
    return found
  }

  public struct MissingBinary: Error, CustomStringConvertible {
    public var searched: [String]
    public var description: String {
      "no built presslab binary (run `swift build --product presslab`); looked at \(searched.joined(separator: ", "))"
    }
  }
}
