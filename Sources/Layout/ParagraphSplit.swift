import Drawing
import ReportModel

/// Cuts a paragraph longer than what is left of a page between two of its lines, so each page
/// holds only its own text. A paragraph of N characters over P pages costs O(N): each page
/// measures at most what a page can hold, once, and cuts where its first line that does not fit
/// starts (Pango breaks lines greedily, so the lines before that one are the whole paragraph's).
enum ParagraphSplit {
  /// A place in a paragraph: a run, and an index into that run's text on a Unicode scalar boundary.
  struct Cursor {
    var run: Int
    var index: String.Index

    static func start(of p: Paragraph) -> Cursor { Cursor(run: 0, index: p.runs.first?.text.startIndex ?? "".startIndex) }
  }

  /// The most characters `height` × `width` can hold: every line full of narrow glyphs (0.2 em);
  /// and never so many that they would be over 500,000 pt side by side (1 em each). Pango sums a
  /// run's width in 32-bit units of 1/1024 pt: past 2,097,152 pt (a 1 MB heading) it wraps around
  /// and lays the text out as one line, which then draws nowhere.
  static func characterBudget(_ style: TextStyle, height: Double, width: Double) -> Int {
    let lines = max(0, height) / (style.size * 0.9) + 1
    return Int(min(500_000 / max(0.01, style.size), lines * (max(0, width) / (0.2 * style.size) + 1)))
  }

  /// False when `p` surely does not fit in `height` × `width` (more characters than it holds).
  static func mayFit(_ p: Paragraph, height: Double, width: Double) -> Bool {
    let budget = characterBudget(p.style, height: height, width: width)
    var count = 0
    for run in p.runs {
      count += run.text.utf16.count
      if count > budget * 2 { return false }
    }
    return true
  }

  /// At most `limit` Unicode scalars of `p` from `start`, and the place after them. Costs the
  /// length of what it takes, not of the paragraph.
  static func slice(_ p: Paragraph, from start: Cursor, scalars limit: Int) -> (head: Paragraph, end: Cursor) {
    var runs: [TextRun] = []
    var cursor = start
    var taken = 0
    while cursor.run < p.runs.count && taken < limit {
      let run = p.runs[cursor.run]
      let scalars = run.text.unicodeScalars
      var end = cursor.index
      while end < scalars.endIndex && taken < limit {
        scalars.formIndex(after: &end)
        taken += 1
      }
      if end > cursor.index {
        var piece = run
        piece.text = String(scalars[cursor.index..<end])
        runs.append(piece)
      }
      if end == scalars.endIndex {
        cursor.run += 1
        cursor.index = cursor.run < p.runs.count ? p.runs[cursor.run].text.startIndex : end
      } else {
        cursor.index = end
      }
    }
    return (Paragraph(runs, style: p.style), cursor)
  }

  /// How many scalars of a head measured as `m` go on a page with `height` left: up to the start
  /// of its first line that does not fit. `partial`: the head is cut short of the paragraph, so
  /// its last line may be too (it never goes). `atPageTop`: when not even one line fits, the first
  /// goes anyway, overflowing, so the text moves on. Nil: nothing goes here (start a page).
  static func cut(_ m: ParagraphMetrics, scalars: Int, height: Double, partial: Bool, atPageTop: Bool) -> Int? {
    var fitting = m.lineBottoms.prefix { $0 <= height + 0.01 }.count
    if partial { fitting = min(fitting, m.lineBottoms.count - 1) }
    if fitting == 0 && atPageTop { fitting = 1 }
    guard fitting > 0 else { return nil }
    // A line start out of order or outside the head (a measurer that lost the text) cuts nowhere
    // useful: the whole head goes, so the text still moves on.
    guard fitting < m.lineStarts.count, m.lineStarts[fitting] > 0, m.lineStarts[fitting] <= scalars else { return scalars }
    return m.lineStarts[fitting]
  }
}
