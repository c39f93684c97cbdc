import Foundation

/// The `presslab` entry point: global help and version, then one subcommand.
public enum PressLab {
  public static let version = "0.1.0"

  /// Every subcommand, in the order `presslab --help` lists them.
  // Metatypes of stateless commands: an immutable list, safe to read from any thread.
  nonisolated(unsafe) static let commands: [any Command.Type] = [
    CurveCommand.self,
    ExportCommand.self,
    PresetsCommand.self,
    PressCommand.self,
    RunCommand.self,
    ConvertCommand.self,
    HistoryCommand.self,
    SweepCommand.self,
    MergeCommand.self,
    BenchCommand.self,
    ChartCommand.self,
    SnapshotCommand.self,
    CompletionCommand.self,
    FitCommand.self,
  ]

  /// Runs the command `argv` names and returns its exit status. `environment` is every variable
  /// the command reads (`SOURCE_DATE_EPOCH`, `PATH`), the process's unless given.
  public static func main(_ argv: [String], environment: [String: String]? = nil) -> Int32 {
    CommandEnvironment.$bound.withValue(environment) { run(argv) }
  }

  private static func run(_ argv: [String]) -> Int32 {
    Console.claimClosedStreams()
    _ = Console.takeOutputFailure()
    let status = dispatch(argv)
    // Output that never reached standard output is a failure, whatever the command thought.
    if let failure = Console.takeOutputFailure() {
      Console.error("presslab: cannot write standard output: \(String(cString: strerror(failure)))\n")
      return ExitStatus.cannotCreate
    }
    return status
  }

  static func dispatch(_ argv: [String]) -> Int32 {
    var words = Array(argv.dropFirst())
    guard let first = words.first else {
      Console.error(overview)
      return ExitStatus.usage
    }
    if first == "--help" || first == "-h" || first == "help" {
      if words.count > 1, let command = commands.first(where: { $0.name == words[1] }) {
        Console.out(command.help)
      } else {
        Console.out(overview)
      }
      return ExitStatus.ok
    }
    if first == "--version" {
      Console.out("presslab \(version)\n")
      return ExitStatus.ok
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      Console.error("presslab: unknown command '\(first)'; run 'presslab --help' for the list\n")
      return ExitStatus.usage
    }
    words.removeFirst()
    if words.contains("--help") || words.contains("-h") {
      Console.out(command.help)
      return ExitStatus.ok
    }
    do {
      return try command.run(Arguments(words, options: command.options))
    } catch let error as CLIError {
      Console.error("presslab \(command.name): \(error.message)\n")
      return error.status
    } catch {
      Console.error("presslab \(command.name): \(error)\n")
      return ExitStatus.software
    }
  }

  static var overview: String {
    var text = """
      presslab \(version): models, sweeps, scores and draws iOS button-press animations.

      Usage: presslab COMMAND [options]
             presslab COMMAND --help      every option and parameter of one command
             presslab --version

      Commands:

      """
    let width = commands.map { $0.name.count }.max() ?? 0
    for command in commands {
      text += "  " + command.name + String(repeating: " ", count: width - command.name.count + 2)
        + command.abstract + "\n"
    }
    return text
  }
}

extension PressLab {
  /// For the executable: SIGINT, SIGTERM and SIGHUP remove the temporary files being written
  /// before the process ends.
  public static func removeTemporaryFilesOnInterrupt() { TemporaryFiles.removeOnInterrupt() }
}
