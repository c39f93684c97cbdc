import Foundation
import Drawing
import Plotting
import Testing
import _TestSupport

/// The HTML twin is the report: the second night of a small notebook (a recommendation with an
/// export, the wrong-PIN keyframe shake, a history of two runs) carries every section of its PDF
/// in the PDF's order, its trends drawn as charts, and in headless Chromium every button plays,
/// `?solo=` finds a button by its name, an unknown one says so on the page, nothing is fetched and
/// nothing is logged as an error.
@Suite final class HTMLTwinSectionsTests: Sendable {
  /// `HTMLTwinTests`' sweep and recommendation with a CSS export, then the wrong PIN's shake.
  static let notebook = """
    ---
    title: Twin sections
    ---

    # Shrink and shadow

    \(HTMLTwinTests.sweepAndRecommend(recommendKeys: "export: [css]\n"))
    # The wrong PIN

    ```presslab filmstrip
    preset: pin-shake
    ```

    """

  let night: HistoryFixture
  var folder: String { night.path }
  var page: String { night.html }

  /// Two nights into one history: the second has a run to compare with and trends to draw.
  init() throws {
    night = try HistoryFixture("twin-sections", notebook: Self.notebook, presets: [HistoryFixture.presetFile, "002-shrink-wobble-shake.yaml"])
    for n in 1...2 {
      let run = try night.run(["--threads", "2"])
      #expect(run.status == 0, "night \(n): \(run.stderr)")
    }
  }

  deinit { night.remove() }

