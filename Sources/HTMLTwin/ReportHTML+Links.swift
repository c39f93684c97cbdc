extension ReportHTML {
  /// Which link destinations the HTML twin writes as anchors: web and mail links, links within the
  /// page and relative links. Anything else (`javascript:`, `data:`, `vbscript:`, `file:`, …) could
  /// run a script or open a document made of the link itself when clicked, so it is shown as text.
  ///
  /// A browser finds the scheme after dropping leading and trailing control characters and spaces
  /// and every tab and line break (WHATWG URL), so `java⇥script:` is `javascript:` to it. The
  /// judgement is stricter: every control, format character and space is dropped, and the
  /// destination is judged again after decoding character references and percent escapes, until
  /// nothing changes; every reading must have an allowed scheme or none.
  enum LinkSafety {
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// Decodings tried before a destination still changing is taken as built to hide something.
    static let rounds = 8

    static func isSafe(_ destination: String) -> Bool {
      var text = visible(destination)
      for _ in 0..<rounds {
        if let scheme = scheme(of: text), !allowedSchemes.contains(scheme.lowercased()) { return false }
        let next = visible(percentDecoded(referencesDecoded(text)))
        if next == text { return true }
        text = next
      }
      return false
    }

    /// The destination without controls, format characters (zero-width and the like) or spaces.
    static func visible(_ s: String) -> String {
      var out = String.UnicodeScalarView()
      for scalar in s.unicodeScalars {
        let p = scalar.properties
        if p.isWhitespace || p.generalCategory == .control || p.generalCategory == .format { continue }
        out.append(scalar)
      }
      return String(out)
    }

    /// The URL scheme as the WHATWG parser reads it: a letter, then letters, digits, `+`, `-` or
    /// `.`, up to a colon; `nil` for a relative link.
    static func scheme(of s: String) -> String? {
      guard let first = s.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return nil }
      var scheme = ""
      for scalar in s.unicodeScalars {
        if scalar == ":" { return scheme }
        guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)
        else { return nil }
        scheme.unicodeScalars.append(scalar)
      }
      return nil
    }

    /// The characters a few named references stand for (those that can shape a scheme); any other
    /// name is read as nothing, the strictest reading.
    static let named: [String: String] = [
      "tab": "\t", "newline": "\n", "colon": ":", "nbsp": " ", "amp": "&", "lt": "<", "gt": ">", "quot": "\"",
      "apos": "'", "period": ".", "plus": "+", "sol": "/", "num": "#", "quest": "?", "percnt": "%", "semi": ";",
    ]

    /// `&#106;`, `&#x6A`, `&colon;`: numeric references with or without the semicolon, as
    /// browsers read them in attributes; named ones with it.
    static func referencesDecoded(_ s: String) -> String {
      let scalars = Array(s.unicodeScalars)
      var out = String.UnicodeScalarView()
      var i = 0
      while i < scalars.count {
        guard scalars[i] == "&", let (text, end) = reference(scalars, at: i + 1) else {
          out.append(scalars[i])
          i += 1
          continue
        }
        out.append(contentsOf: text.unicodeScalars)
        i = end
      }
      return String(out)
    }

    /// The reference starting after an `&` at `start`: what it stands for and where it ends.
    static func reference(_ s: [Unicode.Scalar], at start: Int) -> (String, Int)? {
      var i = start
      if i < s.count, s[i] == "#" {
        i += 1
        let hex = i < s.count && (s[i] == "x" || s[i] == "X")
        if hex { i += 1 }
        var value: UInt32 = 0, digits = 0
        while i < s.count, let d = Int(String(s[i]), radix: hex ? 16 : 10) {
          value = min(0x11_0000, value * (hex ? 16 : 10) + UInt32(d))
          digits += 1
          i += 1
        }
        guard digits > 0 else { return nil }
        if i < s.count, s[i] == ";" { i += 1 }
        return (String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")), i)
      }
      var name = ""
      while i < s.count, s[i].isASCII, s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) {
        name.unicodeScalars.append(s[i])
        i += 1
      }
      guard !name.isEmpty, i < s.count, s[i] == ";" else { return nil }
      return (named[name.lowercased()] ?? "", i + 1)
    }

    /// `%6A` as the byte it stands for, the bytes read as UTF-8.
    static func percentDecoded(_ s: String) -> String {
      let bytes = Array(s.utf8)
      var out: [UInt8] = []
      var i = 0
      while i < bytes.count {
        if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count,
          let byte = UInt8(String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self), radix: 16)
        {
          out.append(byte)
          i += 3
        } else {
          out.append(bytes[i])
          i += 1
        }
      }
      return String(decoding: out, as: UTF8.self)
    }
  }
}
