import Foundation
import ReportModel
import Testing

/// `typing_grid:` on a recommend cell: the printed picks sit on the notebook's grid, and a bad
/// grid fails its cell with the key and the line of the value.
@Suite struct TypingGridTests {
  static func notebook(_ grid: String) -> String {
    """
    ```presslab sweep
    id: springs
    definition: |
      model: uikit-spring
      parameters:
        duration: [0.1, 0.2, 0.3]
        damping: [0.5, 0.7, 0.9, 1]
        velocity: 0
      metrics: [settle_time, overshoot_px]
    ```

    ```presslab recommend
    id: pick
    sweep: springs
    \(grid)
    ```
    """
  }

  /// The numbers before " ms" and after "damping ratio " in a printed curve.
  static func printed(_ curve: String) -> (ms: Double, damping: Double)? {
    let parts = curve.components(separatedBy: ", ")
    guard let ms = parts.first(where: { $0.hasSuffix(" ms") }).flatMap({ Double($0.dropLast(3)) }),
      let damping = parts.first(where: { $0.hasPrefix("damping ratio ") }).flatMap({ Double($0.dropFirst(14)) })
    else { return nil }
    return (ms, damping)
  }

  static func onGrid(_ x: Double, _ step: Double) -> Bool { abs(x / step - (x / step).rounded()) < 1e-9 }

  @Test func thePrintedPicksSitOnTheNotebooksGrid() throws {
    let report = try runNotebook(Self.notebook("typing_grid: {duration_ms: 20, damping: 0.2}"))
    let record = try #require(report.record("pick"))
    #expect(record.status == .ok, "\(record.failure?.message ?? "")")
    let table = try #require(record.tables.first { $0.title?.hasPrefix("The pick and the named options") == true })
    #expect(!table.rows.isEmpty)
    for row in table.rows {
      let values = try #require(Self.printed(row[1]), "\(row)")
      #expect(Self.onGrid(values.ms, 20) && Self.onGrid(values.damping, 0.2), "\(row[1]) is off the 20 ms, 0.2 grid")
    }
  }

  @Test(arguments: [
    ("typing_grid: {duration_ms: -5}", "'typing_grid.duration_ms' must be a number above 0, not '-5'", 15),
    ("typing_grid: {speed: 2}", "'typing_grid' takes duration_ms, damping, bounce, velocity, digits, not 'speed'", 15),
    ("typing_grid: {digits: 2.5}", "'typing_grid.digits' is a whole number of significant digits from 1 to 6, not 2.5", 15),
    ("typing_grid: 5", "'typing_grid' maps steps to numbers, e.g. {duration_ms: 10, damping: 0.1}, not '5'", 15),
  ])
  func aBadGridFailsItsCell(grid: String, message: String, line: Int) throws {
    let report = try runNotebook(Self.notebook(grid))
    let record = try #require(report.record("pick"))
    #expect(record.status != .ok)
    #expect(record.failure?.message == message, "\(record.failure?.message ?? "")")
    #expect(record.failure?.location.line == line)
    #expect(report.record("springs")?.status == .ok)
  }
}
