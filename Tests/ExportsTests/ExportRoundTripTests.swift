import CurveAnalysis
import Curves
import Exports
import Testing

/// Every export, read back from its text alone and run with its platform's own equations, draws
/// PressLab's curve within half a device pixel at every frame at 120 Hz.
@Suite struct ExportRoundTripTests {
  /// A 20-point travel on a 3x screen: half a device pixel is 1/120 of the travel.
  static let settings = ExportSettings(travelPoints: 20, screenScale: 3)

  static let curves: [String] = [
    "uikit-spring duration=0.3 damping=0.8 velocity=1",
    "uikit-spring duration=0.3 damping=0.05 velocity=1",
    "uikit-spring duration=0.5 damping=0.45 velocity=0",
    "ca-spring mass=2 stiffness=300 damping=15 velocity=3",
    "ca-spring stiffness=100 damping=30",
    "spring duration=0.4 bounce=-0.3",
    "spring response=0.3 dampingRatio=0.85 delay=0.05",
    "spring mass=1 stiffness=1500 damping=77.4596669241",
    "bezier curve=easeOut duration=0.25",
    "bezier points=0.2,1.4,0.5,1 duration=0.4 delay=0.1",
    "uikit-curve curve=easeInOut duration=0.3",
  ]

  static func curve(_ words: String) throws -> Curve {
    let parts = words.split(separator: " ")
    return try Curve.make(
      model: String(parts[0]), parameters: parts.dropFirst().map { p in (String(p.split(separator: "=")[0]), String(p.split(separator: "=")[1])) })
  }

  /// Device pixels between the export and `expected` at each frame up to `until`.
  static func worst(_ reading: ExportReading, _ expected: (Double) -> Double, frames: ClosedRange<Int>) -> (px: Double, at: Double) {
    var worst = (px: 0.0, at: 0.0)
    for k in frames {
      let t = Double(k) / 120
      let px = abs(reading.value(t) - expected(t)) * settings.travelPoints * settings.screenScale
      if px > worst.px { worst = (px, t) }
    }
    return worst
  }

  @Test(arguments: curves) func everyTargetRedrawsTheCurve(_ words: String) throws {
    let curve = try Self.curve(words)
    let last = Int(min(3, curve.defaultWindow) * 120)
    for target in ExportTarget.allCases {
      let export: CurveExport
      do {
        export = try CurveExport.make(curve, to: target, name: "release", settings: Self.settings)
      } catch {
        // The one refusal among these: Reanimated draws ζ ≥ 1 critically damped.
        #expect(target == .reanimated && words.contains("bounce=-0.3"), "\(words) → \(target): \(error)")
        #expect(error.description.contains("export to reanimated") && error.description.contains("critically damped"))
        continue
      }
      let reading = try ExportReading.read(export)
      // Where UIKit cuts the spring off, a platform that runs springs to rest must say so when
      // the rest of the spring strays visibly; it then draws the uncut spring from the cut on.
      let cutFrame = curve.endsWithSnap ? curve.endTime.map { Int(($0 * 120).rounded(.up)) } : nil
      let uncut = { (t: Double) in t <= curve.delay ? 0 : curve.springModel!.value(at: t - curve.delay) }
      let strays = cutFrame.map { Self.worst(ExportReading(value: uncut), curve.value(at:), frames: $0...last).px > Self.settings.devicePixels } ?? false
      let says = ExportReading.prose(export.text).contains("a different motion from that point on")
      if target == .css || cutFrame == nil {
        let w = Self.worst(reading, curve.value(at:), frames: 0...last)
        #expect(w.px <= Self.settings.devicePixels, "\(words) → \(target): \(w.px) device px at \(w.at) s\n\(export.text)")
      } else {
        #expect(says == strays, "\(words) → \(target): the note on UIKit's cut-off\n\(export.text)")
        let before = Self.worst(reading, curve.value(at:), frames: 0...(cutFrame! - 1))
        let after = Self.worst(reading, strays ? uncut : curve.value(at:), frames: cutFrame!...last)
        #expect(max(before.px, after.px) <= Self.settings.devicePixels, "\(words) → \(target): \(before) \(after)\n\(export.text)")
      }
    }
  }

  /// A platform stops a spring once it is within its rest threshold and jumps to the end: the
  /// threshold is half a device pixel of the travel, so the jump cannot be seen.
  @Test func restThresholdsAreHalfADevicePixel() throws {
    let curve = try Self.curve("uikit-spring duration=0.3 damping=0.8 velocity=1")
    let tolerance = Self.settings.devicePixels / (Self.settings.travelPoints * Self.settings.screenScale)
    let compose = try CurveExport.make(curve, to: .compose, name: "release", settings: Self.settings).text
    let flutter = try CurveExport.make(curve, to: .flutter, name: "release", settings: Self.settings).text
    let reanimated = try CurveExport.make(curve, to: .reanimated, name: "release", settings: Self.settings).text
    for threshold in [
      try ExportReading.number(compose, #"visibilityThreshold = ([0-9.]+f)"#), try ExportReading.number(flutter, #"Tolerance\(distance: ([0-9.]+)\)"#),
      try ExportReading.number(reanimated, #"restDisplacementThreshold: ([0-9.]+),"#),
    ] {
      #expect(threshold <= tolerance * 1.0001 && threshold >= tolerance * 0.99)
    }
    #expect(flutter.contains("AnimationController.unbounded"), "a bounded controller clamps the overshoot")
  }

  /// Compose's named constants only where the value is exactly theirs.
  @Test func composeNamesOnlyExactConstants() throws {
    let exact = try CurveExport.make(try Self.curve("spring mass=1 stiffness=1500 damping=77.4596669241"), to: .compose, name: "a", settings: Self.settings)
    #expect(exact.text.contains("stiffness = Spring.StiffnessMedium"))
    let near = try CurveExport.make(try Self.curve("spring mass=1 stiffness=1499 damping=77.4596669241"), to: .compose, name: "a", settings: Self.settings)
    #expect(!near.text.contains("Spring.Stiffness") && near.text.contains("stiffness = 1499f"))
  }
}
