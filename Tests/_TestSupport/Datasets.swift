import Foundation
import Presets

/// The shipped data in `datasets/`, read the way the command line reads it.
public enum Datasets {
  /// The `datasets/` folder.
  public static var root: URL { PackagePaths.datasets }

  /// `datasets/presets/`, as the path `--presets` takes.
  public static var presetsFolder: String { root.appendingPathComponent("presets").path }

  /// `datasets/sweeps/`.
  public static var sweepsFolder: String { root.appendingPathComponent("sweeps").path }

  /// Every `.yaml` file of `folder` (default `datasets/presets/`), sorted by name.
  public static func yamlFiles(in folder: String = presetsFolder) throws -> [(name: String, text: String)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted()
    return try names.map { name in
      (name, try String(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name), encoding: .utf8))
    }
  }

  /// The preset files of `datasets/presets/`.
  public static func presetFiles() throws -> [(name: String, text: String)] { try yamlFiles() }

  /// The preset library of `datasets/presets/`: the presets and any errors in the files.
  public static func library() throws -> (presets: [Preset], errors: [PresetError]) {
    PresetLibrary.parse(files: try presetFiles())
  }

  /// Every preset of `datasets/presets/` that parses (empty when the folder cannot be read);
  /// `LibraryTests` checks that every shipped file parses.
  public static let presets: [Preset] = (try? library().presets) ?? []

  /// The shipped preset called `name`.
  public static func preset(_ name: String) throws -> Preset {
    guard let preset = presets.first(where: { $0.name == name }) else {
      throw LookupError(message: "no preset \(name) in \(presetsFolder)")
    }
    return preset
  }

  public struct LookupError: Error, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
  }
}
