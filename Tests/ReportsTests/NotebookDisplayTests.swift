import Drawing
import Foundation
import Plotting
import Testing
import _TestSupport

@testable import Cells
@testable import Execution
@testable import ReportModel

/// The notebook's display (`fps`, `screen_scale`, …) reaches every cell kind: each number is
/// checked against what the frames at k/fps or the pixels of the screen give, worked out here.
@Suite struct NotebookDisplayTests {
  /// Every kind, each in the form that reads the display; `parameters` is front matter lines.
  static func notebook(_ parameters: String) -> String {
    """
    ---
    title: Display
    parameters:
    \(parameters.isEmpty ? "  grid: 2" : parameters)
    ---
    ```presslab sweep
    id: one
    definition: |
      model: spring
      parameters:
        duration: [0.4, 0.45]
        bounce: 0.3
        scale: 0.95
      metrics: [overshoot_pct, overshoot_px, peak_time, settle_time_px]
    ```

    ```presslab sweep
    id: grid
    definition: |
      model: uikit-spring
      window: 1.0
      parameters:
        damping: [0.3, 0.5, 0.7, 1]
        duration: [0.2, 0.3, 0.4]
        velocity: [0, 1]
        scale: 0.95
      metrics: [overshoot_pct, overshoot_px, peak_time, settle_time, settle_time_px, end_jump_px]
    ```

    ```presslab recommend
    id: pick
    sweep: grid
    preset: shrink-shadow
    minimize: [settle_time_px, overshoot_px]
    ```

    ```presslab curve
    id: curves
    curves:
      - {label: s, model: spring, duration: 0.4, bounce: 0.3}
    ```

    ```presslab curve
    id: preset
    preset: shrink-shadow
    ```

    ```presslab filmstrip
    id: strip
    preset: shrink-shadow
    ```

    ```presslab compare
    id: compare
    presets: [shrink-shadow, pebutton]
    show: [metrics]
    ```

    ```presslab table
    id: table
    presets: [shrink-shadow, pebutton]
    columns: [preset, phase, peak_time, overshoot_px]
    ```
    """
  }

  /// SwiftUI's `Spring(duration: d, bounce: b)` from rest (FACTS.md §2-3: k = (2π/d)², ζ = 1 − b).
  static func spring(_ t: Double, duration d: Double, bounce b: Double) -> Double {
    let w0 = 2 * Double.pi / d, zeta = 1 - b, wd = w0 * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
  }

  /// The frames t_k = k/fps over 2 s: the first highest frame and the overshoot in percent.
  static func framesPeak(duration: Double, bounce: Double, fps: Double) -> (time: Double, pct: Double) {
    let frames = (0...Int(2 * fps)).map { spring(Double($0) / fps, duration: duration, bounce: bounce) }
    let k = frames.indices.max { frames[$0] < frames[$1] }!
    return (Double(k) / fps, (frames[k] - 1) * 100)
  }

  static func json(_ record: CellRecord) throws -> NSDictionary {
    try #require(JSONSerialization.jsonObject(with: Data(record.metrics.serialized().utf8)) as? NSDictionary)
  }

  /// Every number under `key` anywhere in a JSON value.
  static func numbers(_ key: String, in value: Any) -> [Double] {
    if let d = value as? NSDictionary {
      // In key order: two runs' numbers pair up.
      return d.allKeys.compactMap { $0 as? String }.sorted().flatMap { k in
        (k == key ? [(d[k] as? NSNumber)?.doubleValue].compactMap { $0 } : []) + NotebookDisplayTests.numbers(key, in: d[k]!)
      }
    }
    if let a = value as? NSArray { return a.flatMap { NotebookDisplayTests.numbers(key, in: $0) } }
    return []
  }

