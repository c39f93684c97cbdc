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

  /// The release group that moves the button (`movingGroup(in:)` of the release phase).
  public var releaseGroup: AnimationGroup? { phase(.release).flatMap(movingGroup(in:)) }

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
