import Foundation
import Testing
import _TestSupport

/// The pages a designer reads (everything before the appendix) speak design: no solver
/// internals, file names and columns, source citations or Markdown backticks. Checked with pdftotext on a
/// small notebook whose sweep holds springs UIKit solves inexactly.
@Suite struct DesignerWordsTests {
  static let notebook = """
    ---
    title: Words
    ---

    # Shrink and shadow

    ```presslab sweep
    id: sweep-a
    definition: |
      model: uikit-spring
      window: 1.0
      parameters:
        damping: [0.0005, 0.3, 0.6]
        duration: [0.3, 0.5]
        velocity: [0]
      metrics: [overshoot_px, settle_time_px, end_jump_px]
    heatmap:
      - {x: damping, y: duration, metric: settle_time_px}
    ```

    ```presslab recommend
    id: recommend-a
    preset: shrink-shadow
    constraints:
      overshoot_px: {max: 0.5}
    ```

    """

  static let jargon = ["Newton", "float32", "rounding details", "no valid root", "off a valid root", "'invalid' column", "CSV", ".csv", "FACTS.md", "`"]

  @Test func designerPagesHoldNoJargon() throws {
    try withTemporaryFolder("words") { folder in
      try folder.write(Self.notebook, to: "words.md")
      let result = try ProcessRunner.presslab(
        ["run", "words.md", "--presets", Datasets.presetsFolder, "-o", "out", "--no-history"], in: folder.path)
      #expect(result.status == 0, "\(result.all)")
      let text = try ProcessRunner.run("pdftotext", [folder.path("out/words/words.pdf"), "-"]).stdout
      // The appendix's own heading is the last line reading "Appendix" (the contents name it first).
      let cut = try #require(text.range(of: "\nAppendix\n", options: .backwards))
      let designer = String(text[..<cut.lowerBound])
      #expect(designer.contains("springs (the first: damping"), "the inexact solves are still said, in words")
      for word in Self.jargon {
        #expect(!designer.contains(word), "designer pages say \(word)")
      }
      // The file each cell wrote is named once, in the appendix's table of cells, the table of a
      // recommendation's own default sweep too (results.json lists both).
      let appendix = text[cut.upperBound...]
      #expect(appendix.contains("sweeps/sweep-a.csv") && appendix.contains("sweeps/recommend-a-sweep.csv"), "the appendix names each table")
      let results = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("out/words/results.json")))) as? [String: Any])
      #expect(results["sweeps"] as? [String] == ["sweeps/sweep-a.csv", "sweeps/recommend-a-sweep.csv"], "\(results["sweeps"] ?? "none")")
    }
  }

  /// A team's buttons with names: the pages call each by its name (page 1, its chapter, the
  /// tables and captions), say curves in design words, and leave the preset id and the API's
  /// terms (model names, solver, key times, additive) to the appendix, which states them.
  static let presetFile = """
    presets:
      acme-pay:
        name: CheckoutPayButton
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
      acme-wiggle:
        name: WiggleBadge
        description: A badge that wiggles
        look: {width: 80, height: 80, corner_radius: 18, fill: "#FF9500", title: New, title_color: "#FFFFFF"}
        events: {touchDown: wiggle}
        phases:
          wiggle:
            animations:
              wiggle:
                kind: basic
                curve: {model: keyframes, values: [0, -0.025, 0, 0.025, 0], keyTimes: [0, 0.25, 0.5, 0.75, 1], duration: 0.4, additive: true, repeatCount: forever}
                set: {rotation: keyframes}

    """

  static let namedNotebook = """
    ---
    title: Names
    ---

    # Checkout

    ```presslab curve
    preset: acme-pay
    ```

    ```presslab sweep
    id: sweep-a
    definition: |
      model: uikit-spring
      window: 1.0
      parameters:
        damping: [0.6, 1]
        duration: [0.2, 0.4]
        velocity: [0]
      metrics: [overshoot_px, settle_time_px, end_jump_px]
    ```

    ```presslab recommend
    id: recommend-a
    sweep: sweep-a
    preset: acme-pay
    ```

    ```presslab table
    presets: [acme-pay, acme-wiggle]
    ```

    """

  @Test func designerPagesNameButtonsAndTheAppendixStatesTheCurves() throws {
    try withTemporaryFolder("names") { folder in
      try folder.write(Self.namedNotebook, to: "names.md")
      try FileManager.default.createDirectory(atPath: folder.path("presets"), withIntermediateDirectories: true)
      try folder.write(Self.presetFile, to: "presets/acme.yaml")
      let result = try ProcessRunner.presslab(["run", "names.md", "--presets", "presets", "-o", "out", "--no-history"], in: folder.path)
      #expect(result.status == 0, "\(result.all)")
      let pdf = folder.path("out/names/names.pdf")
      let text = try ProcessRunner.run("pdftotext", [pdf, "-"]).stdout
      let cut = try #require(text.range(of: "\nAppendix\n", options: .backwards))
      let designer = String(text[..<cut.lowerBound]), appendix = String(text[cut.upperBound...])
      let page1 = try ProcessRunner.run("pdftotext", ["-f", "1", "-l", "1", pdf, "-"]).stdout
      #expect(page1.contains("CheckoutPayButton"), "\(page1)")
      #expect(designer.contains("CheckoutPayButton: press and release") && designer.contains("WiggleBadge"))
      #expect(designer.contains("ease-out, 80 ms") && designer.contains("a four-step wobble over 400 ms"), "\(designer)")
      let technical = ["acme-pay", "acme-wiggle", "uikit-curve", "uikit-spring", "keyTimes", "additive", "solver"]
      for word in technical {
        #expect(!designer.contains(word), "designer pages say \(word)")
      }
      // The appendix's curves table states the API's terms (the notebook's source, also there,
      // names no key times, additive or solver), and UIKit's solver in one sentence.
      for word in ["acme-wiggle", "keyTimes=0,0.25,0.5,0.75,1", "additive=true", "solver=exact", "twelve Newton steps"] {
        #expect(appendix.contains(word), "the appendix lacks \(word)")
      }
      let json = try ProcessRunner.run(
        "python3", ["-c", "import json,sys; print(json.load(open(sys.argv[1]))['buttons']['acme-pay'])", folder.path("out/names/results.json")])
      #expect(json.stdout == "CheckoutPayButton\n", "\(json.all)")
    }
  }
}
