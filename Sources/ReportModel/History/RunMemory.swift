import Presets

/// What the report knows of the runs before it, handed in by the command line: the history's
/// earlier runs (oldest first), this run as recorded, and a problem when the history could not be
/// read or updated.
public struct RunMemory: Sendable {
  /// The history file's name, as the report shows it (without its folder).
  public var file: String
  /// Earlier runs of the same notebook, oldest first, at most the trend's length.
  public var previous: [RunSnapshot]
  /// This run, with its row id when it was stored.
  public var current: RunSnapshot
  /// "the history could not be updated: database is locked", when it could not be read or written.
  public var problem: String?
  /// How many runs the trends show (this one included).
  public var trendLength: Int

  /// Each id this run shows, with the name its pages give it (`ExecutedReport.buttonNames`): the
  /// history stores ids, the pages name buttons as the presets name them now.
  public var names: [String: String]

  public init(
    file: String, previous: [RunSnapshot], current: RunSnapshot, problem: String?, trendLength: Int, names: [String: String] = [:]
  ) {
    self.names = names
    self.file = file
    self.previous = previous
    self.current = current
    self.problem = problem
    self.trendLength = trendLength
  }

  /// This run against the last one before it; nil on the first run.
  public var sinceLast: RunComparison? { previous.last.map { RunComparison(from: $0, to: current, names: name(of:)) } }

  /// A button's name now; an id this run no longer shows, in words as `Preset.buttonName` derives it.
  public func name(of preset: String) -> String { names[preset] ?? Preset.words(fromID: preset) }

  /// The runs the trends draw, oldest first, this one last.
  public var trendRuns: [RunSnapshot] { Array((previous + [current]).suffix(trendLength)) }
}
