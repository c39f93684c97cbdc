import Curves
import TextFormats
import YAMLValues

extension PresetDecoder {
  static let phaseKeys = ["remove_all_animations", "animations"]
  static let groupKeys = [
    "kind", "layer", "at", "curve", "options", "fill_forwards", "removes_layer", "uncertain", "set",
  ]
  static let layers = ["view", "shadow", "ripple", "fade"]

  mutating func decodePhase(_ pair: YAMLPair, look: ButtonLook, _ f: String) throws(PresetError) -> Phase {
    let node = pair.value
    _ = try reader.mapping(node, f, allowed: Self.phaseKeys)
    var removes: [String] = []
    if let layer = node["remove_all_animations"] {
      let text = try reader.word(layer, "\(f).remove_all_animations")
      guard Self.layers.contains(text) else {
        throw reader.error(
          layer, "\(f).remove_all_animations",
          "unknown layer '\(text)' (layers: \(Self.layers.joined(separator: ", ")))")
      }
      removes = [text]
    }
    let groupsNode = try reader.required(node, "animations", f)
    var groups: [AnimationGroup] = []
    for group in try reader.mapping(groupsNode, "\(f).animations", allowed: groupsNode.pairs?.map(\.key.text) ?? []) {
      groups.append(try decodeGroup(group, look: look, "\(f).animations.\(group.key.text)"))
    }
    return Phase(name: pair.key.text, removesAnimations: removes, animations: groups)
  }

