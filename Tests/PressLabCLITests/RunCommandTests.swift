import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// `presslab run`: a small notebook end to end, checked with qpdf, pdfinfo and pdftotext.
@Suite final class RunCommandTests: Sendable {
  static let notebook = """
    ---
    title: Run check
    author: PressLab tests
    parameters:
      damping: 0.05
    ---

    # Release

    A paragraph with *emphasis* and `code`.

    ```presslab curve
    id: release
    curves:
      - {label: UIKit release, model: uikit-spring, duration: 0.3, damping: $damping, velocity: 1}
    window: 0.8
    ```

    ## Broken

    ```presslab curve
    id: broken
    curves:
      - {model: nope}
    ```

    # 日本語の見出し

    ボタンを押すと縮みます。

    """

  let temporary: TemporaryFolder
  var folder: String { temporary.path }

  init() throws {
    temporary = try TemporaryFolder("run")
    try temporary.write(Self.notebook, to: "check.md")
  }

  deinit { temporary.remove() }

  func run(_ words: String...) -> Int32 { ReproducibleRun.main(["presslab", "run"] + words) }

  /// Runs a PDF tool; `output` is its standard output.
  func tool(_ name: String, _ arguments: String...) throws -> (status: Int32, output: String) {
    let result = try ProcessRunner.run(name, arguments)
    return (result.status, result.stdout)
  }

  @Test func writesACheckedPDFWithOutlineMetadataAndBanner() throws {
    #expect(run(folder + "/check.md", "-o", folder + "/out") == 1)  // one cell fails
    let pdf = folder + "/out/check/check.pdf"
    #expect(try tool("qpdf", "--check", pdf).status == 0)
    let info = try tool("pdfinfo", pdf).output
    #expect(info.contains("Title:           Run check"))
    #expect(info.contains("Author:          PressLab tests"))
    #expect(info.contains("CreationDate:    Tue Nov 14 22:13:20 2023 UTC"))
    let pages = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.split(separator: " ").last!) }
    #expect((pages ?? 0) >= 4)
    let outline = try tool("qpdf", "--json", "--json-key=outlines", pdf).output
    for title in ["Contents", "Release", "Broken", "日本語の見出し", "Appendix", "A. Notebook source as run"] {
      #expect(outline.contains("\"title\": \"\(title)\""), "\(title)")
    }
    let firstPage = try tool("pdftotext", "-f", "1", "-l", "1", pdf, "-").output
    #expect(firstPage.contains("1 of 2 cells failed"))
    #expect(firstPage.contains("broken"))
    let text = try tool("pdftotext", pdf, "-").output
    #expect(text.contains("85.6%"))  // overshoot of the 0.05-damped UIKit release
    #expect(text.contains("ボタンを押すと縮みます。"))
    #expect(text.contains("Figure 1."))
    let results = try String(contentsOfFile: folder + "/out/check/results.json", encoding: .utf8)
    #expect(results.contains("\"status\": \"failed\""))
    #expect(FileManager.default.fileExists(atPath: folder + "/out/check/figures/release-curves.png"))
  }

  @Test func sameInputsGiveTheSameBytesWhateverTheFolder() throws {
    _ = run(folder + "/check.md", "-o", folder + "/a")
    _ = run(folder + "/check.md", "-o", folder + "/b/deeper")
    let a = try Data(contentsOf: URL(fileURLWithPath: folder + "/a/check/check.pdf"))
    let b = try Data(contentsOf: URL(fileURLWithPath: folder + "/b/deeper/check/check.pdf"))
    #expect(a == b)
  }

  @Test func parameterOverridesChangeTheNumbers() throws {
    #expect(run(folder + "/check.md", "-o", folder + "/p", "-p", "damping=0.7") == 1)
    let text = try tool("pdftotext", folder + "/p/check/check.pdf", "-").output
    #expect(!text.contains("85.6%"))
    #expect(text.contains("damping"))
    #expect(text.contains("-p damping=0.7"))
  }

  @Test func badInputExitsWithItsStatusAndKeepsTheLastGoodReport() throws {
    #expect(run(folder + "/check.md", "-o", folder + "/keep") == 1)
    let good = try Data(contentsOf: URL(fileURLWithPath: folder + "/keep/check/check.pdf"))
    #expect(run(folder + "/check.md", "-o", folder + "/keep", "-p", "dampnig=1") == 64)
    #expect(run(folder + "/check.md", "-o", folder + "/keep", "-p", "damping=soft") == 64)
    #expect(run(folder + "/check.md", "-o", folder + "/keep", "--frobnicate") == 64)
    try "---\ntitle: x\n".write(toFile: folder + "/check2.md", atomically: true, encoding: .utf8)
    #expect(run(folder + "/check2.md", "-o", folder + "/keep") == 65)
    try "".write(toFile: folder + "/empty.md", atomically: true, encoding: .utf8)
    #expect(run(folder + "/empty.md", "-o", folder + "/keep") == 65)
    #expect(run(folder + "/missing.md", "-o", folder + "/keep") == 65)
    #expect(run(folder + "/check.md", "-o", "/proc/presslab-cannot-write") == 73)
    let after = try Data(contentsOf: URL(fileURLWithPath: folder + "/keep/check/check.pdf"))
    #expect(good == after)
  }

  @Test func sweepCSVIsWhatPresslabSweepWrites() throws {
    let definition = "model: uikit-spring\nfps: 120\nwindow: 1.0\nparameters:\n  damping: {from: 0.2, to: 1, count: 5}\n  duration: [0.2, 0.4]\n"
    try definition.write(toFile: folder + "/d.yaml", atomically: true, encoding: .utf8)
    // The folder is the notebook's project (it holds datasets/), so its files may be read.
    try FileManager.default.createDirectory(atPath: folder + "/datasets", withIntermediateDirectories: true)
    let notebook = "---\ntitle: CSV\n---\n```presslab sweep\nid: s\nfile: \(folder)/d.yaml\n```\n"
    try notebook.write(toFile: folder + "/csv.md", atomically: true, encoding: .utf8)
    #expect(run(folder + "/csv.md", "-o", folder + "/csv") == 0)
    #expect(ReproducibleRun.main(["presslab", "sweep", folder + "/d.yaml", "--csv", folder + "/direct.csv"]) == 0)
    let fromRun = try String(contentsOfFile: folder + "/csv/csv/sweeps/s.csv", encoding: .utf8)
    let direct = try String(contentsOfFile: folder + "/direct.csv", encoding: .utf8)
    #expect(fromRun == direct)
    #expect(fromRun.split(separator: "\n").count == 11)
  }

  @Test func paramsFileComesBeforeDashP() throws {
    try "damping: 0.7\n".write(toFile: folder + "/night.yaml", atomically: true, encoding: .utf8)
    #expect(run(folder + "/check.md", "-o", folder + "/pf", "--params", folder + "/night.yaml") == 1)
    let text = try tool("pdftotext", folder + "/pf/check/check.pdf", "-").output
    #expect(text.contains("night.yaml:1:1"))
    #expect(!text.contains("85.6%"))
    try "dampnig: 0.7\n".write(toFile: folder + "/bad.yaml", atomically: true, encoding: .utf8)
    #expect(run(folder + "/check.md", "-o", folder + "/pf", "--params", folder + "/bad.yaml") == 64)
  }

  @Test func describeListsParametersAndCells() {
    #expect(run(folder + "/check.md", "--describe") == 0)
  }
}
