import CurveAnalysis
import Drawing
import Presets

extension HeroStrip {
  /// Opacity and shadow values that differ from rest, in a few words.
  static func otherChanges(_ s: ButtonState, look: ButtonLook) -> String {
    var parts: [String] = []
    if abs(s.alpha - 1) >= 0.01 { parts.append("alpha \(compactText(s.alpha, significant: 2))") }
    if look.shadowOpacity > 0, abs(s.shadowRadius - look.shadowRadius) >= 0.05 || abs(s.shadowOffsetY - look.shadowOffsetY) >= 0.05 {
      parts.append("shadow r \(compactText(s.shadowRadius, significant: 2)), y \(compactText(s.shadowOffsetY, significant: 2))")
    }
    return parts.joined(separator: "  ")
  }

  /// What a frame says beside its picture: how far the outline is from rest (top left, when it
  /// ever moves), the tap circle's size and opacity (top right), and the shadow and opacity
  /// (below); a later row says where it differs from the first, in vermillion.
  func drawNotes<C: Canvas>(_ state: ButtonState, row r: Int, at t: Double, in cell: Rect, outlineMoves: Bool, on canvas: inout C) {
    let look = rows[r].timeline.preset.look
    let cellW = cell.width
    let small = TextStyle(size: 6.5, color: Color(hex: 0x333333))
    let first = rows[0].timeline.state(at: t)
    // How far the outline is from rest (when it ever moves); a later row says how it
    // differs from the first.
    let px = PressMoments.outlinePixels(state, look: look)
    if outlineMoves {
      var text = "\(compactText(px, significant: 2)) px"
      var color = Color(hex: 0x333333)
      if r > 0 {
        let firstPx = PressMoments.outlinePixels(first, look: rows[0].timeline.preset.look)
        if abs(px - firstPx) >= 0.5 {
          text += ", \(rows[0].short) \(compactText(firstPx, significant: 2))"
          color = RolePalette.emphasis
        }
      }
      canvas.drawText(text, at: Point(cell.minX + 2, cell.minY + 1.5), style: TextStyle(size: 6.5, bold: color != Color(hex: 0x333333), color: color), baseline: .top)
    }
    // Shadow and opacity: said below, in vermillion where a later row differs.
    let extras = Self.otherChanges(state, look: look)
    let firstExtras = Self.otherChanges(first, look: rows[0].timeline.preset.look)
    let differs = r > 0 && extras != firstExtras
    let shown = differs && extras.isEmpty ? "at rest" : extras
    if !shown.isEmpty {
      var style = (differs ? small.colored(RolePalette.emphasis) : small).aligned(.right)
      if canvas.measure(shown, style: style).width > cellW { style.size = 5.5 }
      canvas.drawText(shown, at: Point(cell.maxX, cell.maxY + 1), style: style, baseline: .top)
    }
    if let ripple = Self.rippleText(state) {
      let differs = r > 0 && ripple != Self.rippleText(first)
      canvas.drawText(ripple, at: Point(cell.maxX - 2, cell.minY + 1.5), style: (differs ? small.colored(RolePalette.emphasis) : small).aligned(.right), baseline: .top)
    }
  }

  /// A moment's name under its time: smaller when it is wider than the frame, and on two lines
  /// (split at a comma) when it is wider still.
  func drawName<C: Canvas>(_ name: String, at origin: Point, width: Double, on canvas: inout C) {
    guard !name.isEmpty else { return }
    var style = TextStyle(size: 7, color: Color(hex: 0x333333))
    if canvas.measure(name, style: style).width > width { style.size = 5.5 }
    guard canvas.measure(name, style: style).width > width, let cut = name.ranges(of: ", ").last(where: {
      canvas.measure(String(name[..<$0.lowerBound]) + ",", style: style).width <= width
    }) else {
      canvas.drawText(name, at: origin, style: style, baseline: .top)
      return
    }
    canvas.drawText(String(name[..<cut.lowerBound]) + ",", at: origin, style: style, baseline: .top)
    canvas.drawText(String(name[cut.upperBound...]), at: Point(origin.x, origin.y + 6.5), style: style, baseline: .top)
  }

  /// "circle ⌀120 pt, 48 %": the tap circle's diameter and opacity; nil when it does not show.
  static func rippleText(_ s: ButtonState) -> String? {
    guard let ripple = s.ripple, ripple.opacity > 0.01 else { return nil }
    return "circle ⌀\(compactText(ripple.diameter, significant: 3)) pt, \(compactText((ripple.opacity * 100).rounded())) %"
  }

