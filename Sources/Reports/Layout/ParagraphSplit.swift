import Drawing

/// Cuts a paragraph into the part that fills the lines left on a page and the rest, at a word
/// (or, in Japanese, a character) boundary, so each page holds only its own text.
enum ParagraphSplit {
  /// One breakable piece: a word with its trailing space, or one CJK character.
  struct Token {
    var text: String
    var run: TextRun
  }

  static func tokens(_ paragraph: Paragraph) -> [Token] {
    var result: [Token] = []
    for run in paragraph.runs {
      var current = ""
      for ch in run.text {
        let wide = ch.unicodeScalars.first.map { $0.value >= 0x1100 } ?? false
        if wide && !current.isEmpty {
          result.append(Token(text: current, run: run))
          current = ""
        }
        current.append(ch)
        if ch == " " || ch == "\n" || ch == "\u{200B}" || wide {
          result.append(Token(text: current, run: run))
          current = ""
        }
      }
      if !current.isEmpty { result.append(Token(text: current, run: run)) }
    }
    return result
  }

  static func paragraph(_ tokens: ArraySlice<Token>, style: TextStyle, trimLeading: Bool) -> Paragraph {
    var runs: [TextRun] = []
    var tokens = tokens
    if trimLeading {
      while let first = tokens.first, first.text.allSatisfy({ $0 == " " || $0 == "\n" }) { tokens.removeFirst() }
    }
    // Tokens of one style gather in a local string (appending to a run held in the array would
    // copy its text each time: quadratic in a long paragraph).
    var current: TextRun?
    var text = ""
    for token in tokens {
      if let run = current, run.emphasis == token.run.emphasis, run.color == token.run.color, run.underline == token.run.underline {
        text += token.text
      } else {
        if var run = current {
          run.text = text
          runs.append(run)
        }
        current = token.run
        text = token.text
      }
    }
    if var run = current {
      run.text = text
      runs.append(run)
    }
    return Paragraph(runs, style: style)
  }

  /// The most characters `height` × `width` can hold: every line full of narrow glyphs (0.2 em).
  static func characterBudget(_ style: TextStyle, height: Double, width: Double) -> Int {
    let lines = max(0, height) / (style.size * 0.9) + 1
    return Int(min(1e9, lines * (max(0, width) / (0.2 * style.size) + 1)))
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

  /// The longest head that is at most `height` tall, and the rest; nil when not even one piece fits.
  static func split<M: Canvas>(_ p: Paragraph, height: Double, width: Double, measurer: M) -> (Paragraph, Paragraph)? {
    let all = tokens(p)
    guard all.count > 1 else { return nil }
    var lo = 0, hi = all.count - 1  // lo fits (0 = nothing), find the largest k < count that fits
    // Measure no longer heads than the page could hold, so splitting stays linear in the length.
    let budget = characterBudget(p.style, height: height, width: width)
    var characters = 0
    for (i, token) in all.enumerated() {
      characters += token.text.count
      if characters > budget {
        hi = min(hi, i + 1)
        break
      }
    }
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      let head = paragraph(all[..<mid], style: p.style, trimLeading: false)
      if measurer.measure(head, width: width).height <= height + 0.01 { lo = mid } else { hi = mid - 1 }
    }
    guard lo > 0 else { return nil }
    return (paragraph(all[..<lo], style: p.style, trimLeading: false), paragraph(all[lo...], style: p.style, trimLeading: true))
  }
}
