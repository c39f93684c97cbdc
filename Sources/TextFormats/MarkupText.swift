/// Text set inside markup (HTML, Pango's XML markup): the five characters that would start
/// markup written as entities.
public enum MarkupText {
  public static func escaped(_ s: String) -> String {
    // Most text has none of them: one pass over its bytes instead of a copy character by character.
    guard s.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return s }
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for ch in s {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(ch)
      }
    }
    return out
  }
}
