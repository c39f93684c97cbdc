import Execution
import Fitting
import NotebookFormat

extension CellReference {
  /// The fit cell a recommend cell names under `current:` (an id, not a curve mapping).
  static func fit(_ cell: Cell) -> [CellReference] {
    cell.string("current").map { [CellReference(id: $0, key: "current", kind: .fit)] } ?? []
  }
}

extension PresetAccess {
  /// `current: <fit cell id>`: the recorded motion's best model is the curve now, its pressed
  /// scale the travel's (the executor has checked that a fit cell of that id ran above).
  static func fitted(_ id: String, cell: Cell, context: RunContext) throws(CellError) -> CurrentCurve {
    guard let share = context.shared[id] as? FitShare else {
      throw CellError("fit cell '\(id)' left no fit to read", at: cell.location(of: "current"))
    }
    let best = share.result.best
    guard let curve = best.curve else {
      throw CellError("fit cell '\(id)': its best model (\(best.model.id)) draws no curve", at: cell.location(of: "current"))
    }
    let scale = share.result.pressedScale
    return CurrentCurve(
      name: cell.string("preset") ?? "recorded (\(id))", curve: curve,
      text: "the recording \(share.source): \(FitWords.describe(best))",
      pressScale: scale > 0 && scale < 2 && scale != 1 ? scale : nil, preset: nil)
  }
}
