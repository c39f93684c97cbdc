import Curves

/// The instant-by-instant state of a button, what a drawing of one frame needs.
public struct ButtonState: Sendable, Hashable {
  public var scaleX = 1.0, scaleY = 1.0
  public var translationX = 0.0, translationY = 0.0
  /// Radians.
  public var rotation = 0.0
  public var alpha = 1.0
  public var shadowOpacity = 0.0, shadowRadius = 0.0, shadowOffsetX = 0.0, shadowOffsetY = 0.0
  public var ripple: RippleState?
  /// Opacity 0…1 of the background fade layer (its colour is `look.ripple.fadeColor`).
  public var backgroundFade = 0.0
  public init() {}
}

/// The tap circle at one instant, in points from the button's top-left.
public struct RippleState: Sendable, Hashable {
  public var centerX: Double
  public var centerY: Double
  public var diameter: Double
  public var opacity: Double
}

/// One event of a timeline and the phase it started (nil: the preset does not wire it).
public struct TimelineEvent: Sendable, Hashable {
  public var name: String
  public var event: ControlEvent
  public var time: Double
  public var phase: String?
}

/// A discontinuity of one property: a `removeAllAnimations()` snap, an explicit from-value, a
/// UIKit spring removed mid-swing.
public struct Jump: Sendable, Hashable {
  public var property: PressProperty
  public var time: Double
  /// After minus before, in the property's unit.
  public var size: Double
  /// |size| in device pixels; nil for properties without a size (opacities).
  public var pixels: Double?
}

/// A press interaction played out: touch-down at 0, an optional release and re-press. Every
/// property's shown value is the model value, replaced by the newest non-additive animation
/// still attached and plus every additive animation's remaining offset (FACTS.md §4–6).
public struct PressTimeline: Sendable {
  public let preset: Preset
  public let release: Double?
  public let repress: Double?
  public let tapX: Double
  public let tapY: Double
  public let events: [TimelineEvent]
  public let rippleGeometry: RippleGeometry?
  let instances: [AnimationInstance]
  let modelChanges: [PressProperty: [(time: Double, value: Double)]]
  /// Times a new tap circle replaces the old one (not reported as jumps).
  let newRippleTimes: [Double]

  /// `release` and `repress` in seconds after touch-down (a re-press needs a release before it);
  /// `tap` in points from the top-left, nil for the centre.
  public init(preset: Preset, release: Double? = nil, repress: Double? = nil, tap: (x: Double, y: Double)? = nil) {
    self.preset = preset
    self.release = release
    self.repress = repress
    let x = tap?.x ?? preset.look.width / 2
    let y = tap?.y ?? preset.look.height / 2
    tapX = x
    tapY = y
    rippleGeometry = preset.look.ripple.map { RippleGeometry(look: preset.look, ripple: $0, tapX: x, tapY: y) }
    var list = [
      TimelineEvent(name: "touch_down", event: preset.pressEvent, time: 0, phase: preset.events[preset.pressEvent])
    ]
    if let release {
      list.append(
        TimelineEvent(
          name: "release", event: preset.releaseEvent, time: release, phase: preset.events[preset.releaseEvent]))
      if let repress, repress >= release {
        list.append(
          TimelineEvent(
            name: "repress", event: preset.pressEvent, time: repress, phase: preset.events[preset.pressEvent]))
      }
    }
    events = list
    var builder = TimelineBuilder(preset: preset, geometry: rippleGeometry)
    builder.play(list)
    instances = builder.instances
    modelChanges = builder.modelChanges
    newRippleTimes = builder.newRippleTimes
  }

  /// The release `presslab press` uses by default: when the touch-down animations end; nil when
  /// the preset has no release phase (or its touch-down animations run forever).
  public static func defaultRelease(for preset: Preset) -> Double? {
    guard preset.phase(for: preset.releaseEvent) != nil, let press = preset.phase(for: preset.pressEvent) else {
      return nil
    }
    let ends = press.animations.map { group in group.curve.endTime.map { group.at + $0 } }
    guard !ends.contains(where: { $0 == nil }) else { return nil }
    return ends.compactMap { $0 }.max() ?? 0
  }

  /// When the last animation that does not repeat forever ends (0 if none).
  public var lastAnimationEnd: Double {
    instances.compactMap { i in i.curve.endTime.map { i.added + $0 } }.max() ?? 0
  }

