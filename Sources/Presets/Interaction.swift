import Curves

/// The UIControl events the seeds wire (UIControl.Event names).
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
  case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
  case touchUpInside, touchUpOutside, touchCancel
}

/// A property a press animates, named as presets and `presslab press` name it.
public enum PressProperty: String, Sendable, Hashable, CaseIterable {
  case scaleX = "scale_x"
  case scaleY = "scale_y"
  case translationX = "translation_x"
  case translationY = "translation_y"
  case rotation, alpha
  case shadowOpacity = "shadow_opacity"
  case shadowRadius = "shadow_radius"
  case shadowOffsetX = "shadow_offset_x"
  case shadowOffsetY = "shadow_offset_y"
  case rippleDiameter = "ripple_diameter"
  case rippleOpacity = "ripple_opacity"
  case backgroundFade = "background_fade"

  /// The name in people's words, as prose and chart labels print it: "translation x".
  public var words: String { rawValue.replacing("_", with: " ") }

  /// The unit `presslab press` prints.
  public var unit: String {
    switch self {
    case .scaleX, .scaleY: return "scale"
    case .translationX, .translationY, .shadowRadius, .shadowOffsetX, .shadowOffsetY, .rippleDiameter: return "pt"
    case .rotation: return "rad"
    case .alpha, .shadowOpacity, .rippleOpacity, .backgroundFade: return "opacity"
    }
  }

  /// Points on screen per unit of the property, for pixel metrics; nil when it has no size
  /// (opacities). A scale moves one edge by half the side; a rotation moves a corner by the
  /// half-diagonal per radian; a diameter moves the circle's edge by half of it.
  public func pointsPerUnit(_ look: ButtonLook) -> Double? {
    switch self {
    case .scaleX: return look.width / 2
    case .scaleY: return look.height / 2
    case .translationX, .translationY, .shadowRadius, .shadowOffsetX, .shadowOffsetY: return 1
    case .rotation: return (look.width * look.width + look.height * look.height).squareRoot() / 2
    case .rippleDiameter: return 0.5
    case .alpha, .shadowOpacity, .rippleOpacity, .backgroundFade: return nil
    }
  }

  /// The layer a property lives on unless the preset says otherwise.
  var defaultLayer: String {
    switch self {
    case .rippleDiameter, .rippleOpacity: return "ripple"
    case .backgroundFade: return "fade"
    default: return "view"
    }
  }
}

/// A value a property animates to (or from).
public enum TargetValue: Sendable, Hashable {
  case value(Double)
  /// × the resting value (seed 000: shadow offset × 0.5, radius × 0.2).
  case factor(Double)
  /// The resting value (the look's).
  case rest
  /// The tap circle's start, final and burst diameters (BFPaperButton).
  case rippleStart, rippleFinal, rippleBurst
  /// The raw values of a keyframe curve.
  case keyframes
  /// Where the property is shown when the animation is added (its presentation value).
  case presentation

  /// The number this target stands for: `rest` is the property's resting value, `model` what a
  /// keyframe run leaves as the model value, `shown` where the property is shown when it starts.
  public func resolved(rest: Double, geometry: RippleGeometry?, model: Double, shown: Double) -> Double {
    switch self {
    case .value(let v): return v
    case .factor(let f): return rest * f
    case .rest: return rest
    case .rippleStart: return geometry?.startDiameter ?? rest
    case .rippleFinal: return geometry?.finalDiameter ?? rest
    case .rippleBurst: return geometry?.burstDiameter ?? rest
    case .keyframes: return model
    case .presentation: return shown
    }
  }
}

/// One property of an animation group: to what, and from what.
public struct PropertyTarget: Sendable, Hashable {
  public var property: PressProperty
  public var to: TargetValue
  /// nil: from the model value (additive UIKit animations) or the presentation value (others).
  public var from: TargetValue?
}

/// How an animation combines with the ones already running (FACTS.md §4–6).
public enum AnimationKind: String, Sendable, Hashable, CaseIterable {
  /// `UIView.animate`: additive from the old model value to the new one, which it sets; running
  /// animations continue, so an interruption is smooth.
  case uikit
  /// A Core Animation implicit action on a standalone layer: from the presentation value to the
  /// new model value, replacing what ran before.
  case implicit
  /// An explicit `CABasicAnimation`/`CAKeyframeAnimation`: from its `fromValue` (or the
  /// presentation value), the model left unchanged; removed at its end unless `fill_forwards`.
  case basic
}

/// Animations added together, on one curve, to one layer.
public struct AnimationGroup: Sendable {
  public var name: String
  public var kind: AnimationKind
  /// `view` (the button's layer), `shadow` (a shadow sublayer), `ripple`, `fade`.
  public var layer: String
  /// Seconds after the event at which the group is added (PEButton's `pressEffect` waits).
  public var at: Double
  /// The curve, built from its typed spec (`curve.spec`): output names its model and parameters from it.
  public var curve: Curve
  public var targets: [PropertyTarget]
  /// `isRemovedOnCompletion = false` + `fillMode = forwards`: the end value stays.
  public var fillForwards: Bool
  /// The layer is removed when this group ends (BFPaper removes its tap circle).
  public var removesLayerAtEnd: Bool
  /// UIView.AnimationOptions curve bits as written (springs ignore them, FACTS.md §1).
  public var options: String?
  /// Why this group is modelled as it is, when the sources are unsure.
  public var uncertain: String?

  /// Additive groups add an offset to the model value; others replace the shown value.
  public var isAdditive: Bool { kind == .uikit || (curve.isKeyframes && curve.isAdditive) }
  /// Whether adding the group changes the layer's model value.
  public var setsModel: Bool { kind != .basic && !curve.isKeyframes }
}

/// What one event does: optionally removes running animations, then adds its groups.
public struct Phase: Sendable {
  public var name: String
  /// Layers whose animations `removeAllAnimations()` clears first (seed 000: the view's layer).
  public var removesAnimations: [String]
  public var animations: [AnimationGroup]
}