  /// The twin's headings (h1–h3) in page order, as Chromium built the page, markup removed.
  static func headings(_ dom: String) -> [String] {
    dom.matches(of: /<h[1-3][^>]*>(.*?)<\/h[1-3]>/.dotMatchesNewlines()).map { match in
      String(match.output.1).replacing(/<[^>]*>/, with: "").replacing("&amp;", with: "&").replacing("&lt;", with: "<")
        .replacing("&gt;", with: ">").trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// The PDF's section headings in order: page 1's and 2's section titles as pdftotext reads them,
  /// then the outline's entries (chapters, trends, appendix) as qpdf reads them.
  func pdfHeadings() throws -> [String] {
    let pdf = night.pdf
    let front = try ProcessRunner.run("pdftotext", ["-f", "1", "-l", "2", pdf, "-"]).stdout
    let titles: Set<String> = ["Decisions", "Other presets", "Since the last run", "Glossary"]
    var headings = front.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { titles.contains($0) }
    let json = try ProcessRunner.run("qpdf", ["--json", "--json-key=outlines", pdf]).stdout
    let outline = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    func walk(_ entries: [[String: Any]]) {
      for entry in entries {
        if let title = entry["title"] as? String { headings.append(title) }
        walk(entry["kids"] as? [[String: Any]] ?? [])
      }
    }
    walk(outline["outlines"] as? [[String: Any]] ?? [])
    // The contents follow "Since the last run" and come before the glossary, as on page 2.
    if let contents = headings.firstIndex(of: "Contents"), let glossary = headings.firstIndex(of: "Glossary"), contents > glossary {
      headings.insert(headings.remove(at: contents), at: glossary)
    }
    return headings
  }

  /// One test over one pair of nights: the runs cost more than the checks.
  @Test func theTwinCarriesThePDFsSectionsPlaysEveryButtonAndFindsButtonsByName() throws {
    let dom = try HTMLTwinTests.chromium(["--dump-dom", "file://\(page)"])
    #expect(HTMLTwinTests.consoleErrors(dom.stderr).isEmpty, "\(HTMLTwinTests.consoleErrors(dom.stderr))")
    try everySectionOfThePDFIsInTheTwinInThePDFsOrder(dom.stdout)
    try theTrendsAreChartsOfEveryNight(dom.stdout, nights: 2)
    try everyButtonPlaysWithNothingFetched()
    try soloFindsAButtonByItsNameAndSaysWhenThereIsNone()
  }

  func everySectionOfThePDFIsInTheTwinInThePDFsOrder(_ dom: String) throws {
    let twin = Self.headings(dom)
    let pdf = try pdfHeadings()
    for section in ["Decisions", "Since the last run", "Contents", "Glossary", "Shrink and shadow", "The wrong PIN", "Trends", "Appendix"] {
      #expect(pdf.contains(section), "the PDF has \(section): \(pdf)")
    }
    #expect(pdf.last?.hasSuffix(". Curves in the APIs' terms") == true && pdf.dropLast().last?.hasSuffix(". Exports") == true, "\(pdf)")
    // Each of the PDF's headings is in the twin, after the one before it.
    var rest = twin[...]
    for heading in pdf {
      guard let at = rest.firstIndex(of: heading) else {
        Issue.record("'\(heading)' is not in the twin after the PDF's headings before it; PDF \(pdf), twin \(twin)")
        break
      }
      rest = rest[(at + 1)...]
    }
    // The decision sheet's columns and each export's text.
    #expect(dom.contains("<th>Verdict</th>") && dom.contains("<th>Snap</th>"))
    let css = try String(contentsOfFile: folder + "/out/night/export/recommend-000.css", encoding: .utf8)
    let line = try #require(css.split(separator: "\n").first { $0.contains("cubic-bezier") || $0.contains("linear(") })
    #expect(dom.contains(String(line).replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")))
    // Written for buttons side by side, not for the printed strip's rows.
    #expect(!dom.contains("<figcaption><b>Figure 2.</b> shrink-shadow now (upper row"))
  }

  /// The trends chapter draws the PDF's trend chart as inline SVG: per reading, the button now
  /// (solid, `RolePalette.now`) and its pick (dashed, `RolePalette.pick`) as one path each with a
  /// point per night, left to right; the same inputs both nights, so each line is level. The
  /// shipped release snaps (at 300 ms), so "settles" has no line now but a cross per night. The
  /// numbers stay in a table under the chart.
  func theTrendsAreChartsOfEveryNight(_ dom: String, nights: Int) throws {
    let figure = try #require(dom.firstMatch(of: /<figure class="trend" id="trend-shrink-shadow">(.*?)<\/figure>/.dotMatchesNewlines()), "a trend figure").output.1
    let svg = try #require(figure.firstMatch(of: /<svg [^>]*role="img"[^>]*>(.*?)<\/svg>/.dotMatchesNewlines()), "an inline SVG").output.1
    let texts = Set(svg.matches(of: /<text [^>]*>([^<]*)<\/text>/).map { String($0.output.1) })
    #expect(["settles", "overshoot", "snap", "run"].allSatisfy(texts.contains), "titles and axis labels: \(texts)")
    let paths = svg.matches(of: /<path ([^>]*)>/).map { tag in
      Dictionary(String(tag.output.1).matches(of: /([a-z-]+)="([^"]*)"/).map { (String($0.output.1), String($0.output.2)) }) { a, _ in a }
    }
    func points(_ d: String) -> [(x: Double, y: Double)] {
      d.matches(of: /[ML](-?[0-9.]+),(-?[0-9.]+)/).map { (Double($0.output.1)!, Double($0.output.2)!) }
    }
    func lines(_ color: Color, width: String) -> [[(x: Double, y: Double)]] {
      paths.filter { $0["stroke"] == RolePalette.hex(color) && $0["stroke-width"] == width && $0["fill"] == "none" }.map { points($0["d"] ?? "") }
    }
    let now = lines(RolePalette.now, width: "1.4"), pick = lines(RolePalette.pick, width: "1.2"), crosses = lines(RolePalette.now, width: "1.2").filter { $0.count == 4 }
    #expect(now.count == 2 && pick.count == 3, "a line now in overshoot and snap, a pick's in each panel: \(now.count), \(pick.count)")
    for line in now + pick {
      #expect(line.count == nights, "a point per night: \(line)")
      #expect(zip(line, line.dropFirst()).allSatisfy { $0.x < $1.x && abs($0.y - $1.y) < 0.01 }, "left to right, level: \(line)")
    }
    // A cross is two strokes (four points); its one-point series under it is not a line.
    #expect(crosses.count == nights, "a cross where the button snaps, each night: \(crosses)")
    #expect(paths.filter { $0["stroke"] == RolePalette.hex(RolePalette.pick) }.allSatisfy { $0["stroke-dasharray"] != nil }, "the pick dashed")
    let table = try #require(figure.firstMatch(of: /<details><summary>[^<]*<\/summary><table>(.*?)<\/table><\/details>/.dotMatchesNewlines()))
    #expect(table.output.1.matches(of: /<tr><td>/).count == nights, "a row per night under the chart")
  }

  func everyButtonPlaysWithNothingFetched() throws {
    let log = folder + "/net.json"
    let dom = try HTMLTwinTests.chromium(["--virtual-time-budget=20000", "--log-net-log=\(log)", "--dump-dom", "file://\(page)?play=10"])
    #expect(HTMLTwinTests.consoleErrors(dom.stderr).isEmpty, "\(HTMLTwinTests.consoleErrors(dom.stderr))")
    let match = try #require(dom.stdout.firstMatch(of: /<pre id="presslab-played">([^<]*)<\/pre>/), "the page played its buttons")
    let json = String(match.output.1).replacing("&quot;", with: "\"").replacing("&amp;", with: "&")
    let played = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: Any]])
    let ids = dom.stdout.matches(of: /data-button="([^"]*)"/).map { String($0.output.1) }
    #expect(Set(played.keys) == Set(ids) && ids.count == 3, "\(ids)")
    #expect(Set(ids) == ["shrink-shadow-now", "shrink-shadow-recommended", "pin-shake"], "readable ids: \(ids)")
    for (id, state) in played {
      // Its time in the press moved on, Chromium computed it moving (at rest, then several other
      // poses), and at the end of the press it is back at rest.
      let time = state["time"] as? Double ?? 0
      let transforms = state["transforms"] as? [String] ?? []
      #expect(time > 0.1, "\(id): time in the press did not advance: \(time)")
      #expect(transforms.count >= 5, "\(id): the drawn transform did not change: \(transforms)")
      #expect(transforms.last.map { $0 == "none" || $0 == "matrix(1, 0, 0, 1, 0, 0)" } == true, "\(id) ends at rest: \(transforms.suffix(2))")
    }
    // Chromium's own record of the page's network requests (Blink's resource loads, annotation
    // 101845102; the browser's own update checks are other requests): none but the file itself.
    let net = try String(contentsOfFile: log, encoding: .utf8)
    let loads = net.matches(of: /\{[^{}]*"traffic_annotation":101845102[^{}]*"url":"([^"]*)"[^{}]*\}/).map { String($0.output.1) }
    #expect(loads.allSatisfy { $0.hasPrefix("file:") || $0.hasPrefix("data:") }, "\(loads)")
  }

  func soloFindsAButtonByItsNameAndSaysWhenThereIsNone() throws {
    // By the name the page shows, the button's name (case aside), and by the preset's id.
    let titled = try HTMLTwinTests.chromium(["--dump-dom", "file://\(page)?solo=ourcustombutton%20NOW&t=0.1"])
    #expect(titled.stdout.contains("data-presslab-ready=\"1\""))
    #expect(titled.stdout.firstMatch(of: /class="pad solo" id="shrink-shadow-now"/) != nil, "solo by the button's name")
    let preset = try HTMLTwinTests.chromium(["--dump-dom", "file://\(page)?solo=pin-shake&t=0.1"])
    #expect(preset.stdout.firstMatch(of: /class="pad solo" id="pin-shake"/) != nil, "solo by the preset's name")
    let missing = try HTMLTwinTests.chromium(["--dump-dom", "file://\(page)?solo=nope"])
    let note = try #require(missing.stdout.firstMatch(of: /<p id="presslab-missing"[^>]*>([^<]*)<\/p>/), "a visible message")
    #expect(note.output.1.contains("nope") && note.output.1.contains("pin-shake"))
    #expect(!missing.stdout.contains("<body class=\"solo\""), "the page stays visible under the message")
  }
}
