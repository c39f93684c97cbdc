#if canImport(Glibc)
  import Glibc
#endif

extension Spring {
  /// iOS 17 / SwiftUI `Spring(duration:bounce:)` (FACTS.md §2–3): ζ = 1 − bounce for bounce ≥ 0, else
  /// 1/(1 + bounce); k = (2π/T)², c = 4πζ/T, mass 1; overdamping allowed.
  public static func swiftUI(duration: Double, bounce: Double) -> Spring {
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return swiftUI(response: duration, dampingRatio: zeta)
  }

  /// SwiftUI `Spring(response:dampingRatio:)`: k = (2π/response)², c = 2√k·ζ, mass 1.
  public static func swiftUI(response: Double, dampingRatio zeta: Double) -> Spring {
    let k = pow(2 * Double.pi / response, 2)
    return Spring(mass: 1, stiffness: k, damping: 4 * Double.pi * zeta / response, allowsOverdamping: true)
  }
}
