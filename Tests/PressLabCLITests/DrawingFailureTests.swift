import Cells
import Drawing
import Execution
import Foundation
import NotebookFormat
import ReportModel
import Testing
import _TestSupport

@testable import PressLabCLI

#if canImport(Glibc)
  import Glibc
#endif

/// A figure Cairo refuses to draw costs its cell, never the report: the PDF, the PNGs of the other
/// figures, results.json, the .ipynb and the HTML twin are written, the figure's place shows the
/// error, standard error names the cell and its line, and the run exits 1. Serialized: each case
/// points the process's file descriptor 2 at its own file while it runs.
@Suite(.serialized) final class DrawingFailureTests: Sendable {
  /// Sets a transform Cairo cannot invert (a scale of 0) when `refuses(rect)`, then draws on: Cairo
  /// puts its context in the error state "invalid matrix (not invertible)".
  struct UnmappableFigure: FigureDrawing {
    var refuses: @Sendable (Rect) -> Bool
    var aspectRatio: Double { 2 }
    func draw<C: Canvas>(on canvas: inout C, in rect: Rect) {
      canvas.fill(rect, color: .white)
      if refuses(rect) { canvas.concatenate(.scale(0, 1)) }
      canvas.stroke(.line(from: rect.origin, to: Point(rect.maxX, rect.maxY)), color: .black)
    }
  }

