import Foundation
import Testing
import TextFormats

@testable import HTMLTwin

/// What the HTML twin embeds: JSON inside a script element, and link destinations.
struct ScriptEmbeddingTests {
  /// Strings that end a script element, open a comment in it, or end a line in old JavaScript,
  /// in keys and values: none of the characters that do it is left, and Foundation's parser reads
  /// back every string as it was.
  @Test func jsonForAScriptElementHasNoMarkupCharactersAndReadsBackTheSame() throws {
    let nasty = ["</script>", "<!--<script>", "a & b > c", "line\u{2028}para\u{2029}end", "\\<\\/", "--><", "é \u{1F600} \u{01}"]
    let value = JSONValue.object(nasty.map { ($0, .array([.string($0), .integer(1)])) })
    let text = value.serializedForScript()
    for character in ["<", ">", "&", "\u{2028}", "\u{2029}"] { #expect(!text.contains(character), "\(character.debugDescription) in \(text)") }
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [Any]])
    #expect(parsed.keys.sorted() == nasty.sorted())
    for s in nasty { #expect(parsed[s]?.first as? String == s) }
    // Text without any of them is written as `serialized()` writes it.
    let plain = JSONValue.object([("a", .string("plain \"quoted\" \n text")), ("b", .number(0.25))])
    #expect(plain.serializedForScript() == plain.serialized())
  }

  @Test func onlyWebMailPageAndRelativeLinksAreSafe() {
    let safe = [
      "https://example.com/a?b=1&c=2", "HTTP://EXAMPLE.COM", "mailto:a@example.com", "#top", "notes/other.md", "../up.md",
      "?q=1", "//example.com/x", "https://example.com/100%25", "./a:b",
    ]
    let unsafe = [
      "javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "java\nscript:x", "\u{01}javascript:x",
      "  javascript:x", "java\u{200B}script:x", "java&#10;script:x", "java&#x09;script:x", "&#106avascript:x",
      "javascript&colon;x", "java&Tab;script:x", "java%09script:x", "%6Aavascript:x", "javascript%3Ax",
      "java%2526%252310%253Bscript:x", "data:text/html,x", "vbscript:x", "file:///etc/passwd", "c:\\x",
    ]
    for s in safe { #expect(ReportHTML.LinkSafety.isSafe(s), "\(s.debugDescription)") }
    for s in unsafe { #expect(!ReportHTML.LinkSafety.isSafe(s), "\(s.debugDescription)") }
  }

  /// The page's player interpolates exported tracks: no animation rule (removal, additive, model
  /// values), no curve maths, no tap-circle geometry is written in it.
  @Test func thePlayerHoldsNoPressRuleCurveOrRippleGeometry() {
    let script = ReportHTML.Script.script
    for word in ["additive", "removes", "model", "spring", "bezier", "Math.exp", "Math.cos", "Math.sin", "Math.sqrt", "rippleFinal", "fromTap", "phases"] {
      #expect(!script.lowercased().contains(word.lowercased()), "\(word) in the page's script")
    }
  }
}
