import Curves
import Testing
import _TestSupport

@testable import Presets

/// `Preset+Roles`: the press and release phases, the group that moves the button, the press scale.
@Suite struct RoleTests {
  @Test func everySeedHasAReleaseGroupThatMovesTheButton() throws {
    #expect(Datasets.presets.count >= 5)
    var checked = 0
    for preset in Datasets.presets {
      // A wobble or shake has no release.
      guard let release = preset.phase(.release) else { continue }
      checked += 1
      let group = try #require(preset.releaseGroup, "\(preset.name)")
      #expect(release.animations.contains { $0.name == group.name })
      let moves = release.animations.contains { g in
        !g.curve.isKeyframes && g.targets.contains { [.scaleX, .scaleY, .translationX, .translationY].contains($0.property) }
      }
      if moves {
        #expect(group.targets.contains { [.scaleX, .scaleY, .translationX, .translationY].contains($0.property) }, "\(preset.name)")
      }
    }
    #expect(checked >= 5)
  }

  @Test func scaleComesBeforeOtherGroups() throws {
    // A release whose first group is a shadow and whose second scales: the scale group moves the button.
    var preset = try #require(Datasets.presets.first { p in
      p.releaseGroup?.targets.contains { $0.property == .scaleX } == true
    })
    let index = try #require(preset.phases.firstIndex { $0.name == preset.phase(.release)?.name })
    let moving = try #require(preset.releaseGroup)
    var shadow = moving
    shadow.name = "shadow-first"
    shadow.targets = [PropertyTarget(property: .shadowRadius, to: .value(1), from: nil)]
    preset.phases[index].animations.insert(shadow, at: 0)
    #expect(preset.releaseGroup?.name == moving.name)
  }

  @Test func pressScaleIsThePressPhasesScale() throws {
    let preset = try Datasets.preset("shrink-shadow")
    let press = try #require(preset.phase(.press))
    let expected = press.animations.flatMap(\.targets).first { $0.property == .scaleX }
    guard case .value(let value)? = expected?.to else {
      Issue.record("shrink-shadow's press sets no numeric scale")
      return
    }
    #expect(preset.pressScale == value)
    #expect(value < 1)
  }
}
