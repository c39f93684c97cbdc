import YAMLValues

/// Reads preset files. Pure: the caller reads the files and passes their names and text.
public enum PresetLibrary {
  /// Every preset of every file, in file order, and one error per file or preset that did not
  /// load (a YAML error loses its file; any other error loses only its preset).
  public static func parse(files: [(name: String, text: String)]) -> (presets: [Preset], errors: [PresetError]) {
    var presets: [Preset] = []
    var errors: [PresetError] = []
    var seen: [String: Preset] = [:]
    for file in files {
      let (filePresets, fileErrors) = parse(file: file.name, text: file.text)
      errors += fileErrors
      for preset in filePresets {
        // Both places are named: the second definition is dropped, the first one is used.
        if let other = seen[preset.name] {
          errors.append(
            PresetError(
              file: file.name, line: preset.line, column: 1, field: preset.name,
              message: "a preset named '\(preset.name)' is already defined at \(other.file):\(other.line); this one is not used"))
          continue
        }
        seen[preset.name] = preset
        presets.append(preset)
      }
    }
    return (presets, errors)
  }

  static let fileKeys = ["seed", "presets"]

  /// One file: `seed:` (the seed file every preset of it models; optional) and `presets:` (name → preset).
  /// A preset may `extends:` another of the same file: mappings merge key by key, anything else
  /// (lists, numbers) replaces, and `~` removes the key.
  public static func parse(file: String, text: String) -> (presets: [Preset], errors: [PresetError]) {
    let reader = SourcedReader(file: file)
    let root: YAMLValue
    do throws(YAMLError) {
      guard let parsed = try YAML.parse(text) else {
        return ([], [PresetError(file: file, line: 1, column: 1, field: "", message: "the file is empty")])
      }
      root = parsed
    } catch {
      return ([], [PresetError(file: file, at: error.location, field: "", error.message)])
    }
    let seed: String?
    let pairs: [YAMLPair]
    do throws(PresetError) {
      _ = try reader.mapping(root, "", allowed: fileKeys)
      // A seed's file cites every number; a team's own file (no `seed:`) may write plain values.
      seed = try root["seed"].map { (node) throws(PresetError) in try reader.word(node, "seed") }
      let presetsNode = try reader.required(root, "presets", "presets")
      guard let found = presetsNode.pairs else {
        throw reader.error(presetsNode, "presets", "expected a mapping of preset name → preset")
      }
      pairs = found
    } catch {
      return ([], [error])
    }
    var presets: [Preset] = []
    var errors: [PresetError] = []
    for pair in pairs {
      let name = pair.key.text
      do throws(PresetError) {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
          throw PresetError(
            file: file, at: pair.key.location, field: name, "a preset name is letters, digits, '-' and '_'")
        }
        let merged = try resolve(name, in: pairs, file: file, chain: [])
        var decoder = PresetDecoder(file: file, name: name, seed: seed, line: pair.key.location.line)
        presets.append(try decoder.decode(merged))
      } catch {
        errors.append(error)
      }
    }
    return (presets, errors)
  }

  /// The preset's node with its `extends:` chain merged in.
  private static func resolve(_ name: String, in pairs: [YAMLPair], file: String, chain: [String])
    throws(PresetError) -> YAMLValue
  {
    guard let node = pairs.first(where: { $0.key.text == name })?.value else {
      throw PresetError(
        file: file, line: 1, column: 1, field: chain.last.map { "\($0).extends" } ?? name,
        message: "no preset named '\(name)' in this file")
    }
    guard let base = node["extends"] else { return node }
    guard let baseName = base.string else {
      throw PresetError(file: file, at: base.location, field: "\(name).extends", "expected a preset name")
    }
    if chain.contains(baseName) || baseName == name {
      throw PresetError(
        file: file, at: base.location, field: "\(name).extends",
        "'\(baseName)' extends itself (\((chain + [name, baseName]).joined(separator: " → ")))")
    }
    guard pairs.contains(where: { $0.key.text == baseName }) else {
      throw PresetError(
        file: file, at: base.location, field: "\(name).extends", "no preset named '\(baseName)' in this file")
    }
    let baseNode = try resolve(baseName, in: pairs, file: file, chain: chain + [name])
    // A button's name is its own: two presets of one name would be one button on the page.
    return merge(withoutName(baseNode), node, dropping: "extends")
  }

  private static func withoutName(_ node: YAMLValue) -> YAMLValue {
    guard case .mapping(let pairs, let location) = node else { return node }
    return .mapping(pairs.filter { $0.key.text != "name" }, location)
  }

  /// Deep merge of mappings; the override wins, `~` deletes.
  static func merge(_ base: YAMLValue, _ over: YAMLValue, dropping: String? = nil) -> YAMLValue {
    guard case .mapping(let basePairs, _) = base, case .mapping(let overPairs, let location) = over else {
      return over
    }
    var result: [YAMLPair] = []
    for pair in basePairs where pair.key.text != dropping {
      if let replacement = overPairs.first(where: { $0.key.text == pair.key.text }) {
        if replacement.value.isNull { continue }
        result.append(YAMLPair(key: replacement.key, value: merge(pair.value, replacement.value)))
      } else {
        result.append(pair)
      }
    }
    for pair in overPairs
    where pair.key.text != dropping && !pair.value.isNull
      && !basePairs.contains(where: { $0.key.text == pair.key.text })
    {
      result.append(pair)
    }
    return .mapping(result, location)
  }
}
