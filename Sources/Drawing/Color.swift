/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1.
public struct Color: Hashable, Sendable {
  public var red, green, blue, alpha: Double
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }
  /// From `0xRRGGBB`.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }
  /// From `#RRGGBB`, `#RRGGBBAA`, `RRGGBB` or `#RGB`; nil when malformed.
  public init?(hexString: String) {
    var s = Substring(hexString)
    if s.hasPrefix("#") { s = s.dropFirst() }
    guard s.allSatisfy(\.isHexDigit) else { return nil }
    if s.count == 3 { s = Substring(s.map { "\($0)\($0)" }.joined()) }
    switch s.count {
    case 6:
      guard let v = UInt32(s, radix: 16) else { return nil }
      self.init(hex: v)
    case 8:
      guard let v = UInt32(s, radix: 16) else { return nil }
      self.init(hex: v >> 8, alpha: Double(v & 0xFF) / 255)
    default: return nil
    }
  }
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }
  public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }
  /// Straight linear mix in sRGB: `t = 0` gives `self`, `t = 1` gives `other`.
  public func mixed(with other: Color, _ t: Double) -> Color {
    Color(
      red: red + (other.red - red) * t, green: green + (other.green - green) * t,
      blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
  }
  /// Relative luminance (WCAG), to pick black or white text on a fill.
  public var luminance: Double {
    func lin(_ c: Double) -> Double {
      c <= 0.04045 ? c / 12.92 : pow24((c + 0.055) / 1.055)
    }
    return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
  }

  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let clear = Color(white: 0, alpha: 0)
  /// Text and axis ink: near-black, softer than pure black on paper.
  public static let ink = Color(hex: 0x222222)
  public static let gray = Color(hex: 0x888888)
  public static let lightGray = Color(hex: 0xDDDDDD)
}

/// x^2.4 for x in 0...1 without libm: x² · x^0.4, with x^0.4 from Newton steps on y⁵ = x².
private func pow24(_ x: Double) -> Double {
  guard x > 0 else { return 0 }
  let target = x * x
  var y = x.squareRoot()  // start near x^0.5
  for _ in 0..<200 {
    let step = (y * y * y * y * y - target) / (5 * y * y * y * y)
    y -= step
    if abs(step) < 1e-12 { break }
  }
  return x * x * y
}