  /// The standard `curve` runner, plus an unmappable figure for the cell called `unlucky`.
  struct CurveWithUnmappableFigure: CellRunner {
    var refuses: @Sendable (Rect) -> Bool
    func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
      var output = try StandardRunners.all[.curve]!.run(cell, context: context)
      if cell.id == "unlucky" {
        output.items.append(.figure(FigureItem(id: "unlucky-broken", caption: "A figure Cairo refuses", drawing: UnmappableFigure(refuses: refuses))))
      }
      return output
    }
  }

  static let notebook = """
    ---
    title: Drawing failure check
    ---

    # Before

    Text before the failing cell.

    ```presslab curve
    id: before
    curves:
      - {label: UIKit release, model: uikit-spring, duration: 0.3, damping: 0.5, velocity: 1}
    ```

    # Unlucky

    ```presslab curve
    id: unlucky
    curves:
      - {label: Lucky curve, model: uikit-spring, duration: 0.4, damping: 0.7, velocity: 0}
    ```

    # After

    Text after the failing cell.

    """

  let temporary: TemporaryFolder
  var folder: String { temporary.path }

  init() throws {
    temporary = try TemporaryFolder("drawing-failure")
    try temporary.write(Self.notebook, to: "check.md")
  }

  deinit { temporary.remove() }

  /// Runs `presslab run` in this process with the unmappable figure, and what it wrote to
  /// standard error (captured from file descriptor 2).
  func run(refuses: @escaping @Sendable (Rect) -> Bool, output: String) throws -> (status: Int32, stderr: String) {
    var runners = StandardRunners.all
    runners[.curve] = CurveWithUnmappableFigure(refuses: refuses)
    let capture = temporary.path("stderr-\(output)")
    fflush(nil)
    let saved = dup(2)
    let file = open(capture, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    dup2(file, 2)
    close(file)
    let status: Int32
    do {
      status = try ReproducibleRun.with {
        try RunCommand.run(
          Arguments([folder + "/check.md", "-o", folder + "/" + output, "--no-history"], options: RunCommand.options), runners: runners)
      }
    } catch {
      dup2(saved, 2)
      close(saved)
      throw error
    }
    dup2(saved, 2)
    close(saved)
    return (status, try String(contentsOfFile: capture, encoding: .utf8))
  }

  func text(_ tool: String, _ arguments: String...) throws -> String {
    let result = try ProcessRunner.run(tool, arguments)
    #expect(result.status == 0, "\(tool): \(result.all)")
    return result.stdout
  }

  /// What every case checks: the report is whole but for the unmappable figure.
  func expectReportWithoutTheFigure(_ output: String, stderr: String) throws {
    let report = folder + "/" + output + "/check"
    let pdf = report + "/check.pdf"
    _ = try text("qpdf", "--check", pdf)
    let pages = try text("pdftotext", "-layout", pdf, "-")
    #expect(pages.contains("Text before the failing cell."))
    #expect(pages.contains("Text after the failing cell."))
    #expect(pages.contains("Lucky curve"))  // the failing cell's other figure stays
    #expect(pages.contains("1 of 2 cells failed"))
    #expect(pages.contains("Cell ‘unlucky’ (curve) failed"))
    #expect(pages.contains("figure ‘unlucky-broken’ could not be drawn: cairo: invalid matrix (not invertible)"))
    #expect(!pages.contains("A figure Cairo refuses"))

    // The cell's line (its opening fence is line 17) on standard error, as for any failed cell.
    #expect(
      stderr.contains(
        "presslab run: \(folder)/check.md:17:1: cell 'unlucky' failed: figure ‘unlucky-broken’ could not be drawn: cairo: invalid matrix (not invertible)"),
      "\(stderr)")

    let results = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report + "/results.json"))) as? [String: Any])
    #expect(results["failed_cells"] as? [String] == ["unlucky"])
    let cells = try #require(results["cells"] as? [[String: Any]])
    #expect(cells.map { $0["status"] as? String } == ["ok", "failed"])
    #expect((cells[1]["error"] as? [String: Any])?["line"] as? Int == 17)
    #expect(results["figures"] as? [String] == ["figures/before-curves.png", "figures/unlucky-curves.png"])

    let fm = FileManager.default
    #expect(fm.fileExists(atPath: report + "/figures/before-curves.png"))
    #expect(fm.fileExists(atPath: report + "/figures/unlucky-curves.png"))
    #expect(!fm.fileExists(atPath: report + "/figures/unlucky-broken.png"))
    let ipynb = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report + "/check.ipynb"))) as? [String: Any])
    let outputs = (ipynb["cells"] as? [[String: Any]] ?? []).flatMap { $0["outputs"] as? [[String: Any]] ?? [] }
    let errors = outputs.filter { $0["output_type"] as? String == "error" }
    #expect(errors.count == 1)
    #expect((errors.first?["evalue"] as? String)?.hasSuffix("cairo: invalid matrix (not invertible)") == true)
    let html = try String(contentsOfFile: report + "/check.html", encoding: .utf8)
    #expect(html.contains("Cell unlucky failed at"))
  }

  /// Refused everywhere: found when each figure is drawn alone as PNG, before the PDF.
  @Test func aFigureRefusedEverywhereFailsOnlyItsCell() throws {
    let (status, stderr) = try run(refuses: { _ in true }, output: "everywhere")
    #expect(status == ExitStatus.partial, "\(stderr)")
    try expectReportWithoutTheFigure("everywhere", stderr: stderr)
  }

  /// Refused only at its size on the page (narrower than the 640-point PNG): the PDF cannot be
  /// drawn whole, each figure is drawn alone in its box to find it, and the PNG that drew goes too.
  @Test func aFigureRefusedOnlyOnThePageFailsOnlyItsCell() throws {
    let (status, stderr) = try run(refuses: { $0.width < 600 }, output: "page")
    #expect(status == ExitStatus.partial, "\(stderr)")
    try expectReportWithoutTheFigure("page", stderr: stderr)
  }

  /// A button pressed to scale 0 (it vanishes) once made Cairo refuse the whole report; the
  /// filmstrip now draws it as nothing, and the run is whole.
  @Test func aButtonSqueezedToNothingDraws() throws {
    let presets = folder + "/vanish/datasets/presets"
    try FileManager.default.createDirectory(atPath: presets, withIntermediateDirectories: true)
    let seed = try String(contentsOf: PackagePaths.root.appendingPathComponent("datasets/presets/000-shrink-shadow.yaml"), encoding: .utf8)
    let vanish = seed.replacingOccurrences(of: "scale_x: [0.95", with: "scale_x: [0")
      .replacingOccurrences(of: "scale_y: [0.95", with: "scale_y: [0").replacingOccurrences(of: "shrink-shadow:", with: "vanish:")
      .replacingOccurrences(of: "    name: [OurCustomButton, \"000_cc42c21d33afe274.txt:369\"]\n", with: "")
    #expect(vanish != seed)
    try vanish.write(toFile: presets + "/vanish.yaml", atomically: true, encoding: .utf8)
    try "---\ntitle: Vanish\n---\n\n# Strip\n\n```presslab filmstrip\nid: strip\npreset: vanish\n```\n"
      .write(toFile: folder + "/vanish/v.md", atomically: true, encoding: .utf8)
    let result = try ProcessRunner.presslab(
      ["run", folder + "/vanish/v.md", "-o", folder + "/vanish/out", "--no-history"], environment: ["SOURCE_DATE_EPOCH": "1700000000"])
    #expect(result.status == 0, "\(result.all)")
    let pages = try text("pdftotext", folder + "/vanish/out/v/v.pdf", "-")
    #expect(pages.contains("Vanish at the moments that matter"))
    #expect(!pages.contains("could not be drawn"))
    #expect(FileManager.default.fileExists(atPath: folder + "/vanish/out/v/figures/strip-filmstrip.png"))
  }
}
