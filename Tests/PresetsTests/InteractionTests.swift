import Curves
import Testing
import _TestSupport

@testable import Presets

/// Interruptions, checked against values computed here from the curves alone.
@Suite struct InteractionTests {
  func curve(_ model: String, _ parameters: [(String, String)]) throws -> Curve {
    try Curve.make(model: model, parameters: parameters.map { (name: $0.0, value: $0.1) })
  }

  /// shrink-grow: UIKit's additive animations. A release at half the 0.1 s press is continuous,
  /// and equals model + both remaining offsets.
  @Test func releaseAtHalfThePressIsContinuous() throws {
    let preset = try Datasets.preset("shrink-grow")
    let timeline = PressTimeline(preset: preset, release: 0.05)
    #expect(timeline.jumps(until: 2).isEmpty)
    let ease = try #require(CubicBezier.named("easeInEaseOut"))
    for t in stride(from: 0.0, through: 0.2, by: 0.0125) {
      let press = t >= 0.1 ? 1 : ease.value(at: t / 0.1)
      let release = t < 0.05 ? 0 : (t >= 0.15 ? 1 : ease.value(at: (t - 0.05) / 0.1))
      let model = t < 0.05 ? 0.9 : 1.0
      let expected = model + (1 - 0.9) * (1 - press) + (t < 0.05 ? 0 : (0.9 - 1) * (1 - release))
      #expect(abs(timeline.value(of: .scaleX, at: t) - expected) < 1e-12, "t = \(t)")
    }
    let justBefore = timeline.value(of: .scaleX, at: 0.05 - 1e-9)
    #expect(abs(timeline.value(of: .scaleX, at: 0.05) - justBefore) < 1e-6)
  }

  /// Seed 000: a re-press during the release spring calls removeAllAnimations(), which snaps the
  /// scale to the model value 1 before the new press starts: the jump is 0.05 · (1 − x(0.15)).
  @Test func repressDuringSeed000ReleaseSnaps() throws {
    let preset = try Datasets.preset("shrink-shadow")
    let timeline = PressTimeline(preset: preset, release: 0.3, repress: 0.45)
    let spring = try curve("uikit-spring", [("duration", "0.3"), ("damping", "0.05"), ("velocity", "1")])
    let shownBefore = 1 + (0.95 - 1) * (1 - spring.value(at: 0.15))
    let predicted = 1 - shownBefore
    let jumps = timeline.jumps(until: 2).filter { abs($0.time - 0.45) < 1e-12 }
    let scale = try #require(jumps.first { $0.property == .scaleX })
    #expect(abs(scale.size - predicted) < 1e-9)
    #expect(abs(try #require(scale.pixels) - abs(predicted) * 100 * 3) < 1e-6)
    #expect(abs(predicted) > 0.01)  // the spring is mid-swing: a visible snap
    // The shadow sublayer keeps its implicit animations and starts from where it is shown.
    #expect(!jumps.contains { $0.property.rawValue.hasPrefix("shadow") })
    // Right after the snap the new press starts from 1.
    #expect(abs(timeline.value(of: .scaleX, at: 0.45) - 1) < 1e-12)
  }

  /// Seed 000: the release is smooth (no removeAllAnimations on touch-up), but the 0.05-damped
  /// spring is removed mid-swing at its duration (FACTS.md §1: x(d) − 1 ≈ −0.67).
  @Test func seed000ReleaseIsSmoothThenSnapsAtTheSpringsEnd() throws {
    let preset = try Datasets.preset("shrink-shadow")
    let timeline = PressTimeline(preset: preset, release: 0.15)
    let jumps = timeline.jumps(until: 2)
    #expect(!jumps.contains { $0.time < 0.44 })
    let snap = try #require(jumps.first { $0.property == .scaleX })
    #expect(abs(snap.time - 0.45) < 1e-12)
    let spring = try curve("uikit-spring", [("duration", "0.3"), ("damping", "0.05"), ("velocity", "1")])
    let xEnd = try #require(spring.valueBeforeEnd)
    #expect(abs(xEnd - 1 - -0.67) < 0.01)
    // Additive: the remaining press offset is gone by 0.45 (its 0.3 s ended at 0.3).
    #expect(abs(snap.size - 0.05 * (1 - xEnd)) < 1e-9)
  }

