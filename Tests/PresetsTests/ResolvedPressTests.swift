import Presets
import Testing
import _TestSupport

/// A press resolved for a player (`PressTimeline.resolved()`): its polylines read as a player
/// reads them stay within the stated tolerance of the timeline everywhere, jumps included, in
/// far fewer points than a millisecond grid; the hold is where a press alone stops moving.
struct ResolvedPressTests {
  /// Linear between points; of two points at one time, the second (what the page's script does).
  static func value(_ track: ResolvedPress.Track, at t: Double) -> Double {
    let times = track.times, values = track.values
    guard let k = times.lastIndex(where: { $0 <= t }) else { return values[0] }
    guard k + 1 < times.count else { return values[k] }
    return values[k] + (values[k + 1] - values[k]) * (t - times[k]) / (times[k + 1] - times[k])
  }

  @Test func everyTrackIsWithinItsToleranceOfTheTimelineAtEveryInstant() {
    var generator = SeededGenerator(state: 7)
    for preset in Datasets.presets {
      let release = PressTimeline.defaultRelease(for: preset)
      let timeline = PressTimeline(preset: preset, release: release)
      let resolved = timeline.resolved()
      #expect(resolved.tracks.map { $0.property } == preset.animatedProperties, "\(preset.name)")
      // Random instants, and a microsecond either side of every jump.
      var times = (0..<4000).map { _ in Double.random(in: 0...resolved.end, using: &generator) }
      for jump in timeline.jumps(until: resolved.end) { times += [jump.time - 1e-6, jump.time, jump.time + 1e-6] }
      for (property, track) in resolved.tracks {
        let tolerance = ResolvedPress.tolerance(of: property, look: preset.look)
        let worst = times.map { abs(Self.value(track, at: $0) - timeline.value(of: property, at: $0)) }.max() ?? 0
        #expect(worst <= tolerance, "\(preset.name) \(property): off by \(worst), tolerance \(tolerance)")
        #expect(track.times.count <= max(2, Int(resolved.end * 1000)), "\(preset.name) \(property): \(track.times.count) points")
      }
      // Past the end nothing moves (or the loop repeats its first cycle).
      for (property, track) in resolved.tracks {
        let later = resolved.loop.map { $0.start + 2.5 * $0.period } ?? resolved.end + 0.7
        let same = resolved.loop.map { $0.start + 0.5 * $0.period } ?? resolved.end
        #expect(abs(timeline.value(of: property, at: later) - Self.value(track, at: same)) <= ResolvedPress.tolerance(of: property, look: preset.look))
      }
    }
  }

  /// The hold is the release when the press has stopped moving by then: the press alone is still
  /// from there on, and what it shows there differs from the tracks only where `held` says.
  @Test func theHoldIsWhereThePressAloneStandsStill() throws {
    var holds = 0
    for preset in Datasets.presets {
      let release = PressTimeline.defaultRelease(for: preset)
      let resolved = PressTimeline(preset: preset, release: release).resolved()
      #expect(resolved.hold == release, "\(preset.name)")
      guard let hold = resolved.hold else { continue }
      holds += 1
      let alone = PressTimeline(preset: preset)
      for (property, track) in resolved.tracks {
        let pressed = alone.value(of: property, at: hold)
        #expect(abs(alone.value(of: property, at: hold + 3) - pressed) < 1e-9, "\(preset.name) \(property) moves while held")
        let shown = resolved.held.first { $0.property == property }?.value ?? Self.value(track, at: hold - 1e-7)
        #expect(abs(shown - pressed) <= ResolvedPress.tolerance(of: property, look: preset.look), "\(preset.name) \(property) held")
      }
    }
    #expect(holds >= 5)
    // PEButton's press spring is removed as it ends, where the release starts: held, it shows the snap.
    let pebutton = try Datasets.preset("pebutton")
    #expect(!PressTimeline(preset: pebutton, release: PressTimeline.defaultRelease(for: pebutton)).resolved().held.isEmpty)
  }

  /// The tap circle is shown exactly when the timeline draws one.
  @Test func theTapCircleIsShownWhenTheTimelineDrawsIt() throws {
    let preset = try Datasets.preset("bfpaper-raised")
    let timeline = PressTimeline(preset: preset, release: PressTimeline.defaultRelease(for: preset))
    let shown = timeline.resolved().rippleShown
    #expect(!shown.isEmpty)
    for t in stride(from: 0.0, through: 2, by: 0.0007) {
      let inside = shown.contains { t >= $0.from && t < $0.to }
      #expect(inside == (timeline.state(at: t).ripple != nil), "at \(t) s")
    }
  }
}
