import CurveAnalysis
import Drawing
import Presets

/// A button's press at the moments that matter, frames big enough to see at print size: each
/// frame labelled with its time and moment, the resting outline dashed under the moving one,
/// the movement exaggerated by a stated factor when it would be under a few points on paper.
/// Several rows (now, recommended) share the frames and the scale, each frame saying how far
/// the outline is from rest and, below the first row, how that differs.
public struct HeroStrip: Chart {
  public struct Row: Sendable {
    /// "Now: uikit-spring 300 ms, damping 0.05".
    public var label: String
    /// "now": how a moment only this row has is named.
    public var short: String
    public var timeline: PressTimeline
    public init(label: String, short: String, timeline: PressTimeline) {
      self.label = label
      self.short = short
      self.timeline = timeline
    }
  }

  public var title: String
  public var rows: [Row]
  public var moments: [PressMoment]
  /// Frames a line: five (each still ≥ 30 mm in the report's 475-pt column, ten moments in two
  /// lines), or four, larger, where a button's frame is under a third as tall as wide (a 280 × 43
  /// bar is too small to read its tap circle at five).
  public var perLine = 5
  public var theme = ChartTheme.standard
  /// Below this many page points the outline's movement is multiplied by `exaggeration`.
  public static let visibleOnPaper = 3.0
  static let gap = 8.0
  static let labelH = 23.0
  static let captionH = 11.0
  static let legendH = 25.0
  /// Below each frame: the finger mark and what else changed (shadow, opacity, tap circle).
  static let footH = 10.0

  /// The moments of every row up to `end` (default: long enough for the slowest row to settle);
  /// "before the snap" is one frame at `fps` before it.
  public init(
    title: String, rows: [Row], end: Double? = nil, limit: Int = 10, fps: Double = MetricSettings().fps, visibility: Visibility = .standard
  ) {
    self.title = title
    self.rows = rows
    let stop = end ?? rows.map { min($0.timeline.defaultWindow, max(0.6, 1.25 * $0.timeline.lastAnimationEnd)) }.max() ?? 1
    let lists = rows.map { PressMoments.moments($0.timeline, end: stop, limit: limit, fps: fps, visibility: visibility) }
    moments = lists.count == 1 ? lists[0] : PressMoments.union(lists, labels: rows.map(\.short), limit: limit)
    motion = rows.count == 1 ? MotionChart(rows[0].timeline, end: stop, moments: moments) : nil
    if rows.allSatisfy({ let b = Self.box($0.timeline.preset.look); return b.height < b.width / 3 }) { perLine = 4 }
  }

  /// Where the press is a keyframe animation (a shake, a wobble): its position over time under
  /// the frames, keyframes and frame times marked.
  public var motion: MotionChart?
  static let motionH = 140.0

  /// When the finger lifts (the first row's), the instant later frames are timed from.
  public var lift: Double? { rows.first?.timeline.release }

  /// A frame's time as the strip prints it, one rule: before the lift, the time since touch-down
  /// ("press 25 ms"); from the lift on, the time since the finger lifted, holds included ("+150
  /// ms"); a press without a lift, the time since touch-down ("83.3 ms").
  public static func timeLabel(_ t: Double, lift: Double?) -> String {
    guard let lift else { return "\(compactText(t * 1000)) ms" }
    if t < lift - 1e-9 { return "press \(compactText(t * 1000)) ms" }
    return "+\(compactText(max(0, t - lift) * 1000)) ms"
  }

  /// Whether earlier frames' outlines are drawn, fading, in each frame: where the movement is
  /// under `visibleOnPaper` points at print size (so it is also drawn exaggerated).
  public func onionSkin(scale s: Double) -> Bool { exaggeration(scale: s) > 1 }

  var lines: Int { max(1, (moments.count + perLine - 1) / perLine) }

  /// Page points per button point for frames of `width`: every row's button fits its frame.
  func buttonScale(width: Double) -> Double {
    let cell = (width - Double(perLine - 1) * Self.gap) / Double(perLine)
    return rows.map { cell * 0.92 / Self.box($0.timeline.preset.look).width }.min() ?? 1
  }

  static func box(_ look: ButtonLook) -> Size {
    let m = ButtonSnapshot.margin(for: look)
    return Size(look.width + 2 * m, look.height + 2 * m)
  }

  func height(width: Double) -> Double {
    let s = buttonScale(width: width)
    let rowsH = rows.map { ($0.label.isEmpty ? 0 : Self.captionH) + Self.box($0.timeline.preset.look).height * s + Self.footH }.reduce(0, +)
    return 16 + Self.legendH + Double(lines) * (Self.labelH + rowsH + Self.gap) + (motion == nil ? 0 : Self.motionH)
  }

  /// Width over height at the report's column width.
  public var aspectRatio: Double { 475 / height(width: 475) }

