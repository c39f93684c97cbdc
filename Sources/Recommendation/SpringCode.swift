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

  /// Columns a snippet line may take, so a code block never wraps a line into invalid code.
  public static let maxColumns = 72

  /// `UIView.animate(...usingSpringWithDamping:initialSpringVelocity:...)` around `lines`, its
  /// duration explained; `delay` is the wait before it starts (PEButton's press effect).
  public func uikit(lines: [String], delay: Double = 0) -> String {
    guard let d = uikitDuration else {
      return Self.comment("\(uikitProblem ?? "UIKit cannot make this spring"); use the CASpringAnimation below.")
    }
    var why = "Damping ratio \(Self.ratio(min(1, dampingRatio))) (1 = no bounce). UIKit removes the spring at \(Self.seconds(d)) s"
    if let jump = uikitEndJump, abs(jump) >= 0.0005 {
      why += " and jumps the last \(Self.text(abs(jump) * 100, 2))% of the travel"
    }
    let arguments = uikitArguments(duration: d, delay: delay)
    return Self.comment(why + ".") + "\n" + """
      UIView.animate(
          \(arguments[0]), \(arguments[1]),
          \(arguments[2]), \(arguments[3]),
          options: [.allowUserInteraction, .beginFromCurrentState]
      ) {
      \(lines.map { "    " + $0 }.joined(separator: "\n"))
      }
      """
  }

  /// `withDuration: 0.105`, `delay: 0`, `usingSpringWithDamping: 0.8`, `initialSpringVelocity: 1`:
  /// the spring's arguments of `UIView.animate`, as every snippet and page 1 write them.
  package func uikitArguments(duration d: Double, delay: Double) -> [String] {
    [
      "withDuration: \(Self.seconds(d))", "delay: \(Self.seconds(delay))", "usingSpringWithDamping: \(Self.ratio(min(1, dampingRatio)))",
      "initialSpringVelocity: \(Self.text(velocity, 3))",
    ]
  }

  /// `CASpringAnimation(perceptualDuration:bounce:)` (iOS 17) of this spring: SwiftUI's duration and
  /// bounce, four significant digits; its initial velocity is set apart.
  package var coreAnimationInit: String { "CASpringAnimation(perceptualDuration: \(Self.text(perceptualDuration)), bounce: \(Self.text(bounce)))" }

  /// Why the `CASpringAnimation` runs as long as it does.
  public var coreAnimationComment: String {
    Self.comment(
      uikitDuration.map {
        "The same spring. duration \(Self.seconds($0)) s removes it where UIKit does; settlingDuration (\(Self.seconds(settlingDuration)) s) runs it to rest."
      } ?? "The same spring, run to rest: duration is its settlingDuration (\(Self.seconds(settlingDuration)) s).")
  }

  /// The lines that make `name` a `CASpringAnimation` of this spring (no key path: the caller
  /// gives each property its own).
  public func coreAnimationSettings(_ name: String) -> [String] {
    [
      "let \(name) = CASpringAnimation()", "\(name).mass = 1", "\(name).stiffness = \(Self.text(omega0 * omega0))",
      "\(name).damping = \(Self.text(2 * dampingRatio * omega0))  // a coefficient, not a ratio",
      "\(name).initialVelocity = \(Self.text(velocity, 3))",
    ] + (dampingRatio > 1 ? ["\(name).allowsOverdamping = true"] : [])
      + ["\(name).duration = \(uikitDuration.map { Self.seconds($0) } ?? "\(name).settlingDuration")"]
  }

  /// Why SwiftUI's spring reads as it does.
  public var swiftUIComment: String {
    var why = "SwiftUI runs it to rest; duration is the spring's period, not its length."
    if namedSpring == nil, let close = closeSpring { why += " Close to \(close)." }
    return why
  }

  /// The SwiftUI animation that draws this spring: `.spring(duration:bounce:)` from rest, else
  /// `.interpolatingSpring(duration:bounce:initialVelocity:)` (`.spring(duration:bounce:)` takes no
  /// velocity); the function's name and its arguments. The duration and bounce are this spring's,
  /// converted: four significant digits keep the curve within a tenth of a device pixel.
  var swiftUICall: (name: String, arguments: String) {
    let shape = "duration: \(Self.text(perceptualDuration)), bounce: \(Self.text(bounce))"
    return abs(velocity) > 1e-12
      ? ("interpolatingSpring", shape + ", initialVelocity: \(Self.text(velocity, 3))") : ("spring", shape)
  }

  /// The SwiftUI spring as the decision table and the snippet write it: a real call (SwiftUI's
  /// named spring when it is exactly that one).
  public var swiftUIName: String {
    if abs(velocity) <= 1e-12, let named = namedSpring { return named }
    let (name, arguments) = swiftUICall
    return ".\(name)(\(arguments))"
  }

  /// SwiftUI's named springs (FACTS.md §3: `.smooth` bounce 0, `.snappy` 0.15, `.bouncy` 0.3, each
  /// with a duration).
  static let named = [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3)]

  /// The named spring that is this very spring (to the four digits printed), when there is one.
  public var namedSpring: String? {
    guard dampingRatio <= 1, let (name, _) = Self.named.first(where: { abs($0.1 - bounce) < 5e-5 }) else { return nil }
    return abs(perceptualDuration - 0.5) < 5e-5 ? ".\(name)" : ".\(name)(duration: \(Self.text(perceptualDuration)))"
  }

  /// The named spring within 0.02 of this bounce, for a comment only.
  var closeSpring: String? {
    guard dampingRatio <= 1 else { return nil }
    return Self.named.first(where: { abs($0.1 - bounce) <= 0.02 }).map { ".\($0.0)" }
  }

  /// Seconds to the millisecond, ratios to two decimals: the precision a designer reads.
  static func seconds(_ x: Double) -> String { NumberText.significant(Refinement.rounded(x, step: 0.001), digits: 9) }
  static func ratio(_ x: Double) -> String { NumberText.significant(Refinement.rounded(x, step: 0.01), digits: 9) }

  /// `text` as `//` comment lines of at most `maxColumns`, broken between words.
  package static func comment(_ text: String, width: Int = maxColumns) -> String {
    var lines: [String] = []
    var line = "//"
    for word in Self.words(text) {
      if line.count + 1 + word.count > width, line != "//" {
        lines.append(line)
        line = "//"
      }
      line += " " + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// The words of `text`, a number kept with its unit ("500 ms", "0.1 s.") so no line starts with one.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    for word in text.split(separator: " ").map(String.init) {
      var unit = Substring(word)
      while let c = unit.last, ".,;:)".contains(c) { unit = unit.dropLast() }
      if ["ms", "s", "pt", "px"].contains(unit), let last = words.last?.last, last.isNumber {
        words[words.count - 1] += " " + word
      } else {
        words.append(word)
      }
    }
    return words
  }

  /// Up to `digits` significant digits, no trailing zeros.
  package static func text(_ x: Double, _ digits: Int = 4) -> String { NumberText.significant(x, digits: digits) }
}
