import Cells
import Fitting

/// A fit cell's video or folder of PNG frames, read inside the notebook's project and measured as
/// `presslab fit` reads them, with the same limits and messages (naming the path as the cell gives it).
extension FitCommand {
  static func cellRecordings(_ project: NotebookProject) -> FrameRecordings {
    FrameRecordings { path, rate, region in
      let isVideo = videoDemuxer(of: path) != nil
      let real: String
      do throws(NotebookProject.Refusal) {
        real = try project.resolve(path, folders: true)
      } catch {
        return isVideo ? .failure(.init("\(path): \(error.why)")) : nil
      }
      let folder = isFolder(real)
      guard folder || isVideo else { return nil }
      do {
        if folder {
          let admit = { (frame: String) throws -> String in
            do throws(NotebookProject.Refusal) { return try project.resolve(frame) } catch { throw CLIError.data("\(frame): \(error.why)") }
          }
          return .success(try readFrames(real, rate: rate, region: region, admit: admit))
        }
        if rate != nil { throw CLIError.usage("'rate' is for a folder of frames; a video's frame times come from its container") }
        return .success(try readVideo(real, demuxer: videoDemuxer(of: path)!, region: region))
      } catch let error as CLIError {
        // The cell's keys and path, not the command line's options and the resolved path.
        let message = error.message.replacingOccurrences(of: real, with: path)
          .replacingOccurrences(of: "--rate FPS", with: "'rate'").replacingOccurrences(of: "--region", with: "'region'")
        return .failure(.init(message.hasPrefix(path) ? message : "\(path): \(message)"))
      } catch {
        return .failure(.init("\(path): \(error)"))
      }
    }
  }
}
