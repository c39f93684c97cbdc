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

  /// The button's shape, as the preset draws it.
  var shape: String {
    guard let look else { return "RoundedRectangle(cornerRadius: 12)" }
    if look.isCapsule { return "Capsule()" }
    return look.cornerRadius > 0 ? "RoundedRectangle(cornerRadius: \(Self.number(look.cornerRadius)))" : "Rectangle()"
  }

  /// The modifiers, in the order SwiftUI applies them (the shadow under the scale, as a layer's).
  var modifiers: [Modifier] {
    var out: [Modifier] = []
    func find(_ p: PressProperty) -> (Int, Moved)? {
      for (i, t) in timings.enumerated() { if let m = t.moved.first(where: { $0.property == p }) { return (i, m) } }
      return nil
    }
    func value(_ p: PressProperty, rest: Double) -> (timing: Int?, text: String) {
      if let (i, m) = find(p) { return (i, Self.either(m.pressed, m.to)) }
      return (nil, Self.number(pressed[p] ?? rest))
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
    if let (i, m) = find(.alpha) { out.append(Modifier(lines: [".opacity(\(Self.either(m.pressed, m.to)))"], timing: i)) }
    if let (i, x) = find(.scaleX) {
      let y = find(.scaleY)?.1 ?? x
      let same = abs(x.pressed - y.pressed) < 1e-12 && abs(x.to - y.to) < 1e-12
      out.append(Modifier(lines: [same ? ".scaleEffect(\(Self.either(x.pressed, x.to)))" : ".scaleEffect(x: \(Self.either(x.pressed, x.to)), y: \(Self.either(y.pressed, y.to)))"], timing: i))
    }
    let tx = find(.translationX), ty = find(.translationY)
    if let i = tx?.0 ?? ty?.0 {
      let parts = [tx.map { "x: \(Self.either($0.1.pressed, $0.1.to))" }, ty.map { "y: \(Self.either($0.1.pressed, $0.1.to))" }].compactMap { $0 }
      out.append(Modifier(lines: [".offset(\(parts.joined(separator: ", ")))"], timing: i))
    }
    if let (i, m) = find(.rotation) { out.append(Modifier(lines: [".rotationEffect(.radians(\(Self.either(m.pressed, m.to))))"], timing: i)) }
    return out
  }

  /// The animation of group `i` as SwiftUI writes it and its `.delay`, or nil when SwiftUI has
  /// none for its curve.
  func swiftUIAnimation(_ i: Int) -> (call: String, delay: String?)? {
    let timing = timings[i]
    let text: String
    if timing.own == nil {
      text = spring.swiftUIName
    } else if let own = timing.own, let b = own.timingFunction, let d = own.runDuration {
      let points = [b.x1, b.y1, b.x2, b.y2]
      text = points == [0, 0, 1, 1] ? ".linear(duration: \(Self.number(d)))" : ".timingCurve(\(points.map(Self.number).joined(separator: ", ")), duration: \(Self.number(d)))"
    } else if let s = timing.own?.springModel {
      text = SpringCode(spring: s).swiftUIName
    } else {
      return nil
    }
    return (text, timing.delay > 0 ? ".delay(\(Self.number(timing.delay)))" : nil)
  }

  /// `.animation(isPressed ? nil : …, value: isPressed)`, broken over lines when it is too wide.
  static func animationLines(_ animation: (call: String, delay: String?)) -> [String] {
    let whole = animation.call + (animation.delay ?? "")
    let one = "    .animation(isPressed ? nil : \(whole), value: isPressed)"
    if one.count <= SpringCode.maxColumns { return [one] }
    let inner = "        isPressed ? nil : \(whole),"
    if inner.count <= SpringCode.maxColumns { return ["    .animation(", inner, "        value: isPressed)"] }
    let call = animation.call, open = call.firstIndex(of: "(")!
    let arguments = "            \(call[call.index(after: open)...])"
    let tail = animation.delay.map { [arguments, "            \($0),"] } ?? [arguments + ","]
    return ["    .animation(", "        isPressed ? nil : \(call[...open])"] + tail + ["        value: isPressed)"]
  }

  /// The SwiftUI snippet: the button's shape and its modifiers, each run of them followed by the
  /// animation its group moves on. The animations are the release's only: the press keeps nil.
  var swiftUI: String {
    var out = [
      SpringCode.comment(
        spring.swiftUIComment + " Each .animation below is the release's (isPressed turns false); put the press's own animation in place of nil.")
    ] + holdComment
    out.append(shape)
    let list = modifiers
    for (n, modifier) in list.enumerated() {
      out += modifier.lines.map { "    " + $0 }
      guard n == list.count - 1 || list[n + 1].timing != modifier.timing else { continue }
      if modifier.timing > 0 { out.append(Self.ownTimingComment(timings[modifier.timing], indent: 4)) }
      if let animation = swiftUIAnimation(modifier.timing) { out += Self.animationLines(animation) }
    }
    let layered = timings.filter { $0.moved.contains { $0.layer == "ripple" || $0.layer == "fade" } }
    if let first = layered.first {
      out.append(
        SpringCode.comment(
          "The \(Self.subject(first.moved)) keeps its own timing (\(layered.map(Self.timingWords).joined(separator: "; "))) and has no SwiftUI modifier here: draw it in an overlay with that timing."))
    }
    return out.joined(separator: "\n")
  }
}
