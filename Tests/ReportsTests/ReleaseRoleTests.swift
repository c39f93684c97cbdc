import Curves
import Presets
import Testing
import _TestSupport

@testable import Cells

/// One rule for the group that plays the release: what compare, curve and filmstrip cells show
/// is the group preset sweeps and recommendations replace.
@Suite struct ReleaseRoleTests {
  @Test func cellsShowTheReleaseGroupSweepsAndRecommendUse() throws {
    let marker = try Curve.make(model: "spring", parameters: [("duration", "0.777"), ("bounce", "0.1")])
    var checked = 0
    for preset in Datasets.presets where preset.phase(.release) != nil {
      checked += 1
      // What sweeps and recommend use, found independently: the release group that takes the
      // button's scale or translation to rest, else the only group the release has.
      let release = try #require(preset.phase(.release))
      let returning = release.animations.first { g in
        !g.curve.isKeyframes && g.targets.contains { $0.to == .rest && [.scaleX, .scaleY, .translationX, .translationY].contains($0.property) }
      }
      let used = try #require(preset.releaseGroup, "\(preset.name)")
      if let returning { #expect(used.name == returning.name, "\(preset.name)") }
      // The filmstrip's "with the recommended release" swaps the group the cells show.
      let changed = try #require(Filmstrips.replacingRelease(preset, with: marker), "\(preset.name)")
      let changedRelease = try #require(changed.phase(.release))
      let swapped = changedRelease.animations.filter { $0.curve.model == .spring && $0.curve.spec.value(of: "duration") == .number(0.777) }.map(\.name)
      #expect(swapped == [used.name], "\(preset.name): the cells swap \(swapped), sweeps and recommend use \(used.name)")
      #expect(Filmstrips.releaseCurve(preset) == PresetAccess.curveText(used), "\(preset.name)")
    }
    #expect(checked >= 5)
    // PEButton's press effect re-plays its touch-down first: the release is the `up` spring.
    #expect(try Datasets.preset("pebutton").releaseGroup?.name == "up")
  }
}
