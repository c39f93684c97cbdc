import Drawing
import ReportModel

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
    guard let end = split(all, from: 0, style: p.style, height: height, width: width, measurer: measurer) else { return nil }
    return (paragraph(all[..<end], style: p.style, trimLeading: false), paragraph(all[end...], style: p.style, trimLeading: true))
  }

  /// Where the longest head of `all[start...]` that is at most `height` tall ends (exclusive);
  /// nil when not even one piece fits or nothing would be left after it. The tokens are made once
  /// per paragraph, so splitting a long one page after page stays linear in its length.
  static func split<M: Canvas>(
    _ all: [Token], from start: Int, style: TextStyle, height: Double, width: Double, measurer: M
  ) -> Int? {
    guard all.count - start > 1 else { return nil }
    var lo = start, hi = all.count - 1  // lo fits (start = nothing); find the largest end that fits
    // Measure no longer heads than the page could hold.
    let budget = characterBudget(style, height: height, width: width)
    var characters = 0
    for i in start..<all.count {
      characters += all[i].text.count
      if characters > budget {
        hi = min(hi, i + 1)
        break
      }
    }
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      let head = paragraph(all[start..<mid], style: style, trimLeading: false)
      if measurer.measure(head, width: width).height <= height + 0.01 { lo = mid } else { hi = mid - 1 }
    }
    return lo > start ? lo : nil
  }
}
