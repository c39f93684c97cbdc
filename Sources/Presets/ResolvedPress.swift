/// A press played out by `PressTimeline` and resolved into data a player only interpolates (the
/// HTML twin's buttons): each property that moves as a polyline within `tolerance(of:look:)` of
/// the timeline, when the tap circle shows, when the button holds still for a finger kept down,
/// and the stretch that repeats forever. No press rule is needed to play it.
public struct ResolvedPress: Sendable {
  /// Points of one property, linear between them. Two points at one time are a jump: the second
  /// holds from that instant on. Before the first and after the last, the value is theirs.
  public struct Track: Sendable, Equatable {
    public var times: [Double]
    public var values: [Double]
  }

  /// The animated properties (`Preset.animatedProperties`, in that order); the rest stay at rest.
  public var tracks: [(property: PressProperty, track: Track)]
  public var release: Double?
  /// The finger may stay down at this instant as long as it likes: the press has ended and nothing
  /// moves until the release, which starts here. Nil when the press is still moving at its release.
  public var hold: Double?
  /// The values shown while held at `hold` that differ from the tracks just before it (a press
  /// animation that snaps as it ends there); usually empty.
  public var held: [(property: PressProperty, value: Double)]
  /// Nothing moves after this; with a loop, the end of its first cycle.
  public var end: Double
  /// From `start` on the press repeats every `period` seconds, forever.
  public var loop: (start: Double, period: Double)?
  /// When the tap circle is drawn: [from, to) intervals, `to` infinite for "from then on".
  public var rippleShown: [(from: Double, to: Double)]

  /// The largest error a track may have: a hundredth of a device pixel, or 0.001 of an opacity.
  public static func tolerance(of property: PressProperty, look: ButtonLook) -> Double {
    property.pointsPerUnit(look).map { 0.01 / ($0 * look.screenScale) } ?? 0.001
  }
}

extension PressTimeline {
  /// This timeline resolved for a player (`ResolvedPress`).
  public func resolved() -> ResolvedPress {
    let (end, loop) = resolvedSpan()
    let tracks = preset.animatedProperties.map { ($0, track(of: $0, until: end)) }
    var hold: Double?
    var held: [(PressProperty, Double)] = []
    if let release, pressHoldsStill(at: release) {
      hold = release
      // The press alone at the release, against the tracks just before it.
      let pressed = PressTimeline(preset: preset, tap: (tapX, tapY))
      for p in preset.animatedProperties {
        let value = pressed.value(of: p, at: release)
        if abs(value - leftLimit(of: p, at: release)) > ResolvedPress.tolerance(of: p, look: preset.look) / 4 {
          held.append((p, value))
        }
      }
    }
    return ResolvedPress(
      tracks: tracks, release: release, hold: hold, held: held, end: end, loop: loop, rippleShown: rippleIntervals())
  }

  /// When nothing moves any more, or the loop that runs forever (one period: every loop shares
  /// it; otherwise ten seconds are played and then held).
  func resolvedSpan() -> (end: Double, loop: (start: Double, period: Double)?) {
    var end = 0.0
    var loops: [AnimationInstance] = []
    for i in instances {
      if let e = i.curve.endTime {
        end = max(end, min(i.removed, i.added + e))
      } else if i.removed.isFinite {
        end = max(end, i.removed)
      } else {
        loops.append(i)
      }
    }
    guard !loops.isEmpty else { return (end, nil) }
    let cycles = loops.compactMap(\.curve.cycle)
    guard cycles.count == loops.count, let period = cycles.first, period > 0, cycles.allSatisfy({ abs($0 - period) < 1e-12 })
    else { return (max(end, 10), nil) }
    let start = max(end, loops.map { $0.added + $0.curve.delay }.max() ?? 0)
    return (start + period, (start, period))
  }

  /// Whether every animation of the press has ended (or been replaced) before `t`.
  func pressHoldsStill(at t: Double) -> Bool {
    instances.filter { $0.added < t }.allSatisfy { i in
      i.removed < t || (i.curve.endTime.map { i.added + $0 <= t } ?? false)
    }
  }

