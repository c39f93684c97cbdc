import YAMLValues

/// Colours as the seeds write them: `rgb255(192, 63, 50)` (UIColor(red: 192/255, …)),
/// `rgb(0.3, 0, 1, 1)` (components 0…1), `white(0.2, 1)` (UIColor(white:alpha:)), `named(darkGray)` (UIColor.darkGray) and, for assumed
/// colours, `#RRGGBB` / `#RRGGBBAA`.
enum ColorText {
  /// The colour and the numbers written inside it (which the reference check compares).
  static func parse(_ text: String) -> (color: RGBA, numbers: [Double])? {
    let trimmed = text.filter { $0 != " " }
    if trimmed.hasPrefix("#") { return hex(String(trimmed.dropFirst())).map { ($0, []) } }
    if trimmed.hasPrefix("named("), trimmed.hasSuffix(")") {
      return named[String(trimmed.dropFirst(6).dropLast())].map { ($0, []) }
    }
    guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
    let name = trimmed[..<open]
    let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    var numbers: [Double] = []
    for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
      guard let value = decimal(part) else { return nil }
      numbers.append(value)
    }
    let color: RGBA
    switch (name, numbers.count) {
    case ("rgb255", 3), ("rgb255", 4):
      guard numbers.prefix(3).allSatisfy({ (0...255).contains($0) }) else { return nil }
      color = RGBA(
        r: numbers[0] / 255, g: numbers[1] / 255, b: numbers[2] / 255, a: numbers.count == 4 ? numbers[3] : 1)
    case ("rgb", 3), ("rgb", 4):
      color = RGBA(r: numbers[0], g: numbers[1], b: numbers[2], a: numbers.count == 4 ? numbers[3] : 1)
    case ("white", 1), ("white", 2):
      color = RGBA(r: numbers[0], g: numbers[0], b: numbers[0], a: numbers.count == 2 ? numbers[1] : 1)
    default:
      return nil
    }
    let components = [color.r, color.g, color.b, color.a]
    guard components.allSatisfy({ (0...1).contains($0) }) else { return nil }
    return (color, numbers)
  }

  /// UIColor's named colours the seeds use (UIKit documents them as white levels / RGB).
  static let named: [String: RGBA] = [
    "black": RGBA(r: 0, g: 0, b: 0), "darkGray": RGBA(r: 1.0 / 3, g: 1.0 / 3, b: 1.0 / 3),
    "gray": RGBA(r: 0.5, g: 0.5, b: 0.5), "lightGray": RGBA(r: 2.0 / 3, g: 2.0 / 3, b: 2.0 / 3),
    "white": RGBA(r: 1, g: 1, b: 1), "clear": RGBA(r: 0, g: 0, b: 0, a: 0),
  ]

  /// A plain decimal (no `inf`, `nan` or hexadecimal floats, which `Double(_:)` would take).
  private static func decimal(_ text: Substring) -> Double? {
    guard !text.isEmpty, text.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  private static func hex(_ digits: String) -> RGBA? {
    guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
    let full = digits.count == 6 ? value << 8 | 0xFF : value
    func byte(_ shift: UInt64) -> Double { Double((full >> shift) & 0xFF) / 255 }
    return RGBA(r: byte(24), g: byte(16), b: byte(8), a: byte(0))
  }
}

extension SourcedReader {
  /// `[colour text, source]`; the numbers inside the colour are cited with that source.
  mutating func color(_ node: YAMLValue, _ field: String) throws(PresetError) -> RGBA {
    let value: YAMLValue
    let source: ValueSource
    if plain && !isSourced(node), node.scalar != nil {
      (value, source) = (node, .yours)
    } else {
      guard let items = node.items, items.count == 2, items[0].string != nil else {
        throw error(node, field, "write a colour with its source: [\"rgb255(192, 63, 50)\", \"<seed file>:<line>\"]")
      }
      (value, source) = (items[0], try self.source(items[1], field))
    }
    let text = value.string ?? ""
    guard let (color, numbers) = ColorText.parse(text) else {
      throw error(
        value, field,
        "unreadable colour '\(text)' (use #RRGGBB, #RRGGBBAA, rgb255(r, g, b[, a]), rgb(r, g, b[, a]) or white(w[, a]) with components in range)"
      )
    }
    for number in numbers {
      record(Citation(field: field, value: number, source: source, line: value.location.line))
    }
    return color
  }
}
