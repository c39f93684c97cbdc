import Sweeps

extension SweepRows {
  /// Points one edge of the sweep's button moves when pressed to `scale`: width · |1 − scale| / 2.
  package func travelPoints(scale: Double) -> Double { max(1e-9, buttonWidth * abs(1 - scale) / 2) }
}

extension Decision {
  /// The travel and screen scale the pick is read on: half a device pixel of that travel is how
  /// far anything drawn for the pick may stray from it.
  package var pickScreen: (travelPoints: Double, screenScale: Double) {
    (rows.travelPoints(scale: pick.made.scale ?? now?.pressScale ?? SweepDefinition.defaultScale), rows.screenScale)
  }
}
