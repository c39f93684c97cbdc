import NotebookFormat
import Presets

/// Which of a button's animated properties a report reads for a phase: the one its recommend
/// chapter decides (a recommend cell's `property:` for that preset and phase), else the phase's
/// main movement (`Preset.group(for:)`). Compare tables, their chart and filmstrip labels read it
/// here, so a button has one "now" on every page.
struct ButtonReading {
  var property: PressProperty
  var group: AnimationGroup
  /// True when a recommend cell named the property.
  var decided: Bool

  init?(_ preset: Preset, role: Preset.Role, notebook: Notebook) {
    if let wanted = Self.decided(preset.name, role: role, in: notebook),
      let group = preset.phase(role)?.animations.first(where: { $0.targets.contains { $0.property == wanted } })
    {
      (property, self.group, decided) = (wanted, group, true)
      return
    }
    guard let group = preset.group(for: role), let property = group.targets.first?.property else { return nil }
    (self.property, self.group, decided) = (property, group, false)
  }

  /// The property a recommend cell for `name` and `role` names (`property:`), the first such cell's.
  static func decided(_ name: String, role: Preset.Role, in notebook: Notebook) -> PressProperty? {
    for cell in notebook.cells where cell.kind == .recommend {
      guard let options = cell.options, let wanted = options["property"]?.string else { continue }
      let one = options["preset"]?.string.map { [$0] } ?? []
      let many = options["presets"].flatMap { $0.string.map { [$0] } ?? $0.items?.compactMap(\.string) } ?? []
      // `phase: both` decides the press by its property; the release half follows the press pick.
      let phase = options["phase"]?.string ?? "release"
      guard one.contains(name) || many.contains(name), phase == role.rawValue || (phase == "both" && role == .press) else { continue }
      if let p = PressProperty(rawValue: wanted) { return p }
    }
    return nil
  }

  /// The row or series label: the button, and the property read when it is not the button's
  /// scale or position ("bfpaper-raised · shadow radius").
  func label(_ name: String) -> String {
    let words = DecisionText.propertyName(property)
    return ["scale", "position"].contains(words) ? name : "\(name) · \(words)"
  }

  /// A curve's text with the property it moves ("shadow radius: bezier 500 ms, …"), as `label`.
  func named(_ curve: String) -> String {
    let words = DecisionText.propertyName(property)
    return ["scale", "position"].contains(words) ? curve : "\(words): \(curve)"
  }
}
