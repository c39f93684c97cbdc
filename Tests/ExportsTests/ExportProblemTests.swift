import Curves
import Exports
import Testing

/// What no platform can draw is refused with a message naming the target and why, never
/// exported as a different motion.
@Suite struct ExportProblemTests {
  @Test func keyframeWobbleIsNoCSSEasing() throws {
    let wobble = try ExportRoundTripTests.curve("keyframes duration=0.4 values=0,-0.025,0,0.025,0 repeatCount=forever")
    for target in ExportTarget.allCases {
      #expect {
        try CurveExport.make(wobble, to: target, name: "wobble")
      } throws: { error in
        let text = "\(error)"
        return text.hasPrefix("export to \(target.rawValue): ") && text.contains("CAKeyframeAnimation")
      }
    }
    let css = #expect(throws: ExportError.self) { try CurveExport.make(wobble, to: .css, name: "wobble") }
    #expect(css?.description.contains("linear() easing cannot draw it") == true)
  }

  @Test func unknownTargetListsTheKnownOnes() {
    let error = #expect(throws: ExportError.self) { try ExportTarget.named("swiftui") }
    #expect(error?.description == "export to swiftui: PressLab knows no such target (targets: compose, flutter, css, reanimated, tokens)")
  }

  @Test func undampedSpringNeverEnds() throws {
    let undamped = try ExportRoundTripTests.curve("ca-spring stiffness=100 damping=0")
    let error = #expect(throws: ExportError.self) { try CurveExport.make(undamped, to: .flutter, name: "a") }
    #expect(error?.description.contains("never comes to rest") == true)
  }

  /// UIKit's snap: a platform that runs springs to rest says so, CSS keeps the jump.
  @Test func snapIsSaidWhereItApplies() throws {
    let snapping = try ExportRoundTripTests.curve("uikit-spring duration=0.3 damping=0.05 velocity=1")
    for target in [ExportTarget.compose, .flutter, .reanimated, .tokens] {
      let export = try CurveExport.make(snapping, to: target, name: "a")
      #expect(ExportReading.prose(export.text).contains("cannot cut a spring off at a time"), "\(target)")
    }
    let css = try CurveExport.make(snapping, to: .css, name: "a")
    #expect(ExportReading.prose(css.text).contains("linear() ends with the same jump") && css.text.contains("--a-duration: 300ms;"))
  }
}
