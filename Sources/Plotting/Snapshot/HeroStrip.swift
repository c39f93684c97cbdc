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
  public var perLine = 4
  public var theme = ChartTheme.standard
  /// Below this many page points the outline's movement is multiplied by `exaggeration`.
  public static let visibleOnPaper = 3.0
  static let gap = 8.0
  static let labelH = 20.0
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
  }

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
    return 16 + Self.legendH + Double(lines) * (Self.labelH + rowsH + Self.gap)
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
    canvas.drawText(title, at: Point(frame.minX, y), style: theme.title, baseline: .top)
    y += 16
    drawLegend(on: &canvas, at: Point(frame.minX, y), factor: factor, shadowFactor: shadowFactor)
    y += Self.legendH
    let small = TextStyle(size: 6.5, color: Color(hex: 0x333333))
    let outlineMoves = rows.contains { row in
      moments.contains { PressMoments.outlinePixels(row.timeline.state(at: $0.time), look: row.timeline.preset.look) > 1e-6 }
    }
    for line in 0..<lines {
      let slice = Array(moments.dropFirst(line * perLine).prefix(perLine))
      for (i, m) in slice.enumerated() {
        let x = frame.minX + Double(i) * (cellW + Self.gap)
        let time = "\(compactText(m.time * 1000)) ms"
        canvas.drawText(time, at: Point(x, y), style: TextStyle(size: 8, bold: true), baseline: .top)
        if !m.name.isEmpty {
          var style = TextStyle(size: 7, color: Color(hex: 0x333333))
          if canvas.measure(m.name, style: style).width > cellW { style.size = 5.5 }
          canvas.drawText(m.name, at: Point(x, y + 10), style: style, baseline: .top)
        }
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
          drawFrame(state, look: look, touching: isTouching(row.timeline, at: m.time), tap: Point(row.timeline.tapX, row.timeline.tapY), in: cell, scale: s, factor: factor, shadowFactor: shadowFactor, on: &canvas)
          // How far the outline is from rest (when it ever moves); a later row says how it
          // differs from the first.
          let px = PressMoments.outlinePixels(state, look: look)
          if outlineMoves {
            var text = "\(compactText(px, significant: 2)) px"
            var color = Color(hex: 0x333333)
            if r > 0 {
              let first = PressMoments.outlinePixels(rows[0].timeline.state(at: m.time), look: rows[0].timeline.preset.look)
              if abs(px - first) >= 0.5 {
                text += ", \(rows[0].short) \(compactText(first, significant: 2))"
                color = OkabeIto.vermillion
              }
            }
            canvas.drawText(text, at: Point(cell.minX + 2, cell.minY + 1.5), style: TextStyle(size: 6.5, bold: color != Color(hex: 0x333333), color: color), baseline: .top)
          }
          // Shadow, opacity and tap circle: said below, in vermillion where a later row differs.
          let extras = Self.otherChanges(state, look: look)
          let firstExtras = Self.otherChanges(rows[0].timeline.state(at: m.time), look: rows[0].timeline.preset.look)
          let differs = r > 0 && extras != firstExtras
          let shown = differs && extras.isEmpty ? "at rest" : extras
          if !shown.isEmpty {
            var style = (differs ? small.colored(OkabeIto.vermillion) : small).aligned(.right)
            if canvas.measure(shown, style: style).width > cellW { style.size = 5.5 }
            canvas.drawText(shown, at: Point(cell.maxX, cell.maxY + 1), style: style, baseline: .top)
          }
        }
        y += cellH + Self.footH
      }
      y += Self.gap
    }
  }

  func isTouching(_ timeline: PressTimeline, at t: Double) -> Bool {
    t < (timeline.release ?? .infinity) || t >= (timeline.repress ?? .infinity)
  }

  /// Opacity, shadow and tap-circle values that differ from rest, in a few words.
  static func otherChanges(_ s: ButtonState, look: ButtonLook) -> String {
    var parts: [String] = []
    if abs(s.alpha - 1) >= 0.01 { parts.append("alpha \(compactText(s.alpha, significant: 2))") }
    if look.shadowOpacity > 0, abs(s.shadowRadius - look.shadowRadius) >= 0.05 || abs(s.shadowOffsetY - look.shadowOffsetY) >= 0.05 {
      parts.append("shadow r \(compactText(s.shadowRadius, significant: 2)), y \(compactText(s.shadowOffsetY, significant: 2))")
    }
    if let ripple = s.ripple, ripple.opacity > 0.01 { parts.append("ripple ⌀\(compactText(ripple.diameter, significant: 3))") }
    return parts.joined(separator: "  ")
  }

  func drawFrame<C: Canvas>(
    _ state: ButtonState, look: ButtonLook, touching: Bool, tap: Point, in cell: Rect, scale s: Double, factor: Double, shadowFactor: Double?,
    on canvas: inout C
  ) {
    canvas.fill(cell, color: Color(hex: 0xF4F4F4))
    canvas.save()
    canvas.clip(to: .rect(cell))
    let center = Point(cell.midX, cell.midY)
    ButtonSnapshot(look: look, state: state).draw(on: &canvas, center: center, scale: s)
    let w = look.width, h = look.height
    let place = AffineTransform.translation(-w / 2, -h / 2).concatenating(.scale(s, s)).concatenating(.translation(center.x, center.y))
    let shape = Path.roundedRect(Rect(x: 0, y: 0, width: w, height: h), cornerRadius: look.cornerRadius)
    canvas.stroke(shape.applying(place), style: StrokeStyle(color: Color(hex: 0x222222).withAlpha(0.85), width: 0.6, dash: [2, 1.5]))
    if let f = shadowFactor, Self.shadowChange(state, look: look) >= 0.05 {
      // The shadow's edge (its shape moved by the offset, grown by the radius), its change from
      // rest multiplied by f, under the layer transform like the shadow itself.
      let dx = look.shadowOffsetX + f * (state.shadowOffsetX - look.shadowOffsetX)
      let dy = look.shadowOffsetY + f * (state.shadowOffsetY - look.shadowOffsetY)
      let r = max(0, look.shadowRadius + f * (state.shadowRadius - look.shadowRadius))
      let edge = Path.roundedRect(Rect(x: dx - r, y: dy - r, width: w + 2 * r, height: h + 2 * r), cornerRadius: look.cornerRadius + r)
      let layer = AffineTransform.about(
        Point(w / 2, h / 2), scaleX: state.scaleX, scaleY: state.scaleY, rotation: state.rotation,
        translationX: state.translationX, translationY: state.translationY)
      canvas.stroke(edge.applying(layer.concatenating(place)), style: StrokeStyle(color: OkabeIto.blue, width: 0.7, dash: [1, 1.2]))
    }
    if PressMoments.outlinePixels(state, look: look) > 1e-6 {
      let moved = AffineTransform.about(
        Point(w / 2, h / 2), scaleX: 1 + factor * (state.scaleX - 1), scaleY: 1 + factor * (state.scaleY - 1), rotation: factor * state.rotation,
        translationX: factor * state.translationX, translationY: factor * state.translationY)
      canvas.stroke(shape.applying(moved.concatenating(place)), style: StrokeStyle(color: OkabeIto.vermillion, width: 0.9))
    }
    canvas.restore()
    if touching {
      // The finger under the tap point, below the frame: never over the title or the button.
      let p = place.apply(tap)
      let x = min(cell.maxX - 4, max(cell.minX + 4, p.x))
      Self.drawTouchMark(on: &canvas, at: Point(x, cell.maxY + 6))
    }
  }

  static func drawTouchMark<C: Canvas>(on canvas: inout C, at foot: Point) {
    let mark = Path.polyline([Point(foot.x, foot.y - 5), Point(foot.x - 3.2, foot.y), Point(foot.x + 3.2, foot.y), Point(foot.x, foot.y - 5)])
    canvas.fill(mark, color: OkabeIto.vermillion)
  }

  func drawLegend<C: Canvas>(on canvas: inout C, at origin: Point, factor: Double, shadowFactor: Double?) {
    let style = TextStyle(size: 7, color: Color(hex: 0x333333))
    var x = origin.x
    let mid = origin.y + 4
    canvas.stroke(.line(from: Point(x, mid), to: Point(x + 14, mid)), style: StrokeStyle(color: Color(hex: 0x222222), width: 0.6, dash: [2, 1.5]))
    x += 17
    canvas.drawText("rest outline", at: Point(x, mid), style: style, baseline: .middle)
    x += canvas.measure("rest outline", style: style).width + 10
    canvas.stroke(.line(from: Point(x, mid), to: Point(x + 14, mid)), style: StrokeStyle(color: OkabeIto.vermillion, width: 0.9))
    x += 17
    let moved = factor > 1 ? "outline, movement drawn ×\(compactText(factor))" : "outline (true size)"
    canvas.drawText(moved, at: Point(x, mid), style: style.colored(factor > 1 ? OkabeIto.vermillion : Color(hex: 0x333333)), baseline: .middle)
    x += canvas.measure(moved, style: style).width + 10
    if let f = shadowFactor {
      canvas.stroke(.line(from: Point(x, mid), to: Point(x + 14, mid)), style: StrokeStyle(color: OkabeIto.blue, width: 0.7, dash: [1, 1.2]))
      x += 17
      let text = f > 1 ? "shadow edge, lift drawn ×\(compactText(f))" : "shadow edge"
      canvas.drawText(text, at: Point(x, mid), style: style.colored(OkabeIto.blue), baseline: .middle)
      x += canvas.measure(text, style: style).width + 10
    }
    // Second line: the finger and the numbers.
    x = origin.x
    let second = mid + 11
    Self.drawTouchMark(on: &canvas, at: Point(x + 4, second + 3))
    x += 11
    canvas.drawText("finger down", at: Point(x, second), style: style, baseline: .middle)
    x += canvas.measure("finger down", style: style).width + 10
    canvas.drawText("px: how far the outline is from rest, in device pixels", at: Point(x, second), style: style, baseline: .middle)
  }
}
