import Curves
import Plotting
import Presets
import ReportModel
import TextFormats

extension ReportHTML {
  /// A playable button as the HTML twin's script reads it: the look, the resting values, and each
  /// phase's animation groups with their curves sampled every millisecond, so the page plays the
  /// same interaction rules as `PressTimeline` (FACTS.md §4–6) for any press the reader makes.
  enum Buttons {
    /// Seconds between curve samples.
    static let step = 0.001
    /// Longest stretch sampled of a curve that neither ends nor repeats.
    static let longest = 10.0

    static func button(_ b: PlayableButton, id: String) -> JSONValue {
      let preset = b.preset
      let look = preset.look
      var rest: [(String, JSONValue)] = []
      for p in PressProperty.allCases { rest.append((p.rawValue, number(look.restingValue(of: p)))) }
      var phases: [(String, JSONValue)] = []
      for phase in preset.phases {
        phases.append(
          (phase.name, .object([
            ("removes", .array(phase.removesAnimations.map(JSONValue.string))),
            ("groups", .array(phase.animations.map { group($0, look: look) })),
          ])))
      }
      return .object([
        ("id", .string(id)), ("label", .string(b.label)), ("name", .string(preset.name)), ("curve", .string(b.curve)),
        ("numbers", .array(b.numbers.map { .array([.string($0.name), .string($0.value)]) })),
        ("w", number(look.width)), ("h", number(look.height)), ("corner", number(look.cornerRadius)),
        ("margin", number(ButtonSnapshot.margin(for: look))), ("screenScale", number(look.screenScale)),
        ("fill", .string(css(look.fill))), ("title", .string(look.title)), ("titleColor", .string(css(look.titleColor))),
        ("shadowColor", .array([look.shadowColor.r, look.shadowColor.g, look.shadowColor.b, look.shadowColor.a].map { number($0 * 255) })),
        ("rest", .object(rest)), ("ripple", ripple(look)),
        ("press", preset.events[preset.pressEvent].map(JSONValue.string) ?? .null),
        ("release", preset.events[preset.releaseEvent].map(JSONValue.string) ?? .null),
        ("hold", .optional(PressTimeline.defaultRelease(for: preset))),
        ("phases", .object(phases)),
      ])
    }

    static func ripple(_ look: ButtonLook) -> JSONValue {
      guard let r = look.ripple else { return .null }
      let kind: (String, Double)
      switch r.diameter {
      case .largestSide: kind = ("largest", 1)
      case .factorOfLargestSide(let f): kind = ("factor", f)
      case .points(let p): kind = ("points", p)
      case .full: kind = ("full", 0)
      }
      return .object([
        ("color", .string(css(r.color))), ("fade", r.fadeColor.map { .string(css($0)) } ?? .null),
        ("beyond", .bool(r.beyondBounds)), ("fromTap", .bool(r.fromTapLocation)), ("start", number(r.startDiameter)),
        ("kind", .string(kind.0)), ("k", number(kind.1)), ("burst", number(r.burst)),
      ])
    }

    static func group(_ g: AnimationGroup, look: ButtonLook) -> JSONValue {
      .object([
        ("layer", .string(g.layer)), ("kind", .string(g.kind.rawValue)), ("at", number(g.at)),
        ("fill", .bool(g.fillForwards)), ("removesLayer", .bool(g.removesLayerAtEnd)), ("additive", .bool(g.isAdditive)),
        ("setsModel", .bool(g.setsModel)), ("curve", curve(g.curve)),
        ("targets", .array(g.targets.map { t in
          .object([
            ("p", .string(t.property.rawValue)), ("to", target(t.to, t.property, look)),
            ("from", t.from.map { target($0, t.property, look) } ?? .null),
          ])
        })),
      ])
    }

    /// A number, or the word the script resolves when the group is added.
    static func target(_ value: TargetValue, _ property: PressProperty, _ look: ButtonLook) -> JSONValue {
      let rest = look.restingValue(of: property)
      switch value {
      case .value(let v): return number(v)
      case .factor(let f): return number(rest * f)
      case .rest: return number(rest)
      case .rippleStart: return .string("rippleStart")
      case .rippleFinal: return .string("rippleFinal")
      case .rippleBurst: return .string("rippleBurst")
      case .keyframes: return .string("model")
      case .presentation: return .string("shown")
      }
    }

    /// Samples every `step` seconds while the curve runs (before its end, so a snap stays a snap:
    /// `pre` is the value just before the end, `fin` from it on), or over delay + one cycle of a
    /// loop.
    static func curve(_ c: Curve) -> JSONValue {
      let span = c.endTime ?? (c.cycle.map { c.delay + $0 } ?? longest)
      var count = Int((span / step).rounded(.up))
      if c.endTime == nil { count += 1 } else if Double(count - 1) * step >= span { count -= 1 }
      let values = (0..<max(1, count)).map { number(c.value(at: Double($0) * step)) }
      return .object([
        ("dt", number(step)), ("v", .array(values)), ("delay", number(c.delay)), ("kf", .bool(c.isKeyframes)),
        ("end", .optional(c.endTime)), ("pre", c.endTime.map { number(c.value(at: $0 - 1e-9)) } ?? .null),
        ("fin", c.endTime.map { number(c.value(at: $0)) } ?? .null), ("cycle", .optional(c.cycle)),
      ])
    }

    /// Seven significant digits: well under a thousandth of a pixel, and short.
    static func number(_ x: Double) -> JSONValue {
      guard x.isFinite, x != 0 else { return .integer(0) }
      let magnitude = (abs(x)).rounded(.up)
      let digits = max(0, 7 - String(Int(magnitude)).count)
      var scale = 1.0
      for _ in 0..<digits { scale *= 10 }
      let r = (x * scale).rounded() / scale
      return r == r.rounded() && abs(r) < 1e15 ? .integer(Int(r)) : .number(r)
    }

    static func css(_ c: RGBA) -> String {
      func byte(_ x: Double) -> Int { Int((max(0, min(1, x)) * 255).rounded()) }
      return "rgba(\(byte(c.r)),\(byte(c.g)),\(byte(c.b)),\(JSONValue.format((c.a * 1000).rounded() / 1000)))"
    }
  }
}
