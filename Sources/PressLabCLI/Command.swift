/// One `presslab` subcommand, shaped like swift-argument-parser's `ParsableCommand`: it declares
/// its name, operands and options once; its arguments are parsed and its `--help` composed from
/// them (`HelpText`), and it calls one library function.
public protocol Command {
  /// The word after `presslab`.
  static var name: String { get }
  /// One line for `presslab --help`.
  static var abstract: String { get }
  /// The top of `presslab NAME --help`: usage lines and what the command does.
  static var usage: String { get }
  /// The words that are not options, listed above the options.
  static var operands: [Operand] { get }
  /// Every option the command accepts; any other is refused (exit 64).
  static var options: [Option] { get }
  /// What `--help` says after the options: rules, exit statuses.
  static var notes: String { get }
  /// Runs the command and returns its exit status. Throws `CLIError` for usage, data and output
  /// errors; the caller prints it and exits with its status.
  static func run(_ arguments: Arguments) throws -> Int32
}

extension Command {
  public static var operands: [Operand] { [] }
  public static var notes: String { "" }
  /// The full text of `presslab NAME --help`.
  public static var help: String { HelpText.render(self) }
}

/// Exit statuses from BSD's sysexits.h, as the issues name them.
public enum ExitStatus {
  public static let ok: Int32 = 0
  public static let partial: Int32 = 1
  /// `run --fail-on`: a budget broken or a regression since the last run; the report is written.
  public static let gateFailed: Int32 = 3
  public static let usage: Int32 = 64
  public static let dataError: Int32 = 65
  public static let noInput: Int32 = 66
  /// A program a command needs (such as ffmpeg for a video) is not installed.
  public static let unavailable: Int32 = 69
  public static let software: Int32 = 70
  public static let cannotCreate: Int32 = 73
  /// The run history could not be read or updated (EX_IOERR); the report is written.
  public static let historyFailed: Int32 = 74
}

/// An error that ends the command with a message on standard error and a non-zero status.
public struct CLIError: Error, CustomStringConvertible {
  public var status: Int32
  public var message: String
  public init(_ status: Int32, _ message: String) {
    self.status = status
    self.message = message
  }
  public static func usage(_ message: String) -> CLIError { CLIError(ExitStatus.usage, message) }
  public static func data(_ message: String) -> CLIError { CLIError(ExitStatus.dataError, message) }
  public static func cannotCreate(_ message: String) -> CLIError {
    CLIError(ExitStatus.cannotCreate, message)
  }
  public var description: String { message }
}
