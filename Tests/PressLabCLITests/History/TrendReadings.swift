import Foundation
import Plotting
import Testing
import _TestSupport

/// A button's trend read back from what was drawn: the twin's inline SVG (values through its own
/// y ticks) and the PDF's trends page as poppler's `pdftocairo -svg` draws it, each line now
/// (`RolePalette.now`, 1.4 pt) per panel, left to right: settles, overshoot, snap.
enum TrendReadings {
  typealias Line = [(x: Double, y: Double)]

  static func points(_ d: some StringProtocol) -> Line {
    String(d).matches(of: /[ML] ?(-?[0-9.]+)[, ](-?[0-9.]+)/).map { (Double($0.output.1)!, Double($0.output.2)!) }
  }

  static func attributes(_ tag: Substring) -> [String: String] {
    Dictionary(tag.matches(of: /([a-z-]+)="([^"]*)"/).map { (String($0.output.1), String($0.output.2)) }) { a, _ in a }
  }

  /// Per panel of `preset`'s trend in the twin, the line now as drawn and as values on the
  /// panel's y axis (nil for a panel without a line of two points or more).
  static func twin(_ html: String, preset: String) throws -> [(line: Line, values: [Double])?] {
    let figure = try #require(html.firstMatch(of: try Regex("<figure class=\"trend\" id=\"trend-\(preset)\">(.*?)</figure>").dotMatchesNewlines()))
    let svg = String(try #require(figure.output[1].substring))
    // The plots are the rectangles the chart clips to.
    var plots: [(minX: Double, maxX: Double)] = []
    for m in svg.matches(of: /<clipPath id="[^"]*"><path d="([^"]*)"\/>/) {
      let xs = points(m.output.1).map(\.x)
      plots.append((xs.min() ?? 0, xs.max() ?? 0))
    }
    plots.sort { $0.minX < $1.minX }
    let paths = svg.matches(of: /<path ([^>]*)>/).map { attributes($0.output.1) }
    // The y axis's ticks: level 3 pt strokes that end on a plot's left side, each "M…L…".
    var ticks: [(y: Double, end: Double)] = []
    for a in paths where a["stroke"] == "#333333" {
      for m in (a["d"] ?? "").matches(of: /M(-?[0-9.]+),(-?[0-9.]+)L(-?[0-9.]+),(-?[0-9.]+)/) {
        let (x0, y0, x1, y1) = (Double(m.output.1)!, Double(m.output.2)!, Double(m.output.3)!, Double(m.output.4)!)
        if y0 == y1 && abs(x1 - x0 - 3) < 0.01 { ticks.append((y0, x1)) }
      }
    }
    var labels: [(x: Double, y: Double, value: Double)] = []
    for m in svg.matches(of: /<text x="([0-9.]+)" y="([0-9.]+)" text-anchor="end"[^>]*>([-0-9.]+)<\/text>/) {
      labels.append((Double(m.output.1)!, Double(m.output.2)!, Double(m.output.3)!))
    }
    let nowLines = paths.filter { $0["stroke"] == RolePalette.hex(RolePalette.now) && $0["stroke-width"] == "1.4" }.map { points($0["d"] ?? "") }
    return plots.map { plot in
      let side = { (x: Double) in x < plot.minX && x > plot.minX - 40 }
      let ys = ticks.filter { abs($0.end - plot.minX) < 0.01 }.map(\.y).sorted()
      let values = labels.filter { side($0.x) }.sorted { $0.y < $1.y }.map(\.value)
      guard ys.count >= 2, ys.count == values.count,
        let line = nowLines.first(where: { $0.count >= 2 && $0[0].x != $0[1].x && $0.allSatisfy { $0.x >= plot.minX - 1 && $0.x <= plot.maxX + 1 } })
      else { return nil }
      // Top tick to bottom tick: a straight map from the page's y to the axis's value.
      let scale = (values.last! - values[0]) / (ys.last! - ys[0])
      return (line, line.map { values[0] + ($0.y - ys[0]) * scale })
    }
  }

  /// The lines now on the PDF's page that holds `caption`, in page points (y down), left to right.
  static func pdf(_ file: String, caption: String, in folder: String) throws -> [Line] {
    let text = try ProcessRunner.run("pdftotext", [file, "-"]).stdout
    let page = try #require(text.components(separatedBy: "\u{0C}").firstIndex { $0.contains(caption) }, "a page with '\(caption)'") + 1
    let out = folder + "/trends-page.svg"
    #expect(try ProcessRunner.run("pdftocairo", ["-svg", "-f", "\(page)", "-l", "\(page)", file, out]).status == 0)
    let svg = try String(contentsOfFile: out, encoding: .utf8)
    let now = RolePalette.now
    let rgb = [now.red, now.green, now.blue].map { Int(($0 * 255).rounded()) }
    return svg.matches(of: /<path style="([^"]*)" d="([^"]*)"(?: transform="matrix\(([^)]*)\)")?\/>/).compactMap { m -> Line? in
      let style = String(m.output.1)
      guard style.contains("stroke-width:1.4;"), let color = style.firstMatch(of: /stroke:rgb\(([0-9.]+)%,([0-9.]+)%,([0-9.]+)%\)/) else { return nil }
      let drawn = [color.output.1, color.output.2, color.output.3].map { Int((Double($0)! * 2.55).rounded()) }
      guard drawn == rgb else { return nil }
      let t = (m.output.3.map { $0.split(separator: ",").map { Double($0)! } }) ?? [1, 0, 0, 1, 0, 0]
      let line: Line = points(m.output.2).map { (x: t[0] * $0.x + t[2] * $0.y + t[4], y: t[1] * $0.x + t[3] * $0.y + t[5]) }
      return line.count >= 2 && line[0].x != line[1].x ? line : nil
    }.sorted { $0[0].x < $1[0].x }
  }

  /// A night's `now` readings of its recommend cell, from its results.json.
  static func now(_ results: String) throws -> [String: Double] {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results))) as? [String: Any])
    let cells = json["cells"] as? [[String: Any]] ?? []
    let cell = try #require(cells.first { ($0["metrics"] as? [String: Any])?["now"] != nil }, "a recommend cell")
    let now = try #require((cell["metrics"] as? [String: Any])?["now"] as? [String: Any])
    // A reading results.json writes null for (no snap) is drawn as zero.
    return now.mapValues { ($0 as? Double) ?? 0 }
  }
}

