import CurveAnalysis
import Curves
import TextFormats

/// The screen an export is judged on: the travel and the screen scale make half a device pixel a
/// fraction of the travel, the most an export may stray from the curve.
public struct ExportSettings: Sendable, Hashable {
  public var travelPoints: Double
  public var screenScale: Double
  public var devicePixels: Double

  public init(
    travelPoints: Double = DisplaySettings.standard.travelPoints, screenScale: Double = DisplaySettings.standard.screenScale,
    devicePixels: Double = DisplaySettings.standard.visibleDevicePixels
  ) {
    self.travelPoints = travelPoints
    self.screenScale = screenScale
    self.devicePixels = devicePixels
  }

  /// `devicePixels` as a fraction of the travel: how far an export may stray from the curve.
  public var tolerance: Double { devicePixels / (travelPoints * screenScale) }
  /// A progress difference in device pixels.
  func pixels(_ progress: Double) -> Double { progress * travelPoints * screenScale }
}

/// A curve as an export reproduces it: a spring or a timing function over a duration, its delay,
/// and where UIKit cuts it off.
struct Motion {
  enum Shape {
    case spring(Spring)
    case eased(CubicBezier, duration: Double)
  }
  var shape: Shape
  var delay: Double
  /// Seconds after the delay at which UIKit (or Core Animation, at a `CASpringAnimation`'s
  /// duration) removes the spring and the value jumps to rest.
  var cut: Double?
  /// Who removes it: "UIKit" or "Core Animation".
  var remover = "UIKit"
  /// The farthest the uncut spring strays from rest after the cut, as a fraction of the travel.
  var strayAfterCut = 0.0
  /// Seconds after the delay from which the motion stays within a quarter tolerance of rest.
  var rest: Double
  /// What the reader of the export must know (a clamp applied, the cut-off).
  var notes: [String] = []
  /// The curve as `presslab curve` takes it: "uikit-spring duration=0.3 damping=0.8".
  var source: String

  var spring: Spring? {
    if case .spring(let s) = shape { return s }
    return nil
  }

  /// Step of the dense checks: half a millisecond.
  static let step = 0.0005

  /// The motion `curve` draws, or why `target` cannot draw it.
  static func of(_ curve: Curve, target: ExportTarget, settings: ExportSettings) throws(ExportError) -> Motion {
    let source = ([curve.model.rawValue] + curve.spec.described.map { "\($0.name)=\($0.value.text)" }).joined(separator: " ")
    if let why = curve.invalidReason {
      throw ExportError(target: target.rawValue, "\(source) cannot be drawn (\(why)): there is nothing to export")
    }
    if let easing = curve.easing {
      return Motion(shape: .eased(easing.function, duration: easing.duration), delay: curve.delay, rest: easing.duration, source: source)
    }
    guard var s = curve.springModel else {
      let form = target == .css ? "a linear() easing" : target == .tokens ? "a transition token" : "a spring or a tween"
      throw ExportError(
        target: target.rawValue,
        "\(source) is a CAKeyframeAnimation: its values are raw values of a property, not one motion from 0 to 1, so "
          + "\(form) cannot draw it; export the spring or the timing function it stands for")
    }
    guard s.dampingRatio > 0 else {
      throw ExportError(target: target.rawValue, "\(source) is an undamped spring (ζ = 0): it never comes to rest, and no platform animation that ends can draw it")
    }
    if s.regime == .overdamped, s.overdampedForm == .decompiled {
      throw ExportError(target: target.rawValue, "\(source) uses overdampedForm=decompiled, which no physical spring draws; export overdampedForm=physical")
    }
    var notes: [String] = []
    if s.dampingRatio > 1, s.regime == .critical {
      notes.append(
        "Core Animation draws this ζ = \(NumberText.significant(s.dampingRatio, digits: 3)) spring critically damped "
          + "(allowsOverdamping is false): exported at ζ = 1, which is what the screen shows.")
      s.damping = 2 * (s.stiffness * s.mass).squareRoot()
    }
    s.allowsOverdamping = true
    if target == .reanimated, s.dampingRatio > 1 {
      // Reanimated's withSpring takes ζ ≥ 1 as critically damped at ω0 (springUtils).
      throw ExportError(
        target: target.rawValue,
        "\(source) is overdamped (ζ = \(NumberText.significant(s.dampingRatio, digits: 3))) and Reanimated draws every spring "
          + "with ζ ≥ 1 critically damped, a different motion; export a spring with ζ ≤ 1, or to css")
    }
    var motion = Motion(shape: .spring(s), delay: curve.delay, rest: restTime(s, within: settings.tolerance / 4), notes: notes, source: source)
    if curve.endsWithSnap, let run = curve.runDuration {
      motion.cut = run
      motion.remover = curve.model == .uikitSpring ? "UIKit" : "Core Animation"
      motion.strayAfterCut = stride(from: run, through: max(run, motion.rest) + step, by: step).map { abs(1 - s.value(at: $0)) }.max() ?? 0
    }
    return motion
  }

  /// The last half millisecond after which `spring` stays within `band` of rest.
  static func restTime(_ spring: Spring, within band: Double) -> Double {
    let limit = min(30, max(0.05, spring.settlingDuration(epsilon: band)) + 0.1)
    var last = 0.0
    for t in stride(from: 0, through: limit, by: step) where abs(1 - spring.value(at: t)) > band { last = t }
    return last + step
  }

  /// The sentence an export for a platform that runs springs to rest carries about UIKit's cut.
  func cutNote(platform: String, settings: ExportSettings) -> String? {
    guard let cut else { return nil }
    let at = NumberText.milliseconds(cut)
    let stray = settings.pixels(strayAfterCut)
    if stray <= settings.devicePixels {
      // Worth a line for UIKit, whose cut is the known trap; a settled CASpringAnimation is not.
      guard remover == "UIKit" else { return nil }
      return "UIKit removes this spring at \(at), within \(NumberText.significant(settings.devicePixels, digits: 3)) device px of rest: \(platform) runs it to rest, the same motion on screen."
    }
    return "\(remover) removes this spring at \(at) and the value jumps to rest (the snap); \(platform) cannot cut a spring off at a "
      + "time, so it runs the same spring to rest and moves up to \(NumberText.significant(stray, digits: 2)) device px after "
      + "\(at) where UIKit shows the jump. This export is the spring without the cut: a different motion from that point on."
  }
}
