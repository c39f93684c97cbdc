import CurveAnalysis
import Drawing
import Plotting
import Presets
import Testing
import _TestSupport

/// What a strip draws for the press, read off the recording canvas: BFPaper's tap circle at its
/// radius and opacity, and the onion skin on exactly where the movement is under 3 pt on paper.
@Suite struct PressFilmstripDrawingTests {
  static let frame = Rect(x: 60, y: 60, width: 475, height: 700)

  static func drawn(_ preset: Preset) -> (HeroStrip, RecordingCanvas) {
    let timeline = PressTimeline(preset: preset, release: PressTimeline.defaultRelease(for: preset))
    let strip = HeroStrip(title: preset.name, rows: [.init(label: "", short: preset.name, timeline: timeline)])
    var canvas = RecordingCanvas(size: .a4)
    strip.draw(on: &canvas, in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.width / strip.aspectRatio))
    return (strip, canvas)
  }

  /// Page points per button point, from the dashed resting outline's drawn width (0.6-pt line).
  static func pagePerPoint(_ canvas: RecordingCanvas, width: Double) throws -> Double {
    let rest = try #require(canvas.marks.first { $0.kind == .stroke && $0.color == Color(hex: 0x222222).withAlpha(0.85) })
    return (rest.bounds.width - 0.6) / width
  }

  /// CAMediaTimingFunction easeOut (0, 0, 0.58, 1) at `x`, by bisection on the Bézier's parameter.
  static func easeOut(_ x: Double) -> Double {
    func bx(_ u: Double) -> Double { 3 * (1 - u) * u * u * 0.58 + u * u * u }
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if bx(mid) < x { lo = mid } else { hi = mid }
    }
    let u = (lo + hi) / 2
    return 3 * (1 - u) * u * u + u * u * u
  }

  /// BFPaperButton raised (280 × 43, seed 004): during the 0.25 s press the circle grows from 5 pt
  /// to max(w, h) = 280 pt on easeOut and fades in linearly to the title's white at 0.16. Each
  /// press frame fills a white circle of that diameter and alpha, its edge dotted.
  @Test func bfpapersTapCircleIsDrawnAtItsRadiusAndOpacity() throws {
    let (strip, canvas) = Self.drawn(try Datasets.preset("bfpaper-raised"))
    let s = try Self.pagePerPoint(canvas, width: 280)
    let press = strip.moments.filter { $0.time > 0 && $0.time < 0.25 - 1e-9 }
    #expect(press.count >= 2, "\(strip.moments)")
    let circles = canvas.marks.filter { $0.kind == .fill && $0.color.red == 1 && $0.color.green == 1 && $0.color.blue == 1 && $0.color.alpha < 0.16 + 1e-9 }
    for m in press {
      let diameter = 5 + (280 - 5) * Self.easeOut(m.time / 0.25)
      let alpha = 0.16 * m.time / 0.25
      let found = circles.filter { abs($0.color.alpha - alpha) < 1e-6 }
      #expect(found.count == 1, "\(m): alphas \(circles.map(\.color.alpha))")
      if let c = found.first { #expect(abs(c.bounds.width / s - diameter) < 0.01, "\(m): \(c.bounds.width / s) pt, want \(diameter)") }
      // The dotted edge around it, the same size (plus its 0.5-pt line).
      let edges = canvas.marks.filter { $0.kind == .stroke && $0.color == Color(hex: 0x222222).withAlpha(0.7) && abs(($0.bounds.width - 0.5) / s - diameter) < 0.01 }
      #expect(edges.count == 1, "\(m)")
    }
    // After the lift the circle bursts from 280 to 380 pt on easeOut and fades out over 0.5 s.
    let lift = try #require(strip.lift)
    let after = try #require(strip.moments.first { $0.time > lift + 1e-9 && $0.time < lift + 0.5 })
    let u = (after.time - lift) / 0.5
    let found = circles.filter { abs($0.color.alpha - 0.16 * (1 - u)) < 1e-6 }
    #expect(found.count == 1, "\(after)")
    // Clipped to the 280-pt button: only what lies inside it is drawn.
    if let c = found.first { #expect(c.bounds.width / s <= 280 + 1e-6 && 280 + 100 * Self.easeOut(u) > 280) }
  }

  /// The preset with its press scale set so the edge moves `onPaper` points at the strip's scale.
  static func pressed(_ base: Preset, onPaper: Double, s: Double) throws -> Preset {
    let scale = 1 - 2 * onPaper / (s * base.look.width)
    return try base.varying("press.scale", to: scale)
  }

  /// Onion skin: earlier frames' outlines (vermillion at alpha 0.5, 0.3, 0.15) in the frames of a
  /// press whose edge moves 2.9 pt on paper, none at 3.1 pt; nor where nothing moves (BFPaper).
  @Test func onionSkinTurnsOnBelowThreePointsOnPaper() throws {
    let base = try Datasets.preset("shrink-grow")
    let s = try Self.pagePerPoint(Self.drawn(base).1, width: base.look.width)
    func onionStrokes(_ canvas: RecordingCanvas) -> Int {
      canvas.marks.filter { mark in mark.kind == .stroke && [0.5, 0.3, 0.15].contains { mark.color == RolePalette.emphasis.withAlpha($0) } }.count
    }
    let (small, smallCanvas) = Self.drawn(try Self.pressed(base, onPaper: 2.9, s: s))
    #expect(onionStrokes(smallCanvas) > 0)
    #expect(smallCanvas.texts.contains { $0.text == "earlier frames, fading" })
    #expect(small.onionSkin(scale: s))
    let (large, largeCanvas) = Self.drawn(try Self.pressed(base, onPaper: 3.1, s: s))
    #expect(onionStrokes(largeCanvas) == 0)
    #expect(!largeCanvas.texts.contains { $0.text == "earlier frames, fading" })
    #expect(!large.onionSkin(scale: s))
    #expect(onionStrokes(Self.drawn(try Datasets.preset("bfpaper-raised")).1) == 0)
  }
}
