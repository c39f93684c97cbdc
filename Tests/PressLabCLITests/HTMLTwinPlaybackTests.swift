import Foundation
import Presets
import Testing
import _TestSupport

@testable import PressLabCLI

/// The HTML twin's buttons as Chromium draws them: the page's `presslabDrawn` hook pauses each
/// button at an instant of its press, reads back the computed transform, opacities, shadow and tap
/// circle, and these are compared with `PressTimeline` at the same instant.
@Suite final class HTMLTwinPlaybackTests: Sendable {
  let temporary: TemporaryFolder
  var folder: String { temporary.path }

  init() throws { temporary = try TemporaryFolder("twin-play") }
  deinit { temporary.remove() }

  /// Every shipped preset on one page, each a filmstrip button named by its preset.
  func page() throws -> String {
    let names = Datasets.presets.map(\.name).joined(separator: ", ")
    try temporary.write("---\ntitle: All\n---\n\n```presslab filmstrip\npresets: [\(names)]\n```\n", to: "all.md")
    #expect(PressLab.main(["presslab", "run", folder + "/all.md", "-o", folder + "/all", "--presets", Datasets.presetsFolder]) == 0)
    return folder + "/all/all/all.html"
  }

  /// What the page draws for every button at `times` (`query` adds `hz` or `held`).
  static func drawn(_ page: String, times: [Double], query: String = "") throws -> [String: [[String: Double]]] {
    let probe = times.map { "\($0)" }.joined(separator: ",")
    let dom = try HTMLTwinTests.chromium(["--dump-dom", "file://\(page)?drawn=\(probe)\(query)"])
    #expect(HTMLTwinTests.consoleErrors(dom.stderr).isEmpty, "\(HTMLTwinTests.consoleErrors(dom.stderr))")
    let text = try #require(dom.stdout.firstMatch(of: /<pre id="presslab-drawn">([^<]*)<\/pre>/), "the hook ran").output.1
      .replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [[String: Any]]])
    return json.mapValues { rows in rows.map { $0.compactMapValues { ($0 as? NSNumber)?.doubleValue } } }
  }

  /// Where the drawn button differs from the model's state by more than a fiftieth of a device
  /// pixel (an opacity by more than 0.002; a shadow's opacity also by half a step of the 8-bit
  /// alpha Chromium keeps colours in).
  static func mismatches(_ drawn: [String: Double], _ s: ButtonState, look: ButtonLook) -> [String] {
    let px = 0.02 / look.screenScale
    let colourAlpha = look.shadowColor.a
    func clamp(_ x: Double) -> Double { min(1, max(0, x)) }
    var expected: [(String, Double, Double)] = [
      ("scale_x", s.scaleX, px / (look.width / 2)), ("scale_y", s.scaleY, px / (look.height / 2)),
      ("translation_x", s.translationX, px), ("translation_y", s.translationY, px),
      ("rotation", s.rotation, px / ((look.width * look.width + look.height * look.height).squareRoot() / 2)),
      ("alpha", clamp(s.alpha), 0.002), ("background_fade", clamp(s.backgroundFade), 0.002),
      ("shadow_offset_x", s.shadowOffsetX, px), ("shadow_offset_y", s.shadowOffsetY, px), ("shadow_radius", s.shadowRadius, px),
    ]
    if colourAlpha > 0 { expected.append(("shadow_opacity", clamp(s.shadowOpacity), 0.002 + 0.5 / 255 / colourAlpha)) }
    if let r = s.ripple {
      expected += [
        ("ripple_diameter", r.diameter, 2 * px), ("ripple_opacity", clamp(r.opacity), 0.002),
        ("ripple_x", r.centerX, 2 * px), ("ripple_y", r.centerY, 2 * px),
      ]
    }
    var wrong = expected.compactMap { name, model, tolerance -> String? in
      guard let page = drawn[name] else { return "\(name) not drawn" }
      return abs(page - model) <= tolerance ? nil : "\(name) drawn \(page), model \(model)"
    }
    if s.ripple == nil, (drawn["ripple_diameter"] ?? 1) * (drawn["ripple_opacity"] ?? 1) != 0 {
      wrong.append("a tap circle is drawn where the model has none")
    }
    return wrong
  }

  /// Instants across every press, and either side of each preset's hold and jumps.
  static func instants(_ presets: [Preset]) -> [Double] {
    var times = Set((0..<48).map { 0.0013 + Double($0) * 0.0251 })
    for preset in presets {
      let release = PressTimeline.defaultRelease(for: preset)
      var marks = PressTimeline(preset: preset, release: release).jumps(until: 1.2).map(\.time)
      if let release { marks.append(release) }
      for t in marks { times.formUnion([t - 0.002, t + 0.002]) }
    }
    return times.filter { $0 > 0 }.sorted()
  }

  /// Released when its press ends (as its filmstrip shows it), continuous and in 60 Hz frames:
  /// each frame shows the model at the frame's time.
  @Test func everyPresetIsDrawnAsThePressTimelineSays() throws {
    let page = try page()
    let presets = Datasets.presets
    let times = Self.instants(presets)
    var compared = 0
    for hz in [0.0, 60] {
      let drawn = try Self.drawn(page, times: times, query: hz == 0 ? "" : "&hz=60")
      for preset in presets {
        let rows = try #require(drawn[preset.name], "\(preset.name) is on the page")
        let timeline = PressTimeline(preset: preset, release: PressTimeline.defaultRelease(for: preset))
        for (t, row) in zip(times, rows) {
          // A frame at a jump shows the value after it (instants 1e-9 apart are one, as in
          // `PressTimeline.jumps`: 18/60 s is the 0.1 + 0.2 s snap).
          let shown = hz == 0 ? t : (t * hz + 1e-9).rounded(.down) / hz + 1e-9
          let wrong = Self.mismatches(row, timeline.state(at: shown), look: preset.look)
          #expect(wrong.isEmpty, "\(preset.name) at \(t) s (\(hz) Hz): \(wrong)")
          compared += 1
        }
      }
    }
    #expect(compared == 2 * presets.count * times.count)
    // The tap circle was among what was compared.
    let bfpaper = try Datasets.preset("bfpaper-raised")
    let ripple = PressTimeline(preset: bfpaper, release: PressTimeline.defaultRelease(for: bfpaper))
    #expect(times.filter { ripple.state(at: $0).ripple != nil }.count > 10)
  }

  /// A finger kept down waits where the press ended, for as long as it stays: the model with no
  /// release (PEButton's press spring is removed as it ends there; the held button shows it so).
  @Test func aFingerKeptDownHoldsThePressAsTheModelWithoutARelease() throws {
    let page = try page()
    let presets = Datasets.presets
    let times = Self.instants(presets) + [1.5, 2.5]
    let drawn = try Self.drawn(page, times: times, query: "&held=1")
    for preset in presets {
      let rows = try #require(drawn[preset.name])
      let pressed = PressTimeline(preset: preset)
      for (t, row) in zip(times, rows) {
        let wrong = Self.mismatches(row, pressed.state(at: t), look: preset.look)
        #expect(wrong.isEmpty, "\(preset.name) held, at \(t) s: \(wrong)")
      }
    }
    // 2.5 s after touch-down PEButton is still pressed, where released it rests long since.
    let pebutton = try Datasets.preset("pebutton")
    let hold = try #require(PressTimeline.defaultRelease(for: pebutton))
    let late = try #require(drawn["pebutton"]?.last?["scale_x"])
    let pressed = PressTimeline(preset: pebutton).value(of: .scaleX, at: hold)
    #expect(abs(late - pressed) < 1e-4)
    #expect(abs(pressed - 1) * pebutton.look.width / 2 * pebutton.look.screenScale > 1, "held and released must differ")
  }
}
