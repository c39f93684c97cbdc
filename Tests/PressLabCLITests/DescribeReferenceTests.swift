import Foundation
import Testing
import _TestSupport

/// `presslab run --describe` shows, before anything runs, a cell that reads a sweep it cannot
/// read, as the run would fail it.
@Suite struct DescribeReferenceTests {
  @Test func aCellAboveItsSweepIsShownWithItsError() throws {
    try withTemporaryFolder("describe-references") { folder in
      let notebook = try folder.write(
        """
        ```presslab recommend
        sweep: later
        ```

        ```presslab sweep
        id: later
        definition: |
          model: spring
          parameters:
            duration: [0.2, 0.3]
        ```

        ```presslab table
        sweep: later
        ```
        """, to: "n.md")
      let result = try ProcessRunner.presslab(["run", notebook, "--describe"])
      #expect(result.status == 0, "\(result.all)")
      let lines = result.stdout.split(separator: "\n").map(String.init)
      let recommend = try #require(lines.firstIndex { $0.hasPrefix("  cell-1 ") }, "\(result.stdout)")
      #expect(lines[recommend + 1].contains("n.md:2:1"), "\(lines[recommend + 1])")
      #expect(lines[recommend + 1].contains("cell 'later' comes after this cell (line 5, column 1)"), "\(lines[recommend + 1])")
      // The table below the sweep reads it: no error line.
      let table = try #require(lines.firstIndex { $0.hasPrefix("  cell-3 ") }, "\(result.stdout)")
      #expect(table + 1 == lines.count || !lines[table + 1].contains("error:"), "\(result.stdout)")
    }
  }
}
