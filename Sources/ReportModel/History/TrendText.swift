/// The trends chapter's words, for the PDF and the HTML twin alike: what it shows, and each
/// button's caption with the runs that edited its preset.
public enum TrendText {
  /// The buttons the last run judged, in its order; none without a history.
  public static func presets(_ memory: RunMemory) -> [String] { memory.trendRuns.last?.buttons.map(\.preset) ?? [] }

  public static func intro(_ memory: RunMemory) -> String {
    let runs = memory.trendRuns
    return "The last \(runs.count) run\(runs.count == 1 ? "" : "s") of \(memory.file), oldest left, this run right (run numbers "
      + "on the axis). Solid: the button as it is now; dashed: the pick. A dotted line between two runs marks an "
      + "edit of the button's preset. A settle time left out is a button that never settles (× where it snaps instead)."
  }

  /// "Shrink shadow over the last 2 runs; its preset was edited before run 2."
  public static func caption(_ preset: String, _ runs: [RunSnapshot], _ memory: RunMemory) -> String {
    "\(memory.name(of: preset)) over the last \(runs.count) runs" + editCaption(preset, runs) + "."
  }

  /// "; its preset was edited before runs 4 and 7".
  public static func editCaption(_ preset: String, _ runs: [RunSnapshot]) -> String {
    let edited = editedRuns(of: preset, in: runs).map { i in runs[i].id.map(String.init) ?? "?" }
    guard !edited.isEmpty else { return "" }
    let list = edited.count == 1 ? edited[0] : edited.dropLast().joined(separator: ", ") + " and " + edited.last!
    return "; its preset was edited before run\(edited.count == 1 ? "" : "s") " + list
  }

  /// The indices of the runs whose preset values for `preset` differ from the run before.
  public static func editedRuns(of preset: String, in runs: [RunSnapshot]) -> [Int] {
    runs.indices.dropFirst().filter { i in
      runs[i - 1].presetSignature(preset) != runs[i].presetSignature(preset)
    }
  }
}
