import CurveAnalysis

/// One line of a preset table: a preset's main movement in one phase.
struct PresetRow {
  var preset: String
  var phase: String
  var curve: String
  var metrics: CurveMetrics?
  var visibility: Visibility

  func text(_ column: PresetColumn) -> String {
    switch column {
    case .preset: return preset
    case .phase: return phase
    case .curve: return curve
    case .metric(let metric): return metrics.map { MetricText.cell(metric, of: $0, visibility) } ?? "—"
    }
  }

  /// The value rows are sorted by: numbers for metrics, nil when there is none.
  func sortKey(_ column: PresetColumn) -> SortKey? {
    switch column {
    case .preset: return .text(preset)
    case .phase: return .text(phase)
    case .curve: return .text(curve)
    case .metric(let metric): return metrics.flatMap { metric.measured(in: $0) }.map { .number($0) }
    }
  }

  enum SortKey: Comparable {
    case number(Double)
    case text(String)
  }
}
