extension ButtonDecision {
  /// The one line a page says when named options are one point (the table lists such options
  /// once, as "no bounce = snappiest"); nil when every option is its own point.
  public static func samePoint(_ options: [Option]) -> String? {
    let merged = options.map { $0.rule.replacing("pick: ", with: "").components(separatedBy: " = ") }.filter { $0.count > 1 }
    guard !merged.isEmpty else { return nil }
    if merged.count == 1, merged[0].count == 3 { return "One point serves all three options (\(merged[0].joined(separator: ", ")))." }
    return merged.map { "One point serves the \($0.joined(separator: " and ")) options." }.joined(separator: " ")
  }
}
