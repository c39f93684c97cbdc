import Foundation
import Testing
import _TestSupport

/// An undamped spring (ω = √stiffness) peaks first at π/ω. `presslab sweep`'s rows (the spring
/// kernel) and `presslab curve --sampled --json` (the general frames reading) both put the peak on
/// the frame nearest it, not on a later swing whose sample differs in its last bits.
@Suite struct EqualPeaksSweepTests {
  @Test(arguments: [90.0, 120, 240]) func sweepAndCurveAgreeOnTheFirstPeak(fps: Double) throws {
    let folder = try TemporaryFolder("equal-peaks")
    defer { folder.remove() }
    let fpsText = String(Int(fps))
    try folder.write("""
      model: spring
      fps: \(fpsText)
      window: 8
      parameters:
        stiffness: [100, 150, 64]
        damping: 0
        velocity: [0, 0.5]
      metrics: [peak_time, overshoot_pct]
      """, to: "s.yaml")
    let csv = folder.path("s.csv")
    let sweep = try ProcessRunner.presslab(["sweep", folder.path("s.yaml"), "--csv", csv])
    #expect(sweep.status == 0, "\(sweep.all)")
    let rows = try ProcessRunner.run("python3", [
      "-c",
      """
      import pandas as pd, sys
      for _, r in pd.read_csv(sys.argv[1]).iterrows():
          print(repr(float(r['stiffness'])), repr(float(r['velocity'])), repr(float(r['peak_time'])))
      """,
      csv,
    ])
    let lines = rows.stdout.split(separator: "\n")
    #expect(lines.count == 6, "\(rows.all)")
    for (i, line) in lines.enumerated() {
      let f = line.split(separator: " ").map { Double($0)! }
      let (stiffness, velocity, peak) = (f[0], f[1], f[2])
      let curve = try ProcessRunner.presslab([
        "curve", "spring", "stiffness=\(stiffness)", "damping=0", "velocity=\(velocity)",
        "--fps", fpsText, "--window", "8", "--sampled", "--json",
      ])
      #expect(curve.status == 0, "\(curve.all)")
      // Python's json reads the number exactly (Foundation's parser may miss by an ulp).
      try folder.write(curve.stdout, to: "curve\(i).json")
      let read = try ProcessRunner.run("python3", [
        "-c", "import json, sys; print(repr(json.load(open(sys.argv[1]))['metrics']['peak_time']))",
        folder.path("curve\(i).json"),
      ])
      let curvePeak = Double(read.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
      #expect(curvePeak == peak, "stiffness \(stiffness) velocity \(velocity) fps \(fps): \(read.all)")
      if velocity == 0 {
        // From rest x = 1 − cos(ω t): the frame nearest π/ω.
        let k = (Double.pi / stiffness.squareRoot() * fps).rounded()
        #expect(peak == k / fps, "stiffness \(stiffness) fps \(fps): \(peak) s, π/ω = \(Double.pi / stiffness.squareRoot()) s")
      } else {
        #expect(peak < 2 * Double.pi / stiffness.squareRoot(), "the first swing: \(peak) s")
      }
    }
  }
}
