import Drawing
import Presets

extension Color {
  /// A preset colour as a drawing colour.
  public init(_ c: RGBA) { self.init(red: c.r, green: c.g, blue: c.b, alpha: c.a) }
}

/// One instant of a preset's button: its resting look changed by an animation state, drawn as
/// Core Animation composites it — shadow, fill, background fade, tap circle and title, all
/// under the layer transform (scale, rotation and translation about the centre), with the
/// layer's opacity applied to the whole group.
public struct ButtonSnapshot: Sendable {
  public var look: ButtonLook
  public var state: ButtonState
  /// The touch, in points from the button's top-left (drawn as a small ring), or nil.
  public var touch: Point?
  /// Draws the resting outline dashed over the button, so small scale changes show.
  public var restOutline: Bool

  public init(look: ButtonLook, state: ButtonState, touch: Point? = nil, restOutline: Bool = false) {
    self.look = look
    self.state = state
    self.touch = touch
    self.restOutline = restOutline
  }

  /// Points around the resting button a snapshot needs for the shadow and for growth.
  public static func margin(for look: ButtonLook) -> Double {
    let shadow = look.shadowOpacity > 0 ? 3 * look.shadowRadius + max(abs(look.shadowOffsetX), abs(look.shadowOffsetY)) : 0
    return max(6, min(shadow, 0.15 * max(look.width, look.height)), 0.1 * max(look.width, look.height))
  }

  public var shape: Path {
    .roundedRect(Rect(x: 0, y: 0, width: look.width, height: look.height), cornerRadius: look.cornerRadius)
  }

  /// Draws the button with its resting centre at `center`, `scale` page points per button point.
  public func draw<C: Canvas>(on canvas: inout C, center: Point, scale: Double) {
    let w = look.width, h = look.height
    let layer = AffineTransform.about(
      Point(w / 2, h / 2), scaleX: state.scaleX, scaleY: state.scaleY, rotation: state.rotation,
      translationX: state.translationX, translationY: state.translationY)
    let place = AffineTransform.translation(-w / 2, -h / 2)
      .concatenating(.scale(scale, scale)).concatenating(.translation(center.x, center.y))
    let alpha = max(0, min(1, state.alpha))
    // A button drawn at no size draws nothing (and Cairo would refuse the transform).
    guard place.isInvertible else { return }
    canvas.save()
    canvas.concatenate(place)
    // A layer squeezed flat (scale 0 pressed) shows nothing, as on the device.
    if alpha > 0 && layer.isInvertible {
      canvas.beginGroup()
      canvas.concatenate(layer)
      drawLayer(on: &canvas)
      canvas.endGroup(opacity: alpha)
    }
    if restOutline {
      canvas.stroke(shape, style: StrokeStyle(color: Color(hex: 0x333333).withAlpha(0.8), width: 0.6 / scale, dash: [2 / scale, 1.5 / scale]))
    }
    canvas.restore()
    if let touch {
      // The finger stays where it touched the screen: untransformed button coordinates.
      let p = place.apply(touch)
      canvas.stroke(.circle(center: p, radius: 3.5), style: StrokeStyle(color: .white, width: 2))
      canvas.stroke(.circle(center: p, radius: 3.5), style: StrokeStyle(color: RolePalette.emphasis, width: 1))
    }
  }

  func drawLayer<C: Canvas>(on canvas: inout C) {
    let shape = self.shape
    let shadowAlpha = look.shadowColor.a * max(0, min(1, state.shadowOpacity))
    if shadowAlpha > 0.001 {
      canvas.drawShadow(
        of: shape, color: Color(look.shadowColor).withAlpha(shadowAlpha), blur: max(0, state.shadowRadius),
        offset: Size(state.shadowOffsetX, state.shadowOffsetY))
    }
    canvas.fill(shape, color: Color(look.fill))
    if let fade = look.ripple?.fadeColor, state.backgroundFade > 0 {
      canvas.fill(shape, color: Color(fade).withAlpha(fade.a * min(1, state.backgroundFade)))
    }
    if let ripple = state.ripple, let rippleLook = look.ripple, ripple.opacity > 0, ripple.diameter > 0 {
      canvas.save()
      if !rippleLook.beyondBounds { canvas.clip(to: shape) }
      canvas.fill(
        .circle(center: Point(ripple.centerX, ripple.centerY), radius: ripple.diameter / 2),
        color: Color(rippleLook.color).withAlpha(rippleLook.color.a * min(1, ripple.opacity)))
      canvas.restore()
    }
    if !look.title.isEmpty {
      let size = min(17, look.height * 0.36, look.width / Double(max(4, look.title.count)) * 1.5)
      canvas.drawText(
        look.title, at: Point(look.width / 2, look.height / 2),
        style: TextStyle(size: size, bold: true, color: Color(look.titleColor), alignment: .center), baseline: .middle)
    }
  }
}
