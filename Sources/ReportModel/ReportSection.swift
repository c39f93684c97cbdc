/// The report's parts in the order its readers meet them: one list for every writer. The PDF
/// (`Layout`) and the HTML twin each set every case through an exhaustive switch, so a part added
/// here cannot be left out of either. A part with nothing to show (trends without a history) is
/// left out by both.
public enum ReportSection: CaseIterable, Sendable {
  /// Title, byline, the failed-cell banner and page 1's alarms.
  case cover
  /// Page 1's decision sheet: a row per touch-down and per release, now → pick.
  case decisions
  /// Under the sheet, a line per button: its other options, quick taps and risk.
  case risks
  case houseDefault
  /// Buttons no cell decided.
  case otherPresets
  /// What this run set (the whole table is in the appendix).
  case parameters
  case sinceLastRun
  case contents
  case glossary
  /// The notebook: its text and each cell's outputs where the cell stood.
  case chapters
  case trends
  case appendix

  /// The heading the section always has; nil for one without, or whose heading depends on the report.
  public var title: String? {
    switch self {
    case .decisions: "Decisions"
    case .sinceLastRun: "Since the last run"
    case .contents: "Contents"
    case .glossary: "Glossary"
    case .trends: "Trends"
    case .appendix: "Appendix"
    case .cover, .risks, .houseDefault, .otherPresets, .parameters, .chapters: nil
    }
  }
}
