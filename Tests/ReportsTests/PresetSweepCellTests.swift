import Foundation
import NotebookFormat
import Testing
import _TestSupport

@testable import Cells
@testable import Execution

/// A `sweep` cell may sweep a preset of the notebook's preset files, as `presslab sweep` does.
@Suite struct PresetSweepCellTests {
  static let text = """
    ---
    title: Preset sweep
    ---
    ```presslab sweep
    id: release
    definition: |
      preset: shrink-shadow
      parameters:
        release.damping: [0.05, 0.5, 1.0]
      metrics: [overshoot_px, end_jump_px]
    ```
    """

  @Test func presetSweepRunsInsideANotebook() throws {
    let preset = try PackagePaths.text("datasets/presets/000-shrink-shadow.yaml")
    let notebook = try NotebookParser().parse(Array(Self.text.utf8), file: "n.md")
    let environment = ReportEnvironment(
      clock: { 0 }, readFile: { _ in nil }, date: 0, versions: [],
      presetFiles: [(path: "datasets/presets/000-shrink-shadow.yaml", text: preset)])
    let report = ReportExecutor(runners: StandardRunners.all).execute(notebook, environment: environment)
    #expect(report.failures.isEmpty, "\(report.failures.map(\.message))")
    let csv = try #require(report.sweepTables.first { $0.cellID == "release" }?.csv)
    let rows = csv.split(separator: "\n")
    #expect(rows.first == "release.damping,overshoot_px,end_jump_px,invalid")
    #expect(rows.count == 4)
    // Damping 0.05 is the seed's own release: cut off mid-swing, a jump of about 10 px.
    let jump = try #require(Double(rows[1].split(separator: ",", omittingEmptySubsequences: false)[2]))
    #expect(jump > 9 && jump < 11)
  }

  /// A recommendation over a preset sweep: the winning row (`release.damping`, `release.duration`) is
  /// written to the preset's typed release curve, where a text round trip once failed.
  @Test func recommendAfterAPresetSweep() throws {
    let text = """
      ---
      title: Preset recommendation
      ---
      ```presslab sweep
      id: release
      definition: |
        preset: shrink-shadow
        parameters:
          release.damping: [0.3, 0.7, 1.0]
          release.duration: [0.2, 0.4]
        metrics: [overshoot_px, settle_time_px]
      ```

      ```presslab recommend
      id: pick
      sweep: release
      preset: shrink-shadow
      constraints:
        overshoot_px: {max: 0.5}
      ```
      """
    let report = try runNotebook(text)
    #expect(report.failures.isEmpty, "\(report.failures.map(\.message))")
    #expect(report.results.contains { $0.id == "pick" && $0.status == .ok })
  }
}
