import YAMLValues

extension Notebook {
  /// The buttons (preset ids) the notebook's cells name (`preset:`, `presets:`), in the order it first names
  /// them: the order buttons take their colours in on every chart of its report and its HTML twin.
  public var buttonIDs: [String] {
    var names: [String] = []
    for cell in cells {
      guard let options = cell.options else { continue }
      let one = options["preset"]?.string.map { [$0] } ?? []
      let many = options["presets"].flatMap { $0.string.map { [$0] } ?? $0.items?.compactMap(\.string) } ?? []
      for name in one + many where !names.contains(name) { names.append(name) }
    }
    return names
  }
}
