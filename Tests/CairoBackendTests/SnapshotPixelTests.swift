import CairoBackend
import Drawing
import Foundation
import Plotting
import Presets
import Testing
import _TestSupport

/// Button snapshots rendered at 1 px per point, text-free (titles removed), checked by pixels.
@Suite struct SnapshotPixelTests {
  static func preset(_ name: String) throws -> Preset {
    var preset = try Datasets.preset(name)
    preset.look.title = ""
    return preset
  }

  func darkness(_ image: RasterImage, _ x: Int, _ y: Int) -> Double { 1 - image[x, y].red }

  /// The tap circle is centred where the finger touched, and clipped to the button unless the
  /// preset lets it spill.
  @Test(arguments: [false, true])
  func rippleSitsAtTheTouchAndIsClipped(beyondBounds: Bool) throws {
    var preset = try Self.preset("bfpaper-raised")
    preset.look.fill = RGBA(r: 1, g: 1, b: 1)
    preset.look.ripple?.color = RGBA(r: 0, g: 0, b: 0)
    preset.look.ripple?.beyondBounds = beyondBounds
    let timeline = PressTimeline(preset: preset, release: nil, tap: (x: 60, y: 20))
    var state = timeline.state(at: 0.1)
    state.shadowOpacity = 0
    var ripple = try #require(state.ripple)
    #expect(ripple.centerX == 60 && ripple.centerY == 20)
    ripple.diameter = 50
    ripple.opacity = 1
    state.ripple = ripple
    let look = preset.look  // 280 × 43
    let image = try ImageRenderer.pixels(size: Size(look.width + 40, look.height + 40), scale: 1, background: Color(hex: 0x808080)) { canvas in
      ButtonSnapshot(look: look, state: state).draw(on: &canvas, center: Point(look.width / 2 + 20, look.height / 2 + 20), scale: 1)
    }
    // Page = button + 20. Inside the circle (radius 25 about (80, 40)) and inside the button: black.
    #expect(darkness(image, 80, 40) > 0.95)
    #expect(darkness(image, 80 + 23, 40) > 0.9)
    #expect(darkness(image, 80 + 27, 40) < 0.05)  // white fill just outside the circle
    #expect(darkness(image, 80 - 27, 40) < 0.05)
    // Above the button (y < 20) but inside the circle: grey background when clipped, black when not.
    let above = darkness(image, 80, 18)
    if beyondBounds { #expect(above > 0.95) } else { #expect(abs(above - 0.5) < 0.05) }
  }

  /// A 0.5 scale about the centre halves the button around the same centre.
  @Test func scaleShrinksAboutTheCentre() throws {
    var preset = try Self.preset("shrink-shadow")
    preset.look.fill = RGBA(r: 0, g: 0, b: 0)
    var state = ButtonState()
    state.scaleX = 0.5
    state.scaleY = 0.5
    let look = preset.look  // 200 × 50
    let image = try ImageRenderer.pixels(size: Size(240, 90), scale: 1) { canvas in
      ButtonSnapshot(look: look, state: state).draw(on: &canvas, center: Point(120, 45), scale: 1)
    }
    // Half size: 100 × 25 around (120, 45): x 70...170, y 32.5...57.5.
    #expect(darkness(image, 71, 45) > 0.95 && darkness(image, 68, 45) < 0.05)
    #expect(darkness(image, 168, 45) > 0.95 && darkness(image, 172, 45) < 0.05)
    #expect(darkness(image, 120, 34) > 0.95 && darkness(image, 120, 31) < 0.05)
  }

  /// The shadow is offset by the state's offset and blurred by σ = shadowRadius.
  @Test func shadowFollowsTheState() throws {
    var preset = try Self.preset("shrink-shadow")
    preset.look.fill = RGBA(r: 1, g: 1, b: 1)
    preset.look.shadowColor = RGBA(r: 0, g: 0, b: 0)
    var state = ButtonState()
    state.shadowOpacity = 1
    state.shadowRadius = 3
    state.shadowOffsetX = 0
    state.shadowOffsetY = 20
    let look = preset.look
    let image = try ImageRenderer.pixels(size: Size(240, 120), scale: 1) { canvas in
      ButtonSnapshot(look: look, state: state).draw(on: &canvas, center: Point(120, 45), scale: 1)
    }
    // Button y 20...70 (white), shadow y 40...90: dark below the button, half-dark at its edge.
    #expect(darkness(image, 120, 80) > 0.9)
    #expect(abs(darkness(image, 120, 90) - 0.5) < 0.15)
    #expect(darkness(image, 120, 90 + 10) < 0.05)
    #expect(darkness(image, 120, 50) < 0.05)  // the white button covers its shadow
  }
}

/// Filmstrip layout through the recording canvas, from the real presets.
@Suite struct FilmstripLayoutTests {
  @Test func everyPresetsFilmstripStaysInsideItsFrame() throws {
    let frame = Rect(x: 36, y: 36, width: 770, height: 523)
    for preset in try Datasets.library().presets {
      let timeline = PressTimeline(preset: preset, release: PressTimeline.defaultRelease(for: preset))
      let strip = Filmstrip(timeline: timeline, onionSkin: true)
      #expect(strip.frames.count >= 2 && strip.frames.count <= 8, "\(preset.name): \(strip.frames.count) frames")
      var canvas = RecordingCanvas(size: .a4Landscape)
      strip.draw(on: &canvas, in: frame)
      let outside = canvas.marks.filter { !frame.contains($0.bounds, tolerance: 1) }
      #expect(outside.isEmpty, "\(preset.name): \(outside.prefix(3))")
      let labels = canvas.texts.map(\.text).filter { $0.hasSuffix(" ms") }
      #expect(labels.count >= strip.frames.count)
    }
  }

