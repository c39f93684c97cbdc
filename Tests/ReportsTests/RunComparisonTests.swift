import Plotting
import Testing

@testable import Layout
@testable import ReportModel

/// What changed between two runs, on hand-made runs whose answers are known.
@Suite struct RunComparisonTests {
  typealias Reading = ButtonDecision.Reading

  func run(
    id: Int64, damping: String = "0.05", grid: String = "12", now: Reading, pick: String = "damping ratio 0.88",
    warnings: [String] = [], notebook: String = "aa", commit: String? = "abcdef0123"
  ) -> RunSnapshot {
    RunSnapshot(
      id: id, time: 1_764_468_000 + id * 86_400, notebookPath: "reports/nightly.md", notebookHash: notebook, commit: commit,
      dirty: false, version: "0.1.0", parameters: [.init(name: "grid", value: grid)],
      presetFiles: [
        .init(
          path: "p/000.yaml", hash: damping,
          values: [.init(preset: "shrink-shadow", key: "release.damping", value: damping), .init(preset: "other", key: "k", value: "1")])
      ],
      cells: [.init(id: "recommend-000", kind: "recommend", ok: true, duration: 1, error: nil)],
      buttons: [
        .init(
          preset: "shrink-shadow", now: now,
          options: [.init(rule: "no bounce", curve: pick, reading: Reading(overshootPx: 0, settle: 0.05, snapPx: nil, snapTime: nil))])
      ],
      warnings: warnings)
  }

  let snapping = Reading(overshootPx: 12.7, settle: nil, snapPx: 10.1, snapTime: 0.3)
  let settling = Reading(overshootPx: 2.4, settle: 0.133, snapPx: nil, snapTime: nil)

  @Test func aPresetEditExplainsWhatItMoved() {
    let c = RunComparison(from: run(id: 1, now: snapping), to: run(id: 2, damping: "0.5", now: settling))
    #expect(c.presetEdits.map(\.text) == ["shrink-shadow release damping 0.05 → 0.5"])
    #expect(c.moves.map(\.what) == ["now overshoot", "now settles", "now snap"])
    #expect(c.moves.allSatisfy { $0.cause == "shrink-shadow release damping 0.05 → 0.5" })
    #expect(c.regressions.isEmpty)
    #expect(c.moves.allSatisfy { $0.change == .better })
    #expect(c.summary == "1 preset edit, 3 moves (3 better)")
    // Back again: every number is worse.
    let back = RunComparison(from: run(id: 2, damping: "0.5", now: settling), to: run(id: 3, now: snapping))
    #expect(back.regressions.map(\.shortText) == [
      "shrink-shadow now overshoot: 2.4 px → 12.7 px", "shrink-shadow now settles: 133 ms → never: snaps at 300 ms",
      "shrink-shadow now snap: — → 10.1 px",
    ])
  }

  /// A UIKit spring removed later ends its motion later, though it never settles either way.
  @Test func aLaterEndOfMotionIsWorse() {
    let later = Reading(overshootPx: 12.7, settle: nil, snapPx: 10.1, snapTime: 0.6)
    let c = RunComparison(from: run(id: 1, now: snapping), to: run(id: 2, now: later))
    #expect(c.regressions.map(\.text) == ["shrink-shadow now settles: never: snaps at 300 ms → never: snaps at 600 ms (worse)"])
    #expect(c.heading.contains("Marked worse: more overshoot, a later end of motion"))
    let sooner = RunComparison(from: run(id: 1, now: later), to: run(id: 2, now: snapping))
    #expect(sooner.moves.map(\.mark) == [" (better)"])
    #expect(sooner.summary == "1 move (1 better)")
  }

  @Test func movesUnderTheNoiseAreLeftOut() {
    let a = Reading(overshootPx: 2.40, settle: 0.1330, snapPx: nil, snapTime: nil)
    let under = Reading(overshootPx: 2.49, settle: 0.1339, snapPx: nil, snapTime: nil)
    let over = Reading(overshootPx: 2.51, settle: 0.1341, snapPx: nil, snapTime: nil)
    let quiet = RunComparison(from: run(id: 1, now: a), to: run(id: 2, now: under))
    #expect(quiet.isQuiet)
    #expect(quiet.heading.hasPrefix("No change since 2025-12-01 02:00 UTC (run 1, abcdef0)"))
    let moved = RunComparison(from: run(id: 1, now: a), to: run(id: 2, now: over))
    #expect(moved.moves.map(\.what) == ["now overshoot", "now settles"])
    #expect(moved.regressions.count == 2)
    // Nothing of this run changed but the code: the code is named as the cause.
    #expect(moved.moves.first?.cause == nil)
    let code = RunComparison(from: run(id: 1, now: a), to: run(id: 2, now: over, commit: "1234567890"))
    #expect(code.moves.first?.cause == "a code change (abcdef0 → 1234567)")
  }

  @Test func parametersNotebookPicksAndWarnings() {
    let c = RunComparison(
      from: run(id: 1, now: settling, warnings: ["recommend-000: a"]),
      to: run(id: 2, grid: "8", now: settling, pick: "damping ratio 0.9", warnings: ["recommend-000: b"], notebook: "bb"))
    #expect(c.parameterChanges == ["grid 12 → 8"])
    #expect(c.notebookChanged)
    #expect(c.moves.map(\.text) == ["shrink-shadow pick: damping ratio 0.88 → damping ratio 0.9, after parameter grid 12 → 8; a notebook edit"])
    #expect(c.warningsAppeared == ["recommend-000: b"] && c.warningsCleared == ["recommend-000: a"])
    let counts = RunComparison(
      from: run(id: 1, now: settling, warnings: ["sweep-000: 12 of 1188 rows"]),
      to: run(id: 2, now: settling, warnings: ["sweep-000: 12 of 990 rows"]))
    #expect(counts.warningsChanged == ["sweep-000: 12 of 990 rows"])
    #expect(counts.warningsAppeared.isEmpty && counts.warningsCleared.isEmpty)
    #expect(counts.summary == "1 changed warning")
    #expect(c.sections.map(\.title) == ["Inputs", "Moved (moves under 0.1 px or 1 ms are noise and left out)", "Warnings that appeared", "Warnings that cleared"])
  }
}

