import Curves

/// One property of one animation group, as attached to the layer at `added`.
struct AnimationInstance: Sendable {
  var property: PressProperty
  var layer: String
  var kind: AnimationKind
  var added: Double
  /// When it stops affecting the layer (removed on completion, by removeAllAnimations, or replaced).
  var removed: Double
  var curve: Curve
  var isAdditive: Bool
  var from: Double
  var to: Double
  var removesLayerAtEnd: Bool

  func isActive(at t: Double) -> Bool { t >= added && t < removed }

  /// The value it shows (non-additive): keyframes give raw values, others from → to by progress.
  func shown(at t: Double) -> Double {
    if curve.isKeyframes { return curve.value(at: t - added) }
    return from + (to - from) * curve.value(at: t - added)
  }

  /// What it adds to the model value (additive): UIKit animates the offset (from − to) → 0.
  func offset(at t: Double) -> Double {
    if curve.isKeyframes { return curve.value(at: t - added) }
    return (from - to) * (1 - curve.value(at: t - added))
  }
}

/// Plays the events in time order, attaching animations as UIKit and Core Animation would.
struct TimelineBuilder {
  let preset: Preset
  let geometry: RippleGeometry?
  var instances: [AnimationInstance] = []
  var modelChanges: [PressProperty: [(time: Double, value: Double)]] = [:]
  var newRippleTimes: [Double] = []

  init(preset: Preset, geometry: RippleGeometry?) {
    self.preset = preset
    self.geometry = geometry
  }

  private enum Action {
    case removeAll(layer: String)
    case add(AnimationGroup)
  }

  mutating func play(_ events: [TimelineEvent]) {
    var actions: [(time: Double, order: Int, action: Action)] = []
    for event in events {
      guard let name = event.phase, let phase = preset.phase(named: name) else { continue }
      for layer in phase.removesAnimations { actions.append((event.time, actions.count, .removeAll(layer: layer))) }
      for group in phase.animations { actions.append((event.time + group.at, actions.count, .add(group))) }
    }
    actions.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    for (time, _, action) in actions {
      switch action {
      case .removeAll(let layer):
        if layer == "ripple" { newRippleTimes.append(time) }
        for i in instances.indices where instances[i].layer == layer && instances[i].added <= time {
          instances[i].removed = min(instances[i].removed, time)
        }
      case .add(let group):
        add(group, at: time)
      }
    }
  }

  private mutating func add(_ group: AnimationGroup, at time: Double) {
    // Values are read before any of the group is attached: all of a group's properties start together.
    let timeline = snapshot()
    var added: [AnimationInstance] = []
    for target in group.targets {
      let p = target.property
      let model = timeline.modelValue(of: p, at: time)
      let shown = timeline.value(of: p, at: time)
      let to = resolve(target.to, property: p, model: model, shown: shown)
      let from: Double
      switch group.kind {
      case .uikit: from = model
      case .implicit: from = shown
      case .basic: from = target.from.map { resolve($0, property: p, model: model, shown: shown) } ?? shown
      }
      var removed = Double.infinity
      if !group.fillForwards, let end = group.curve.endTime { removed = time + end }
      if group.kind == .implicit {
        // An implicit action replaces the one running for the same key.
        for i in instances.indices where instances[i].property == p && instances[i].kind == .implicit {
          instances[i].removed = min(instances[i].removed, time)
        }
      }
      added.append(
        AnimationInstance(
          property: p, layer: group.layer, kind: group.kind, added: time, removed: removed, curve: group.curve,
          isAdditive: group.isAdditive, from: from, to: to, removesLayerAtEnd: group.removesLayerAtEnd))
      if group.setsModel { modelChanges[p, default: []].append((time, to)) }
    }
    instances += added
  }

  private func snapshot() -> PressTimelineView {
    PressTimelineView(look: preset.look, instances: instances, modelChanges: modelChanges)
  }

  private func resolve(_ value: TargetValue, property: PressProperty, model: Double, shown: Double) -> Double {
    value.resolved(rest: preset.look.restingValue(of: property), geometry: geometry, model: model, shown: shown)
  }
}

/// The value rules of `PressTimeline`, over a partial list of instances (used while building).
struct PressTimelineView {
  let look: ButtonLook
  let instances: [AnimationInstance]
  let modelChanges: [PressProperty: [(time: Double, value: Double)]]

  func modelValue(of property: PressProperty, at t: Double) -> Double {
    var value = look.restingValue(of: property)
    for change in modelChanges[property] ?? [] where change.time <= t { value = change.value }
    return value
  }

  func value(of property: PressProperty, at t: Double) -> Double {
    var base = modelValue(of: property, at: t)
    var offset = 0.0
    for instance in instances where instance.property == property && instance.isActive(at: t) {
      if instance.isAdditive { offset += instance.offset(at: t) } else { base = instance.shown(at: t) }
    }
    return base + offset
  }
}
