import Drawing
import Foundation
import Plotting
import Presets
import TextFormats

/// `presslab snapshot PRESET --frames DIR`: the frames a screen recording of the press would hold.
extension SnapshotCommand {
  static let frames = Option("--frames", value: "DIR", help: "write the frames a recording would hold to DIR (instead of --png/--pdf)")
  static let fps = Option("--fps", value: "N", default: "60", help: "with --frames: frames per second (1…240)")
  static let start = Option("--start", value: "SECONDS", default: "0", help: "with --frames: the first frame's time after touch-down")
  static let end = Option("--end", value: "SECONDS", help: "with --frames: the time frames stop before")
  static let frameOptions = [frames, fps, start, end]

  /// The most frames one call writes (a minute at 120 fps would be 7,200).
  static let maxFrames = 10_000

  struct FrameRange {
    var folder: String?
    var fps: Double, start: Double, end: Double?
    /// Whether --fps, --start or --end was given.
    var timed: Bool
    /// Frame i is at start + i / fps, before `end`.
    var times: [Double] {
      let n = Int((((end ?? start) - start) * fps * (1 - 1e-12)).rounded(.up))
      return (0..<max(n, 0)).map { start + Double($0) / fps }
    }
  }

  /// The frame options as read (before the operands are checked); `checked` checks them.
  static func frameRange(_ arguments: inout Arguments) throws -> FrameRange {
    let timed = arguments.isGiven(fps) || arguments.isGiven(start) || arguments.isGiven(end)
    return FrameRange(
      folder: arguments.option(frames), fps: try arguments.number(fps)!, start: try arguments.number(start)!,
      end: try arguments.number(end), timed: timed)
  }

  /// The range when --frames is given (nil without it), its values checked.
  static func checked(_ range: FrameRange) throws -> FrameRange? {
    guard range.folder != nil else {
      if range.timed { throw CLIError.usage("--fps, --start and --end go with --frames DIR") }
      return nil
    }
    guard let end = range.end else { throw CLIError.usage("--frames needs --end SECONDS (the time frames stop before)") }
    guard range.fps >= 1, range.fps <= 240 else { throw CLIError.usage("--fps must be in [1, 240]") }
    guard range.start >= 0, end > range.start, end <= 60 else { throw CLIError.usage("--start and --end need 0 ≤ --start < --end ≤ 60 seconds") }
    guard range.times.count <= maxFrames else {
      throw CLIError.usage("\(range.times.count) frames is more than \(maxFrames); give fewer seconds or a lower --fps")
    }
    return range
  }

  /// Each frame as the screen shows it: the button alone on the background (no resting outline,
  /// finger ring or caption), `zoom` pixels per point, an even number of pixels each way (as
  /// H.264's 4:2:0 frames need), named frame-00000.png onwards (ffmpeg's `frame-%05d.png`).
  static func writeFrames(_ range: FrameRange, timeline: PressTimeline, zoom: Double) throws -> Int32 {
    let look = timeline.preset.look
    let folder = range.folder!
    let margin = ButtonSnapshot.margin(for: look)
    func even(_ v: Double) -> Double { 2 * ((v / 2).rounded(.up)) }
    let size = Size(even((look.width + 2 * margin) * zoom), even((look.height + 2 * margin) * zoom))
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw CLIError(ExitStatus.cannotCreate, "\(folder): cannot create the folder (\(FileAccess.folderReason(folder, error)))")
    }
    for (i, t) in range.times.enumerated() {
      let snapshot = ButtonSnapshot(look: look, state: timeline.state(at: t))
      let name = folder + "/frame-" + String(repeating: "0", count: max(0, 5 - String(i).count)) + String(i) + ".png"
      try FigureOutput.write(size: size, title: "\(timeline.preset.name) at \(t) s", to: name, format: .png, pngScale: 1) { canvas in
        canvas.fill(Rect(size: size), color: Color(hex: 0xF4F4F4))
        snapshot.draw(on: &canvas, center: Point(size.width / 2, size.height / 2), scale: zoom)
      }
    }
    return ExitStatus.ok
  }
}
