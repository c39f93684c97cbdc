extension PresetLibrary {
  /// One error per preset whose button name (`Preset.buttonName`) an earlier preset already has:
  /// the report's pages name buttons by it, so two alike could not be told apart. Both places are
  /// named, the later one as the error's.
  public static func sameNames(_ presets: [Preset]) -> [PresetError] {
    var first: [String: Preset] = [:]
    var errors: [PresetError] = []
    for preset in presets {
      guard let other = first[preset.buttonName] else {
        first[preset.buttonName] = preset
        continue
      }
      errors.append(
        PresetError(
          file: preset.file, line: preset.line, column: 1, field: "\(preset.name).name",
          message: "'\(preset.name)' is named '\(preset.buttonName)', as '\(other.name)' is at \(other.file):\(other.line); "
            + "the report's pages name buttons by it, so give each its own name:"))
    }
    return errors
  }
}
