import Foundation
import Presets

/// `presslab presets new` and `presslab presets check`: writing a team's own preset and checking
/// preset files before a notebook reads them.
extension PresetsCommand {
  static let from = Option("--from", value: "PRESET", help: "new: start from this preset's look and motion (default: a minimal template)")
  static let to = Option(
    "--to", value: "FILE", help: "new: the file to write, never an existing one (default: NAME.yaml in the presets folder; - prints it)")

  /// Writes a plain preset that loads as written; refuses an existing file, a link, a device.
  static func new(_ words: [String], folder: String, from: String?, to: String?) throws -> Int32 {
    guard words.count == 1, let name = words.first else {
      throw CLIError.usage("presets new takes one preset name: presslab presets new NAME [--from PRESET] [--to FILE]")
    }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
      throw CLIError.usage("a preset name is letters, digits, '-' and '_', not '\(name)'")
    }
    let library = try? loadLibrary(folder: folder)
    if let existing = library?.presets.first(where: { $0.name == name }) {
      throw CLIError.usage("a preset named '\(name)' already exists (\(folder)/\(existing.file):\(existing.line)); choose another name")
    }
    var source: Preset?
    if let from {
      guard let found = library?.presets.first(where: { $0.name == from }) else {
        throw CLIError.usage("no preset named '\(from)' in \(folder) (presslab presets lists them)")
      }
      source = found
    }
    let path = to ?? folder + "/" + name + ".yaml"
    let text = PresetScaffold.text(name: name, from: source, schema: path == "-" ? nil : schemaPath(from: path, folder: folder))
    // The scaffold is checked by the same reader before it is written: what it writes loads.
    let check = PresetLibrary.parse(file: path, text: text)
    guard check.errors.isEmpty, check.presets.count == 1 else {
      throw CLIError(ExitStatus.software, "the new preset does not load: \(check.errors.map(\.description).joined(separator: "; "))")
    }
    if path == "-" {
      Console.out(text)
      return ExitStatus.ok
    }
    try writeNew(text, to: path)
    Console.out("wrote \(path) (preset \(name)); edit it, then: presslab presets check \(path)\n")
    return ExitStatus.ok
  }

  /// Creates `path` only when nothing is there (O_EXCL: not a file, not a link, not a device).
  static func writeNew(_ text: String, to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      let why = errno == EEXIST ? "it already exists (presets new never overwrites a file)" : String(cString: strerror(errno))
      throw CLIError.cannotCreate("cannot write \(path): \(why)")
    }
    let failure = Array(text.utf8).withUnsafeBytes { DescriptorWriter.writeAll(fd, $0) }
    let closed = close(fd)
    if let failure = failure ?? (closed != 0 ? errno : nil) {
      unlink(path)
      throw CLIError.cannotCreate("cannot write \(path): \(String(cString: strerror(failure)))")
    }
  }

  /// `datasets/preset.schema.json` (beside the presets folder) as seen from the new file's folder.
  static func schemaPath(from path: String, folder: String) -> String? {
    let schema = URL(fileURLWithPath: folder).deletingLastPathComponent().appendingPathComponent("preset.schema.json").standardizedFileURL
    guard FileManager.default.fileExists(atPath: schema.path) else { return nil }
    let from = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.pathComponents
    let target = schema.pathComponents
    let common = zip(from, target).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: from.count - common) + target.dropFirst(common)).joined(separator: "/")
  }

  /// Checks the files given (every preset file of the folder when none), in order; stops at the
  /// first file with an error (a name an earlier preset has among them), after printing all of
  /// its errors, and exits 65.
  static func check(_ files: [String], folder: String) throws -> Int32 {
    var read: [(path: String, text: String)] = []
    var problems: [String] = []
    if files.isEmpty {
      (read, problems) = FileAccess.yamlFiles(in: folder)
    } else {
      for path in files {
        switch FileAccess.text(of: path) {
        case .success(let text): read.append((path, text))
        case .failure(let problem): problems.append("\(path): \(problem.why)")
        }
      }
    }
    if let problem = problems.first {
      Console.error("presslab presets check: \(problem)\n")
      return ExitStatus.dataError
    }
    var earlier: [(name: String, text: String)] = []
    for file in read {
      // Read with the files before it, so a name defined twice is caught where it repeats.
      earlier.append((file.path, file.text))
      let library = PresetLibrary.parse(files: earlier)
      // Two buttons of one name could not be told apart on the pages.
      let errors = (library.errors + PresetLibrary.sameNames(library.presets)).filter { $0.file == file.path }
      if !errors.isEmpty {
        reportErrors(errors)
        return ExitStatus.dataError
      }
      let count = PresetLibrary.parse(file: file.path, text: file.text).presets.count
      Console.out("\(file.path): ok (\(count) preset\(count == 1 ? "" : "s"))\n")
    }
    return ExitStatus.ok
  }
}
