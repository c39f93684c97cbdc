import CurveAnalysis
import NotebookFormat
import TextFormats

/// A button that reads worse now than a budget of the front matter allows.
public struct BudgetBreak: Sendable, Hashable {
  public var preset: String
  public var budget: Budget
  /// "12.8 px", "never: snaps at 300 ms".
  public var reading: String
  /// The button's name on the pages.
  public var button: String
  /// "Shrink shadow: overshoot_px 12.8 px, budget 1 (line 9)".
  public var text: String {
    "\(button): \(budget.metric.rawValue) \(reading), budget \(budget.limitText) (line \(budget.location.line))"
  }
}

extension ExecutedReport {
  /// Every budget a judged button breaks as it reads now; a preset's own budget for a metric
  /// stands in for the global one.
  public var budgetBreaks: [BudgetBreak] {
    let budgets = notebook.budgets
    guard !budgets.isEmpty else { return [] }
    var breaks: [BudgetBreak] = []
    for summary in summaries {
      guard let now = summary.decision?.nowReading else { continue }
      for metric in Metric.budgeted {
        guard let budget = budgets.last(where: { $0.metric == metric && $0.preset == summary.preset })
          ?? budgets.last(where: { $0.metric == metric && $0.preset == nil })
        else { continue }
        let value: Double
        let text: String
        switch metric {
        case .overshootPx: (value, text) = (now.overshootPx ?? 0, now.overshootText)
        case .endJumpPx: (value, text) = (now.snapPx ?? 0, now.snapPx == nil ? "none visible" : now.snapText)
        case .settleTimePx: (value, text) = (now.snapTime != nil ? .infinity : now.settle ?? .infinity, now.settleText)
        default: continue  // not a reading of the button (`Metric.budgeted` lists those)
        }
        if value > budget.max { breaks.append(BudgetBreak(preset: summary.preset, budget: budget, reading: text, button: summary.name)) }
      }
    }
    return breaks
  }
}

extension Budget {
  /// The limit in its metric's unit: "1 px", "300 ms".
  public var limitText: String {
    metric == .settleTimePx ? NumberText.milliseconds(max) : NumberText.compact(max) + " px"
  }
}