  func drawFrame<C: Canvas>(
    _ state: ButtonState, look: ButtonLook, touching: Bool, in cell: Rect, scale s: Double, factor: Double, shadowFactor: Double?,
    earlier: [ButtonState] = [], on canvas: inout C
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
      canvas.stroke(edge.applying(layer.concatenating(place)), style: StrokeStyle(color: RolePalette.style(of: .shadowRadius).color, width: 0.7, dash: [1, 1.2]))
    }
    Self.drawRippleEdge(state, look: look, place: place, on: &canvas)
    // Earlier frames fade with age, under the frame's own outline, at the same factor.
    for (age, before) in earlier.enumerated() where PressMoments.outlinePixels(before, look: look) > 1e-6 {
      canvas.stroke(Self.movedOutline(before, look: look, factor: factor, place: place), style: Self.onionStyle(age: age))
    }
    if PressMoments.outlinePixels(state, look: look) > 1e-6 {
      canvas.stroke(Self.movedOutline(state, look: look, factor: factor, place: place), style: StrokeStyle(color: RolePalette.emphasis, width: 0.9))
    }
    canvas.restore()
    if touching {
      // The finger below the frame's left edge: never over the title, the button or the notes
      // right-aligned beside it (a tap circle shows where the finger touched).
      Self.drawTouchMark(on: &canvas, at: Point(cell.minX + 4, cell.maxY + 6))
    }
  }

  /// The outline of the button in `state`, its movement from rest multiplied by `factor`.
  static func movedOutline(_ state: ButtonState, look: ButtonLook, factor: Double, place: AffineTransform) -> Path {
    let w = look.width, h = look.height
    let moved = AffineTransform.about(
      Point(w / 2, h / 2), scaleX: 1 + factor * (state.scaleX - 1), scaleY: 1 + factor * (state.scaleY - 1), rotation: factor * state.rotation,
      translationX: factor * state.translationX, translationY: factor * state.translationY)
    return Path.roundedRect(Rect(x: 0, y: 0, width: w, height: h), cornerRadius: look.cornerRadius).applying(moved.concatenating(place))
  }

  /// An earlier frame's outline in the onion skin: the older, the fainter.
  static func onionStyle(age: Int) -> StrokeStyle {
    StrokeStyle(color: RolePalette.emphasis.withAlpha([0.5, 0.3, 0.15][min(age, 2)]), width: 0.6)
  }

  /// The tap circle's edge, dotted, where `ButtonSnapshot` fills it (its centre, diameter and
  /// clip, under the layer transform): a faint circle stays visible on paper.
  static func drawRippleEdge<C: Canvas>(_ state: ButtonState, look: ButtonLook, place: AffineTransform, on canvas: inout C) {
    guard let ripple = state.ripple, let rippleLook = look.ripple, ripple.opacity > 0.001, ripple.diameter > 0 else { return }
    let w = look.width, h = look.height
    let layer = AffineTransform.about(
      Point(w / 2, h / 2), scaleX: state.scaleX, scaleY: state.scaleY, rotation: state.rotation,
      translationX: state.translationX, translationY: state.translationY).concatenating(place)
    canvas.save()
    if !rippleLook.beyondBounds { canvas.clip(to: ButtonSnapshot(look: look, state: state).shape.applying(layer)) }
    let circle = Path.circle(center: Point(ripple.centerX, ripple.centerY), radius: ripple.diameter / 2).applying(layer)
    canvas.stroke(circle, style: rippleEdge)
    canvas.restore()
  }

  static let rippleEdge = StrokeStyle(color: Color(hex: 0x222222).withAlpha(0.7), width: 0.5, dash: [1, 1])

  static func drawTouchMark<C: Canvas>(on canvas: inout C, at foot: Point) {
    let mark = Path.polyline([Point(foot.x, foot.y - 5), Point(foot.x - 3.2, foot.y), Point(foot.x + 3.2, foot.y), Point(foot.x, foot.y - 5)])
    canvas.fill(mark, color: RolePalette.emphasis)
  }

  func drawLegend<C: Canvas>(on canvas: inout C, at origin: Point, factor: Double, shadowFactor: Double?, onion: Bool = false) {
    let style = TextStyle(size: 7, color: Color(hex: 0x333333))
    var x = origin.x
    let mid = origin.y + 4
    func entry(_ line: StrokeStyle, _ text: String, _ color: Color, at y: Double) {
      canvas.stroke(.line(from: Point(x, y), to: Point(x + 14, y)), style: line)
      x += 17
      canvas.drawText(text, at: Point(x, y), style: style.colored(color), baseline: .middle)
      x += canvas.measure(text, style: style).width + 10
    }
    let ink = Color(hex: 0x333333)
    entry(StrokeStyle(color: Color(hex: 0x222222), width: 0.6, dash: [2, 1.5]), "rest outline", ink, at: mid)
    let moved = factor > 1 ? "outline, movement drawn ×\(compactText(factor))" : "outline (true size)"
    entry(StrokeStyle(color: RolePalette.emphasis, width: 0.9), moved, factor > 1 ? RolePalette.emphasis : ink, at: mid)
    if let f = shadowFactor {
      entry(StrokeStyle(color: RolePalette.style(of: .shadowRadius).color, width: 0.7, dash: [1, 1.2]), f > 1 ? "shadow edge, lift drawn ×\(compactText(f))" : "shadow edge", RolePalette.style(of: .shadowRadius).color, at: mid)
    }
    if rows.contains(where: { $0.timeline.preset.look.ripple != nil }) { entry(Self.rippleEdge, "tap circle's edge", ink, at: mid) }
    // Second line: the finger, the earlier frames and the numbers.
    x = origin.x
    let second = mid + 11
    Self.drawTouchMark(on: &canvas, at: Point(x + 4, second + 3))
    x += 11
    canvas.drawText("finger down", at: Point(x, second), style: style, baseline: .middle)
    x += canvas.measure("finger down", style: style).width + 10
    if onion { entry(Self.onionStyle(age: 0), "earlier frames, fading", RolePalette.emphasis, at: second) }
    canvas.drawText("px: how far the outline is from rest, in device pixels", at: Point(x, second), style: style, baseline: .middle)
  }
}
