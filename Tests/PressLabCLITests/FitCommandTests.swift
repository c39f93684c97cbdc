import Foundation
import Presets
import Testing
import _TestSupport

/// `presslab fit` end to end: the shipped recording, its JSON read by python, its preset read by
/// PressLab's own preset parser, and bad recordings refused with nothing written.
@Suite struct FitCommandTests {
  static let recording = "datasets/recordings/shrink-spring-release.csv"

  @Test func fitsTheShippedRecordingAndWritesItsPreset() throws {
    try withTemporaryFolder("fit") { folder in
      let yaml = folder.path("fit.yaml")
      let result = try ProcessRunner.presslab(["fit", Self.recording, "--yaml", yaml, "--bootstrap", "10"])
      #expect(result.status == 0, "\(result.all)")
      #expect(result.stdout.hasPrefix("scale: best fit a UIKit spring, damping "), "\(result.stdout)")
      #expect(result.stdout.contains("cut off at its duration"))
      let text = try String(contentsOfFile: yaml, encoding: .utf8)
      #expect(result.stdout.hasSuffix(text), "stdout ends with the preset written to --yaml")
      let (presets, errors) = PresetLibrary.parse(files: [("fit.yaml", text)])
      #expect(errors.isEmpty, "\(errors)")
      #expect(presets.map(\.name) == ["fit-shrink-spring-release"])
      #expect(text.contains("model: uikit-spring") && text.contains("damping: [0.050, assumption]"))
    }
  }

  @Test func jsonReadsInPython() throws {
    let result = try ProcessRunner.presslab(["fit", Self.recording, "--json", "--bootstrap", "0"])
    #expect(result.status == 0, "\(result.all)")
    try withTemporaryFolder("fit-json") { folder in
      let path = try folder.write(result.stdout, to: "fit.json")
      let script = """
        import json, sys
        d = json.load(open(sys.argv[1]))
        p = d["properties"][0]
        best = p["models"][0]
        assert best["model"] == "uikit-spring", best["model"]
        assert [m["bic"] for m in p["models"]] == sorted(m["bic"] for m in p["models"])
        v = best["parameters"]["damping"]
        assert abs(v["value"] - 0.05) <= v["ci95_half_width"], v
        print(len(p["models"]), p["frames"])
        """
      let python = try ProcessRunner.run("python3", ["-c", script, path])
      #expect(python.status == 0 && python.stdout == "9 60\n", "\(python.all)")
    }
  }

  @Test func badRecordingsExit65AndWriteNothing() throws {
    try withTemporaryFolder("fit-bad") { folder in
      let yaml = try folder.write("kept\n", to: "fit.yaml")
      let good = (0..<14).map { "\(Double($0) / 60),\(0.95 + 0.004 * Double(min($0, 12)))" }
      let cases: [(lines: [String], expected: String)] = [
        (["t,scale"] + good.prefix(5) + ["0.0833,nan"] + good.dropFirst(6), "rec.csv:7: scale: NaN"),
        (["t,scale"] + good.prefix(5) + ["0.01,0.96"] + good.dropFirst(6), "rec.csv:7: t: time 0.01 comes after"),
        (["t,scale"] + good.prefix(5) + [good[4]] + good.dropFirst(6), "rec.csv:7: t: duplicate time"),
        (["t,scale"] + good.prefix(6), "rec.csv:7: only 6 frames"),
      ]
      for c in cases {
        let csv = try folder.write(c.lines.joined(separator: "\n") + "\n", to: "rec.csv")
        let result = try ProcessRunner.presslab(["fit", csv, "--yaml", yaml], in: folder.path)
        #expect(result.status == 65, "\(result.all)")
        #expect(result.stderr.contains(c.expected) && result.stdout.isEmpty, "\(result.all)")
        #expect(try String(contentsOfFile: yaml, encoding: .utf8) == "kept\n")
      }
      let missing = try ProcessRunner.presslab(["fit", folder.path("none.csv")])
      #expect(missing.status == 66 && missing.stderr.contains("no such file"))
    }
  }
}
