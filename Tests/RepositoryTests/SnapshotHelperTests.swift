import Testing
import _TestSupport

/// The snapshot helper itself: where goldens live, what a mismatch shows, and that it fails.
@Suite struct SnapshotHelperTests {
  @Test func goldenFilesLiveInTheCallersTarget() {
    let file = Snapshot.file(named: "help", testFile: PackagePaths.path("Tests/PressLabCLITests/Sub/HelpTests.swift"))
    #expect(file.path == PackagePaths.path("Tests/PressLabCLITests/Snapshots/help.txt"))
  }

  @Test func diffShowsChangedLinesWithContext() {
    let expected = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let actual = expected.replacingOccurrences(of: "line 5\n", with: "line five\n") + "line 11  \n"
    #expect(
      Snapshot.diff(expected: expected, actual: actual) == """
        …
          line 3
          line 4
        - line 5
        + line five
          line 6
          line 7
        …
          line 9
          line 10
        + line 11··
        """)
  }

  @Test func diffMarksAMissingFinalNewline() {
    #expect(Snapshot.diff(expected: "a\nb", actual: "a\nb\n") == "  a\n- b (no newline at end)\n+ b")
  }

  /// Snapshots/helper-sample.txt holds "one\ntwo\n".
  @Test func comparesWithTheGoldenFile() {
    let file = Snapshot.file(named: "helper-sample", testFile: #filePath)
    #expect(Snapshot.compare("one\ntwo\n", with: file) == .match)
    #expect(Snapshot.compare("one\ntwo", with: file) == .match)  // the final newline is added
    #expect(Snapshot.compare("one\n2\n", with: file) == .mismatch("  one\n- two\n+ 2"))
    #expect(Snapshot.compare("one\n", with: file.deletingLastPathComponent().appendingPathComponent("none.txt")) == .missing)
  }

  @Test(.disabled(if: Snapshot.recording, "RECORD_SNAPSHOTS would rewrite the sample golden file"))
  func assertSnapshotPassesOnAMatch() {
    assertSnapshot("one\ntwo\n", named: "helper-sample")
  }
}
