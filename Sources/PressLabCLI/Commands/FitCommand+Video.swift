import Fitting
import Foundation

/// `presslab fit FILE.mp4`: a video decoded by the system's FFmpeg and measured frame by frame
/// as the PNG frames of a folder are, at the times its container gives.
extension FitCommand {
  /// Video files by extension, with the FFmpeg demuxer that reads them.
  static let videoDemuxers = ["mp4": "mov", "m4v": "mov", "mov": "mov", "mkv": "matroska", "webm": "matroska", "avi": "avi"]

  static func videoDemuxer(of path: String) -> String? {
    videoDemuxers[(path as NSString).pathExtension.lowercased()]
  }

  /// The button's width and height per frame; without a region, a first pass over the frames
  /// finds where it moves and a second measures it there, so no more than two frames are held.
  static func readVideo(_ path: String, demuxer: String, region: FrameRegion?) throws -> Trace {
    guard FileManager.default.fileExists(atPath: path) else { throw CLIError(ExitStatus.noInput, "\(path): no such file") }
    let video = try VideoFile(path: path, demuxer: demuxer)
    let times = try video.frameTimes()
    let traced = Result { () throws -> Trace in
      let area: FrameRegion
      if let region {
        area = try region.checked(inside: video.width, video.height, source: path)
      } else {
        var spread = MotionSpread()
        try video.decode { _, frame in spread.add(frame) }
        guard let found = spread.region else {
          throw TraceError(path, line: nil, field: nil, "no motion: no pixel changes across the \(spread.count) frames")
        }
        area = found
      }
      var sizes = FrameSizes(region: area)
      let decoded = try video.decode { i, frame in
        let time = i < times.count ? " (\(times[i]) s)" : ""
        try sizes.add(frame, name: "\(path) frame \(i + 1)\(time)")
      }
      guard decoded == times.count else {
        throw CLIError.data("\(path): FFmpeg decoded \(decoded) frames but the container lists \(times.count) frame times")
      }
      return try sizes.trace(times: times, source: path)
    }
    switch traced {
    case .success(let trace): return trace
    case .failure(let error as TraceError): throw CLIError.data(error.description)
    case .failure(let error): throw error
    }
  }
}