  /// Seed 001: the release's explicit fromValue 0 replaces the press animation mid-way: the
  /// shadow offset jumps from 20 − 20·easeIn(0.5) to 0, while the additive translation does not.
  @Test func seed001ExplicitFromValueJumps() throws {
    let preset = try Datasets.preset("pressable-material")
    let timeline = PressTimeline(preset: preset, release: 0.05)
    let easeIn = try #require(CubicBezier.named("easeIn"))
    let shown = 20 + (0 - 20) * easeIn.value(at: 0.5)
    let jumps = timeline.jumps(until: 2)
    let shadow = try #require(jumps.first { $0.property == .shadowOffsetY })
    #expect(abs(shadow.time - 0.05) < 1e-12)
    #expect(abs(shadow.size - (0 - shown)) < 1e-9)
    #expect(abs(try #require(shadow.pixels) - shown * 3) < 1e-6)
    #expect(!jumps.contains { $0.property == .translationY })
    // fillMode forwards: the release animation holds 20 after it ends, as the model does.
    #expect(timeline.value(of: .shadowOffsetY, at: 1) == 20)
  }

  @Test func seed001RepressDuringReleaseJumpsToTwenty() throws {
    let preset = try Datasets.preset("pressable-material")
    let timeline = PressTimeline(preset: preset, release: 0.1, repress: 0.15)
    let easeOut = try #require(CubicBezier.named("easeOut"))
    let shown = 20 * easeOut.value(at: 0.5)
    let shadow = try #require(timeline.jumps(until: 2).first { $0.property == .shadowOffsetY })
    #expect(abs(shadow.time - 0.15) < 1e-12)
    #expect(abs(shadow.size - (20 - shown)) < 1e-9)
  }

  /// PEButton's pressEffect: the up spring starts touchDownDuration after the tap.
  @Test func pressEffectWaitsBeforeGoingUp() throws {
    let preset = try Datasets.preset("pebutton")
    let timeline = PressTimeline(preset: preset, release: 0.2)
    #expect(abs(timeline.value(of: .alpha, at: 0.3) - 0.8) < 1e-12)
    #expect(timeline.value(of: .alpha, at: 0.35) > 0.85)
    #expect(timeline.value(of: .alpha, at: 0.5) == 1)
    let dragged = PressTimeline(preset: try Datasets.preset("pebutton-drag-outside"), release: 0.2)
    #expect(dragged.value(of: .alpha, at: 0.25) > 0.85)
  }

  /// The wobble is additive and repeats forever: periodic with 0.4 s, at the keyframe values.
  @Test func wobbleRepeats() throws {
    let timeline = PressTimeline(preset: try Datasets.preset("home-wobble"))
    #expect(PressTimeline.defaultRelease(for: timeline.preset) == nil)
    #expect(timeline.defaultWindow == 2)
    for (t, v) in [(0.1, -0.025), (0.2, 0.0), (0.3, 0.025), (0.5, -0.025), (1.9, 0.025)] {
      #expect(abs(timeline.value(of: .rotation, at: t) - v) < 1e-12, "t = \(t)")
    }
  }

  @Test func defaultReleaseIsTheEndOfTheTouchDownAnimations() throws {
    #expect(PressTimeline.defaultRelease(for: try Datasets.preset("shrink-shadow")) == 0.3)
    #expect(PressTimeline.defaultRelease(for: try Datasets.preset("bfpaper-raised")) == 0.25)
    #expect(PressTimeline.defaultRelease(for: try Datasets.preset("pin-shake")) == nil)
  }

  @Test func stateGathersEveryProperty() throws {
    let timeline = PressTimeline(preset: try Datasets.preset("shrink-shadow"), release: 0.3)
    let s = timeline.state(at: 0.3)
    #expect(s.scaleX == 0.95 && s.scaleY == 0.95)
    #expect(s.shadowOpacity == 0.8 && s.shadowRadius == 4 && s.shadowOffsetX == 1.5)
    #expect(s.ripple == nil && s.alpha == 1 && s.backgroundFade == 0)
    #expect(timeline.state(at: 0).shadowOpacity == 0.6)
  }
}
