import Testing
import _TestSupport

@testable import Presets

@Suite struct VariationTests {
  @Test func releaseDampingChangesOnlyTheSpring() throws {
    let preset = try Datasets.preset("shrink-shadow").varying("release.damping", to: 0.5)
    let release = try #require(preset.phase(named: "release"))
    #expect(abs(try #require(release.animations[0].curve.spring?.dampingRatio) - 0.5) < 1e-9)
    #expect(release.animations[1].curve.runDuration == 0.25)
  }

  @Test func tiedDurationsMoveTogether() throws {
    let preset = try Datasets.preset("bfpaper-raised").varying("press.duration", to: 0.3)
    #expect(preset.phase(named: "down")?.animations.map(\.curve.runDuration) == [0.3, 0.3, 0.3])
    let only = try Datasets.preset("shrink-shadow").varying("press.duration", to: 0.5)
    #expect(only.phase(named: "press")?.animations.map(\.curve.runDuration) == [0.5, 0.25])
  }

  @Test func pressScaleSetsBothAxes() throws {
    let preset = try Datasets.preset("shrink-grow").varying("press.scale", to: 0.8)
    let timeline = PressTimeline(preset: preset)
    #expect(timeline.value(of: .scaleX, at: 0.2) == 0.8)
    #expect(timeline.value(of: .scaleY, at: 0.2) == 0.8)
  }

  @Test func defaultParameterIsAdded() throws {
    let preset = try Datasets.preset("shrink-grow").varying("press.delay", to: 0.05)
    #expect(PressTimeline(preset: preset).value(of: .scaleX, at: 0.05) == 1)
  }

  @Test func badPathsAreErrors() throws {
    let preset = try Datasets.preset("shrink-grow")
    #expect(throws: PresetPathError.self) { try preset.varying("hold.duration", to: 1) }
    #expect(throws: PresetPathError.self) { try preset.varying("press.stiffness", to: 1) }
    #expect(throws: PresetPathError.self) { try preset.varying("press.duration", to: -1) }
    #expect(throws: PresetPathError.self) { try preset.varying("press", to: 1) }
  }
}
