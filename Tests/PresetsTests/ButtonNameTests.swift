import Testing
import _TestSupport

@testable import Presets

/// A preset's `name:` is what the report calls the button ("OurCustomButton"); its id stays what a
/// user types. A preset without one is its id in words; `extends:` does not hand a name on.
@Suite struct ButtonNameTests {
  static func file(_ name: String) -> String {
    """
    presets:
      pay:
    \(name)
        description: A pay button
        look: {width: 200, height: 50, corner_radius: 12, fill: "#2F6FDE", title: Pay, title_color: "#FFFFFF"}
        events: {touchDown: press, touchUpInside: release}
        phases:
          press:
            animations:
              transform: {kind: uikit, curve: {model: uikit-curve, duration: 0.08, curve: easeOut}, set: {scale_x: 0.96, scale_y: 0.96}}
          release:
            animations:
              transform: {kind: uikit, curve: {model: uikit-spring, duration: 0.4, damping: 0.6, velocity: 0}, set: {scale_x: rest, scale_y: rest}}
      pay-large-print:
        extends: pay
        description: The same, larger
        look: {width: 300}

    """
  }

  @Test func aNameIsTheButtonsAndNotInherited() {
    let read = PresetLibrary.parse(file: "pay.yaml", text: Self.file("    name: CheckoutPayButton"))
    #expect(read.errors.isEmpty, "\(read.errors)")
    #expect(read.presets.map(\.name) == ["pay", "pay-large-print"])
    #expect(read.presets.map(\.buttonName) == ["CheckoutPayButton", "Pay large print"])
    #expect(read.presets.map(\.givenName) == ["CheckoutPayButton", nil])
  }

  @Test func withoutANameTheIdInWords() {
    let read = PresetLibrary.parse(file: "pay.yaml", text: Self.file(""))
    #expect(read.presets.first?.buttonName == "Pay")
    #expect(Preset.words(fromID: "team-primary_button") == "Team primary button")
  }

  @Test func aBlankOrListNameIsRefusedAtItsLine() {
    for bad in ["    name: \"  \"", "    name: {first: Pay}"] {
      let read = PresetLibrary.parse(file: "pay.yaml", text: Self.file(bad))
      let error = read.errors.first
      #expect(error?.file == "pay.yaml" && error?.line == 3 && error?.field == "pay.name", "\(bad): \(read.errors)")
      #expect(!read.presets.contains { $0.name == "pay" }, "\(bad)")
    }
  }

  /// Every seed preset has its own name, each a different one.
  @Test func everySeedPresetIsNamed() {
    let presets = Datasets.presets
    let unnamed = presets.filter { $0.givenName == nil }.map(\.name)
    #expect(unnamed.isEmpty, "\(unnamed)")
    #expect(Set(presets.map(\.buttonName)).count == presets.count)
    #expect(presets.first { $0.name == "shrink-shadow" }?.buttonName == "OurCustomButton")
    #expect(presets.first { $0.name == "pebutton" }?.buttonName == "PEButton")
  }
}
