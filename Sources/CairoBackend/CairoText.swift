/// Text as Cairo accepts it. Cairo refuses a whole string (and then every later drawing on the
/// surface: "input string not valid UTF-8") when it holds a Unicode noncharacter (U+FDD0–U+FDEF,
/// U+xFFFE and U+xFFFF on every plane), which GLib and Pango let through; C also ends a string at
/// its first NUL. Each such scalar becomes U+FFFD, so one stray character shows as � where it stood.
enum CairoText {
  static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v == 0 || (v >= 0xFDD0 && v <= 0xFDEF) || v & 0xFFFE == 0xFFFE
  }

  /// `text` unchanged when Cairo takes it as it is (the common case costs one scan), else a copy
  /// with every refused scalar replaced.
  static func safe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isRefused) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { out.append(isRefused(scalar) ? "\u{FFFD}" : scalar) }
    return String(out)
  }
}