  /// A CSV's rows as column name → number.
  static func csv(_ record: CellRecord) throws -> [[String: Double]] {
    let lines = try #require(record.csv).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    let header = try #require(lines.first)
    return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0.map { Double($0) ?? .nan })) }
  }

  /// Seconds read off a table's "283.3 ms" text.
  static func seconds(_ text: String) -> Double? { Double(text.replacingOccurrences(of: " ms", with: "")).map { $0 / 1000 } }
  static func pixels(_ text: String) -> Double? { Double(text.replacingOccurrences(of: " px", with: "")) }

  /// The px labels the filmstrip draws under its frames.
  static func stripPixels(_ record: CellRecord) throws -> [Double] {
    let strip = try #require(record.figures.first?.drawing as? ChartFigure<HeroStrip>)
    var canvas = RecordingCanvas(size: Size(width: 475, height: 2000))
    strip.draw(on: &canvas, in: Rect(x: 0, y: 0, width: 475, height: 475 / strip.aspectRatio))
    return canvas.texts.compactMap { $0.text.hasSuffix(" px") ? pixels($0.text) : nil }
  }

  /// True when `t` is a frame time k/fps (within `slack` seconds: tables print whole ms).
  static func onGrid(_ t: Double, fps: Double, slack: Double = 1e-9) -> Bool { abs(t * fps - (t * fps).rounded()) <= slack * fps }

  struct Run {
    var report: ExecutedReport
    init(_ parameters: String) throws {
      report = try runNotebook(NotebookDisplayTests.notebook(parameters))
      for record in report.records { #expect(record.failure == nil, "\(record.id): \(record.failure?.message ?? "")") }
    }
    func record(_ id: String) throws -> CellRecord { try #require(report.record(id)) }
    /// The times (s) of a cell's frames reading: peak and settle times wherever they appear.
    func times(_ id: String) throws -> [Double] {
      let r = try record(id)
      if id == "one" || id == "grid" { return try NotebookDisplayTests.csv(r).flatMap { [$0["peak_time"], $0["settle_time_px"]].compactMap { $0 }.filter(\.isFinite) } }
      if id == "table" { return r.tables.flatMap(\.rows).compactMap { NotebookDisplayTests.seconds($0[2]) } }
      let j = try NotebookDisplayTests.json(r)
      return NotebookDisplayTests.numbers("peak_time", in: j) + NotebookDisplayTests.numbers("settle_time_px", in: j)
    }
    /// The device-pixel numbers of a cell (overshoot; the filmstrip's distance from rest).
    func pixels(_ id: String) throws -> [Double] {
      let r = try record(id)
      switch id {
      case "one", "grid": return try NotebookDisplayTests.csv(r).compactMap { $0["overshoot_px"] }
      case "table": return r.tables.flatMap(\.rows).map { NotebookDisplayTests.pixels($0[3]) ?? 0 }
      case "strip": return try NotebookDisplayTests.stripPixels(r)
      default: return NotebookDisplayTests.numbers("overshoot_px", in: try NotebookDisplayTests.json(r))
      }
    }
  }

  static let framed = ["one", "grid", "pick", "curves", "preset", "compare", "table"]

  @Test func theNotebooksFPSIsEveryCellsFrameRate() throws {
    let standard = try Run(""), sixty = try Run("  fps: 60")
    for id in Self.framed {
      let at120 = try standard.times(id), at60 = try sixty.times(id)
      let slack = id == "table" ? 0.0005 : 1e-9
      #expect(!at60.isEmpty && !at120.isEmpty, "\(id): \(at60) against \(at120)")
      #expect(at120.allSatisfy { Self.onGrid($0, fps: 120, slack: slack) }, "\(id) at 120 Hz: \(at120)")
      #expect(at60.allSatisfy { Self.onGrid($0, fps: 60, slack: slack) }, "\(id) at 60 Hz: \(at60)")
      #expect(at120.contains { !Self.onGrid($0, fps: 60, slack: slack) }, "\(id): no time tells 120 Hz from 60 Hz: \(at120)")
    }
    // The sweep's and the curve cell's spring, worked out frame by frame here.
    for (run, fps) in [(standard, 120.0), (sixty, 60)] {
      let rows = try NotebookDisplayTests.csv(run.record("one"))
      #expect(rows.count == 2)
      for row in rows {
        let peak = Self.framesPeak(duration: try #require(row["duration"]), bounce: 0.3, fps: fps)
        #expect(abs(try #require(row["peak_time"]) - peak.time) < 1e-12, "\(row)")
        #expect(abs(try #require(row["overshoot_pct"]) - peak.pct) < 1e-9, "\(row)")
      }
      let cell = try #require(try NotebookDisplayTests.json(run.record("curves"))["s"] as? NSDictionary)
      let peak = Self.framesPeak(duration: 0.4, bounce: 0.3, fps: fps)
      #expect(abs(try #require((cell["peak_time"] as? NSNumber)?.doubleValue) - peak.time) < 1e-12, "\(cell)")
      #expect(abs(try #require((cell["overshoot_pct"] as? NSNumber)?.doubleValue) - peak.pct) < 1e-9, "\(cell)")
    }
  }

  @Test func beforeTheSnapIsOneFrameAtTheNotebooksFPS() throws {
    for fps in [60.0, 120] {
      let run = try Run("  fps: \(Int(fps))")
      let strip = try #require(try run.record("strip").figures.first?.drawing as? ChartFigure<HeroStrip>)
      let moments = strip.chart.moments
      let before = try #require(moments.firstIndex { $0.name.contains("before snap") }, "\(moments)")
      let snap = try #require(moments.dropFirst(before + 1).first { $0.name.contains("snap") }, "\(moments)")
      #expect(abs((snap.time - moments[before].time) - 1 / fps) < 1e-9, "at \(fps) Hz: \(moments)")
    }
  }

  /// Every JSON object holding both `a` and `b`, as the pair of numbers.
  static func pairs(_ a: String, _ b: String, in value: Any) -> [(Double, Double)] {
    if let d = value as? NSDictionary {
      let here = [((d[a] as? NSNumber)?.doubleValue, (d[b] as? NSNumber)?.doubleValue)].compactMap { x, y in x.flatMap { x in y.map { (x, $0) } } }
      return here + d.allValues.flatMap { pairs(a, b, in: $0) }
    }
    if let list = value as? NSArray { return list.flatMap { pairs(a, b, in: $0) } }
    return []
  }

  /// On a 2× screen every device-pixel number is 2/3 of the 3× one (the frames are the same).
  @Test func theNotebooksScreenScaleIsEveryCellsScreen() throws {
    let standard = try Run(""), twice = try Run("  screen_scale: 2")
    // The recommendation picks by pixels, so its rows differ: each option's overshoot in pixels is
    // its percentage of the 5 pt travel (200 pt pressed to 0.95) at 2 pixels a point.
    let options = Self.pairs("overshoot_px", "overshoot_pct", in: try Self.json(twice.record("pick")))
    #expect(options.count >= 3 && options.contains { $0.1 > 0.01 }, "\(options)")
    for (px, pct) in options { #expect(abs(px - pct / 100 * 5 * 2) < 1e-9, "pick: \(px) px, \(pct) %") }
    for id in Self.framed + ["strip"] where id != "pick" {
      let at3 = try standard.pixels(id), at2 = try twice.pixels(id)
      #expect(at3.count == at2.count || id == "strip", "\(id): \(at2) against \(at3)")
      #expect(at3.contains { $0 > 0.1 }, "\(id): no pixels to compare: \(at3)")
      if id == "strip" {
        // Labels have two significant digits; the full press is the largest in both.
        let (a, b) = (at3.max() ?? 0, at2.max() ?? 0)
        #expect(abs(b - a * 2 / 3) <= 0.05 * a, "strip: \(at2) against \(at3)")
        continue
      }
      // Tables print one decimal.
      let tolerance = id == "table" ? 0.1 : 1e-9 * max(1, at3.max() ?? 1)
      for (a, b) in zip(at3, at2) { #expect(abs(b - a * 2 / 3) <= tolerance, "\(id): \(b) px on 2×, \(a) px on 3×") }
    }
    // A sweep's travel: 200 pt pressed to 0.95 moves 5 pt, i.e. 10 device pixels at 2×.
    for row in try NotebookDisplayTests.csv(twice.record("one")) {
      let px = try #require(row["overshoot_px"]), pct = try #require(row["overshoot_pct"])
      #expect(abs(px - pct / 100 * 5 * 2) < 1e-9, "\(row)")
    }
  }

  @Test func aSweepThatSetsItsOwnFrameRateKeepsIt() throws {
    let text = Self.notebook("  fps: 60").replacingOccurrences(of: "  model: spring\n", with: "  model: spring\n  fps: 30\n")
    let report = try runNotebook(text)
    let rows = try NotebookDisplayTests.csv(try #require(report.record("one")))
    for row in rows {
      let peak = Self.framesPeak(duration: try #require(row["duration"]), bounce: 0.3, fps: 30)
      #expect(abs(try #require(row["peak_time"]) - peak.time) < 1e-12, "\(row)")
    }
  }

  /// The frames t_k = k/fps over 2 s of SwiftUI's spring: t[k+1] after the last frame more than
  /// `pixels` device pixels from rest on a 15-pixel travel (5 pt at 3×).
  static func framesSettle(duration: Double, bounce: Double, fps: Double, pixels: Double) -> Double {
    let frames = (0...Int(2 * fps)).map { spring(Double($0) / fps, duration: duration, bounce: bounce) }
    let last = frames.lastIndex { abs($0 - 1) * 15 > pixels } ?? -1
    return Double(last + 1) / fps
  }

  /// `visible_px` is the band of every settle to the threshold, the no-bounce pick's bound and
  /// the rule's words.
  @Test func theNotebooksVisibilityIsEveryCellsThreshold() throws {
    for pixels in [0.5, 0.25, 2] {
      let run = try Run(pixels == 0.5 ? "" : "  visible_px: \(pixels)")
      for row in try NotebookDisplayTests.csv(run.record("one")) {
        let settle = Self.framesSettle(duration: try #require(row["duration"]), bounce: 0.3, fps: 120, pixels: pixels)
        #expect(abs(try #require(row["settle_time_px"]) - settle) < 1e-12, "at \(pixels) px: \(row)")
      }
      let winner = try #require(try Self.json(run.record("pick"))["winner"] as? NSDictionary)
      let overshoot = try #require((winner["overshoot_px"] as? NSNumber)?.doubleValue)
      #expect(overshoot < pixels, "at \(pixels) px the no-bounce pick overshoots \(overshoot) px")
      let words = pixels == 0.5 ? "½ device pixel" : pixels == 2 ? "2 device pixels" : "0.25 device pixel"
      let text = try run.record("pick").outputs.compactMap { item -> String? in
        if case .block(let block) = item { return "\(block)" }
        return nil
      }.joined()
      #expect(text.contains("under \(words)") && text.contains("within \(words) of rest"), "at \(pixels) px: \(text.prefix(600))")
    }
  }

  @Test(arguments: [
    ("fps", "0"), ("fps", "20000"), ("fps", "fast"), ("screen_scale", "0"), ("band", "2"), ("button_width", "-1"), ("visible_px", "0"),
    ("visible_px", "11"),
  ])
  func aSettingOutOfRangeIsAnErrorAtItsLine(_ name: String, _ value: String) throws {
    let report = try runNotebook(Self.notebook("  \(name): \(value)"))
    for id in ["one", "curves", "preset", "strip", "compare", "table"] {
      let failure = try #require(report.failures.first { $0.cellID == id }, "cell \(id) ran with \(name) \(value)")
      #expect(failure.message.contains("'\(name)'"), "\(failure.message)")
      #expect(failure.location.line == 4, "\(failure.location)")
    }
  }
}
