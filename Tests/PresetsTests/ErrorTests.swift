import Foundation
import Testing

@testable import Presets

/// Bad preset files: an error naming file, line and field; the other presets still load.
@Suite struct ErrorTests {
  static func preset(
    _ name: String, duration: String = "[0.1, assumption]", extra: String = "",
    width: String = "width: [100, assumption]"
  ) -> String {
    """
      \(name):
        description: test button
        look:
          \(width)
          height: [40, assumption]
          corner_radius: [4, assumption]
          fill: ["#000000", assumption]
          title: [T, assumption]
          title_color: ["#FFFFFF", assumption]
        events:
          touchDown: down
        phases:
          down:
            animations:
              transform:
                curve: {model: uikit-curve, duration: \(duration)}
                set:
                  scale_x: [0.9, assumption]
      \(extra)
    """
  }

  static func file(_ presets: String...) -> String {
    "seed: 000_test.txt\npresets:\n" + presets.joined(separator: "\n") + "\n"
  }

  func errors(_ text: String, file: String = "bad.yaml") -> (names: [String], errors: [PresetError]) {
    let good = (name: "good.yaml", text: Self.file(Self.preset("fine")))
    let (presets, errors) = PresetLibrary.parse(files: [good, (file, text)])
    return (presets.map(\.name), errors)
  }

  @Test func validTemplateLoads() {
    let (names, errors) = errors(Self.file(Self.preset("other")))
    #expect(errors.isEmpty)
    #expect(names == ["fine", "other"])
  }

  @Test func yamlErrorLosesOnlyItsFile() {
    let (names, errors) = errors("seed: x.txt\npresets:\n  a: [1, 2\n  b: 3\n")
    #expect(names == ["fine"])
    #expect(errors.count == 1)
    #expect(errors.first?.file == "bad.yaml")
    #expect(errors.first?.line == 4)
  }

  @Test func unknownKeyNamesFieldAndLine() {
    let text = Self.file(Self.preset("broken", extra: "  colour: red"), Self.preset("sibling"))
    let (names, errors) = errors(text)
    #expect(names == ["fine", "sibling"])
    let error = errors.first
    #expect(error?.field == "broken.colour")
    #expect(error?.line == 21)
    #expect(error?.description.hasPrefix("bad.yaml:21:") == true)
  }

  @Test func missingRequiredField() {
    let (_, errors) = errors(Self.file(Self.preset("nowidth", width: "# no width")))
    #expect(errors.first?.field == "nowidth.look")
    #expect(errors.first?.message.contains("'width'") == true)
  }

  @Test func curveTheEngineRejects() {
    let (names, errors) = errors(Self.file(Self.preset("negative", duration: "[-1, assumption]")))
    #expect(names == ["fine"])
    #expect(errors.first?.field == "negative.phases.down.animations.transform.curve.duration")
    #expect(errors.first?.line == 18)
    #expect(errors.first?.message.contains("curve engine") == true)
  }

  @Test func numberWithoutSource() {
    let (_, errors) = errors(Self.file(Self.preset("bare", width: "width: 100")))
    #expect(errors.first?.field == "bare.look.width")
    #expect(errors.first?.message.contains("source") == true)
    #expect(errors.first?.line == 6)
  }

  @Test func unreadableSource() {
    let (_, errors) = errors(Self.file(Self.preset("src", width: "width: [100, somewhere]")))
    #expect(errors.first?.message.contains("unreadable source 'somewhere'") == true)
  }

  @Test func unknownPropertyAndEvent() {
    let badProperty = Self.file(Self.preset("p")).replacingOccurrences(of: "scale_x:", with: "scale_z:")
    #expect(errors(badProperty).errors.first?.field == "p.phases.down.animations.transform.set.scale_z")
    let badEvent = Self.file(Self.preset("e")).replacingOccurrences(
      of: "touchDown: down", with: "touchDown: down\n      touchDrop: down")
    #expect(errors(badEvent).errors.first?.field == "e.events.touchDrop")
  }

  @Test func duplicateNameAcrossFiles() {
    let (names, errors) = errors(Self.file(Self.preset("fine")))
    #expect(names == ["fine"])
    #expect(errors.first?.message.contains("already defined at good.yaml:") == true)
  }

  @Test func extendsCycleIsAnError() {
    let text = "seed: 000_test.txt\npresets:\n  a:\n    extends: b\n  b:\n    extends: a\n"
    let (names, errors) = errors(text)
    #expect(names == ["fine"])
    #expect(errors.count == 2)
    #expect(errors.allSatisfy { $0.message.contains("extends itself") })
  }

  @Test func uikitAnimationsHaveNoFromValue() {
    let text = Self.file(Self.preset("f")).replacingOccurrences(
      of: "scale_x: [0.9, assumption]", with: "scale_x: {from: [1, assumption], to: [0.9, assumption]}")
    #expect(errors(text).errors.first?.message.contains("only explicit (basic) animations have a from-value") == true)
  }

  @Test func variantsMergeDeeply() throws {
    let base = Self.preset("base")
    let variant = """
        variant:
          extends: base
          description: slower
          phases:
            down:
              animations:
                transform:
                  curve: {duration: [0.5, assumption]}
      """
    let (presets, errors) = PresetLibrary.parse(files: [("v.yaml", Self.file(base, variant))])
    #expect(errors.isEmpty)
    let v = try #require(presets.first { $0.name == "variant" })
    #expect(v.phases[0].animations[0].curve.runDuration == 0.5)
    #expect(v.look.width == 100)
    #expect(v.phases[0].animations[0].targets.first?.to == .value(0.9))
  }
}
