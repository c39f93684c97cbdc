import CairoBackend
import Drawing
import Foundation
import Plotting
import Presets
import Testing
import _TestSupport

@testable import PressLabCLI

/// The HTML twin `presslab run` writes, loaded in headless Chromium: the drawn button measured
/// on screenshots against the model at chosen instants, the snap where UIKit removes the spring,
/// no console error, nothing fetched from the network, the same bytes from the same inputs
/// (`HTMLTwinPlaybackTests` compares every property the page draws).
@Suite final class HTMLTwinTests: Sendable {
  static let notebook = """
    ---
    title: Twin check
    ---

    # Shrink and shadow

    ```presslab filmstrip
    preset: shrink-shadow
    ```

    ```presslab filmstrip
    preset: pebutton
    ```

    \(sweepAndRecommend())
    """

  /// A small sweep of seed 000's release and its recommendation; `recommendKeys` (whole lines)
  /// adds keys to the recommend cell.
  static func sweepAndRecommend(recommendKeys: String = "") -> String {
    """
    ```presslab sweep
    id: sweep-000
    definition: |
      model: uikit-spring
      fps: 120
      window: 1.0
      button: {width: 200, screen_scale: 3}
      parameters:
        damping: {from: 0.4, to: 1, count: 4}
        duration: [0.1, 0.2, 0.3]
        velocity: [1]
        scale: [0.95]
      metrics: [overshoot_px, settle_time, settle_time_px, end_jump_px]
    ```

    ```presslab recommend
    id: recommend-000
    sweep: sweep-000
    preset: shrink-shadow
    constraints:
      overshoot_px: {max: 1}
      duration: {min: 0.1, max: 0.3}
    minimize: [settle_time_px, overshoot_px]
    \(recommendKeys)```

    """
  }

  let temporary: TemporaryFolder
  var folder: String { temporary.path }

  init() throws {
    temporary = try TemporaryFolder("twin")
    try temporary.write(Self.notebook, to: "twin.md")
  }

  deinit { temporary.remove() }

  func run(into output: String) -> Int32 {
    ReproducibleRun.main(["presslab", "run", folder + "/twin.md", "-o", output, "--presets", Datasets.presetsFolder, "--threads", "2"])
  }

