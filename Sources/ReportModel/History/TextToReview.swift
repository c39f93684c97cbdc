import NotebookFormat

/// A narrative paragraph that states a number literally (not through a `{{…}}` citation or a
/// `$name`) about a button whose preset changed since the last run: the number may no longer be
/// true, so page 2 lists it for someone to read again.
public struct TextToReview: Sendable, Hashable {
  public var location: SourceLocation
  /// The paragraph's start as written, on one line, without Markdown's marks.
  public var excerpt: String
  /// The edited presets it talks about: named by the cells of its section, in it, or cited.
  public var presets: [String]

  /// "line 31: “A tutorial's OurCustomButton: touch-down shrinks it to 0.95…” (shrink-shadow was edited)".
  public var text: String {
    let place = (location.cell.map { "\($0), " } ?? "") + "line \(location.line)"
    let which = presets.joined(separator: ", ")
    return "\(place): “\(excerpt)” (\(which) \(presets.count == 1 ? "was" : "were") edited)"
  }

  static let excerptLength = 90

  /// Whether `text` (as written) holds a digit outside its citations and `$name`s.
  static func statesNumber(_ text: String) -> Bool {
    var rest = Substring(Prose.replacingCitations(in: text) { _ in "" })
    while let c = rest.popFirst() {
      if c == "$" {
        // `$$` is a dollar sign; `$name` a parameter's value, which follows the run.
        if rest.first == "$" {
          rest.removeFirst()
        } else if let f = rest.first, f.isLetter || f == "_" {
          rest = rest.drop { $0.isLetter || $0.isNumber || $0 == "_" }
        }
      } else if c.isASCII && c.isNumber {
        return true
      }
    }
    return false
  }

  static func excerpt(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isNewline).map { $0.drop { $0 == " " || $0 == ">" } }.joined(separator: " ")
    let plain = flat.filter { $0 != "`" && $0 != "*" }
    return plain.count <= excerptLength ? plain : String(plain.prefix(excerptLength - 1)) + "…"
  }
}

extension ExecutedReport {
  /// The paragraphs to read again after this run's preset edits (none on a first run).
  public var textToReview: [TextToReview] {
    guard let memory, let edits = memory.sinceLast?.presetEdits, !edits.isEmpty else { return [] }
    // Found by id, said by the buttons' names.
    return TextToReview.paragraphs(of: notebook, edited: Set(edits.map(\.preset))).map { review in
      var named = review
      named.presets = review.presets.map(memory.name(of:))
      return named
    }
  }
}

extension TextToReview {
  /// The paragraphs of `notebook` that state a number literally about one of the `edited` presets.
  public static func paragraphs(of notebook: Notebook, edited: Set<String>) -> [TextToReview] {
    let prose = notebook.prose
    // The presets each section's cells name.
    var bySection: [Int: Set<String>] = [:]
    for cell in notebook.cells {
      let named = [cell.options?["preset"]?.string].compactMap { $0 }
        + (cell.options?["presets"].map { $0.items?.compactMap(\.string) ?? [$0.string].compactMap { $0 } } ?? [])
      bySection[prose.section(of: cell.location) ?? -1, default: []].formUnion(named)
    }
    return prose.paragraphs.compactMap { paragraph in
      guard TextToReview.statesNumber(paragraph.text) else { return nil }
      let about = (bySection[paragraph.section ?? -1] ?? []).union(edited.filter { paragraph.text.contains($0) })
      let hit = about.intersection(edited).sorted()
      guard !hit.isEmpty else { return nil }
      return TextToReview(location: paragraph.location, excerpt: TextToReview.excerpt(paragraph.text), presets: hit)
    }
  }
}
