import Testing
import _TestSupport

@testable import Presets

/// A team's own buttons: files without `seed:` write plain values, shown as "yours"; a seed's
/// file still cites every number.
@Suite struct PlainPresetTests {
  /// The checkout button of issue 28, written the way a new user copies a seed preset's shape.
  static let checkout = """
    presets:
      my-button:
        description: Checkout - 0.08 s ease-out press to 0.96, UIKit spring release 0.4 s, damping 0.6
        look:
          width: 200
          height: 50
          corner_radius: 12
          fill: "#2F6FDE"
          title: Checkout
          title_color: "#FFFFFF"
        events:
          touchDown: press
          touchUpInside: release
          touchUpOutside: release
        phases:
          press:
            animations:
              transform:
                kind: uikit
                curve:
                  model: uikit-curve
                  duration: 0.08
                  curve: easeOut
                set:
                  scale_x: 0.96
                  scale_y: 0.96
          release:
            animations:
              transform:
                kind: uikit
                curve:
                  model: uikit-spring
                  duration: 0.4
                  damping: 0.6
                  velocity: 0
                set:
                  scale_x: rest
                  scale_y: rest
    """

  @Test func theCheckoutButtonLoadsAsWritten() throws {
    let (presets, errors) = PresetLibrary.parse(file: "100-my-button.yaml", text: Self.checkout)
    #expect(errors.isEmpty, "\(errors)")
    let preset = try #require(presets.first)
    #expect(preset.seed == nil)
    #expect(preset.origin == "yours")
    #expect(preset.look.width == 200 && preset.look.cornerRadius == 12)
    #expect(preset.pressScale == 0.96)
    let release = try #require(preset.releaseGroup)
    #expect(release.curve.spec.value(of: "damping") == .number(0.6))
    #expect(release.curve.spec.value(of: "duration") == .number(0.4))
    // Every number is recorded, and every one is the team's own.
    #expect(preset.citations.count == 9, "\(preset.citations.map(\.field))")
    #expect(preset.citations.allSatisfy { $0.source == .yours })
    #expect(ValueSource.yours.description == "yours")
  }

  @Test func aPlainFileMayStillCiteASource() throws {
    let text = Self.checkout.replacingOccurrences(of: "width: 200", with: "width: [200, assumption]")
    let (presets, errors) = PresetLibrary.parse(file: "a.yaml", text: text)
    #expect(errors.isEmpty, "\(errors)")
    let width = try #require(presets.first?.citations.first { $0.field == "my-button.look.width" })
    #expect(width.source == .assumption && width.value == 200)
  }

  @Test func aSeedsFileKeepsEveryNumberSourced() throws {
    let (presets, errors) = PresetLibrary.parse(file: "s.yaml", text: "seed: 000_x.txt\n" + Self.checkout)
    #expect(presets.isEmpty)
    let error = try #require(errors.first)
    #expect(error.field == "my-button.look.width")
    #expect(error.line == 6)
    #expect(error.message.contains("write a value with its source"))
    #expect(error.message.contains("declares seed:"))
  }

  /// Before, a bare number among a curve's parameters passed in a seed's file as if it were a word.
  @Test func aBareCurveNumberInASeedsFileIsRefused() throws {
    let sourced = Self.checkout
      .replacing(/: ([0-9.]+)\n/, with: { ": [\($0.1), assumption]\n" })
      .replacingOccurrences(of: "duration: [0.4, assumption]", with: "duration: 0.4")
      .replacingOccurrences(of: "\"#2F6FDE\"", with: "[\"#2F6FDE\", assumption]")
      .replacingOccurrences(of: "\"#FFFFFF\"", with: "[\"#FFFFFF\", assumption]")
    let (_, errors) = PresetLibrary.parse(file: "s.yaml", text: "seed: 000_x.txt\n" + sourced)
    let error = try #require(errors.first)
    #expect(error.field == "my-button.phases.release.animations.transform.curve.duration", "\(errors)")
    #expect(error.message.contains("write a value with its source"))
  }