  /// Chromium at one device pixel per CSS px; its log (console messages included) on stderr.
  static func chromium(_ arguments: [String]) throws -> ProcessOutput {
    let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    let path = try #require(chromium, "Chromium is missing: Scripts/bootstrap.sh --test installs it")
    let profile = try TemporaryFolder("chromium")
    defer { profile.remove() }
    return try ProcessRunner.run(
      path,
      ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1", "--no-first-run",
       "--user-data-dir=\(profile.path)", "--host-resolver-rules=MAP * ~NOTFOUND", "--enable-logging=stderr", "--v=0"] + arguments)
  }

  /// The page shows one button paused at model time `t` of the press given; the screenshot.
  func screenshot(_ page: String, button: String, query: String, name: String) throws -> (image: RasterImage, log: String) {
    let png = folder + "/\(name).png"
    let result = try Self.chromium(["--window-size=420,260", "--screenshot=\(png)", "file://\(page)?solo=\(button)&\(query)"])
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
    return (try ImageRenderer.pixels(png: bytes), result.stderr)
  }

  /// The button's drawn width on the row through its middle, to a fraction of a pixel: the run of
  /// pixels nearer the fill colour than white, widened at each end by how much of the two edge
  /// pixels either side the fill covers against the background a few pixels further out.
  static func drawnWidth(_ image: RasterImage, row y: Int, fill: RGBA) -> Double {
    let target = [fill.r, fill.g, fill.b].map { $0 * 255 }
    func color(_ x: Int) -> [Double] {
      let i = 4 * (y * image.width + min(image.width - 1, max(0, x)))
      return (0..<3).map { Double(image.pixels[i + $0]) }
    }
    func distance(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot() }
    let half = distance(target, [255, 255, 255]) / 2
    let inside = (0..<image.width).filter { distance(color($0), target) < half }
    guard let first = inside.first, let last = inside.last, last > first + 2 else { return 0 }
    /// How much of pixel x the fill covers, between the background `bg` (0) and the fill (1).
    func coverage(_ x: Int, background bg: [Double]) -> Double {
      let axis = zip(target, bg).map { $0 - $1 }
      let norm = axis.map { $0 * $0 }.reduce(0, +)
      guard norm > 1 else { return 0 }
      let c = zip(zip(color(x), bg).map { $0 - $1 }, axis).map { $0 * $1 }.reduce(0, +) / norm
      return min(1, max(0, c))
    }
    let left = color(first - 4), right = color(last + 4)
    return Double(last - first - 1)
      + coverage(first - 1, background: left) + coverage(first, background: left)
      + coverage(last, background: right) + coverage(last + 1, background: right)
  }

  static func consoleErrors(_ log: String) -> [String] {
    log.split(separator: "\n").map(String.init).filter { line in
      (line.contains("CONSOLE") && (line.contains("Uncaught") || line.contains("Error"))) || line.contains("net::ERR")
    }
  }

  @Test func theDrawnButtonIsTheModelsWidthAtEachInstantAndSnapsWhereUIKitRemovesTheSpring() throws {
    #expect(run(into: folder + "/out") == 0)
    let page = folder + "/out/twin/twin.html"
    let preset = try Datasets.preset("shrink-shadow")
    let release = try #require(PressTimeline.defaultRelease(for: preset))
    let timeline = PressTimeline(preset: preset, release: release)
    let snap = try #require(timeline.jumps(until: 2).first { $0.property == .scaleX && ($0.pixels ?? 0) > 3 }, "the 0.05-damped release snaps")
    let look = preset.look
    let margin = ButtonSnapshot.margin(for: look)
    var widths: [Double: (drawn: Double, model: Double)] = [:]
    for t in [0.15, release + 0.12, snap.time - 0.002, snap.time + 0.002] {
      let shot = try screenshot(page, button: "shrink-shadow", query: "t=\(t)", name: "shrink-\(t)")
      #expect(Self.consoleErrors(shot.log).isEmpty, "\(Self.consoleErrors(shot.log))")
      let row = Int((margin + look.height / 2 + timeline.value(of: .translationY, at: t)).rounded())
      let model = look.width * timeline.value(of: .scaleX, at: t)
      let drawn = Self.drawnWidth(shot.image, row: row, fill: look.fill)
      widths[t] = (drawn, model)
      #expect(abs(drawn - model) <= 1, "t = \(t) s: drawn \(drawn) px, model \(model) pt")
    }
    // The snap: just before it the button is still swinging, just after it is at rest.
    let before = try #require(widths[snap.time - 0.002]), after = try #require(widths[snap.time + 0.002])
    #expect(abs(before.model - after.model) > 3)
    #expect(abs(before.drawn - after.drawn) > 3)
    #expect(abs(after.drawn - look.width) <= 1)
  }

  @Test func quantisedFramesHoldTheValueOfTheFrameShown() throws {
    #expect(run(into: folder + "/q") == 0)
    let page = folder + "/q/twin/twin.html"
    let preset = try Datasets.preset("pebutton")
    let timeline = PressTimeline(preset: preset, release: PressTimeline.defaultRelease(for: preset))
    let look = preset.look
    let margin = ButtonSnapshot.margin(for: look)
    // 25 ms into the press at 60 Hz shows the frame of 16.7 ms, not 25 ms.
    let t = 0.025, frame = 1.0 / 60
    let shot = try screenshot(page, button: "pebutton", query: "t=\(t)&hz=60", name: "pebutton-60")
    let drawn = Self.drawnWidth(shot.image, row: Int((margin + look.height / 2).rounded()), fill: look.fill)
    let shown = look.width * timeline.value(of: .scaleX, at: frame)
    #expect(abs(drawn - shown) <= 1, "drawn \(drawn), frame value \(shown)")
    #expect(abs(look.width * timeline.value(of: .scaleX, at: t) - shown) > 2, "the test instant must fall between frames that differ")
  }

  @Test func thePageLoadsNothingRunsCleanlyAndIsReproducible() throws {
    #expect(run(into: folder + "/a") == 0)
    #expect(run(into: folder + "/b/deeper") == 0)
    let a = try Data(contentsOf: URL(fileURLWithPath: folder + "/a/twin/twin.html"))
    let b = try Data(contentsOf: URL(fileURLWithPath: folder + "/b/deeper/twin/twin.html"))
    #expect(a == b)
    let html = String(decoding: a, as: UTF8.self)
    // Every src and href is inline or a link within the page; no script fetches anything.
    let references = html.matches(of: /(?:src|href)="([^"]*)"/).map { String($0.output.1) }
    #expect(references.allSatisfy { $0.hasPrefix("data:") || $0.hasPrefix("#") }, "\(references.filter { !$0.hasPrefix("data:") })")
    for word in ["fetch(", "XMLHttpRequest", "import(", "url(http", "@import"] { #expect(!html.contains(word), "\(word)") }
    // Now, the pick and the named options, each with the decision table's numbers.
    let pads = html.matches(of: /data-button="(shrink-shadow-[a-z0-9-]+)"/).map { String($0.output.1) }
    try #require(pads.count >= 2)
    let results = try String(contentsOfFile: folder + "/a/twin/results.json", encoding: .utf8)
    #expect(results.contains("\"recommend-000\""))
    #expect(html.contains("<h4>Now</h4>") && html.contains("<h4>Recommended ("))
    #expect(html.contains("never: snaps at 300 ms"))
    #expect(html.contains("class=\"snippet\"") && html.contains("UIView.animate"))
    // The whole page in Chromium: the script runs to its end with no error on the console.
    let dom = try Self.chromium(["--dump-dom", "file://\(folder)/a/twin/twin.html?solo=\(pads[1])&t=0.4"])
    #expect(dom.stdout.contains("data-presslab-ready=\"1\""))
    #expect(Self.consoleErrors(dom.stderr).isEmpty, "\(Self.consoleErrors(dom.stderr))")
  }
}
