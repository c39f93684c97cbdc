import Foundation
import Testing
import _TestSupport

/// One report over many buttons: `presets:` patterns and folders, each button a section, a
/// recommendation without `sweep:` sweeping the button's own release.
@Suite struct TeamReportTests {
  static let teamNames = ["team-card", "team-primary", "team-toggle"]
  /// What the pages call them: each preset's `name:`.
  static let buttonNames = ["team-card": "Order card", "team-primary": "Primary action", "team-toggle": "Settings toggle"]

  @Test func theTeamReportRendersEveryTeamButton() throws {
    try withTemporaryFolder("team") { folder in
      let result = try ProcessRunner.presslab(
        ["run", "reports/team.md", "-o", folder.path("out"), "--no-history"], environment: ["SOURCE_DATE_EPOCH": "1700000000"])
      #expect(result.status == 0, "\(result.all)")
      let pdf = folder.path("out/team/team.pdf")
      let page1 = try ProcessRunner.run("pdftotext", ["-f", "1", "-l", "1", "-layout", pdf, "-"]).stdout
      for name in Self.teamNames { #expect(page1.contains(Self.buttonNames[name]!), "page 1 lacks \(name):\n\(page1)") }
      // The seed presets are not part of it: the notebook names the team's folder and pattern only.
      #expect(!page1.contains("shrink-shadow"))
      let text = try ProcessRunner.run("pdftotext", [pdf, "-"]).stdout
      for name in Self.teamNames {
        #expect(text.contains("\(Self.buttonNames[name]!): "), "no section for \(name)")
        // Each button's default sweep: 10 dampings × 7 durations × its velocities × 3 press scales.
        let csv = try String(contentsOfFile: folder.path("out/team/sweeps/pick-\(name)-sweep.csv"), encoding: .utf8)
        let velocities = name == "team-toggle" ? 2 : 1
        #expect(csv.split(separator: "\n").count == 1 + 10 * 7 * velocities * 3, "\(name)")
      }
      // results.json holds each button's decision under the cell, in the library's order.
      let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("out/team/results.json"))))
      let text2 = String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
      #expect(Self.teamNames.allSatisfy { text2.contains("\"\($0)\"") })
    }
  }

  /// Filmstrips take a section per button; a compare chart and a table show the matches
  /// together; a list of names in a curve cell is a section per name.
  @Test func everyPresetKindTakesAPattern() throws {
    try withTemporaryFolder("kinds") { folder in
      let notebook = """
        # Kinds

        ```presslab filmstrip
        id: strips
        presets: team-*
        ```

        ```presslab compare
        id: side-by-side
        presets: datasets/presets/team/
        ```

        ```presslab table
        id: numbers
        presets: team-*
        ```

        ```presslab curve
        id: two
        presets: [team-toggle, team-card]
        ```

        """
      try folder.write(notebook, to: "kinds.md")
      let result = try ProcessRunner.presslab(
        ["run", folder.path("kinds.md"), "-o", folder.path("out"), "--no-history", "--presets", Datasets.presetsFolder])
      #expect(result.status == 0, "\(result.all)")
      let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("out/kinds/results.json")))) as? [String: Any]
      let cells = try #require(json?["cells"] as? [[String: Any]])
      func sections(_ id: String) -> [String] {
        let metrics = cells.first { $0["id"] as? String == id }?["metrics"] as? [String: Any]
        return ((metrics?["presets"] as? [String: Any]) ?? [:]).keys.sorted()
      }
      #expect(sections("strips") == Self.teamNames)
      #expect(sections("two") == ["team-card", "team-toggle"])
      #expect(cells.allSatisfy { $0["status"] as? String == "ok" }, "\(cells)")
      // The compare chart and the table name every team button, in one figure and one table.
      let figures = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/kinds/figures"))
      #expect(figures.filter { $0.hasPrefix("side-by-side") }.count >= 1)
      let text = try ProcessRunner.run("pdftotext", ["-layout", folder.path("out/kinds/kinds.pdf"), "-"]).stdout
      // The table: a press and a release row per button.
      let names = Self.teamNames.map { Self.buttonNames[$0]! }
      let rows = text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { line in
        names.contains { line.hasPrefix($0 + " ") } && line.contains(" release ")
      }
      #expect(Set(rows.compactMap { row in names.first { row.hasPrefix($0 + " ") } }) == Set(names), "\(text)")
    }
  }

  /// Bad input: a pattern matching nothing, a folder outside the project, a preset with
  /// `width: wide`, a name defined twice; the other buttons and cells still run.
  @Test func badPatternsAndPresetsAreSaidAndTheRestRuns() throws {
    try withTemporaryFolder("team-bad") { folder in
      try FileManager.default.createDirectory(atPath: folder.path("datasets/presets/team"), withIntermediateDirectories: true)
      for name in ["one", "two"] {
        let made = try ProcessRunner.presslab(
          ["presets", "new", "team-\(name)", "--presets", folder.path("datasets/presets"), "--to", folder.path("datasets/presets/team/\(name).yaml")])
        #expect(made.status == 0, "\(made.all)")
      }
      let one = try String(contentsOfFile: folder.path("datasets/presets/team/one.yaml"), encoding: .utf8)
      try folder.write(one.replacingOccurrences(of: "team-one:", with: "team-wide:").replacing(/width: [0-9]+/, with: "width: wide"), to: "datasets/presets/team/wide.yaml")
      try folder.write(one, to: "datasets/presets/team/zz-again.yaml")
      // A linked folder could lead out of the project: it is named, not read.
      try FileManager.default.createDirectory(atPath: folder.path("elsewhere"), withIntermediateDirectories: true)
      try folder.write(one.replacingOccurrences(of: "team-one:", with: "team-far:"), to: "elsewhere/far.yaml")
      #expect(symlink(folder.path("elsewhere"), folder.path("datasets/presets/far")) == 0)
      let listed = try ProcessRunner.presslab(["presets", "--presets", folder.path("datasets/presets")])
      #expect(listed.status == 65 && !listed.stdout.contains("team-far"), "\(listed.all)")
      #expect(listed.stderr.contains("far/:1:1: a link to a folder, not read"), "\(listed.all)")
      let notebook = """
        # Team

        ```presslab curve
        presets: nobody-*
        ```

        ```presslab curve
        presets: /etc/
        ```

        ```presslab filmstrip
        presets: datasets/presets/../../elsewhere/
        ```

        ```presslab curve
        id: all-team
        presets: datasets/presets/team/
        ```

        """
      try folder.write(notebook, to: "n.md")
      let result = try ProcessRunner.presslab(["run", folder.path("n.md"), "-o", folder.path("out"), "--no-history"])
      #expect(result.status == 1, "\(result.all)")
      let text = try ProcessRunner.run("pdftotext", [folder.path("out/n/n.pdf"), "-"]).stdout.replacingOccurrences(of: "\n", with: " ")
      #expect(text.contains("nobody-* matches no preset"), "\(text)")
      #expect(text.contains("'/etc/' is outside the project"))
      #expect(text.contains("is outside the project's presets"))
      #expect(text.contains("Team one: ") && text.contains("Team two: "))
      #expect(text.contains("team/wide.yaml:") && text.contains("team-wide.look.width: expected a number, found 'wide'"), "\(text)")
      #expect(text.contains("team/zz-again.yaml:") && text.contains("already defined at"), "\(text)")
    }
  }
}
