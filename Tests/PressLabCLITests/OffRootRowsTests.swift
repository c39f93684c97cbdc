import Foundation
import Testing
import _TestSupport

/// A UIKit spring whose 12 Newton steps end off a valid root (a negative ω, or no convergence) is
/// scored as iOS installs it and marked row by row: 2 in the CSV's `invalid` column (1 stays a
/// curve that cannot be scored), and † in the sweep cell's own table. Which rows those are is
/// found again here by python, from UIKit's equation (FACTS.md §1), not from PressLab's solver.
@Suite struct OffRootRowsTests {
  static let definition = """
    model: uikit-spring
    window: 1.0
    parameters:
      duration: [0.3, 0.55, 0.6]
      damping: [0.3, 0.7, 0.9]
      velocity: [5, 6]
    metrics: [overshoot_px, settle_time]

    """

  /// UIKit's solver in python (float32 exponentials), and each row's expected `invalid`: 1 where
  /// no spring is installed, 2 where the steps end off a positive root, else 0.
  static let check = """
    import sys, math, numpy as np, pandas as pd
    def e(x): return float(np.exp(np.float32(x)))
    def eq(w, d, z, v):
        eps = 0.001
        if z >= 1:
            f = (eps if w - v < 0 else -eps) + ((w - v) * d + 1) * e(-d * w)
            return f, d * d * (v - w) / e(d * w)
        s = math.sqrt(1 - z * z); r = -(v - z * w) / (s * w)
        f = eps - abs(r * e(-(z * d * w)))
        rising = v + (d * z * v) * w; curv = d * z * z
        slope = rising - curv * w * w if r <= 0 else -(rising - curv * w * w)
        return f, slope / (w * w * s * e(z * d * w))
    def flag(d, z, v):
        d = min(max(d, 0.01), 10); z = min(max(z, float(np.finfo(np.float32).eps)), 1)
        w = 5 / d
        for _ in range(12):
            f, df = eq(w, d, z, v); w -= f / df
        if not math.isfinite(w) or w == 0: return 1
        return 0 if abs(eq(w, d, z, v)[0]) <= 1e-6 and w > 0 else 2
    t = pd.read_csv(sys.argv[1])
    want = [flag(r.duration, r.damping, r.velocity) for r in t.itertuples()]
    scored = t[t.invalid == 2][['overshoot_px', 'settle_time']].notna().all().all()
    print(list(t.invalid) == want, want.count(2), scored)
    """

  @Test func offRootRowsAreMarkedInTheCSVAndTheTable() throws {
    try withTemporaryFolder("off-root") { folder in
      try folder.write(Self.definition, to: "s.yaml")
      let sweep = try ProcessRunner.presslab(["sweep", "s.yaml", "--csv", "s.csv"], in: folder.path)
      #expect(sweep.status == 0, "\(sweep.all)")
      #expect(sweep.stderr.contains("invalid=2"), "\(sweep.stderr)")
      let python = try ProcessRunner.run("python3", ["-c", Self.check, folder.path("s.csv")])
      let words = python.stdout.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
      #expect(words.count == 3 && words[0] == "True" && words[2] == "True", "\(python.all)")
      let marked = try #require(Int(words.count == 3 ? words[1] : ""), "\(python.all)")
      #expect(marked >= 2, "the grid holds known negative roots (duration 0.55, damping 0.7, velocity 5)")

      // The notebook's sweep of the same grid: its table shows every row, the marked ones with †.
      let indented = Self.definition.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
      try folder.write(
        "---\ntitle: Off root\n---\n\n```presslab sweep\nid: s\ndefinition: |\n\(indented)\ntable: {sort: settle_time, limit: 18}\n```\n",
        to: "n.md")
      let run = try ProcessRunner.presslab(["run", "n.md", "-o", "out", "--no-history"], in: folder.path)
      #expect(run.status == 0, "\(run.all)")
      #expect(folder.bytes("out/n/sweeps/s.csv") == folder.bytes("s.csv"))
      let text = try ProcessRunner.run("pdftotext", ["-layout", folder.path("out/n/n.pdf"), "-"]).stdout
      let rows = text.split(separator: "\n").filter { $0.contains(" †") && !$0.contains("UIKit") }
      #expect(rows.count == marked, "\(rows)")
      #expect(text.contains("† UIKit sets up these \(marked) rows' springs from an inexact solution"), "\(text)")
    }
  }
}