extension TrendReadings {
  /// After an edit of `preset` between two nights, the trend of each reading the edit moved
  /// (overshoot, snap) goes the way results.json says, in the twin (its values read off its own
  /// y axis, within 0.15 px) and in the PDF (the same slope as the twin's, as poppler draws it).
  static func expectTheEditMoved(_ preset: String, html: String, pdf: String, results: (String, String), caption: String, in folder: String) throws {
    let before = try now(results.0), after = try now(results.1)
    let twin = try Self.twin(try String(contentsOfFile: html, encoding: .utf8), preset: preset)
    let pdfLines = try Self.pdf(pdf, caption: caption, in: folder)
    #expect(twin.count == 3 && pdfLines.count == 2, "two-point lines now: overshoot and snap; the twin \(twin.count) panels, the PDF \(pdfLines.count) lines")
    guard twin.count == 3, pdfLines.count == 2 else { return }
    for (k, (panel, key)) in [(1, "overshoot_px"), (2, "snap_px")].enumerated() {
      let (a, b) = (try #require(before[key]), try #require(after[key]))
      #expect(b < a - 1, "\(key): the edit lowers it (\(a) → \(b))")
      let drawn = try #require(twin[panel], "\(key): a line in the twin")
      #expect(drawn.values.count == 2 && abs(drawn.values[0] - a) < 0.15 && abs(drawn.values[1] - b) < 0.15, "\(key): the twin draws \(drawn.values), results.json \([a, b])")
      // Lower on the page (y down) on the second night, in both.
      #expect(drawn.line[1].y > drawn.line[0].y)
      let page = pdfLines[k]
      #expect(page[1].y > page[0].y, "\(key): the PDF's line falls: \(page)")
      let slope = { (l: Line) in (l[1].y - l[0].y) / (l[1].x - l[0].x) }
      #expect(abs(slope(page) - slope(drawn.line)) < 0.02 * max(0.1, abs(slope(drawn.line))), "\(key): the PDF's slope \(slope(page)), the twin's \(slope(drawn.line))")
    }
  }
}
