import CurveAnalysis
import Curves
import Execution
import Presets
import Recommendation
import ReportModel
import TextFormats

/// What a person will feel that the release spring's numbers do not say, read off the button's
/// whole timeline: a hold after lift-off, layers that fall out of step, properties that bounce.
enum FeelNotes {
  /// One line each, for the preset with `recommended` as its release; empty when nothing stands out.
  /// `property` is the one the recommendation moves (its group's first target by default).
  static func lines(_ preset: Preset, groupName: String?, property: PressProperty? = nil, recommended: Curve, fps: Double, band: Double, visibility: Visibility) -> [String] {
    var lines: [String] = []
    let frame = 1 / fps
    let hold = preset.releaseHold
    if hold >= frame {
      lines.append("It stays fully pressed for \(NumberText.milliseconds(hold)) after the finger lifts before it springs back; the recommendation keeps that wait.")
    }
    guard let changed = Filmstrips.replacingRelease(preset, group: groupName, with: recommended),
      let release = PressTimeline.defaultRelease(for: changed),
      let group = groupName.flatMap({ name in changed.phase(.release)?.animations.first { $0.name == name } }) ?? changed.releaseGroup
    else { return lines }
    let report = PressTimeline(preset: changed, release: release).report(fps: fps, band: band, reading: .frames, visiblePixels: visibility.devicePixels)
    let moving = Set(group.targets.map(\.property))
    let mover = group.targets.contains { [.scaleX, .scaleY, .translationX, .translationY].contains($0.property) }
      ? "the button" : "its " + PresetCurves.propertyName(property ?? group.targets[0].property)
    let settle = { (p: PropertyReport) -> Double? in p.hasSize ? p.metrics.settleTimePx : p.metrics.settleTime }
    guard let buttonStops = report.properties.filter({ moving.contains($0.property) && $0.metrics.hasStepMetrics }).compactMap(settle).max() else {
      return lines
    }
    // A ripple is meant to outlive the press; the layers that should move with the button are compared.
    let others = report.properties.filter { !moving.contains($0.property) && $0.metrics.hasStepMetrics && !$0.property.rawValue.hasPrefix("ripple") }
    // Layers out of step: the property whose settling is furthest from the button's.
    if let worst = others.compactMap({ p in settle(p).map { (p, $0 - buttonStops) } }).max(by: { abs($0.1) < abs($1.1) }),
      abs(worst.1) >= max(2 * frame, 0.3 * buttonStops)
    {
      let name = PresetCurves.propertyName(worst.0.property)
      lines.append(
        worst.1 > 0
          ? "Its \(name) keeps moving \(NumberText.milliseconds(worst.1)) after \(mover) has stopped (\(NumberText.milliseconds(settle(worst.0)!)) against \(NumberText.milliseconds(buttonStops))): the two no longer move as one."
          : "Its \(name) stops \(NumberText.milliseconds(-worst.1)) before \(mover) does (\(NumberText.milliseconds(settle(worst.0)!)) against \(NumberText.milliseconds(buttonStops))): the two no longer move as one.")
    }
    // Bounces where nobody expects one: a shadow or an opacity that overshoots visibly.
    for p in others {
      let visible = p.hasSize ? visibility.isVisible(pixels: p.metrics.overshootPx) : Visibility.isVisible(opacityChange: p.metrics.overshootPct / 100 * abs(p.to - p.from))
      guard visible else { continue }
      let size = p.hasSize ? NumberText.decimal(p.metrics.overshootPx, places: 1) + " px" : NumberText.decimal(p.metrics.overshootPct, places: 0) + "%"
      lines.append("Its \(PresetCurves.propertyName(p.property)) overshoots by \(size) before it settles: a \(PresetCurves.propertyName(p.property)) that bounces reads as a glitch.")
      break
    }
    return lines
  }

  /// The touch-down as it is: what the press does now; a release sweep does not judge it.
  static func pressLines(_ preset: Preset, fps: Double, band: Double, visibility: Visibility) -> [String] {
    guard let phase = preset.phase(.press), let group = preset.movingGroup(in: phase) else { return [] }
    let report = PressTimeline(preset: preset, release: nil).report(fps: fps, band: band, reading: .frames, visiblePixels: visibility.devicePixels)
    let moving = Set(group.targets.map(\.property))
    let reached = report.properties.filter { moving.contains($0.property) && $0.metrics.hasStepMetrics }
      .compactMap { $0.hasSize ? $0.metrics.settleTimePx : $0.metrics.settleTime }.max()
    return ["Touch-down (\(PresetAccess.curveText(group)))" + (reached.map { ": fully pressed after \(NumberText.milliseconds($0))" } ?? "")
      + "; a release sweep does not judge it, a recommend cell with phase: press does."]
  }
}
