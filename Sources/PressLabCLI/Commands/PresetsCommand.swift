import Foundation
import Presets

/// `presslab presets`: one line per preset (name, seed file, description).
public enum PresetsCommand: Command {
  public static let name = "presets"
  public static let abstract = "List the button presets, write one of your own (new) or check preset files (check)"
  public static let usage = """
    Usage: presslab presets [--presets DIR]
           presslab presets new NAME [--from PRESET] [--to FILE] [--presets DIR]
           presslab presets check [FILE…] [--presets DIR]

    Prints one line per preset, no header: its name (what `presslab press` and notebooks take),
    the seed file it models ("yours" for a file without `seed:`), and a one-line description.
    Presets in sub-folders of DIR are read too. A preset file with an error is reported on
    standard error (file, line, field) and the command exits 65; the other presets are listed.

    `new` writes a commented preset of your own (plain values, no seed) that loads as written: a
    minimal template, or with --from the look and motion of another preset. It never overwrites a
    file. `check` reads each FILE (every preset file of DIR when none is given) as a run would,
    prints file:line:column: field: message for each error and exits 65 at the first bad file.

    """
  public static let options = [presetsOption, from, to]

  /// `--presets DIR`, as every command reading presets by name takes it.
  static let presetsOption = Option("--presets", value: "DIR", default: defaultFolder, help: "folder of preset files")

  public static func run(_ arguments: Arguments) throws -> Int32 {
    var arguments = arguments
    let folder = arguments.option(presetsOption) ?? defaultFolder
    let fromName = arguments.option(from)
    let toPath = arguments.option(to)
    let rest = try arguments.finish()
    if rest.first != "new", fromName != nil || toPath != nil {
      throw CLIError.usage("--from and --to belong to presets new")
    }
    switch rest.first {
    case "new": return try new(Array(rest.dropFirst()), folder: folder, from: fromName, to: toPath)
    case "check": return try check(Array(rest.dropFirst()), folder: folder)
    case nil: break
    case let word?: throw CLIError.usage("unexpected argument '\(word)' (presets new NAME, presets check [FILE…])")
    }
    let (presets, errors) = try loadLibrary(folder: folder)
    let nameWidth = presets.map(\.name.count).max() ?? 0
    let seedWidth = presets.map(\.origin.count).max() ?? 0
    var text = ""
    for preset in presets {
      text += pad(preset.name, nameWidth) + "  " + pad(preset.origin, seedWidth) + "  " + preset.description + "\n"
    }
    Console.out(text)
    reportErrors(errors)
    return errors.isEmpty ? ExitStatus.ok : ExitStatus.dataError
  }

  /// Where the presets live when no `--presets` is given (relative to the working directory).
  public static let defaultFolder = "datasets/presets"

  /// Reads every `*.yaml` of a folder and its sub-folders, in path order, and parses them. Exit 65 if the folder
  /// cannot be read; per-file and per-preset errors are returned, not thrown.
  public static func loadLibrary(folder: String) throws -> (presets: [Preset], errors: [PresetError]) {
    let names: [String]
    var linked: [String] = []
    do {
      names = try FileAccess.yamlNames(in: folder, linked: &linked).filter { $0.hasSuffix(".yaml") }
    } catch {
      throw CLIError.data("cannot read the preset folder \(folder) (\(FileAccess.folderReason(folder, error)))")
    }
    var files: [(name: String, text: String)] = []
    var unreadable = linked.map {
      PresetError(file: $0 + "/", line: 1, column: 1, field: "", message: "a link to a folder, not read (it could lead out of the project or loop)")
    }
    for name in names {
      switch FileAccess.text(of: folder + "/" + name) {
      case .success(let text): files.append((name, text))
      case .failure(let problem):
        unreadable.append(PresetError(file: name, line: 1, column: 1, field: "", message: problem.why))
      }
    }
    let (presets, errors) = PresetLibrary.parse(files: files)
    return (presets, unreadable + errors)
  }

  static func reportErrors(_ errors: [PresetError]) {
    for error in errors { Console.error("presslab: preset error: \(error)\n") }
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
