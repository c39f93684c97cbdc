import Foundation

@testable import PressLabCLI

/// In-process runs with `SOURCE_DATE_EPOCH` handed to the command, never set in the process:
/// tests run at the same time in one process, and setenv would reach all of them.
enum ReproducibleRun {
  /// This process's environment with the reproducible date 2023-11-14T22:13:20Z.
  static let environment = ProcessInfo.processInfo.environment.merging(["SOURCE_DATE_EPOCH": "1700000000"]) { $1 }

  /// `PressLab.main(argv)` with `environment`.
  static func main(_ argv: [String]) -> Int32 { PressLab.main(argv, environment: environment) }

  /// `body` with `environment` bound, for a test that calls a command's `run` directly.
  static func with<T>(_ body: () throws -> T) rethrows -> T {
    try CommandEnvironment.$bound.withValue(environment, operation: body)
  }
}
