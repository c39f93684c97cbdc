import Curves
import TextFormats

/// One curve exported to one platform: the file's text and what its reader must know.
public struct CurveExport: Sendable, Hashable {
  public var target: ExportTarget
  /// The whole file, ending in a newline: code with its comments, CSS, or token JSON.
  public var text: String
  /// The notes the text carries too (a clamp applied, UIKit's cut-off), for the report.
  public var notes: [String]
}

extension CurveExport {
  /// `curve` as `target` draws it, named `name` (a token name, the stem of code identifiers and
  /// CSS custom properties); `label` says what the curve is ("the no-bounce pick for
  /// shrink-shadow"). Throws when the platform cannot draw the curve.
  public static func make(
    _ curve: Curve, to target: ExportTarget, name: String, label: String? = nil, settings: ExportSettings = ExportSettings()
  ) throws(ExportError) -> CurveExport {
    let motion = try Motion.of(curve, target: target, settings: settings)
    var notes = motion.notes
    if target != .css, let note = motion.cutNote(platform: platformName(target), settings: settings) { notes.append(note) }
    let code = ExportCode(motion: motion, name: name, settings: settings)
    let header = code.header(target, label: label, notes: notes)
    let text: String
    switch target {
    case .compose: text = code.compose(header: header)
    case .flutter: text = code.flutter(header: header)
    case .reanimated: text = code.reanimated(header: header)
    case .css:
      let css = try code.css(label: label)
      notes += css.notes
      text = css.text
    case .tokens: text = try code.tokens(label: label, notes: notes)
    }
    return CurveExport(target: target, text: text, notes: notes)
  }

  /// The platform's name in a note.
  static func platformName(_ target: ExportTarget) -> String {
    switch target {
    case .compose: "Compose"
    case .flutter: "Flutter"
    case .css: "CSS"
    case .reanimated: "Reanimated"
    case .tokens: "an animation made from this token"
    }
  }

  /// Whether `name` may name an export: a letter, then letters, digits, `-` or `_`.
  public static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
    return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
  }
}

/// The parts every export's text is made from: the motion, its name and the rounded constants.
struct ExportCode {
  var motion: Motion
  var name: String
  var settings: ExportSettings

  /// `shrink-shadow` → `shrinkShadow`: the stem of code identifiers.
  var identifier: String {
    let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
    return words.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
  }

  /// The progress within half a device pixel of rest, where a platform may stop the spring.
  var threshold: String { RoundedNumbers.point(settings.tolerance) }

  /// The comment lines every code export opens with.
  func header(_ target: ExportTarget, label: String?, notes: [String]) -> [String] {
    var lines = ["PressLab export to \(target.title)" + (label.map { ", \($0)" } ?? "") + ".", Self.sourcePrefix + motion.source]
    lines.append(
      "It drives progress from 0 (the pressed value) to 1 (rest): map it onto the property. Drawn within "
        + "\(NumberText.significant(settings.devicePixels, digits: 3)) device px of PressLab's curve at every frame "
        + "(travel \(NumberText.significant(settings.travelPoints, digits: 4)) pt at \(NumberText.significant(settings.screenScale, digits: 3))x).")
    return lines + notes
  }

  /// The spring with mass, stiffness, damping and velocity rounded as typed (mass kept).
  var physical: (mass: Double, stiffness: Double, damping: Double, velocity: Double)? {
    guard let s = motion.spring else { return nil }
    let v = RoundedNumbers.spring(
      [s.mass, s.stiffness, s.damping, s.initialVelocity], window: fitWindow, tolerance: settings.tolerance / 2
    ) { Spring(mass: $0[0], stiffness: $0[1], damping: $0[2], initialVelocity: $0[3], allowsOverdamping: true) }
    return (v[0], v[1], v[2], v[3])
  }

  /// The spring as Compose takes it: mass 1, damping ratio and stiffness k/m.
  var ratioAndStiffness: (dampingRatio: Double, stiffness: Double, velocity: Double)? {
    guard let s = motion.spring else { return nil }
    let v = RoundedNumbers.spring(
      [s.dampingRatio, s.stiffness / s.mass, s.initialVelocity], window: fitWindow, tolerance: settings.tolerance / 2
    ) { Spring(mass: 1, stiffness: $0[1], damping: 2 * $0[0] * $0[1].squareRoot(), initialVelocity: $0[2], allowsOverdamping: true) }
    return (v[0], v[1], v[2])
  }

  var fitWindow: Double { max(motion.rest, motion.cut ?? 0) + 0.05 }

  /// A Bézier's points as typed and its duration.
  var eased: (points: [String], duration: Double)? {
    guard case .eased(let b, let duration) = motion.shape else { return nil }
    return ([b.x1, b.y1, b.x2, b.y2].map(RoundedNumbers.point), duration)
  }

  /// What the line naming the curve starts with: `curve: uikit-spring duration=0.3 …`.
  static let sourcePrefix = "curve: "

  /// Comment lines, each paragraph wrapped at 100 columns; the curve's line stays whole, to be
  /// copied into `presslab curve`.
  static func comment(_ paragraphs: [String], prefix: String = "// ") -> String {
    var out = ""
    for paragraph in paragraphs {
      if paragraph.hasPrefix(sourcePrefix) {
        out += prefix + paragraph + "\n"
        continue
      }
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty, prefix.count + line.count + 1 + word.count > 100 {
          out += prefix + line + "\n"
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      out += prefix + line + "\n"
    }
    return out
  }
}
