import Foundation
import Plotting
import Testing
import _TestSupport

@testable import Cells
@testable import Execution
@testable import ReportModel

/// The notebook's `fps` is the one frame rate of every cell: curve cells read their frames at it
/// unless they set their own, and a filmstrip's "before snap" frame is one frame at it.
@Suite struct NotebookFPSTests {
  static func notebook(fps: String, preset: String = "pebutton") -> String {
    """
    ---
    title: Frames
    parameters:
      fps: \(fps)
    ---
    ```presslab curve
    id: c
    curves:
      - {label: s, model: spring, duration: 0.4, bounce: 0.3}
    ```

    ```presslab filmstrip
    id: f
    preset: \(preset)
    ```
    """
  }

  /// Parsed JSON, so numbers compare whatever their spelling.
  static func parse(_ text: String) throws -> NSDictionary {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
  }

  @Test func curveCellsReadFramesAtTheNotebooksFPS() throws {
    let report = try runNotebook(Self.notebook(fps: "60"))
    let record = try #require(report.record("c"))
    #expect(record.failure == nil, "\(record.failure?.message ?? "")")
    let caption = try #require(record.figures.first?.caption)
    #expect(caption.contains("at 60 Hz frames"), "\(caption)")
    let cli = try ProcessRunner.presslab(["curve", "spring", "duration=0.4", "bounce=0.3", "--sampled", "--fps", "60", "--json"])
    #expect(cli.status == 0, "\(cli.all)")
    let expected = try Self.parse(cli.stdout)
    let cell = try #require(try Self.parse(record.metrics.serialized())["s"] as? NSDictionary)
    var compared = 0
    for case let (key as String, value) in cell {
      guard let theirs = expected[key] ?? (expected["metrics"] as? NSDictionary)?[key] else { continue }
      #expect((value as? NSObject) == (theirs as? NSObject), "\(key): cell \(value), CLI \(theirs)")
      compared += 1
    }
    #expect(compared >= 3, "\(cli.stdout)")
  }

  @Test func beforeTheSnapIsOneFrameAtTheNotebooksFPS() throws {
    var snapped = 0
    for preset in Datasets.presets {
      for fps in [60.0, 120] {
        let report = try runNotebook(Self.notebook(fps: "\(Int(fps))", preset: preset.name))
        let record = try #require(report.record("f"))
        #expect(record.failure == nil, "\(preset.name): \(record.failure?.message ?? "")")
        let strip = try #require(record.figures.first?.drawing as? ChartFigure<HeroStrip>)
        let moments = strip.chart.moments
        for (i, m) in moments.enumerated() where m.name.contains("before snap") {
          // The snap is the next moment; a snap at 0 has its "before" clamped to 0.
          let snap = try #require(moments.dropFirst(i + 1).first { $0.name.contains("snap") }, "\(moments)")
          guard snap.time >= 1 / fps else { continue }
          #expect(abs((snap.time - m.time) - 1 / fps) < 1e-9, "\(preset.name) at \(fps) Hz: before \(m.time), snap \(snap.time)")
          if fps == 60 { snapped += 1 }
        }
      }
    }
    #expect(snapped > 0, "no shipped preset snaps visibly")
  }

  @Test(arguments: ["0", "20000", "fast"])
  func anFPSOutOfRangeIsAnErrorAtItsLine(_ value: String) throws {
    let report = try runNotebook(Self.notebook(fps: value))
    let failure = try #require(report.failures.first { $0.cellID == "c" }, "the curve cell ran with fps \(value)")
    #expect(failure.message.contains("fps"), "\(failure.message)")
    #expect(failure.location.line == 4, "\(failure.location)")
  }
}
