import Execution
import Fitting
import NotebookFormat

/// How a fit cell reads a video or a folder of PNG frames: the command line decodes and measures
/// them as `presslab fit` does (FFmpeg, Cairo), inside the project; this module does no file I/O.
public struct FrameRecordings: Sendable {
  /// The recording at a project path measured into a trace, or why not (the message names the
  /// path); nil when the path is neither a video nor a folder (a CSV trace, read as text).
  public var read: @Sendable (_ path: String, _ rate: Double?, _ region: FrameRegion?) -> Result<Trace, Problem>?

  public struct Problem: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
  }

  public init(read: @escaping @Sendable (_ path: String, _ rate: Double?, _ region: FrameRegion?) -> Result<Trace, Problem>?) {
    self.read = read
  }
}

extension FitCells {
  /// A cell's `rate:` (frames per second of a folder) and `region:` (`X,Y,W,H`).
  static func frameKeys(_ cell: Cell) throws(CellError) -> (rate: Double?, region: FrameRegion?) {
    let rate = try positive(cell, "rate")
    guard let text = cell.string("region") else { return (rate, nil) }
    guard let region = FrameRegion(parsing: text) else {
      throw CellError("'region' must be X,Y,W,H in whole pixels (W, H > 0), got '\(text)'", at: cell.location(of: "region"))
    }
    return (rate, region)
  }

  /// The recording as frames measured by `frames`; nil when it is a CSV trace.
  static func frameTrace(_ cell: Cell, frames: FrameRecordings?) throws(CellError) -> Trace? {
    let path = try cell.requiredString("recording")
    let keys = try frameKeys(cell)
    let at = cell.location(ofValue: cell.options!["recording"]!)
    if let frames, let read = frames.read(path, keys.rate, keys.region) {
      switch read {
      case .success(let trace): return trace
      case .failure(let problem): throw CellError("'recording' \(problem.message)", at: at)
      }
    }
    if keys.rate != nil || keys.region != nil {
      throw CellError("'rate' and 'region' are for a video or a folder of PNG frames; \(path) is read as a CSV trace",
        at: cell.location(of: keys.rate != nil ? "rate" : "region"))
    }
    return nil
  }
}
