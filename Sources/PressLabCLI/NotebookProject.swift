import Foundation
import NotebookFormat
import YAMLValues

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

  /// Why a path a notebook names (a sweep cell's `file:`) may not be read.
  struct Refusal: Error { let why: String }

  /// The real path of a file a notebook names, read from the project: relative to it, or absolute
  /// inside it. A notebook may come from anywhere, so nothing outside the project is read: no
  /// `..`, no absolute path elsewhere, no link whose target leaves it.
  func resolve(_ path: String, folders: Bool = false) throws(Refusal) -> String {
    guard !path.isEmpty else { throw Refusal(why: "an empty path") }
    if path.split(separator: "/").contains("..") {
      throw Refusal(why: "'..' may not be used: files are named from \(folder), and nothing outside it is read")
    }
    let given = path.hasPrefix("/") || root == "." ? path : root + "/" + path
    guard let real = Self.realPath(given) else {
      throw Refusal(why: "cannot read it (\(String(cString: strerror(errno))))")
    }
    guard holds(real) else {
      throw Refusal(
        why: path.hasPrefix("/") && !holds(URL(fileURLWithPath: path).standardizedFileURL.path)
          ? "outside \(folder); a notebook reads files of its project only"
          : "a link that leaves \(folder) (to \(real)); a notebook reads files of its project only")
    }
    // A FIFO would wait forever for a writer; a device or folder is no definition.
    var info = stat()
    guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG || (folders && info.st_mode & S_IFMT == S_IFDIR) else {
      throw Refusal(why: "not a regular file")
    }
    return real
  }

  /// The preset files a run reads: `--presets` as given (the user's choice), else the project's
  /// `datasets/presets`, whose files, like any path a notebook names, may not lead out of it.
  func presetFiles() -> (files: [(path: String, text: String)], problems: [String]) {
    var read = FileAccess.yamlFiles(in: presetFolder)
    guard !presetsGiven else { return read }
    let files = read.files
    read.files = files.filter { Self.realPath($0.path).map(holds) ?? false }
    for file in files where !read.files.contains(where: { $0.path == file.path }) {
      read.problems.append("\(file.path): a link that leaves \(folder); not read")
    }
    return read
  }

  /// The project as messages name it.
  private var folder: String { root == "." ? "the working folder" : "the project folder \(root)" }

  /// True when a real path (links followed) is the project folder or inside it.
  private func holds(_ real: String) -> Bool {
    guard let top = Self.realPath(root) else { return false }
    return real == top || real.hasPrefix(top == "/" ? "/" : top + "/")
  }

  /// Why `resolve` refuses `path`, nil when it does not.
  func refusal(_ path: String) -> String? {
    do throws(Refusal) {
      _ = try resolve(path)
      return nil
    } catch {
      return error.why
    }
  }

  /// The path with every link followed, absolute; nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether a cell may read presets: one names a preset (`preset:`, `presets:`), or a sweep's
  /// definition (inline or its file) sweeps one. Else a presets folder that cannot be read is not
  /// worth a warning.
  func needsPresets(_ notebook: Notebook) -> Bool {
    notebook.cells.contains { cell in
      guard let options = cell.options else { return false }
      if options["preset"] != nil || options["presets"] != nil { return true }
      guard cell.kind == .sweep else { return false }
      let text = options["definition"]?.string
        ?? options["file"]?.string.flatMap { try? resolve($0) }.flatMap(FileAccess.read).map { String(decoding: $0, as: UTF8.self) }
      return text.flatMap { try? YAML.parse($0) }?["preset"] != nil
    }
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
