import CurveAnalysis
import Curves
import YAMLValues

/// Turns one preset's (merged) YAML node into a `Preset`, checking every key and value.
struct PresetDecoder {
  let file: String
  let name: String
  let seed: String?
  let line: Int
  var reader: SourcedReader

  init(file: String, name: String, seed: String?, line: Int) {
    self.file = file
    self.name = name
    self.seed = seed
    self.line = line
    self.reader = SourcedReader(file: file, plain: seed == nil)
  }

  static let presetKeys = ["name", "description", "look", "events", "release_event", "phases", "uncertain"]

  mutating func decode(_ node: YAMLValue) throws(PresetError) -> Preset {
    let f = name
    _ = try reader.mapping(node, f, allowed: Self.presetKeys)
    let description = try reader.word(try reader.required(node, "description", f), "\(f).description")
    let buttonName = try decodeButtonName(node["name"], f)
    let look = try decodeLook(try reader.required(node, "look", f), "\(f).look")
    var phases: [Phase] = []
    let phasesNode = try reader.required(node, "phases", f)
    for pair in try reader.mapping(phasesNode, "\(f).phases", allowed: phasesNode.pairs?.map(\.key.text) ?? []) {
      phases.append(try decodePhase(pair, look: look, "\(f).phases.\(pair.key.text)"))
    }
    var events: [ControlEvent: String] = [:]
    let eventsNode = try reader.required(node, "events", f)
    for pair in try reader.mapping(eventsNode, "\(f).events", allowed: ControlEvent.allCases.map(\.rawValue)) {
      let field = "\(f).events.\(pair.key.text)"
      let phase = try reader.word(pair.value, field)
      guard phases.contains(where: { $0.name == phase }) else {
        throw reader.error(
          pair.value, field, "no phase named '\(phase)' (phases: \(phases.map(\.name).joined(separator: ", ")))")
      }
      events[ControlEvent(rawValue: pair.key.text)!] = phase
    }
    var releaseEvent = ControlEvent.touchUpInside
    if let releaseNode = node["release_event"] {
      let text = try reader.word(releaseNode, "\(f).release_event")
      guard let event = ControlEvent(rawValue: text) else {
        throw reader.error(
          releaseNode, "\(f).release_event",
          "unknown event '\(text)' (events: \(ControlEvent.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      releaseEvent = event
    }
    guard events[.touchDown] != nil else {
      throw reader.error(eventsNode, "\(f).events", "no phase starts on touchDown")
    }
    var uncertain: [String] = []
    if let list = node["uncertain"] {
      guard let items = list.items else { throw reader.error(list, "\(f).uncertain", "expected a list of text") }
      for item in items { uncertain.append(try reader.word(item, "\(f).uncertain")) }
    }
    for phase in phases {
      for group in phase.animations {
        if let text = group.uncertain { uncertain.append("\(phase.name).\(group.name): \(text)") }
      }
    }
    return Preset(
      name: name, seed: seed, description: description, file: file, line: line, look: look, events: events,
      releaseEvent: releaseEvent, pressEvent: .touchDown, phases: phases, citations: reader.citations,
      uncertain: uncertain, givenName: buttonName)
  }

  /// `name:`, what the report calls the button ("OurCustomButton"): one line of text, not blank.
  func decodeButtonName(_ node: YAMLValue?, _ f: String) throws(PresetError) -> String? {
    guard let node else { return nil }
    let text = try reader.word(node, "\(f).name")
    guard !text.allSatisfy(\.isWhitespace), !text.contains("\n") else {
      throw reader.error(node, "\(f).name", "a button's name is one line of text, not blank")
    }
    return text
  }

  // MARK: - Look

  static let lookKeys = [
    "width", "height", "corner_radius", "fill", "title", "title_color", "screen_scale", "shadow", "ripple",
  ]
  static let shadowKeys = ["color", "opacity", "radius", "offset_x", "offset_y"]
  static let rippleKeys = [
    "start_diameter", "diameter", "burst", "from_tap_location", "beyond_bounds", "color", "fade_color",
  ]

  mutating func decodeLook(_ node: YAMLValue, _ f: String) throws(PresetError) -> ButtonLook {
    _ = try reader.mapping(node, f, allowed: Self.lookKeys)
    let width = try positive(try reader.required(node, "width", f), "\(f).width")
    let height = try positive(try reader.required(node, "height", f), "\(f).height")
    let cornerNode = try reader.required(node, "corner_radius", f)
    var cornerRadius = 0.0
    var isCapsule = false
    if (cornerNode.items?.first ?? cornerNode).string == "capsule" {
      _ = try reader.word(cornerNode, "\(f).corner_radius")
      isCapsule = true
      cornerRadius = height / 2
    } else {
      cornerRadius = try reader.number(cornerNode, "\(f).corner_radius")
      guard cornerRadius >= 0 else { throw reader.error(cornerNode, "\(f).corner_radius", "must be ≥ 0 or capsule") }
    }
    let titleColor = try reader.color(try reader.required(node, "title_color", f), "\(f).title_color")
    var look = ButtonLook(
      width: width, height: height, cornerRadius: cornerRadius, isCapsule: isCapsule,
      fill: try reader.color(try reader.required(node, "fill", f), "\(f).fill"),
      title: try reader.word(try reader.required(node, "title", f), "\(f).title"),
      titleColor: titleColor,
      // CALayer's defaults (FACTS.md §10): no shadow unless the preset gives one.
      shadowColor: RGBA(r: 0, g: 0, b: 0), shadowOpacity: 0, shadowRadius: 3, shadowOffsetX: 0, shadowOffsetY: -3,
      screenScale: DisplaySettings.standard.screenScale, ripple: nil)
    if let scale = node["screen_scale"] { look.screenScale = try positive(scale, "\(f).screen_scale") }
    if let shadow = node["shadow"] {
      let g = "\(f).shadow"
      _ = try reader.mapping(shadow, g, allowed: Self.shadowKeys)
      if let v = shadow["color"] { look.shadowColor = try reader.color(v, "\(g).color") }
      if let v = shadow["opacity"] { look.shadowOpacity = try unit(v, "\(g).opacity") }
      if let v = shadow["radius"] { look.shadowRadius = try nonNegative(v, "\(g).radius") }
      if let v = shadow["offset_x"] { look.shadowOffsetX = try reader.number(v, "\(g).offset_x") }
      if let v = shadow["offset_y"] { look.shadowOffsetY = try reader.number(v, "\(g).offset_y") }
    }
    if let ripple = node["ripple"] { look.ripple = try decodeRipple(ripple, titleColor: titleColor, "\(f).ripple") }
    return look
  }

  mutating func decodeRipple(_ node: YAMLValue, titleColor: RGBA, _ f: String) throws(PresetError) -> RippleLook {
    _ = try reader.mapping(node, f, allowed: Self.rippleKeys)
    let diameterNode = try reader.required(node, "diameter", f)
    let diameter: RippleDiameter
    if let factor = diameterNode["factor_of_largest_side"] {
      _ = try reader.mapping(diameterNode, "\(f).diameter", allowed: ["factor_of_largest_side"])
      diameter = .factorOfLargestSide(try positive(factor, "\(f).diameter.factor_of_largest_side"))
    } else if (diameterNode.items?.first ?? diameterNode).number != nil {
      diameter = .points(try positive(diameterNode, "\(f).diameter"))
    } else {
      switch try reader.word(diameterNode, "\(f).diameter") {
      case "largest_side": diameter = .largestSide
      case "full": diameter = .full
      case let other:
        throw reader.error(
          diameterNode, "\(f).diameter",
          "unknown diameter '\(other)' (largest_side, full, [points, source] or {factor_of_largest_side: [f, source]})")
      }
    }
    return RippleLook(
      startDiameter: try positive(try reader.required(node, "start_diameter", f), "\(f).start_diameter"),
      diameter: diameter,
      burst: try nonNegative(try reader.required(node, "burst", f), "\(f).burst"),
      fromTapLocation: try reader.bool(try reader.required(node, "from_tap_location", f), "\(f).from_tap_location"),
      beyondBounds: try reader.bool(try reader.required(node, "beyond_bounds", f), "\(f).beyond_bounds"),
      color: try smartColor(try reader.required(node, "color", f), titleColor: titleColor, "\(f).color"),
      fadeColor: try node["fade_color"].map { (v) throws(PresetError) in
        try smartColor(v, titleColor: titleColor, "\(f).fade_color")
      })
  }

  /// A colour, or `{smart_alpha: [a, source]}`: BFPaper's "smart colour", the title colour at alpha a.
  mutating func smartColor(_ node: YAMLValue, titleColor: RGBA, _ f: String) throws(PresetError) -> RGBA {
    if let alpha = node["smart_alpha"] {
      _ = try reader.mapping(node, f, allowed: ["smart_alpha"])
      return titleColor.withAlpha(try unit(alpha, "\(f).smart_alpha"))
    }
    return try reader.color(node, f)
  }

  // MARK: - Numbers with ranges

  mutating func positive(_ node: YAMLValue, _ f: String) throws(PresetError) -> Double {
    let v = try reader.number(node, f)
    guard v > 0 else { throw reader.error(node, f, "must be > 0, got \(v)") }
    return v
  }

  mutating func nonNegative(_ node: YAMLValue, _ f: String) throws(PresetError) -> Double {
    let v = try reader.number(node, f)
    guard v >= 0 else { throw reader.error(node, f, "must be ≥ 0, got \(v)") }
    return v
  }

  mutating func unit(_ node: YAMLValue, _ f: String) throws(PresetError) -> Double {
    let v = try reader.number(node, f)
    guard (0...1).contains(v) else { throw reader.error(node, f, "must be in 0…1, got \(v)") }
    return v
  }
}
