import Foundation

/// The environment variables a command reads: the process's, or the ones handed to
/// `PressLab.main(_:environment:)`. Tests run commands in parallel in one process, so each call
/// carries its own values instead of setting the process's (setenv is not safe across threads).
enum CommandEnvironment {
  /// Bound for one `PressLab.main` call; nil outside one (then the process's environment).
  /// A task-local, so it reaches what the command's own thread calls; nothing reads it on the
  /// worker threads a command starts.
  @TaskLocal static var bound: [String: String]? = nil

  /// The value of variable `name`, or nil when it is not set.
  static subscript(_ name: String) -> String? {
    (bound ?? ProcessInfo.processInfo.environment)[name]
  }
}
