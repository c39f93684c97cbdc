import Foundation
import History
import ReportModel
import TextFormats

#if canImport(Glibc)
  import Glibc
#endif

/// `presslab history`: the runs a history holds, and what changed between two of them.
struct HistoryCommand: Command {
  static let name = "history"
  static let abstract = "List the runs of a run history, or say what changed between two."
  static let usage = """
    Usage: presslab history [--history FILE] [--last N] [--json]
           presslab history diff A B [--history FILE]

    Lists the runs `presslab run` recorded, oldest first, one line each: the run's number, when
    it ran (UTC), the git commit (+ when the tree had changes), the notebook, its status, and
    what changed since the run before it of the same notebook.

    `diff A B` says what changed from run A to run B, the same text as the report's "Since the
    last run": preset edits, parameters, the notebook and the code, then the readings and picks
    that moved by more than the noise (0.1 px, 1 ms), each with the edit that moved it.

    """
  static let history = Option(
    "--history", value: "FILE", default: "reports/out/history.sqlite", help: "the history, where 'presslab run' keeps it by default")
  static let last = Option("--last", value: "N", help: "only the last N runs")
  static let json = Option("--json", help: "a JSON array of runs instead of lines")
  static let options = [history, last, json]
  static let notes = """
    Reading changes nothing: the history is opened read-only, so a history you may only read
    lists as well, and no file appears beside it. A run whose report was never put in place
    (killed, or the report could not be written) lists as unfinished.

    Exit status: 0 listed; 64 a bad option; 65 no such run; 66 no history at FILE; 74 the
    history cannot be read (a folder, device or pipe; not a PressLab history; written by a
    newer PressLab; locked; a value in it that no PressLab writes).

    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    var args = arguments
    let file = args.option(Self.history)!
    let last = try args.number(Self.last)
    let json = args.flag(Self.json)
    let words = try args.finish()
    if let last, last < 1 || last != last.rounded() { throw CLIError.usage("--last must be a whole number from 1, got \(last)") }
    var info = stat()
    guard lstat(file, &info) == 0 else {
      throw CLIError(ExitStatus.noInput, "no history at \(file) (a run records one with --history FILE)")
    }
    // Reading changes nothing: no journal mode, no schema, no file beside it.
    let store: HistoryStore
    do { store = try HistoryStore(path: file, readOnly: true) } catch { throw CLIError(ExitStatus.historyFailed, "cannot read \(file): \(error)") }

    if words.first == "diff" {
      guard words.count == 3, let a = Int64(words[1]), let b = Int64(words[2]) else {
        throw CLIError.usage("history diff takes two run numbers: presslab history diff A B")
      }
      let runs: (RunSnapshot?, RunSnapshot?)
      do { runs = (try store.run(id: a), try store.run(id: b)) } catch {
        throw CLIError(ExitStatus.historyFailed, "cannot read \(file): \(error)")
      }
      guard let base = runs.0 else { throw CLIError.data("\(file) has no run \(a)") }
      guard let current = runs.1 else { throw CLIError.data("\(file) has no run \(b)") }
      Console.out(RunComparison(from: base, to: current).text)
      return ExitStatus.ok
    }
    guard words.isEmpty else { throw CLIError.usage("unexpected '\(words[0])'; run 'presslab history --help'") }

    // More runs than any history holds is all of them.
    let count = last.map { Int64(min($0, 1e15)) }
    var lines: [(run: RunSnapshot, status: String, changes: String)] = []
    do {
      try store.listing(last: count) { listed in
        lines.append((listed.run, listed.status, listed.before.map { RunComparison(from: $0, to: listed.run).summary } ?? "first run"))
      }
    } catch { throw CLIError(ExitStatus.historyFailed, "cannot read \(file): \(error)") }
    if json {
      let items: [JSONValue] = lines.map { line in
        let run = line.run
        return .object([
          ("id", .integer(Int(run.id ?? 0))), ("ran_at", .string(UTCDate(secondsSince1970: run.time).iso8601)),
          ("commit", run.commit.map { .string($0) } ?? .null), ("dirty", run.dirty.map { .bool($0) } ?? .null),
          ("notebook", .string(run.notebookPath)), ("notebook_sha256", .string(run.notebookHash)),
          ("status", .string(line.status)), ("changes", .string(line.changes)),
        ])
      }
      Console.out(JSONValue.array(items).pretty() + "\n")
      return ExitStatus.ok
    }
    if lines.isEmpty { Console.out("\(file) holds no runs yet.\n") }
    let table = lines.map { line in
      ["\(line.run.id ?? 0)", line.run.whenText, line.run.commitText, line.run.notebookPath, line.status, line.changes]
    }
    let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
    for row in table {
      var text = ""
      for column in 0..<5 { text += row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0) + "  " }
      Console.out(text + row[5] + "\n")
    }
    return ExitStatus.ok
  }
}
