import CurveAnalysis
import Presets

/// The press itself in a strip (its in-between frames), where a strip's times sit (display
/// frames), and frames that look the same (a hold).
extension PressMoments {
  /// `t` on the display's frames (multiples of 1/fps from touch-down): the nearest one (a tie
  /// goes to the later), or the first at or after it. A time already on a frame is kept as it is,
  /// so an event that lands on one is drawn after it happens, not a rounding before.
  static func onFrame(_ t: Double, fps: Double, nearest: Bool = false) -> Double {
    let k = t * fps
    if abs(k - k.rounded()) < 1e-6 { return t }
    return (nearest ? (k + 0.5 + 1e-9).rounded(.down) : k.rounded(.up)) / fps
  }

  /// Seconds from touch-down until the press phase's animations end; for a press that repeats
  /// forever (a wobble), its first cycle. Nil without a press phase.
  public static func pressSpan(_ preset: Preset) -> Double? {
    guard let press = preset.phase(.press), !press.animations.isEmpty else { return nil }
    return press.animations.map { g in g.at + (g.curve.endTime ?? (g.curve.delay + (g.curve.cycle ?? 0))) }.max()
  }

  /// The press between touch-down and its end, on display frames before `lift`: a keyframe press
  /// at its inner key times (a shake at each swing), any other at 25 %, 50 % and 75 % of its time.
  static func pressFrames(_ timeline: PressTimeline, span: Double, lift: Double, fps: Double) -> [PressMoment] {
    var frames: [PressMoment] = []
    if let group = timeline.preset.group(for: .press), let keys = group.curve.keyframes, keys.keyTimes.count > 2 {
      let inner = keys.keyTimes.dropFirst().dropLast().prefix(5)
      for (i, key) in zip(2..., inner) {
        frames.append(PressMoment(time: group.at + group.curve.delay + key * keys.duration, name: "keyframe \(i)"))
      }
    } else {
      for q in [25, 50, 75] { frames.append(PressMoment(time: span * Double(q) / 100, name: "\(q) % of press")) }
    }
    return frames.map { PressMoment(time: onFrame($0.time, fps: fps, nearest: true), name: $0.name) }
      .filter { $0.time > 0 && $0.time < min(lift, span) - 1e-9 }
  }

  /// Whether the button looks the same at `a` and `b`: every animated property within the HTML
  /// twin's tolerance (`ResolvedPress.tolerance`: 0.01 device px, 0.001 of an opacity).
  public static func looksSame(_ timeline: PressTimeline, _ a: Double, _ b: Double) -> Bool {
    let look = timeline.preset.look
    func ripple(_ t: Double) -> Bool { (timeline.state(at: t).ripple?.opacity ?? 0) > 0.001 }
    guard ripple(a) == ripple(b) else { return false }
    return timeline.preset.animatedProperties.allSatisfy { p in
      abs(timeline.value(of: p, at: a) - timeline.value(of: p, at: b)) <= ResolvedPress.tolerance(of: p, look: look)
    }
  }

  /// How long the screen keeps showing the frame at `t` before it changes again (its last display
  /// frame minus `t`); nil when the next frame already differs or nothing changes before `end`
  /// (the button is at rest, not held).
  static func heldFor(_ timeline: PressTimeline, from t: Double, end: Double, fps: Double) -> Double? {
    var last = t
    var k = 1.0
    while true {
      let next = t + k / fps
      guard next <= end + 1e-9 else { return nil }
      if !looksSame(timeline, t, next) { break }
      last = next
      k += 1
    }
    return last > t ? last - t : nil
  }

  /// Consecutive frames that look the same made one (names joined), and each frame the screen
  /// keeps showing labelled with how long: PEButton's lift "held 100 ms".
  static func collapsed(_ moments: [PressMoment], _ timeline: PressTimeline, end: Double, fps: Double) -> [PressMoment] {
    var result: [PressMoment] = []
    for m in moments {
      if let last = result.last, looksSame(timeline, last.time, m.time) {
        if !m.name.isEmpty && !last.name.contains(m.name) {
          result[result.count - 1].name = last.name.isEmpty ? m.name : last.name + ", " + m.name
        }
        continue
      }
      result.append(m)
    }
    for i in result.indices {
      guard let held = heldFor(timeline, from: result[i].time, end: end, fps: fps) else { continue }
      result[i].held = held
      let words = "held \(compactText((held * 1000).rounded())) ms"
      result[i].name = result[i].name.isEmpty ? words : result[i].name + ", " + words
    }
    return result
  }
}
