import Foundation
import Testing
import _TestSupport

/// `presslab fit FOLDER --rate`: frames drawn by `presslab snapshot --frames` (the button as the
/// screen shows it, antialiased by Cairo); the fit recovers the spring.
@Suite struct FitFramesTests {
  /// shrink-spring's release from 0.1037 s, 54 frames at 60 fps, 156×66 pixels; `still` draws
  /// every frame at rest.
  static func frames(in folder: TemporaryFolder, still: Bool = false) throws -> String {
    let frames = folder.path("frames")
    let from = still ? 2.0 : 0.3
    let drawn = try ProcessRunner.presslab(["snapshot", "shrink-spring", "--frames", frames, "--fps", "60",
      "--start", "\(from)", "--end", "\(from + 0.9)", "--release-at", "0.4037", "--zoom", "0.6"])
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
      #expect(outside.status == 65 && outside.stderr.contains("is not inside the 156×66 frames"), "\(outside.all)")
      let unmoving = try ProcessRunner.presslab(["fit", still, "--rate", "60"])
      #expect(unmoving.status == 65 && unmoving.stderr.contains("no motion"), "\(unmoving.all)")
      // A larger frame among them (drawn at another zoom) is named, not read past the first's pixels.
      let other = folder.path("other")
      let drawn = try ProcessRunner.presslab(["snapshot", "shrink-spring", "--frames", other, "--end", "0.01", "--zoom", "0.7"])
      #expect(drawn.status == 0, "\(drawn.all)")
      try FileManager.default.copyItem(atPath: other + "/frame-00000.png", toPath: still + "/zy.png")
      let mixed = try ProcessRunner.presslab(["fit", still, "--rate", "60"])
      #expect(mixed.status == 65 && mixed.stderr.contains("zy.png: 182×78 pixels; the first frame is 156×66"), "\(mixed.all)")
      try FileManager.default.removeItem(atPath: still + "/zy.png")
      _ = try folder.write("not a png", to: "frames/zz.png")
      let broken = try ProcessRunner.presslab(["fit", still, "--rate", "60"])
      #expect(broken.status == 65 && broken.stderr.contains("zz.png: not a PNG"), "\(broken.all)")
    }
  }

  /// `snapshot --frames`: one PNG per frame before --end, named for ffmpeg, even-sized (python reads
  /// the headers); misused options are usage errors.
  @Test func snapshotFramesAreARecording() throws {
    try withTemporaryFolder("snapshot-frames") { folder in
      let frames = folder.path("f")
      let drawn = try ProcessRunner.presslab(["snapshot", "shrink-grow", "--frames", frames, "--fps", "120", "--end", "0.05", "--zoom", "0.55"])
      #expect(drawn.status == 0, "\(drawn.all)")
      let script = """
        import os, struct, sys
        names = sorted(os.listdir(sys.argv[1]))
        sizes = {struct.unpack(">II", open(os.path.join(sys.argv[1], n), "rb").read()[16:24]) for n in names}
        print(names[0], names[-1], len(names), sorted(sizes))
        """
      let python = try ProcessRunner.run("python3", ["-c", script, frames])
      // shrink-grow: 160×44 pt and a 16 pt margin each side, at 0.55 px per point: 105.6×41.8, made even.
      #expect(python.stdout == "frame-00000.png frame-00005.png 6 [(106, 42)]\n", "\(python.all)")
      for bad in [["--frames", frames], ["--frames", frames, "--end", "1", "--png", folder.path("a.png")], ["--at", "0.1", "--end", "1", "--png", folder.path("a.png")]] {
        let result = try ProcessRunner.presslab(["snapshot", "shrink-grow"] + bad)
        #expect(result.status == 64, "\(result.all)")
      }
    }
  }
}
