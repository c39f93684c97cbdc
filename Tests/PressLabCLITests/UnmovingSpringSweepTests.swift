import Foundation
import Testing
import _TestSupport

/// A duration so long that the stiffness underflows to 0 (`duration: 1e308`) gives NaN samples:
/// `presslab curve` says so, and the sweep marks the row invalid by the same rule (the curve's
/// `invalidReason`) instead of scoring it.
@Suite struct UnmovingSpringSweepTests {
  @Test func curveAndSweepRefuseTheSameSpring() throws {
    let curve = try ProcessRunner.presslab(["curve", "spring", "duration=1e308", "bounce=0"])
    #expect(curve.stderr.contains("cannot be scored"), "\(curve.all)")
    let folder = try TemporaryFolder("unmoving")
    defer { folder.remove() }
    try folder.write("model: spring\nparameters:\n  duration: [1e308, 0.5]\n  bounce: 0\n", to: "s.yaml")
    let csv = folder.path("s.csv")
    let sweep = try ProcessRunner.presslab(["sweep", folder.path("s.yaml"), "--csv", csv])
    #expect(sweep.status == 0, "\(sweep.all)")
    #expect(sweep.stderr.contains("1 of 2 curves cannot be scored"), "\(sweep.stderr)")
    let check = try ProcessRunner.run("python3", [
      "-c",
      """
      import pandas as pd, sys
      t = pd.read_csv(sys.argv[1])
      bad = t[t['duration'] == 1e308].iloc[0]
      good = t[t['duration'] == 0.5].iloc[0]
      print(int(bad['invalid']), pd.isna(bad['settle_time']), int(good['invalid']), pd.notna(good['settle_time']))
      """,
      csv,
    ])
    #expect(check.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "1 True 0 True", "\(check.all)")
  }
}
