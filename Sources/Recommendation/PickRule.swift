import CurveAnalysis
import Sweeps

/// How a recommendation is picked among the sweep's curves that meet every constraint. Each rule
/// picks from the Pareto front, so no picked curve is beaten on both settle time and overshoot by
/// another curve that meets the constraints. Ties go to more damping.
public enum PickRule: String, CaseIterable, Sendable {
  /// The fastest to settle with no visible overshoot (under the report's visibility threshold).
  case noBounce = "no-bounce"
  /// The fastest to settle within the constraints, whatever overshoot they allow.
  case snappiest
  /// The smallest change from the current curve, each parameter measured across its sweep range.
  case smallestChange = "smallest-change"
  /// A press only: the deepest press fully reached before a quick tap lifts, with no visible
  /// overshoot (`PressGoal`, `Choice.deepest`).
  case deepest

  /// The named options every decision lists: a release's three, a press's four (its own rule first).
  package static func options(press: Bool) -> [PickRule] {
    press ? [.deepest, .noBounce, .snappiest, .smallestChange] : [.noBounce, .snappiest, .smallestChange]
  }

  /// The name a report shows.
  public var title: String {
    switch self {
    case .noBounce: return "no bounce"
    case .snappiest: return "snappiest"
    case .smallestChange: return "smallest change"
    case .deepest: return "deepest in time"
    }
  }

  /// The rule in a sentence, for the page where the pick is shown, with the report's threshold.
  public func statement(_ visibility: Visibility) -> String {
    switch self {
    case .noBounce: return "the curve that settles fastest with no visible overshoot (under \(visibility.words))"
    case .snappiest: return "the curve that settles fastest within the constraints"
    case .smallestChange: return "the curve nearest the current one that meets the constraints"
    case .deepest: return "the deepest press fully reached (within \(visibility.words)) before a quick tap lifts, with no visible overshoot"
    }
  }

  /// `prefer:` as written; `fastest` and `closest` are the names earlier notebooks used.
  public init?(prefer text: String) {
    switch text {
    case "fastest": self = .snappiest
    case "closest": self = .smallestChange
    default: self.init(rawValue: text)
    }
  }

  /// How much a row is preferred among equals: more damping first (a damping ratio, damping
  /// fraction or damping coefficient up; a bounce down).
  package static func preference(_ rows: SweepRows) -> (Int) -> Double {
    if let i = rows.parameterNames.firstIndex(where: { $0.hasSuffix("damping") || $0.hasSuffix("dampingFraction") || $0.hasSuffix("dampingRatio") }) {
      return { rows.rows[$0][i] ?? 0 }
    }
    if let i = rows.parameterNames.firstIndex(where: { $0.hasSuffix("bounce") }) { return { -(rows.rows[$0][i] ?? 0) } }
    return { _ in 0 }
  }

  /// The row this rule picks from a selection's front; nil when the front is empty. `overshoot`
  /// is the column of overshoot in device pixels, when the sweep has one; `distance` measures a
  /// row's change from now (`smallestChange` falls back to the snappiest without it).
  package func pick(_ selection: ParetoSelection, rows: SweepRows, overshoot: Int?, distance: ((Int) -> Double)?) -> Int? {
    let front = selection.front
    switch self {
    case .snappiest, .deepest:
      // `deepest` needs the press's goal: `Choice.pick` applies it; on its own it is the snappiest.
      return front.first
    case .noBounce:
      guard let overshoot else { return front.first }
      // The front runs from fastest to calmest: the first without a visible overshoot, else the calmest.
      return front.first { !rows.visibility.isVisible(pixels: rows.rows[$0][overshoot] ?? .infinity) } ?? front.last
    case .smallestChange:
      guard let distance else { return front.first }
      return front.min { a, b in
        let da = distance(a), db = distance(b)
        return da != db ? da < db : front.firstIndex(of: a)! < front.firstIndex(of: b)!
      }
    }
  }
}
