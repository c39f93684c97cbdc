import CurveAnalysis
import Drawing
import Presets

/// An instant of a press worth a frame of its own, and what happens then.
public struct PressMoment: Sendable, Hashable {
  public var time: Double
  /// "touch-down", "25 % of press", "keyframe 2", "full press", "lift", "peak overshoot",
  /// "settled", "before snap", "snap", "held 100 ms"; empty for a display frame between them.
  public var name: String
  /// How long the screen keeps showing this frame before it changes (seconds); nil when it does not.
  public var held: Double?
  public init(time: Double, name: String, held: Double? = nil) {
    self.time = time
    self.name = name
    self.held = held
  }
}

/// How far a button is drawn from rest, and the instants a designer looks at: touch-down, full
/// press, release, the peak of the overshoot, the moment it settles (within ½ device pixel, as
/// `presslab press` scores it) and the frames either side of a visible snap.
public enum PressMoments {
  /// Device pixels the farthest edge or corner is from where it rests (scale, translation,
  /// rotation), the largest change a viewer sees of the button's outline.
  public static func outlinePixels(_ s: ButtonState, look: ButtonLook) -> Double {
    let halfDiagonal = (look.width * look.width + look.height * look.height).squareRoot() / 2
    let x = abs(s.scaleX - 1) * look.width / 2 + abs(s.translationX)
    let y = abs(s.scaleY - 1) * look.height / 2 + abs(s.translationY)
    return (max(x, y) + abs(s.rotation) * halfDiagonal) * look.screenScale
  }

  /// The property whose visible change is largest on screen, the outline's (scale, translation,
  /// rotation) before any other (device pixels; opacities count 100 px per unit).
  public static func mainProperty(_ timeline: PressTimeline, at t: Double, visibility: Visibility = .standard) -> PressProperty? {
    let look = timeline.preset.look
    func size(_ p: PressProperty) -> Double {
      let change = abs(timeline.value(of: p, at: t) - look.restingValue(of: p))
      return change * (p.pointsPerUnit(look).map { $0 * look.screenScale } ?? 100)
    }
    // The outline first: a moving button is judged by how it moves, not by its shadow.
    let outline: Set<PressProperty> = [.scaleX, .scaleY, .translationX, .translationY, .rotation]
    let changed = timeline.preset.animatedProperties.filter { visibility.isVisible(pixels: size($0)) }
    let moving = changed.filter(outline.contains)
    return (moving.isEmpty ? changed : moving).max { size($0) < size($1) }
  }

  /// The moments of one timeline up to `end` seconds, at most `limit`, in time order, each on a
  /// display frame at `fps`: touch-down, the press in between (`pressFrames`), full press, the
  /// lift, the frames either side of a visible snap, the release's peak and settle; display
  /// frames across the release fill what room is left. Frames that look the same are one,
  /// labelled with how long the screen holds them.
  public static func moments(
    _ timeline: PressTimeline, end: Double, limit: Int = 10, fps: Double = MetricSettings().fps, visibility: Visibility = .standard
  ) -> [PressMoment] {
    let preset = timeline.preset
    var named: [PressMoment] = [PressMoment(time: 0, name: "touch-down")]
    let release = timeline.release.flatMap { $0 <= end ? onFrame($0, fps: fps) : nil }
    if let span = pressSpan(preset).map({ min($0, end) }), span > 0 {
      named += pressFrames(timeline, span: span, lift: release ?? end, fps: fps)
      // A press that ends where it began (a shake) has no "full" press; one that loops, no end.
      let ends = preset.phase(.press)?.animations.allSatisfy { $0.curve.endTime != nil } ?? false
      let pressEnd = onFrame(span, fps: fps)
      let full = looksSame(timeline, 0, pressEnd) ? "end of press" : "full press"
      if ends, pressEnd != release, pressEnd < (release ?? .infinity) { named.append(PressMoment(time: pressEnd, name: full)) }
      if ends, pressEnd == release { named.append(PressMoment(time: pressEnd, name: full + ", lift")) }
    }
    if let release, !named.contains(where: { $0.name.hasSuffix("lift") }) { named.append(PressMoment(time: release, name: "lift")) }

    let jumps = timeline.jumps(until: end).filter { jump in
      jump.pixels.map(visibility.isVisible(pixels:)) ?? Visibility.isVisible(opacityChange: jump.size)
    }
    var snapTimes: [Double] = []
    for jump in jumps where !snapTimes.contains(where: { abs($0 - jump.time) < 1e-6 }) { snapTimes.append(onFrame(jump.time, fps: fps)) }
    for t in snapTimes {
      named.append(PressMoment(time: max(0, t - 1 / fps), name: "before snap"))
      named.append(PressMoment(time: t, name: "snap"))
    }

    // The overshoot and the settle of the release's main movement.
    var fillFrom = release ?? 0
    var fillTo = end
    if let lift = timeline.release, lift <= end, let property = mainProperty(timeline, at: lift, visibility: visibility) {
      let response = releaseResponse(timeline, property: property, release: lift, end: end, fps: fps, visibility: visibility)
      if let peak = response.peak { named.append(PressMoment(time: onFrame(peak, fps: fps, nearest: true), name: "peak overshoot")) }
      if let settled = response.settled.map({ onFrame($0, fps: fps) }), settled < end, !snapTimes.contains(where: { abs($0 - settled) < 0.002 }) {
        named.append(PressMoment(time: settled, name: "settled"))
      }
      fillTo = min(end, max(response.settled ?? end, response.peak ?? response.settled ?? end))
    } else if release == nil {
      fillFrom = 0
    }
    var result = merged(named)
    // Display frames across the release, spread evenly, none where the screen holds still.
    let room = limit - result.count
    if room > 0, fillTo > fillFrom {
      let frames = Int(((fillTo - fillFrom) * fps + 1e-6).rounded(.down))
      let candidates = (1...max(1, frames)).map { fillFrom + Double($0) / fps }.filter { $0 <= fillTo + 1e-9 && !looksSame(timeline, $0 - 1 / fps, $0) }
      let stride = max(1, Int((Double(candidates.count) / Double(room + 1)).rounded(.up)))
      let fill = Swift.stride(from: stride - 1, to: candidates.count, by: stride).prefix(room).map { PressMoment(time: candidates[$0], name: "") }
      result = merged(result + fill)
    }
    return Array(collapsed(result, timeline, end: end, fps: fps).prefix(limit))
  }

