import Foundation
import Testing
import _TestSupport

/// `fit` cells reading a video and a folder of PNG frames inside the project, measured as
/// `presslab fit` measures them, and bad ones failing their own cell with the command's reasons.
@Suite struct FitCellFramesTests {
  static let notebook = """
    # Fit from frames

    ```presslab fit
    id: video
    recording: datasets/recordings/press.mov
    models: [bezier easeInEaseOut, bezier linear]
    bootstrap: 0
    ```

    ```presslab fit
    id: folder
    recording: datasets/recordings/frames
    rate: 120
    region: 0,0,96,38
    models: [bezier easeInEaseOut, bezier linear]
    bootstrap: 0
    ```

    ```presslab fit
    id: norate
    recording: datasets/recordings/frames
    ```

    ```presslab fit
    id: outside
    recording: datasets/recordings/press.mov
    region: 90,0,96,38
    ```

    ```presslab fit
    id: videorate
    recording: datasets/recordings/press.mov
    rate: 60
    ```

    ```presslab fit
    id: junk
    recording: datasets/recordings/junk.mp4
    ```

    ```presslab fit
    id: csvregion
    recording: datasets/recordings/rec.csv
    region: 0,0,10,10
    ```
    """

  @Test func fitCellsReadVideosAndFolders() throws {
    try withTemporaryFolder("fit-cell-frames") { folder in
      let recordings = folder.path("proj/datasets/recordings")
      try FileManager.default.createDirectory(atPath: folder.path("proj/reports"), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: recordings, withIntermediateDirectories: true)
      // shrink-grow's release (UIKit's ease-in-out, 0.1 s) at 0.2 s; frames from 0.15 s for 0.3 s, 96×38 pixels.
      let drawn = try ProcessRunner.presslab(["snapshot", "shrink-grow", "--frames", recordings + "/frames", "--fps", "120",
        "--start", "0.15", "--end", "0.45", "--release-at", "0.2", "--zoom", "0.5"])
      #expect(drawn.status == 0, "\(drawn.all)")
      try FitVideoTests.encode(recordings + "/frames", fps: 120, to: recordings + "/press.mov",
        codec: ["-c:v", "mjpeg", "-q:v", "3", "-pix_fmt", "yuvj420p"])
      _ = try folder.write("not a video\n", to: "proj/datasets/recordings/junk.mp4")
      let shipped = try String(contentsOfFile: PackagePaths.path("datasets/recordings/shrink-spring-release.csv"), encoding: .utf8)
      _ = try folder.write(shipped, to: "proj/datasets/recordings/rec.csv")
      let notebook = try folder.write(Self.notebook, to: "proj/reports/n.md")
      let result = try ProcessRunner.presslab(["run", notebook, "-o", folder.path("out"), "--no-history"], in: folder.path("proj"))
      #expect(result.status == 1, "\(result.all)")

      let lines = result.stderr.split(separator: "\n").map(String.init)
      func failure(_ id: String) -> String { lines.first { $0.contains("cell '\(id)' failed") } ?? "" }
      #expect(failure("norate").contains("'recording' datasets/recordings/frames: a folder of frames needs 'rate'"), "\(result.stderr)")
      #expect(failure("outside").contains("datasets/recordings/press.mov: 'region': 90,0,96,38 is not inside the 96×38 frames"), "\(result.stderr)")
      #expect(failure("videorate").contains("'rate' is for a folder of frames"), "\(result.stderr)")
      #expect(failure("junk").contains("datasets/recordings/junk.mp4: FFmpeg cannot read it as a video"), "\(result.stderr)")
      #expect(failure("csvregion").contains("'rate' and 'region' are for a video or a folder of PNG frames"), "\(result.stderr)")
      let reasons = lines.compactMap { $0.components(separatedBy: " failed: ").dropFirst().first }
      #expect(reasons.count == 5 && !reasons.contains { $0.contains(folder.path) }, "messages name the path as the cell gives it: \(result.stderr)")

      // python checks both fits against the curve the frames were drawn with.
      let script = """
        import json, sys
        cells = {c["id"]: c for c in json.load(open(sys.argv[1]))["cells"]}
        print(" ".join(cells[i]["status"] for i in ["video", "folder", "norate", "outside", "videorate", "junk", "csvregion"]))
        for cell, frames in [("video", 36), ("folder", 36)]:
            best = cells[cell]["metrics"]["models"][0]
            assert best["model"] == "bezier easeInEaseOut", (cell, best["model"])
            for name, value in {"duration": 0.1, "start": 0.05}.items():
                p = best["parameters"][name]
                assert abs(p["value"] - value) <= p["ci95_half_width"], (cell, name, p)
        """
      let python = try ProcessRunner.run("python3", ["-c", script, folder.path("out/n/results.json")])
      #expect(python.status == 0, "\(python.all)")
      #expect(python.stdout.hasPrefix("ok ok failed failed failed failed failed"), "\(python.all)")
    }
  }

  /// A frame in the cell's folder that is a link out of the project is refused, not read.
  @Test func aFrameLinkLeavingTheProjectIsRefused() throws {
    try withTemporaryFolder("fit-cell-frame-link") { folder in
      let frames = folder.path("proj/datasets/recordings/frames")
      try FileManager.default.createDirectory(atPath: folder.path("proj/reports"), withIntermediateDirectories: true)
      let drawn = try ProcessRunner.presslab(["snapshot", "shrink-grow", "--frames", frames, "--fps", "60",
        "--start", "0.15", "--end", "0.3", "--release-at", "0.2", "--zoom", "0.5"])
      #expect(drawn.status == 0, "\(drawn.all)")
      let names = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }.sorted()
      try #require(names.count > 2)
      let linked = frames + "/" + names[1], outside = folder.path("outside.png")
      try FileManager.default.moveItem(atPath: linked, toPath: outside)
      try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: outside)
      let notebook = try folder.write(
        "# Frames\n\n```presslab fit\nid: linked\nrecording: datasets/recordings/frames\nrate: 60\nbootstrap: 0\n```\n", to: "proj/reports/n.md")
      let result = try ProcessRunner.presslab(["run", notebook, "-o", folder.path("out"), "--no-history"], in: folder.path("proj"))
      #expect(result.status == 1, "\(result.all)")
      let failure = result.stderr.split(separator: "\n").first { $0.contains("cell 'linked' failed") } ?? ""
      #expect(failure.contains("datasets/recordings/frames/\(names[1]): a link that leaves"), "\(result.stderr)")
    }
  }
}
