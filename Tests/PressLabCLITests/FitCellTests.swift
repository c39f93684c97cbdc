import Curves
import Foundation
import Plotting
import Testing
import _TestSupport

/// `fit` cells end to end, in one small project run once: the shipped recording fitted and drawn,
/// a recommend cell judged against it (`current: fit-1`), and bad recordings failing their own
/// cell at the key, the other cells still run.
@Suite struct FitCellTests {
  static let notebook = """
    # Fit

    ```presslab fit
    id: fit-1
    recording: datasets/recordings/rec.csv
    models: [uikit-spring, bezier easeOut]
    bootstrap: 0
    ```

    ```presslab sweep
    id: grid
    definition: |
      model: uikit-spring
      parameters:
        duration: [0.2, 0.3]
        damping: [0.7, 0.9]
        velocity: [0]
    ```

    ```presslab recommend
    sweep: grid
    current: fit-1
    ```

    ```presslab fit
    id: outside
    recording: OUTSIDE
    ```

    ```presslab fit
    id: nan
    recording: datasets/recordings/nan.csv
    ```

    ```presslab fit
    id: few
    recording: datasets/recordings/few.csv
    ```

    ```presslab fit
    id: missing
    recording: datasets/recordings/none.csv
    ```

    ```presslab fit
    id: model
    recording: datasets/recordings/rec.csv
    models: [uikit-spring, wobble]
    ```

    ```presslab curve
    curves:
      - {model: spring, duration: 0.3}
    ```
    """

  @Test func fitCellsDrawJudgeAndFailAlone() throws {
    try withTemporaryFolder("fit-cell") { folder in
      try FileManager.default.createDirectory(atPath: folder.path("proj/reports"), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: folder.path("proj/datasets/recordings"), withIntermediateDirectories: true)
      let shipped = try String(contentsOfFile: PackagePaths.path("datasets/recordings/shrink-spring-release.csv"), encoding: .utf8)
      _ = try folder.write(shipped, to: "proj/datasets/recordings/rec.csv")
      let good = (0..<14).map { "\(Double($0) / 60),\(0.95 + 0.004 * Double(min($0, 12)))" }
      _ = try folder.write((["t,scale"] + good.prefix(5) + ["0.0833,nan"] + good.dropFirst(6)).joined(separator: "\n"), to: "proj/datasets/recordings/nan.csv")
      _ = try folder.write((["t,scale"] + good.prefix(6)).joined(separator: "\n"), to: "proj/datasets/recordings/few.csv")
      let outside = try folder.write(shipped, to: "rec.csv")
      let text = Self.notebook.replacingOccurrences(of: "OUTSIDE", with: outside)
      let notebook = try folder.write(text, to: "proj/reports/n.md")
      let result = try ProcessRunner.presslab(["run", notebook, "-o", folder.path("out"), "--no-history"], in: folder.path("proj"))
      #expect(result.status == 1, "\(result.all)")

      // Each bad cell fails at its key's line, naming why; the others ran.
      let lines = result.stderr.split(separator: "\n").map(String.init)
      func failure(_ id: String) -> String { lines.first { $0.contains("cell '\(id)' failed") } ?? "" }
      let line = { (needle: String) in (text.components(separatedBy: "\n").firstIndex { $0 == needle } ?? -1) + 1 }
      #expect(failure("outside").contains("n.md:\(line("recording: \(outside)")):") && failure("outside").contains("outside"), "\(result.stderr)")
      #expect(failure("nan").contains("n.md:\(line("recording: datasets/recordings/nan.csv")):"), "\(result.stderr)")
      #expect(failure("nan").contains("'recording' datasets/recordings/nan.csv:7: scale: NaN"), "\(result.stderr)")
      #expect(failure("few").contains("'recording' datasets/recordings/few.csv:7: only 6 frames"), "\(result.stderr)")
      #expect(failure("missing").contains("'recording' datasets/recordings/none.csv: cannot read it"), "\(result.stderr)")
      #expect(failure("model").contains("'models' has no model 'wobble'"), "\(result.stderr)")

      // python reads the statuses and checks the fit against the parameters the recording was made with.
      let script = """
        import json, sys
        d = json.load(open(sys.argv[1]))
        cells = {c["id"]: c for c in d["cells"]}
        print(" ".join(c["status"] for c in d["cells"]))
        m = cells["fit-1"]["metrics"]
        best = m["models"][0]
        assert best["model"] == "uikit-spring", best["model"]
        truth = {"damping": 0.05, "duration": 0.3, "start": 0.1037}
        for name, value in truth.items():
            p = best["parameters"][name]
            assert abs(p["value"] - value) <= p["ci95_half_width"], (name, p)
        rows = [l.split(",") for l in open(sys.argv[2]) if l[0].isdigit()]
        ys = [float(r[1]) for r in rows]
        print(round(max(abs(b - a) for a, b in zip(ys, ys[1:])) * 300, 1))
        """
      let python = try ProcessRunner.run("python3", ["-c", script, folder.path("out/n/results.json"), outside])
      #expect(python.status == 0, "\(python.all)")
      let out = python.stdout.split(separator: "\n")
      #expect(out.first == "ok ok ok failed failed failed failed failed ok", "\(python.all)")

      // The PDF shows the fit's chart and table, and the recommendation judges the recorded motion:
      // its snap, read from the fitted curve, is the recording's own jump (≈ the largest frame step).
      let pdf = try ProcessRunner.run("pdftotext", [folder.path("out/n/n.pdf"), "-"])
      let flat = pdf.stdout.replacingOccurrences(of: "\n", with: " ")
      #expect(flat.contains("scale: best fit a UIKit spring"), "\(flat)")
      #expect(flat.contains("Models ranked by BIC") && flat.contains("residual"), "\(flat)")
      #expect(flat.contains("recorded (fit-1)"), "\(flat)")
      let snap = flat.firstMatch(of: /removes a ([0-9.]+) px snap/).flatMap { Double($0.1) }
      let jump = out.count > 1 ? Double(out[1]) : nil
      #expect(snap != nil && jump != nil && abs(snap! - jump!) < 1.5, "snap \(String(describing: snap)), recorded jump \(String(describing: jump))")
      try twinPlaysTheFit(folder.path("out/n/n.html"), results: folder.path("out/n/results.json"), recording: shipped)
    }
  }

