import CurveAnalysis
import Curves
import Exports
import Foundation
import Testing
import _TestSupport

/// A recommend cell's `export:` in a run: the nightly notebook's pick as every target, each read
/// back from its file and run with its platform's equations; the appendix; and bad requests.
@Suite struct NotebookExportTests {
  static let targets = ["kt": ExportTarget.compose, "dart": .flutter, "css": .css, "ts": .reanimated, "tokens.json": .tokens]

  /// The curve an export names, and the travel and screen it was judged on (said in the code
  /// exports' comments).
  static func source(_ text: String) throws -> (curve: Curve, settings: ExportSettings?) {
    let line = try #require(text.firstMatch(of: /curve: ([a-z-]+(?: [A-Za-z]+=[^ ,\n"]+)*)/)).output.1
    let words = line.split(separator: " ").map(String.init)
    let curve = try Curve.make(model: words[0], parameters: words.dropFirst().map { w in (String(w.split(separator: "=")[0]), String(w.split(separator: "=")[1])) })
    guard let travel = ExportReading.prose(text).firstMatch(of: /travel ([0-9.]+) pt at ([0-9.]+)x/)?.output else { return (curve, nil) }
    return (curve, ExportSettings(travelPoints: Double(travel.1)!, screenScale: Double(travel.2)!))
  }

  @Test func nightlyPickIsExportedToEveryTarget() throws {
    let results = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: try NightlyReport.file("results.json")))) as? [String: Any])
    let cells = try #require(results["cells"] as? [[String: Any]])
    let cell = try #require(cells.first { $0["id"] as? String == "recommend-000" })
    let metrics = try #require(cell["metrics"] as? [String: Any])
    let winner = try #require(metrics["winner"] as? [String: Any])
    let kotlin = try String(contentsOfFile: try NightlyReport.file("export/recommend-000.kt"), encoding: .utf8)
    let settings = try #require(try Self.source(kotlin).settings, "the travel the exports were judged on")
    for (ext, target) in Self.targets {
      let path = try NightlyReport.file("export/recommend-000.\(ext)")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let curve = try Self.source(text).curve
      // The export is of the pick results.json names.
      for key in ["duration", "damping", "velocity"] {
        let value = try #require((winner[key] as? NSNumber)?.doubleValue, "winner.\(key)")
        guard case .number(let given)? = curve.spec.value(of: key) else { Issue.record("\(ext): no \(key)"); continue }
        #expect(abs(given - value) < 1e-9, "\(ext): \(key)")
      }
      let reading = try ExportReading.read(text, as: target)
      let last = Int(min(3, curve.defaultWindow) * 120)
      for k in 0...last {
        let t = Double(k) / 120
        let px = abs(reading.value(t) - curve.value(at: t)) * settings.travelPoints * settings.screenScale
        #expect(px <= settings.devicePixels, "\(ext) at \(t) s: \(px) device px")
      }
    }
    let listed = try #require(metrics["exports"] as? [[String: Any]])
    #expect(listed.compactMap { $0["file"] as? String }.sorted() == Self.targets.keys.map { "export/recommend-000.\($0)" }.sorted())
  }

  /// The house default, which the cover states in words, as a token too: the same spring, and
  /// within half a device pixel of it on the standard button.
  @Test func houseDefaultIsAToken() throws {
    let text = try String(contentsOfFile: try NightlyReport.file("export/house-default.tokens.json"), encoding: .utf8)
    let curve = try Self.source(text).curve
    let cover = try ProcessRunner.run("pdftotext", [try NightlyReport.file("nightly.pdf"), "-"]).stdout
    let said = try #require(cover.firstMatch(of: /House default: damping ratio ([0-9.]+), ([0-9]+) ms, velocity ([0-9.]+)/)).output
    for (key, value) in [("damping", Double(said.1)!), ("duration", Double(said.2)! / 1000), ("velocity", Double(said.3)!)] {
      guard case .number(let given)? = curve.spec.value(of: key) else { Issue.record("no \(key)"); continue }
      #expect(abs(given - value) < 1e-9, "\(key): token \(given), cover \(value)")
    }
    let reading = try ExportReading.read(text, as: .tokens)
    let settings = ExportSettings()
    for k in 0...Int(min(3, curve.defaultWindow) * 120) {
      let t = Double(k) / 120
      let px = abs(reading.value(t) - curve.value(at: t)) * settings.travelPoints * settings.screenScale
      #expect(px <= settings.devicePixels, "at \(t) s: \(px) device px")
    }
  }

  @Test func appendixListsTheExports() throws {
    let text = try ProcessRunner.run("pdftotext", ["-layout", try NightlyReport.file("nightly.pdf"), "-"]).stdout
    #expect(text.contains("Exports"))
    for target in ExportTarget.allCases {
      #expect(text.contains("recommend-000 → \(target.rawValue): export/recommend-000.\(target.fileExtension)"), "\(target)")
    }
  }

  /// An unknown target and a failed cell: each said with the cell and the target, the other
  /// exports and the rest of the report written, exit 1 (some cells failed).
  @Test func badRequestsNameTheCellAndTheTarget() throws {
    let folder = try TemporaryFolder("notebook-export")
    defer { folder.remove() }
    let notebook = """
      ---
      title: Exports
      ---
      ```presslab sweep
      id: grid
      definition: |
        model: uikit-spring
        window: 1.0
        parameters:
          damping: {from: 0.5, to: 1, count: 6}
          duration: {from: 0.2, to: 0.4, count: 3}
        metrics: [overshoot_px, settle_time_px, end_jump_px]
      ```

      ```presslab recommend
      id: rec-ok
      sweep: grid
      export: [css, swiftui, tokens]
      ```

      ```presslab recommend
      id: rec-bad
      sweep: no-such-sweep
      export: [flutter]
      ```

      """
    try notebook.write(toFile: folder.path("e.md"), atomically: true, encoding: .utf8)
    let run = try ProcessRunner.presslab(["run", folder.path("e.md"), "-o", folder.path("out"), "--no-history"])
    #expect(run.status == 1, "\(run.all)")
    #expect(run.stderr.contains("cell 'rec-ok' failed: export to swiftui: PressLab knows no such target"), "\(run.stderr)")
    #expect(run.stderr.contains("e.md:18:"), "the unknown target's line: \(run.stderr)")
    #expect(run.stderr.contains("cell 'rec-bad' failed, so nothing was exported to flutter"), "\(run.stderr)")
    let out = folder.path("out/e/")
    #expect(FileManager.default.fileExists(atPath: out + "e.pdf"))
    #expect(FileManager.default.fileExists(atPath: out + "export/rec-ok.css"))
    #expect(FileManager.default.fileExists(atPath: out + "export/rec-ok.tokens.json"))
    #expect(!FileManager.default.fileExists(atPath: out + "export/rec-bad.dart"))
    let pdf = try ProcessRunner.run("pdftotext", [out + "e.pdf", "-"]).stdout
    #expect(pdf.contains("rec-bad → flutter: not exported"))
    #expect(pdf.contains("rec-ok → swiftui: not exported"))
  }
}
