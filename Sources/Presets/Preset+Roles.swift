/// What the rest of PressLab asks of a preset's phases, each decided once here: which phase is the
/// press and which the release, which release group moves the button, and what the press scale is.
extension Preset {
  /// The two phases a press is made of.
  public enum Role: String, Sendable {
    case press, release
  }

  /// The phase touch-down (press) or the release starts: the phase its control event is wired to,
  /// else the phase named after the role.
  public func phase(_ role: Role) -> Phase? {
    phase(for: role == .press ? pressEvent : releaseEvent) ?? phase(named: role.rawValue)
  }

  /// The group of a phase that moves the button itself: the first that scales it, else the first
  /// that translates it, else the first that is not a keyframe animation (a wobble returns where it
  /// began), else the first.
  public func movingGroup(in phase: Phase) -> AnimationGroup? {
    let moving: [[PressProperty]] = [[.scaleX, .scaleY], [.translationX, .translationY]]
    for properties in moving {
      if let group = phase.animations.first(where: { group in
        !group.curve.isKeyframes && group.targets.contains { properties.contains($0.property) }
      }) {
        return group
      }
    }
    return phase.animations.first { !$0.curve.isKeyframes } ?? phase.animations.first
  }

  /// The group that plays a role, the one rule every cell, sweep and recommendation asks: for the
  /// press, `movingGroup(in:)` of the press phase; for the release, the first group that takes the
  /// button to rest, else `movingGroup(in:)`. PEButton's press effect first re-plays its
  /// touch-down (which holds the button pressed) and only then springs it back.
  public func group(for role: Role) -> AnimationGroup? {
    guard let phase = phase(role) else { return nil }
    guard role == .release else { return movingGroup(in: phase) }
    let returning = phase.animations.filter { group in
      !group.curve.isKeyframes && group.targets.contains { $0.to == .rest && [.scaleX, .scaleY, .translationX, .translationY].contains($0.property) }
    }
    return returning.first ?? movingGroup(in: phase)
  }

  /// The release group that moves the button back (`group(for: .release)`).
  public var releaseGroup: AnimationGroup? { group(for: .release) }

  /// Seconds from lift-off until the release group starts: the time the button stays pressed.
  public var releaseHold: Double { releaseGroup.map { $0.at + ($0.curve.spec.delay) } ?? 0 }

  /// The scale the press takes the button to: the press phase's first numeric `scale_x` target.
  public var pressScale: Double? {
    for group in phase(.press)?.animations ?? [] {
      for target in group.targets where target.property == .scaleX {
        if case .value(let value) = target.to { return value }
      }
    }
    return nil
  }
}
