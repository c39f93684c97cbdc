import Plotting
import Presets
import ReportModel
import TextFormats

extension ReportHTML {
  /// A playable button as the HTML twin's script reads it: its press resolved by `PressTimeline`
  /// (touch-down at 0, released when the press ends, as its filmstrip shows it) into tracks the
  /// page only interpolates (`ResolvedPress`). The page holds no press rule, curve or ripple
  /// geometry of its own.
  enum Buttons {
    static func button(_ b: PlayableButton, id: String) -> JSONValue {
      let look = b.preset.look
      var rest: [(String, JSONValue)] = []
      for p in PressProperty.allCases { rest.append((p.rawValue, number(look.restingValue(of: p)))) }
      let timeline = PressTimeline(preset: b.preset, release: PressTimeline.defaultRelease(for: b.preset))
      return .object([
        ("id", .string(id)), ("name", .string(name(b))), ("label", .string(b.label)), ("preset", .string(b.preset.name)),
        ("title", .string(look.title)),
        ("w", number(look.width)), ("h", number(look.height)), ("margin", number(ButtonSnapshot.margin(for: look))),
        ("shadowColor", .array([look.shadowColor.r, look.shadowColor.g, look.shadowColor.b, look.shadowColor.a].map { number($0 * 255) })),
        ("rest", .object(rest)), ("press", press(timeline)),
      ])
    }

    /// The resolved press: `release`, `hold` (where a finger kept down waits), `held` (values
    /// shown while it waits that differ from the tracks), `end`, `loop` [start, period], the
    /// moving properties' `tracks` [[times], [values]], and the tap circle.
    static func press(_ timeline: PressTimeline) -> JSONValue {
      let resolved = timeline.resolved()
      return .object([
        ("release", .optional(resolved.release)), ("hold", .optional(resolved.hold)),
        ("held", .object(resolved.held.map { ($0.property.rawValue, number($0.value)) })),
        ("end", number(resolved.end)),
        ("loop", resolved.loop.map { .array([number($0.start), number($0.period)]) } ?? .null),
        ("tracks", .object(resolved.tracks.map { ($0.property.rawValue, track($0.track)) })),
        ("ripple", ripple(timeline, resolved)),
      ])
    }

    /// When the tap circle shows ([from, to or null]), and where for a touch in each third of the
    /// button: [x, y, centre x, centre y, diameter track or null when the centre touch's serves].
    /// The centre touch comes first; a circle that does not follow the touch has only it.
    static func ripple(_ timeline: PressTimeline, _ resolved: ResolvedPress) -> JSONValue {
      let preset = timeline.preset
      guard let look = preset.look.ripple, let centre = timeline.rippleGeometry else { return .null }
      let w = preset.look.width, h = preset.look.height
      var taps: [JSONValue] = [.array([number(w / 2), number(h / 2), number(centre.centerX), number(centre.centerY), .null])]
      if look.fromTapLocation {
        let diameter = resolved.tracks.first { $0.property == .rippleDiameter }?.track
        for j in 0..<3 {
          for i in 0..<3 where i != 1 || j != 1 {
            let x = w * Double(2 * i + 1) / 6, y = h * Double(2 * j + 1) / 6
            let touched = PressTimeline(preset: preset, release: timeline.release, tap: (x, y))
            guard let g = touched.rippleGeometry else { continue }
            let own = diameter.map { _ in touched.track(of: .rippleDiameter, until: resolved.end) }
            taps.append(.array([number(x), number(y), number(g.centerX), number(g.centerY), own == diameter ? .null : own.map(track) ?? .null]))
          }
        }
      }
      let shown = resolved.rippleShown.map { JSONValue.array([number($0.from), $0.to.isFinite ? number($0.to) : .null]) }
      return .object([("shown", .array(shown)), ("taps", .array(taps))])
    }

    static func track(_ t: ResolvedPress.Track) -> JSONValue {
      .array([.array(t.times.map(number)), .array(t.values.map(number))])
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
