import CairoBackend
import Fitting
import Foundation

/// `presslab fit FOLDER`: PNG frames read and measured into a trace.
extension FitCommand {
  static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }

  static func parseRegion(_ text: String) throws -> FrameRegion {
    guard let region = FrameRegion(parsing: text) else {
      throw CLIError.usage("--region must be X,Y,W,H in whole pixels (W, H > 0), got '\(text)'")
    }
    return region
  }

  /// Every `*.png` of the folder in name order, at `rate` frames per second. `admit` gives each
  /// frame's real path or refuses it (a notebook's frames may not lead out of its project).
  static func readFrames(_ folder: String, rate: Double?, region: FrameRegion?, admit: (String) throws -> String = { $0 }) throws -> Trace {
    guard let rate, rate > 0 else { throw CLIError.usage("a folder of frames needs --rate FPS (> 0)") }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.lowercased().hasSuffix(".png") }.sorted()
    } catch {
      throw CLIError.data("\(folder): cannot read the folder (\(FileAccess.folderReason(folder, error)))")
    }
    guard !names.isEmpty else { throw CLIError.data("\(folder): no .png frames") }
    var frames: [GrayFrame] = []
    for name in names {
      let path = folder + "/" + name
      guard let bytes = FileAccess.read(try admit(path)) else { throw CLIError.data("\(path): cannot read the file") }
      do {
        let image = try ImageRenderer.pixels(png: bytes)
        frames.append(GrayFrame(width: image.width, height: image.height, rgba: image.pixels))
      } catch {
        throw CLIError.data("\(path): not a PNG Cairo can read (\(error))")
      }
    }
    let measured = Result { () throws(TraceError) -> Trace in
      try Trace.measured(
        frames: frames, times: frames.indices.map { Double($0) / rate }, names: names.map { folder + "/" + $0 },
        region: region, source: folder)
    }
    switch measured {
    case .success(let trace): return trace
    case .failure(let error): throw CLIError.data(error.description)
    }
  }
}
