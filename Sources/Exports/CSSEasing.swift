import Curves
import TextFormats

/// CSS: a spring as a `linear()` easing sampled from it over its duration (CSS Easing Level 2), a
/// Bézier as `cubic-bezier()`.
extension ExportCode {
  /// An easing as CSS writes it, its duration and what it rests on.
  struct CSSEasing {
    var easing: String
    var duration: Double
    var notes: [String]
  }

  func cssEasing() throws(ExportError) -> CSSEasing {
    if let e = eased { return CSSEasing(easing: "cubic-bezier(\(e.points.joined(separator: ", ")))", duration: e.duration, notes: []) }
    guard let spring = motion.spring else { throw ExportError(target: "css", "internal: no spring and no Bézier") }
    // UIKit's spring ends at its cut, with the jump; any other ends where it stays within a
    // quarter of the tolerance of rest, so the last jump to 1 is invisible.
    let duration = ((motion.cut ?? motion.rest) * 1e4 - 1e-6).rounded(.up) / 1e4
    let stops = Self.linearStops(spring.value(at:), duration: duration, tolerance: settings.tolerance, jumpAtEnd: motion.cut != nil)
    let text = "linear(" + stops.enumerated().map { i, stop in
      let value = NumberText.rounded(stop.value, digits: 4)
      return i == 0 || i == stops.count - 1 ? value : value + " " + NumberText.rounded(stop.position * 100, digits: 2) + "%"
    }.joined(separator: ", ") + ")"
    var notes = [
      "linear() holds \(stops.count) stops, as few as keep it within \(NumberText.significant(settings.devicePixels, digits: 3)) device px of the spring, each as far as that allows."
    ]
    if let cut = motion.cut {
      notes.append("\(motion.remover) removes this spring at \(NumberText.milliseconds(cut)) and the value jumps to rest: linear() ends with the same jump.")
    }
    return CSSEasing(easing: text, duration: duration, notes: notes)
  }

  /// The stops of a `linear()` through `value` over `duration`: each segment as long as the chord
  /// stays within 0.8 × `tolerance` of every half-millisecond sample (the rest of the tolerance
  /// covers the 4-decimal rounding). With `jumpAtEnd` the last value is the one just before the
  /// end and a final stop at 100 % jumps to 1.
  static func linearStops(_ value: (Double) -> Double, duration: Double, tolerance: Double, jumpAtEnd: Bool)
    -> [(value: Double, position: Double)]
  {
    let n = max(2, Int((duration / Motion.step).rounded(.up)))
    var y = (0...n).map { value(Double($0) * duration / Double(n)) }
    y[0] = 0
    if !jumpAtEnd { y[n] = 1 }
    let fit = 0.8 * tolerance
    func chordHolds(_ a: Int, _ b: Int) -> Bool {
      (a + 1..<b).allSatisfy { k in abs(y[a] + (y[b] - y[a]) * Double(k - a) / Double(b - a) - y[k]) <= fit }
    }
    var stops: [(value: Double, position: Double)] = [(0, 0)]
    var a = 0
    while a < n {
      var b = a + 1
      while b < n, chordHolds(a, b + 1) { b += 1 }
      stops.append((y[b], Double(b) / Double(n)))
      a = b
    }
    if jumpAtEnd { stops.append((1, 1)) }
    return stops
  }

  /// A long `linear()` on lines of eight stops, so the file reads and diffs well.
  static func lines(_ easing: String) -> String {
    let stops = easing.split(separator: ",", omittingEmptySubsequences: false).map { String($0.drop(while: { $0 == " " })) }
    guard stops.count > 8 else { return easing }
    return stride(from: 0, to: stops.count, by: 8).map { stops[$0..<min($0 + 8, stops.count)].joined(separator: ", ") }
      .joined(separator: ",\n    ")
  }

  func css(label: String?) throws(ExportError) -> (text: String, notes: [String]) {
    let e = try cssEasing()
    let header = header(.css, label: label, notes: motion.notes + e.notes)
    var text = "/*\n" + Self.comment(header, prefix: " * ") + " */\n"
    text += ":root {\n"
    text += "  --\(name)-duration: \(RoundedNumbers.milliseconds(e.duration))ms;\n"
    text += "  --\(name)-delay: \(RoundedNumbers.milliseconds(motion.delay))ms;\n"
    text += "  --\(name)-easing: \(Self.lines(e.easing));\n}\n"
    text += "/* .button { transition: transform var(--\(name)-duration) var(--\(name)-easing) var(--\(name)-delay); } */\n"
    return (text, e.notes)
  }
}
