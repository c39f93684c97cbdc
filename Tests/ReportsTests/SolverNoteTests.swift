import Testing
import _TestSupport

/// A notebook sweep of UIKit springs says when some rest on a solve that did not end on a valid root
/// (not converged, or at a negative ω).
@Suite struct SolverNoteTests {
  static func notebook(_ velocities: String) -> String {
    """
    ```presslab sweep
    id: s
    definition: |
      model: uikit-spring
      parameters:
        duration: [0.3, 0.55, 0.6]
        damping: [0.3, 0.7, 0.9]
        velocity: \(velocities)
      metrics: [overshoot_px, settle_time]
    ```
    """
  }

  @Test func unconvergedRowsAreNoted() throws {
    let report = try runNotebook(Self.notebook("[5, 6]"))
    let notes = try #require(report.record("s")).notes
    let note = try #require(notes.first { $0.contains("from an inexact solution") }, "\(notes)")
    #expect(note.contains("UIKit sets up 2 of 18 springs"))
    #expect(note.contains("duration 0.55, damping 0.7, velocity 5"))
  }

  @Test func convergedSweepsSayNothing() throws {
    let report = try runNotebook(Self.notebook("[0, 1]"))
    #expect(try #require(report.record("s")).notes.allSatisfy { !$0.contains("inexact") })
  }

  /// A 12-row grid with one row scored off a valid root (invalid 2) and two that cannot be scored
  /// (invalid 1): the notes count each kind apart, as the CSV's `invalid` column does.
  @Test func scoredAndUnscorableRowsAreCountedApart() throws {
    let text = SmallSweep.cell(
      damping: "[0.05, 0.13636363636363635, 0.22272727272727272]", duration: "[0.1, 0.55]", velocity: "[0.5, 1]",
      metrics: "[overshoot_px, settle_time]")
    let record = try #require(try runNotebook(text).record("s"))
    let csv = try #require(record.csv)
    let flags = csv.split(separator: "\n").dropFirst().compactMap { $0.split(separator: ",", omittingEmptySubsequences: false).last }
    let scored = flags.filter { $0 == "2" }.count, unscorable = flags.filter { $0 == "1" }.count
    #expect(flags.count == 12 && scored == 1 && unscorable == 2, "\(csv)")
    #expect(record.notes.contains { $0.contains("UIKit sets up \(scored) of 12 springs (the first: damping 0.22") }, "\(record.notes)")
    #expect(record.notes.contains { $0.hasPrefix("\(unscorable) of 12 curves cannot be scored") }, "\(record.notes)")
  }
}
