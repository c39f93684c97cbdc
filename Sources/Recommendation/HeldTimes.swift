import CurveAnalysis
import Sweeps

// One reading for holds: a button that stays pressed after the finger lifts (PEButton's press
// effect holds it 100 ms) has every moment of its release read from the lift, the hold included,
// wherever a decision shows it: constraints, options, Pareto table, scatter, maps, results.json.

extension Metric {
  /// A moment after the curve starts (peak, settled), which a hold delays; not a span or a size.
  package var isMoment: Bool { self == .peakTime || self == .settleTime || self == .settleTimePx }

  /// `value` of this metric read from the finger's lift: a moment `hold` seconds later.
  package func fromLift(_ value: Double, hold: Double) -> Double { isMoment ? value + hold : value }
}

extension SweepRows {
  /// The rows with every moment `hold` seconds later: times from the finger's lift.
  package func fromLift(hold: Double) -> SweepRows {
    guard hold != 0 else { return self }
    var shifted = self
    let first = parameterNames.count
    for (k, metric) in metrics.enumerated() where metric.isMoment {
      for r in shifted.rows.indices { shifted.rows[r][first + k] = shifted.rows[r][first + k].map { metric.fromLift($0, hold: hold) } }
    }
    return shifted
  }
}