  /// `presslab press`'s window: the larger of 2 s and 1.5 × the last non-repeating end, ≤ 10 s.
  public var defaultWindow: Double { min(10, max(2, 1.5 * lastAnimationEnd)) }

  /// The shown value of one property at `t` seconds after touch-down.
  public func value(of property: PressProperty, at t: Double) -> Double {
    PressTimelineView(look: preset.look, instances: instances, modelChanges: modelChanges).value(of: property, at: t)
  }

  /// The property normalised to progress, 0 at `from` and 1 at `to` (FACTS.md §9), as
  /// `Metrics.continuous` takes it; pair it with `jumps(until:)` for the jump times.
  public func progress(of property: PressProperty, from: Double, to: Double) -> @Sendable (Double) -> Double {
    let timeline = self
    let span = to - from
    return { t in (timeline.value(of: property, at: t) - from) / span }
  }

  /// The value just before `t`, extrapolated linearly from two points 0.1 and 0.2 µs earlier so
  /// that a moving value does not look like a small jump.
  public func leftLimit(of property: PressProperty, at t: Double) -> Double {
    2 * value(of: property, at: t - 1e-7) - value(of: property, at: t - 2e-7)
  }

  /// Everything a drawing of the button at `t` needs.
  public func state(at t: Double) -> ButtonState {
    var s = ButtonState()
    s.scaleX = value(of: .scaleX, at: t)
    s.scaleY = value(of: .scaleY, at: t)
    s.translationX = value(of: .translationX, at: t)
    s.translationY = value(of: .translationY, at: t)
    s.rotation = value(of: .rotation, at: t)
    s.alpha = value(of: .alpha, at: t)
    s.shadowOpacity = value(of: .shadowOpacity, at: t)
    s.shadowRadius = value(of: .shadowRadius, at: t)
    s.shadowOffsetX = value(of: .shadowOffsetX, at: t)
    s.shadowOffsetY = value(of: .shadowOffsetY, at: t)
    s.backgroundFade = value(of: .backgroundFade, at: t)
    if let geometry = rippleGeometry, rippleExists(at: t) {
      s.ripple = RippleState(
        centerX: geometry.centerX, centerY: geometry.centerY, diameter: value(of: .rippleDiameter, at: t),
        opacity: value(of: .rippleOpacity, at: t))
    }
    return s
  }

  /// The tap circle exists from the first animation that draws it until a group that removes it ends.
  func rippleExists(at t: Double) -> Bool {
    let ripple = instances.filter { $0.property == .rippleDiameter || $0.property == .rippleOpacity }
    guard let lastAdded = ripple.filter({ $0.added <= t }).map(\.added).max() else { return false }
    let removals = ripple.filter(\.removesLayerAtEnd).compactMap { i -> Double? in
      guard let end = i.curve.endTime.map({ i.added + $0 }), end <= i.removed, end <= t else { return nil }
      return end
    }
    return removals.max().map { lastAdded > $0 } ?? true
  }

  /// Every discontinuity in (0, until], in time order.
  public func jumps(until end: Double) -> [Jump] {
    var candidates = Set<Double>()
    for instance in instances {
      candidates.insert(instance.added)
      if instance.removed.isFinite { candidates.insert(instance.removed) }
      if let e = instance.curve.endTime { candidates.insert(instance.added + e) }
    }
    // Times that differ by rounding only (0.15 + 0.3 and 0.45) are one instant: the value
    // before the first and after the last.
    var clusters: [(first: Double, last: Double)] = []
    for t in candidates.sorted() where t > 0 && t <= end {
      if let previous = clusters.last, t - previous.last < 1e-9 {
        clusters[clusters.count - 1].last = t
      } else {
        clusters.append((t, t))
      }
    }
    var result: [Jump] = []
    for cluster in clusters {
      for property in preset.animatedProperties {
        if (property == .rippleDiameter || property == .rippleOpacity)
          && newRippleTimes.contains(where: { abs($0 - cluster.first) < 1e-9 })
        {
          continue
        }
        let before = leftLimit(of: property, at: cluster.first)
        let after = value(of: property, at: cluster.last)
        let size = after - before
        let scale = max(1, abs(before), abs(after))
        guard abs(size) > 1e-6 * scale else { continue }
        let pixels = property.pointsPerUnit(preset.look).map { abs(size) * $0 * preset.look.screenScale }
        result.append(Jump(property: property, time: cluster.last, size: size, pixels: pixels))
      }
    }
    return result
  }
}
