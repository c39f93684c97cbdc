import Testing

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
}