  /// The HTML twin shows fit-1 beside its recording, inspected without a clock: `?drawn=` draws
  /// the player at two instants of the recording's clock. The marker sits on the best fit there (a
  /// UIKit spring computed here from results.json's parameters), the dots shown are the frames
  /// recorded up to then, and the page is left drawn at the last instant; nothing is logged as an error.
  func twinPlaysTheFit(_ page: String, results: String, recording: String) throws {
    let rows = recording.split(separator: "\n").filter { $0.first?.isNumber == true }.map { $0.split(separator: ",").compactMap { Double($0) } }
    let times = [0.21, 0.308]
    let dom = try HTMLTwinTests.chromium(["--dump-dom", "file://\(page)?drawn=\(times.map { "\($0)" }.joined(separator: ","))"]).stdout
    #expect(dom.matches(of: /<circle class="frame"/).count == rows.count, "every recorded frame is a dot")
    #expect(dom.matches(of: /data-fit="fit-1-fit-play"/).count == 1, "one player, for the cell that fitted")
    #expect(dom.contains("class=\"play\""), "the player has its Play button")
    // The best fit in the PDF's colour for it (the first of the buttons' hues), not the pick's blue.
    #expect(dom.contains("<path class=\"curve\" d=\"M") && dom.contains("fill=\"none\" stroke=\"\(RolePalette.hex(RolePalette.button(0)))\""))
    func json(_ text: Substring) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.replacing("&quot;", with: "\"").replacing("&amp;", with: "&").utf8)) }
    let drawnText = try #require(dom.firstMatch(of: /<pre id="presslab-fits-drawn">([^<]*)<\/pre>/), "the hook ran").output.1
    let drawn = try #require((try json(drawnText) as? [String: [[String: Any]]])?["fit-1-fit-play"])
    let fitsText = try #require(dom.firstMatch(of: /<script type="application\/json" id="presslab-fits">([^<]*)<\/script>/)).output.1
    let map = try #require(((try json(fitsText) as? [String: [String: Any]])?["fit-1-fit-play"]?["map"] as? [Double]))
    // The best model's parameters as results.json states them, drawn here with PressLab's UIKit spring.
    let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results))) as? [String: Any])
    let cell = try #require((document["cells"] as? [[String: Any]])?.first { $0["id"] as? String == "fit-1" })
    let best = try #require(((cell["metrics"] as? [String: Any])?["models"] as? [[String: Any]])?.first)
    #expect(best["model"] as? String == "uikit-spring")
    let parameters = try #require(best["parameters"] as? [String: [String: Any]])
    func value(_ name: String) throws -> Double { try #require(parameters[name]?["value"] as? Double, "\(name)") }
    let curve = try Curve(CurveSpec(.uikitSpring(UIKitSpringParameters(duration: try value("duration"), damping: try value("damping"), velocity: try value("velocity")))))
    try #require(drawn.count == times.count)
    for (t, state) in zip(times, drawn) {
      let expected = try value("from") + (try value("to") - value("from")) * curve.value(at: t - value("start"))
      // The marker's place back through the player's axes (time right, value up).
      let cx = try #require(state["cx"] as? Double), cy = try #require(state["cy"] as? Double)
      let shownTime = map[0] + (cx - map[4]) * (map[1] - map[0]) / (map[5] - map[4])
      let shownValue = map[2] + (cy - map[6]) * (map[3] - map[2]) / (map[7] - map[6])
      #expect(abs(shownTime - t) < 1e-3, "t = \(t): the marker is drawn at \(shownTime) s")
      #expect(abs(shownValue - expected) < 1e-3, "t = \(t): the marker is drawn at \(shownValue), the fit is \(expected)")
      let recorded = rows.indices.filter { rows[$0][0] <= t }
      #expect(state["frames"] as? [Int] == recorded, "t = \(t): frames shown \(state["frames"] ?? "none"), recorded by then \(recorded)")
    }
    let marker = try #require(dom.firstMatch(of: /<circle class="marker" cx="([^"]*)" cy="([^"]*)"/))
    #expect(Double(marker.output.1) == drawn.last?["cx"] as? Double && Double(marker.output.2) == drawn.last?["cy"] as? Double, "left at the last instant")
    // Play, pressed: the cursor runs to the recording's end, the marker moving on the way, and
    // every recorded frame is shown by then.
    let played = try HTMLTwinTests.chromium(["--dump-dom", "file://\(page)?play=5"])
    #expect(HTMLTwinTests.consoleErrors(played.stderr).isEmpty, "\(HTMLTwinTests.consoleErrors(played.stderr))")
    let playedText = try #require(played.stdout.firstMatch(of: /<pre id="presslab-fits-played">([^<]*)<\/pre>/), "Play ran").output.1
    let run = try #require((try json(playedText) as? [String: [String: Any]])?["fit-1-fit-play"])
    #expect(abs((run["time"] as? Double ?? 0) - (map[1] - map[0])) < 1e-9, "played to the end: \(run["time"] ?? "none") s")
    #expect((run["drawn"] as? [String] ?? []).count >= 10, "the marker moved: \(run["drawn"] ?? "none")")
    #expect((run["readout"] as? String)?.hasSuffix("\(rows.count) of \(rows.count) recorded frames") == true, "\(run["readout"] ?? "none")")
  }

  /// What a notebook alone shows, before anything is fitted: `current:` must name a fit cell above,
  /// and a fit cell's keys are its own.
  @Test func describeChecksFitReferencesAndKeys() throws {
    try withTemporaryFolder("fit-describe") { folder in
      let notebook = try folder.write("""
        ```presslab sweep
        id: grid
        definition: |
          model: uikit-spring
          parameters:
            duration: [0.2, 0.3]
        ```

        ```presslab recommend
        sweep: grid
        current: grid
        ```

        ```presslab recommend
        sweep: grid
        current: fit-2
        ```

        ```presslab fit
        id: fit-2
        recording: r.csv
        colour: red
        ```
        """, to: "n.md")
      let result = try ProcessRunner.presslab(["run", notebook, "--describe"], in: folder.path)
      #expect(result.status == 0, "\(result.all)")
      #expect(result.stdout.contains("n.md:11:1: 'current' must name a fit cell; 'grid' is a sweep cell"), "\(result.stdout)")
      #expect(result.stdout.contains("n.md:16:1: cell 'fit-2' comes after this cell"), "\(result.stdout)")
      #expect(result.stdout.contains("n.md:22:1: unknown key 'colour' in a fit cell"), "\(result.stdout)")
    }
  }
}
