import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// Jupyter's own clients, Debian's python3-nbformat and jupyter-nbconvert (Scripts/bootstrap.sh
/// --test installs them). `python3` on PATH may be another Python without them, so the one that
/// has nbformat is used.
enum JupyterClients {
  static func python() throws -> String {
    for candidate in ["/usr/bin/python3", "python3"] {
      if let check = try? ProcessRunner.run(candidate, ["-c", "import nbformat, nbconvert"]), check.status == 0 {
        return candidate
      }
    }
    throw ClientMissing()
  }

  struct ClientMissing: Error, CustomStringConvertible {
    var description: String { "no python3 with nbformat and nbconvert: run Scripts/bootstrap.sh --test" }
  }

  /// Validates each notebook against the nbformat schema as written (nothing repaired or
  /// stripped first); the output names the first problem.
  static func validate(_ paths: [String]) throws -> ProcessOutput {
    let script = """
      import copy, json, sys, nbformat
      for path in sys.argv[1:]:
          with open(path, encoding="utf-8") as f:
              nb = json.load(f)
          before = copy.deepcopy(nb)
          nbformat.validate(nb, relax_add_props=False, repair_duplicate_cell_ids=False, strip_invalid_metadata=False)
          assert nb == before, path + ": validation changed the notebook"
          assert (nb["nbformat"], nb["nbformat_minor"]) == (4, 5), path + ": not nbformat 4.5"
          print(path, "valid,", len(nb["cells"]), "cells")
      """
    return try ProcessRunner.run(try python(), ["-c", script] + paths)
  }

  /// `jupyter nbconvert --to html`; the HTML's text.
  static func html(_ notebook: String, folder: String) throws -> (result: ProcessOutput, html: String) {
    let result = try ProcessRunner.run(
      try python(), ["-m", "nbconvert", "--to", "html", notebook, "--output-dir", folder, "--output", "converted"])
    let html = (try? String(contentsOfFile: folder + "/converted.html", encoding: .utf8)) ?? ""
    return (result, html)
  }
}

/// `presslab run` on a Jupyter notebook and the executed notebook every run writes, checked with
/// Jupyter's clients; `presslab convert` both ways.
@Suite final class JupyterRunTests: Sendable {
  static let notebook = """
    ---
    title: Jupyter check
    author: PressLab tests
    parameters:
      damping: 0.5
    ---

    # Release

    A release spring damped $damping.

    ```presslab curve
    id: release
    curves:
      - {label: UIKit release, model: uikit-spring, duration: 0.3, damping: $damping, velocity: 1}
    window: 0.8
    ```

    ```presslab sweep
    id: grid
    title: A small sweep
    definition: |
      model: uikit-spring
      fps: 120
      window: 1.0
      parameters:
        damping: {from: 0.3, to: 1, count: 4}
        duration: [0.2, 0.3]
      metrics: [overshoot_px, settle_time]
    ```

    ## Broken

    ```presslab curve
    id: broken
    curves:
      - {model: nope}
    ```

    """

  let temporary: TemporaryFolder
  var folder: String { temporary.path }

  init() throws {
    temporary = try TemporaryFolder("jupyter")
    try temporary.write(Self.notebook, to: "check.md")
  }

  deinit { temporary.remove() }

  func presslab(_ words: String...) -> Int32 { ReproducibleRun.main(["presslab"] + words) }

