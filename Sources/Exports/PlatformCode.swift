import Curves
import TextFormats

/// Compose, Flutter and Reanimated: each platform's own spring, or its tween over a Bézier.
extension ExportCode {
  /// Compose's named constants (androidx.compose.animation.core.Spring), used only where the
  /// value is exactly theirs.
  static let composeStiffness: [(Double, String)] = [
    (10_000, "StiffnessHigh"), (1500, "StiffnessMedium"), (400, "StiffnessMediumLow"), (200, "StiffnessLow"), (50, "StiffnessVeryLow"),
  ]
  static let composeDampingRatio: [(Double, String)] = [
    (0.2, "DampingRatioHighBouncy"), (0.5, "DampingRatioMediumBouncy"), (0.75, "DampingRatioLowBouncy"), (1, "DampingRatioNoBouncy"),
  ]

  /// `Spring.StiffnessMedium` when the exact value is the constant's, else the typed number.
  static func composeNumber(_ typed: Double, exact: Double, _ constants: [(Double, String)]) -> String {
    if let c = constants.first(where: { $0.0 == typed && abs(exact - $0.0) <= 1e-9 * $0.0 }) { return "Spring.\(c.1)" }
    return RoundedNumbers.text(typed) + "f"
  }

  /// The wait before the motion starts, as a comment line; empty without a delay.
  func delayComment(_ call: String) -> String { motion.delay > 0 ? "// \(call)\n" : "" }

  /// The delay in whole microseconds, as Dart's `Duration` takes it.
  var delayMicroseconds: String { NumberText.whole(motion.delay * 1e6) }

  func compose(header: [String]) -> String {
    var text = Self.comment(header)
    if let p = ratioAndStiffness, let s = motion.spring {
      text += "import androidx.compose.animation.core.Spring\nimport androidx.compose.animation.core.spring\n\n"
      text += "val \(identifier)Spring = spring<Float>(\n"
      text += "    dampingRatio = \(Self.composeNumber(p.dampingRatio, exact: s.dampingRatio, Self.composeDampingRatio)),\n"
      text += "    stiffness = \(Self.composeNumber(p.stiffness, exact: s.stiffness / s.mass, Self.composeStiffness)),\n"
      text += "    visibilityThreshold = \(threshold)f, // half a device pixel of the travel\n)\n\n"
      text += "// In a coroutine, with progress = Animatable(0f):\n"
      text += delayComment("delay(\(NumberText.whole(motion.delay * 1000))) // milliseconds")
      text += "// progress.animateTo(1f, \(identifier)Spring, initialVelocity = \(RoundedNumbers.text(p.velocity))f)\n"
    } else if let e = eased {
      text += "import androidx.compose.animation.core.CubicBezierEasing\nimport androidx.compose.animation.core.tween\n\n"
      text += "val \(identifier)Tween = tween<Float>(\n"
      text += "    durationMillis = \(NumberText.whole(e.duration * 1000)),\n"
      text += "    delayMillis = \(NumberText.whole(motion.delay * 1000)),\n"
      text += "    easing = CubicBezierEasing(\(e.points.map { $0 + "f" }.joined(separator: ", "))),\n)\n\n"
      text += "// progress.animateTo(1f, \(identifier)Tween) with progress = Animatable(0f)\n"
    }
    return text
  }

  /// A Dart `double` literal: always with a point, as a `const` of type `double` needs.
  static func dart(_ x: Double) -> String {
    let text = RoundedNumbers.text(x)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }

  func flutter(header: [String]) -> String {
    var text = Self.comment(header)
    if let p = physical {
      text += "import 'package:flutter/physics.dart';\n\n"
      text += "const \(identifier)Spring = SpringDescription(mass: \(Self.dart(p.mass)), "
        + "stiffness: \(Self.dart(p.stiffness)), damping: \(Self.dart(p.damping)));\n"
      text += "const \(identifier)Velocity = \(Self.dart(p.velocity)); // travel per second, toward rest\n\n"
      text += "// An unbounded controller: a bounded one clamps the overshoot at 1.\n"
      text += "// final controller = AnimationController.unbounded(vsync: this);\n"
      text += delayComment("await Future.delayed(const Duration(microseconds: \(delayMicroseconds)));")
      text += "// controller.animateWith(SpringSimulation(\(identifier)Spring, 0, 1, \(identifier)Velocity,\n"
      text += "//     tolerance: const Tolerance(distance: \(threshold))));\n"
    } else if let e = eased {
      text += "import 'package:flutter/animation.dart';\n\n"
      text += "const \(identifier)Curve = Cubic(\(e.points.map { Self.dart(Double($0) ?? 0) }.joined(separator: ", ")));\n"
      text += "const \(identifier)Duration = Duration(microseconds: \(NumberText.whole(e.duration * 1e6)));\n\n"
      text += delayComment("await Future.delayed(const Duration(microseconds: \(delayMicroseconds)));")
      text += "// controller.animateTo(1, duration: \(identifier)Duration, curve: \(identifier)Curve);\n"
    }
    return text
  }

  func reanimated(header: [String]) -> String {
    var text = Self.comment(header)
    let delayed = { (call: String) in motion.delay > 0 ? "withDelay(\(RoundedNumbers.milliseconds(motion.delay)), \(call))" : call }
    if let p = physical {
      text += "import { withDelay, withSpring } from 'react-native-reanimated';\n\n"
      text += "export const \(identifier)Spring = {\n"
      text += "  mass: \(RoundedNumbers.text(p.mass)),\n  stiffness: \(RoundedNumbers.text(p.stiffness)),\n"
      text += "  damping: \(RoundedNumbers.text(p.damping)),\n  velocity: \(RoundedNumbers.text(p.velocity)),\n"
      text += "  overshootClamping: false,\n  restDisplacementThreshold: \(threshold), // half a device pixel of the travel\n};\n\n"
      text += "// progress.value = \(delayed("withSpring(1, \(identifier)Spring)")); // progress starts at 0\n"
    } else if let e = eased {
      text += "import { Easing, withDelay, withTiming } from 'react-native-reanimated';\n\n"
      text += "export const \(identifier)Timing = {\n  duration: \(RoundedNumbers.milliseconds(e.duration)),\n"
      text += "  easing: Easing.bezier(\(e.points.joined(separator: ", "))),\n};\n\n"
      text += "// progress.value = \(delayed("withTiming(1, \(identifier)Timing)")); // progress starts at 0\n"
    }
    return text
  }
}
