import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// The HTML twin is safe to open: no link in a notebook runs a script when clicked, and no button
/// title can end or comment out the page's data block. Judged by headless Chromium.
@Suite final class HTMLTwinSafetyTests: Sendable {
  let temporary: TemporaryFolder
  var folder: String { temporary.path }

  init() throws { temporary = try TemporaryFolder("twin-safety") }
  deinit { temporary.remove() }

  /// What a script that ran would leave on the page.
  static let payload = "document.documentElement.dataset.pwned=1"

  /// Destinations as written in Markdown (cmark decodes the references in them): every way to
  /// spell a script scheme that a browser reads as one, and some it reads as a relative link but
  /// that become one when decoded once more.
  static let hostile: [String] = [
    "<java\tscript:\(payload)>", "java&#10;script:\(payload)", "java&#x09;script:\(payload)", "java&#13;script:\(payload)",
    "<\u{01}javascript:\(payload)>", "&#1;javascript:\(payload)", "JaVaScRiPt:\(payload)", "<  javascript:\(payload)>",
    "&#x20;javascript:\(payload)", "java&Tab;script:\(payload)", "java&NewLine;script:\(payload)",
    "javascript&colon;\(payload)", "&#106;avascript:\(payload)", "jav&#x61;script:\(payload)",
    "java&amp;#10;script:\(payload)", "java%09script:\(payload)", "javascript%3A\(payload)", "%6Aavascript:\(payload)",
    "data:text/html,%3Cscript%3E\(payload)%3C/script%3E", "vbscript:msgbox(1)", "file:///etc/passwd",
  ]
  static let friendly: [(text: String, destination: String, protocol: String)] = [
    ("good-https", "https://example.com/a?b=1&c=2", "https:"), ("good-http", "http://example.com/", "http:"),
    ("good-mail", "mailto:someone@example.com", "mailto:"), ("good-relative", "notes/other.md", "file:"),
    ("good-fragment", "#fragment", "file:"),
  ]

  /// Lists each anchor's text and the scheme Chromium parsed from its href in `<pre id="links">`,
  /// then clicks every anchor. Only script links are followed, the ones that run in this page;
  /// any other would leave it (or hand the link to another program), and the list catches those.
  static let clicker = """
    <script>
    (function () {
      var anchors = Array.prototype.slice.call(document.querySelectorAll("a[href]"));
      var list = anchors.map(function (a) { return [a.textContent, a.protocol]; });
      document.addEventListener("click", function (e) { if (e.target.protocol !== "javascript:") e.preventDefault(); }, true);
      anchors.forEach(function (a) { a.click(); });
      var pre = document.createElement("pre"); pre.id = "links"; pre.textContent = JSON.stringify(list);
      document.body.appendChild(pre);
    })();
    </script>
    """

  @Test func noLinkRunsAScriptWhenClickedAndWebMailAndPageLinksStayLinks() throws {
    var markdown = "---\ntitle: Links\n---\n\n"
    for (n, destination) in Self.hostile.enumerated() { markdown += "- [bad-\(n)](\(destination))\n" }
    for link in Self.friendly { markdown += "- [\(link.text)](\(link.destination))\n" }
    try temporary.write(markdown, to: "links.md")
    #expect(PressLab.main(["presslab", "run", folder + "/links.md", "-o", folder + "/out", "--presets", Datasets.presetsFolder]) == 0)
    let html = try String(contentsOfFile: folder + "/out/links/links.html", encoding: .utf8)
    let page = folder + "/out/links/clicked.html"
    try html.replacing("</body>", with: Self.clicker + "\n</body>").write(toFile: page, atomically: true, encoding: .utf8)
    let dom = try HTMLTwinTests.chromium(["--virtual-time-budget=3000", "--dump-dom", "file://\(page)"])

    let match = dom.stdout.firstMatch(of: /<pre id="links">([^<]*)<\/pre>/)
    let listed = try #require(match, "the clicking script ran").output.1
    let json = listed.replacing("&quot;", with: "\"").replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
    let anchors = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String]])
    // The notebook's anchors (the page's own contents links aside).
    let parsed = Dictionary(anchors.filter { $0[0].hasPrefix("good-") || $0[0].hasPrefix("bad-") }.map { ($0[0], $0[1]) }, uniquingKeysWith: { a, _ in a })
    #expect(parsed == Dictionary(uniqueKeysWithValues: Self.friendly.map { ($0.text, $0.protocol) }), "anchors as Chromium parsed them: \(anchors)")
    let ran = dom.stdout.contains("data-pwned")
    #expect(!ran, "a clicked link ran its script")
    // Each refused link is still there, as its text.
    let shown = Self.hostile.indices.filter { dom.stdout.contains(">bad-\($0)<") }
    #expect(shown == Array(Self.hostile.indices))
  }

  /// Two buttons titled to break a script element: one opening a comment that would swallow the
  /// rest of the page, one ending the element and starting a script of its own.
  @Test func aButtonTitleCannotBreakThePagesDataBlock() throws {
    let titles = ["<!--<script>", "</script><script>\(Self.payload)</script>"]
    let original = try #require(try Datasets.presetFiles().first { $0.name.hasSuffix("pebutton.yaml") }).text
    #expect(original.contains("title: [Press, assumption]"))
    let presets = folder + "/presets"
    try FileManager.default.createDirectory(atPath: presets, withIntermediateDirectories: true)
    for (n, title) in titles.enumerated() {
      let text = original.replacing("pebutton", with: "titled\(n)").replacing("title: [Press, assumption]", with: "title: ['\(title)', assumption]")
      try text.write(toFile: presets + "/titled\(n).yaml", atomically: true, encoding: .utf8)
    }
    try temporary.write("---\ntitle: Titles\n---\n\n```presslab filmstrip\npresets: [titled0, titled1]\n```\n", to: "titles.md")
    #expect(PressLab.main(["presslab", "run", folder + "/titles.md", "-o", folder + "/out", "--presets", presets]) == 0)
    let page = folder + "/out/titles/titles.html"

    // The data block holds the titles as they are, read by a JSON parser other than the page's.
    let html = try String(contentsOfFile: page, encoding: .utf8)
    let block = try #require(html.firstMatch(of: /<script type="application\/json" id="presslab-buttons">(.*?)<\/script>/.dotMatchesNewlines()))
    let data = try #require(try JSONSerialization.jsonObject(with: Data(block.output.1.utf8)) as? [String: [String: Any]])
    #expect(data.values.compactMap { $0["title"] as? String }.sorted() == titles.sorted())

    // The page's script parsed the block and plays both buttons; the titles are shown as text.
    let dom = try HTMLTwinTests.chromium(["--dump-dom", "file://\(page)?drawn=0.05"])
    #expect(HTMLTwinTests.consoleErrors(dom.stderr).isEmpty, "\(HTMLTwinTests.consoleErrors(dom.stderr))")
    let probed = dom.stdout.firstMatch(of: /<pre id="presslab-drawn">([^<]*)<\/pre>/)
    let probe = try #require(probed, "the page's script ran").output.1
    for id in ["titled0", "titled1"] { #expect(probe.contains("&quot;\(id)&quot;") || probe.contains("\"\(id)\""), "\(id)") }
    let shown = titles.map { dom.stdout.contains(">" + $0.replacing("<", with: "&lt;").replacing(">", with: "&gt;") + "</span>") }
    #expect(shown == [true, true], "each title is the text of its button")
    let ran = dom.stdout.contains("data-pwned")
    #expect(!ran, "a title ran as a script")
  }
}
