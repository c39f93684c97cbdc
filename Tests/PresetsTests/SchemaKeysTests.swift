import Curves
import Foundation
import Testing
import _TestSupport

@testable import Presets

/// The preset files' JSON Schema (datasets/preset.schema.json, for editors) and the decoder name
/// the same keys at every level: a key only one of them knows is either refused by PressLab while
/// an editor accepts it, or flagged by the editor while PressLab reads it.
@Suite struct SchemaKeysTests {
  static func schema() throws -> [String: Any] {
    let text = try PackagePaths.text("datasets/preset.schema.json")
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The property names of `object`, or the `propertyNames` enum where the names are open.
  static func keys(_ object: Any?) -> Set<String> {
    guard let object = object as? [String: Any] else { return [] }
    if let properties = object["properties"] as? [String: Any] { return Set(properties.keys) }
    let names = (object["propertyNames"] as? [String: Any])?["enum"] as? [String]
    return Set(names ?? [])
  }

  @Test func everyLevelNamesTheSameKeys() throws {
    let schema = try Self.schema()
    let defs = try #require(schema["$defs"] as? [String: Any])
    func def(_ name: String) -> [String: Any] { defs[name] as? [String: Any] ?? [:] }
    func property(_ object: [String: Any], _ key: String) -> Any? { (object["properties"] as? [String: Any])?[key] }
    let look = def("look"), group = def("group"), preset = def("preset")
    let levels: [(String, Set<String>, Set<String>)] = [
      ("file", Self.keys(schema), Set(PresetLibrary.fileKeys)),
      // `extends:` is merged by the library before the decoder reads the preset.
      ("preset", Self.keys(preset), Set(PresetDecoder.presetKeys + ["extends"])),
      ("look", Self.keys(look), Set(PresetDecoder.lookKeys)),
      ("look.shadow", Self.keys(property(look, "shadow")), Set(PresetDecoder.shadowKeys)),
      ("look.ripple", Self.keys(property(look, "ripple")), Set(PresetDecoder.rippleKeys)),
      ("events", Self.keys(property(preset, "events")), Set(ControlEvent.allCases.map(\.rawValue))),
      ("phase", Self.keys(def("phase")), Set(PresetDecoder.phaseKeys)),
      ("group", Self.keys(group), Set(PresetDecoder.groupKeys)),
      ("group.set", Self.keys(property(group, "set")), Set(PressProperty.allCases.map(\.rawValue))),
    ]
    for (level, inSchema, decoded) in levels {
      #expect(!decoded.isEmpty, "\(level)")
      #expect(inSchema.subtracting(decoded).isEmpty, "\(level): only the schema has \(inSchema.subtracting(decoded).sorted())")
      #expect(decoded.subtracting(inSchema).isEmpty, "\(level): only the decoder reads \(decoded.subtracting(inSchema).sorted())")
    }
    // A curve's model is one of the models PressLab draws.
    let models = (property(def("curve"), "model") as? [String: Any])?["enum"] as? [String]
    #expect(Set(models ?? []) == Set(CurveModel.allCases.map(\.rawValue)))
  }
}
