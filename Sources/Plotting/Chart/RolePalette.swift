import Drawing
import Presets

/// What each colour means on every chart of a report, and in its HTML twin: "now" (the curve that
/// ships today) and "pick" (the recommendation) have colours no property and no button ever
/// takes; each kind of movement has its own; buttons compared side by side take theirs by their
/// place among the buttons the notebook names, and curves with no role (a fit's models, parameter
/// sets) take the buttons' colours in turn. Continuous values use a `Colormap`.
public enum RolePalette {
  /// The curve a button ships with today.
  public static let now = OkabeIto.vermillion
  /// The recommended curve.
  public static let pick = OkabeIto.blue
  /// Every swept curve on a candidate scatter; the Pareto front drawn over them.
  public static let candidates = Color(hex: 0x999999, alpha: 0.55)
  public static let front = Color(hex: 0x222222)
  /// What a filmstrip points at: the movement drawn larger, earlier frames, a visible jump.
  public static let emphasis = Color(hex: 0x882255)

  /// One hue per kind of movement; the second member of a pair (y, or a ripple's opacity) dashed,
  /// the shadow's members told apart by dashes.
  public static func style(of property: PressProperty, width: Double = 1.5) -> StrokeStyle {
    let dashed: [Double] = [4, 2], dotted: [Double] = [1.2, 1.6]
    let (color, dash): (Color, [Double]) =
      switch property {
      case .scaleX: (Color(hex: 0x009E73), [])
      case .scaleY: (Color(hex: 0x009E73), dashed)
      case .translationX: (Color(hex: 0xCC79A7), dashed)
      case .translationY: (Color(hex: 0xCC79A7), [])
      case .rotation: (Color(hex: 0x999933), [])
      case .alpha: (Color(hex: 0x997700), [])
      case .shadowOpacity: (Color(hex: 0x000000), [])
      case .shadowRadius: (Color(hex: 0x000000), dashed)
      case .shadowOffsetX: (Color(hex: 0x000000), dotted)
      case .shadowOffsetY: (Color(hex: 0x000000), dotted)
      case .rippleDiameter: (Color(hex: 0x332288), [])
      case .rippleOpacity: (Color(hex: 0x332288), dashed)
      case .backgroundFade: (Color(hex: 0x888888), [])
      }
    return StrokeStyle(color: color, width: width, dash: dash)
  }

  /// Colours of buttons drawn side by side, none of them `now`'s or `pick`'s.
  public static let buttons: [Color] = [0x009E73, 0xCC79A7, 0x000000, 0x999933, 0x332288, 0x997700, 0x882255, 0x88CCEE]
    .map { Color(hex: $0) }

  /// The colour of the button at `index` in the report's list of buttons (cycling past eight).
  public static func button(_ index: Int) -> Color { buttons[((index % buttons.count) + buttons.count) % buttons.count] }

  /// The colour of `name` among the report's buttons, `names` in the report's order
  /// (`Notebook.buttonIDs`); a name not among them takes the colour after the last.
  public static func button(named name: String, among names: [String]) -> Color {
    button(names.firstIndex(of: name) ?? names.count)
  }

  /// Every role as `#RRGGBB`, for a page that styles with CSS.
  public static var css: [(role: String, hex: String)] {
    [("now", hex(now)), ("pick", hex(pick))]
      + PressProperty.allCases.map { ("property-" + $0.rawValue.replacing("_", with: "-"), hex(style(of: $0).color)) }
      + buttons.indices.map { ("button-\($0)", hex(buttons[$0])) }
  }

  /// `#RRGGBB` of an opaque colour.
  public static func hex(_ c: Color) -> String {
    "#" + [c.red, c.green, c.blue].map { v in
      let b = Int((max(0, min(1, v)) * 255).rounded())
      return String(b >> 4, radix: 16, uppercase: true) + String(b & 15, radix: 16, uppercase: true)
    }.joined()
  }
}
