import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// The HTML twin is safe to open: no button title can end or comment out the page's data block.
/// Judged by headless Chromium.
@Suite final class HTMLTwinSafetyTests: Sendable {
  let temporary: TemporaryFolder
  var folder: String { temporary.path }

  init() throws { temporary = try TemporaryFolder("twin-safety") }
  deinit { temporary.remove() }

  /// What a script that ran would leave on the page.
  static let payload = "document.documentElement.dataset.pwned=1"

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
    let dom = try HTMLTwinTests.chromium(["--dump-dom", "file://\(page)?probe=0.05"])
    #expect(HTMLTwinTests.consoleErrors(dom.stderr).isEmpty, "\(HTMLTwinTests.consoleErrors(dom.stderr))")
    let probed = dom.stdout.firstMatch(of: /<pre id="presslab-probe">([^<]*)<\/pre>/)
    let probe = try #require(probed, "the page's script ran").output.1
    for id in ["cell-1-filmstrip-1-1", "cell-1-filmstrip-2-1"] { #expect(probe.contains("&quot;\(id)&quot;") || probe.contains("\"\(id)\""), "\(id)") }
    let shown = titles.map { dom.stdout.contains(">" + $0.replacing("<", with: "&lt;").replacing(">", with: "&gt;") + "</span>") }
    #expect(shown == [true, true], "each title is the text of its button")
    let ran = dom.stdout.contains("data-pwned")
    #expect(!ran, "a title ran as a script")
  }
}
