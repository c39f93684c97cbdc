import Presets
import ReportModel

extension ReportHTML {
  /// The page's element ids: readable (lower-case letters, digits and dashes, from a heading or a
  /// button's name) and each given once (a second "Now" is "shrink-shadow-now-2").
  struct IDs {
    private var used: Set<String> = []

    /// An id the notebook chose (a cell's, a figure's), kept as it is.
    mutating func claim(_ id: String) { used.insert(id) }

    mutating func unique(_ text: String) -> String {
      let base = Self.slug(text)
      var id = base, n = 2
      while used.contains(id) {
        id = "\(base)-\(n)"
        n += 1
      }
      used.insert(id)
      return id
    }

    static func slug(_ text: String) -> String {
      var out = "", gap = false
      for c in text.lowercased() {
        guard c.isASCII, c.isLetter || c.isNumber else {
          gap = true
          continue
        }
        if gap && !out.isEmpty { out += "-" }
        out.append(c)
        gap = false
      }
      return out.isEmpty ? "part" : out
    }
  }
}

extension ReportHTML.Buttons {
  /// What a button is called on the page: its button name, and its role where it has one, without
  /// the rules in brackets ("OurCustomButton", "OurCustomButton Now", "OurCustomButton Recommended").
  static func name(_ b: PlayableButton) -> String { named(b, b.preset.buttonName) }

  /// The text of its element id: the preset's id, which a user types ("shrink-shadow-now").
  static func idText(_ b: PlayableButton) -> String { named(b, b.preset.name) }

  private static func named(_ b: PlayableButton, _ button: String) -> String {
    let role = b.label.split(separator: " (", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? b.label
    return b.label == b.preset.name || b.label == b.preset.buttonName ? button : "\(button) \(role)"
  }

  /// A playable figure's caption, for buttons that stand side by side and play at real size.
  static func caption(_ buttons: [PlayableButton]) -> String {
    let labels = buttons.map(\.label)
    let list = labels.count == 1 ? labels[0] : labels.dropLast().joined(separator: ", ") + " and " + labels[labels.count - 1]
    let preset = buttons.first?.preset.buttonName ?? ""
    let subject = labels == [preset] ? preset : "\(preset): \(list)"
    let how = buttons.count == 1 ? "Press and hold the button" : "Side by side; press and hold any of them"
    let lift = buttons.contains { PressTimeline.defaultRelease(for: $0.preset) != nil } ? ", and lift to play the release" : ""
    return "\(subject), at real size (1 CSS px = 1 iOS point). \(how) to play the press\(lift); "
      + "the speed, the frames and the loop are set at the top of the page."
  }
}
