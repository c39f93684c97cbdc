import CurveAnalysis
import Presets
import Recommendation
import ReportModel
import TextFormats

/// A press pick replaces only the button's main group: another layer of the touch-down (a shadow
/// on its own curve) may now go on after the button is fully pressed. Found on the preset's whole
/// press with the pick's touch-down, times from touch-down.
struct TrailingLayer {
  var property: PressProperty
  /// When the layer and the picked group are fully pressed (within the threshold; an opacity within the band).
  var ends: Double
  var mainEnds: Double
  /// "the button", or the picked group's property ("the shadow radius").
  var mover: String
  var lag: Double { ends - mainEnds }

  /// The other layer that ends latest, when it ends more than a frame after the picked group; nil otherwise.
  static func find(_ d: Decision, current: CurrentCurve?) -> TrailingLayer? {
    guard let current, let preset = current.preset, !d.options.isEmpty,
      let changed = QuickTaps.replacingPress(preset, group: current.groupName, with: d.pick.curve, scale: d.pick.made.scale),
      let group = current.groupName.flatMap({ name in changed.phase(.press)?.animations.first { $0.name == name } }) ?? changed.group(for: .press)
    else { return nil }
    let report = PressTimeline(preset: changed, release: nil).report(fps: d.rows.fps, band: d.rows.band, reading: .frames, visiblePixels: d.rows.visibility.devicePixels)
    let moving = Set(group.targets.map(\.property))
    let ends = { (p: PropertyReport) -> Double? in p.hasSize ? p.metrics.settleTimePx : p.metrics.settleTime }
    let stepped = report.properties.filter { $0.metrics.hasStepMetrics && abs($0.to - $0.from) > 1e-12 }
    guard let main = stepped.filter({ moving.contains($0.property) }).compactMap(ends).max() else { return nil }
    // A ripple is meant to outlive the press; the layers that should move with the button are compared.
    let others = stepped.filter { !moving.contains($0.property) && !$0.property.rawValue.hasPrefix("ripple") }
    guard let latest = others.compactMap({ p in ends(p).map { (p.property, $0) } }).max(by: { $0.1 < $1.1 }),
      latest.1 - main > 1 / d.rows.fps + 1e-9
    else { return nil }
    let mover = moving.isDisjoint(with: [.scaleX, .scaleY, .translationX, .translationY])
      ? "the " + PresetCurves.propertyName(group.targets[0].property) : "the button"
    return TrailingLayer(property: latest.0, ends: latest.1, mainEnds: main, mover: mover)
  }

  /// "its shadow offset y trails: fully pressed at 100 ms, 50 ms after the button (50 ms)".
  var sentence: String {
    "its \(PresetCurves.propertyName(property)) trails: fully pressed at \(NumberText.milliseconds(ends)), "
      + "\(NumberText.milliseconds(lag)) after \(mover) (\(NumberText.milliseconds(mainEnds)))"
  }

  var json: JSONValue {
    .object([("property", .string(property.rawValue)), ("fully_pressed", .number(ends)), ("button_fully_pressed", .number(mainEnds)), ("lag", .number(lag))])
  }
}
