import Curves
import Recommendation

/// A pick as the one call a developer types, for page 1's decision sheet: `UIView.animate` for the
/// view's transform or alpha, a Core Animation animation for a layer's property. Valid Swift (the
/// tests type-check page 1's text); its block is left empty to keep page 1 short: the chapter's
/// snippets set every property of the phase, and a press's depth is in the verdict.
enum CoverCall {
  /// `curve` animating `target`, `delay` seconds in; nil for a curve no one call makes.
  static func call(_ curve: Curve, target: ReleaseTarget, delay: Double = 0, uikitDuration: Double? = nil) -> String? {
    // UIView.animate animates the view's own properties only; a layer's go through Core Animation.
    let view = target.uikitLine != nil
    if let spring = curve.springModel {
      let code = SpringCode(spring: spring, uikitDuration: uikitDuration)
      if view, let d = code.uikitDuration {
        return "UIView.animate(\(code.uikitArguments(duration: d, delay: delay).joined(separator: ", "))) {}"
      }
      let velocity = abs(code.velocity) > 1e-12 ? "; a.initialVelocity = \(SpringCode.text(code.velocity, 3))" : ""
      return velocity.isEmpty ? code.coreAnimationInit : "let a = \(code.coreAnimationInit)\(velocity)"
    }
    guard let d = curve.runDuration else { return nil }
    if view, curve.model == .uikitCurve, case .word(let word)? = curve.spec.value(of: "curve") {
      let option = ".curve" + word.prefix(1).uppercased() + word.dropFirst()
      return "UIView.animate(withDuration: \(SpringCode.text(d)), delay: \(SpringCode.text(delay)), options: [\(option)]) {}"
    }
    guard let b = curve.timingFunction else { return nil }
    let points = [b.x1, b.y1, b.x2, b.y2]
    let function =
      CubicBezier.namedPoints.first { n in zip([n.points.0, n.points.1, n.points.2, n.points.3], points).allSatisfy { abs($0 - $1) < 1e-9 } }.map { "CAMediaTimingFunction(name: .\($0.name))" }
      ?? "CAMediaTimingFunction(controlPoints: \(points.map { SpringCode.text($0) }.joined(separator: ", ")))"
    return "let a = CABasicAnimation(keyPath: \"\(target.keyPath)\"); a.duration = \(SpringCode.text(d)); a.timingFunction = \(function)"
      + (delay > 0 ? "; a.beginTime = CACurrentMediaTime() + \(SpringCode.text(delay))" : "")
  }
}