  /// The factor the outline's movement is drawn at for frames of button scale `s`: 1 when the
  /// largest movement is already `visibleOnPaper` points, else the smallest of 2, 5, 10, 20, 50
  /// that makes it so.
  public func exaggeration(scale s: Double) -> Double {
    var largest = 0.0
    for row in rows {
      let look = row.timeline.preset.look
      for m in moments {
        largest = max(largest, PressMoments.outlinePixels(row.timeline.state(at: m.time), look: look) / look.screenScale * s)
      }
    }
    guard largest > 1e-6, largest < Self.visibleOnPaper else { return 1 }
    return [2.0, 5, 10, 20, 50].first { $0 * largest >= Self.visibleOnPaper } ?? 50
  }

  /// How far the shadow moves and spreads from its resting place (points), the larger of the two.
  static func shadowChange(_ s: ButtonState, look: ButtonLook) -> Double {
    guard look.shadowOpacity > 0 else { return 0 }
    let offset = max(abs(s.shadowOffsetX - look.shadowOffsetX), abs(s.shadowOffsetY - look.shadowOffsetY))
    return max(offset, abs(s.shadowRadius - look.shadowRadius))
  }

  /// The factor the shadow's lift is drawn at (its edge, in blue), chosen like the outline's;
  /// nil when no row's shadow changes.
  public func shadowExaggeration(scale s: Double) -> Double? {
    var largest = 0.0
    for row in rows {
      for m in moments { largest = max(largest, Self.shadowChange(row.timeline.state(at: m.time), look: row.timeline.preset.look) * s) }
    }
    guard largest > 1e-6 else { return nil }
    guard largest < Self.visibleOnPaper else { return 1 }
    return [2.0, 5, 10, 20, 50].first { $0 * largest >= Self.visibleOnPaper } ?? 50
  }

  public func draw<C: Canvas>(on canvas: inout C, in frame: Rect) {
    let width = frame.width
    let s = min(buttonScale(width: width), buttonScale(width: width) * frame.height / max(1, height(width: width)))
    let factor = exaggeration(scale: s)
    let shadowFactor = shadowExaggeration(scale: s)
    let cellW = (width - Double(perLine - 1) * Self.gap) / Double(perLine)
    var y = frame.minY
    canvas.drawText(TextFit.shortened(title, width: width, style: theme.title, canvas: canvas), at: Point(frame.minX, y), style: theme.title, baseline: .top)
    y += 16
    let onion = onionSkin(scale: s)
    drawLegend(on: &canvas, at: Point(frame.minX, y), factor: factor, shadowFactor: shadowFactor, onion: onion)
    y += Self.legendH
    let outlineMoves = rows.contains { row in
      moments.contains { PressMoments.outlinePixels(row.timeline.state(at: $0.time), look: row.timeline.preset.look) > 1e-6 }
    }
    for line in 0..<lines {
      let slice = Array(moments.dropFirst(line * perLine).prefix(perLine))
      for (i, m) in slice.enumerated() {
        let x = frame.minX + Double(i) * (cellW + Self.gap)
        let time = Self.timeLabel(m.time, lift: lift)
        canvas.drawText(time, at: Point(x, y), style: TextStyle(size: 8, bold: true), baseline: .top)
        drawName(m.name, at: Point(x, y + 10), width: cellW, on: &canvas)
      }
      y += Self.labelH
      for (r, row) in rows.enumerated() {
        let look = row.timeline.preset.look
        if !row.label.isEmpty {
          canvas.drawText(row.label, at: Point(frame.minX, y + 1), style: TextStyle(size: 7.5, bold: r == 0, color: Color(hex: 0x222222)), baseline: .top)
          y += Self.captionH
        }
        let cellH = Self.box(look).height * s
        for (i, m) in slice.enumerated() {
          let cell = Rect(x: frame.minX + Double(i) * (cellW + Self.gap), y: y, width: cellW, height: cellH)
          let state = row.timeline.state(at: m.time)
          // The onion skin: up to three earlier frames of this row, newest first.
          let n = line * perLine + i
          let earlier = onion ? moments[max(0, n - 3)..<n].reversed().map { row.timeline.state(at: $0.time) } : []
          drawFrame(
            state, look: look, touching: isTouching(row.timeline, at: m.time), in: cell, scale: s,
            factor: factor, shadowFactor: shadowFactor, earlier: earlier, on: &canvas)
          drawNotes(state, row: r, at: m.time, in: cell, outlineMoves: outlineMoves, on: &canvas)
        }
        y += cellH + Self.footH
      }
      y += Self.gap
    }
    if let motion {
      motion.draw(on: &canvas, in: Rect(x: frame.minX, y: y, width: width, height: min(Self.motionH, frame.maxY - y) - 4))
    }
  }

  func isTouching(_ timeline: PressTimeline, at t: Double) -> Bool {
    t < (timeline.release ?? .infinity) || t >= (timeline.repress ?? .infinity)
  }
}
