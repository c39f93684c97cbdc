// Presets: the five seed button systems as data, and what a press does to them over time.
//
// API note. `PresetLibrary.parse(files:)` takes the text of every `datasets/presets/*.yaml` file
// with its file name (the CLI reads them; this module does no I/O) and returns the presets that
// loaded plus one `PresetError` (file, line, field, message) per preset or file that did not.
// A `Preset` has a `name` (what `presslab press` and notebooks take), its `seed` file, a one-line
// `description`, its `look: ButtonLook` (size in points, `cornerRadius` with capsules already
// resolved to height/2, `fill`, `title`, `titleColor`, shadow colour and resting shadow, `screenScale`,
// and `ripple: RippleLook?`), and its interaction (events → phases → animation groups). To draw the
// button at any instant, build `PressTimeline(preset:release:repress:tap:)` (touch-down at t = 0,
// times in seconds, tap in points from the top-left, nil = centre) and call `state(at:)`: it gives a
// `ButtonState` (scale, translation, rotation, alpha, shadow, `ripple: RippleState?` with centre,
// diameter and opacity, `backgroundFade` 0…1). `value(of:at:)` gives one `PressProperty`;
// `jumps` lists every discontinuity (removeAllAnimations snaps, explicit from-values, spring snaps)
// with its size in points and device pixels; `report(fps:window:)` samples and scores every
// animated property (what `presslab press` prints). Sweeps vary a preset with
// `preset.varying("release.damping", to: 0.5)` (`press`/`release` or a phase name, then a curve
// parameter, `scale`, or a property name). Colours are `RGBA` with components in 0…1.

/// A colour with components in 0…1, premultiplied nowhere.
public struct RGBA: Sendable, Hashable {
  public var r: Double
  public var g: Double
  public var b: Double
  public var a: Double
  public init(r: Double, g: Double, b: Double, a: Double = 1) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }
  /// The same colour with another alpha (BFPaper's "smart colour" takes the title colour at 0.16).
  public func withAlpha(_ alpha: Double) -> RGBA { RGBA(r: r, g: g, b: b, a: alpha) }
}

/// How big the tap circle grows (BFPaperButton's `tapCircleDiameter`).
public enum RippleDiameter: Sendable, Hashable {
  /// The default: `max(width, height)`.
  case largestSide
  /// `max(width, height) × factor` (the README's custom circle uses 1.3).
  case factorOfLargestSide(Double)
  /// A fixed diameter in points (`tapCircleDiameterMedium` is 305).
  case points(Double)
  /// `tapCircleDiameterFull`: a circle that always covers the whole button.
  case full
}

/// The tap circle (ripple) of a material button, at rest.
public struct RippleLook: Sendable, Hashable {
  public var startDiameter: Double
  public var diameter: RippleDiameter
  /// How much the diameter grows past `diameter` when the touch ends.
  public var burst: Double
  public var fromTapLocation: Bool
  /// false: masked by the button's rounded rect.
  public var beyondBounds: Bool
  public var color: RGBA
  /// The colour the background fades to (flat buttons on a clear background); nil: no fade.
  public var fadeColor: RGBA?
}

/// What the button looks like at rest: everything a drawing needs besides a `ButtonState`.
public struct ButtonLook: Sendable, Hashable {
  public var width: Double
  public var height: Double
  /// In points; a capsule is already resolved to height / 2.
  public var cornerRadius: Double
  public var isCapsule: Bool
  public var fill: RGBA
  public var title: String
  public var titleColor: RGBA
  public var shadowColor: RGBA
  public var shadowOpacity: Double
  public var shadowRadius: Double
  public var shadowOffsetX: Double
  public var shadowOffsetY: Double
  /// Device pixels per point (`DisplaySettings.standard` unless the preset or the notebook says otherwise).
  public var screenScale: Double
  public var ripple: RippleLook?

  /// The resting value of a property, from which factors are taken and to which `rest` returns.
  public func restingValue(of property: PressProperty) -> Double {
    switch property {
    case .scaleX, .scaleY, .alpha: return 1
    case .translationX, .translationY, .rotation, .rippleOpacity, .backgroundFade: return 0
    case .shadowOpacity: return shadowOpacity
    case .shadowRadius: return shadowRadius
    case .shadowOffsetX: return shadowOffsetX
    case .shadowOffsetY: return shadowOffsetY
    case .rippleDiameter: return ripple?.startDiameter ?? 0
    }
  }
}

/// Where a number in a preset comes from.
public enum ValueSource: Sendable, Hashable, CustomStringConvertible {
  /// A seed file and the line that states the number.
  case seed(file: String, line: Int)
  /// A section of FACTS.md (the library source behind a seed, e.g. §6 or §7).
  case facts(section: String)
  /// Not stated anywhere: chosen, and listed in datasets/README.md.
  case assumption
  /// A team's own button: a plain value in a preset file without a seed.
  case yours

  public var description: String {
    switch self {
    case .seed(let file, let line): return "\(file):\(line)"
    case .facts(let section): return "FACTS.md §\(section)"
    case .assumption: return "assumption"
    case .yours: return "yours"
    }
  }
}

/// One number of a preset with its source and where the preset file writes it.
public struct Citation: Sendable, Hashable {
  /// Dotted path of the field, e.g. `phases.press.animations.transform.set.scale_x`.
  public var field: String
  public var value: Double
  public var source: ValueSource
  public var line: Int
}

/// A button system from one seed: its look and how it reacts to touches.
public struct Preset: Sendable {
  public var name: String
  /// The seed file the preset models; nil for a team's own button (a file without `seed:`).
  public var seed: String?
  public var description: String
  /// The preset file it was read from, and the line its name is on.
  public var file: String
  public var line: Int
  public var look: ButtonLook
  /// Which phase each control event starts (events the seed does not wire are absent).
  public var events: [ControlEvent: String]
  /// The event a release is (`touchUpInside` unless the preset says otherwise).
  public var releaseEvent: ControlEvent
  /// The event a re-press is (`touchDown`).
  public var pressEvent: ControlEvent
  public var phases: [Phase]
  /// Every number with its source, in file order.
  public var citations: [Citation]
  /// Modelling choices the sources leave open (FACTS.md marks them UNCERTAIN).
  public var uncertain: [String]
  /// The preset's `name:` ("OurCustomButton"), when it gives one; not inherited by `extends:`.
  public var givenName: String? = nil

  /// The button's name on every page a designer reads: its `name:`, else its id in words
  /// ("shrink-shadow" → "Shrink shadow"). The id stays where a user types it.
  public var buttonName: String { givenName ?? Self.words(fromID: name) }

  /// "team-primary" → "Team primary".
  public static func words(fromID id: String) -> String {
    let text = id.split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  public func phase(named name: String) -> Phase? { phases.first { $0.name == name } }

  /// Where its numbers come from, as listings say it: the seed file, or "yours".
  public var origin: String { seed ?? ValueSource.yours.description }

  /// The phase an event starts, if the seed wires the event.
  public func phase(for event: ControlEvent) -> Phase? { events[event].flatMap { phase(named: $0) } }

  /// Every property some phase animates, in `PressProperty` order.
  public var animatedProperties: [PressProperty] {
    let used = Set(phases.flatMap { $0.animations.flatMap { $0.targets.map(\.property) } })
    return PressProperty.allCases.filter { used.contains($0) }
  }
}
