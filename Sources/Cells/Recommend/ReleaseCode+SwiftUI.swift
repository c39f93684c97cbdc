import Curves
import Presets
import Recommendation
import TextFormats

extension ReleaseCode {
  /// One view modifier of the SwiftUI snippet and the group whose timing moves it.
  struct Modifier {
    var lines: [String]
    var timing: Int
  }

  /// `isPressed ? 0.95 : 1`, or the one value when the press does not change it.
  static func either(_ pressed: Double, _ rest: Double) -> String {
    abs(pressed - rest) < 1e-12 ? number(rest) : "isPressed ? \(number(pressed)) : \(number(rest))"
  }

  /// The SwiftUI snippet: the button's shape and its modifiers, each run of them followed by the
  /// animation its group moves on. The animations are the release's only: the press keeps nil.
  var swiftUI: String {
    var out = [
      SpringCode.comment(
        spring.swiftUIComment + " Each .animation below is the release's (isPressed turns false); put the press's own animation in place of nil.")
    ] + holdComment
    out.append(shape)
    out += rippleOverlay ?? []
    out += modifierLines()
    let layered = timings.filter { $0.moved.contains { $0.layer == "fade" } }
    if let first = layered.first {
      out.append(
        SpringCode.comment(
          "The \(Self.subject(first.moved)) keeps its own timing (\(layered.map { Self.timingWords($0) }.joined(separator: "; "))) and has no SwiftUI modifier here: draw it in an overlay with that timing."))
    }
    return out.joined(separator: "\n")
  }
}

extension PhaseCode {
  /// The modifiers, in the order SwiftUI applies them (the shadow under the scale, as a layer's).
  var modifiers: [ReleaseCode.Modifier] {
    typealias Modifier = ReleaseCode.Modifier
    var out: [Modifier] = []
    func find(_ p: PressProperty) -> (Int, ReleaseCode.Moved)? {
      for (i, t) in timings.enumerated() { if let m = t.moved.first(where: { $0.property == p }) { return (i, m) } }
      return nil
    }
    func either(_ m: ReleaseCode.Moved) -> String { let e = ends(m); return ReleaseCode.either(e.pressed, e.rest) }
    func value(_ p: PressProperty, rest: Double) -> (timing: Int?, text: String) {
      if let (i, m) = find(p) { return (i, either(m)) }
      return (nil, ReleaseCode.number(pressed[p] ?? rest))
    }
    let shadow = [PressProperty.shadowOpacity, .shadowRadius, .shadowOffsetX, .shadowOffsetY].map { value($0, rest: look?.restingValue(of: $0) ?? 0) }
    if let timing = shadow.compactMap(\.timing).first, let look {
      let c = look.shadowColor
      let color = "Color(red: \(NumberText.significant(c.r, digits: 3)), green: \(NumberText.significant(c.g, digits: 3)), blue: \(NumberText.significant(c.b, digits: 3)))"
      out.append(
        Modifier(
          lines: [".shadow(", "    color: \(color)", "        .opacity(\(shadow[0].text)),", "    radius: \(shadow[1].text),", "    x: \(shadow[2].text), y: \(shadow[3].text))"],
          timing: timing))
    }
    if let (i, m) = find(.alpha) { out.append(Modifier(lines: [".opacity(\(either(m)))"], timing: i)) }
    if let (i, x) = find(.scaleX) {
      let y = find(.scaleY)?.1 ?? x
      let same = abs(x.pressed - y.pressed) < 1e-12 && abs(x.to - y.to) < 1e-12
      out.append(Modifier(lines: [same ? ".scaleEffect(\(either(x)))" : ".scaleEffect(x: \(either(x)), y: \(either(y)))"], timing: i))
    }
    let tx = find(.translationX), ty = find(.translationY)
    if let i = tx?.0 ?? ty?.0 {
      let parts = [tx.map { "x: \(either($0.1))" }, ty.map { "y: \(either($0.1))" }].compactMap { $0 }
      out.append(Modifier(lines: [".offset(\(parts.joined(separator: ", ")))"], timing: i))
    }
    if let (i, m) = find(.rotation) { out.append(Modifier(lines: [".rotationEffect(.radians(\(either(m))))"], timing: i)) }
    return out
  }

  /// The animation of group `i` as SwiftUI writes it and its `.delay`, or nil when SwiftUI has
  /// none for its curve.
  func swiftUIAnimation(_ i: Int) -> (call: String, delay: String?)? {
    let timing = timings[i]
    let text: String
    if timing.own == nil, let spring = pickSpring {
      text = spring.swiftUIName
    } else if let own = timing.own, let b = own.timingFunction, let d = own.runDuration {
      text = CurveCall.swiftUI(b, duration: d)
    } else if let s = timing.own?.springModel {
      text = SpringCode(spring: s).swiftUIName
    } else {
      return nil
    }
    return (text, timing.delay > 0 ? ".delay(\(ReleaseCode.number(timing.delay)))" : nil)
  }

  /// The modifiers, each run of them on one timing followed by its animation (and, for a group
  /// on its own timing, the comment that says so).
  func modifierLines() -> [String] {
    var out: [String] = []
    let list = modifiers
    for (n, modifier) in list.enumerated() {
      out += modifier.lines.map { "    " + $0 }
      guard n == list.count - 1 || list[n + 1].timing != modifier.timing else { continue }
      if modifier.timing > 0 { out.append(ReleaseCode.ownTimingComment(timings[modifier.timing], indent: 4, event: event, pick: pickWords)) }
      if let animation = swiftUIAnimation(modifier.timing) { out += animationLines(animation) }
    }
    return out
  }
}
