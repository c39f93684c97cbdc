import Drawing

/// Text made to fit a width instead of running past the frame: wrapped at spaces, and a word
/// wider than the width cut with "…".
public enum TextFit {
  /// `text` in lines no wider than `width` in `style`.
  public static func lines<C: Canvas>(_ text: String, width: Double, style: TextStyle, canvas: C) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if line.isEmpty || canvas.measure(candidate, style: style).width <= width {
        line = candidate
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { shortened($0, width: width, style: style, canvas: canvas) }
  }

  /// `text`, or as much of it as fits with "…" after it.
  public static func shortened<C: Canvas>(_ text: String, width: Double, style: TextStyle, canvas: C) -> String {
    guard canvas.measure(text, style: style).width > width else { return text }
    var kept = Array(text)
    while !kept.isEmpty && canvas.measure(String(kept) + "…", style: style).width > width { kept.removeLast() }
    return String(kept) + "…"
  }
}
