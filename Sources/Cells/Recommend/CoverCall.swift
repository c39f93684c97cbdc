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
    guard let d = curve.runDuration, let b = curve.timingFunction else { return nil }
    if view, curve.model == .uikitCurve, let option = CurveCall.uikitOption(b) {
      return "UIView.animate(\(CurveCall.uikitTiming(duration: d, delay: delay)), options: [\(option)]) {}"
    }
    // Page 1 names a timing function only when its points are exact.
    let function = CurveCall.timingFunction(b, tolerance: 1e-9)
    return "let a = CABasicAnimation(keyPath: \"\(target.keyPath)\"); a.duration = \(SpringCode.text(d)); a.timingFunction = \(function)"
      + (delay > 0 ? "; a.beginTime = CACurrentMediaTime() + \(SpringCode.text(delay))" : "")
  }
}
