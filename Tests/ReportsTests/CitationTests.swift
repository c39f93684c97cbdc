import NotebookFormat
import Testing
import _TestSupport

@testable import ReportModel

/// What a narrative citation reads: preset values as their file writes them (through `extends:`),
/// and a button's readings as its decision prints them; anything else is a clear error.
@Suite struct CitationTests {
  typealias Reading = ButtonDecision.Reading

  static func citations() throws -> Citations {
    let file = try PackagePaths.text("datasets/presets/000-shrink-shadow.yaml")
    let now = Reading(overshootPx: 12.8, settle: nil, snapPx: 10.1, snapTime: 0.3)
    let pick = Reading(overshootPx: 0.2, settle: 0.042, snapPx: nil, snapTime: nil)
    var summary = PresetSummary(preset: "shrink-shadow", current: "", recommended: nil)
    summary.decision = ButtonDecision(
      property: "scale", api: "UIView.animate", rule: "no bounce", ruleStatement: "", now: "damping 0.05, 300 ms", nowReading: now,
      options: [.init(rule: "no bounce", curve: "damping ratio 0.8, 105 ms, velocity 1", swiftUI: "", reading: pick)],
      verdict: "removes a 10.1 px snap", feel: [], press: [], unconfirmed: false)
    return Citations(presetFiles: [(path: "datasets/presets/000-shrink-shadow.yaml", text: file)], summaries: [summary])
  }

  func value(_ c: Citations, _ key: String) -> String? { if case .success(let v) = c.resolve(key) { return v } else { return nil } }
  func error(_ c: Citations, _ key: String) -> String? { if case .failure(let e) = c.resolve(key) { return e.message } else { return nil } }

  @Test func presetValuesAsWrittenThroughExtends() throws {
    let c = try Self.citations()
    #expect(value(c, "preset.shrink-shadow.release.damping") == "0.05")
    #expect(value(c, "preset.shrink-shadow.phases.release.animations.transform.curve.damping") == "0.05")
    #expect(value(c, "preset.shrink-shadow.press.scale_x") == "0.95")
    // shrink-shadow-view extends shrink-shadow and changes only its look.
    #expect(value(c, "preset.shrink-shadow-view.release.damping") == "0.05")
    #expect(value(c, "preset.shrink-shadow-view.shadow.radius") == "4")
    // shrink-ease sets the release's damping to null: it has none to cite.
    #expect(error(c, "preset.shrink-ease.release.damping")?.contains("has no value 'release.damping'") == true)
    #expect(value(c, "preset.shrink-ease.release.transform.curve.curve") == "easeOut")
    #expect(error(c, "preset.shrink-shadow.release.duration") == "'release.duration' of preset 'shrink-shadow' is more than one value: cite release.transform.duration or release.shadow.duration")
    #expect(error(c, "preset.shrink-shadw.release.damping")?.hasPrefix("no preset 'shrink-shadw' (known: ") == true)
  }

  @Test func numbersReadAsTyped() {
    let c = Citations(presetFiles: [(path: "a.yaml", text: "presets:\n  a:\n    look: {width: 200.0, title: Go 1.0}\n")], summaries: [])
    #expect(value(c, "preset.a.width") == "200")
    #expect(value(c, "preset.a.title") == "Go 1.0")
  }

  @Test func readingsAsTheDecisionPrintsThem() throws {
    let c = try Self.citations()
    #expect(value(c, "now.shrink-shadow.end") == "never settles: snaps 10.1 px at 300 ms")
    #expect(value(c, "now.shrink-shadow.settle") == "never: snaps at 300 ms")
    #expect(value(c, "pick.shrink-shadow.settle") == "42 ms")
    #expect(value(c, "pick.shrink-shadow.overshoot") == "0.2 px")
    #expect(value(c, "pick.shrink-shadow.curve") == "damping ratio 0.8, 105 ms, velocity 1")
    #expect(value(c, "pick.shrink-shadow.verdict") == "removes a 10.1 px snap")
    #expect(error(c, "pick.shrink-shadow.settl")?.hasPrefix("no reading 'settl' (readings: settle, ") == true)
    #expect(error(c, "pick.shrink-shadow.touch-down.settle") == "no recommend cell decided shrink-shadow's touch-down")
    #expect(error(c, "pick.pebutton.settle") == "no recommend cell decided a button 'pebutton' (decided: shrink-shadow)")
    #expect(error(c, "foo.bar.baz") == "'foo' is not something to cite: preset, now or pick")
    #expect(error(c, "pick.x")?.hasPrefix("a citation is {{preset.NAME.KEY}}") == true)
  }

  @Test func literalNumbersAreToldFromCitedOnes() {
    #expect(TextToReview.statesNumber("It jumps back at 300 ms."))
    #expect(TextToReview.statesNumber("`usingSpringWithDamping: 0.05`"))
    #expect(!TextToReview.statesNumber("Damping {{preset.a.release.damping}}, {{pick.a.settle}} at $fps Hz, $x_2."))
    #expect(TextToReview.statesNumber("It costs $$5."))
  }
}
