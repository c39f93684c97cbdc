import Foundation
import Presets

/// The repository's datasets folder, found from this file (tests never read outside the repository).
enum Datasets {
  static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "datasets")

  static func presetFiles() throws -> [(name: String, text: String)] {
    let folder = root.appending(path: "presets")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path()).filter { $0.hasSuffix(".yaml") }
      .sorted()
    return try names.map { ($0, try String(contentsOf: folder.appending(path: $0), encoding: .utf8)) }
  }

  static func library() throws -> (presets: [Preset], errors: [PresetError]) {
    PresetLibrary.parse(files: try presetFiles())
  }

  static func preset(_ name: String) throws -> Preset {
    guard let preset = try library().presets.first(where: { $0.name == name }) else {
      throw LookupError(message: "no preset \(name)")
    }
    return preset
  }

  struct LookupError: Error { var message: String }
}