  @Test func aWordWhereANumberBelongsIsNamed() throws {
    let text = Self.checkout.replacingOccurrences(of: "width: 200", with: "width: wide")
    let (presets, errors) = PresetLibrary.parse(file: "team/checkout.yaml", text: text)
    #expect(presets.isEmpty)
    #expect(errors.map(\.description) == ["team/checkout.yaml:5:14: my-button.look.width: expected a number, found 'wide'"])
  }

  @Test func plainListsCapsulesAndColoursRead() throws {
    let text = Self.checkout
      .replacingOccurrences(of: "corner_radius: 12", with: "corner_radius: capsule")
      .replacingOccurrences(of: "fill: \"#2F6FDE\"", with: "fill: rgb255(47, 111, 222)")
      .replacingOccurrences(
        of: "model: uikit-curve\n              duration: 0.08\n              curve: easeOut",
        with: "model: keyframes\n              duration: 0.2\n              values: [1, 0.96]")
      .replacingOccurrences(of: "scale_x: 0.96\n              scale_y: 0.96", with: "scale_x: keyframes")
    let (presets, errors) = PresetLibrary.parse(file: "a.yaml", text: text)
    #expect(errors.isEmpty, "\(errors)")
    let preset = try #require(presets.first)
    #expect(preset.look.isCapsule && preset.look.cornerRadius == 25)
    #expect(preset.look.fill == RGBA(r: 47.0 / 255, g: 111.0 / 255, b: 222.0 / 255))
    #expect(preset.phase(named: "press")?.animations[0].curve.spec.value(of: "values") == .numbers([1, 0.96]))
  }

  @Test func aNameDefinedTwiceNamesBothFilesAndLines() {
    let other = "presets:\n  other: {}\n  my-button:\n" + Self.checkout.split(separator: "\n").dropFirst(2).joined(separator: "\n")
    let (presets, errors) = PresetLibrary.parse(files: [("team/a.yaml", Self.checkout), ("team/b.yaml", other)])
    #expect(presets.map(\.file) == ["team/a.yaml"])
    let duplicate = errors.first { $0.message.contains("already defined") }
    #expect(duplicate?.description == "team/b.yaml:3:1: my-button: a preset named 'my-button' is already defined at team/a.yaml:2; this one is not used")
  }

  @Test func theScaffoldLoadsAsWritten() throws {
    let text = PresetScaffold.text(name: "checkout", schema: "../preset.schema.json")
    #expect(text.hasPrefix("# yaml-language-server: $schema=../preset.schema.json\n"))
    #expect(!text.contains("\nseed:"))
    let (presets, errors) = PresetLibrary.parse(file: "checkout.yaml", text: text)
    #expect(errors.isEmpty, "\(errors)\n\(text)")
    #expect(presets.map(\.name) == ["checkout"])
    #expect(presets.first?.pressScale == 0.96)
  }

  /// `--from` copies a preset's look and motion: the copy plays exactly as the original.
  @Test(arguments: Datasets.presets.map(\.name))
  func aScaffoldFromAPresetPlaysTheSame(name: String) throws {
    let original = try Datasets.preset(name)
    let text = PresetScaffold.text(name: "copy", from: original, schema: nil)
    let (presets, errors) = PresetLibrary.parse(file: "copy.yaml", text: text)
    #expect(errors.isEmpty, "\(errors)\n\(text)")
    var copy = try #require(presets.first)
    #expect(copy.look == original.look)
    #expect(copy.events == original.events && copy.releaseEvent == original.releaseEvent)
    copy.name = original.name
    let release = PressTimeline.defaultRelease(for: original)
    let a = PressTimeline(preset: original, release: release).report(fps: 120, window: nil).json().serialized()
    let b = PressTimeline(preset: copy, release: release).report(fps: 120, window: nil).json().serialized()
    #expect(a == b, "the copy of \(name) plays differently")
  }
}
