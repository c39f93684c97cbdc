import TextFormats
import YAMLValues

extension RunSnapshot {
  /// This run as the history keeps it. `time`, the commit and the notebook's bytes come from the
  /// command line; the preset files are the texts the run read.
  public init(
    report: ExecutedReport, time: Int64, notebookBytes: [UInt8], commit: String?, dirty: Bool?,
    presetFiles: [(path: String, text: String)]
  ) {
    let records = report.records
    self.init(
      time: time, notebookPath: report.notebook.file, notebookHash: SHA256.hex(notebookBytes), commit: commit,
      dirty: dirty, version: report.versions.first?.version ?? "",
      parameters: report.notebook.parameters.map { Setting(name: $0.name, value: $0.value.yamlText) },
      presetFiles: presetFiles.map {
        PresetFile(path: $0.path, hash: SHA256.hex($0.text), values: Self.presetValues(ofFile: $0.text))
      },
      cells: records.map {
        CellRun(id: $0.id, kind: $0.kind, ok: $0.status == .ok, duration: $0.duration, error: $0.failure?.message)
      },
      buttons: report.summaries.compactMap { summary in
        summary.decision.map { d in
          Button(
            preset: summary.preset, now: d.nowReading,
            options: d.options.map { Option(rule: $0.rule, curve: $0.curve, reading: $0.reading) })
        }
      },
      warnings: records.flatMap { record in
        record.outputs.compactMap { item -> String? in
          if case .note(let text) = item { return "\(record.id): \(text)" }
          return nil
        }
      })
  }

  /// Every scalar of every preset of a preset file, by key path. A `[value, source]` pair counts
  /// as its value: a new source for the same number is not an edit of the button.
  public static func presetValues(ofFile text: String) -> [PresetValue] {
    guard let root = try? YAML.parse(text), let presets = root["presets"]?.pairs else { return [] }
    var values: [PresetValue] = []
    func walk(_ node: YAMLValue, preset: String, key: String) {
      switch node {
      case .scalar(let scalar):
        values.append(PresetValue(preset: preset, key: key, value: scalar.text))
      case .sequence(let items, _):
        if items.count == 2, let value = items[0].scalar, items[1].scalar != nil {
          values.append(PresetValue(preset: preset, key: key, value: value.text))
        } else {
          for (i, item) in items.enumerated() { walk(item, preset: preset, key: key + "[\(i)]") }
        }
      case .mapping(let pairs, _):
        for pair in pairs { walk(pair.value, preset: preset, key: key.isEmpty ? pair.key.text : key + "." + pair.key.text) }
      }
    }
    for pair in presets { walk(pair.value, preset: pair.key.text, key: "") }
    return values
  }
}
