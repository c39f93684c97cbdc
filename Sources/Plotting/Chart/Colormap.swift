import Drawing

/// A sequential colour map for continuous values, interpolated linearly between evenly spaced
/// sRGB stops. Viridis and cividis are perceptually uniform and stay readable in greyscale and
/// for colour-blind readers.
public struct Colormap: Hashable, Sendable {
  public var name: String
  public var stops: [Color]

  public init(name: String, stops: [Color]) {
    precondition(stops.count >= 2, "a colour map needs two stops")
    self.name = name
    self.stops = stops
  }

  /// matplotlib's viridis sampled at 0, 0.1, …, 1.
  public static let viridis = Colormap(
    name: "viridis",
    stops: [0x440154, 0x482475, 0x414487, 0x355F8D, 0x2A788E, 0x21918C, 0x22A884, 0x44BF70, 0x7AD151, 0xBDDF26, 0xFDE725]
      .map { Color(hex: $0) })
  /// cividis (Nuñez et al. 2018) sampled at ten even points.
  public static let cividis = Colormap(
    name: "cividis",
    stops: [0x00204D, 0x00336F, 0x39486B, 0x575C6D, 0x707173, 0x8A8779, 0xA69D75, 0xC4B56C, 0xE4CF5B, 0xFFEA46]
      .map { Color(hex: $0) })

  public static func named(_ name: String) -> Colormap? {
    switch name.lowercased() {
    case "viridis": .viridis
    case "cividis": .cividis
    default: nil
    }
  }

  /// The colour at `t` in 0...1 (clamped; NaN gives light grey).
  public func color(at t: Double) -> Color {
    guard t.isFinite else { return .lightGray }
    let x = max(0, min(1, t)) * Double(stops.count - 1)
    let i = min(stops.count - 2, Int(x))
    return stops[i].mixed(with: stops[i + 1], x - Double(i))
  }
  /// The colour of `value` on a scale from `low` to `high`.
  public func color(_ value: Double, low: Double, high: Double) -> Color {
    color(at: high == low ? 0.5 : (value - low) / (high - low))
  }
}

/// The Okabe–Ito palette for categories: distinguishable with every common colour-vision
/// deficiency. Ordered for series on white paper (yellow last, black before it).
public enum OkabeIto {
  public static let orange = Color(hex: 0xE69F00)
  public static let skyBlue = Color(hex: 0x56B4E9)
  public static let bluishGreen = Color(hex: 0x009E73)
  public static let yellow = Color(hex: 0xF0E442)
  public static let blue = Color(hex: 0x0072B2)
  public static let vermillion = Color(hex: 0xD55E00)
  public static let reddishPurple = Color(hex: 0xCC79A7)
  public static let black = Color(hex: 0x000000)

  public static let series: [Color] = [blue, vermillion, bluishGreen, orange, skyBlue, reddishPurple, black, yellow]
  /// The colour of series `i`, cycling.
  public static func color(_ i: Int) -> Color { series[((i % series.count) + series.count) % series.count] }
}

/// Fonts, sizes and inks shared by every chart.
public struct ChartTheme: Hashable, Sendable {
  public var title = TextStyle(size: 12, bold: true)
  public var subtitle = TextStyle(size: 8.5, color: Color(hex: 0x555555))
  public var axisTitle = TextStyle(size: 9)
  public var tickLabel = TextStyle(size: 8, color: Color(hex: 0x333333))
  public var legend = TextStyle(size: 8)
  public var note = TextStyle(size: 7, color: Color(hex: 0x555555))
  public var axisInk = Color(hex: 0x333333)
  public var gridInk = Color(hex: 0xE4E4E4)
  public var bandFill = Color(hex: 0x009E73, alpha: 0.12)
  public var plotBackground = Color.white
  public init() {}
  public static let standard = ChartTheme()
}