/// The trends: one row of small multiples per button, its readings over the runs, edits marked
/// between the runs they fell between.
@Suite struct TrendTests {
  @Test func trendPanelsCarryTheReadingsAndMarkTheEdit() throws {
    let make = RunComparisonTests()
    let runs = [
      make.run(id: 4, now: make.snapping), make.run(id: 5, damping: "0.5", now: make.settling),
      make.run(id: 6, damping: "0.5", now: make.settling),
    ]
    let chart = TrendsChapter.trends(of: "shrink-shadow", over: runs)
    let panels = try chart.panels.map { try #require($0 as? LineChart) }
    #expect(panels.map(\.title) == ["settles", "overshoot", "snap"])
    // Settles: never on run 4 (a gap, and a cross at its 300 ms snap), 133 ms after.
    let settle = panels[0].series
    #expect(settle[0].x == [4, 5, 6])
    #expect(settle[0].y[0].isNaN && settle[0].y[1] == 0.133 && settle[0].y[2] == 0.133)
    #expect(settle.count == 3 && settle[2].x == [4] && settle[2].y == [0.3] && settle[2].pointMarker == .cross)
    #expect(panels[1].series[0].y == [12.7, 2.4, 2.4])
    #expect(panels[2].series[0].y == [10.1, 0, 0])
    #expect(panels[1].series[1].y == [0, 0, 0])  // the pick
    for panel in panels { #expect(panel.referenceLines.map(\.value) == [4.5]) }
    #expect(TrendText.editCaption("shrink-shadow", runs) == "; its preset was edited before run 5")
    #expect(TrendText.editCaption("other", runs) == "")
  }

  /// The pages name buttons as this run's presets name them; an id this run no longer shows, in
  /// words; `presslab history diff` (no names) keeps the ids the history stores.
  @Test func thePagesNameButtonsByThisRunsNames() throws {
    let make = RunComparisonTests()
    let memory = RunMemory(
      file: "h.sqlite", previous: [make.run(id: 1, now: make.snapping)], current: make.run(id: 2, damping: "0.5", now: make.settling), problem: nil,
      trendLength: 8, names: ["other": "OurCustomView"])
    #expect(memory.name(of: "other") == "OurCustomView")
    #expect(memory.name(of: "shrink-shadow") == "Shrink shadow")
    let c = try #require(memory.sinceLast)
    #expect(c.presetEdits.map(\.text) == ["Shrink shadow release damping 0.05 → 0.5"])
    #expect(c.moves.map(\.shortText).first == "Shrink shadow now overshoot: 12.7 px → 2.4 px")
    #expect(c.sections.first { $0.title.hasPrefix("Moved") }?.lines.first?.hasPrefix("Shrink shadow (after Shrink shadow release") == true)
    #expect(TrendText.caption("shrink-shadow", [make.run(id: 1, now: make.snapping)], memory) == "Shrink shadow over the last 1 runs.")
    let ids = RunComparison(from: make.run(id: 1, now: make.snapping), to: make.run(id: 2, damping: "0.5", now: make.settling))
    #expect(ids.presetEdits.map(\.text) == ["shrink-shadow release damping 0.05 → 0.5"])
  }
}
