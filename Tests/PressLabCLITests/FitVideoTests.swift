import Foundation
import Testing
import _TestSupport

/// `presslab fit FILE.mp4|.mov`: presses drawn by `presslab snapshot --frames` with known
/// parameters, encoded by the system's ffmpeg (H.264, MJPEG), a frame dropped and the start
/// shifted; the fit finds the model and holds the true parameters within its 95 % intervals.
@Suite struct FitVideoTests {
  /// shrink-spring's frames: its release (a UIKit spring, 0.3 s, damping 0.05, velocity 1, scale
  /// 0.95 → 1) at `release` seconds, frames from `from` for one second, 156×66 pixels.
  static func frames(_ folder: TemporaryFolder, preset: String = "shrink-spring", fps: Int, from: Double,
                     seconds: Double = 1, release: Double, zoom: Double = 0.6) throws -> String {
    let dir = folder.path("frames-\(preset)-\(fps)")
    let drawn = try ProcessRunner.presslab(["snapshot", preset, "--frames", dir, "--fps", "\(fps)", "--start", "\(from)",
      "--end", "\(from + seconds)", "--release-at", "\(release)", "--zoom", "\(zoom)"])
    #expect(drawn.status == 0, "\(drawn.all)")
    return dir
  }

  /// Encodes the frames with ffmpeg; `codec` are its codec arguments, `filter` an optional -vf.
  static func encode(_ frames: String, fps: Int, to path: String, codec: [String], filter: [String] = []) throws {
    let made = try ProcessRunner.run("ffmpeg", ["-v", "error", "-nostdin", "-y", "-framerate", "\(fps)", "-i", frames + "/frame-%05d.png"]
      + filter + codec + [path])
    #expect(made.status == 0, "\(made.all)")
  }

  /// The best model of the first property, checked by python against the truth.
  static func check(_ json: String, folder: TemporaryFolder, model: String, frames: Int, truth: [String: Double]) throws {
    let path = try folder.write(json, to: "fit.json")
    let script = """
      import json, sys
      p = json.load(open(sys.argv[1]))["properties"][0]
      assert p["property"] == "width_px" and p["frames"] == \(frames), (p["property"], p["frames"])
      best = p["models"][0]
      assert best["model"] == "\(model)", [m["model"] for m in p["models"]]
      for name, truth in json.loads(sys.argv[2]).items():
          e = best["parameters"][name]
          half = max(e["ci95_half_width"], e.get("bootstrap_ci95_half_width") or 0)
          assert abs(e["value"] - truth) <= half, (name, truth, e)
      assert best["rms_px"] < 1, best["rms_px"]
      """
    let truthJSON = "{" + truth.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    let python = try ProcessRunner.run("python3", ["-c", script, path, truthJSON])
    #expect(python.status == 0, "\(python.all)")
  }

  /// H.264 at 60 fps, CRF 23, the 21st frame dropped (a gap in the container's times), frames
  /// from 0.31 s with the release at 0.4 s: the start is 0.09 s into the video.
  @Test func h264WithADroppedFrameRecoversTheSpring() throws {
    try withTemporaryFolder("fit-video-h264") { folder in
      let frames = try Self.frames(folder, fps: 60, from: 0.31, release: 0.4)
      let video = folder.path("press.mp4")
      try Self.encode(frames, fps: 60, to: video, codec: ["-fps_mode", "passthrough", "-c:v", "libx264", "-crf", "23", "-pix_fmt", "yuv420p"],
        filter: ["-vf", "select=not(eq(n\\,20))"])
      let result = try ProcessRunner.presslab(["fit", video, "--json", "--bootstrap", "10"])
      #expect(result.status == 0, "\(result.all)")
      try Self.check(result.stdout, folder: folder, model: "uikit-spring", frames: 59,
        truth: ["duration": 0.3, "damping": 0.05, "velocity": 1, "start": 0.09])
    }
  }

