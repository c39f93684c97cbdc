import Foundation

/// The project a notebook belongs to: the nearest folder, from the notebook's own folder upward,
/// that holds `datasets/`. Its presets, sweep files and `file:` references are read from there,
/// so `presslab run /elsewhere/reports/nightly.md` works from any working directory.
struct NotebookProject {
  /// The project folder: absolute, or "." when no folder above the notebook holds `datasets/`
  /// (then paths are read from the working directory, as before).
  let root: String
  /// The presets folder cells read: `--presets` when given, else `<root>/datasets/presets`.
  let presetFolder: String
  /// True when `--presets` chose the folder.
  let presetsGiven: Bool
  /// False when no folder above the notebook holds `datasets/`.
  let found: Bool

  init(notebook path: String, presets: String?) {
    var folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
    var found: String?
    while true {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("datasets").path, isDirectory: &isFolder),
        isFolder.boolValue
      {
        found = folder.path
        break
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    root = found.map(Self.relativeToWorkingFolder) ?? "."
    self.found = found != nil
    presetsGiven = presets != nil
    presetFolder = presets ?? (root == "." ? "" : root + "/") + PresetsCommand.defaultFolder
  }

  /// A relative path (sweep definition, `file:`) as read from the project; absolute ones as given.
  func resolve(_ path: String) -> String {
    path.hasPrefix("/") || root == "." ? path : root + "/" + path
  }

  /// For `--describe`: which folders a run reads from.
  var description: String {
    "Project: \(root)\(!found ? " (no folder above the notebook holds datasets/; the working directory)" : "")\n"
      + "Presets: \(presetFolder)\(presetsGiven ? " (--presets)" : "")\n"
  }

  /// "." for the working directory, a path below it relative, anything else absolute.
  static func relativeToWorkingFolder(_ path: String) -> String {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    if path == here { return "." }
    if path.hasPrefix(here + "/") { return String(path.dropFirst(here.count + 1)) }
    return path
  }
}
