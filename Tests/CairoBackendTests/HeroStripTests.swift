import CurveAnalysis
import Drawing
import Plotting
import Presets
import Testing
import _TestSupport

/// Hero strips at the report's column width (475 pt): frames big enough to see, at the moments
/// the timeline says, each with its time, the movement exaggerated where it is small.
@Suite struct HeroStripTests {
  static let column = Rect(x: 60, y: 60, width: 475, height: 700)
  static let millimetre = 72 / 25.4

  static func strip(_ name: String, release: Double? = nil) throws -> (HeroStrip, PressTimeline) {
    let preset = try Datasets.preset(name)
    let timeline = PressTimeline(preset: preset, release: release ?? PressTimeline.defaultRelease(for: preset))
    return (HeroStrip(title: name, rows: [.init(label: "", short: name, timeline: timeline)]), timeline)
  }

  /// Every preset: frames at least 30 mm wide, every frame's time printed, all inside the box.
  @Test func everyPresetsFramesAreAtLeast30mmAndLabelledWithTheirTime() throws {
    for preset in Datasets.presets {
      let (strip, _) = try Self.strip(preset.name)
      let frame = Rect(x: Self.column.minX, y: Self.column.minY, width: Self.column.width, height: Self.column.width / strip.aspectRatio)
      var canvas = RecordingCanvas(size: .a4)
      strip.draw(on: &canvas, in: frame)
      // Frame backgrounds are the light grey cells.
      let cells = canvas.marks.filter { $0.kind == .fill && $0.color == Color(hex: 0xF4F4F4) }
      #expect(cells.count == strip.moments.count, "\(preset.name)")
      #expect(cells.allSatisfy { $0.bounds.width >= 30 * Self.millimetre }, "\(preset.name): \(cells.map(\.bounds.width).min() ?? 0) pt")
      let texts = Set(canvas.texts.map(\.text))
      for m in strip.moments { #expect(texts.contains(HeroStrip.timeLabel(m.time, lift: strip.lift)), "\(preset.name) \(m.time)") }
      let outside = canvas.marks.filter { !frame.contains($0.bounds, tolerance: 1) }
      #expect(outside.isEmpty, "\(preset.name): \(outside.prefix(2).map { "\($0.kind) \($0.text) \($0.bounds)" })")
    }
  }

  /// Seed 000: the frames either side of the snap at release + 300 ms, the overshoot's peak where
  /// the scale is largest, the settle where the button is last ½ px away, read independently here.
  @Test func seed000sMomentsAreWhereTheTimelineSaysTheyAre() throws {
    let (strip, timeline) = try Self.strip("shrink-shadow")
    let release = try #require(timeline.release)
    let names = Dictionary(strip.moments.map { ($0.name, $0.time) }, uniquingKeysWith: { a, _ in a })
    #expect(names["touch-down"] == 0)
    #expect(names["full press, lift"] == release)
    let snap = release + 0.3
    #expect(abs((names["snap"] ?? -1) - snap) < 1e-9)
    #expect(abs((names["before snap"] ?? -1) - (snap - 1.0 / 120)) < 1e-9)
    // The peak: the largest scale after release, sampled every 0.1 ms on its own.
    let samples = stride(from: release, to: snap, by: 0.0001).map { ($0, timeline.value(of: .scaleX, at: $0)) }
    let peak = try #require(samples.max { $0.1 < $1.1 })
    // On the display frame nearest it (120 Hz).
    #expect(abs((names["peak overshoot"] ?? -1) - peak.0) <= 1.0 / 240 + 0.0001)
  }

  /// A 0.95 press at print size moves each edge under 3 pt: the outline is drawn ×2 or more, and
  /// the legend says by how much; a 20-pt slide is drawn true.
  @Test func smallMovementsAreExaggeratedByAStatedFactor() throws {
    let (ease, easeTimeline) = try Self.strip("shrink-ease")
    let cell = (Self.column.width - Double(ease.perLine - 1) * 8) / Double(ease.perLine)  // frames 8 pt apart
    let s = cell * 0.92 / (easeTimeline.preset.look.width + 2 * ButtonSnapshot.margin(for: easeTimeline.preset.look))
    let largest = ease.moments.map { PressMoments.outlinePixels(easeTimeline.state(at: $0.time), look: easeTimeline.preset.look) / 3 * s }.max() ?? 0
    #expect(largest < HeroStrip.visibleOnPaper)
    let factor = ease.exaggeration(scale: s)
    #expect(factor > 1 && factor * largest >= HeroStrip.visibleOnPaper)
    var canvas = RecordingCanvas(size: .a4)
    ease.draw(on: &canvas, in: Rect(x: 60, y: 60, width: 475, height: 475 / ease.aspectRatio))
    #expect(canvas.texts.contains { $0.text.contains("×\(compactText(factor))") })
    let (slide, slideTimeline) = try Self.strip("pressable-material")
    let t = try #require(slideTimeline.release)
    #expect(PressMoments.outlinePixels(slideTimeline.state(at: t), look: slideTimeline.preset.look) > 50)
    #expect(slide.exaggeration(scale: s) == 1)
  }

  /// Now and recommended: the same frames, and a frame whose outline differs says so.
  @Test func comparedRowsShareFramesAndCallOutDifferences() throws {
    let now = try Datasets.preset("shrink-grow")
    let other = try Datasets.preset("pebutton")
    let rows = [now, other].map { HeroStrip.Row(label: $0.name, short: $0.name, timeline: PressTimeline(preset: $0, release: 0.1)) }
    let strip = HeroStrip(title: "compared", rows: rows)
    var canvas = RecordingCanvas(size: .a4)
    strip.draw(on: &canvas, in: Rect(x: 60, y: 60, width: 475, height: 475 / strip.aspectRatio))
    let cells = canvas.marks.filter { $0.kind == .fill && $0.color == Color(hex: 0xF4F4F4) }
    #expect(cells.count == 2 * strip.moments.count)
    let xs = Set(cells.map { ($0.bounds.minX * 10).rounded() })
    #expect(xs.count == min(strip.perLine, strip.moments.count))  // columns shared by both rows
    #expect(canvas.texts.contains { $0.text.contains(", shrink-grow ") && $0.color == RolePalette.emphasis })
  }

  /// Every preset's "settled" frame is the first 120 Hz display frame after its release's main
  /// movement last leaves the ½-device-pixel band around where it ends, read here every 0.02 ms:
  /// inside from then on, outside somewhere in the frame before.
  @Test func theSettledFrameIsWhereTheButtonLastLeavesTheHalfPixelBand() throws {
    var checked = 0
    for preset in Datasets.presets {
      let (strip, timeline) = try Self.strip(preset.name)
      guard let settled = strip.moments.first(where: { $0.name.contains("settled") })?.time, let release = timeline.release,
        let property = PressMoments.mainProperty(timeline, at: release), let perUnit = property.pointsPerUnit(preset.look)
      else { continue }
      let end = min(timeline.defaultWindow, max(0.6, 1.25 * timeline.lastAnimationEnd))
      let band = 0.5 / (perUnit * preset.look.screenScale)
      let target = timeline.value(of: property, at: end)
      func outside(_ t: Double) -> Bool { abs(timeline.value(of: property, at: t) - target) > band }
      let after = stride(from: settled + 1e-6, through: end, by: 0.00002).filter(outside)
      #expect(after.isEmpty, "\(preset.name): \(property) leaves the band at \(after.first ?? 0) s, after 'settled' at \(settled) s")
      #expect(stride(from: settled - 1.0 / 120, to: settled, by: 0.00002).contains(where: outside), "\(preset.name): settled late at \(settled) s")
      #expect(abs(settled * 120 - (settled * 120).rounded()) < 1e-6, "\(preset.name): \(settled) s is not a display frame")
      checked += 1
    }
    #expect(checked >= 4)
  }
}
