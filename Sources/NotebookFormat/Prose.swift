/// The narrative as written, found line by line: where each paragraph and heading starts and where
/// each `{{…}}` citation stands. cmark keeps no places for paragraphs or inline text, so this index
/// is what a citation's error and a paragraph to review point at.
public struct Prose: Sendable, Hashable {
  /// A paragraph (or list item, or quoted text) as written: `$name`s and citations not replaced.
  public struct Paragraph: Sendable, Hashable {
    public var location: SourceLocation
    public var text: String
    /// The heading it sits under (an index into `headings`), nil before the first.
    public var section: Int?
  }

  /// One `{{key}}` where it is written (`key` without the braces and spaces).
  public struct Citation: Sendable, Hashable {
    public var key: String
    public var location: SourceLocation
  }

  public var paragraphs: [Paragraph] = []
  /// Each heading's place, in order.
  public var headings: [SourceLocation] = []
  public var citations: [Citation] = []

  public init() {}

  /// Where `key` is first cited, if the narrative cites it.
  public func place(of key: String) -> SourceLocation? { citations.first { $0.key == key }?.location }

  /// The heading `location` (a cell's, say) sits under, as `Paragraph.section` counts.
  public func section(of location: SourceLocation) -> Int? {
    headings.lastIndex { !Self.precedes(location, $0) }
  }

  /// Whether `a` comes before `b` in the notebook: by Jupyter cell, then line and column.
  public static func precedes(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
    [a.cell?.index ?? -1, a.line, a.column].lexicographicallyPrecedes([b.cell?.index ?? -1, b.line, b.column])
  }

  /// Adds the narrative of `lines` (the first is line `firstLine`; in a Jupyter markdown cell,
  /// `place`). Fenced blocks (cells, listings) are skipped.
  mutating func scan(_ lines: [Substring], firstLine: Int, file: String, place: JupyterCellPlace? = nil) {
    var fence: (mark: Character, count: Int)?
    var open: (location: SourceLocation, lines: [Substring])?
    func close() {
      if let o = open { paragraphs.append(Paragraph(location: o.location, text: o.lines.joined(separator: "\n"), section: headings.indices.last)) }
      open = nil
    }
    for (i, line) in lines.enumerated() {
      var at = SourceLocation(file: file, line: firstLine + i)
      at.cell = place
      let body = line.drop { $0 == " " || $0 == ">" }
      if let f = fence {
        let run = body.prefix { $0 == f.mark }.count
        if run >= f.count && body.dropFirst(run).allSatisfy(\.isWhitespace) { fence = nil }
        continue
      }
      let mark = body.first
      if mark == "`" || mark == "~", body.prefix(while: { $0 == mark }).count >= 3 {
        close()
        fence = (mark!, body.prefix { $0 == mark }.count)
        continue
      }
      if body.allSatisfy(\.isWhitespace) || (body.count >= 3 && body.allSatisfy { "-=*_ ".contains($0) }) {
        close()
        continue
      }
      cite(line, at: at)
      let hashes = body.prefix { $0 == "#" }.count
      if (1...6).contains(hashes), body.dropFirst(hashes).first.map({ $0 == " " }) ?? true {
        close()
        headings.append(at)
        continue
      }
      if open == nil { open = (at, []) }
      open?.lines.append(line)
    }
    close()
  }

  /// Records every `{{key}}` of `line`.
  private mutating func cite(_ line: Substring, at: SourceLocation) {
    for (key, offset) in Self.citations(in: String(line)) {
      citations.append(Citation(key: key, location: at.moved(line: at.line, column: offset + 1)))
    }
  }

  /// The citations of `text`: each `{{key}}` (spaces inside the braces allowed; a key is letters,
  /// digits, `.`, `-` and `_`) with the character offset of its first brace. Anything else in
  /// double braces is left as text.
  public static func citations(in text: String) -> [(key: String, offset: Int)] {
    var found: [(String, Int)] = []
    let chars = Array(text)
    var i = 0
    while i + 1 < chars.count {
      guard chars[i] == "{", chars[i + 1] == "{", let end = closing(chars, from: i) else {
        i += 1
        continue
      }
      found.append((String(chars[(i + 2)..<end]).trimmedOfSpaces, i))
      i = end + 2
    }
    return found
  }

  /// The index of the `}}` closing a citation opened at `start`, nil when what follows is no key.
  static func closing(_ chars: [Character], from start: Int) -> Int? {
    var j = start + 2
    while j < chars.count, chars[j] == " " { j += 1 }
    let keyStart = j
    while j < chars.count, isKeyCharacter(chars[j]) { j += 1 }
    guard j > keyStart else { return nil }
    while j < chars.count, chars[j] == " " { j += 1 }
    return j + 1 < chars.count && chars[j] == "}" && chars[j + 1] == "}" ? j : nil
  }

  static func isKeyCharacter(_ c: Character) -> Bool {
    c.isASCII && (c.isLetter || c.isNumber || c == "." || c == "-" || c == "_")
  }

  /// `text` with each citation replaced by `value(key)` (kept as written where that is nil).
  public static func replacingCitations(in text: String, _ value: (String) -> String?) -> String {
    guard text.contains("{{") else { return text }
    let chars = Array(text)
    var out = ""
    var last = 0
    for (key, offset) in citations(in: text) {
      guard let v = value(key), let end = closing(chars, from: offset) else { continue }
      out += String(chars[last..<offset]) + v
      last = end + 2
    }
    return out + String(chars[last...])
  }
}

extension String {
  fileprivate var trimmedOfSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
