/// Where the tap circle of a material button starts and how big it gets (FACTS.md §7): from a
/// `startDiameter` circle at the touch (or the centre), to the final diameter, then past it by
/// the burst amount when the touch ends.
public struct RippleGeometry: Sendable, Hashable {
  public var centerX: Double
  public var centerY: Double
  public var startDiameter: Double
  public var finalDiameter: Double
  public var burstDiameter: Double

  public init(look: ButtonLook, ripple: RippleLook, tapX: Double, tapY: Double) {
    let w = look.width
    let h = look.height
    centerX = ripple.fromTapLocation ? tapX : w / 2
    centerY = ripple.fromTapLocation ? tapY : h / 2
    startDiameter = ripple.startDiameter
    switch ripple.diameter {
    case .largestSide: finalDiameter = max(w, h)
    case .factorOfLargestSide(let factor): finalDiameter = max(w, h) * factor
    case .points(let points): finalDiameter = points
    case .full:
      // BFPaperButton's tapCircleDiameterFull: the box around the tap that holds the whole view.
      let boxW = ripple.fromTapLocation ? 2 * max(tapX, w - tapX) : w
      let boxH = ripple.fromTapLocation ? 2 * max(tapY, h - tapY) : h
      finalDiameter = (boxW * boxW + boxH * boxH).squareRoot()
    }
    burstDiameter = finalDiameter + ripple.burst
  }

  /// Whether a circle of `diameter` around the centre covers every corner of the button.
  public func covers(width: Double, height: Double, diameter: Double) -> Bool {
    let dx = max(centerX, width - centerX)
    let dy = max(centerY, height - centerY)
    return (dx * dx + dy * dy).squareRoot() <= diameter / 2 + 1e-9
  }
}