  func json(_ path: String) throws -> [String: Any] {
    let data = try #require(FileManager.default.contents(atPath: path), "\(path) missing")
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The same notebook in both forms runs to the same results and the same executed notebook.
  @Test func bothFormsRunToTheSameNumbersAndTheSameExecutedNotebook() throws {
    #expect(presslab("convert", folder + "/check.md", "-o", folder + "/check.ipynb") == 0)
    #expect(presslab("run", folder + "/check.md", "-o", folder + "/md") == 1)  // the broken cell
    #expect(presslab("run", folder + "/check.ipynb", "-o", folder + "/nb") == 1)
    let fromMarkdown = try json(folder + "/md/check/results.json")
    let fromJupyter = try json(folder + "/nb/check/results.json")
    let cellsA = try #require(fromMarkdown["cells"] as? [[String: Any]])
    let cellsB = try #require(fromJupyter["cells"] as? [[String: Any]])
    #expect(cellsA.count == 3 && cellsB.count == 3)
    for (a, b) in zip(cellsA, cellsB) {
      #expect(a["id"] as? String == b["id"] as? String)
      #expect(a["status"] as? String == b["status"] as? String)
      #expect(NSDictionary(dictionary: ["m": a["metrics"] ?? NSNull()]) == NSDictionary(dictionary: ["m": b["metrics"] ?? NSNull()]))
    }
    // Jupyter lines count within a cell, so results.json names the cell (its index in `cells`).
    #expect(cellsA.map { $0["cell"] == nil } == [true, true, true])
    #expect(cellsB.map { $0["cell"] as? Int } == [2, 3, 5])
    #expect((cellsB[2]["error"] as? [String: Any])?["cell"] as? Int == 5)
    let release = try #require(cellsB.first?["metrics"] as? [String: Any])
    #expect(!release.isEmpty)
    // The sweep's table is the same file too.
    #expect(FileManager.default.contents(atPath: folder + "/md/check/sweeps/grid.csv") == FileManager.default.contents(atPath: folder + "/nb/check/sweeps/grid.csv"))
    // The executed notebooks are the same but for where the broken cell's error is placed (a
    // line of check.md, a cell of check.ipynb).
    let a = try json(folder + "/md/check/check.ipynb"), b = try json(folder + "/nb/check/check.ipynb")
    func placeless(_ notebook: [String: Any]) -> NSDictionary {
      var copy = notebook
      copy["cells"] = (notebook["cells"] as? [[String: Any]] ?? []).map { cell -> [String: Any] in
        var cell = cell
        cell["outputs"] = (cell["outputs"] as? [[String: Any]])?.map { output in
          var output = output
          output["traceback"] = nil
          return output
        }
        return cell
      }
      return NSDictionary(dictionary: copy)
    }
    #expect(placeless(a) == placeless(b))
    #expect(NSDictionary(dictionary: a) != NSDictionary(dictionary: b))
    // Converting back gives the Markdown notebook.
    #expect(presslab("convert", folder + "/check.ipynb", "-o", folder + "/back.md") == 0)
    #expect(try String(contentsOfFile: folder + "/back.md", encoding: .utf8) == Self.notebook)
  }

  /// Every cell of the executed notebook in its place with its outputs, valid for nbformat and
  /// turned into HTML by nbconvert with every figure in it.
  @Test func executedNotebookHoldsEachCellsOutputs() throws {
    #expect(presslab("run", folder + "/check.md", "-o", folder + "/out", "-p", "damping=0.7") == 1)
    let path = folder + "/out/check/check.ipynb"
    let validation = try JupyterClients.validate([path])
    #expect(validation.status == 0, "\(validation.all)")

    let notebook = try json(path)
    let results = try json(folder + "/out/check/results.json")
    let metadata = try #require(notebook["metadata"] as? [String: Any])
    #expect(metadata["title"] as? String == "Jupyter check")
    #expect((metadata["authors"] as? [[String: Any]])?.first?["name"] as? String == "PressLab tests")
    let cells = try #require(notebook["cells"] as? [[String: Any]])
    func text(_ value: Any?) -> String { (value as? [String])?.joined() ?? (value as? String) ?? "" }
    func tags(_ cell: [String: Any]) -> [String] { (cell["metadata"] as? [String: Any])?["tags"] as? [String] ?? [] }
    // papermill's convention: defaults tagged `parameters`, this run's values right after.
    #expect(tags(cells[0]) == ["parameters"] && text(cells[0]["source"]) == "damping: 0.5\n")
    #expect(tags(cells[1]) == ["injected-parameters"] && text(cells[1]["source"]) == "damping: 0.7  # -p damping=0.7\n")
    #expect(cells[2]["cell_type"] as? String == "markdown")
    #expect(text(cells[2]["source"]) == "# Release\n\nA release spring damped $damping.")

    let code = cells.filter { $0["cell_type"] as? String == "code" }.dropFirst(2)
    #expect(code.map { text($0["source"]).split(separator: "\n").first.map(String.init) ?? "" } == [
      "%%presslab curve", "%%presslab sweep", "%%presslab curve",
    ])
    let resultCells = try #require(results["cells"] as? [[String: Any]])
    for (cell, result) in zip(code, resultCells) {
      let run = try #require((cell["metadata"] as? [String: Any])?["presslab"] as? [String: Any])
      #expect(run["id"] as? String == result["id"] as? String)
      #expect(run["status"] as? String == result["status"] as? String)
      #expect(run["duration_s"] is NSNull)  // SOURCE_DATE_EPOCH: same bytes every run
      let outputs = try #require(cell["outputs"] as? [[String: Any]])
      let data = outputs.compactMap { $0["data"] as? [String: Any] }
      if result["status"] as? String == "failed" {
        let error = try #require(outputs.first { $0["output_type"] as? String == "error" })
        let message = try #require((result["error"] as? [String: Any])?["message"] as? String)
        #expect(error["evalue"] as? String == message)
        let traceback = text(error["traceback"])
        #expect(traceback.contains("check.md:"), "\(traceback)")
        continue
      }
      // The metrics are results.json's.
      let metricsOutput = try #require(data.first { $0["application/json"] != nil })
      let metrics = try #require(metricsOutput["application/json"])
      // Folded away in HTML viewers, whole in JupyterLab's JSON tree.
      #expect(text(metricsOutput["text/html"]).hasPrefix("<details>"))
      #expect(NSDictionary(dictionary: ["m": metrics]) == NSDictionary(dictionary: ["m": result["metrics"] ?? NSNull()]))
      guard result["id"] as? String == "release" else { continue }
      // The curve cell: its chart as PNG, then its numbered caption, then its table as a pipe
      // table with the same rows in plain text.
      let kinds = data.map { $0.keys.sorted().joined(separator: "+") }
      #expect(kinds.prefix(3) == ["image/png+text/plain", "text/markdown+text/plain", "text/markdown+text/plain"], "\(kinds)")
      #expect(text(data[1]["text/markdown"]).hasPrefix("**Figure 1.** "))
      let table = text(data[2]["text/markdown"]).split(separator: "\n")
      let plain = text(data[2]["text/plain"]).split(separator: "\n")
      #expect(table.count >= 3 && table[1].contains("---"))
      #expect(table.count == plain.count + 1)  // the pipe table's alignment row
    }
    let figures = try #require(results["figures"] as? [String])
    let written = try figures.map { try #require(FileManager.default.contents(atPath: folder + "/out/check/" + $0)) }
    let embedded = code.flatMap { ($0["outputs"] as? [[String: Any]] ?? []).compactMap { ($0["data"] as? [String: Any])?["image/png"] as? String } }
    #expect(embedded.compactMap { Data(base64Encoded: $0) } == written)

    let (conversion, html) = try JupyterClients.html(path, folder: folder + "/html")
    #expect(conversion.status == 0, "\(conversion.all)")
    #expect(html.components(separatedBy: "<img src=\"data:image/png;base64,").count - 1 == figures.count)
    #expect(html.contains("Figure 1."))
    #expect(html.contains("unknown model") || html.contains("nope"))

    // Running the executed notebook again keeps the injected value.
    #expect(presslab("run", path, "-o", folder + "/again") == 1)
    let again = try json(folder + "/again/check/results.json")
    let damping = try #require((again["parameters"] as? [String: Any])?["damping"] as? [String: Any])
    #expect(damping["value"] as? Double == 0.7)
    #expect((damping["overridden_by"] as? String)?.contains("(injected-parameters)") == true)
  }

