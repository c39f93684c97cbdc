import Drawing
import Foundation
import Plotting
import Presets
import Testing

@testable import Cells
@testable import ReportModel

/// Filmstrips that show the press: on small notebooks, the frames' times (display frames, the
/// press in between), the one labelling rule, identical frames collapsed, the shake's keyframes.
@Suite struct PressFilmstripTests {
  /// Each preset's press end, read from its YAML here (not from the code): seed 000 0.3 s, 002 0.1 s
  /// and its shake 0.25 s, 003 0.1 s, 004 0.25 s.
  static let pressEnds: [String: Double] = [
    "shrink-shadow": 0.3, "shrink-grow": 0.1, "pebutton": 0.1, "bfpaper-raised": 0.25, "pressable-material": 0.1, "pin-shake": 0.25,
  ]

  static func strips(fps: Int) throws -> [String: (HeroStrip, String)] {
    var text = "---\ntitle: t\nparameters:\n  fps: \(fps)\n---\n\n"
    for name in pressEnds.keys.sorted() { text += "```presslab filmstrip\nid: \(name)\npreset: \(name)\n```\n\n" }
    let run = try runNotebook(text)
    var result: [String: (HeroStrip, String)] = [:]
    for name in pressEnds.keys {
      let figure = try #require(run.record(name)?.figures.first, "\(name)")
      let strip = try #require(figure.drawing as? ChartFigure<HeroStrip>, "\(name)")
      result[name] = (strip.chart, figure.caption)
    }
    return result
  }

  /// Every frame on a display frame; at least two frames inside the press; a spring or an easing
  /// at 25/50/75 % of the press's time, the nearest display frame (0.1 s at 60 Hz: frames 2, 3, 5).
  @Test(arguments: [60, 120]) func framesSitOnDisplayFramesAndShowThePress(fps: Int) throws {
    for (name, (strip, _)) in try Self.strips(fps: fps) {
      let f = Double(fps)
      for m in strip.moments { #expect(abs(m.time * f - (m.time * f).rounded()) < 1e-6, "\(name) at \(fps) Hz: \(m)") }
      let end = try #require(Self.pressEnds[name])
      let inside = strip.moments.filter { $0.time > 1e-9 && $0.time < end - 1e-9 }
      #expect(inside.count >= 2, "\(name) at \(fps) Hz: \(strip.moments)")
      guard name != "pin-shake" else { continue }
      for q in [0.25, 0.5, 0.75] {
        let t = (q * end * f + 0.5 + 1e-9).rounded(.down) / f  // the nearest frame, a tie to the later
        guard t > 0, t < end else { continue }
        #expect(strip.moments.contains { abs($0.time - t) < 1e-9 && $0.name.contains("\(Int(q * 100)) % of press") }, "\(name) \(q): \(strip.moments)")
      }
    }
  }

  /// PEButton holds its pressed state 100 ms after the lift (its press effect re-plays the 0.1 s
  /// press first): one frame at the lift says "held 100 ms", and no frame falls in the hold.
  @Test func peButtonsHoldIsOneFrameLabelledHeld() throws {
    let (strip, caption) = try #require(try Self.strips(fps: 120)["pebutton"])
    let lift = try #require(strip.moments.first { $0.name.contains("lift") })
    #expect(abs(lift.time - 0.1) < 1e-9)
    #expect(abs((lift.held ?? 0) - 0.1) < 1e-9, "\(lift)")
    #expect(lift.name.contains("held 100 ms"))
    #expect(!strip.moments.contains { $0.time > 0.1 + 1e-9 && $0.time <= 0.2 + 1e-9 }, "\(strip.moments)")
    // Consecutive frames differ: the scale (0.9 pressed, 1 at rest) or the alpha is not the same.
    let timeline = strip.rows[0].timeline
    for (a, b) in zip(strip.moments, strip.moments.dropFirst()) {
      let sa = timeline.state(at: a.time), sb = timeline.state(at: b.time)
      #expect(abs(sa.scaleX - sb.scaleX) * 100 * 3 > 0.01 || abs(sa.alpha - sb.alpha) > 0.001, "\(a) \(b)")
    }
    #expect(caption.contains("\"press N ms\", the time since touch-down") && caption.contains("\"+N ms\", the time since the finger lifted"), "\(caption)")
  }

  /// The labels: "press N ms" before the lift, "+N ms" from it, N worked out here from the times.
  @Test func framesAreLabelledFromTouchDownThenFromTheLift() throws {
    let strips = try Self.strips(fps: 120)
    let (strip, _) = try #require(strips["shrink-shadow"])
    let lift = try #require(strip.rows[0].timeline.release)
    var canvas = RecordingCanvas(size: .a4)
    strip.draw(on: &canvas, in: Rect(x: 60, y: 60, width: 475, height: 475 / strip.aspectRatio))
    let texts = Set(canvas.texts.map(\.text))
    for m in strip.moments {
      let expected = m.time < lift - 1e-9 ? "press \(compactText(m.time * 1000)) ms" : "+\(compactText((m.time - lift) * 1000)) ms"
      #expect(texts.contains(expected), "\(m): \(texts.filter { $0.hasSuffix(" ms") }.sorted())")
    }
    // Seed 000 snaps 300 ms after the lift: "+300 ms", the frame before "+292 ms".
    #expect(texts.contains("+300 ms") && texts.contains("+292 ms"))
    // No lift at all: the shake's times since touch-down.
    let (shake, shakeCaption) = try #require(strips["pin-shake"])
    #expect(HeroStrip.timeLabel(0.25, lift: shake.lift) == "250 ms")
    #expect(shakeCaption.contains("since touch-down"))
  }

  /// The wrong-PIN shake (translation.x keyframes 0, 20, −20, 0 evenly over 0.25 s, from the
  /// YAML): a frame at each inner keyframe and a position-over-time chart through them.
  @Test func theShakeIsDrawnAtItsKeyframesWithItsPositionOverTime() throws {
    let (strip, caption) = try #require(try Self.strips(fps: 120)["pin-shake"])
    let motion = try #require(strip.motion)
    #expect(motion.property == .translationX)
    let expected: [(Double, Double)] = [(0, 0), (0.25 / 3, 20), (0.5 / 3, -20), (0.25, 0)]
    #expect(motion.keys.count == 4)
    for (key, want) in zip(motion.keys, expected) {
      #expect(abs(key.time - want.0) < 1e-9 && abs(key.value - want.1) < 1e-9, "\(motion.keys)")
    }
    for (name, t) in [("keyframe 2", 10.0 / 120), ("keyframe 3", 20.0 / 120)] {
      #expect(strip.moments.contains { $0.name.contains(name) && abs($0.time - t) < 1e-9 }, "\(strip.moments)")
    }
    #expect(caption.contains("position over time"))
    var canvas = RecordingCanvas(size: .a4)
    strip.draw(on: &canvas, in: Rect(x: 60, y: 60, width: 475, height: 475 / strip.aspectRatio))
    #expect(canvas.texts.contains { $0.text.contains("translation x over time: ◆ its keyframes") })
    #expect(canvas.allMarks(inside: Rect(x: 59, y: 59, width: 477, height: 475 / strip.aspectRatio + 2)))
  }
}
