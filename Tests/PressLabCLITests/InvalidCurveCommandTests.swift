import Foundation
import Testing
import _TestSupport

/// `presslab curve` and `presslab sweep` never print a score for a curve that has none.
@Suite struct InvalidCurveCommandTests {
  @Test func curvePrintsNoScoreForARootlessSpring() throws {
    let text = try ProcessRunner.presslab(["curve", "uikit-spring", "damping=0.1", "duration=0.1556", "velocity=1"])
    #expect(text.status == 0)
    #expect(text.stdout.contains("none: UIKit's solver finds no valid root"), "\(text.all)")
    #expect(!text.stdout.contains("overshoot"))
    #expect(!text.stdout.contains("settle time"))
    #expect(text.stderr.contains("no valid root"))

    let json = try ProcessRunner.presslab(["curve", "uikit-spring", "damping=0", "duration=0.3", "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.all)")
    let metrics = try #require(object["metrics"] as? [String: Any])
    #expect(metrics.values.allSatisfy { $0 is NSNull }, "\(metrics)")
    #expect((object["invalid"] as? String)?.contains("no valid root") == true)
  }

  @Test func overflowingSamplesAreAWarningNotANumber() throws {
    let result = try ProcessRunner.presslab(["curve", "bezier", "duration=0.3", "points=0,1e308,1,-1e308", "--at", "0.1"])
    #expect(result.stdout.contains("none: the curve is not finite"), "\(result.all)")
    #expect(result.stderr.contains("1 sample is not finite"), "\(result.all)")
  }

  @Test func sweepMarksAndCountsInvalidRows() throws {
    try withTemporaryFolder("invalid") { folder in
      let file = try folder.write(
        "model: uikit-spring\nparameters:\n  damping: [0.1, 0.5]\n  duration: 0.1556\n  velocity: 1\nmetrics: [overshoot_pct, settle_time]\n",
        to: "s.yaml")
      let result = try ProcessRunner.presslab(["sweep", file])
      #expect(result.status == 0)
      let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 4, "\(result.all)")
      #expect(lines[0] == "damping,overshoot_pct,settle_time,invalid")
      #expect(lines[1] == "0.1,,,1")
      let valid = lines[2].split(separator: ",", omittingEmptySubsequences: false)
      #expect(valid.count == 4 && valid[0] == "0.5" && valid[3] == "0")
      #expect(Double(valid[1]) != nil && Double(valid[2]) != nil)
      #expect(result.stderr.contains("1 of 2 curves cannot be scored (the first: damping=0.1)"), "\(result.all)")
    }
  }
}