  /// The built binary's messages and statuses for notebooks it cannot read or convert.
  @Test func badJupyterNotebooksExit65NamingTheCell() throws {
    #expect(presslab("convert", folder + "/check.md", "-o", folder + "/check.ipynb") == 0)
    let good = try String(contentsOfFile: folder + "/check.ipynb", encoding: .utf8)
    let unknown = good.replacing("%%presslab sweep", with: "%%presslab sweeep")
    try unknown.write(toFile: folder + "/unknown.ipynb", atomically: true, encoding: .utf8)
    var result = try ProcessRunner.presslab(["run", folder + "/unknown.ipynb", "-o", folder + "/x"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("unknown.ipynb: cells[3] (id \"grid\"), line 1, column 12: unknown cell kind 'sweeep'"), "\(result.all)")
    try String(good.dropLast(3)).write(toFile: folder + "/cut.ipynb", atomically: true, encoding: .utf8)
    result = try ProcessRunner.presslab(["convert", folder + "/cut.ipynb", "-o", folder + "/cut.md"])
    #expect(result.status == 65 && result.stderr.contains("not valid JSON"), "\(result.all)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/cut.md"))
    try good.replacing("\"nbformat\" : 4", with: "\"nbformat\" : 5").write(toFile: folder + "/v5.ipynb", atomically: true, encoding: .utf8)
    result = try ProcessRunner.presslab(["run", folder + "/v5.ipynb", "--describe"])
    #expect(result.status == 65 && result.stderr.contains("nbformat 5 is not supported"), "\(result.all)")
    #expect(presslab("convert", folder + "/check.md") == 64)
    #expect(presslab("convert", folder + "/check.md", "-o", "/proc/presslab/x.ipynb") == 73)
  }

  /// `convert` writes notebooks Jupyter accepts, and the shipped nightly notebook is one.
  @Test func convertedNotebooksAreValid() throws {
    #expect(presslab("convert", folder + "/check.md", "-o", folder + "/check.ipynb") == 0)
    let validation = try JupyterClients.validate([folder + "/check.ipynb", PackagePaths.path("reports/nightly.ipynb")])
    #expect(validation.status == 0, "\(validation.all)")
  }
}
