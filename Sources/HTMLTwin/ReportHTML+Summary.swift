import ReportModel

extension ReportHTML {
  /// The page's summary, one row per decision as page 1 has them: a button's touch-down (times
  /// from touch-down), then its release (times from the finger's lift); a button nothing decided
  /// keeps its one line.
  static func summaryTable(_ summaries: [PresetSummary]) -> String {
    var html = "<table class=\"summary\"><tr><th>Button</th><th>Decides</th><th>Now</th><th>Recommended</th>"
      + "<th>Overshoot</th><th>Settles · fully pressed</th><th>Verdict</th></tr>\n"
    for s in summaries {
      var rows: [[String]] = []
      if let p = s.press { rows.append([s.preset, p.phase] + cells(p)) }
      if let d = s.decision {
        rows.append([s.preset, d.phase] + cells(d))
      } else if s.press == nil || s.recommended != nil {
        rows.append([s.preset, s.recommended == nil ? "" : "release", s.current, s.recommended ?? "—", s.overshoot ?? "", s.settle ?? "", ""])
      }
      for row in rows { html += "<tr>" + row.map { "<td>\(escape($0))</td>" }.joined() + "</tr>\n" }
    }
    return html + "</table>\n"
  }

  /// Now, the pick, overshoot and settling now → pick, the verdict: page 1's numbers.
  private static func cells(_ d: ButtonDecision) -> [String] {
    let pick = d.pick
    return [
      d.now, pick?.curve ?? "—", "\(d.nowReading.overshootText) → \(pick?.reading.overshootText ?? "—")",
      "\(d.nowReading.settleText) → \(pick?.reading.settleText ?? "—")", d.verdict,
    ]
  }
}
