import Foundation
import Testing
import _TestSupport

/// `presslab fit FOLDER --rate`: frames drawn by python from `presslab curve`'s samples, each
/// pixel shaded by the area the button covers, with noise; the fit recovers the spring.
@Suite struct FitFramesTests {
  static let drawFrames = """
# Draws a button (dark, on a light background) scaled about its centre per frame, each pixel
# shaded by the exact area the rectangle covers, as 8-bit gray PNGs.
import json, struct, sys, zlib, random
out, progress_json, start_index = sys.argv[1], sys.argv[2], int(sys.argv[3])
progress = [s["x"] for s in json.load(open(progress_json))["samples"]]
W, H, BW, BH = 200, 64, 150.0, 40.0
rng = random.Random(5)
def png(path, rows):
    raw = b"".join(b"\\x00" + bytes(r) for r in rows)
    def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    open(path, "wb").write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 0, 0, 0, 0))
                           + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
def cover(lo, hi, i): return max(0.0, min(hi, i + 1) - max(lo, i))
for n, p in enumerate(progress):
    scale = 0.95 + 0.05 * p
    w, h = BW * scale, BH * scale
    x0, x1, y0, y1 = W / 2 - w / 2, W / 2 + w / 2, H / 2 - h / 2, H / 2 + h / 2
    cx = [cover(x0, x1, i) for i in range(W)]
    rows = []
    for j in range(H):
        cy = cover(y0, y1, j)
        rows.append([max(0, min(255, round(235 - 185 * cx[i] * cy + rng.gauss(0, 2)))) for i in range(W)])
    png(f"{out}/f{n:03d}.png", rows)
"""

  /// shrink-spring's release from 0.1037 s, 54 frames at 60 fps; `still` draws every frame at rest.
  static func frames(in folder: TemporaryFolder, still: Bool = false) throws -> String {
    let times = (0..<54).map { still ? "0" : "\(max(0, Double($0) / 60 - 0.1037))" }.joined(separator: ",")
    let curve = try ProcessRunner.presslab(
      ["curve", "uikit-spring", "duration=0.3", "damping=0.05", "velocity=1", "--at", times, "--json"])
    let samples = try folder.write(curve.stdout, to: "samples.json")
    let frames = folder.path("frames")
    try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
    let script = try folder.write(Self.drawFrames, to: "draw.py")
    let drawn = try ProcessRunner.run("python3", [script, frames, samples, "0"])
    #expect(drawn.status == 0, "\(drawn.all)")
    return frames
  }

  @Test func framesRecoverTheSpring() throws {
    try withTemporaryFolder("fit-frames") { folder in
      let frames = try Self.frames(in: folder)
      let result = try ProcessRunner.presslab(["fit", frames, "--rate", "60", "--json", "--bootstrap", "10"])
      #expect(result.status == 0, "\(result.all)")
      let json = try folder.write(result.stdout, to: "fit.json")
      let check = """
        import json, sys
        p = json.load(open(sys.argv[1]))["properties"][0]
        assert p["property"] == "width_px" and p["frames"] == 54, p["property"]
        best = p["models"][0]
        assert best["model"] == "uikit-spring", best["model"]
        for name, truth in [("duration", 0.3), ("damping", 0.05), ("velocity", 1.0)]:
            e = best["parameters"][name]
            half = max(e["ci95_half_width"], e["bootstrap_ci95_half_width"])
            assert abs(e["value"] - truth) <= half, (name, e)
        assert best["rms_px"] < 0.5, best["rms_px"]
        """
      let python = try ProcessRunner.run("python3", ["-c", check, json])
      #expect(python.status == 0, "\(python.all)")
    }
  }

  @Test func badFramesAreRefused() throws {
    try withTemporaryFolder("fit-frames-bad") { folder in
      let still = try Self.frames(in: folder, still: true)
      let noRate = try ProcessRunner.presslab(["fit", still])
      #expect(noRate.status == 64 && noRate.stderr.contains("needs --rate"), "\(noRate.all)")
      let outside = try ProcessRunner.presslab(["fit", still, "--rate", "60", "--region", "150,10,100,40"])
      #expect(outside.status == 65 && outside.stderr.contains("is not inside the 200×64 frames"), "\(outside.all)")
      let unmoving = try ProcessRunner.presslab(["fit", still, "--rate", "60"])
      #expect(unmoving.status == 65 && unmoving.stderr.contains("no motion"), "\(unmoving.all)")
      _ = try folder.write("not a png", to: "frames/zz.png")
      let broken = try ProcessRunner.presslab(["fit", still, "--rate", "60"])
      #expect(broken.status == 65 && broken.stderr.contains("zz.png: not a PNG"), "\(broken.all)")
    }
  }
}