  /// Seed 000's release: the spring is removed mid-swing at release + 0.3 s, so the strip marks
  /// a jump there and shows the instants just before and after it.
  @Test func seed000MarksTheSnap() throws {
    let preset = try #require(try Datasets.library().presets.first { $0.name == "shrink-shadow" })
    let timeline = PressTimeline(preset: preset, release: PressTimeline.defaultRelease(for: preset))
    let strip = Filmstrip(timeline: timeline)
    let jump = try #require(strip.jumps.max { $0.size < $1.size })
    #expect(abs(jump.time - ((timeline.release ?? 0) + 0.3)) < 1e-9)
    #expect(jump.size > 5)  // device pixels
    var canvas = RecordingCanvas(size: .a4Landscape)
    strip.draw(on: &canvas, in: Rect(x: 36, y: 36, width: 770, height: 523))
    let texts = canvas.texts.map(\.text)
    #expect(texts.contains { $0.hasPrefix("jump: scale_x") })
    #expect(texts.contains("592 ms, before") && texts.contains("600 ms, after"))
  }
}

extension FilmstripLayoutTests {
  /// Two presets compared: every frame time label of one strip sits at the same x as the same
  /// time in the other, and both use one button scale.
  @Test func comparedStripsLineUpInTime() throws {
    let presets = try Datasets.library().presets
    let a = try #require(presets.first { $0.name == "shrink-shadow" })
    let b = try #require(presets.first { $0.name == "pebutton" })
    let strips = [a, b].map { Filmstrip(timeline: PressTimeline(preset: $0, release: 0.3), end: 0.7, interval: 0.1) }
    var canvas = RecordingCanvas(size: .a4Landscape)
    let frame = Rect(x: 36, y: 36, width: 770, height: 523)
    FilmstripComparison(strips).draw(on: &canvas, in: frame)
    #expect(canvas.allMarks(inside: frame, tolerance: 1))
    let labels = canvas.texts.filter { $0.text.hasSuffix(" ms") && !$0.text.contains(",") }
    for t in ["0 ms", "300 ms", "700 ms"] {
      let xs = labels.filter { $0.text == t }.map(\.bounds.midX)
      #expect(xs.count == 2, "\(t): \(xs)")
      if xs.count == 2 { #expect(abs(xs[0] - xs[1]) < 1e-6) }
    }
  }
}
