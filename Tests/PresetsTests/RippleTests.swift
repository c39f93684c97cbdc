import Curves
import Testing
import _TestSupport

@testable import Presets

@Suite struct RippleTests {
  @Test func raisedDiametersAtTheCentreAndACorner() throws {
    let preset = try Datasets.preset("bfpaper-raised")
    let ripple = try #require(preset.look.ripple)
    #expect(!ripple.beyondBounds && ripple.fromTapLocation)
    let centre = RippleGeometry(look: preset.look, ripple: ripple, tapX: 140, tapY: 21.5)
    let corner = RippleGeometry(look: preset.look, ripple: ripple, tapX: 0, tapY: 0)
    for g in [centre, corner] {
      #expect(g.startDiameter == 5 && g.finalDiameter == 280 && g.burstDiameter == 380)
    }
    #expect(corner.centerX == 0 && corner.centerY == 0)
    // Clipped to the button: max(w, h) leaves the corners uncovered even from the centre
    // (half-diagonal 141.6 pt > 140); the burst covers from the centre but not from a corner.
    #expect(!centre.covers(width: 280, height: 43, diameter: 280))
    #expect(centre.covers(width: 280, height: 43, diameter: 380))
    #expect(!corner.covers(width: 280, height: 43, diameter: 380))
  }

  @Test func fullDiameterAlwaysCovers() throws {
    var look = try Datasets.preset("bfpaper-raised").look
    look.ripple?.diameter = .full
    let corner = RippleGeometry(look: look, ripple: look.ripple!, tapX: 0, tapY: 0)
    let expected = (560.0 * 560 + 86 * 86).squareRoot()
    #expect(abs(corner.finalDiameter - expected) < 1e-9)
    #expect(corner.covers(width: 280, height: 43, diameter: corner.finalDiameter))
  }

  @Test func customCircleGrowsFromTheCentreBeyondItsBounds() throws {
    let preset = try Datasets.preset("bfpaper-custom-circle")
    let ripple = try #require(preset.look.ripple)
    #expect(ripple.beyondBounds && !ripple.fromTapLocation)
    #expect(preset.look.cornerRadius == 43 && preset.look.isCapsule)
    #expect(ripple.color == RGBA(r: 1, g: 0, b: 1, a: 0.6))
    let corner = PressTimeline(preset: preset, release: 0.25, tap: (x: 0, y: 0))
    let g = try #require(corner.rippleGeometry)
    #expect(g.centerX == 43 && g.centerY == 43)
    #expect(abs(g.finalDiameter - 86 * 1.3) < 1e-12 && abs(g.burstDiameter - (86 * 1.3 + 100)) < 1e-12)
  }

  /// The circle's life: none before the touch, 5 pt → final on easeOut over 0.25 s, burst over the
  /// 0.5 s touch-up, then removed.
  @Test func rippleTimeline() throws {
    let preset = try Datasets.preset("bfpaper-raised")
    let timeline = PressTimeline(preset: preset, release: 0.25, tap: (x: 20, y: 10))
    #expect(timeline.state(at: -0.01).ripple == nil)
    let easeOut = try #require(CubicBezier.named("easeOut"))
    let mid = try #require(timeline.state(at: 0.125).ripple)
    #expect(abs(mid.diameter - (5 + 275 * easeOut.value(at: 0.5))) < 1e-9)
    #expect(abs(mid.opacity - 0.5) < 1e-12)
    #expect(mid.centerX == 20 && mid.centerY == 10)
    let burst = try #require(timeline.state(at: 0.5).ripple)
    #expect(abs(burst.diameter - (280 + 100 * easeOut.value(at: 0.5))) < 1e-9)
    #expect(timeline.state(at: 0.76).ripple == nil)
    // The raised shadow lifts linearly over 0.25 s.
    #expect(abs(timeline.value(of: .shadowRadius, at: 0.125) - 3) < 1e-9)
  }

  @Test func flatFadesItsBackground() throws {
    let preset = try Datasets.preset("bfpaper-flat")
    #expect(preset.look.shadowOpacity == 0)
    #expect(preset.look.ripple?.fadeColor == preset.look.titleColor.withAlpha(0.12))
    let timeline = PressTimeline(preset: preset, release: 0.25)
    #expect(abs(timeline.state(at: 0.25).backgroundFade - 1) < 1e-12)
    #expect(abs(timeline.state(at: 0.5).backgroundFade - 0.5) < 1e-12)
    let source = PressTimeline(preset: try Datasets.preset("bfpaper-flat-source"), release: 0.25)
    #expect(abs(source.state(at: 0.25 + 0.3125).backgroundFade - 0.5) < 1e-12)
  }
}
