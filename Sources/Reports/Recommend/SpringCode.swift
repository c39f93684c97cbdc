import Curves
import TextFormats

#if canImport(Glibc)
  import Glibc
#endif

/// The Swift a developer pastes to get a given spring from UIKit, Core Animation and SwiftUI.
///
/// All three are mass-1 springs with the same ω0 = √(k/m), ζ and initial velocity (in fractions of
/// the travel per second, FACTS.md §1), so they draw the same curve. What differs is the end:
/// `UIView.animate` removes the spring at `duration` (a snap of `uikitEndJump` of the travel), a
/// `CASpringAnimation` ends at its `duration`, SwiftUI runs to rest.
public struct SpringCode: Sendable, Hashable {
  public var dampingRatio: Double
  public var omega0: Double
  public var velocity: Double
  /// The UIView duration whose solver gives this ω0; nil when UIKit cannot make the spring.
  public var uikitDuration: Double?
  /// Why UIKit cannot, when it cannot.
  public var uikitProblem: String?
  /// x(d) − 1 where UIKit removes the animation.
  public var uikitEndJump: Double?
  public var settlingDuration: Double

  /// `duration` is the UIView duration when the spring came from one (it is then used as is).
  public init(spring: Spring, uikitDuration given: Double? = nil) {
    let normal = Spring(mass: 1, stiffness: spring.omega0 * spring.omega0, damping: 2 * spring.dampingRatio * spring.omega0,
      initialVelocity: spring.initialVelocity, allowsOverdamping: spring.dampingRatio > 1)
    dampingRatio = spring.dampingRatio
    omega0 = spring.omega0
    velocity = spring.initialVelocity
    settlingDuration = normal.settlingDuration()
    if let given {
      uikitDuration = given
    } else if dampingRatio > 1 + 1e-9 {
      uikitProblem = "UIKit clamps the damping ratio to 1, so it cannot make this overdamped spring (ζ = \(Self.text(dampingRatio, 3)))"
    } else if let d = Self.uikitDuration(zeta: dampingRatio, omega: omega0, velocity: velocity) {
      let check = UIKitSpringSolver(duration: d, dampingRatio: dampingRatio, velocity: velocity)
      if check.hasValidRoot, abs(check.omega - omega0) <= 1e-3 * omega0 {
        uikitDuration = d
      } else {
        uikitProblem = "UIKit's duration solver lands on a different spring for these values"
      }
    } else {
      uikitProblem = "no UIView duration between 0.01 and 10 s gives this spring"
    }
    if let d = uikitDuration { uikitEndJump = normal.value(at: d) - 1 }
  }

  /// Inverts UIKit's settle condition (FACTS.md §1): the error term is ε = 0.001 at t = d.
  static func uikitDuration(zeta: Double, omega w: Double, velocity v: Double) -> Double? {
    let eps = UIKitSpringSolver.epsilon
    var d: Double
    if zeta < 1 {
      let s = (1 - zeta * zeta).squareRoot()
      let r = abs((zeta * w - v) / (s * w))
      guard r > eps else { return nil }
      d = log(r / eps) / (zeta * w)
    } else {
      // ((ω − v)d + 1)e^(−ωd) = ε, decreasing in d once past its peak: bisect.
      func f(_ d: Double) -> Double { ((w - v) * d + 1) * exp(-w * d) - eps }
      var lo = max(0, (w - v) > 0 ? (1 / w - 1 / (w - v)) : 0), hi = 10.0
      guard f(lo) > 0, f(hi) < 0 else { return nil }
      for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if f(mid) > 0 { lo = mid } else { hi = mid }
      }
      d = (lo + hi) / 2
    }
    guard UIKitSpringSolver.durationRange.contains(d) else { return nil }
    return d
  }

  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
  public var perceptualDuration: Double { 2 * Double.pi / omega0 }

  /// `UIView.animate(...usingSpringWithDamping:initialSpringVelocity:...)`.
  public func uikit(property: String) -> String {
    guard let d = uikitDuration else { return "// \(uikitProblem ?? "UIKit cannot make this spring"); use the CASpringAnimation below." }
    var text = """
      UIView.animate(withDuration: \(Self.text(d)), delay: 0,
                     usingSpringWithDamping: \(Self.text(min(1, dampingRatio))),
                     initialSpringVelocity: \(Self.text(velocity)),
                     options: [.allowUserInteraction, .beginFromCurrentState]) {
          \(property)
      }
      """
    if let jump = uikitEndJump, abs(jump) >= 0.0005 {
      text += "\n// UIKit removes the spring at \(Self.text(d)) s: it jumps the last \(Self.text(abs(jump) * 100, 2))% of the travel."
    }
    return text
  }

  /// The `CASpringAnimation` settings for the same curve.
  public func coreAnimation(keyPath: String, from: String, to: String) -> String {
    let duration = uikitDuration.map { "\(Self.text($0))  // as UIKit; spring.settlingDuration (\(Self.text(settlingDuration)) s) runs it to rest" }
      ?? "spring.settlingDuration"
    return """
      let spring = CASpringAnimation(keyPath: "\(keyPath)")
      spring.mass = 1
      spring.stiffness = \(Self.text(omega0 * omega0))
      spring.damping = \(Self.text(2 * dampingRatio * omega0))
      spring.initialVelocity = \(Self.text(velocity))\(dampingRatio > 1 ? "\nspring.allowsOverdamping = true" : "")
      spring.fromValue = \(from)
      spring.toValue = \(to)
      spring.duration = \(duration)
      """
  }

  /// SwiftUI's `.spring(duration:bounce:)` (iOS 17), which runs to rest.
  public func swiftUI(value: String) -> String {
    var text = ".animation(.spring(duration: \(Self.text(perceptualDuration)), bounce: \(Self.text(bounce))), value: \(value))"
    if abs(velocity) > 1e-12 {
      text += "\n// With the initial velocity (same units, fractions of the travel per second):\n"
      text += "// .animation(.interpolatingSpring(duration: \(Self.text(perceptualDuration)), bounce: \(Self.text(bounce)), initialVelocity: \(Self.text(velocity))), value: \(value))"
    }
    return text
  }

  /// Up to `digits` significant digits, no trailing zeros.
  static func text(_ x: Double, _ digits: Int = 4) -> String { NumberText.significant(x, digits: digits) }
}
