import Fitting
import Foundation

/// A video read through the system's FFmpeg (Debian's `ffmpeg` and `ffprobe`, run as child
/// processes): its size and frame count, each frame's time from the container, and its frames as
/// gray levels through a pipe. Every failure is a `CLIError` naming the file.
struct VideoFile {
  /// The most a fit decodes; a press lasts a second or two, so more is a wrong file or an untrimmed one.
  static let maxSide = 8192, maxFrames = 20_000, maxPixels = 1 << 32
  static var limits: String { "\(maxFrames) frames, \(maxSide) pixels a side, \(maxPixels / 1_000_000) million pixels in all" }

  let path: String
  let ffmpeg: String, ffprobe: String
  /// The demuxer's options and the input: the demuxer is named (not guessed from the contents) and
  /// only local files may be opened, so a file cannot make FFmpeg read a playlist, a URL or another file.
  let input: [String]
  /// The frames' size as decoded (turned upright, as a player shows them), and their count.
  private(set) var width = 0, height = 0, frameCount = 0

  init(path: String, demuxer: String) throws {
    guard let ffmpeg = SystemProgram.find("ffmpeg"), let ffprobe = SystemProgram.find("ffprobe") else {
      throw CLIError(ExitStatus.unavailable,
        "\(path): reading a video needs FFmpeg's ffmpeg and ffprobe on PATH (Debian: apt-get install ffmpeg); "
          + "or export the frames as PNGs and give their folder with --rate")
    }
    (self.path, self.ffmpeg, self.ffprobe) = (path, ffmpeg, ffprobe)
    input = ["-f", demuxer, "-protocol_whitelist", "file", "-i", "file:" + path]
    let fields = try probe(["-select_streams", "v:0", "-count_packets",
      "-show_entries", "stream=width,height,nb_read_packets:stream_side_data=rotation", "-of", "default=noprint_wrappers=1"])
    var values: [String: String] = [:]
    for line in fields.split(whereSeparator: \.isNewline) {
      let pair = line.split(separator: "=", maxSplits: 1).map(String.init)
      if pair.count == 2, values[pair[0]] == nil { values[pair[0]] = pair[1] }
    }
    guard let w = values["width"].flatMap(Int.init), let h = values["height"].flatMap(Int.init), w > 0, h > 0 else {
      throw CLIError.data("\(path): no video stream FFmpeg can read")
    }
    // A quarter turn in the container's display matrix: FFmpeg decodes the frames turned upright.
    let turned = values["rotation"].flatMap(Double.init).map { Int(abs($0.rounded())) % 180 == 90 } ?? false
    (width, height) = turned ? (h, w) : (w, h)
    frameCount = values["nb_read_packets"].flatMap(Int.init) ?? 0
    try checkSize()
  }

  /// Refuses a video larger than a fit decodes, before any frame is decoded.
  func checkSize() throws {
    guard frameCount > 0 else { throw CLIError.data("\(path): the video stream has no frames") }
    let pixels = frameCount.multipliedReportingOverflow(by: width * height)
    guard width <= Self.maxSide, height <= Self.maxSide, frameCount <= Self.maxFrames, !pixels.overflow,
      pixels.partialValue <= Self.maxPixels
    else {
      throw CLIError.data(
        "\(path): \(frameCount) frame\(frameCount == 1 ? "" : "s") of \(width)×\(height) pixels is more than presslab fit decodes "
          + "(at most \(Self.limits)); "
          + "trim it to the press, e.g. ffmpeg -ss START -t SECONDS -i \(path) press.mp4")
    }
  }

  /// Each frame's time in seconds, from the container (FFmpeg's best-effort timestamp, else the
  /// presentation time), in the order the frames are decoded.
  func frameTimes() throws -> [Double] {
    let text = try probe(["-select_streams", "v:0", "-show_entries", "frame=pts_time,best_effort_timestamp_time",
      "-of", "compact=p=0:nk=0"])
    var times: [Double] = []
    for line in text.split(whereSeparator: \.isNewline) where line.contains("pts_time=") {
      var values: [String: String] = [:]
      for field in line.split(separator: "|") {
        let pair = field.split(separator: "=", maxSplits: 1).map(String.init)
        if pair.count == 2 { values[pair[0]] = pair[1] }
      }
      guard let t = values["best_effort_timestamp_time"].flatMap(Double.init) ?? values["pts_time"].flatMap(Double.init), t.isFinite else {
        throw CLIError.data("\(path): frame \(times.count + 1) has no timestamp in the container")
      }
      times.append(t)
    }
    return times
  }

  /// Decodes every frame as gray levels (upright, the first video stream, no frame added or
  /// dropped) and hands each to `body` with its index; returns how many were decoded.
  @discardableResult
  func decode(_ body: (Int, GrayFrame) throws -> Void) throws -> Int {
    let child = try start(ffmpeg, ["-nostdin", "-hide_banner", "-v", "error"] + input
      + ["-map", "0:v:0", "-an", "-sn", "-dn", "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "gray", "pipe:1"])
    let size = width * height
    var index = 0
    do {
      while true {
        let bytes = child.read(size)
        if bytes.isEmpty { break }
        guard bytes.count == size else { throw CLIError.data("\(path): frame \(index + 1) ends early (\(bytes.count) of \(size) bytes)") }
        try body(index, GrayFrame(width: width, height: height, pixels: bytes))
        index += 1
      }
    } catch {
      _ = child.finish(stop: true)
      throw error
    }
    let end = child.finish()
    guard end.status == 0 else { throw CLIError.data("\(path): FFmpeg cannot decode it (\(end.message))") }
    return index
  }

  private func probe(_ arguments: [String]) throws -> String {
    let child = try start(ffprobe, ["-hide_banner", "-v", "error"] + arguments + input.dropLast(2) + ["file:" + path])
    let text = String(decoding: child.readToEnd(), as: UTF8.self)
    let end = child.finish()
    guard end.status == 0 else {
      throw CLIError.data("\(path): FFmpeg cannot read it as a video (\(end.message.isEmpty ? "ffprobe exit \(end.status)" : end.message))")
    }
    return text
  }

  private func start(_ program: String, _ arguments: [String]) throws -> SystemProgram {
    do {
      return try SystemProgram(program, arguments)
    } catch {
      throw CLIError(ExitStatus.unavailable, "\(path): cannot run \(program) (\(error))")
    }
  }
}
