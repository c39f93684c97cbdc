import Curves
import NotebookFormat

/// The current curve a recommendation is compared with: a `current:` curve in the cell, or (once
/// presets are read) a preset's release curve.
struct CurrentCurve {
  var name: String
  var curve: Curve
  var text: String
  var pressScale: Double?
}

struct PresetAccess: Sendable {
  func current(_ cell: Cell, context: RunContext) throws(CellError) -> CurrentCurve? {
    if let node = cell.options?["current"] {
      let made = try CurveSpec.make(node, in: cell, defaultLabel: "current")
      let text = made.curve.model.rawValue + " " + made.curve.parameters.map { "\($0.name) \($0.value)" }.joined(separator: ", ")
      return CurrentCurve(name: cell.string("preset") ?? made.label, curve: made.curve, text: text, pressScale: nil)
    }
    return nil
  }

  func filmstrips(_ cell: Cell, context: RunContext, current: CurrentCurve?, recommended: Curve) -> [ReportItem] { [] }
}