  /// [from, to) intervals the tap circle is drawn in.
  func rippleIntervals() -> [(from: Double, to: Double)] {
    guard rippleGeometry != nil else { return [] }
    var changes = Set<Double>([0])
    for i in instances where i.property == .rippleDiameter || i.property == .rippleOpacity {
      changes.insert(i.added)
      if let e = i.curve.endTime { changes.insert(i.added + e) }
    }
    var result: [(from: Double, to: Double)] = []
    for t in changes.sorted() {
      let shown = rippleExists(at: t)
      if shown, result.last?.to != .infinity { result.append((t, .infinity)) }
      if !shown, let last = result.last, last.to == .infinity { result[result.count - 1].to = t }
    }
    return result
  }

  /// One property on [0, end] as a polyline: sampled every millisecond and at every instant an
  /// animation starts or stops (both sides where it jumps), halved where a straight line misses
  /// the middle, then thinned to the fewest points within the tolerance.
  public func track(of property: PressProperty, until end: Double) -> ResolvedPress.Track {
    let tolerance = ResolvedPress.tolerance(of: property, look: preset.look)
    var cuts = Set<Double>()
    for i in instances where i.property == property {
      cuts.insert(i.added)
      if i.removed.isFinite { cuts.insert(i.removed) }
      if let e = i.curve.endTime { cuts.insert(i.added + e) }
    }
    let grid = (0...Int((end * 1000).rounded(.up))).map { min(end, Double($0) / 1000) }
    let times = Set(grid).union(cuts.filter { $0 > 0 && $0 < end }).sorted()
    var samples: [(t: Double, v: Double)] = [(0, value(of: property, at: 0))]
    for t in times.dropFirst() {
      let left = cuts.contains(t) ? leftLimit(of: property, at: t) : value(of: property, at: t)
      let right = value(of: property, at: t)
      refine(property, from: samples[samples.count - 1], to: (t, left), tolerance: tolerance, into: &samples)
      samples.append((t, left))
      if abs(right - left) > tolerance / 4 { samples.append((t, right)) }
    }
    return ResolvedPress.Track(polyline: samples, tolerance: tolerance / 2)
  }

  /// The midpoints between two samples, in order, wherever the straight line between them misses
  /// the value by more than a quarter of the tolerance (which bounds a kink's error by half).
  func refine(
    _ property: PressProperty, from a: (t: Double, v: Double), to b: (t: Double, v: Double), tolerance: Double,
    depth: Int = 0, into samples: inout [(t: Double, v: Double)]
  ) {
    guard depth < 12, b.t - a.t > 1e-9 else { return }
    let m = (t: (a.t + b.t) / 2, v: value(of: property, at: (a.t + b.t) / 2))
    guard abs(m.v - (a.v + b.v) / 2) > tolerance / 4 else { return }
    refine(property, from: a, to: m, tolerance: tolerance, depth: depth + 1, into: &samples)
    samples.append(m)
    refine(property, from: m, to: b, tolerance: tolerance, depth: depth + 1, into: &samples)
  }
}

extension ResolvedPress.Track {
  /// The fewest of `samples` (ends kept, jumps kept) whose straight lines pass within `tolerance`
  /// of every sample: from each kept point, the farthest sample a line can reach while the range
  /// of slopes that pass every sample between stays open.
  init(polyline samples: [(t: Double, v: Double)], tolerance: Double) {
    var times: [Double] = []
    var values: [Double] = []
    var start = 0
    while start < samples.count {
      // A run of increasing times; the next starts at a jump (a repeated time).
      var stop = start + 1
      while stop < samples.count, samples[stop].t > samples[stop - 1].t { stop += 1 }
      var anchor = start
      var low = -Double.infinity, high = Double.infinity
      times.append(samples[start].t)
      values.append(samples[start].v)
      var k = start + 1
      while k < stop {
        let dt = samples[k].t - samples[anchor].t
        let slope = (samples[k].v - samples[anchor].v) / dt
        if slope < low || slope > high {
          anchor = k - 1
          times.append(samples[anchor].t)
          values.append(samples[anchor].v)
          (low, high) = (-Double.infinity, Double.infinity)
          continue
        }
        low = max(low, (samples[k].v - tolerance - samples[anchor].v) / dt)
        high = min(high, (samples[k].v + tolerance - samples[anchor].v) / dt)
        k += 1
      }
      if stop - 1 > anchor {
        times.append(samples[stop - 1].t)
        values.append(samples[stop - 1].v)
      }
      start = stop
    }
    // A property that never moves is one point.
    if let first = values.first, values.allSatisfy({ abs($0 - first) <= tolerance }) {
      times = [0]
      values = [first]
    }
    self.init(times: times, values: values)
  }
}