  mutating func decodeGroup(_ pair: YAMLPair, look: ButtonLook, _ f: String) throws(PresetError) -> AnimationGroup {
    let node = pair.value
    _ = try reader.mapping(node, f, allowed: Self.groupKeys)
    var kind = AnimationKind.uikit
    if let kindNode = node["kind"] {
      let text = try reader.word(kindNode, "\(f).kind")
      guard let k = AnimationKind(rawValue: text) else {
        throw reader.error(
          kindNode, "\(f).kind",
          "unknown kind '\(text)' (kinds: \(AnimationKind.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      kind = k
    }
    let curveNode = try reader.required(node, "curve", f)
    let curve = try decodeCurve(curveNode, "\(f).curve")
    let setNode = try reader.required(node, "set", f)
    var targets: [PropertyTarget] = []
    for target in try reader.mapping(setNode, "\(f).set", allowed: PressProperty.allCases.map(\.rawValue)) {
      let property = PressProperty(rawValue: target.key.text)!
      let g = "\(f).set.\(target.key.text)"
      let decoded = try decodeTarget(target.value, property: property, g)
      try check(decoded, kind: kind, curve: curve, look: look, node: target.value, g)
      targets.append(decoded)
    }
    guard !targets.isEmpty else { throw reader.error(setNode, "\(f).set", "an animation sets at least one property") }
    var layer = targets[0].property.defaultLayer
    if let layerNode = node["layer"] {
      layer = try reader.word(layerNode, "\(f).layer")
      guard Self.layers.contains(layer) else {
        throw reader.error(
          layerNode, "\(f).layer", "unknown layer '\(layer)' (layers: \(Self.layers.joined(separator: ", ")))")
      }
    }
    var at = 0.0
    if let atNode = node["at"] {
      at = try reader.number(atNode, "\(f).at")
      guard at >= 0 else { throw reader.error(atNode, "\(f).at", "must be ≥ 0") }
    }
    let fill =
      try node["fill_forwards"].map { (v) throws(PresetError) in try reader.bool(v, "\(f).fill_forwards") } ?? false
    if fill && kind != .basic {
      throw reader.error(
        node["fill_forwards"]!, "\(f).fill_forwards", "only explicit (basic) animations can be held by fillMode")
    }
    return AnimationGroup(
      name: pair.key.text, kind: kind, layer: layer, at: at, curve: curve, targets: targets, fillForwards: fill,
      removesLayerAtEnd: try node["removes_layer"].map { (v) throws(PresetError) in
        try reader.bool(v, "\(f).removes_layer")
      } ?? false,
      options: try node["options"].map { (v) throws(PresetError) in try reader.word(v, "\(f).options") },
      uncertain: try node["uncertain"].map { (v) throws(PresetError) in try reader.word(v, "\(f).uncertain") })
  }

  /// `{model: uikit-spring, duration: [0.3, source], …}` → the engine's curve; its error names the parameter.
  mutating func decodeCurve(_ node: YAMLValue, _ f: String) throws(PresetError) -> Curve {
    guard let pairs = node.pairs else { throw reader.error(node, f, "expected a mapping with model and parameters") }
    let model = try reader.word(try reader.required(node, "model", f), "\(f).model")
    var parameters: [(name: String, value: String)] = []
    for pair in pairs where pair.key.text != "model" {
      let g = "\(f).\(pair.key.text)"
      let value = pair.value
      let sourced = reader.isSourced(value)
      if sourced ? value.items?.first?.items != nil : value.items != nil {
        parameters.append((pair.key.text, try reader.numbers(value, g).map(NumberText.parameter).joined(separator: ",")))
      } else if let number = sourced ? value.items?.first : value, let text = number.scalar?.text, number.number != nil {
        // A bare number in a seed's file is refused here, with the rule that asks for its source.
        _ = try reader.number(value, g)
        parameters.append((pair.key.text, text))
      } else if value.items?.first?.bool != nil || value.bool != nil {
        parameters.append((pair.key.text, try reader.bool(value, g) ? "true" : "false"))
      } else {
        parameters.append((pair.key.text, try reader.word(value, g)))
      }
    }
    do {
      return try Curve.make(model: model, parameters: parameters)
    } catch {
      let field = error.parameter.map { "\(f).\($0)" } ?? f
      let at = error.parameter.flatMap { node[$0] } ?? node
      throw reader.error(at, field, "the curve engine rejects it: \(error.message)")
    }
  }

  mutating func decodeTarget(_ node: YAMLValue, property: PressProperty, _ f: String) throws(PresetError)
    -> PropertyTarget
  {
    if node.pairs != nil, node["to"] != nil {
      _ = try reader.mapping(node, f, allowed: ["to", "from"])
      let to = try decodeValue(node["to"]!, "\(f).to")
      let from = try node["from"].map { (v) throws(PresetError) in try decodeValue(v, "\(f).from") }
      return PropertyTarget(property: property, to: to, from: from)
    }
    return PropertyTarget(property: property, to: try decodeValue(node, f), from: nil)
  }

  static let symbols: [String: TargetValue] = [
    "rest": .rest, "ripple_start": .rippleStart, "ripple_final": .rippleFinal, "ripple_burst": .rippleBurst,
    "keyframes": .keyframes, "presentation": .presentation,
  ]

  /// `[0.95, source]`, `{factor: [0.5, source]}`, or one of the words in `symbols`.
  mutating func decodeValue(_ node: YAMLValue, _ f: String) throws(PresetError) -> TargetValue {
    if let factor = node["factor"] {
      _ = try reader.mapping(node, f, allowed: ["factor"])
      return .factor(try reader.number(factor, "\(f).factor"))
    }
    if node.items != nil || node.number != nil { return .value(try reader.number(node, f)) }
    let word = try reader.word(node, f)
    guard let symbol = Self.symbols[word] else {
      throw reader.error(
        node, f,
        "unknown value '\(word)' (write [number, source], {factor: [f, source]} or one of \(Self.symbols.keys.sorted().joined(separator: ", ")))"
      )
    }
    return symbol
  }

  /// Combinations the animation kinds cannot express.
  func check(
    _ target: PropertyTarget, kind: AnimationKind, curve: Curve, look: ButtonLook, node: YAMLValue, _ f: String
  ) throws(PresetError) {
    let values = [target.to] + (target.from.map { [$0] } ?? [])
    if target.from != nil && kind != .basic {
      throw reader.error(
        node, f,
        "only explicit (basic) animations have a from-value; \(kind.rawValue) animations start from the \(kind == .uikit ? "model" : "presentation") value"
      )
    }
    if (target.to == .keyframes) != curve.isKeyframes {
      throw reader.error(
        node, f,
        curve.isKeyframes ? "a keyframes curve sets its property to `keyframes`" : "`keyframes` needs a keyframes curve"
      )
    }
    if target.to == .presentation { throw reader.error(node, f, "`presentation` is a from-value only") }
    if values.contains(where: { [.rippleStart, .rippleFinal, .rippleBurst].contains($0) })
      && target.property != .rippleDiameter
    {
      throw reader.error(node, f, "ripple diameters apply to ripple_diameter only")
    }
    if [.rippleDiameter, .rippleOpacity, .backgroundFade].contains(target.property) && look.ripple == nil {
      throw reader.error(node, f, "\(target.property.rawValue) needs look.ripple")
    }
  }
}
