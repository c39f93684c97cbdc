import Foundation
import History
import ReportModel

/// `presslab run`'s memory: the history options, recording the run and reading the runs before
/// it (one transaction), and the exit status the history and the budgets ask for.
struct RunHistory {
  enum Gate: String, CaseIterable { case budget, regression }

  /// nil with `--no-history`.
  var file: String?
  var trendLength: Int
  var gates: Set<Gate>
  /// Seconds to wait for another run's lock before giving up.
  var wait: Double
  /// Set by `record`: why the history could not be read or updated.
  private(set) var problem: String?
  /// Set by `record`: where this run was stored, to say when its report is in place.
  private var stored: (store: HistoryStore, id: Int64, status: String)?

  static let history = Option(
    "--history", value: "FILE",
    help: "the run history to record this run in and compare it with (default DIR/history.sqlite; see 'presslab history')")
  static let noHistory = Option("--no-history", help: "neither read nor record a history")
  static let trendRuns = Option("--trend-runs", value: "N", default: "30", help: "runs the trends chapter draws, this one included")
  static let failOn = Option(
    "--fail-on", value: "WHAT", repeatable: true,
    help: "budget: exit 3 when a button breaks a budget of the front matter; regression: exit 3 when a button reads "
      + "worse than in the last run; both: --fail-on budget,regression. The report is written either way.")
  static let historyWait = Option(
    "--history-wait", value: "S", default: "10", help: "seconds to wait for another run holding the history")
  /// `run`'s history options.
  static let options = [history, noHistory, trendRuns, failOn, historyWait]

  /// Reads the history options from `args`; the history defaults to `output/history.sqlite`.
  init(_ args: inout Arguments, output: String) throws {
    let noHistory = args.flag(Self.noHistory)
    let file = args.option(Self.history)
    if noHistory, file != nil { throw CLIError.usage("--history and --no-history contradict each other") }
    self.file = noHistory ? nil : file ?? output + "/history.sqlite"
    let trend = try args.number(Self.trendRuns)!
    guard trend >= 1, trend == trend.rounded(), trend <= 10_000 else {
      throw CLIError.usage("--trend-runs must be a whole number from 1, got \(trend)")
    }
    trendLength = Int(trend)
    var gates = Set<Gate>()
    for word in args.options(Self.failOn).flatMap({ $0.split(separator: ",") }) {
      guard let gate = Gate(rawValue: String(word)) else {
        throw CLIError.usage("--fail-on takes budget and/or regression, got '\(word)'")
      }
      gates.insert(gate)
    }
    self.gates = gates
    let wait = try args.number(Self.historyWait)!
    guard wait >= 0 else { throw CLIError.usage("--history-wait must be a number of seconds from 0, got \(wait)") }
    self.wait = wait
  }

  /// Records this run and hands the report the runs before it (`report.memory`). A history that
  /// cannot be opened, read or written is said on standard error and on page 1; the run goes on.
  mutating func record(
    into report: inout ExecutedReport, notebookBytes: [UInt8], presetFiles: [(path: String, text: String)]
  ) {
    guard let file else { return }
    let folder = notebookFolder(report.notebook.file)
    var current = RunSnapshot(
      report: report, time: Int64(Date().timeIntervalSince1970), notebookBytes: notebookBytes,
      commit: Git.commit(in: folder), dirty: Git.isDirty(in: folder),
      presetFiles: presetFiles)
    var previous: [RunSnapshot] = []
    do throws(HistoryError) {
      let store = try HistoryStore(path: file, busyTimeout: wait)
      do throws(HistoryError) {
        let record = try store.record(current, last: trendLength)
        current.id = record.id
        previous = record.previous
        stored = (store, record.id, current.status)
      } catch {
        problem = "could not be updated (\(error.isBusy ? "locked by another process past \(NumberTextCLI.seconds(wait)); " : "")\(error))"
        // Written or not, what is there may still be read: the comparison stands.
        let name = HistoryStore.notebookName(current.notebookPath)
        previous = (try? store.trendRuns(last: trendLength, notebook: name, presets: current.buttons.map(\.preset))) ?? []
      }
    } catch {
      problem = "could not be read (\(error))"
    }
    if let problem { Console.error("presslab run: history \(file) \(problem); the report is written without it\n") }
    // The report names the file without its folder, so the same runs give the same PDF wherever it is.
    report.memory = RunMemory(
      file: HistoryStore.notebookName(file), previous: previous, current: current, problem: problem, trendLength: trendLength,
      names: Dictionary(report.buttonNames.map { ($0.preset, $0.name) }, uniquingKeysWith: { a, _ in a }))
  }

  /// Says in the history that this run's report is in place (`written`), or that it never will
  /// be; until then the run lists as unfinished.
  mutating func complete(written: Bool) {
    guard let stored, let file else { return }
    self.stored = nil
    do throws(HistoryError) {
      try stored.store.complete(id: stored.id, status: written ? stored.status : "report not written")
    } catch {
      problem = "could not be updated (\(error))"
      Console.error("presslab run: history \(file) \(problem!); run \(stored.id) stays marked unfinished\n")
    }
  }

  /// Refuses a history inside the folder the run replaces (`-o out --history out/NAME/h.sqlite`,
  /// or a notebook named history.sqlite.md): the switch would delete it.
  func refuseInside(_ reportFolder: String) throws {
    guard let file else { return }
    let history = Self.canonical(file), folder = Self.canonical(reportFolder)
    guard history == folder || history.hasPrefix(folder == "/" ? "/" : folder + "/") else { return }
    throw CLIError.usage(
      "the history \(file) is inside \(reportFolder), the folder this run replaces; keep it elsewhere (--history FILE)")
  }

  /// The absolute path with every link of its existing part resolved.
  private static func canonical(_ path: String) -> String {
    if let real = realpath(path, nil) {
      defer { free(real) }
      return String(cString: real)
    }
    let url = URL(fileURLWithPath: path)
    let parent = url.deletingLastPathComponent().path
    guard parent != url.path else { return url.path }
    let folder = canonical(parent)
    return (folder == "/" ? "" : folder) + "/" + url.lastPathComponent
  }

  /// 74 when the history could not be read or updated; else 3 when a gate of `--fail-on` is
  /// met (a budget broken, a regression since the last run); else `status`.
  func exitStatus(_ report: ExecutedReport, otherwise status: Int32) -> Int32 {
    if problem != nil { return ExitStatus.historyFailed }
    if gates.contains(.budget), !report.budgetBreaks.isEmpty { return ExitStatus.gateFailed }
    if gates.contains(.regression), !(report.memory?.sinceLast?.regressions ?? []).isEmpty { return ExitStatus.gateFailed }
    return status
  }

  private func notebookFolder(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).deletingLastPathComponent()
    return url.path
  }
}

enum NumberTextCLI {
  static func seconds(_ s: Double) -> String { s == s.rounded() ? "\(Int(s)) s" : "\(s) s" }
}