  /// MJPEG in a QuickTime file at 120 fps: shrink-grow's release (UIKit's ease-in-out, 0.1 s,
  /// scale 0.9 → 1) from 0.2 s, frames from 0.15 s for 0.4 s.
  @Test func mjpegAt120fpsRecoversTheCurve() throws {
    try withTemporaryFolder("fit-video-mjpeg") { folder in
      let frames = try Self.frames(folder, preset: "shrink-grow", fps: 120, from: 0.15, seconds: 0.4, release: 0.2)
      let video = folder.path("press.mov")
      try Self.encode(frames, fps: 120, to: video, codec: ["-c:v", "mjpeg", "-q:v", "4", "-pix_fmt", "yuvj420p"])
      let result = try ProcessRunner.presslab(["fit", video, "--json", "--bootstrap", "10"])
      #expect(result.status == 0, "\(result.all)")
      try Self.check(result.stdout, folder: folder, model: "bezier easeInEaseOut", frames: 48, truth: ["duration": 0.1, "start": 0.05])
    }
  }

  /// A file FFmpeg cannot read, a region outside the (upright) frames, a video without motion and
  /// one larger than a fit decodes: exit 65 naming the file and why, nothing written. Without
  /// ffmpeg on PATH: exit 69 saying what to install.
  @Test func badVideosAreRefusedAndWriteNothing() throws {
    try withTemporaryFolder("fit-video-bad") { folder in
      let yaml = try folder.write("kept\n", to: "fit.yaml")
      let junk = try folder.write("not a video\n", to: "junk.mp4")
      let frames = try Self.frames(folder, fps: 30, from: 1, seconds: 0.5, release: 0.4)
      let still = folder.path("still.mov"), turned = folder.path("turned.mov"), huge = folder.path("huge.mov")
      // A fixed quantiser: MJPEG's default rate control would change still frames' levels.
      try Self.encode(frames, fps: 30, to: still, codec: ["-c:v", "mjpeg", "-q:v", "3", "-pix_fmt", "yuvj420p"])
      let remuxed = try ProcessRunner.run("ffmpeg", ["-v", "error", "-nostdin", "-y", "-i", still, "-c", "copy", "-metadata:s:v:0", "rotate=90", turned])
      #expect(remuxed.status == 0, "\(remuxed.all)")
      let made = try ProcessRunner.run("ffmpeg", ["-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "color=c=gray:size=8200x16",
        "-frames:v", "1", "-c:v", "mjpeg", "-pix_fmt", "yuvj420p", huge])
      #expect(made.status == 0, "\(made.all)")
      let cases: [(arguments: [String], expected: String)] = [
        ([junk], "junk.mp4: FFmpeg cannot read it as a video"),
        ([still], "still.mov: no motion"),
        ([still, "--region", "100,10,100,40"], "still.mov: --region: 100,10,100,40 is not inside the 156×66 frames"),
        ([turned, "--region", "0,0,66,157"], "turned.mov: --region: 0,0,66,157 is not inside the 66×156 frames"),
        ([huge], "huge.mov: 1 frame of 8200×16 pixels is more than presslab fit decodes"),
      ]
      for c in cases {
        let result = try ProcessRunner.presslab(["fit"] + c.arguments + ["--yaml", yaml])
        #expect(result.status == 65 && result.stdout.isEmpty, "\(result.all)")
        #expect(result.stderr.contains(c.expected), "\(result.all)")
        #expect(try String(contentsOfFile: yaml, encoding: .utf8) == "kept\n")
      }
      let noFFmpeg = try ProcessRunner.presslab(["fit", still, "--yaml", yaml], environment: ["PATH": folder.path])
      #expect(noFFmpeg.status == 69 && noFFmpeg.stderr.contains("needs FFmpeg's ffmpeg and ffprobe on PATH"), "\(noFFmpeg.all)")
      let rate = try ProcessRunner.presslab(["fit", still, "--rate", "30"])
      #expect(rate.status == 64 && rate.stderr.contains("--rate is for a folder of frames"), "\(rate.all)")
      #expect(try String(contentsOfFile: yaml, encoding: .utf8) == "kept\n")
    }
  }
}