  /// When the release's main movement peaks past where it ends (if visibly) and settles, as
  /// `presslab press` scores it (`PressTimeline.report`, CurveAnalysis's one rule): within the visibility
  /// threshold, or 2 % of an opacity's travel. Nil where it does not.
  static func releaseResponse(
    _ timeline: PressTimeline, property: PressProperty, release: Double, end: Double, fps: Double, visibility: Visibility
  ) -> (peak: Double?, settled: Double?) {
    let report = timeline.report(fps: fps, window: end, reading: .frames, visiblePixels: visibility.devicePixels)
    guard report.scoredFrom == release, let response = report.properties.first(where: { $0.property == property })
    else { return (nil, nil) }
    let m = response.metrics
    let visible = response.hasSize
      ? visibility.isVisible(pixels: m.overshootPx)
      : Visibility.isVisible(opacityChange: m.overshootPct / 100 * (response.to - response.from))
    let settle = response.hasSize ? m.settleTimePx : m.settleTime
    return (visible ? m.peakTime.map { release + $0 } : nil, settle.map { release + $0 })
  }

  /// Moments for strips compared frame for frame: every strip's named moments, a name said once
  /// per time, then display frames, at most `limit`.
  public static func union(_ lists: [[PressMoment]], labels: [String], limit: Int = 10) -> [PressMoment] {
    var named: [PressMoment] = []
    for (list, label) in zip(lists, labels) {
      for m in list where !m.name.isEmpty {
        if let k = named.firstIndex(where: { abs($0.time - m.time) < 0.002 }) {
          if !named[k].name.contains(m.name) { named[k].name += ", \(m.name) (\(label))" }
        } else {
          let shared = lists.allSatisfy { $0.contains { $0.name == m.name && abs($0.time - m.time) < 0.002 } }
          named.append(PressMoment(time: m.time, name: shared ? m.name : "\(m.name) (\(label))"))
        }
      }
    }
    var result = merged(named)
    if result.count > limit {
      // Keep the touch, the release and the snaps; drop the latest of the rest.
      result = Array(result.prefix(limit))
    }
    let fill = lists.flatMap { $0.filter(\.name.isEmpty) }
    for m in fill.sorted(by: { $0.time < $1.time }) where result.count < limit {
      if !result.contains(where: { abs($0.time - m.time) < 0.004 }) { result.append(m) }
    }
    return result.sorted { $0.time < $1.time }
  }

  /// Sorted, moments closer than 2 ms made one (the names joined).
  static func merged(_ moments: [PressMoment]) -> [PressMoment] {
    var result: [PressMoment] = []
    for m in moments.sorted(by: { $0.time < $1.time }) {
      if let last = result.last, abs(last.time - m.time) < 0.002 {
        if !m.name.isEmpty && !last.name.contains(m.name) {
          result[result.count - 1].name = last.name.isEmpty ? m.name : last.name + ", " + m.name
        }
        continue
      }
      result.append(m)
    }
    return result
  }
}
